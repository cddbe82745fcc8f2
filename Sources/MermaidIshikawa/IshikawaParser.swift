// Why: the first line of an `ishikawa-beta` body is the problem; the lines after it are causes
// nested by indentation relative to the first cause (mermaid's rules: anything indented no
// deeper than the first cause is a main cause).
import MermaidCore

/// Parses an `ishikawa-beta` body.
enum IshikawaParser {
    static let maxNodes = 20_000

    static func parse(_ source: DiagramSource) throws -> Ishikawa {
        var diagram = Ishikawa()
        var baseLevel: Int?
        var open: [(level: Int, index: Int)] = []
        for line in source.lines.dropFirst() {
            guard let (start, text) = line.indentedText else { continue }
            guard diagram.nodes.count < maxNodes else {
                throw source.error("too many causes (the limit is \(maxNodes))", line: line.number, column: start + 1)
            }
            guard !diagram.nodes.isEmpty else {
                diagram.nodes.append(IshikawaNode(text: text, depth: 0, parent: nil))
                open = [(0, 0)]
                continue
            }
            let base = baseLevel ?? start
            baseLevel = base
            let level = max(start - base + 1, 1)
            while open.count > 1, let last = open.last, last.level >= level { open.removeLast() }
            let parent = open.last?.index ?? 0
            let index = diagram.nodes.count
            diagram.nodes.append(IshikawaNode(text: text, depth: diagram.nodes[parent].depth + 1, parent: parent))
            diagram.nodes[parent].children.append(index)
            open.append((level, index))
        }
        return diagram
    }
}

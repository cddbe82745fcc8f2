// Why: treeView lines are an indentation and a quoted name; the nesting comes from the
// indentation alone, kept on a stack as mermaid does (a line indented no deeper than an open
// node closes it).
import MermaidCore

/// Parses a `treeView-beta` body.
enum TreeViewParser {
    static let maxNodes = 20_000

    static func parse(_ source: DiagramSource) throws -> TreeView {
        var tree = TreeView()
        var open: [Int] = [0]
        for line in source.lines.dropFirst() {
            guard let (start, text) = line.indentedText else { continue }
            if text == "title" || text.hasPrefix("title ") || text.hasPrefix("title\t") {
                tree.title = String(text.dropFirst(5)).trimmingASCIIWhitespace()
                continue
            }
            let chars = Array(text)
            guard let quote = chars.first, quote == "\"" || quote == "'" else {
                throw source.error("expected a quoted name such as \"src\"", line: line.number, column: start + 1)
            }
            guard let close = chars.dropFirst().firstIndex(of: quote) else {
                throw source.error("name is never closed with \(quote)", line: line.number, column: start + 1)
            }
            guard close + 1 == chars.count else {
                throw source.error("unexpected text after the name; put one name per line", line: line.number,
                                   column: start + close + 2)
            }
            guard tree.nodes.count <= maxNodes else {
                throw source.error("too many nodes (the limit is \(maxNodes))", line: line.number, column: start + 1)
            }
            let level = start
            while let last = open.last, last != 0, tree.nodes[last].level >= level { open.removeLast() }
            let parent = open.last ?? 0
            let index = tree.nodes.count
            tree.nodes.append(TreeViewNode(name: String(chars[1..<close]), level: level,
                                           depth: tree.nodes[parent].depth + 1, parent: parent, lastChild: nil))
            tree.nodes[parent].lastChild = index
            open.append(index)
        }
        return tree
    }
}

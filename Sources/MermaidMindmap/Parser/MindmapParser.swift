// Why: mindmap lines are an indentation, then a node (`id`, `id[text]`, `id((text))`, …), an
// `::icon(…)` or a `:::class` decoration. Parsed by hand, line by line, so each problem has its
// column and no input can make it slow.
import MermaidCore

/// Parses a `mindmap` body into a `Mindmap`.
struct MindmapParser {
    /// More nodes than this are refused.
    static let maxNodes = 20_000
    /// Sections cycle through this many colours (mermaid's MAX_SECTIONS − 1).
    static let sectionCount = 11

    private let source: DiagramSource
    private var mindmap = Mindmap()
    private var baseLevel = 0
    /// The most recent node of each indentation, shallowest first: the candidates for a parent.
    private var openPath: [Int] = []
    private(set) var warnings: [MermaidWarning] = []

    init(source: DiagramSource) { self.source = source }

    static func parse(_ source: DiagramSource) throws -> (Mindmap, [MermaidWarning]) {
        var parser = MindmapParser(source: source)
        let lines = Array(source.lines.dropFirst())
        var index = 0
        while index < lines.count {
            var line = lines[index]
            index += 1
            // A markdown string ("`…`") may run over several lines: join them.
            var joined = 0
            while Self.opensMarkdownString(line.text), index < lines.count, joined < 1000 {
                line.text += "\n" + lines[index].text
                index += 1
                joined += 1
            }
            try parser.statement(line)
        }
        parser.assignSections()
        return (parser.mindmap, parser.warnings)
    }

    /// True when the text opens a "`…`" string it does not close.
    static func opensMarkdownString(_ text: String) -> Bool {
        guard let open = text.range(of: "\"`") else { return false }
        return text[open.upperBound...].range(of: "`\"") == nil
    }

    private func error(_ message: String, _ line: SourceLine, column: Int) -> MermaidError {
        source.error(message, line: line.number, column: column)
    }

    private mutating func statement(_ line: SourceLine) throws {
        guard let (start, text) = line.indentedText else { return }
        let column = start + 1
        if text.hasPrefix(":::") {
            guard !mindmap.nodes.isEmpty else { throw error("':::' classes need a node before them", line, column: column) }
            mindmap.nodes[mindmap.nodes.count - 1].classes = String(text.dropFirst(3)).trimmingASCIIWhitespace()
            return
        }
        if text.hasPrefix("::icon(") {
            guard !mindmap.nodes.isEmpty else { throw error("'::icon(…)' needs a node before it", line, column: column) }
            guard let close = text.firstIndex(of: ")") else {
                throw error("'::icon(' is never closed with ')'", line, column: column)
            }
            let name = String(text[text.index(text.startIndex, offsetBy: 7)..<close]).trimmingASCIIWhitespace()
            mindmap.nodes[mindmap.nodes.count - 1].icon = name
            warnings.append(MermaidWarning(line: line.number, column: column,
                                           message: "icon '\(name)' is drawn as text: icon fonts are not available offline",
                                           sourceLine: line.original))
            return
        }
        guard mindmap.nodes.count < Self.maxNodes else {
            throw error("too many nodes (the limit is \(Self.maxNodes))", line, column: column)
        }
        let (nodeId, label, shape) = try Self.node(Array(text), column: column, line: line, source: source)
        try add(level: start, nodeId: nodeId, label: label, shape: shape, line: line, column: column)
    }

    /// Reads `id`, `id[text]`, `id(text)`, `id((text))`, `id))text((`, `id)text(`, `id{{text}}`,
    /// or the same without an id; text may be `"quoted"` or a "`markdown string`".
    static func node(_ chars: [Character], column: Int, line: SourceLine,
                     source: DiagramSource) throws -> (String, String, MindmapShape) {
        var i = 0
        while i < chars.count, !"([)]{}".contains(chars[i]) { i += 1 }
        let id = String(characters: chars[0..<i]).trimmingASCIIWhitespace()
        guard i < chars.count else { return (id, id, .defaultShape) }
        func has(_ token: String, at position: Int) -> Bool {
            let t = Array(token)
            return position + t.count <= chars.count && Array(chars[position..<(position + t.count)]) == t
        }
        let opening: (token: String, close: String, shape: MindmapShape)
        if has("((", at: i) { opening = ("((", "))", .circle) }
        else if has("))", at: i) { opening = ("))", "((", .bang) }
        else if has("{{", at: i) { opening = ("{{", "}}", .hexagon) }
        else if has("(", at: i) { opening = ("(", ")", .rounded) }
        else if has(")", at: i) { opening = (")", "(", .cloud) }
        else if has("[", at: i) { opening = ("[", "]", .square) }
        else {
            throw source.error("unexpected '\(chars[i])'; a node's text opens with [, (, ((, )), ) or {{",
                               line: line.number, column: column + i)
        }
        let open = i
        i += opening.token.count
        var label = ""
        if i < chars.count, chars[i] == "\"" {
            let markdown = i + 1 < chars.count && chars[i + 1] == "`"
            let closing: [Character] = markdown ? ["`", "\""] : ["\""]
            let textStart = i + (markdown ? 2 : 1)
            var j = textStart
            while j < chars.count, !(Array(chars[j..<min(j + closing.count, chars.count)]) == closing) { j += 1 }
            guard j < chars.count else {
                throw source.error("string is never closed with \(markdown ? "`\"" : "\"")", line: line.number,
                                   column: column + i)
            }
            label = String(characters: chars[textStart..<j])
            if markdown { label = "`" + label + "`" }
            i = j + closing.count
        } else {
            var j = i
            while j < chars.count, !")]({}".contains(chars[j]) { j += 1 }
            label = String(characters: chars[i..<j])
            i = j
        }
        // The closing delimiter: mermaid accepts the one that matches, and `(` closing `(`-opened clouds.
        var shape = opening.shape
        if has(opening.close, at: i) {
            i += opening.close.count
        } else if opening.token == "(", has("(", at: i) {
            shape = .cloud
            i += 1
        } else {
            throw source.error("'\(opening.token)' is never closed with '\(opening.close)'", line: line.number,
                               column: column + open)
        }
        let rest = String(characters: chars[i...]).trimmingASCIIWhitespace()
        guard rest.isEmpty else {
            throw source.error("unexpected '\(rest)' after the node; put one node per line",
                               line: line.number, column: column + i)
        }
        return (id.isEmpty ? label : id, label, shape)
    }

    private mutating func add(level raw: Int, nodeId: String, label: String, shape: MindmapShape, line: SourceLine,
                              column: Int) throws {
        var level = raw
        if mindmap.nodes.isEmpty {
            baseLevel = raw
            level = 0
        } else {
            level = raw - baseLevel
        }
        var node = MindmapNode(index: mindmap.nodes.count, nodeId: nodeId, label: label, shape: shape, level: level,
                               parent: nil, line: line.number)
        if !mindmap.nodes.isEmpty {
            // The parent is the last node indented less (the top of the open path once deeper
            // or equal nodes are closed).
            while let last = openPath.last, mindmap.nodes[last].level >= level { openPath.removeLast() }
            guard let parent = openPath.last else {
                throw source.error("'\(nodeId)' is not indented under the root; a mindmap has one root, so indent it more than the root's line",
                                   line: line.number, column: column)
            }
            node.parent = parent
            mindmap.nodes[parent].children.append(node.index)
        }
        openPath.append(node.index)
        mindmap.nodes.append(node)
    }

    /// The root's children number the sections; their descendants inherit them.
    private mutating func assignSections() {
        guard let root = mindmap.nodes.first else { return }
        for (position, child) in root.children.enumerated() {
            mindmap.nodes[child].section = position % Self.sectionCount
        }
        for index in mindmap.nodes.indices {
            guard let parent = mindmap.nodes[index].parent, mindmap.nodes[parent].parent != nil else { continue }
            mindmap.nodes[index].section = mindmap.nodes[parent].section
        }
    }
}

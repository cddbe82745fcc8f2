import GraphLayout
import MermaidCore

/// Parses the mermaid 11 flowchart language into a `FlowchartDocument`.
///
/// The parser is a hand-written scanner over the whole body (labels in quotes may span
/// lines). Every loop consumes input or stops, so no input can make it hang; every
/// rejection is a `MermaidError` with the line and column of the offending token and
/// what was expected there.
package struct FlowchartParser {
    var scanner: SourceScanner
    let source: DiagramSource
    var document = FlowchartDocument()
    var vertexCounter = 0
    var frames: [SubgraphFrame] = []
    var generatedSubgraphs = 0
    var pendingLinkStyles: [PendingLinkStyle] = []
    var pendingStyles: [(id: String, styles: [StyleDeclaration])] = []
    var pendingClasses: [(ids: [String], name: String, position: SourcePosition)] = []

    struct SubgraphFrame {
        var id: String
        var title: FlowText
        var direction: LayoutDirection?
        var members: [String]
        var position: SourcePosition
    }

    struct PendingLinkStyle {
        var indices: [Int]?  // nil = default
        var interpolate: String?
        var styles: [StyleDeclaration]
        var position: SourcePosition
    }

    init(source: DiagramSource) {
        self.source = source
        self.scanner = SourceScanner(lines: source.lines)
    }

    /// Parses a flowchart body whose first line is the `graph`/`flowchart` header.
    package static func parse(_ source: DiagramSource) throws -> FlowchartDocument {
        var parser = FlowchartParser(source: source)
        try parser.parseHeader()
        try parser.parseStatements()
        return parser.finish()
    }

    func error(_ message: String, at offset: Int? = nil) -> MermaidError {
        let p = scanner.position(at: offset ?? scanner.pos)
        return source.error(message, line: p.line, column: p.column)
    }

    func expected(_ what: String, at offset: Int? = nil) -> MermaidError {
        var probe = scanner
        if let offset { probe.pos = offset }
        return error("expected \(what), found \(probe.foundDescription)", at: offset)
    }

    mutating func warn(_ message: String, at position: SourcePosition, code: String = "syntax") {
        let original = source.lines.first(where: { $0.number == position.line })?.original ?? ""
        document.warnings.append(MermaidWarning(line: position.line, column: position.column, message: message,
                                                sourceLine: original, code: code))
    }

    // MARK: Header

    mutating func parseHeader() throws {
        scanner.skipSeparators()
        let word = scanner.wordAtCursor()
        guard word == "graph" || word == "flowchart" || word == "flowchart-elk" else {
            throw expected("'graph' or 'flowchart'")
        }
        scanner.pos += word.utf8.count
        scanner.skipSpaces()
        let start = scanner.pos
        while !scanner.atEnd, scanner.current != 10, scanner.current != 59, !SourceScanner.isSpace(scanner.current) {
            scanner.pos += 1
        }
        let token = scanner.string(start..<scanner.pos)
        if token.isEmpty { return }
        if let direction = LayoutDirection(mermaid: token) {
            document.direction = direction
        } else {
            throw error("expected a direction (TB, TD, BT, LR or RL) after '\(word)', found '\(token)'", at: start)
        }
    }

    // MARK: Statements

    mutating func parseStatements() throws {
        while true {
            scanner.skipSeparators()
            if scanner.atEnd { break }
            let start = scanner.pos
            try parseStatement()
            if scanner.pos == start {
                throw expected("a statement")
            }
            if !scanner.atStatementEnd() {
                throw expected("a new line or ';' after the statement")
            }
        }
        if let open = frames.last {
            let p = open.position
            throw source.error("subgraph '\(open.id)' is never closed: expected 'end'", line: p.line, column: p.column)
        }
    }

    mutating func parseStatement() throws {
        let word = scanner.wordAtCursor()
        let after = scanner.peek(word.utf8.count)
        let isKeyword = after == 0 || after == 10 || after == 59 || SourceScanner.isSpace(after)
        if isKeyword {
            switch word {
            case "subgraph": return try parseSubgraphHeader()
            case "end": return try closeSubgraph()
            case "direction": return try parseDirection()
            case "style": return try parseStyle()
            case "classDef": return try parseClassDef()
            case "class": return try parseClass()
            case "linkStyle": return try parseLinkStyle()
            case "click": return try parseClick()
            default: break
            }
        }
        if word == "accTitle" || word == "accDescr" {
            // The front end extracts these; skip any that reach us.
            var probe = scanner
            probe.pos += word.utf8.count
            probe.skipSpaces()
            if probe.current == UInt8(ascii: ":") {
                scanner = probe
                _ = scanner.restOfLine()
                return
            }
            if probe.current == UInt8(ascii: "{") {
                scanner = probe
                while !scanner.atEnd, scanner.current != UInt8(ascii: "}") { scanner.pos += 1 }
                if !scanner.atEnd { scanner.pos += 1 }
                return
            }
        }
        try parseVertexStatement()
    }

    // MARK: Nodes and edges

    mutating func parseVertexStatement() throws {
        var left = try parseNodeGroup()
        if left.isEmpty { return }  // an edge's `e1@{…}` data line
        while true {
            scanner.skipSpaces()
            if scanner.current == 10 {
                // mermaid's arrow tokens swallow the white space around them, new lines
                // included: a line that starts with an arrow continues the chain above it.
                var probe = scanner
                probe.skipWhiteSpaceAndNewlines()
                if LinkScanner.startsLink(probe) { scanner = probe }
            }
            if scanner.atEnd || scanner.current == 10 || scanner.current == 59 { return }
            let linkStart = scanner.pos
            var userId: String?
            var probe = scanner
            if let id = probe.readId(), probe.current == UInt8(ascii: "@") {
                probe.pos += 1
                if LinkScanner.startsLink(probe) {
                    userId = id
                    scanner = probe
                }
            }
            guard LinkScanner.startsLink(scanner) else {
                throw expected("an arrow such as '-->', '&' or the end of the statement", at: linkStart)
            }
            var problem: String?
            guard let link = LinkScanner.scan(&scanner, error: &problem) else {
                throw expected(problem ?? "an arrow", at: scanner.pos)
            }
            scanner.skipSpaces()
            let afterArrow = scanner.pos
            scanner.skipWhiteSpaceAndNewlines()
            if scanner.atEnd || scanner.current == 59 {
                throw expected("a node after the arrow", at: afterArrow)
            }
            let right = try parseNodeGroup()
            if right.isEmpty { throw expected("a node after the arrow") }
            let position = scanner.position(at: linkStart)
            for a in left {
                for b in right {
                    addEdge(from: a, to: b, link: link, userId: left.count * right.count == 1 ? userId : nil,
                            position: position)
                }
            }
            left = right
        }
    }

    /// `A`, `A & B[x] & C`. Returns the ids; empty for an edge data line (`e1@{ … }`).
    mutating func parseNodeGroup() throws -> [String] {
        var ids: [String] = []
        while true {
            scanner.skipSpaces()
            guard let id = try parseNode() else { return ids }
            ids.append(id)
            var probe = scanner
            probe.skipSpaces()
            guard probe.current == UInt8(ascii: "&") else { return ids }
            scanner = probe
            scanner.pos += 1
        }
    }

    /// One node reference with its optional data block, shape text and `:::class`.
    mutating func parseNode() throws -> String? {
        let start = scanner.pos
        guard let id = scanner.readId() else {
            throw expected("a node id")
        }
        if id == "end" {
            // mermaid's lexer reads `end` as the subgraph keyword, so it cannot name a node.
            throw error("'end' is a keyword and cannot be a node id; write 'End' or another name", at: start)
        }
        var shape: NodeShape?
        var text: FlowText?
        if scanner.starts(with: "@{") {
            guard let pairs = NodeShapeScanner.scanData(&scanner) else {
                throw expected("'}' to close the '@{' data block", at: scanner.pos)
            }
            if let edge = document.edgeIdIndex[id] {
                applyEdgeData(pairs, to: edge)
                return nil
            }
            (shape, text) = nodeData(pairs, at: scanner.position(at: start))
            addVertex(id, text: nil, shape: nil, classes: [], at: start)
            vertexCounter -= 1
            if let i = document.nodeIndex[id] {
                for (key, value) in pairs {
                    switch key {
                    case "icon": document.nodes[i].icon = value
                    case "img": document.nodes[i].image = value
                    case "pos": document.nodes[i].labelAbove = value == "t"
                    default: break
                    }
                }
            }
        }
        if NodeShapeScanner.startsShape(scanner) {
            var missing: String?
            guard let (s, t) = NodeShapeScanner.scan(&scanner, expected: &missing) else {
                throw expected(missing ?? "a closing bracket", at: scanner.pos)
            }
            shape = s
            text = t
        }
        var classes: [String] = []
        while scanner.starts(with: ":::") {
            scanner.pos += 3
            guard let name = scanner.readId() else { throw expected("a class name after ':::'") }
            classes.append(name)
        }
        addVertex(id, text: text, shape: shape, classes: classes, at: start)
        if !frames.isEmpty { frames[frames.count - 1].members.append(id) }
        return id
    }

    mutating func nodeData(_ pairs: [(key: String, value: String)], at position: SourcePosition)
        -> (NodeShape?, FlowText?) {
        var shape: NodeShape?
        var text: FlowText?
        for (key, value) in pairs {
            switch key {
            case "shape":
                if let s = NodeShape(v11Name: value) {
                    shape = s
                } else {
                    shape = .rect
                    warn("unknown shape '\(value)', drawn as a rectangle", at: position, code: "unsupported-syntax")
                }
            case "label":
                if value.count >= 2, value.first == "`", value.last == "`" {
                    text = FlowText(String(value.dropFirst().dropLast()), isMarkdown: true)
                } else {
                    text = FlowText(value)
                }
            default: break  // icon, img, pos, h, w, constraint, form: drawn as a plain shape
            }
        }
        return (shape ?? .rect, text)
    }

    mutating func applyEdgeData(_ pairs: [(key: String, value: String)], to index: Int) {
        for (key, value) in pairs {
            switch key {
            case "animate": document.edges[index].animated = value == "true"
            case "animation": document.edges[index].animated = !value.isEmpty && value != "none"
            case "curve": document.edges[index].curve = value
            default: break
            }
        }
    }

    mutating func addVertex(_ id: String, text: FlowText?, shape: NodeShape?, classes: [String], at offset: Int) {
        defer { vertexCounter += 1 }
        if let i = document.nodeIndex[id] {
            if let text { document.nodes[i].text = text }
            if let shape { document.nodes[i].shape = shape }
            for c in classes where !document.nodes[i].classes.contains(c) { document.nodes[i].classes.append(c) }
            return
        }
        let node = FlowNode(id: id, text: text, shape: shape ?? .rect, classes: classes,
                            position: scanner.position(at: offset), domIndex: vertexCounter)
        document.nodeIndex[id] = document.nodes.count
        document.nodes.append(node)
    }

    mutating func addEdge(from a: String, to b: String, link: LinkToken, userId: String?, position: SourcePosition) {
        var domId = userId ?? ""
        if userId == nil || document.edgeIdIndex[domId] != nil {
            var n = 0
            repeat {
                domId = "L_\(a)_\(b)_\(n)"
                n += 1
            } while document.edgeIdIndex[domId] != nil && n < 100_000
        }
        let edge = FlowEdge(userId: userId, domId: domId, source: a, target: b, text: link.text,
                            stroke: link.stroke, startHead: link.startHead, endHead: link.endHead,
                            length: link.length, position: position)
        document.edgeIdIndex[domId] = document.edges.count
        document.edges.append(edge)
    }
}

import GraphLayout
import MermaidCore

/// Subgraphs, `direction`, styling (`style`, `classDef`, `class`, `linkStyle`) and `click`.
extension FlowchartParser {
    // MARK: Subgraphs

    mutating func parseSubgraphHeader() throws {
        let start = scanner.pos
        scanner.pos += "subgraph".utf8.count
        scanner.skipSpaces()
        let headerStart = scanner.pos
        var inQuotes = false
        while !scanner.atEnd {
            let b = scanner.current
            if b == UInt8(ascii: "\"") { inQuotes.toggle() }
            if !inQuotes && (b == 10 || b == 59) { break }
            scanner.pos += 1
        }
        let header = Substring(scanner.string(headerStart..<scanner.pos)).trimmingSpaces
        var id: String
        var title: FlowText
        if header.isEmpty {
            id = nextSubgraphId()
            title = FlowText("")
        } else if header.first == "\"" {
            title = Self.quotedSubgraphTitle(header)
            id = title.raw.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) ? nextSubgraphId() : title.raw
        } else {
            var probe = SourceScanner(lines: [SourceLine(number: 1, text: String(header))])
            let headId = probe.readId() ?? ""
            probe.skipSpaces()
            if !headId.isEmpty, probe.current == UInt8(ascii: "[") {
                var missing: String?
                if let (_, text) = NodeShapeScanner.scan(&probe, expected: &missing), probe.atStatementEnd() {
                    id = headId
                    title = text
                } else {
                    throw error("expected ']' to close the subgraph title", at: headerStart)
                }
            } else {
                title = FlowText(String(header))
                id = header.contains(where: { $0 == " " || $0 == "\t" }) ? nextSubgraphId() : String(header)
            }
        }
        frames.append(SubgraphFrame(id: id, title: title, direction: nil, members: [],
                                    position: scanner.position(at: start)))
        if frames.count > 200 { throw error("subgraphs nested too deeply (more than 200 levels)", at: start) }
    }

    /// `"Main"` → `Main`; `"Main" timeline` → `Main timeline` (mermaid joins the quoted string
    /// and the words after it into one title).
    static func quotedSubgraphTitle(_ header: Substring) -> FlowText {
        let afterQuote = header.index(after: header.startIndex)
        guard let close = header[afterQuote...].firstIndex(of: "\""),
              header.index(after: close) < header.endIndex else {
            return LinkScanner.cleanLabel(String(header))
        }
        return FlowText(String(header[afterQuote..<close]) + String(header[header.index(after: close)...]))
    }

    mutating func nextSubgraphId() -> String {
        defer { generatedSubgraphs += 1 }
        return "subGraph\(generatedSubgraphs)"
    }

    mutating func closeSubgraph() throws {
        let start = scanner.pos
        scanner.pos += 3
        guard let frame = frames.popLast() else {
            throw error("'end' without an open subgraph", at: start)
        }
        if document.subgraphIndex[frame.id] != nil {
            warn("subgraph '\(frame.id)' is declared twice; the first one is kept", at: frame.position, code: "duplicate-definition")
        } else {
            document.subgraphIndex[frame.id] = document.subgraphs.count
            document.subgraphs.append(FlowSubgraph(id: frame.id, title: frame.title, direction: frame.direction,
                                                   members: frame.members, parent: nil, position: frame.position))
        }
        if !frames.isEmpty { frames[frames.count - 1].members.append(frame.id) }
    }

    mutating func parseDirection() throws {
        scanner.pos += "direction".utf8.count
        scanner.skipSpaces()
        let start = scanner.pos
        let word = scanner.wordAtCursor()
        var token = word
        if word.isEmpty, !scanner.atEnd { token = scanner.string(scanner.pos..<scanner.pos + 1) }
        guard let direction = LayoutDirection(mermaid: token) else {
            throw expected("a direction (TB, TD, BT, LR or RL)", at: start)
        }
        scanner.pos += token.utf8.count
        if !frames.isEmpty { frames[frames.count - 1].direction = direction }
    }

    // MARK: Styling

    /// `prop:value,prop:value` (commas inside parentheses do not split).
    func styleDeclarations(_ text: String, at position: SourcePosition, warnings: inout [String])
        -> [StyleDeclaration] {
        StyleDeclarationText.parse(text, warnings: &warnings)
    }

    mutating func readStyles(at position: SourcePosition) -> [StyleDeclaration] {
        scanner.skipSpaces()
        let text = restOfStatement()
        var problems: [String] = []
        let styles = styleDeclarations(text, at: position, warnings: &problems)
        for p in problems { warn(p, at: position) }
        return styles
    }

    /// The rest of the line (a `;` ends it too, unless styles follow with more declarations).
    mutating func restOfStatement() -> String {
        let start = scanner.pos
        while !scanner.atEnd, scanner.current != 10 { scanner.pos += 1 }
        var text = Substring(scanner.string(start..<scanner.pos)).trimmingSpaces
        while text.last == ";" { text = text.dropLast() }
        return String(text)
    }

    mutating func parseStyle() throws {
        let start = scanner.pos
        scanner.pos += "style".utf8.count
        scanner.skipSpaces()
        guard let id = scanner.readId() else { throw expected("a node or subgraph id after 'style'") }
        let position = scanner.position(at: start)
        let styles = readStyles(at: position)
        // mermaid creates the vertex here (so `style X …` draws a node X unless X is a subgraph).
        addVertex(id, text: nil, shape: nil, classes: [], at: start)
        if let i = document.nodeIndex[id] { document.nodes[i].styles += styles }
        pendingStyles.append((id, styles))
    }

    mutating func parseClassDef() throws {
        scanner.pos += "classDef".utf8.count
        scanner.skipSpaces()
        let position = scanner.position
        var names: [String] = []
        repeat {
            if scanner.current == UInt8(ascii: ",") { scanner.pos += 1 }
            guard let name = scanner.readId() else { throw expected("a class name after 'classDef'") }
            names.append(name)
        } while scanner.current == UInt8(ascii: ",")
        let styles = readStyles(at: position)
        for name in names {
            if document.classDefOrder[name] == nil { document.classDefOrder[name] = document.classDefOrder.count }
            document.classDefs[name] = styles
        }
    }

    mutating func parseClass() throws {
        let start = scanner.pos
        scanner.pos += "class".utf8.count
        scanner.skipSpaces()
        var ids: [String] = []
        repeat {
            if scanner.current == UInt8(ascii: ",") { scanner.pos += 1; scanner.skipSpaces() }
            guard let id = scanner.readId() else { throw expected("a node id after 'class'") }
            ids.append(id)
        } while scanner.current == UInt8(ascii: ",")
        scanner.skipSpaces()
        guard let name = scanner.readId() else { throw expected("a class name") }
        let position = scanner.position(at: start)
        for id in ids {
            if let i = document.nodeIndex[id] {
                if !document.nodes[i].classes.contains(name) { document.nodes[i].classes.append(name) }
            } else if let e = document.edgeIdIndex[id] {
                document.edges[e].classes.append(name)
            } else {
                pendingClasses.append(([id], name, position))
            }
        }
    }

    mutating func parseLinkStyle() throws {
        let start = scanner.pos
        scanner.pos += "linkStyle".utf8.count
        scanner.skipSpaces()
        var indices: [Int]? = []
        if scanner.wordAtCursor() == "default" {
            indices = nil
            scanner.pos += "default".utf8.count
        } else {
            repeat {
                if scanner.current == UInt8(ascii: ",") { scanner.pos += 1 }
                let numStart = scanner.pos
                while scanner.current >= 48 && scanner.current <= 57 { scanner.pos += 1 }
                guard scanner.pos > numStart, let n = Int(scanner.string(numStart..<scanner.pos)) else {
                    throw expected("an edge number or 'default' after 'linkStyle'", at: numStart)
                }
                indices?.append(n)
            } while scanner.current == UInt8(ascii: ",")
        }
        scanner.skipSpaces()
        var interpolate: String?
        if scanner.wordAtCursor() == "interpolate" {
            scanner.pos += "interpolate".utf8.count
            scanner.skipSpaces()
            let curve = scanner.wordAtCursor()
            scanner.pos += curve.utf8.count
            interpolate = curve
        }
        let position = scanner.position(at: start)
        let styles = readStyles(at: position)
        pendingLinkStyles.append(PendingLinkStyle(indices: indices, interpolate: interpolate, styles: styles,
                                                  position: position))
    }

    // MARK: click

    mutating func parseClick() throws {
        let start = scanner.pos
        scanner.pos += "click".utf8.count
        scanner.skipSpaces()
        guard let id = scanner.readId() else { throw expected("a node id after 'click'") }
        let position = scanner.position(at: start)
        var words: [(text: String, quoted: Bool)] = []
        while true {
            scanner.skipSpaces()
            if scanner.atEnd || scanner.current == 10 || scanner.current == 59 { break }
            if scanner.current == UInt8(ascii: "\"") {
                scanner.pos += 1
                let s = scanner.pos
                while !scanner.atEnd, scanner.current != UInt8(ascii: "\""), scanner.current != 10 { scanner.pos += 1 }
                words.append((scanner.string(s..<scanner.pos), true))
                if scanner.current == UInt8(ascii: "\"") { scanner.pos += 1 }
            } else {
                let s = scanner.pos
                var depth = 0
                while !scanner.atEnd, scanner.current != 10 {
                    let b = scanner.current
                    if b == UInt8(ascii: "(") { depth += 1 }
                    if b == UInt8(ascii: ")") { depth -= 1 }
                    if depth <= 0 && (SourceScanner.isSpace(b) || b == 59) { break }
                    scanner.pos += 1
                }
                words.append((scanner.string(s..<scanner.pos), false))
            }
        }
        guard let first = words.first else { throw expected("a link or callback after 'click \(id)'") }
        var rest = words.dropFirst()
        var url: String?
        if !first.quoted && first.text == "href" {
            url = rest.first?.text
            rest = rest.dropFirst()
        } else if first.quoted {
            url = first.text
        }
        guard let link = url else {
            warn("click callbacks are not supported in static SVG; 'click \(id)' is ignored", at: position, code: "unsupported-syntax")
            return
        }
        var tooltip: String?
        var target: String?
        for word in rest {
            if !word.quoted && word.text.hasPrefix("_") { target = word.text } else if word.quoted && tooltip == nil { tooltip = word.text }
        }
        guard Self.isSafeURL(link) else {
            warn("unsafe link '\(link)' dropped (only http(s) and relative links are allowed)", at: position, code: "unsafe-link")
            return
        }
        if let i = document.nodeIndex[id] {
            document.nodes[i].link = FlowLink(url: link, target: target)
            if let tooltip { document.nodes[i].tooltip = tooltip }
        }
    }

    /// http(s) and relative URLs only: no `javascript:`, `data:`, `vbscript:`, …
    static func isSafeURL(_ url: String) -> Bool {
        let trimmed = Substring(url).trimmingSpaces
        guard !trimmed.isEmpty else { return false }
        let lower = trimmed.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") { return true }
        // A scheme is letters/digits/+-. followed by ':' before any '/', '?' or '#'.
        for ch in lower {
            if ch == ":" { return false }
            if ch == "/" || ch == "?" || ch == "#" { return true }
            if ch.isWhitespace || ch.unicodeScalars.contains(where: { $0.value < 32 }) { return false }
        }
        return true
    }
}

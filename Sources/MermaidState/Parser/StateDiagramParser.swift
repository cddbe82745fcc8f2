import GraphLayout
import MermaidCore

/// Parses the body of a `stateDiagram`/`stateDiagram-v2` line by line, without regular
/// expressions. Composite states nest on an explicit stack (no recursion), so deep nesting can
/// neither overflow the call stack nor hang.
struct StateDiagramParser {
    private struct OpenComposite {
        var id: String
        var line: Int
        var region: Int
    }

    private struct OpenNote {
        var target: String
        var side: StateNote.Side
        var line: Int
        var lines: [String] = []
    }

    private let source: DiagramSource
    private var diagram = StateDiagram()
    private var composites: [OpenComposite] = []
    private var openNote: OpenNote?
    private var pendingClasses: [(ids: [String], name: String)] = []
    private var pendingStyles: [(ids: [String], declarations: [String])] = []
    /// The id of a `state X` line with nothing after it: a `{` on the next line opens it.
    private var lastBareState: String?
    private(set) var warnings: [MermaidWarning] = []

    init(source: DiagramSource) { self.source = source }

    static func parse(_ source: DiagramSource) throws -> (StateDiagram, [MermaidWarning]) {
        var parser = StateDiagramParser(source: source)
        try parser.run()
        return (parser.diagram, parser.warnings)
    }

    private var scope: ScopeKey? {
        composites.last.map { ScopeKey(composite: $0.id, region: $0.region) }
    }

    private mutating func run() throws {
        for line in source.lines.dropFirst() { try statement(line) }
        if let note = openNote { throw source.error("note is never closed with 'end note'", line: note.line) }
        if let open = composites.last { throw source.error("state '\(open.id)' is opened with '{' but never closed", line: open.line) }
        for (ids, name) in pendingClasses {
            for id in ids where diagram.states[id] != nil { diagram.states[id]?.cssClasses.append(name) }
        }
        for (ids, declarations) in pendingStyles {
            for id in ids where diagram.states[id] != nil { diagram.states[id]?.styles.append(contentsOf: declarations) }
        }
    }

    private func error(_ message: String, _ line: SourceLine, column: Int) -> MermaidError {
        source.error(message, line: line.number, column: column)
    }

    // MARK: Statements

    private mutating func statement(_ line: SourceLine) throws {
        var text = Self.withoutComment(line.text)
        var trimmed = text.spaceTrimmed
        if openNote == nil, trimmed.hasSuffix(";"), let semicolon = text.lastIndex(of: ";") {
            // A statement may end with `;`, as in mermaid's grammar.
            text = String(text[..<semicolon])
            trimmed.removeLast()
        }
        let indent = text.prefix { $0 == " " || $0 == "\t" }.count
        let column = indent + 1
        if var note = openNote {
            if trimmed.lowercased() == "end note" {
                addNote(target: note.target, side: note.side, text: note.lines.joined(separator: "<br>"))
                openNote = nil
            } else {
                note.lines.append(trimmed)
                openNote = note
            }
            return
        }
        if trimmed.isEmpty || trimmed.hasPrefix("%%") { return }
        let bareState = lastBareState
        lastBareState = nil
        if trimmed.hasPrefix("{"), let id = bareState {
            // `state X` with its `{` on the next line opens the composite, as in mermaid.
            return try stateStatement(id + " " + trimmed, line, column: column)
        }
        if trimmed == "}" {
            guard composites.popLast() != nil else { throw error("unexpected '}'", line, column: column) }
            return
        }
        if trimmed == "--" {
            guard let open = composites.last else { throw error("'--' (concurrency) is only allowed inside a composite state", line, column: column) }
            composites[composites.count - 1].region += 1
            diagram.scopes.append(StateScope(key: ScopeKey(composite: open.id, region: open.region + 1)))
            return
        }
        let word = trimmed.prefix { $0 != " " && $0 != "\t" && $0 != ":" }
        let rest = trimmed.dropFirst(word.count).spaceTrimmed
        switch word {
        case "direction":
            guard let direction = LayoutDirection(mermaid: rest) else {
                throw error("unknown direction '\(rest)' (use TB, BT, LR or RL)", line, column: column + word.count + 1)
            }
            if let open = composites.last {
                setDirection(direction, of: ScopeKey(composite: open.id, region: open.region))
            } else {
                diagram.direction = direction
            }
            return
        case "state": return try stateStatement(rest, line, column: column + 6)
        case "note": return try noteStatement(rest, line, column: column)
        case "classDef":
            let name = rest.prefix { $0 != " " }
            let declarations = StyleDeclarations.split(String(rest.dropFirst(name.count)))
            for n in name.split(separator: ",") {
                let key = String(n)
                if diagram.classDefs[key] == nil { diagram.classDefOrder.append(key) }
                diagram.classDefs[key, default: []].append(contentsOf: declarations)
            }
            return
        case "class":
            let lastSpace = rest.lastIndex(of: " ")
            guard let lastSpace else { throw error("expected 'class <states> <className>'", line, column: column) }
            let ids = rest[..<lastSpace].split(separator: ",").map { $0.spaceTrimmed }.filter { !$0.isEmpty }
            pendingClasses.append((ids, String(rest[rest.index(after: lastSpace)...]).spaceTrimmed))
            return
        case "style":
            let ids = rest.prefix { $0 != " " }
            pendingStyles.append((ids.split(separator: ",").map(String.init), StyleDeclarations.split(String(rest.dropFirst(ids.count)))))
            return
        case "hide", "scale", "accTitle", "accDescr":
            return
        default:
            break
        }
        if let arrow = trimmed.firstRangeOfASCII("-->") {
            return try transition(trimmed, arrow: arrow, line, column: column)
        }
        try descriptionOrDeclaration(trimmed, line, column: column)
    }

    private mutating func setDirection(_ direction: LayoutDirection, of key: ScopeKey) {
        if let index = diagram.scopes.firstIndex(where: { $0.key == key }) { diagram.scopes[index].direction = direction }
    }

    /// `state "Long name" as S`, `state S <<choice>>`, `state S {`, `state S : text`.
    private mutating func stateStatement(_ rest: String, _ line: SourceLine, column: Int) throws {
        var body = Substring(rest)
        var description: String?
        var id: String
        if body.hasPrefix("\"") {
            guard let close = body.dropFirst().firstIndex(of: "\"") else { throw error("unterminated state description", line, column: column) }
            description = String(body[body.index(after: body.startIndex)..<close])
            body = body[body.index(after: close)...].drop { $0 == " " || $0 == "\t" }
            guard body.hasPrefix("as ") || body.hasPrefix("as\t") else { throw error("expected 'as <id>' after the state description", line, column: column) }
            body = body.dropFirst(3).drop { $0 == " " || $0 == "\t" }
        }
        var kind = StateNode.Kind.state
        if let (pseudo, before) = StateTypeMarker.split(body) {
            // `state F <<fork>>`, `state F [[fork]]` or `&lt;&lt;fork&gt;&gt;`: the id is what
            // comes before the marker, as in mermaid.
            kind = pseudo
            body = before
        }
        id = String(body.prefix { $0 != " " && $0 != "\t" && $0 != "{" && $0 != ":" && $0 != "<" })
        body = body.dropFirst(id.count).drop { $0 == " " || $0 == "\t" }
        let (plainId, css) = Self.splitClass(id)
        id = plainId
        guard !id.isEmpty else { throw error("expected a state id after 'state'", line, column: column) }
        if body.hasPrefix("<<") {
            guard let close = body.firstRange(of: ">>") else { throw error("unterminated '<<…>>'", line, column: column) }
            let type = body[body.index(body.startIndex, offsetBy: 2)..<close.lowerBound].lowercased()
            switch type {
            case "choice": kind = .choice
            case "fork": kind = .fork
            case "join": kind = .join
            default: warnings.append(MermaidWarning(line: line.number, column: column, message: "unknown state type '<<\(type)>>' is drawn as a plain state", sourceLine: line.original, code: "unsupported-syntax"))
            }
            body = body[close.upperBound...].drop { $0 == " " || $0 == "\t" }
        }
        ensure(id)
        if kind != .state { diagram.states[id]?.kind = kind }
        if let css { diagram.states[id]?.cssClasses.append(css) }
        if let description { diagram.states[id]?.descriptions.append(description) }
        if body.hasPrefix(":") {
            let text = body.dropFirst().spaceTrimmed
            if !text.isEmpty { diagram.states[id]?.descriptions.append(text) }
        } else if body.hasPrefix("{") {
            let enclosing = scope
            diagram.states[id]?.kind = .composite
            diagram.states[id]?.scope = enclosing
            if !diagram.scopes.contains(where: { $0.key.composite == id }) {
                diagram.scopes.append(StateScope(key: ScopeKey(composite: id, region: 0)))
            }
            guard composites.count < 200 else { throw error("composite states are nested too deeply (200 levels)", line, column: column) }
            composites.append(OpenComposite(id: id, line: line.number, region: 0))
            if body.dropFirst().spaceTrimmed == "}" { composites.removeLast() }
        } else if !body.isEmpty {
            throw error("unexpected '\(body)' in state declaration", line, column: column)
        } else if kind == .state {
            lastBareState = id
        }
    }

    private mutating func noteStatement(_ rest: String, _ line: SourceLine, column: Int) throws {
        var body = Substring(rest)
        if body.hasPrefix("\"") {
            // `note "text" as N`: a floating note.
            guard let close = body.dropFirst().firstIndex(of: "\"") else { throw error("unterminated note text", line, column: column) }
            addNote(target: nil, side: .right, text: String(body[body.index(after: body.startIndex)..<close]))
            return
        }
        let side: StateNote.Side
        if body.hasPrefix("left of ") { side = .left; body = body.dropFirst(8) }
        else if body.hasPrefix("right of ") { side = .right; body = body.dropFirst(9) }
        else { throw error("expected 'note left of <state>' or 'note right of <state>'", line, column: column) }
        body = body.drop { $0 == " " || $0 == "\t" }
        let target = String(body.prefix { $0 != " " && $0 != "\t" && $0 != ":" })
        guard !target.isEmpty else { throw error("expected a state after 'note \(side.rawValue) of'", line, column: column) }
        ensure(target)
        body = body.dropFirst(target.count).drop { $0 == " " || $0 == "\t" }
        if body.hasPrefix(":") {
            addNote(target: target, side: side, text: body.dropFirst().spaceTrimmed)
        } else if body.isEmpty {
            openNote = OpenNote(target: target, side: side, line: line.number)
        } else {
            throw error("unexpected '\(body)' after the note's state", line, column: column)
        }
    }

    private mutating func addNote(target: String?, side: StateNote.Side, text: String) {
        let id = "\(target ?? "note")----note-\(diagram.notes.count)"
        diagram.notes.append(StateNote(id: id, text: text, target: target, side: side))
        var node = StateNode(id: id, kind: .note, scope: target.flatMap { diagram.states[$0]?.scope } ?? scope)
        node.descriptions = [text]
        diagram.add(node)
    }

    private mutating func transition(_ text: String, arrow: Range<String.Index>, _ line: SourceLine, column: Int) throws {
        let left = text[..<arrow.lowerBound].spaceTrimmed
        var right = Substring(text[arrow.upperBound...]).drop { $0 == " " || $0 == "\t" }
        var label: String?
        if let colon = Self.labelColon(right) {
            label = right[right.index(after: colon)...].spaceTrimmed
            right = right[..<colon]
        }
        let targetText = right.spaceTrimmed
        guard !left.isEmpty else { throw error("expected a state before '-->'", line, column: column) }
        guard !targetText.isEmpty else { throw error("expected a state after '-->'", line, column: column + text.distance(from: text.startIndex, to: arrow.upperBound)) }
        if left.containsASCII(" ") { throw error("unexpected space in state id '\(left)'", line, column: column) }
        if targetText.containsASCII(" ") { throw error("unexpected space in state id '\(targetText)'", line, column: column + text.distance(from: text.startIndex, to: arrow.upperBound) + 1) }
        let source = endpoint(left, asSource: true)
        let target = endpoint(targetText, asSource: false)
        diagram.transitions.append(StateTransition(id: "edge\(diagram.transitions.count)", source: source, target: target,
                                                   label: label.flatMap { $0.isEmpty ? nil : $0 }, line: line.number))
    }

    /// Resolves `[*]` to the current scope's start or end pseudo-state and declares plain ids.
    private mutating func endpoint(_ text: String, asSource: Bool) -> String {
        let (id, css) = Self.splitClass(text)
        if id == "[*]" {
            let base: String
            if let scope { base = scope.region == 0 ? scope.composite : "\(scope.composite)_r\(scope.region)" } else { base = "root" }
            let pseudo = base + (asSource ? "_start" : "_end")
            if diagram.states[pseudo] == nil { diagram.add(StateNode(id: pseudo, kind: asSource ? .start : .end, scope: scope)) }
            return pseudo
        }
        ensure(id)
        if let css { diagram.states[id]?.cssClasses.append(css) }
        return id
    }

    private mutating func ensure(_ id: String) {
        if diagram.states[id] == nil { diagram.add(StateNode(id: id, kind: .state, scope: scope)) }
    }

    /// `S : description` or a bare `S` (with optional `:::class`).
    private mutating func descriptionOrDeclaration(_ text: String, _ line: SourceLine, column: Int) throws {
        var idPart = Substring(text)
        var description: String?
        if let colon = Self.labelColon(Substring(text)) {
            idPart = text[..<colon]
            description = text[text.index(after: colon)...].spaceTrimmed
        }
        let raw = idPart.spaceTrimmed
        guard !raw.isEmpty, !raw.containsASCII(" "), !raw.containsASCII("\t"), !raw.containsASCII("{"), !raw.containsASCII("\"") else {
            throw error("unexpected '\(text)': not a state diagram statement", line, column: column)
        }
        let (id, css) = Self.splitClass(raw)
        ensure(id)
        if let css { diagram.states[id]?.cssClasses.append(css) }
        if let description, !description.isEmpty { diagram.states[id]?.descriptions.append(description) }
    }

    /// The line up to a trailing `%%` comment (the front end blanks whole-line comments).
    static func withoutComment(_ text: String) -> String {
        guard text.containsByte(37), let range = text.firstRange(of: "%%") else { return text }
        return String(text[..<range.lowerBound])
    }

    /// The first `:` that is not part of a `:::class` suffix.
    static func labelColon(_ text: Substring) -> Substring.Index? {
        var i = text.startIndex
        while i < text.endIndex {
            if text[i] == ":" {
                if text[i...].hasPrefix(":::") {
                    i = text.index(i, offsetBy: 3)
                    continue
                }
                return i
            }
            i = text.index(after: i)
        }
        return nil
    }

    static func splitClass(_ text: String) -> (String, String?) {
        guard let range = text.firstRangeOfASCII(":::") else { return (text, nil) }
        let css = String(text[range.upperBound...])
        return (String(text[..<range.lowerBound]), css.isEmpty ? nil : css)
    }
}

import GraphLayout
import MermaidCore

/// Parses the body of a `classDiagram` into a `ClassDiagram`, line by line and without regular
/// expressions. Every loop consumes input, and nesting is tracked on an explicit stack, so no
/// input can make it hang or overflow the call stack.
struct ClassDiagramParser {
    private enum Block {
        case classBody(id: String, line: Int)
        case namespace(id: String, line: Int)
        case skipped(line: Int)
    }

    private let source: DiagramSource
    private let hierarchicalNamespaces: Bool
    var diagram = ClassDiagram()
    private var blocks: [Block] = []
    private(set) var warnings: [MermaidWarning] = []
    private var interfaceCount = 0
    /// `cssClass` statements, applied at the end to the classes that exist by then.
    var pendingCssClasses: [(ids: [String], css: String)] = []

    init(source: DiagramSource, hierarchicalNamespaces: Bool = true) {
        self.source = source
        self.hierarchicalNamespaces = hierarchicalNamespaces
    }

    /// Parses `source`; throws a `MermaidError` pointing at the first statement it cannot read.
    static func parse(_ source: DiagramSource, hierarchicalNamespaces: Bool = true) throws -> (ClassDiagram, [MermaidWarning]) {
        var parser = ClassDiagramParser(source: source, hierarchicalNamespaces: hierarchicalNamespaces)
        try parser.run()
        return (parser.diagram, parser.warnings)
    }

    private mutating func run() throws {
        let lines = source.lines
        var index = 1
        while index < lines.count {
            var line = lines[index]
            index += 1
            // A quoted string or backtick name may span lines (mermaid's strings take newlines):
            // outside class bodies, an unclosed one takes the following lines, joined by `\n`.
            if !inBody, MultilineText.isOpen(line.text) {
                var joined = line
                var next = index
                while next < lines.count, next - index < 100, MultilineText.isOpen(joined.text) {
                    joined.text += "\n" + lines[next].text
                    next += 1
                }
                if !MultilineText.isOpen(joined.text) {
                    line = joined
                    index = next
                }
            }
            try statement(line)
        }
        applyCssClasses()
        if let open = blocks.last {
            switch open {
            case .classBody(let id, let line): throw source.error("class '\(id)' is opened with '{' but never closed", line: line)
            case .namespace(let id, let line): throw source.error("namespace '\(id)' is opened with '{' but never closed", line: line)
            case .skipped: break
            }
        }
    }

    func error(_ message: String, _ line: SourceLine, column: Int) -> MermaidError {
        source.error(message, line: line.number, column: column)
    }

    mutating func warn(_ message: String, _ line: SourceLine, column: Int = 1, code: String = "syntax") {
        warnings.append(MermaidWarning(line: line.number, column: column, message: message, sourceLine: line.original,
                                       code: code))
    }

    /// Inside a class body or a skipped block, where lines are members or ignored.
    private var inBody: Bool {
        switch blocks.last {
        case .classBody, .skipped: return true
        default: return false
        }
    }

    private var currentNamespace: String? {
        for block in blocks.reversed() { if case .namespace(let id, _) = block { return id } }
        return nil
    }

    // MARK: Statements

    private mutating func statement(_ line: SourceLine) throws {
        var text = line.text
        if text.containsByte(37), let comment = text.firstRange(of: "%%") { text = String(text[..<comment.lowerBound]) }
        var trimmed = text.spaceTrimmed
        if trimmed.hasSuffix(";"), let semicolon = text.lastIndex(of: ";") {
            // A statement may end with `;`, as in mermaid's grammar.
            text = String(text[..<semicolon])
            trimmed.removeLast()
        }
        if trimmed.isEmpty { return }

        if case .skipped = blocks.last {
            if trimmed.contains("}") { blocks.removeLast() }
            return
        }
        if case .classBody(let id, _) = blocks.last {
            bodyLine(trimmed, classId: id)
            return
        }
        var cursor = TextCursor(text)
        cursor.skipSpaces()
        if trimmed.hasPrefix("}") {
            guard case .namespace = blocks.last else { throw error("unexpected '}'", line, column: cursor.column) }
            blocks.removeLast()
            return
        }
        if trimmed.hasPrefix("<<") {
            try annotationStatement(&cursor, line)
            return
        }
        let keywordStart = cursor.pos
        let word = cursor.read { ClassNameReader.isNameChar($0) || $0 == "-" }
        let afterWord = cursor.peek
        let keywordFollows = afterWord == nil || afterWord == " " || afterWord == "\t"
        if keywordFollows {
            switch word {
            case "direction": return try directionStatement(&cursor, line)
            case "title":
                // Not in mermaid's class grammar, but common in real diagrams: drawn like a
                // front matter title, which wins when both are given.
                if diagram.title == nil { diagram.title = cursor.rest.spaceTrimmed }
                return
            case "class": return try classStatement(&cursor, line)
            case "namespace": return try namespaceStatement(&cursor, line)
            case "note": return try noteStatement(&cursor, line)
            case "style": return styleStatement(&cursor, line)
            case "classDef": return classDefStatement(&cursor, line)
            case "cssClass": return try cssClassStatement(&cursor, line)
            case "click", "link", "callback": return try interactionStatement(word, &cursor, line)
            default: break
            }
        }
        if word == "accTitle" || word == "accDescr" {
            if word == "accDescr", trimmed.contains("{"), !trimmed.contains("}") { blocks.append(.skipped(line: line.number)) }
            return
        }
        cursor.pos = keywordStart
        let bytes = cursor.bytes
        if let arrow = RelationParser.findArrow(in: bytes) {
            try relationStatement(bytes, arrow: arrow, line)
            return
        }
        try memberOrDeclaration(&cursor, line)
    }

    private mutating func bodyLine(_ trimmed: String, classId: String) {
        var text = Substring(trimmed)
        var closes = false
        if text.hasSuffix("}") {
            text = text.dropLast()
            closes = true
        }
        let member = text.spaceTrimmed
        if !member.isEmpty { addMember(member, to: classId) }
        if closes { blocks.removeLast() }
    }

    private mutating func addMember(_ text: String, to id: String) {
        diagram.ensureClass(id)
        if text.hasPrefix("<<"), text.hasSuffix(">>"), text.count >= 4 {
            let name = String(text.dropFirst(2).dropLast(2)).spaceTrimmed
            diagram.classes[id]?.annotations.append(name)
            return
        }
        let member = ClassMemberParser.parse(text)
        if member.isMethod {
            diagram.classes[id]?.methods.append(member)
        } else {
            diagram.classes[id]?.attributes.append(member)
        }
    }

    private mutating func directionStatement(_ cursor: inout TextCursor, _ line: SourceLine) throws {
        cursor.skipSpaces()
        let column = cursor.column
        let value = cursor.readWord()
        guard let direction = LayoutDirection(mermaid: value) else {
            throw error("unknown direction '\(value)' (use TB, BT, LR or RL)", line, column: column)
        }
        diagram.direction = direction
    }

    private mutating func classStatement(_ cursor: inout TextCursor, _ line: SourceLine) throws {
        cursor.skipSpaces()
        let column = cursor.column
        guard let reference = ClassNameReader.read(&cursor) else {
            throw error("expected a class name after 'class'", line, column: column)
        }
        let id = reference.id
        diagram.ensureClass(id)
        if let generic = reference.generic { diagram.classes[id]?.generic = generic }
        if let css = reference.cssClass { diagram.classes[id]?.cssClasses.append(css) }
        if let namespace = currentNamespace { diagram.classes[id]?.namespace = namespace }
        while true {
            cursor.skipSpaces()
            if cursor.hasPrefix("[\"") {
                cursor.pos += 1
                let labelColumn = cursor.column
                guard let label = cursor.readQuoted(), cursor.consume("]") else {
                    throw error("unterminated class label", line, column: labelColumn)
                }
                diagram.classes[id]?.label = label
            } else if cursor.hasPrefix(":::") {
                cursor.pos += 3
                let css = cursor.read { ClassNameReader.isNameChar($0) || $0 == "-" }
                if !css.isEmpty { diagram.classes[id]?.cssClasses.append(css) }
            } else if cursor.hasPrefix("<<") {
                let annotationColumn = cursor.column
                cursor.pos += 2
                let name = cursor.read { $0 != ">" }
                guard cursor.consume(">>") else { throw error("unterminated annotation '<<\(name)'", line, column: annotationColumn) }
                diagram.classes[id]?.annotations.append(name.spaceTrimmed)
            } else if cursor.peek == "{" {
                cursor.pos += 1
                blocks.append(.classBody(id: id, line: line.number))
                let rest = cursor.rest.spaceTrimmed
                if !rest.isEmpty { bodyLine(rest, classId: id) }
                return
            } else {
                break
            }
        }
        guard cursor.atEnd else { throw error("unexpected '\(cursor.rest)' after class '\(id)'", line, column: cursor.column) }
    }

    private mutating func annotationStatement(_ cursor: inout TextCursor, _ line: SourceLine) throws {
        let column = cursor.column
        cursor.pos += 2
        let name = cursor.read { $0 != ">" }
        guard cursor.consume(">>") else { throw error("unterminated annotation", line, column: column) }
        cursor.skipSpaces()
        let nameColumn = cursor.column
        guard let reference = ClassNameReader.read(&cursor) else {
            throw error("expected a class name after '<<\(name)>>'", line, column: nameColumn)
        }
        diagram.ensureClass(reference.id)
        diagram.classes[reference.id]?.annotations.append(name.spaceTrimmed)
    }

    private mutating func namespaceStatement(_ cursor: inout TextCursor, _ line: SourceLine) throws {
        cursor.skipSpaces()
        let column = cursor.column
        // Words separated by spaces make one name, joined as mermaid joins them (`My Space` is
        // `MySpace`).
        var name = ""
        while true {
            name += cursor.read { $0 != " " && $0 != "\t" && $0 != "{" && $0 != "[" }
            cursor.skipSpaces()
            guard let next = cursor.peek, next != "{", next != "[" else { break }
        }
        guard !name.isEmpty else { throw error("expected a namespace name", line, column: column) }
        var label: String?
        if cursor.hasPrefix("[\"") {
            cursor.pos += 1
            label = cursor.readQuoted()
            _ = cursor.consume("]")
            cursor.skipSpaces()
        }
        guard cursor.consume("{") else { throw error("expected '{' after namespace '\(name)'", line, column: cursor.column) }
        guard blocks.count < 200 else { throw error("namespaces are nested too deeply (200 levels)", line, column: column) }
        let parent = currentNamespace
        let full = parent.map { $0 + "." + name } ?? name
        if hierarchicalNamespaces {
            let segments = name.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
            var path = parent
            for (index, segment) in segments.enumerated() {
                let id = path.map { $0 + "." + segment } ?? segment
                let isLast = index == segments.count - 1
                addNamespace(id: id, label: isLast ? (label ?? segment) : segment, parent: path)
                path = id
            }
            blocks.append(.namespace(id: path ?? full, line: line.number))
        } else {
            addNamespace(id: full, label: label ?? name, parent: parent)
            blocks.append(.namespace(id: full, line: line.number))
        }
        let rest = cursor.rest.spaceTrimmed
        if rest == "}" { blocks.removeLast() }
    }

    private mutating func addNamespace(id: String, label: String, parent: String?) {
        if diagram.namespaces[id] == nil {
            diagram.namespaces[id] = ClassNamespace(id: id, label: label, parent: parent)
            diagram.namespaceOrder.append(id)
        } else if label != id.split(separator: ".").last.map(String.init) {
            diagram.namespaces[id]?.label = label
        }
    }

    private mutating func noteStatement(_ cursor: inout TextCursor, _ line: SourceLine) throws {
        cursor.skipSpaces()
        var target: String?
        if cursor.hasPrefix("for ") {
            cursor.pos += 4
            cursor.skipSpaces()
            let column = cursor.column
            guard let reference = ClassNameReader.read(&cursor) else { throw error("expected a class name after 'note for'", line, column: column) }
            target = reference.id
            diagram.ensureClass(reference.id)
            cursor.skipSpaces()
        }
        let column = cursor.column
        guard let text = cursor.readQuoted() else { throw error("expected the note text in double quotes", line, column: column) }
        diagram.notes.append(ClassNote(id: "note\(diagram.notes.count)", text: text, target: target))
    }

    private mutating func relationStatement(_ bytes: [UInt8], arrow: RelationParser.Arrow, _ line: SourceLine) throws {
        let parts: RelationParser.Parts
        switch RelationParser.parts(of: bytes, arrow: arrow) {
        case .success(let p): parts = p
        case .failure(.missingSource): throw error("expected a class name before the arrow", line, column: 1 + bytes.prefix { $0 == 0x20 || $0 == 0x09 }.count)
        case .failure(.missingTarget(let column)): throw error("expected a class name after the arrow", line, column: column)
        case .failure(.unexpected(let column)): throw error("unexpected text in relation", line, column: column)
        }
        var source = parts.source.id
        var target = parts.target.id
        if arrow.start == .lollipop {
            source = addInterface(label: source)
        } else {
            declare(parts.source)
        }
        if arrow.end == .lollipop {
            target = addInterface(label: target)
        } else {
            declare(parts.target)
        }
        diagram.relations.append(ClassRelation(
            source: source, target: target, sourceCardinality: parts.sourceCardinality,
            targetCardinality: parts.targetCardinality, startEnd: arrow.start, endEnd: arrow.end,
            dotted: arrow.dotted, label: parts.label, line: line.number))
    }

    private mutating func declare(_ reference: ClassReference) {
        diagram.ensureClass(reference.id)
        if let generic = reference.generic, diagram.classes[reference.id]?.generic == nil {
            diagram.classes[reference.id]?.generic = generic
        }
        if let css = reference.cssClass { diagram.classes[reference.id]?.cssClasses.append(css) }
    }

    private mutating func addInterface(label: String) -> String {
        let id = "interface\(interfaceCount)"
        interfaceCount += 1
        diagram.ensureClass(id)
        diagram.classes[id]?.label = label
        diagram.classes[id]?.isInterface = true
        return id
    }

    /// `Name : member`, or a bare `Name` (declares the class).
    private mutating func memberOrDeclaration(_ cursor: inout TextCursor, _ line: SourceLine) throws {
        let column = cursor.column
        guard let reference = ClassNameReader.read(&cursor) else {
            throw error("unexpected '\(cursor.rest)': not a class diagram statement", line, column: column)
        }
        cursor.skipSpaces()
        if cursor.atEnd {
            declare(reference)
            return
        }
        guard cursor.peek == ":" else {
            throw error("unexpected '\(cursor.rest)': expected ':' and a member, or a relation arrow", line, column: cursor.column)
        }
        cursor.pos += 1
        declare(reference)
        let member = cursor.rest.spaceTrimmed
        if !member.isEmpty { addMember(member, to: reference.id) }
    }
}

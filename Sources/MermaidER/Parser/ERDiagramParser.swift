// Why: turns the body of an `erDiagram` into an `ERDiagram`, one statement line at a time and
// without regular expressions. Attribute blocks may span lines; the open block is the only
// state carried between lines, so no input can make the parser loop or recurse deeply.
import GraphLayout
import MermaidCore

/// Parses an `erDiagram` body. Throws a `MermaidError` at the first statement it cannot read;
/// problems that do not stop drawing (styling an unknown entity) are returned as warnings.
struct ERDiagramParser {
    private let source: DiagramSource
    private(set) var diagram = ERDiagram()
    private(set) var warnings: [MermaidWarning] = []
    /// The entity whose `{ … }` block is open, and the line that opened it.
    private var openBlock: (entity: String, line: Int)?
    /// `style` and `class` statements, applied once every entity is known (mermaid applies them
    /// in order and drops those naming entities not declared yet; later declarations count here).
    private var pending = StyleAssignments()
    /// A `title` statement in the body.
    private(set) var title: String?

    init(source: DiagramSource) {
        self.source = source
    }

    static func parse(_ source: DiagramSource) throws -> (diagram: ERDiagram, warnings: [MermaidWarning], title: String?) {
        var parser = ERDiagramParser(source: source)
        try parser.run()
        return (parser.diagram, parser.warnings, parser.title)
    }

    private mutating func run() throws {
        if let header = source.header {
            var scan = LineScanner(header.text)
            scan.skipBlanks()
            _ = scan.readWhile { !($0 == " " || $0 == "\t" || $0 == ";") }
            scan.skipBlanks()
            _ = scan.consume(";")
            scan.skipBlanks()
            if !scan.atEnd { try statement(scan, header) }
        }
        for line in source.lines.dropFirst() {
            try statement(LineScanner(line.text), line)
        }
        if let open = openBlock {
            throw source.error("the attributes of '\(open.entity)' are opened with '{' but never closed with '}'", line: open.line)
        }
        applyStyling()
    }

    private func error(_ message: String, _ line: SourceLine, column: Int) -> MermaidError {
        source.error(message, line: line.number, column: column)
    }

    private mutating func warn(_ message: String, _ line: SourceLine, column: Int = 1) {
        warnings.append(MermaidWarning(line: line.number, column: column, message: message, sourceLine: line.original))
    }

    // MARK: Statements

    /// One statement (or the rest of a line after a closed block).
    private mutating func statement(_ start: LineScanner, _ line: SourceLine) throws {
        var scan = start
        var remaining = 1_000_000
        // A line may hold a block's end and then another statement: handled by looping, never recursing.
        while remaining > 0 {
            remaining -= 1
            scan.skipBlanks()
            if scan.atEnd || scan.peek == ";" && scan.peek(at: 1) == nil { return }
            if let open = openBlock {
                guard try attributes(&scan, entity: open.entity, line) else { return }
                openBlock = nil
                continue
            }
            guard try topLevel(&scan, line) else { return }
        }
    }

    /// One top-level statement. Returns true when the line goes on after a closed block.
    private mutating func topLevel(_ scan: inout LineScanner, _ line: SourceLine) throws -> Bool {
        let column = scan.column
        if scan.peek == "}" { throw error("unexpected '}': no attribute block is open", line, column: column) }
        let keywordStart = scan.position
        let word = scan.readWhile { $0.isLetterQuick }
        let keywordEnds = scan.atEnd || scan.peek == " " || scan.peek == "\t"
        if keywordEnds {
            switch word {
            case "direction": try directionStatement(&scan, line); return false
            case "style": styleStatement(&scan, line); return false
            case "classDef": classDefStatement(&scan, line); return false
            case "class": try classStatement(&scan, line); return false
            case "title":
                scan.skipBlanks()
                title = scan.rest.trimmingASCIIWhitespace()
                return false
            default: break
            }
        }
        scan.position = keywordStart
        return try entityStatement(&scan, line)
    }

    private mutating func directionStatement(_ scan: inout LineScanner, _ line: SourceLine) throws {
        scan.skipBlanks()
        let column = scan.column
        let value = scan.readWord()
        guard let direction = LayoutDirection(mermaid: value.uppercased()) else {
            throw error("unknown direction '\(value)' (use TB, BT, LR or RL)", line, column: column)
        }
        diagram.direction = direction
    }

    private mutating func styleStatement(_ scan: inout LineScanner, _ line: SourceLine) {
        scan.skipBlanks()
        let ids = scan.readWord().split(separator: ",").map(String.init).filter { !$0.isEmpty }
        guard !ids.isEmpty else { return warn("'style' needs an entity name and styles, e.g. 'style CAR fill:#f9f'", line) }
        scan.skipBlanks()
        pending.style(ids, StyleDeclarations.split(scan.rest), line: line)
    }

    private mutating func classDefStatement(_ scan: inout LineScanner, _ line: SourceLine) {
        scan.skipBlanks()
        let names = scan.readWord().split(separator: ",").map(String.init).filter { !$0.isEmpty }
        guard !names.isEmpty else { return warn("'classDef' needs a class name and styles, e.g. 'classDef hot fill:#f96'", line) }
        scan.skipBlanks()
        let declarations = StyleDeclarations.split(scan.rest)
        for name in names {
            if diagram.classDefs[name] == nil { diagram.classDefOrder.append(name) }
            diagram.classDefs[name, default: []].append(contentsOf: declarations)
        }
    }

    private mutating func classStatement(_ scan: inout LineScanner, _ line: SourceLine) throws {
        scan.skipBlanks()
        let ids = scan.readWord().split(separator: ",").map(String.init).filter { !$0.isEmpty }
        scan.skipBlanks()
        let column = scan.column
        let classes = scan.readWord().split(separator: ",").map(String.init).filter { !$0.isEmpty }
        guard !ids.isEmpty, !classes.isEmpty else {
            throw error("expected 'class <entities> <class names>', e.g. 'class CAR,PERSON hot'", line, column: column)
        }
        pending.assign(ids, classes: classes, line: line)
    }

    /// `NAME`, `NAME[alias]`, `NAME:::cls`, `NAME { … }` or `NAME <relationship> NAME : label`.
    /// Returns true when a block closed on this line and more may follow.
    private mutating func entityStatement(_ scan: inout LineScanner, _ line: SourceLine) throws -> Bool {
        let first = try entityReference(&scan, line)
        scan.skipBlanks()
        if scan.atEnd || scan.peek == ";" { return false }
        if scan.peek == "{" {
            scan.position += 1
            openBlock = (first, line.number)
            guard try attributes(&scan, entity: first, line) else { return false }
            openBlock = nil
            return true
        }
        let relationColumn = scan.column
        guard let left = ERRelationSyntax.cardinality(&scan) else {
            throw error("unexpected '\(scan.rest)' after '\(first)': expected '{', a relationship such as '||--o{', or the end of the line",
                        line, column: relationColumn)
        }
        scan.skipBlanks()
        let lineColumn = scan.column
        guard let identifying = ERRelationSyntax.line(&scan) else {
            throw error("expected '--', '..', 'to' or 'optionally to' after the first cardinality", line, column: lineColumn)
        }
        scan.skipBlanks()
        let rightColumn = scan.column
        guard let right = ERRelationSyntax.cardinality(&scan) else {
            throw error("expected a cardinality such as 'o{', '||', '|{' or 'zero or more'", line, column: rightColumn)
        }
        scan.skipBlanks()
        let second = try entityReference(&scan, line)
        scan.skipBlanks()
        guard scan.consume(":") else {
            throw error("expected ':' and a label after the relationship, e.g. 'A ||--o{ B : places'", line, column: scan.column)
        }
        scan.skipBlanks()
        var label = ""
        if scan.peek == "\"" {
            let quoteColumn = scan.column
            guard let quoted = scan.readQuoted() else { throw error("unterminated label: missing '\"'", line, column: quoteColumn) }
            label = quoted
        } else {
            label = scan.rest.trimmingASCIIWhitespace()
            if label.hasSuffix(";") { label = String(label.dropLast()).trimmingASCIIWhitespace() }
        }
        diagram.relationships.append(ERRelationship(
            source: first, target: second, sourceCardinality: left, targetCardinality: right,
            identifying: identifying, label: label, line: line.number))
        return false
    }

    /// Reads an entity name with its optional `[alias]` and `:::class` parts and declares it.
    private mutating func entityReference(_ scan: inout LineScanner, _ line: SourceLine) throws -> String {
        let column = scan.column
        var name: String
        if scan.peek == "\"" {
            guard let quoted = scan.readQuoted() else { throw error("unterminated entity name: missing '\"'", line, column: column) }
            name = quoted
        } else {
            name = scan.readWhile(ERRelationSyntax.isNameCharacter)
        }
        guard !name.isEmpty else {
            throw error("expected an entity name, found '\(scan.peek.map(String.init) ?? "end of line")'", line, column: column)
        }
        diagram.ensureEntity(name)
        var guardCount = 0
        while guardCount < 100 {
            guardCount += 1
            if scan.consume(":::") {
                let cls = scan.readWhile { $0.isLetterQuick || $0.isNumber || $0 == "_" || $0 == "-" }
                if !cls.isEmpty, diagram.entities[name]?.cssClasses.contains(cls) == false {
                    diagram.entities[name]?.cssClasses.append(cls)
                }
            } else if scan.peek == "[" {
                let aliasColumn = scan.column
                scan.position += 1
                scan.skipBlanks()
                var alias: String
                if scan.peek == "\"" {
                    guard let quoted = scan.readQuoted() else { throw error("unterminated alias: missing '\"'", line, column: aliasColumn) }
                    alias = quoted
                    scan.skipBlanks()
                } else {
                    alias = scan.readWhile { $0 != "]" }.trimmingASCIIWhitespace()
                }
                guard scan.consume("]") else { throw error("unterminated alias: missing ']'", line, column: aliasColumn) }
                if !alias.isEmpty, diagram.entities[name]?.alias == nil { diagram.entities[name]?.alias = alias }
            } else {
                break
            }
        }
        return name
    }

    // MARK: Attribute blocks

    /// Reads attributes up to the end of the line or the closing `}`. Returns true when the block
    /// closed (the scanner is then after the `}`).
    private mutating func attributes(_ scan: inout LineScanner, entity: String, _ line: SourceLine) throws -> Bool {
        while true {
            scan.skipBlanks()
            guard let c = scan.peek else { return false }
            if c == "}" {
                scan.position += 1
                return true
            }
            let column = scan.column
            guard let type = attributeWord(&scan), !type.isEmpty else {
                throw error("unexpected '\(c)' in the attributes of '\(entity)': expected 'type name'", line, column: column)
            }
            scan.skipBlanks()
            let nameColumn = scan.column
            guard let name = attributeWord(&scan), !name.isEmpty else {
                throw error("attribute '\(type)' of '\(entity)' needs a name: write 'type name', e.g. 'string \(type)'",
                            line, column: nameColumn)
            }
            var attribute = ERAttribute(type: type, name: name)
            // Keys: PK, FK, UK, separated by commas.
            while true {
                scan.skipBlanks()
                let save = scan.position
                if !attribute.keys.isEmpty {
                    guard scan.consume(",") else { break }
                    scan.skipBlanks()
                }
                guard let key = ["PK", "FK", "UK"].first(where: { scan.hasPrefix($0, caseInsensitive: true) }),
                      scan.consumeKeyword(key) else {
                    scan.position = save
                    break
                }
                attribute.keys.append(key)
            }
            scan.skipBlanks()
            if scan.peek == "\"" {
                let commentColumn = scan.column
                guard let comment = scan.readQuoted() else { throw error("unterminated comment: missing '\"'", line, column: commentColumn) }
                attribute.comment = comment
            }
            diagram.entities[entity]?.attributes.append(attribute)
        }
    }

    /// A type or name: everything up to a blank, a quote, a comma or a brace. A generic type may
    /// hold blanks between its `~` marks (`list~int, string~`).
    private func attributeWord(_ scan: inout LineScanner) -> String? {
        var word = ""
        var inGeneric = false
        while let c = scan.peek {
            if c == "~" { inGeneric.toggle() }
            if !inGeneric, c == " " || c == "\t" || c == "\"" || c == "," || c == "{" || c == "}" { break }
            word.append(c)
            scan.position += 1
        }
        return word.isEmpty ? nil : word
    }

    // MARK: Styling

    private mutating func applyStyling() {
        warnings += pending.apply(
            known: diagram.order, noun: "entity",
            addStyles: { diagram.entities[$0]?.styles.append(contentsOf: $1) },
            addClasses: { id, names in
                for name in names where diagram.entities[id]?.cssClasses.contains(name) == false {
                    diagram.entities[id]?.cssClasses.append(name)
                }
            })
    }
}

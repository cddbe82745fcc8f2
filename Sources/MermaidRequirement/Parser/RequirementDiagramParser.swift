// Why: turns the body of a `requirementDiagram` into a `RequirementDiagram`, one line at a time
// and without regular expressions. The open `{ … }` block is the only state carried between
// lines, so no input can make the parser loop or recurse.
import GraphLayout
import MermaidCore

/// Parses a `requirementDiagram` body. Throws a `MermaidError` at the first statement it cannot
/// read; unknown fields and values are warnings with suggestions.
struct RequirementDiagramParser {
    private let source: DiagramSource
    private(set) var diagram = RequirementDiagram()
    private(set) var warnings: [MermaidWarning] = []
    private var openBlock: (name: String, line: Int)?
    private var pending = StyleAssignments()

    static let risks = ["Low", "Medium", "High"]
    static let verifyMethods = ["Analysis", "Demonstration", "Inspection", "Test"]

    init(source: DiagramSource) {
        self.source = source
    }

    static func parse(_ source: DiagramSource) throws -> (diagram: RequirementDiagram, warnings: [MermaidWarning]) {
        var parser = RequirementDiagramParser(source: source)
        try parser.run()
        return (parser.diagram, parser.warnings)
    }

    private mutating func run() throws {
        for line in source.lines.dropFirst() {
            var scan = LineScanner(line.text)
            // A line may close a block and open another (`} element e {`): each step consumes
            // input, and only a `{` or `}` lets the line go on.
            var goesOn = true
            while goesOn {
                scan.skipBlanks()
                if scan.atEnd { break }
                goesOn = openBlock != nil ? try blockLine(&scan, line) : try statement(&scan, line)
            }
        }
        if let open = openBlock {
            throw source.error("'\(open.name)' is opened with '{' but never closed with '}'", line: open.line)
        }
        applyStyling()
        dropDanglingRelations()
    }

    private func error(_ message: String, _ line: SourceLine, column: Int) -> MermaidError {
        source.error(message, line: line.number, column: column)
    }

    private mutating func warn(_ message: String, _ line: SourceLine, column: Int = 1) {
        warnings.append(MermaidWarning(line: line.number, column: column, message: message, sourceLine: line.original))
    }

    // MARK: Statements

    /// One statement; true when the rest of the line (after a `{`) is still to be read.
    private mutating func statement(_ scan: inout LineScanner, _ line: SourceLine) throws -> Bool {
        let start = scan.position
        let word = scan.readWhile { $0.isLetterQuick }
        let keywordEnds = scan.atEnd || scan.peek == " " || scan.peek == "\t"
        if keywordEnds {
            if let kind = RequirementKind.allCases.first(where: { $0.rawValue.lowercased() == word.lowercased() }) {
                try declaration(kind, &scan, line)
                return true
            }
            switch word {
            case "direction":
                scan.skipBlanks()
                let column = scan.column
                let value = scan.readWord()
                guard let direction = LayoutDirection(mermaid: value.uppercased()) else {
                    throw error("unknown direction '\(value)' (use TB, BT, LR or RL)", line, column: column)
                }
                diagram.direction = direction
                return false
            case "style":
                scan.skipBlanks()
                let ids = Self.list(scan.readWord())
                scan.skipBlanks()
                if ids.isEmpty {
                    warn("'style' needs a name and styles, e.g. 'style req1 fill:#f9f'", line)
                } else {
                    pending.style(ids, StyleDeclarations.split(scan.rest), line: line)
                }
                return false
            case "classDef":
                scan.skipBlanks()
                let names = Self.list(scan.readWord())
                scan.skipBlanks()
                let declarations = StyleDeclarations.split(scan.rest)
                for name in names {
                    if diagram.classDefs[name] == nil { diagram.classDefOrder.append(name) }
                    diagram.classDefs[name, default: []].append(contentsOf: declarations)
                }
                return false
            case "class":
                scan.skipBlanks()
                let ids = Self.list(scan.readWord())
                scan.skipBlanks()
                let column = scan.column
                let classes = Self.list(scan.readWord())
                guard !ids.isEmpty, !classes.isEmpty else {
                    throw error("expected 'class <names> <class names>', e.g. 'class req1,req2 important'", line, column: column)
                }
                pending.assign(ids, classes: classes, line: line)
                return false
            default:
                break
            }
        }
        scan.position = start
        try relation(&scan, line)
        return false
    }

    private static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingASCIIWhitespace() }.filter { !$0.isEmpty }
    }

    /// `<kind> name[:::class] {`
    private mutating func declaration(_ kind: RequirementKind, _ scan: inout LineScanner, _ line: SourceLine) throws {
        scan.skipBlanks()
        let column = scan.column
        let name = try readName(&scan, line, stoppingAt: { $0 == "{" || $0 == ":" })
        guard !name.isEmpty else { throw error("expected a name after '\(kind.rawValue)'", line, column: column) }
        var node = RequirementNode(name: name, kind: kind, line: line.number)
        if let existing = diagram.nodes[name] { node.cssClasses = existing.cssClasses }
        scan.skipBlanks()
        while scan.consume(":::") {
            let cls = scan.readWhile { $0.isLetterQuick || $0.isNumber || $0 == "_" || $0 == "-" }
            if !cls.isEmpty { node.cssClasses.append(cls) }
            scan.skipBlanks()
        }
        let braceColumn = scan.column
        guard scan.consume("{") else {
            throw error("expected '{' after '\(kind.rawValue) \(name)'", line, column: braceColumn)
        }
        diagram.add(node)
        openBlock = (name, line.number)
    }

    /// A quoted name, or the text up to `stop`, a relation arrow or the end, trimmed.
    private func readName(_ scan: inout LineScanner, _ line: SourceLine, stoppingAt stop: (Character) -> Bool) throws -> String {
        if scan.peek == "\"" {
            let column = scan.column
            guard let quoted = scan.readQuoted() else { throw error("unterminated name: missing '\"'", line, column: column) }
            return quoted
        }
        return scan.readWhile { !stop($0) && $0 != "<" && $0 != "-" }.trimmingASCIIWhitespace()
    }

    // MARK: Blocks

    /// `key: value` inside a requirement or element, or the closing `}`; true when the line goes
    /// on after a `}`.
    private mutating func blockLine(_ scan: inout LineScanner, _ line: SourceLine) throws -> Bool {
        guard let open = openBlock else { return false }
        if scan.consume("}") {
            openBlock = nil
            return true
        }
        let keyColumn = scan.column
        let key = scan.readWhile { $0 != ":" && $0 != "}" }.trimmingASCIIWhitespace()
        guard scan.consume(":") else {
            throw error("expected 'field: value' inside '\(open.name)', e.g. 'id: 1'", line, column: keyColumn)
        }
        scan.skipBlanks()
        var value = scan.rest.trimmingASCIIWhitespace()
        var closes = false
        if value.hasSuffix("}"), !(value.hasPrefix("\"") && value.hasSuffix("\"")) {
            value = String(value.dropLast()).trimmingASCIIWhitespace()
            closes = true
        }
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
        set(key: key, value: value, on: open.name, line, column: keyColumn)
        if closes { openBlock = nil }
        return false
    }

    private mutating func set(key: String, value: String, on name: String, _ line: SourceLine, column: Int) {
        guard var node = diagram.nodes[name] else { return }
        let isElement = node.kind == .element
        let fields = isElement ? ["type", "docRef"] : ["id", "text", "risk", "verifyMethod"]
        guard let field = fields.first(where: { $0.lowercased() == key.lowercased() }) else {
            let hint = EditDistance.suggestion(for: key, among: fields).map { "; did you mean '\($0)'?" } ?? "; ignored"
            let what = isElement ? "an element" : "a requirement"
            return warn("unknown field '\(key)' in \(what) (fields: \(fields.joined(separator: ", ")))\(hint)", line, column: column)
        }
        switch field {
        case "id": node.id = value
        case "text": node.text = value
        case "risk": node.risk = canonical(value, among: Self.risks, what: "risk", line, column: column)
        case "verifyMethod": node.verifyMethod = canonical(value, among: Self.verifyMethods, what: "verify method", line, column: column)
        case "type": node.type = value
        default: node.docRef = value
        }
        diagram.nodes[name] = node
    }

    /// `high` → `High`; an unknown value is kept as written, with a warning.
    private mutating func canonical(_ value: String, among valid: [String], what: String, _ line: SourceLine, column: Int) -> String {
        if let match = valid.first(where: { $0.lowercased() == value.lowercased() }) { return match }
        let hint = EditDistance.suggestion(for: value, among: valid).map { ", did you mean '\($0)'?" } ?? ""
        warn("unknown \(what) '\(value)' (use \(valid.joined(separator: ", ")))\(hint)", line, column: column)
        return value
    }

    // MARK: Relations

    /// `a - satisfies -> b` or `b <- copies - a`.
    private mutating func relation(_ scan: inout LineScanner, _ line: SourceLine) throws {
        let column = scan.column
        let first = try readName(&scan, line, stoppingAt: { _ in false })
        guard !first.isEmpty else {
            throw error("unexpected '\(scan.rest)': not a requirement diagram statement", line, column: column)
        }
        scan.skipBlanks()
        let arrowColumn = scan.column
        let reversed: Bool
        if scan.consume("<-") {
            reversed = true
        } else if scan.consume("-") {
            reversed = false
        } else {
            throw error("unexpected '\(scan.rest)' after '\(first)': expected a declaration such as 'requirement \(first) {' or a relation such as '\(first) - satisfies -> other'",
                        line, column: arrowColumn)
        }
        scan.skipBlanks()
        let kindColumn = scan.column
        let word = scan.readWhile { $0.isLetterQuick }
        guard let kind = RequirementRelationKind.allCases.first(where: { $0.rawValue == word.lowercased() }) else {
            let names = RequirementRelationKind.allCases.map(\.rawValue)
            let hint = EditDistance.suggestion(for: word, among: names).map { "; did you mean '\($0)'?" } ?? ""
            throw error("unknown relation '\(word)' (use \(names.joined(separator: ", ")))\(hint)", line, column: kindColumn)
        }
        scan.skipBlanks()
        let closeColumn = scan.column
        guard scan.consume(reversed ? "-" : "->") else {
            throw error("expected '\(reversed ? "-" : "->")' after '\(kind.rawValue)'", line, column: closeColumn)
        }
        scan.skipBlanks()
        let secondColumn = scan.column
        let second = try readName(&scan, line, stoppingAt: { _ in false })
        guard !second.isEmpty else { throw error("expected a name after the relation", line, column: secondColumn) }
        guard scan.atEnd else { throw error("unexpected '\(scan.rest)' after '\(second)'", line, column: scan.column) }
        let (source, target) = reversed ? (second, first) : (first, second)
        diagram.relations.append(RequirementRelation(source: source, target: target, kind: kind, line: line.number))
    }

    // MARK: After parsing

    private mutating func applyStyling() {
        warnings += pending.apply(
            known: diagram.order, noun: "requirement or element",
            addStyles: { diagram.nodes[$0]?.styles.append(contentsOf: $1) },
            addClasses: { id, names in
                for name in names where diagram.nodes[id]?.cssClasses.contains(name) == false {
                    diagram.nodes[id]?.cssClasses.append(name)
                }
            })
    }

    /// Relations need both ends declared (mermaid draws no box for an undeclared name).
    private mutating func dropDanglingRelations() {
        var kept: [RequirementRelation] = []
        for relation in diagram.relations {
            let missing = [relation.source, relation.target].first { diagram.nodes[$0] == nil }
            guard let missing else {
                kept.append(relation)
                continue
            }
            let line = source.lines.first { $0.number == relation.line } ?? SourceLine(number: relation.line, text: "")
            warnUnknown(missing, "the relation", line)
        }
        diagram.relations = kept
    }

    private mutating func warnUnknown(_ name: String, _ what: String, _ line: SourceLine) {
        let hint = EditDistance.suggestion(for: name, among: diagram.order).map { "; did you mean '\($0)'?" } ?? ""
        warn("\(what) names '\(name)', which is not a requirement or element of this diagram; ignored\(hint)", line)
    }
}

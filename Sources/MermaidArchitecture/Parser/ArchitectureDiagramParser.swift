// Why: turns the body of an `architecture-beta` diagram into an `ArchitectureDiagram`, one line
// at a time and without regular expressions. No state is carried between lines except the
// declarations, so no input can make the parser loop or recurse; `in` chains are checked for
// cycles once everything is declared.
import MermaidCore

/// Parses an `architecture-beta` body. Throws a `MermaidError` at the first statement it cannot
/// read; names that are not declared and unknown icons are warnings.
struct ArchitectureDiagramParser {
    private let source: DiagramSource
    private(set) var diagram = ArchitectureDiagram()
    private(set) var warnings: [MermaidWarning] = []

    /// The icons drawn without an icon pack.
    static let builtInIcons = ["cloud", "database", "disk", "internet", "server"]
    static let keywords = ["group", "service", "junction"]

    init(source: DiagramSource) {
        self.source = source
    }

    static func parse(_ source: DiagramSource) throws -> (diagram: ArchitectureDiagram, warnings: [MermaidWarning]) {
        var parser = ArchitectureDiagramParser(source: source)
        try parser.run()
        return (parser.diagram, parser.warnings)
    }

    private mutating func run() throws {
        for line in source.lines.dropFirst() {
            var scan = LineScanner(line.text)
            scan.skipBlanks()
            if scan.atEnd { continue }
            try statement(&scan, line)
        }
        checkParents()
        dropDanglingEdges()
    }

    private func error(_ message: String, _ line: SourceLine, column: Int) -> MermaidError {
        source.error(message, line: line.number, column: column)
    }

    private mutating func warn(_ message: String, _ line: SourceLine, column: Int = 1) {
        warnings.append(MermaidWarning(line: line.number, column: column, message: message, sourceLine: line.original))
    }

    static func isIdCharacter(_ c: Character) -> Bool {
        c.isLetterQuick || c.isNumber || c == "_" || c == "-" || c == "."
    }

    // MARK: Statements

    private mutating func statement(_ scan: inout LineScanner, _ line: SourceLine) throws {
        let start = scan.position
        let word = scan.readWhile { $0.isLetterQuick }
        if scan.atEnd || scan.peek == " " || scan.peek == "\t" {
            switch word {
            case "group", "service", "junction":
                try declaration(word, &scan, line)
                return
            default:
                break
            }
        }
        scan.position = start
        try edge(&scan, line)
    }

    /// `group id(icon)[title] in parent`, `service id(icon)[title] in parent`, `junction id in parent`.
    private mutating func declaration(_ keyword: String, _ scan: inout LineScanner, _ line: SourceLine) throws {
        scan.skipBlanks()
        let idColumn = scan.column
        let id = scan.readWhile(Self.isIdCharacter)
        guard !id.isEmpty else { throw error("expected a name after '\(keyword)', e.g. '\(keyword) db1'", line, column: idColumn) }
        var icon: String?
        var iconColumn = 1
        var title = ""
        if keyword != "junction" {
            if scan.peek == "(" {
                let column = scan.column
                iconColumn = column + 1
                scan.position += 1
                let name = scan.readWhile { $0 != ")" }.trimmingASCIIWhitespace()
                guard scan.consume(")") else { throw error("icon name not closed: missing ')'", line, column: column) }
                icon = name.isEmpty ? nil : name
            }
            if scan.peek == "[" {
                let column = scan.column
                scan.position += 1
                var text = scan.readWhile { $0 != "]" }.trimmingASCIIWhitespace()
                guard scan.consume("]") else { throw error("title not closed: missing ']'", line, column: column) }
                if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { text = String(text.dropFirst().dropLast()) }
                title = text
            }
        }
        scan.skipBlanks()
        var parent: String?
        if !scan.atEnd {
            let inColumn = scan.column
            guard scan.consumeKeyword("in") else {
                throw error("unexpected '\(scan.rest)' after '\(keyword) \(id)': expected 'in <group>'", line, column: inColumn)
            }
            scan.skipBlanks()
            let parentColumn = scan.column
            let name = scan.readWhile(Self.isIdCharacter)
            guard !name.isEmpty else { throw error("expected a group name after 'in'", line, column: parentColumn) }
            scan.skipBlanks()
            guard scan.atEnd else { throw error("unexpected '\(scan.rest)' after 'in \(name)'", line, column: scan.column) }
            parent = name
        }
        if diagram.groups[id] != nil || diagram.nodes[id] != nil {
            throw error("'\(id)' is already declared; each group, service and junction needs its own name", line, column: idColumn)
        }
        if let icon, keyword != "junction" { checkIcon(icon, line, column: iconColumn) }
        if keyword == "group" {
            diagram.groups[id] = ArchitectureGroup(id: id, icon: icon, title: title, parent: parent, line: line.number)
            diagram.groupOrder.append(id)
        } else {
            diagram.nodes[id] = ArchitectureNode(id: id, icon: icon, title: title, parent: parent,
                                                 isJunction: keyword == "junction", line: line.number)
            diagram.nodeOrder.append(id)
        }
    }

    /// Icon packs (`logos:aws-s3`) are not available offline: a placeholder is drawn.
    private mutating func checkIcon(_ icon: String, _ line: SourceLine, column: Int) {
        if Self.builtInIcons.contains(icon) { return }
        if icon.contains(":") {
            warn("icon '\(icon)' comes from an icon pack, which is not available offline; a placeholder is drawn", line, column: column)
        } else {
            let hint = EditDistance.suggestion(for: icon, among: Self.builtInIcons).map { "; did you mean '\($0)'?" } ?? ""
            warn("unknown icon '\(icon)' (built in: \(Self.builtInIcons.joined(separator: ", "))); a placeholder is drawn\(hint)", line, column: column)
        }
    }

    // MARK: Edges

    /// `a{group}:R <-[label]-> L:b{group}`.
    private mutating func edge(_ scan: inout LineScanner, _ line: SourceLine) throws {
        let column = scan.column
        let source = scan.readWhile(Self.isIdCharacter)
        guard !source.isEmpty else {
            throw error("unexpected '\(scan.rest)': not an architecture statement (use group, service, junction or an edge 'a:R -- L:b')",
                        line, column: column)
        }
        if !scan.atEnd, scan.peek != "{", scan.peek != ":",
           let keyword = EditDistance.suggestion(for: source, among: Self.keywords) {
            throw error("unknown statement '\(source)' (use group, service, junction or an edge 'a:R -- L:b'); did you mean '\(keyword)'?",
                        line, column: column)
        }
        let sourceGroup = scan.consume("{group}")
        let sourceSide = try side(&scan, line, before: true, name: source)
        scan.skipBlanks()
        let arrowAtSource = scan.consume("<")
        let dashColumn = scan.column
        var label = ""
        if scan.consume("--") {
        } else if scan.consume("-[") {
            label = scan.readWhile { $0 != "]" }.trimmingASCIIWhitespace()
            guard scan.consume("]-") else { throw error("edge label not closed: expected ']-'", line, column: dashColumn) }
            if label.count >= 2, label.hasPrefix("\""), label.hasSuffix("\"") { label = String(label.dropFirst().dropLast()) }
        } else {
            throw error("expected '--' between the sides of an edge, e.g. 'db:L -- R:server'", line, column: dashColumn)
        }
        let arrowAtTarget = scan.consume(">")
        scan.skipBlanks()
        let targetSide = try side(&scan, line, before: false, name: source)
        let targetColumn = scan.column
        let target = scan.readWhile(Self.isIdCharacter)
        guard !target.isEmpty else { throw error("expected a service name after the side", line, column: targetColumn) }
        let targetGroup = scan.consume("{group}")
        scan.skipBlanks()
        guard scan.atEnd else { throw error("unexpected '\(scan.rest)' after '\(target)'", line, column: scan.column) }
        diagram.edges.append(ArchitectureEdge(
            source: source, sourceSide: sourceSide, sourceGroup: sourceGroup, target: target, targetSide: targetSide,
            targetGroup: targetGroup, arrowAtSource: arrowAtSource, arrowAtTarget: arrowAtTarget, label: label,
            line: line.number))
    }

    /// `:R` after the source, or `L:` before the target.
    private func side(_ scan: inout LineScanner, _ line: SourceLine, before: Bool, name: String) throws -> ArchitectureSide {
        let column = scan.column
        if before, !scan.consume(":") {
            throw error("expected ':' and a side (L, R, T or B) after '\(name)', e.g. '\(name):R'", line, column: column)
        }
        let sideColumn = scan.column
        guard let letter = scan.peek, let side = ArchitectureSide(rawValue: Character(letter.uppercased())) else {
            throw error("expected a side: L, R, T or B", line, column: sideColumn)
        }
        scan.position += 1
        if !before, !scan.consume(":") {
            throw error("expected ':' after the side '\(side.rawValue)', e.g. '\(side.rawValue):server'", line, column: scan.column)
        }
        return side
    }

    // MARK: After parsing

    /// A parent must be a declared group, and `in` chains must not loop: walking up from each
    /// group, meeting a group of the same walk again cuts the last step. Groups already known to
    /// reach the top stop the walk, so the whole check is linear.
    private mutating func checkParents() {
        for id in diagram.groupOrder {
            guard let group = diagram.groups[id], let parent = group.parent, diagram.groups[parent] == nil else { continue }
            warnUnknownGroup(parent, sourceLine(group.line))
            diagram.groups[id]?.parent = nil
        }
        var reachesTop = Set<String>()
        for id in diagram.groupOrder where !reachesTop.contains(id) {
            var path: [String] = []
            var onPath = Set<String>()
            var current: String? = id
            while let c = current, !reachesTop.contains(c) {
                if onPath.contains(c) {
                    guard let last = path.last, let group = diagram.groups[last] else { break }
                    warn("group '\(last)' would contain itself through 'in \(c)'; drawn outside '\(c)'", sourceLine(group.line))
                    diagram.groups[last]?.parent = nil
                    break
                }
                onPath.insert(c)
                path.append(c)
                current = diagram.groups[c]?.parent
            }
            reachesTop.formUnion(path)
        }
        diagram.computeNesting()
        for id in diagram.nodeOrder {
            guard let node = diagram.nodes[id], let parent = node.parent, diagram.groups[parent] == nil else { continue }
            warnUnknownGroup(parent, sourceLine(node.line))
            diagram.nodes[id]?.parent = nil
        }
    }

    private mutating func warnUnknownGroup(_ name: String, _ line: SourceLine) {
        let hint = EditDistance.suggestion(for: name, among: diagram.groupOrder).map { "; did you mean '\($0)'?" } ?? ""
        warn("'in \(name)' names no group of this diagram; drawn outside any group\(hint)", line)
    }

    /// Both ends of an edge must be services or junctions (a `{group}` edge names a service in the group).
    private mutating func dropDanglingEdges() {
        var kept: [ArchitectureEdge] = []
        for edge in diagram.edges {
            if let missing = [edge.source, edge.target].first(where: { diagram.nodes[$0] == nil }) {
                let line = sourceLine(edge.line)
                let hint = EditDistance.suggestion(for: missing, among: diagram.nodeOrder).map { "; did you mean '\($0)'?" } ?? ""
                warn("the edge names '\(missing)', which is not a service or junction of this diagram; ignored\(hint)", line)
            } else {
                kept.append(edge)
            }
        }
        diagram.edges = kept
    }

    private func sourceLine(_ number: Int) -> SourceLine {
        source.lines.first { $0.number == number } ?? SourceLine(number: number, text: "")
    }
}

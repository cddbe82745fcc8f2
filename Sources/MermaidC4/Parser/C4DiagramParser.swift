// Why: turns the body of a C4 diagram into a `C4Diagram`, one macro call per line and without
// regular expressions. The stack of open boundaries is the only state carried between lines;
// it is bounded by the number of lines, so no input can make the parser loop or recurse.
import MermaidCore

/// Parses `C4Context`, `C4Container`, `C4Component`, `C4Dynamic` and `C4Deployment` bodies.
/// Throws a `MermaidError` at the first statement it cannot read; unknown macros and named
/// arguments, sprites, tags and links are warnings.
struct C4DiagramParser {
    private let source: DiagramSource
    private(set) var diagram = C4Diagram()
    private(set) var warnings: [MermaidWarning] = []
    private var open: [String] = [""]
    private var openLines: [Int] = [0]
    private var pendingRelStyles: [(C4Call, SourceLine)] = []
    private var pendingElementStyles: [(C4Call, SourceLine)] = []

    init(source: DiagramSource) {
        self.source = source
        diagram.numbered = source.keyword == "C4Dynamic"
    }

    static func parse(_ source: DiagramSource) throws -> (diagram: C4Diagram, warnings: [MermaidWarning]) {
        var parser = C4DiagramParser(source: source)
        try parser.run()
        return (parser.diagram, parser.warnings)
    }

    private mutating func run() throws {
        for line in source.lines.dropFirst() {
            var scan = LineScanner(line.text)
            scan.skipBlanks()
            // `}` closes the innermost boundary; a line may close several.
            while scan.consume("}") {
                if open.count > 1 {
                    open.removeLast()
                    openLines.removeLast()
                }
                scan.skipBlanks()
            }
            if scan.atEnd { continue }
            if scan.consumeKeyword("title") {
                scan.skipBlanks()
                diagram.title = scan.rest.trimmingASCIIWhitespace()
                continue
            }
            if scan.consume("{") { continue }
            let call = try C4Call.read(&scan, line, source: source)
            if !scan.atEnd {
                if scan.consume("}"), open.count > 1 {
                    open.removeLast()
                    openLines.removeLast()
                }
            }
            try statement(call, line)
        }
        if open.count > 1, let last = openLines.last {
            throw source.error("boundary '\(open.last ?? "")' is opened with '{' but never closed with '}'", line: last)
        }
        for (call, line) in pendingElementStyles { applyElementStyle(call, line) }
        for (call, line) in pendingRelStyles { applyRelStyle(call, line) }
        dropDanglingRelations()
    }

    private mutating func warn(_ message: String, _ line: SourceLine, column: Int = 1) {
        warnings.append(MermaidWarning(line: line.number, column: column, message: message, sourceLine: line.original))
    }

    // MARK: Statements

    private mutating func statement(_ call: C4Call, _ line: SourceLine) throws {
        if let kind = C4Macros.elements[call.name] {
            try element(call, kind, line)
        } else if let type = C4Macros.boundaries[call.name] {
            try boundary(call, type: type, line)
        } else if let direction = C4Macros.relations[call.name] {
            try relation(call, direction, line)
        } else {
            switch call.name {
            case "UpdateElementStyle", "UpdateBoundaryStyle": pendingElementStyles.append((call, line))
            case "UpdateRelStyle": pendingRelStyles.append((call, line))
            case "UpdateLayoutConfig": layoutConfig(call, line)
            case "AddElementTag", "AddRelTag", "AddBoundaryTag", "SHOW_LEGEND", "LAYOUT_TOP_DOWN", "LAYOUT_LEFT_RIGHT":
                warn("'\(call.name)' is not drawn (tags and legends are not supported); ignored", line)
            default:
                let hint = EditDistance.suggestion(for: call.name, among: C4Macros.allNames).map { "; did you mean '\($0)'?" } ?? ""
                warn("unknown C4 macro '\(call.name)'; ignored\(hint)", line)
            }
        }
        if call.opensBlock, C4Macros.boundaries[call.name] == nil {
            throw source.error("'{' can only follow a boundary such as 'System_Boundary(b1, \"Label\")'", line: line.number)
        }
    }

    private func requireAlias(_ call: C4Call, _ line: SourceLine) throws -> String {
        let alias = call.argument(0)
        guard !alias.isEmpty else {
            throw source.error("'\(call.name)' needs an alias as its first argument, e.g. '\(call.name)(a1, \"Label\")'", line: line.number)
        }
        if diagram.elements[alias] != nil || diagram.boundaries[alias] != nil {
            throw source.error("'\(alias)' is already declared; each element and boundary needs its own alias", line: line.number)
        }
        return alias
    }

    /// `$sprite`, `$tags`, `$link` and positional sprite/tags/link are shown as text with a warning.
    private mutating func extras(_ call: C4Call, positional: ArraySlice<String>, _ line: SourceLine) -> [String] {
        var result = positional.filter { !$0.isEmpty }.map { $0 }
        for named in call.named {
            if ["sprite", "tags", "link", "techn", "descr", "type"].contains(named.key) {
                if ["sprite", "tags", "link"].contains(named.key) { result.append(named.value) }
            } else {
                warn("unknown argument '$\(named.key)' in '\(call.name)'; ignored", line, column: named.column)
            }
        }
        if !result.isEmpty {
            warn("sprites, tags and links cannot be drawn as images or links here; shown as text", line)
        }
        return result
    }

    private mutating func element(_ call: C4Call, _ kind: C4ElementKind, _ line: SourceLine) throws {
        let alias = try requireAlias(call, line)
        var element = C4Element(id: alias, kind: kind, label: call.argument(1), parent: open.last ?? "", line: line.number)
        let hasTechnology = kind.base == .container || kind.base == .component
        if hasTechnology {
            element.technology = call.argument(2)
            element.description = call.argument(3)
            element.extras = extras(call, positional: call.arguments.dropFirst(4), line)
        } else {
            element.description = call.argument(2)
            element.extras = extras(call, positional: call.arguments.dropFirst(3), line)
        }
        for named in call.named {
            if named.key == "techn" { element.technology = named.value }
            if named.key == "descr" { element.description = named.value }
        }
        diagram.elements[alias] = element
        diagram.boundaries[open.last ?? ""]?.children.append(.element(alias))
    }

    private mutating func boundary(_ call: C4Call, type: String?, _ line: SourceLine) throws {
        let alias = try requireAlias(call, line)
        var boundary = C4Boundary(id: alias, label: call.argument(1), type: type ?? call.argument(2), parent: open.last ?? "",
                                  line: line.number)
        if type == nil, call.name != "Boundary" { boundary.description = call.argument(3) }
        for named in call.named where named.key == "type" { boundary.type = named.value }
        _ = extras(call, positional: [], line)
        diagram.boundaries[alias] = boundary
        diagram.boundaries[open.last ?? ""]?.children.append(.boundary(alias))
        if call.opensBlock {
            open.append(alias)
            openLines.append(line.number)
        }
    }

    private mutating func relation(_ call: C4Call, _ direction: C4Macros.RelationMacro, _ line: SourceLine) throws {
        var args = call.arguments
        if direction == .indexed, !args.isEmpty { args.removeFirst() }
        guard args.count >= 2, !args[0].isEmpty, !args[1].isEmpty else {
            throw source.error("'\(call.name)' needs two aliases, e.g. '\(call.name)(a, b, \"Uses\")'", line: line.number)
        }
        var relation = C4Relation(from: args[0], to: args[1], label: args.count > 2 ? args[2] : "",
                                  technology: args.count > 3 ? args[3] : "", line: line.number)
        for named in call.named where named.key == "techn" { relation.technology = named.value }
        relation.reversed = direction == .back
        relation.bidirectional = direction == .both
        if args.count > 4 { warn("sprites, tags and links of relationships are not drawn; ignored", line) }
        diagram.relations.append(relation)
    }

    // MARK: Styles and layout

    private mutating func layoutConfig(_ call: C4Call, _ line: SourceLine) {
        for named in call.named {
            let value = Int(named.value)
            switch named.key {
            case "c4ShapeInRow" where value != nil: diagram.shapesInRow = max(1, min(100, value ?? 4))
            case "c4BoundaryInRow" where value != nil: diagram.boundariesInRow = max(1, min(100, value ?? 2))
            default:
                let hint = EditDistance.suggestion(for: named.key, among: ["c4ShapeInRow", "c4BoundaryInRow"])
                    .map { "; did you mean '$\($0)'?" } ?? ""
                warn("'$\(named.key)=\(named.value)' is not a layout setting (use $c4ShapeInRow or $c4BoundaryInRow with a number)\(hint)",
                     line, column: named.column)
            }
        }
    }

    private mutating func applyElementStyle(_ call: C4Call, _ line: SourceLine) {
        let alias = call.argument(0)
        guard diagram.elements[alias] != nil || diagram.boundaries[alias] != nil else {
            return warnUnknown(alias, call.name, line)
        }
        for named in call.named {
            switch named.key {
            case "bgColor": diagram.elements[alias]?.style.background = named.value
            case "fontColor": diagram.elements[alias]?.style.font = named.value
            case "borderColor": diagram.elements[alias]?.style.border = named.value
            case "shadowing", "shape", "sprite", "techn", "legendText", "legendSprite", "type":
                warn("'$\(named.key)' in '\(call.name)' is not drawn; ignored", line, column: named.column)
            default:
                let hint = EditDistance.suggestion(for: named.key, among: ["bgColor", "fontColor", "borderColor"])
                    .map { "; did you mean '$\($0)'?" } ?? ""
                warn("unknown style '$\(named.key)' in '\(call.name)'\(hint)", line, column: named.column)
            }
        }
    }

    private mutating func applyRelStyle(_ call: C4Call, _ line: SourceLine) {
        let from = call.argument(0), to = call.argument(1)
        let matching = diagram.relations.indices.filter { diagram.relations[$0].from == from && diagram.relations[$0].to == to }
        guard !matching.isEmpty else {
            return warn("'UpdateRelStyle(\(from), \(to), …)' names no relationship of this diagram; ignored", line)
        }
        for named in call.named {
            for index in matching {
                switch named.key {
                case "textColor": diagram.relations[index].textColor = named.value
                case "lineColor": diagram.relations[index].lineColor = named.value
                case "offsetX": diagram.relations[index].offsetX = max(-10_000, min(10_000, Double(named.value) ?? 0))
                case "offsetY": diagram.relations[index].offsetY = max(-10_000, min(10_000, Double(named.value) ?? 0))
                default:
                    if index == matching[0] {
                        let hint = EditDistance.suggestion(for: named.key, among: ["textColor", "lineColor", "offsetX", "offsetY"])
                            .map { "; did you mean '$\($0)'?" } ?? ""
                        warn("unknown style '$\(named.key)' in 'UpdateRelStyle'\(hint)", line, column: named.column)
                    }
                }
            }
        }
    }

    private mutating func dropDanglingRelations() {
        diagram.relations = diagram.relations.filter { relation in
            guard let missing = [relation.from, relation.to].first(where: { diagram.elements[$0] == nil && diagram.boundaries[$0] == nil })
            else { return true }
            let line = source.lines.first { $0.number == relation.line } ?? SourceLine(number: relation.line, text: "")
            warnUnknown(missing, "the relationship", line)
            return false
        }
    }

    private mutating func warnUnknown(_ alias: String, _ what: String, _ line: SourceLine) {
        let hint = EditDistance.suggestion(for: alias, among: Array(diagram.elements.keys).sorted()).map { "; did you mean '\($0)'?" } ?? ""
        warn("\(what) names '\(alias)', which is not an element of this diagram; ignored\(hint)", line)
    }
}

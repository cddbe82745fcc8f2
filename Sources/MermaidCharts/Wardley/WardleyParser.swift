// Why: reads `wardley-beta` as mermaid 11's Langium grammar does, one statement a line: `size`,
// `evolution` stages, `anchor`/`component` at [visibility, evolution] with label offsets and
// decorators, links (`->`, ports `+>`/`+<`/`+<>`, `+'label'>`, `; label`), `evolve`, `pipeline { … }`,
// `note`, `annotations`/`annotation`, `(de)accelerator`. Then it builds the map in mermaid's order
// (anchors, components, notes, pipelines, links, trends, …). Two things the docs show but mermaid
// rejects are read, with a warning: `#` comments and a `label […]` after the decorator.
import MermaidCore

enum WardleyParser {
    static let keywords = ["size", "evolution", "anchor", "component", "evolve", "pipeline", "note", "annotations",
                           "annotation", "accelerator", "deaccelerator", "title"]

    static func parse(_ source: DiagramSource, warn: (MermaidWarning) -> Void = { _ in }) throws -> WardleyMap {
        var ast = WardleyStatements()
        var openPipeline: Int?
        for (n, raw) in source.lines.enumerated() {
            var line = raw
            if n == 0 {
                // The header's rest may hold a statement.
                let lead = line.text.prefix { $0 == " " || $0 == "\t" }.count
                line.text = String.spaces(min(line.text.count, lead + source.keyword.count))
                    + String(line.text.dropFirst(lead + source.keyword.count))
            }
            line.text = stripHashComment(line, warn: warn)
            guard !line.text.isASCIIBlank else { continue }
            guard ast.count < 10_000 else {
                throw source.error("more than 10,000 statements; split the map", line: line.number)
            }
            var c = ChartLine(line)
            c.skipSpaces()
            if let index = openPipeline {
                if c.consume("}") {
                    try c.expectEnd(in: source)
                    openPipeline = nil
                    continue
                }
                let column = c.column
                guard c.keyword("component") else {
                    throw source.error("expected 'component Name [evolution]' or '}' closing the pipeline", line: line.number, column: column)
                }
                ast.pipelines[index].components.append(try pipelineComponent(&c, source: source, warn: warn))
                continue
            }
            try statement(&c, into: &ast, openPipeline: &openPipeline, source: source, warn: warn)
        }
        if let index = openPipeline {
            let p = ast.pipelines[index]
            throw source.error("the pipeline '\(p.parent)' opened here is never closed; expected '}' on a line of its own",
                               line: p.line, column: p.column)
        }
        return try WardleyMapBuilder.build(ast, source: source, warn: warn)
    }

    private static func statement(_ c: inout ChartLine, into ast: inout WardleyStatements, openPipeline: inout Int?,
                                  source: DiagramSource, warn: (MermaidWarning) -> Void) throws {
        let line = c.line
        let column = c.column
        if let title = chartTitle(line.text) { ast.title = title; return }
        let start = c
        let word = c.word() ?? ""
        let isKeyword = keywords.contains(word) && (c.atEnd || !(c.peek!.isLetterQuick || c.peek!.isNumberQuick || c.peek == "_"))
        guard isKeyword else {
            c = start
            do {
                ast.links.append(try link(&c, source: source))
            } catch let error as MermaidError {
                if let hint = EditDistance.suggestion(for: word, among: keywords), hint != word {
                    throw source.error("unknown statement '\(word)'; did you mean '\(hint)'?", line: line.number, column: column)
                }
                throw error
            }
            return
        }
        c.skipSpaces()
        switch word {
        case "size":
            let values = try numbers(&c, source: source, what: "the width and height in pixels, e.g. size [900, 600]", count: 2)
            guard values.allSatisfy({ $0 >= 1 && $0 <= 20_000 }) else {
                throw source.error("expected a size from 1 to 20,000 pixels", line: line.number, column: column)
            }
            ast.size = (values[0], values[1])
        case "evolution":
            ast.stages = try stages(&c, source: source)
        case "anchor", "component":
            let name = try WardleyNameReader.name(&c, source: source)
            let at = try coordinates(&c, source: source)
            var node = WardleyStatements.Node(name: name, at: at, isAnchor: word == "anchor", line: line.number)
            if word == "component" { try decorations(&c, into: &node, source: source, warn: warn) }
            try c.expectEnd(in: source)
            ast.nodes.append(node)
        case "evolve":
            let name = try WardleyNameReader.name(&c, source: source)
            c.skipSpaces()
            let targetColumn = c.column
            guard let target = c.number() else {
                throw source.error("expected the target evolution after the name, e.g. evolve Kettle 0.62", line: line.number, column: targetColumn)
            }
            try c.expectEnd(in: source)
            ast.evolves.append((name, target, line.number, targetColumn))
        case "pipeline":
            let parent = try WardleyNameReader.name(&c, source: source)
            c.skipSpaces()
            guard c.consume("{") else {
                throw source.error("expected '{' after the pipeline's component name", line: line.number, column: c.column)
            }
            try c.expectEnd(in: source)
            ast.pipelines.append(WardleyStatements.Pipeline(parent: parent, line: line.number, column: column))
            openPipeline = ast.pipelines.count - 1
        case "note":
            let text = try c.quoted(in: source, what: "the note's text")
            let at = try coordinates(&c, source: source)
            try c.expectEnd(in: source)
            ast.notes.append((text, at, line.number))
        case "annotations":
            let at = try coordinates(&c, source: source)
            try c.expectEnd(in: source)
            if ast.annotationsBox == nil { ast.annotationsBox = (at, line.number) }
        case "annotation":
            let numberColumn = c.column
            guard let number = c.integer() else {
                throw source.error("expected the annotation's number, e.g. annotation 1,[0.6, 0.5] \"text\"", line: line.number, column: numberColumn)
            }
            c.skipSpaces()
            guard c.consume(",") else { throw source.error("expected ',' after the annotation's number", line: line.number, column: c.column) }
            let at = try coordinates(&c, source: source)
            c.skipSpaces()
            let text = try c.quoted(in: source, what: "the annotation's text")
            try c.expectEnd(in: source)
            ast.annotations.append((number, at, text, line.number))
        case "accelerator", "deaccelerator":
            let name = try WardleyNameReader.name(&c, source: source)
            let at = try coordinates(&c, source: source)
            try c.expectEnd(in: source)
            ast.forces.append((name, at, word == "accelerator", line.number))
        default:
            throw source.error("expected a statement", line: line.number, column: column)
        }
    }

    /// `[0.4, 0.7]`: two numbers (visibility, evolution).
    static func coordinates(_ c: inout ChartLine, source: DiagramSource) throws -> (Double, Double, Int) {
        c.skipSpaces()
        let column = c.column
        let values = try numbers(&c, source: source, what: "[visibility, evolution], e.g. [0.4, 0.7]", count: 2)
        return (values[0], values[1], column)
    }

    /// `[a, b, …]` with `count` numbers.
    static func numbers(_ c: inout ChartLine, source: DiagramSource, what: String, count: Int) throws -> [Double] {
        c.skipSpaces()
        let line = c.line.number
        guard c.consume("[") else { throw source.error("expected \(what)", line: line, column: c.column) }
        var values: [Double] = []
        for i in 0..<count {
            c.skipSpaces()
            let column = c.column
            guard let value = c.number() else { throw source.error("expected a number in \(what)", line: line, column: column) }
            values.append(value)
            c.skipSpaces()
            if i < count - 1, !c.consume(",") { throw source.error("expected ',' in \(what)", line: line, column: c.column) }
        }
        guard c.consume("]") else { throw source.error("expected ']' closing \(what)", line: line, column: c.column) }
        return values
    }

    /// `Genesis / Concept@0.25 -> Custom -> …`
    private static func stages(_ c: inout ChartLine, source: DiagramSource) throws -> [(name: String, boundary: Double?)] {
        var stages: [(name: String, boundary: Double?)] = []
        repeat {
            c.skipSpaces()
            var name = try WardleyNameReader.name(&c, source: source)
            c.skipSpaces()
            var boundary = try stageBoundary(&c, source: source)
            if c.consume("/") {
                c.skipSpaces()
                name += " / " + (try WardleyNameReader.name(&c, source: source))
                c.skipSpaces()
                // mermaid wants `@` before the second name; after it is read too.
                if boundary == nil { boundary = try stageBoundary(&c, source: source) }
            }
            stages.append((name, boundary))
            guard stages.count <= 100 else { throw source.error("more than 100 stages", line: c.line.number, column: c.column) }
        } while c.consume("->")
        try c.expectEnd(in: source)
        guard stages.count >= 2 else {
            throw source.error("expected at least two stages joined by '->', e.g. evolution Genesis -> Custom -> Product -> Commodity",
                               line: c.line.number, column: c.column)
        }
        return stages
    }

    /// `@0.25` after a stage name, nil when absent.
    private static func stageBoundary(_ c: inout ChartLine, source: DiagramSource) throws -> Double? {
        guard c.consume("@") else { return nil }
        let column = c.column
        guard let value = c.number(), value >= 0, value <= 1 else {
            throw source.error("expected a stage boundary from 0 to 1 after '@', e.g. Genesis@0.25", line: c.line.number, column: column)
        }
        c.skipSpaces()
        return value
    }

    /// `label [-50, 10]`, `(build)`, `(inertia)` or `inertia` after a component's coordinates.
    private static func decorations(_ c: inout ChartLine, into node: inout WardleyStatements.Node, source: DiagramSource,
                                    warn: (MermaidWarning) -> Void) throws {
        var order: [Int] = []
        while true {
            c.skipSpaces()
            let column = c.column
            if c.keyword("label") || (c.rest.hasPrefix("label[") && c.consume("label")) {
                let values = try numbers(&c, source: source, what: "the label offset [x, y], e.g. label [-50, 10]", count: 2)
                node.labelOffset = (values[0], values[1])
                order.append(0)
            } else if c.keyword("inertia") {
                node.inertia = true
                order.append(2)
            } else if c.consume("(") {
                c.skipSpaces()
                let word = c.word() ?? ""
                c.skipSpaces()
                guard c.consume(")") else { throw source.error("expected ')' after '(\(word)'", line: c.line.number, column: c.column) }
                if word == "inertia" {
                    node.inertia = true
                    order.append(2)
                } else if let strategy = WardleyNode.Strategy(rawValue: word) {
                    node.strategy = strategy
                    order.append(1)
                } else {
                    let hint = EditDistance.suggestion(for: word, among: ["build", "buy", "outsource", "market", "inertia"])
                    throw source.error("expected (build), (buy), (outsource), (market) or (inertia)" + (hint.map { "; did you mean '(\($0))'?" } ?? ""),
                                       line: c.line.number, column: column)
                }
            } else {
                break
            }
        }
        if order != order.sorted() || Set(order).count != order.count {
            warn(MermaidWarning(line: c.line.number, column: 1,
                                message: "mermaid 11 reads 'label […]', then the decorator, then (inertia), each once; it fails on this order",
                                sourceLine: c.line.original, code: "syntax"))
        }
    }

    private static func pipelineComponent(_ c: inout ChartLine, source: DiagramSource, warn: (MermaidWarning) -> Void) throws
        -> WardleyStatements.PipelineComponent {
        c.skipSpaces()
        let name = try WardleyNameReader.name(&c, source: source)
        let column = c.column
        let values = try numbers(&c, source: source, what: "[evolution], e.g. [0.25]", count: 1)
        var offset: (Double, Double)?
        c.skipSpaces()
        if c.keyword("label") || (c.rest.hasPrefix("label[") && c.consume("label")) {
            let v = try numbers(&c, source: source, what: "the label offset [x, y], e.g. label [-50, 10]", count: 2)
            offset = (v[0], v[1])
        }
        try c.expectEnd(in: source)
        return .init(name: name, evolution: values[0], column: column, labelOffset: offset, line: c.line.number)
    }

    /// `A -> B`, `A +> B`, `A +'text'> B`, `A -.-> B; label`.
    private static func link(_ c: inout ChartLine, source: DiagramSource) throws -> WardleyStatements.Link {
        let from = try WardleyNameReader.name(&c, source: source)
        c.skipSpaces()
        let fromPort = port(&c)
        c.skipSpaces()
        let arrowColumn = c.column
        var arrow: String?
        for candidate in ["-.->", "-->", "->", ">"] where c.consume(candidate) { arrow = candidate; break }
        if arrow == nil, c.peek == "+" {
            var probe = c
            probe.advance()
            if probe.peek == "'" {
                let text = try probe.quoted(in: source, what: "the flow label")
                for end in ["<>", "<", ">"] where probe.consume(end) { arrow = "+'\(text)'\(end)"; break }
                if arrow != nil { c = probe }
            }
        }
        guard arrow != nil || fromPort != nil else {
            throw source.error("expected a statement ('component', 'anchor', …) or a link such as 'A -> B'", line: c.line.number, column: arrowColumn)
        }
        c.skipSpaces()
        let to = try WardleyNameReader.name(&c, source: source)
        c.skipSpaces()
        let toPort = port(&c)
        c.skipSpaces()
        var label: String?
        if c.consume(";") {
            label = c.rest.trimmingASCIIWhitespace()
            while !c.atEnd { c.advance() }
        }
        try c.expectEnd(in: source)
        return .init(from: from, to: to, fromPort: fromPort, arrow: arrow, toPort: toPort, label: label, line: c.line.number)
    }

    private static func port(_ c: inout ChartLine) -> String? {
        for candidate in ["+<>", "+>", "+<"] where c.consume(candidate) { return candidate }
        return nil
    }

    /// Drops a `# comment` (a `#` after whitespace, outside quotes), with a warning: the docs show
    /// them but mermaid 11 fails on them.
    private static func stripHashComment(_ line: SourceLine, warn: (MermaidWarning) -> Void) -> String {
        // Most lines hold no `#` byte, so no `#` character: nothing to cut.
        guard line.text.containsByte(UInt8(ascii: "#")) else { return line.text }
        var quote: Character?
        var previous: Character = " "
        for (offset, ch) in line.text.enumerated() {
            if let q = quote {
                if ch == q { quote = nil }
            } else if ch == "\"" || ch == "'" {
                quote = ch
            } else if ch == "#", previous == " " || previous == "\t" {
                warn(MermaidWarning(line: line.number, column: offset + 1,
                                    message: "'#' comments are not mermaid syntax (mermaid 11 fails on them); use '%%'",
                                    sourceLine: line.original, code: "syntax"))
                return String(line.text.prefix(offset))
            }
            previous = ch
        }
        return line.text
    }
}

// Why: reads `xychart` blocks as mermaid 11's grammar does: an optional orientation after the
// header, `title`, `x-axis [title] [a, "b", …]` or `x-axis [title] min --> max`,
// `y-axis [title] [min --> max]`, and `bar`/`line` series `[title] [1, 2.5, -3]`.
import MermaidCore

enum XYChartParser {
    /// More values than this in one chart is refused (bounds the drawing).
    static let maxValues = 100_000

    static func parse(_ source: DiagramSource) throws -> XYChart {
        var chart = XYChart()
        guard var head = ChartLine.afterKeyword(source) else { return chart }
        if let word = head.word() {
            switch word {
            case "horizontal": chart.horizontal = true
            case "vertical": chart.horizontal = false
            default:
                throw source.error("unknown orientation '\(word)'; use horizontal or vertical", line: head.line.number,
                                   column: head.column - word.count)
            }
        }
        try head.expectEnd(in: source)
        var count = 0
        for line in source.lines.dropFirst() where !line.text.isASCIIBlank {
            var c = ChartLine(line)
            c.skipSpaces()
            let start = c.column
            let word = c.word() ?? ""
            c.skipSpaces()
            switch word {
            case "title":
                chart.title = QuadrantParser.unquote(c.rest)
            case "x-axis":
                chart.xTitle = try title(&c, source)
                c.skipSpaces()
                if c.peek == "[" {
                    chart.xAxis = .categories(try list(&c, source, numbers: false).map(\.text))
                } else if !c.atEnd {
                    let (lo, hi) = try range(&c, source)
                    chart.xAxis = .range(lo, hi)
                }
                try c.expectEnd(in: source)
            case "y-axis":
                chart.yTitle = try title(&c, source)
                c.skipSpaces()
                if !c.atEnd { chart.yRange = try range(&c, source) }
                try c.expectEnd(in: source)
            case "bar", "line":
                let seriesTitle = try title(&c, source)
                c.skipSpaces()
                guard c.peek == "[" else {
                    throw source.error("expected the values in brackets, e.g. \(word) [1, 2, 3]", line: line.number, column: c.column)
                }
                let values = try list(&c, source, numbers: true).map(\.number)
                count += values.count
                guard count <= maxValues else {
                    throw source.error("the chart has more than \(maxValues) values", line: line.number, column: start)
                }
                try c.expectEnd(in: source)
                chart.series.append(.init(isBar: word == "bar", title: seriesTitle, values: values))
            default:
                let hint = EditDistance.suggestion(for: word, among: ["title", "x-axis", "y-axis", "bar", "line"])
                throw source.error("expected title, x-axis, y-axis, bar or line" + (hint.map { "; did you mean '\($0)'?" } ?? ""),
                                   line: line.number, column: start)
            }
        }
        return chart
    }

    /// An optional title before an axis's or a series's data: a quoted string or one word.
    static func title(_ c: inout ChartLine, _ source: DiagramSource) throws -> String? {
        if c.peek == "\"" { return try c.quoted(in: source, what: "the title") }
        guard let first = c.peek, first != "[", !(first.isNumber || first == "-" || first == ".") else { return nil }
        var text = ""
        while let ch = c.peek, ch != " ", ch != "\t", ch != "[" {
            text.append(ch)
            _ = c.consume(String(ch))
        }
        return text.isEmpty ? nil : text
    }

    /// `min --> max`.
    static func range(_ c: inout ChartLine, _ source: DiagramSource) throws -> (Double, Double) {
        let column = c.column
        guard let lo = number(&c) else {
            throw source.error("expected a range such as 0 --> 100", line: c.line.number, column: column)
        }
        c.skipSpaces()
        guard c.consume("-->") else {
            throw source.error("expected '-->' and the end of the range", line: c.line.number, column: c.column)
        }
        c.skipSpaces()
        guard let hi = number(&c) else {
            throw source.error("expected the end of the range, e.g. 0 --> 100", line: c.line.number, column: c.column)
        }
        return (lo, hi)
    }

    /// Numbers as mermaid accepts them: `-3`, `2.5`, `.98`.
    static func number(_ c: inout ChartLine) -> Double? {
        if c.peek == "." || (c.peek == "-" && c.rest.dropFirst().first == ".") {
            let negative = c.consume("-")
            _ = c.consume(".")
            guard let digits = c.integerText() else { return nil }
            return (Double("0." + digits) ?? 0) * (negative ? -1 : 1)
        }
        return c.number()
    }

    struct Item { var text: String; var number: Double }

    /// `[a, "b c", 3]`: texts (categories) or numbers (series values).
    static func list(_ c: inout ChartLine, _ source: DiagramSource, numbers: Bool) throws -> [Item] {
        let open = c.column
        _ = c.consume("[")
        var items: [Item] = []
        while true {
            c.skipSpaces()
            if c.atEnd {
                throw source.error("the '[' opened here is never closed", line: c.line.number, column: open)
            }
            if c.consume("]") { break }
            if !items.isEmpty {
                guard c.consume(",") else {
                    throw source.error("expected ',' or ']'", line: c.line.number, column: c.column)
                }
                c.skipSpaces()
            }
            let column = c.column
            if numbers {
                guard let value = number(&c) else {
                    throw source.error("expected a number", line: c.line.number, column: column)
                }
                items.append(Item(text: "", number: value))
            } else if c.peek == "\"" {
                items.append(Item(text: try c.quoted(in: source, what: "the category"), number: 0))
            } else {
                var text = ""
                while let ch = c.peek, ch != ",", ch != "]" {
                    text.append(ch)
                    _ = c.consume(String(ch))
                }
                items.append(Item(text: text.trimmingASCIIWhitespace(), number: 0))
            }
        }
        return items
    }
}

// Why: turns the lines of a `pie` block into a `PieChart`, with mermaid 11's rules:
// `pie [showData] [title …]`, then `title`/`accTitle`/`accDescr` lines and `"label" : value`
// slices; values are non-negative decimals; a label seen twice keeps its first value.
import MermaidCore

enum PieParser {
    static func parse(_ source: DiagramSource) throws -> (PieChart, [MermaidWarning]) {
        var chart = PieChart()
        var warnings: [MermaidWarning] = []
        var seen = Set<String>()
        guard var head = ChartLine.afterKeyword(source) else { return (chart, warnings) }
        if head.keyword("showData") { chart.showData = true }
        head.skipSpaces()
        if !head.atEnd {
            guard let title = chartTitle(head.rest) else {
                throw source.error("expected 'showData' or 'title' after 'pie', or the slices on the next lines",
                                   line: head.line.number, column: head.column)
            }
            chart.title = title
        }
        for line in source.lines.dropFirst() where !line.text.isASCIIBlank {
            if let title = chartTitle(line.text) {
                chart.title = title
                continue
            }
            var cursor = ChartLine(line)
            cursor.skipSpaces()
            if cursor.peek != "\"" && cursor.peek != "'" {
                let word = cursor.word() ?? ""
                let hint = EditDistance.suggestion(for: word, among: ["title", "showData"])
                throw source.error("expected a slice such as \"Dogs\" : 42" + (hint.map { ", or '\($0)'" } ?? ""),
                                   line: line.number, column: cursor.column - word.count)
            }
            let label = try cursor.quoted(in: source, what: "the slice label")
            cursor.skipSpaces()
            guard cursor.consume(":") else {
                throw source.error("expected ':' and a value after the slice label", line: line.number, column: cursor.column)
            }
            cursor.skipSpaces()
            let valueColumn = cursor.column
            guard let value = cursor.number() else {
                throw source.error("expected a number such as 42 or 4.2 for the slice \"\(label)\"",
                                   line: line.number, column: valueColumn)
            }
            guard value >= 0 else {
                throw source.error("\"\(label)\" has the negative value \(JSNumber.string(value)); pie slices must be 0 or more",
                                   line: line.number, column: valueColumn)
            }
            try cursor.expectEnd(in: source)
            if seen.contains(label) {
                warnings.append(MermaidWarning(line: line.number, column: 1,
                                               message: "slice \"\(label)\" is already defined; mermaid keeps the first value",
                                               sourceLine: line.original))
                continue
            }
            seen.insert(label)
            chart.slices.append(.init(label: label, value: value, line: line.number))
        }
        return (chart, warnings)
    }
}

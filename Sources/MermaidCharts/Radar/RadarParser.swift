// Why: reads `radar-beta` blocks with mermaid 11's statements: `axis id["label"], …`,
// `curve id["label"]{1, 2, 3}` (or `{axisId: 1, …}`), `title`, `showLegend`, `ticks`, `max`,
// `min` and `graticule circle|polygon`. Curves are matched to the axes once all are read.
import MermaidCore

enum RadarParser {
    static let statements = ["axis", "curve", "title", "showLegend", "ticks", "max", "min", "graticule"]
    static let maxTicks = 100

    private struct PendingCurve {
        var curve: RadarChart.Curve
        var keyed: [(key: String, value: Double, column: Int)]
        var line: SourceLine
        var column: Int
    }

    static func parse(_ source: DiagramSource) throws -> RadarChart {
        var chart = RadarChart()
        if var head = ChartLine.afterKeyword(source) { try head.expectEnd(in: source) }
        var pending: [PendingCurve] = []
        for line in source.lines.dropFirst() where !line.text.isASCIIBlank {
            if let title = chartTitle(line.text) {
                chart.title = title
                continue
            }
            var cursor = ChartLine(line)
            cursor.skipSpaces()
            let start = cursor.column
            let word = cursor.word() ?? ""
            cursor.skipSpaces()
            switch word {
            case "axis":
                repeat {
                    cursor.skipSpaces()
                    let (id, label) = try entry(&cursor, source: source, what: "an axis name")
                    chart.axes.append(.init(id: id, label: label))
                    cursor.skipSpaces()
                } while cursor.consume(",")
                try cursor.expectEnd(in: source)
            case "curve":
                repeat {
                    cursor.skipSpaces()
                    let column = cursor.column
                    let (id, label) = try entry(&cursor, source: source, what: "a curve name")
                    cursor.skipSpaces()
                    guard cursor.consume("{") else {
                        throw source.error("expected '{' and the curve's values, e.g. {1, 2, 3}", line: line.number,
                                           column: cursor.column)
                    }
                    var values: [Double] = []
                    var keyed: [(String, Double, Int)] = []
                    cursor.skipSpaces()
                    if !cursor.consume("}") {
                        repeat {
                            cursor.skipSpaces()
                            let valueColumn = cursor.column
                            var key: String?
                            if let letter = cursor.peek, letter.isLetterQuick || letter == "_" {
                                key = cursor.word()
                                cursor.skipSpaces()
                                guard cursor.consume(":") else {
                                    throw source.error("expected ':' after the axis name", line: line.number, column: cursor.column)
                                }
                                cursor.skipSpaces()
                            }
                            guard let value = cursor.number() else {
                                throw source.error("expected a number", line: line.number, column: cursor.column)
                            }
                            if let key { keyed.append((key, value, valueColumn)) } else { values.append(value) }
                            cursor.skipSpaces()
                        } while cursor.consume(",")
                        guard cursor.consume("}") else {
                            throw source.error("expected ',' or '}' in the curve's values", line: line.number, column: cursor.column)
                        }
                    }
                    if !keyed.isEmpty, !values.isEmpty {
                        throw source.error("mix of plain and 'axis: value' entries; use one form", line: line.number, column: column)
                    }
                    pending.append(.init(curve: .init(id: id, label: label, values: values),
                                         keyed: keyed.map { ($0.0, $0.1, $0.2) }, line: line, column: column))
                    cursor.skipSpaces()
                } while cursor.consume(",")
                try cursor.expectEnd(in: source)
            case "showLegend":
                let valueColumn = cursor.column
                switch cursor.word() {
                case "true": chart.showLegend = true
                case "false": chart.showLegend = false
                default: throw source.error("expected true or false after showLegend", line: line.number, column: valueColumn)
                }
                try cursor.expectEnd(in: source)
            case "ticks":
                let valueColumn = cursor.column
                guard let ticks = cursor.integer(), ticks >= 1, ticks <= maxTicks else {
                    throw source.error("expected a number of ticks from 1 to \(maxTicks)", line: line.number, column: valueColumn)
                }
                chart.ticks = ticks
                try cursor.expectEnd(in: source)
            case "max", "min":
                guard let value = cursor.number() else {
                    throw source.error("expected a number after \(word)", line: line.number, column: cursor.column)
                }
                if word == "max" { chart.max = value } else { chart.min = value }
                try cursor.expectEnd(in: source)
            case "graticule":
                let valueColumn = cursor.column
                guard let kind = cursor.word().flatMap(RadarChart.Graticule.init(rawValue:)) else {
                    throw source.error("expected circle or polygon after graticule", line: line.number, column: valueColumn)
                }
                chart.graticule = kind
                try cursor.expectEnd(in: source)
            default:
                let hint = word.isEmpty ? nil : EditDistance.suggestion(for: word, among: statements)
                throw source.error("expected a statement such as axis A, B, C or curve c{1, 2, 3}"
                                   + (hint.map { "; did you mean '\($0)'?" } ?? ""), line: line.number, column: start)
            }
        }
        if let min = chart.min, let max = chart.max, max <= min {
            throw source.error("max (\(JSNumber.string(max))) must be above min (\(JSNumber.string(min)))",
                               line: source.header?.number ?? 1)
        }
        for item in pending { chart.curves.append(try resolve(item, axes: chart.axes, source: source)) }
        return chart
    }

    /// `id`, `id["label"]` or `"label"`-less `id`; the label defaults to the id.
    private static func entry(_ cursor: inout ChartLine, source: DiagramSource, what: String) throws -> (String, String) {
        let column = cursor.column
        guard let id = cursor.word() else {
            throw source.error("expected \(what)", line: cursor.line.number, column: column)
        }
        guard cursor.consume("[") else { return (id, id) }
        let label = try cursor.quoted(in: source, what: "the label")
        guard cursor.consume("]") else {
            throw source.error("expected ']' after the label", line: cursor.line.number, column: cursor.column)
        }
        return (id, label)
    }

    /// A curve's values in axis order; the counts must match.
    private static func resolve(_ item: PendingCurve, axes: [RadarChart.Axis], source: DiagramSource) throws -> RadarChart.Curve {
        var curve = item.curve
        if !item.keyed.isEmpty {
            var values = [Double?](repeating: nil, count: axes.count)
            for entry in item.keyed {
                guard let index = axes.firstIndex(where: { $0.id == entry.key }) else {
                    let hint = EditDistance.suggestion(for: entry.key, among: axes.map(\.id))
                    throw source.error("no axis '\(entry.key)'" + (hint.map { "; did you mean '\($0)'?" } ?? ""),
                                       line: item.line.number, column: entry.column)
                }
                values[index] = entry.value
            }
            if let missing = values.firstIndex(where: { $0 == nil }) {
                throw source.error("curve '\(curve.id)' has no value for axis '\(axes[missing].id)'", line: item.line.number,
                                   column: item.column)
            }
            curve.values = values.map { $0 ?? 0 }
        }
        guard curve.values.count == axes.count else {
            throw source.error("curve '\(curve.id)' has \(curve.values.count) values but there are \(axes.count) axes",
                               line: item.line.number, column: item.column)
        }
        return curve
    }
}

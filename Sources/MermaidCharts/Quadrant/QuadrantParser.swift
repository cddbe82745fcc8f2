// Why: reads `quadrantChart` blocks as mermaid 11's grammar does: `title`, `x-axis left --> right`,
// `y-axis bottom --> top`, `quadrant-1…4`, points `Name[:::class]: [x, y] radius: 5, color: #f00`
// with coordinates from 0 to 1, and `classDef name styles`.
import Foundation
import MermaidCore

enum QuadrantParser {
    static let styleKeys = ["radius", "color", "stroke-color", "stroke-width"]

    static func parse(_ source: DiagramSource) throws -> QuadrantChart {
        var chart = QuadrantChart()
        guard var head = ChartLine.afterKeyword(source) else { return chart }
        try head.expectEnd(in: source)
        for line in source.lines.dropFirst() where !line.text.isASCIIBlank {
            let text = line.text.trimmingASCIIWhitespace()
            let indent = line.text.prefix { $0 == " " || $0 == "\t" }.count
            if let title = chartTitle(line.text) {
                chart.title = unquote(title)
            } else if let rest = keyword("x-axis", in: text) {
                (chart.xLeft, chart.xRight) = axis(rest)
            } else if let rest = keyword("y-axis", in: text) {
                (chart.yBottom, chart.yTop) = axis(rest)
            } else if text.hasPrefix("quadrant-"), let digit = text.dropFirst(9).first, let n = digit.wholeNumberValue,
                      (1...4).contains(n), let rest = keyword("quadrant-\(n)", in: text) {
                chart.quadrants[n - 1] = unquote(rest)
            } else if let rest = keyword("classDef", in: text) {
                let name = String(rest.prefix { !$0.isWhitespace })
                guard !name.isEmpty else {
                    throw source.error("classDef needs a name and styles, e.g. 'classDef hot color: #ff0000'",
                                       line: line.number, column: indent + 1)
                }
                let styles = String(rest.dropFirst(name.count))
                chart.classes[name] = try style(styles, source: source, line: line, column: indent + 10 + name.count)
            } else {
                chart.points.append(try point(text, source: source, line: line, indent: indent))
            }
        }
        return chart
    }

    /// The text after `word` and whitespace, or nil when the line does not start with that keyword.
    static func keyword(_ word: String, in text: String) -> String? {
        guard text.hasPrefix(word) else { return nil }
        let rest = text.dropFirst(word.count)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        return String(rest).trimmingASCIIWhitespace()
    }

    /// `Low --> High` → ("Low", "High"); `Low` → ("Low", nil).
    static func axis(_ text: String) -> (String?, String?) {
        guard let arrow = text.range(of: "-->") else { return (nonEmpty(unquote(text)), nil) }
        return (nonEmpty(unquote(String(text[..<arrow.lowerBound]))), nonEmpty(unquote(String(text[arrow.upperBound...]))))
    }

    /// `"Important ❤"` → `Important ❤`.
    static func unquote(_ text: String) -> String {
        let t = text.trimmingASCIIWhitespace()
        if t.count >= 2, t.hasPrefix("\""), t.hasSuffix("\"") { return String(t.dropFirst().dropLast()) }
        return t
    }

    static func nonEmpty(_ s: String) -> String? { s.isEmpty ? nil : s }

    /// Where `: [` (any white space between) first opens a point's coordinates: the regular expression
    /// `:\s*\[`, answered from the bytes of an ASCII line without CR (ICU's `\s` there is tab, LF, VT, FF,
    /// CR and space). Building the expression took about 100,000 instructions a point.
    static func pointOpening(_ text: String) -> Range<String.Index>? {
        guard text.isPlainASCII else { return text.range(of: #":\s*\["#, options: .regularExpression) }
        let bytes = Array(text.utf8)
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: ":") {
            var j = i + 1
            while j < bytes.count, bytes[j] == 32 || (bytes[j] >= 9 && bytes[j] <= 12) { j += 1 }
            guard j < bytes.count, bytes[j] == UInt8(ascii: "[") else { continue }
            return text.utf8.index(text.startIndex, offsetBy: i)..<text.utf8.index(text.startIndex, offsetBy: j + 1)
        }
        return nil
    }

    static func point(_ text: String, source: DiagramSource, line: SourceLine, indent: Int) throws -> QuadrantChart.Point {
        guard let open = pointOpening(text) else {
            let first = String(text.prefix { !$0.isWhitespace })
            let hint = EditDistance.suggestion(for: first, among: ["title", "x-axis", "y-axis", "quadrant-1", "quadrant-2",
                                                                   "quadrant-3", "quadrant-4", "classDef"])
            throw source.error("expected a point such as 'Campaign A: [0.3, 0.6]'" + (hint.map { ", or '\($0)'" } ?? ""),
                               line: line.number, column: indent + 1)
        }
        var name = String(text[..<open.lowerBound]).trimmingASCIIWhitespace()
        var className: String?
        if let classMark = name.range(of: ":::") {
            className = String(name[classMark.upperBound...]).trimmingASCIIWhitespace()
            name = String(name[..<classMark.lowerBound]).trimmingASCIIWhitespace()
        }
        let afterBracket = text[open.upperBound...]
        guard let close = afterBracket.firstIndex(of: "]") else {
            throw source.error("the point's '[' is never closed", line: line.number,
                               column: indent + text.distance(from: text.startIndex, to: open.upperBound))
        }
        let coordinateColumn = indent + text.distance(from: text.startIndex, to: open.upperBound) + 1
        let numbers = afterBracket[..<close].split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 2, let x = numbers[0], let y = numbers[1], x.isFinite, y.isFinite else {
            throw source.error("expected two numbers '[x, y]' from 0 to 1", line: line.number, column: coordinateColumn)
        }
        guard (0...1).contains(x), (0...1).contains(y) else {
            throw source.error("point coordinates must be from 0 to 1, found [\(JSNumber.string(x)), \(JSNumber.string(y))]",
                               line: line.number, column: coordinateColumn)
        }
        let rest = String(afterBracket[afterBracket.index(after: close)...])
        let styleColumn = indent + text.distance(from: text.startIndex, to: close) + 2
        return .init(text: unquote(name), x: x, y: y, className: className,
                     style: try style(rest, source: source, line: line, column: styleColumn))
    }

    /// `radius: 10, color: #ff0000, stroke-color: #00f, stroke-width: 2px`.
    static func style(_ text: String, source: DiagramSource, line: SourceLine, column: Int) throws -> QuadrantChart.PointStyle {
        var style = QuadrantChart.PointStyle()
        var offset = 0
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            defer { offset += item.count + 1 }
            guard !item.allSatisfy({ $0 == " " || $0 == "\t" }) else { continue }
            // `column` is where `text` starts; point at the item's first character.
            let column = column + offset + item.prefix { $0 == " " || $0 == "\t" }.count
            let parts = item.split(separator: ":", maxSplits: 1)
            let key = parts[0].trimmingCharacters(in: .whitespaces)
            let value = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            switch key {
            case "radius":
                guard let r = Double(value), r.isFinite, r >= 0 else {
                    throw source.error("radius should be a number of pixels, found '\(value)'", line: line.number, column: column)
                }
                style.radius = min(r, 1000)
            case "color":
                style.color = try color(value, key: key, source: source, line: line, column: column)
            case "stroke-color":
                style.strokeColor = try color(value, key: key, source: source, line: line, column: column)
            case "stroke-width":
                let number = value.hasSuffix("px") ? String(value.dropLast(2)) : value
                guard let w = Double(number), w.isFinite, w >= 0 else {
                    throw source.error("stroke-width should be a length such as 2px, found '\(value)'", line: line.number,
                                       column: column)
                }
                style.strokeWidth = NumberFormat.format(min(w, 1000)) + "px"
            default:
                let hint = EditDistance.suggestion(for: key, among: styleKeys)
                throw source.error("unknown point style '\(key)'" + (hint.map { ", did you mean '\($0)'?" } ?? "; use "
                                   + styleKeys.joined(separator: ", ")), line: line.number, column: column)
            }
        }
        return style
    }

    static func color(_ value: String, key: String, source: DiagramSource, line: SourceLine, column: Int) throws -> String {
        guard Color(css: value) != nil else {
            throw source.error("\(key) '\(value)' is not a colour", line: line.number, column: column)
        }
        return SVGDocument.sanitizeStyleValue(value)
    }
}

// Why: reads `packet` blocks: `start-end: "label"`, `bit: "label"` and `+count: "label"` fields,
// which must follow each other without gaps from bit 0 (mermaid's rule), plus `title`/`accTitle`.
import MermaidCore

enum PacketParser {
    /// More bits than this is refused: a packet this long is a typo, and it bounds the drawing.
    static let maxBits = 1 << 20

    static func parse(_ source: DiagramSource) throws -> PacketDiagram {
        var diagram = PacketDiagram()
        guard var head = ChartLine.afterKeyword(source) else { return diagram }
        try head.expectEnd(in: source)
        var next = 0
        for line in source.lines.dropFirst() where !line.text.isASCIIBlank {
            if let title = chartTitle(line.text) {
                diagram.title = title
                continue
            }
            var cursor = ChartLine(line)
            cursor.skipSpaces()
            let startColumn = cursor.column
            let start: Int
            let end: Int
            if cursor.consume("+") {
                guard let bits = cursor.integer() else {
                    throw source.error("expected a number of bits after '+', e.g. +16: \"Source Port\"", line: line.number,
                                       column: cursor.column)
                }
                guard bits > 0 else {
                    throw source.error("a field needs at least 1 bit", line: line.number, column: startColumn)
                }
                start = next
                end = next + bits - 1
            } else if let first = cursor.integer() {
                var last = first
                cursor.skipSpaces()
                if cursor.consume("-") {
                    cursor.skipSpaces()
                    guard let value = cursor.integer() else {
                        throw source.error("expected the last bit after '-', e.g. 0-15: \"Source Port\"", line: line.number,
                                           column: cursor.column)
                    }
                    last = value
                }
                guard last >= first else {
                    throw source.error("field \(first)-\(last) ends before it starts", line: line.number, column: startColumn)
                }
                guard first == next else {
                    throw source.error("field \(first)-\(last) does not follow the previous one; it should start at bit \(next)",
                                       line: line.number, column: startColumn)
                }
                start = first
                end = last
            } else {
                let word = cursor.word() ?? ""
                let hint = word.isEmpty ? nil : EditDistance.suggestion(for: word, among: ["title"])
                throw source.error("expected a field such as 0-15: \"Source Port\" or +8: \"Flags\""
                                   + (hint.map { ", or '\($0)'" } ?? ""), line: line.number, column: startColumn)
            }
            guard end < maxBits else {
                throw source.error("the packet is longer than \(maxBits) bits", line: line.number, column: startColumn)
            }
            cursor.skipSpaces()
            guard cursor.consume(":") else {
                throw source.error("expected ':' and a label in quotes after the bits", line: line.number, column: cursor.column)
            }
            cursor.skipSpaces()
            let label = try cursor.quoted(in: source, what: "the field label")
            try cursor.expectEnd(in: source)
            diagram.fields.append(.init(start: start, end: end, label: label))
            next = end + 1
        }
        return diagram
    }
}

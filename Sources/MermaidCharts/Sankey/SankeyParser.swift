// Why: reads `sankey` blocks, which are CSV as mermaid defines it: three fields a row (source,
// target, value), fields in double quotes may hold commas and `""` for a quote, blank lines are
// skipped. Errors point at the field that is wrong.
import MermaidCore

enum SankeyParser {
    /// More rows than this is refused: it bounds the layout's work.
    static let maxLinks = 10_000

    static func parse(_ source: DiagramSource) throws -> SankeyDiagram {
        var diagram = SankeyDiagram()
        guard var head = ChartLine.afterKeyword(source) else { return diagram }
        try head.expectEnd(in: source)
        for line in source.lines.dropFirst() where !line.text.isASCIIBlank {
            let fields = try fields(of: line, in: source)
            guard fields.count == 3 else {
                let column = fields.count > 3 ? fields[3].column : (fields.last?.column ?? 1)
                throw source.error("expected 3 comma-separated fields (source,target,value), found \(fields.count)",
                                   line: line.number, column: column)
            }
            let sourceName = fields[0].text.trimmingASCIIWhitespace()
            let targetName = fields[1].text.trimmingASCIIWhitespace()
            for (field, name, what) in [(fields[0], sourceName, "source"), (fields[1], targetName, "target")] where name.isEmpty {
                throw source.error("the \(what) node has no name", line: line.number, column: field.column)
            }
            let valueText = fields[2].text.trimmingASCIIWhitespace()
            guard let value = Double(valueText), value.isFinite, value >= 0, !valueText.hasPrefix("+"),
                  valueText.allSatisfy({ $0.isASCIIQuick && ($0.isNumberQuick || $0 == "." || $0 == "e" || $0 == "E" || $0 == "-") })
            else {
                throw source.error("expected the flow's value as a number of 0 or more, found '\(valueText.prefix(20))'",
                                   line: line.number, column: fields[2].column)
            }
            guard diagram.links.count < maxLinks else {
                throw source.error("the diagram has more than \(maxLinks) flows", line: line.number)
            }
            let s = diagram.node(named: sourceName)
            let t = diagram.node(named: targetName)
            if s == t {
                throw source.error("'\(sourceName)' flows into itself; a sankey diagram cannot have loops",
                                   line: line.number, column: fields[1].column)
            }
            diagram.links.append(.init(source: s, target: t, value: value, line: line.number))
        }
        return diagram
    }

    /// One CSV field and the 1-based column where it starts.
    struct Field: Equatable {
        var text: String
        var column: Int
    }

    /// Splits one line into CSV fields (RFC 4180 quoting).
    static func fields(of line: SourceLine, in source: DiagramSource) throws -> [Field] {
        if let plain = plainFields(line.text) { return plain }
        return try fieldsByCharacters(of: line, in: source)
    }

    /// The fields of a line of plain ASCII without quotes (or CR), cut at every comma on the bytes:
    /// what `fieldsByCharacters` reads from such a line, without a `Character` array and a string grown
    /// one character at a time (most of a small sankey's parse; issue 20, item 5). Nil for other lines.
    static func plainFields(_ text: String) -> [Field]? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> [Field]? in
            guard bytes.allSatisfy({ $0.isPlainASCIIByte && $0 != 34 }) else { return nil }
            var fields: [Field] = []
            var start = 0
            for i in 0...bytes.count where i == bytes.count || bytes[i] == 44 {
                fields.append(Field(text: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self),
                                    column: start + 1))
                start = i + 1
            }
            return fields
        } ?? nil
    }

    /// Splits one line into CSV fields on its characters: the general reader.
    static func fieldsByCharacters(of line: SourceLine, in source: DiagramSource) throws -> [Field] {
        let chars = Array(line.text)
        var fields: [Field] = []
        var index = 0
        while true {
            let start = index
            var text = ""
            // Spaces before an opening quote are allowed, as mermaid trims the line.
            var probe = index
            while probe < chars.count, chars[probe] == " " || chars[probe] == "\t" { probe += 1 }
            if probe < chars.count, chars[probe] == "\"" {
                index = probe + 1
                var closed = false
                while index < chars.count {
                    if chars[index] == "\"" {
                        if index + 1 < chars.count, chars[index + 1] == "\"" {
                            text.append("\"")
                            index += 2
                            continue
                        }
                        closed = true
                        index += 1
                        break
                    }
                    text.append(chars[index])
                    index += 1
                }
                guard closed else {
                    throw source.error("the quote opened here is never closed", line: line.number, column: probe + 1)
                }
                while index < chars.count, chars[index] == " " || chars[index] == "\t" { index += 1 }
                if index < chars.count, chars[index] != "," {
                    throw source.error("expected ',' after the quoted field; write a quote inside quotes as \"\"",
                                       line: line.number, column: index + 1)
                }
            } else {
                while index < chars.count, chars[index] != "," {
                    if chars[index] == "\"" {
                        throw source.error("a quote inside a field needs the whole field in quotes, e.g. \"a \"\"b\"\"\"",
                                           line: line.number, column: index + 1)
                    }
                    text.append(chars[index])
                    index += 1
                }
            }
            fields.append(Field(text: text, column: start + 1))
            guard index < chars.count else { break }
            index += 1  // the comma
        }
        return fields
    }
}

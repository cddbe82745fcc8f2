// Why: `ChartLine` scans a plain ASCII line on its bytes and any other line on its characters; both
// must read the same words, numbers and literals and stop at the same place, or a chart would parse
// differently depending on an accent elsewhere in its line.
import MermaidCore
import Testing
@testable import MermaidCharts

@Suite struct ChartLineTests {
    static let lines = [
        "", " ", "\t", "title Tea", "  component Kettle [0.43, 0.35] label [-57, 4]", "a -> b", "a->b; c",
        "evolve Kettle 0.62", "x-axis Low --> High", "-12.5", "-.5", "3.", "1.25e3", "007", "1234567890123",
        "word_with-dash and more", "Cup of Tea (BPE) & co", "\"quoted\" rest", "'single'", ";", "[0.1,0.2]",
        "stage Genesis / Concept@0.25", "a\u{301}bc", "é 12", "\u{00A0}x", "12\u{0301}", "x\r\ny", "日本 1",
    ]
    static let literals = ["", " ", "title", "[", "]", ",", "->", "-", "component", "e\u{301}", "a\u{301}", "\r\n", "x\r", "日本"]

    /// Runs one fixed sequence of cursor calls and records every answer and position.
    static func trace(_ line: ChartLine, start: Int) -> [String] {
        var c = line
        var out: [String] = []
        for _ in 0..<start { c.advance() }
        for literal in literals {
            var probe = c
            out.append("consume \(literal.debugDescription): \(probe.consume(literal)) @\(probe.index)")
        }
        for step in 0..<8 {
            var probe = c
            switch step {
            case 0: out.append("word \(String(describing: probe.word())) @\(probe.index)")
            case 1: out.append("number \(String(describing: probe.number())) @\(probe.index)")
            case 2: out.append("integer \(String(describing: probe.integer())) @\(probe.index)")
            case 3: out.append("integerText \(String(describing: probe.integerText())) @\(probe.index)")
            case 4: probe.skipSpaces(); out.append("spaces @\(probe.index)")
            case 5: out.append("peek \(String(describing: probe.peek)) column \(probe.column)")
            case 6:
                let source = DiagramSource(lines: [probe.line], keyword: "pie")
                out.append("quoted \(String(describing: try? probe.quoted(in: source, what: "a label"))) @\(probe.index)")
            default: out.append("rest \(probe.rest) end \(probe.atEnd)")
            }
        }
        c.skipSpaces()
        out.append("word then \(String(describing: c.word())) \(String(describing: c.number())) @\(c.index)")
        return out
    }

    @Test func bytePathsAgreeWithCharacters() {
        for text in Self.lines {
            let source = SourceLine(number: 1, text: text, original: text)
            let count = Array(text).count
            for start in 0...count {
                #expect(Self.trace(ChartLine(source), start: start) == Self.trace(ChartLine(source, bytePaths: false), start: start),
                        "\(text.debugDescription) from \(start)")
            }
        }
    }
}

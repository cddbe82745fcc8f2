// Why: a bare Wardley name is read on the line's bytes when the line is plain ASCII and one character
// at a time otherwise; both readings must take the same name and stop at the same place.
import MermaidCore
import Testing
@testable import MermaidCharts

@Suite struct WardleyNameReaderTests {
    static let lines = [
        "Kettle", "Cup of Tea -> Kettle", "real-time processing->x", "byte pair encoding (BPE) [0.1, 0.2]",
        "R&D team; note", "a-b-c->d", "a - b", "a-", "x_y 12 more", "Tea\t\tTime +> Cup", "Name  [0.5]",
        "e\u{301}clair -> x", "Café -> x", "\"Quoted Name\" -> x", "'single'", "9lives", "(BPE) x", "a\r\nb", "",
    ]

    /// The name (or the error) and the cursor's place after it, for `line` read from `start`.
    static func reading(_ cursor: ChartLine, start: Int) -> String {
        var c = cursor
        for _ in 0..<start { c.advance() }
        let source = DiagramSource(lines: [c.line], keyword: "wardley-beta")
        do {
            let name = try WardleyNameReader.name(&c, source: source)
            return "\(name.debugDescription) @\(c.index)"
        } catch {
            return "error \(error) @\(c.index)"
        }
    }

    @Test func byteReadingAgreesWithCharacters() {
        for text in Self.lines {
            let line = SourceLine(number: 1, text: text, original: text)
            for start in 0...Array(text).count {
                #expect(Self.reading(ChartLine(line), start: start) == Self.reading(ChartLine(line, bytePaths: false), start: start),
                        "\(text.debugDescription) from \(start)")
            }
        }
        let line = SourceLine(number: 1, text: "Cup of Tea -> Kettle", original: "Cup of Tea -> Kettle")
        #expect(Self.reading(ChartLine(line), start: 0) == "\"Cup of Tea\" @10")
    }
}

import Testing
@testable import MermaidCore

/// The one text model: `<br>` line breaks, whole-pixel widths and greedy wrapping.
@Suite struct LineWrapTests {
    let lines = LineMeasurer(measurer: TextMeasurer(fontFamily: "Monospace", fontSize: 10), lineHeight: 15)

    @Test func breaksAtEveryBrForm() {
        #expect(LineBreaks.split("a<br>b<BR/>c<br  />d") == ["a", "b", "c", "d"])
        #expect(LineBreaks.split("a < b <bra>") == ["a < b <bra>"])
        #expect(LineBreaks.split("") == [""])
    }

    @Test func wrapsGreedilyAndSplitsLongWords() {
        let w = lines.width("x")
        #expect(w > 0 && w == w.rounded())
        // Monospace: every character has the same width.
        let wrapped = lines.wrap("aaa bbb ccc", width: lines.width("aaa bbb"))
        #expect(wrapped == ["aaa bbb", "ccc"])
        #expect(lines.wrap("abcdefgh", width: lines.width("abc")) == ["abc", "def", "gh"])
        #expect(lines.wrap("a<br>b c", width: 1) == ["a", "b c"])  // explicit breaks are kept as is
        #expect(lines.wrap("   ", width: 100) == [""])
    }

    @Test func sizeCountsLinesOnlyWhenVisible() {
        #expect(lines.size(["", ""]).height == 0)
        #expect(lines.size(["ab", ""]) == (lines.width("ab"), 30))
    }

    @Test func styledBlocksWrapWithTheSameAlgorithm() {
        let m = TextMeasurer(fontFamily: "Monospace", fontSize: 10)
        let block = LabelText.parse("`**bold** words here`")
        let wrapped = m.wrap(block, width: m.width(of: "bold words", bold: true))
        #expect(wrapped.lines.count == 2)
        #expect(wrapped.lines[0].runs.first?.bold == true)
        #expect(wrapped.plainText == "bold words\nhere")
        let hostile = LabelText.parse(SVGWriterTests.hostile)
        var svg = SVGWriter()
        SVGText.draw(hostile, centerX: 0, centerY: 0, measurer: m, into: &svg)
        #expect(!svg.output.contains("<script"))
    }
}

import Testing
@testable import MermaidCore

/// Issue 12: `<hr>` in a label breaks the line and, where the diagram asks for it (flowchart
/// labels), draws a rule across the label between the two lines.
@Suite struct HorizontalRuleTests {
    let measurer = TextMeasurer(fontFamily: nil)

    func svg(_ raw: String, rules: Bool, anchor: SVGText.Anchor = .middle) -> String {
        var writer = SVGWriter()
        SVGText.draw(LabelText.parse(raw), x: 0, topY: 0, anchor: anchor, measurer: measurer, rules: rules, into: &writer)
        return writer.output
    }

    @Test func ruleIsMarkedOnTheFollowingLine() {
        let block = LabelText.parse("a<hr>b<br>c<HR/>d")
        #expect(block.lines.map(\.ruleAbove) == [false, true, false, true])
        #expect(block.lines.map(\.plainText) == ["a", "b", "c", "d"])
    }

    @Test func drawnOnlyWhenAsked() {
        #expect(!svg("a<hr>b", rules: false).contains("<line"))
        let drawn = svg("top<hr>bottom", rules: true)
        #expect(drawn.components(separatedBy: "<line class=\"label-rule\"").count == 2)
        // Across the block's width, between the lines (one line height down), centred.
        let width = measurer.measure(LabelText.parse("top<hr>bottom")).width
        let y = NumberFormat.format(measurer.lineHeight())
        #expect(drawn.contains("x1=\"\(NumberFormat.format(-width / 2))\" y1=\"\(y)\" x2=\"\(NumberFormat.format(width / 2))\" y2=\"\(y)\""))
        #expect(svg("a<br>b", rules: true).contains("<line") == false)
    }

    @Test func anchorsMoveTheRule() {
        let width = measurer.measure(LabelText.parse("a<hr>b")).width
        #expect(svg("a<hr>b", rules: true, anchor: .start).contains("x1=\"0\""))
        #expect(svg("a<hr>b", rules: true, anchor: .end).contains("x1=\"\(NumberFormat.format(-width))\""))
    }
}

import Testing
@testable import MermaidCore

/// One edge label group for every graph diagram: the flowchart opens it with its own text,
/// class and state diagrams draw it whole.
@Suite struct EdgeLabelTests {
    @Test func openAndCloseWrapTheCallersText() {
        var svg = SVGWriter()
        EdgeLabel.open(transform: "translate(\(10.5), \(4.0))", id: "L_A_B_0", labelTransform: "translate(0, \(-6.0))",
                       background: ClusterBox(x: 0, y: 6, width: 20, height: 12), into: &svg)
        svg.text("a<b")
        EdgeLabel.close(into: &svg)
        #expect(svg.output == "<g class=\"edgeLabel\" transform=\"translate(10.5, 4)\"><g class=\"label\" data-id=\"L_A_B_0\" "
            + "transform=\"translate(0, -6)\"><rect class=\"background\" x=\"-10\" y=\"0\" width=\"20\" height=\"12\"/>"
            + "a&lt;b</g></g>")
    }

    @Test func drawCentresTheBackgroundOnThePoint() {
        var svg = SVGWriter()
        let measurer = TextMeasurer(fontFamily: nil)
        let box = EdgeLabel.draw(TextBlock(plain: "x"), x: 3, y: 4, id: "e\"1", measurer: measurer, into: &svg)
        #expect(box.x == 3 && box.y == 4)
        #expect(svg.output.hasPrefix("<g class=\"edgeLabel\" transform=\"translate(3,4)\"><g class=\"label\" data-id=\"e&quot;1\">"
            + "<rect class=\"background\" x=\"\(NumberFormat.format(-box.width / 2))\""))
        #expect(svg.output.hasSuffix("</text></g></g>"))
    }
}

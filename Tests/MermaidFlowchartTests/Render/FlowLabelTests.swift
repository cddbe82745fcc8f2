import MermaidCore
import Testing
@testable import MermaidFlowchart

@Suite struct FlowLabelTests {
    @Test(arguments: [
        ("plain text", ["plain text"]), ("a<br>b", ["a", "b"]), ("a<br/>b<br />c", ["a", "b", "c"]),
        ("  spaced   out ", ["spaced out"]),
        // Icons are drawn as their text (the icon font is not bundled), so they need no parser.
        ("fa:fa-car x", ["fa:fa-car x"]),
    ])
    func fastPathLines(_ raw: String, _ lines: [String]) {
        #expect(FlowLabel.plainLines(raw) == lines)
    }

    @Test(arguments: ["<b>x</b>", "a &amp; b", "#quot;", "a\\nb", "a\nb", "a<br"])
    func markupTakesTheFullParser(_ raw: String) {
        #expect(FlowLabel.plainLines(raw) == nil)
    }

    @Test func fastAndFullPathsAgree() {
        let m = TextMeasurer(fontFamily: nil)
        for raw in ["Start:<br/>parseJsonForViewer(jsonText)", "a  b", "x<br>y<br>z"] {
            let fast = FlowLabel(FlowText(raw), measurer: m, maxWidth: nil)
            #expect(fast.block.lines.map(\.plainText) == LabelText.parse(raw).lines.map(\.plainText))
        }
    }

    @Test func longWordsAreNotBroken() {
        let m = TextMeasurer(fontFamily: nil)
        let label = FlowLabel(FlowText("JSONSerialization.jsonObject(with: data)"), measurer: m, maxWidth: 200)
        #expect(label.block.lines.contains { $0.plainText == "JSONSerialization.jsonObject(with:" })
    }
}

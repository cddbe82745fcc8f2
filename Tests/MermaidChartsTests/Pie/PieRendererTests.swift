import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidCharts

@Suite struct PieRendererTests {
    /// Slice paths and label centres are d3's, to mermaid's 3 decimals (values from mermaid 11).
    @Test func geometryMatchesMermaid() throws {
        let svg = try ChartHarness.svg("pie\n\"Dogs\" : 386\n\"Cats\" : 85\n\"Rats\" : 15")
        #expect(svg.contains("d=\"M0,-185A185,185,0,1,1,-177.899,-50.763L0,0Z\""))
        #expect(svg.contains("d=\"M-177.899,-50.763A185,185,0,0,1,-35.652,-181.532L0,0Z\""))
        #expect(svg.contains("transform=\"translate(83.57,110.76)\""))
        #expect(svg.contains(">79%</text>") && svg.contains(">17%</text>") && svg.contains(">3%</text>"))
        #expect(svg.contains("<circle cx=\"0\" cy=\"0\" r=\"186\" class=\"pieOuterCircle\"/>"))
    }

    @Test func legendShowsValuesAsJavaScriptPrintsThem() throws {
        let svg = try ChartHarness.svg("pie showData\n\"Calcium\": 42.96\n\"Iron\": 5\n\"Big\": 10000000000000000")
        #expect(svg.contains(">Calcium [42.96]</text>"))
        #expect(svg.contains(">Iron [5]</text>"))
        #expect(svg.contains(">Big [10000000000000000]</text>"))
        // Legend rows are 22px apart, centred on the chart's middle.
        #expect(svg.contains("translate(216,-33)") && svg.contains("translate(216,11)"))
    }

    @Test func slicesUnderOnePercentStayOnlyInTheLegend() throws {
        let svg = try ChartHarness.svg("pie\n\"big\": 995\n\"tiny\": 5")
        #expect(DiagramFront.count("class=\"pieCircle\"", in: svg) == 1)
        #expect(DiagramFront.count("class=\"legend\"", in: svg) == 2)
        #expect(svg.contains(">100%</text>"))
        // One slice is a whole circle: two half arcs, no line to the centre.
        #expect(svg.contains("d=\"M0,-185A185,185,0,1,1,0,185A185,185,0,1,1,0,-185Z\""))
    }

    @Test func allZeroValuesDrawNoSlices() throws {
        let drawing = try ChartHarness.render("pie\n\"a\": 0\n\"b\": 0")
        let svg = drawing.body.output
        #expect(!svg.contains("pieCircle"))
        #expect(DiagramFront.count("class=\"legend\"", in: svg) == 2)
        #expect(drawing.width.isFinite && drawing.width > 450)
    }

    @Test func textPositionMovesTheLabels() throws {
        let svg = try ChartHarness.svg("---\nconfig:\n  pie:\n    textPosition: 0.5\n---\npie\n\"a\": 1\n\"b\": 1")
        // Half of each half circle, at 0.5 × 185 from the centre.
        #expect(svg.contains("translate(92.5,0)") && svg.contains("translate(-92.5,0)"))
    }

    @Test func coloursAreThemeVariablesThatFollowTheColourScheme() throws {
        let result = try MermaidRenderer.render("pie\n\"a\": 1\n\"b\": 2", options: RenderOptions(idPrefix: "p"))
        #expect(result.svg.contains("fill:var(--p-pie1, #ececff)"))
        #expect(result.svg.contains("fill:var(--p-pie2, #ffffde)"))
        #expect(result.svg.contains("@media (prefers-color-scheme: dark)"))
        #expect(result.svg.contains("aria-roledescription=\"pie\""))
        #expect(!result.svg.contains("foreignObject"))
    }

    @Test func thirteenthSliceReusesTheFirstColour() throws {
        let lines = (1...13).map { "\"s\($0)\": 10" }.joined(separator: "\n")
        let svg = try ChartHarness.svg("pie\n" + lines)
        // Slices 1 and 13: their paths, and fill and stroke of their legend swatches.
        #expect(DiagramFront.count("--t-pie1,", in: svg) == 6)
        #expect(DiagramFront.count("--t-pie2,", in: svg) == 3)
    }

    @Test func themeVariablesSetStrokesAndColours() throws {
        let text = "%%{init: {'theme': 'base', 'themeVariables': {'pie1': '#ff0000', 'pieOuterStrokeWidth': '5px', 'pieStrokeColor': '#00ff00'}}}%%\npie\n\"a\": 1"
        let result = try MermaidRenderer.render(text)
        #expect(result.svg.contains("#ff0000"))
        #expect(result.svg.contains("r=\"187.5\""))
        #expect(result.svg.contains(".pieOuterCircle{stroke:#000000;stroke-width:5px") || result.svg.contains("stroke-width:5px;fill:none"))
        #expect(result.svg.contains(".pieCircle{stroke:#00ff00"))
    }

    @Test func everyThemeDraws() throws {
        for theme in MermaidRenderer.themeNames {
            let result = try MermaidRenderer.render("pie title T\n\"a\": 1\n\"b\": 2", options: RenderOptions(theme: theme))
            #expect(result.svg.contains("pieTitleText"), "\(theme)")
        }
    }

    @Test func titleWiderThanTheChartWidensTheViewBox() throws {
        let title = String(repeating: "Very long title ", count: 8)
        let drawing = try ChartHarness.render("pie title \(title)\n\"a\": 1")
        #expect(drawing.minX < 0)
        #expect(drawing.width > 600)
    }

    @Test func donutHoleDrawsRings() throws {
        let svg = try ChartHarness.svg("---\nconfig:\n  pie:\n    donutHole: 0.5\n---\npie\n\"a\": 1\n\"b\": 1")
        // Half ring from 12 to 6 o'clock: outer arc, line in, inner arc back.
        #expect(svg.contains("d=\"M0,-185A185,185,0,0,1,0,185L0,92.5A92.5,92.5,0,0,0,0,-92.5Z\""))
    }

    @Test(arguments: [("left", "translate(-207,-22)", 512.0, 450.0), ("top", ",-185)\">", 490.0, 494.0),
                      ("bottom", ",207)\">", 490.0, 494.0), ("center", ",-22)\">", 490.0, 450.0)])
    func legendPositions(position: String, firstRow: String, minWidth: Double, height: Double) throws {
        let drawing = try ChartHarness.render("---\nconfig:\n  pie:\n    legendPosition: \(position)\n---\npie\n\"ab\": 1\n\"cd\": 1")
        #expect(drawing.body.output.contains(firstRow), "\(position)")
        #expect(drawing.width >= minWidth, "\(position)")
        #expect(drawing.height == height, "\(position)")
    }

    @Test func unknownLegendPositionWarns() throws {
        let front = try DiagramFront.front("---\nconfig:\n  pie:\n    legendPosition: lfet\n---\npie\n\"a\": 1")
        _ = try PieRenderer.render(front.source, in: front.context)
        #expect(front.context.warnings.contains { $0.message.contains("did you mean 'left'") })
    }

    @Test func labelsAreEscaped() throws {
        let svg = try ChartHarness.svg("pie\n\"<script>&\": 1")
        #expect(svg.contains("&lt;script&gt;&amp;"))
        #expect(!svg.contains("<script>"))
    }
}

import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidCharts

@Suite struct LinearTicksTests {
    /// d3's `scaleLinear().ticks()` for these domains.
    @Test(arguments: [
        (4000.0, 11000.0, [4000.0, 4500, 5000, 5500, 6000, 6500, 7000, 7500, 8000, 8500, 9000, 9500, 10000, 10500, 11000]),
        (0, 50, [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50]),
        (0, 1, [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]),
        (-5, 17, [-4, -2, 0, 2, 4, 6, 8, 10, 12, 14, 16]),
        (3, 3, [3]),
    ])
    func ticksAreD3s(lo: Double, hi: Double, expected: [Double]) {
        #expect(LinearTicks.ticks(lo, hi) == expected)
        #expect(LinearTicks.ticks(hi, lo) == expected.reversed())
    }

    @Test func labelsPrintLikeJavaScript() {
        #expect(LinearTicks.ticks(0, 1).map(JSNumber.string).contains("0.3"))
        #expect(LinearTicks.ticks(.nan, 1).isEmpty)
    }
}

@Suite struct XYChartParserTests {
    @Test func axesAndSeries() throws {
        let chart = try ChartHarness.xychart("xychart-beta horizontal\n title \"Sales\"\n x-axis \"Month\" [jan, \"feb x\", mar]\n y-axis Revenue 4000 --> 11000\n bar [5000, 6000.5, .5]\n line \"trend\" [-1, 2, 3]")
        #expect(chart.horizontal)
        #expect(chart.title == "Sales")
        #expect(chart.xTitle == "Month" && chart.xAxis == .categories(["jan", "feb x", "mar"]))
        #expect(chart.yTitle == "Revenue" && chart.yRange?.0 == 4000 && chart.yRange?.1 == 11000)
        #expect(chart.series == [.init(isBar: true, title: nil, values: [5000, 6000.5, 0.5]),
                                 .init(isBar: false, title: "trend", values: [-1, 2, 3])])
    }

    @Test func numericXAxis() throws {
        #expect(try ChartHarness.xychart("xychart\n x-axis 0 --> 10\n line [1, 2]").xAxis == .range(0, 10))
    }

    @Test(arguments: [
        ("xychart\n bar [1, x]", 2, 10, "expected a number"),
        ("xychart\n bar [1, 2", 2, 6, "never closed"),
        ("xychart\n bar 1, 2", 2, 6, "in brackets"),
        ("xychart\n y-axis 0 -> 10", 2, 11, "expected '-->'"),
        ("xychart\n lines [1]", 2, 2, "did you mean 'line'"),
        ("xychart sideways", 1, 9, "unknown orientation"),
        ("xychart\n title \"T\"", 1, 1, "no data to draw"),
    ])
    func errorsPointAtTheProblem(text: String, line: Int, column: Int, message: String) {
        ChartHarness.checkError(text, line: line, column: column, message: message)
    }
}

@Suite struct XYChartRendererTests {
    /// mermaid 11's geometry for its docs example (labels measured in our font, so positions
    /// along the x axis are within 1px of mermaid's).
    @Test func layoutFollowsMermaid() throws {
        let text = "xychart\n title \"Sales\"\n x-axis [jan, feb, mar, apr, may, jun, jul, aug, sep, oct, nov, dec]\n y-axis \"Revenue (in $)\" 4000 --> 11000\n bar [5000, 6000, 7500, 8200, 9500, 10500, 11000, 10200, 9200, 8500, 7000, 6000]\n line [5000, 6000, 7500, 8200, 9500, 10500, 11000, 10200, 9200, 8500, 7000, 6000]"
        let drawing = try ChartHarness.render(text)
        let svg = drawing.body.output
        #expect(drawing.width == 700 && drawing.height == 500)
        #expect(svg.contains("translate(350, 21) rotate(0)"))  // title centred in its 42px band
        #expect(svg.contains("y=\"400.57\" width=\"32.3\" height=\"66.43\""))  // bar for 5000, 32.3 wide
        #expect(svg.contains(">10500</text>") && svg.contains(">4000</text>") && svg.contains(">11000</text>"))
        #expect(svg.contains("L700,468\"") || svg.contains(",468 L 700,468\""))
        #expect(svg.contains("translate(683, 479) rotate(0)"))  // last category
        #expect(svg.contains("rotate(270)\"") && svg.contains(">Revenue (in $)</text>"))
        #expect(svg.contains("<g class=\"line-plot-1\"><path d=\"M"))
    }

    @Test func dataLabelsInsideAndOutside() throws {
        let base = "xychart\n x-axis [a, b]\n y-axis 0 --> 30\n bar [12, 2]"
        let inside = try ChartHarness.svg("---\nconfig:\n  xyChart:\n    showDataLabel: true\n---\n" + base)
        #expect(inside.contains("dominant-baseline=\"hanging\"") && inside.contains(">12</text>"))
        let outside = try ChartHarness.svg("---\nconfig:\n  xyChart:\n    showDataLabel: true\n    showDataLabelOutsideBar: true\n---\n" + base)
        #expect(outside.contains("dominant-baseline=\"auto\""))
    }

    @Test func paletteAndColours() throws {
        let text = "---\nconfig:\n  themeVariables:\n    xyChart:\n      plotColorPalette: '#000000, #0000FF'\n---\nxychart\n line [1, 2]\n bar [2, 1]\n line [3, 3]"
        let result = try MermaidRenderer.render(text, options: RenderOptions(idPrefix: "x"))
        #expect(result.svg.contains("stroke:#000000;stroke-width:2"))
        #expect(result.svg.contains("fill:#0000FF"))
        #expect(result.svg.contains("class=\"line-plot-2\"><path d=\"M") && result.svg.contains("stroke:#000000"))
        #expect(result.svg.contains("fill:var(--x-background"))
        #expect(result.svg.contains("aria-roledescription=\"xychart\""))
    }

    @Test func horizontalPutsCategoriesLeft() throws {
        let svg = try ChartHarness.svg("xychart horizontal\n x-axis [a, b]\n y-axis 0 --> 10\n bar [3, 7]")
        #expect(svg.contains("<g class=\"left-axis\">") && svg.contains("<g class=\"top-axis\">"))
    }

    @Test func withoutAxesTheDataSetsTheRanges() throws {
        let svg = try ChartHarness.svg("xychart\n line [5, 10, 15]")
        #expect(svg.contains(">5</text>") && svg.contains(">15</text>"))
    }
}

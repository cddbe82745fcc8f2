import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidCharts

@Suite struct QuadrantParserTests {
    @Test func axesQuadrantsPointsAndClasses() throws {
        let chart = try ChartHarness.quadrant("""
            quadrantChart
              title Reach
              x-axis Low --> High
              y-axis Bottom --> "Top ❤"
              quadrant-1 Expand
              quadrant-3 Re-evaluate
              Campaign A: [0.3, 0.6]
              Campaign B:::hot: [0.45, 0.23] radius: 10, color: #ff3300
              classDef hot stroke-color: #10f0f0, stroke-width: 5px
            """)
        #expect(chart.title == "Reach")
        #expect(chart.xLeft == "Low" && chart.xRight == "High")
        #expect(chart.yBottom == "Bottom" && chart.yTop == "Top ❤")
        #expect(chart.quadrants == ["Expand", nil, "Re-evaluate", nil])
        #expect(chart.points.map(\.text) == ["Campaign A", "Campaign B"])
        #expect(chart.points[1].className == "hot")
        #expect(chart.points[1].style == .init(radius: 10, color: "#ff3300", strokeColor: nil, strokeWidth: nil))
        #expect(chart.classes["hot"]?.strokeColor == "#10f0f0")
    }

    @Test func axisWithoutArrowHasOneText() throws {
        let chart = try ChartHarness.quadrant("quadrantChart\n x-axis Only left")
        #expect(chart.xLeft == "Only left" && chart.xRight == nil)
    }

    @Test(arguments: [
        ("quadrantChart\n A: [1.5, 0.2]", 2, 6, "from 0 to 1"),
        ("quadrantChart\n A: [0.5]", 2, 6, "two numbers"),
        ("quadrantChart\n A: [0.5, 0.5] radus: 3", 2, 16, "did you mean 'radius'"),
        ("quadrantChart\n A: [0.5, 0.5] color: nope", 2, 16, "not a colour"),
        ("quadrantChart\n x-axes Low --> High", 2, 2, "or 'x-axis'"),
        ("quadrantChart\n A: [0.5, 0.5", 2, 5, "never closed"),
    ])
    func errorsPointAtTheProblem(text: String, line: Int, column: Int, message: String) {
        ChartHarness.checkError(text, line: line, column: column, message: message)
    }
}

@Suite struct QuadrantRendererTests {
    /// Positions from mermaid 11's drawing of its docs example.
    @Test func layoutMatchesMermaid() throws {
        let text = "quadrantChart\n title Reach\n x-axis Low --> High\n y-axis Bottom --> Top\n quadrant-1 Expand\n quadrant-2 Promote\n A: [0.3, 0.6]\n B: [0.45, 0.23]"
        let svg = try ChartHarness.svg(text)
        #expect(svg.contains("<rect x=\"263\" y=\"45\" width=\"232\" height=\"212\""))
        #expect(svg.contains("transform=\"translate(379, 50) rotate(0)\"") && svg.contains(">Expand</text>"))
        #expect(svg.contains("<line x1=\"30\" y1=\"45\" x2=\"496\" y2=\"45\""))
        #expect(svg.contains("<line x1=\"32\" y1=\"257\" x2=\"494\" y2=\"257\""))
        #expect(svg.contains("<circle cx=\"170.2\" cy=\"214.6\" r=\"5\""))
        #expect(svg.contains("translate(147, 479) rotate(0)"))  // x axis below the quadrants when there are points
        #expect(svg.contains("translate(5, 363) rotate(-90)"))
        #expect(svg.contains("translate(250, 10) rotate(0)"))
        // Points are drawn last-written first, as mermaid does.
        #expect(svg.range(of: ">B</text>")!.lowerBound < svg.range(of: ">A</text>")!.lowerBound)
    }

    @Test func withoutPointsLabelsAreCentredAndTheXAxisOnTop() throws {
        let drawing = try ChartHarness.render("---\nconfig:\n  quadrantChart:\n    chartWidth: 400\n    chartHeight: 400\n---\nquadrantChart\n x-axis Urgent --> Later\n quadrant-1 Plan")
        let svg = drawing.body.output
        #expect(drawing.width == 400 && drawing.height == 400)
        #expect(svg.contains("dominant-baseline=\"middle\""))
        #expect(svg.contains("translate(102.5, 5) rotate(0)"))  // x axis text at the top
    }

    @Test func pointStylesBeatClassStyles() throws {
        let svg = try ChartHarness.svg("quadrantChart\n A:::c: [0.5, 0.5] color: #0000ff\n classDef c color: #f00fff, radius: 10, stroke-width: 4px")
        #expect(svg.contains("r=\"10\""))
        #expect(svg.contains("fill:#0000ff;"))
        #expect(svg.contains("stroke-width:4px"))
    }

    @Test func coloursAreThemeVariables() throws {
        let result = try MermaidRenderer.render("quadrantChart\n quadrant-1 A\n P: [0.2, 0.2]", options: RenderOptions(idPrefix: "q"))
        #expect(result.svg.contains("fill:var(--q-quadrant1Fill,"))
        #expect(result.svg.contains("fill:var(--q-quadrantPointFill,"))
        #expect(result.svg.contains("aria-roledescription=\"quadrantChart\""))
        #expect(!result.svg.contains("NaN"))
    }
}

/// The byte reading of a point's `: [` against the regular expression it stands in for.
@Suite struct QuadrantPointOpeningTests {
    @Test func byteReadingAgreesWithTheRegularExpression() {
        var texts = ["Campaign A: [0.3, 0.6]", "A:[0.1,0.2]", "A :  [1,1]", "a:b: [0, 1]", "no point", "a: x [1, 2]",
                     "a:::cls: [0.5, 0.5] radius: 3", ":[", ": ", "[0, 1]", "é: [0.1, 0.2]", "a:\u{00A0}[0, 0]", "a:\r\n[1, 1]"]
        for byte in UInt8(0)..<128 { texts.append("x:" + String(UnicodeScalar(byte)) + "[0.5, 0.5]") }
        for text in texts {
            let expected = text.range(of: #":\s*\["#, options: .regularExpression)
            let found = QuadrantParser.pointOpening(text)
            #expect(found.map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
                    == expected.map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }, "\(text.debugDescription)")
            #expect(found.map { text.utf8.distance(from: text.startIndex, to: $0.upperBound) }
                    == expected.map { text.utf8.distance(from: text.startIndex, to: $0.upperBound) }, "\(text.debugDescription)")
        }
    }
}

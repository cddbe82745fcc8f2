import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidCharts

/// Parses and draws radar text with `RadarRenderer`.
enum RadarHarness {
    static func chart(_ text: String) throws -> RadarChart { try RadarParser.parse(DiagramFront.source(text)) }

    static func render(_ text: String) throws -> DiagramDrawing {
        let front = try DiagramFront.front(text)
        return try RadarRenderer.render(front.source, in: front.context)
    }
}

@Suite struct RadarParserTests {
    @Test func axesCurvesAndOptions() throws {
        let chart = try RadarHarness.chart("""
        radar-beta
          title Skills
          axis a["Alpha"], b
          axis c["Gamma"]
          curve x["Ann"]{1, 2.5, 3}, y{ c: 9, a: 7, b: 8 }
          showLegend false
          ticks 4
          max 10
          min 1
          graticule polygon
        """)
        #expect(chart.title == "Skills")
        #expect(chart.axes == [.init(id: "a", label: "Alpha"), .init(id: "b", label: "b"), .init(id: "c", label: "Gamma")])
        #expect(chart.curves == [.init(id: "x", label: "Ann", values: [1, 2.5, 3]), .init(id: "y", label: "y", values: [7, 8, 9])])
        #expect(!chart.showLegend && chart.ticks == 4 && chart.max == 10 && chart.min == 1 && chart.graticule == .polygon)
    }

    @Test func theRimDefaultsToTheLargestValue() throws {
        #expect(try RadarHarness.chart("radar-beta\naxis a, b\ncurve c{3, 7}").top == 7)
        #expect(try RadarHarness.chart("radar-beta\naxis a").top == 1)
    }

    @Test(arguments: [
        ("radar-beta\n  axis a, b\n  curve c{1}", 3, 9, "1 values but there are 2 axes"),
        ("radar-beta\n  axis a, b\n  curve c{a: 1, d: 2}", 3, 17, "no axis 'd'"),
        ("radar-beta\n  axis a, b\n  curve c{a: 1}", 3, 9, "no value for axis 'b'"),
        ("radar-beta\n  axis a, b\n  curve c{1, x}", 3, 15, "':'"),
        ("radar-beta\n  axis a, b\n  curve c 1, 2", 3, 11, "expected '{'"),
        ("radar-beta\n  axis a[\"A\"", 2, 13, "']'"),
        ("radar-beta\n  axis a[A]", 2, 10, "in quotes"),
        ("radar-beta\n  graticule square", 2, 13, "circle or polygon"),
        ("radar-beta\n  ticks 0", 2, 9, "1 to 100"),
        ("radar-beta\n  showLegend maybe", 2, 14, "true or false"),
        ("radar-beta\n  curv c{1}", 2, 3, "'curve'"),
        ("radar-beta\n  max 1\n  min 5", 1, 1, "above min"),
    ])
    func errorsPointAtTheProblem(text: String, line: Int, column: Int, message: String) {
        ChartChecks.error(text, line: line, column: column, message: message, render: RadarHarness.render)
    }
}

@Suite struct RadarRendererTests {
    /// Numbers from mermaid 11's drawing of its docs' grades example.
    @Test func geometryMatchesMermaid() throws {
        let drawing = try RadarHarness.render("radar-beta\n axis m[\"Math\"], s[\"Science\"], e, h, g, a\n curve a{85, 90, 80, 70, 75, 90}\n max 100")
        let svg = drawing.body.output
        #expect(svg.contains("<g transform=\"translate(350, 350)\">"))
        #expect(DiagramFront.count("class=\"radarGraticule\"", in: svg) == 5)
        #expect(svg.contains("<circle r=\"300\" class=\"radarGraticule\"/>"))
        #expect(svg.contains("x2=\"259.81\" y2=\"-150\" class=\"radarAxisLine\""))
        #expect(svg.contains("<text x=\"276.26\" y=\"-159.5\" text-anchor=\"start\" dominant-baseline=\"auto\" class=\"radarAxisLabel\">Science</text>"))
        #expect(svg.contains("d=\"M0,-255 C79.5,-255 198.49,-198.75 233.83,-135 "))
        #expect(svg.contains("translate(262.5, -262.5)"))
        #expect(drawing.width >= 700 && drawing.height >= 700)
    }

    @Test func polygonGraticuleDrawsPolygonCurves() throws {
        let svg = try RadarHarness.render("radar-beta\n axis a, b, c, d\n curve x{1, 2, 3, 4}\n graticule polygon\n ticks 3").body.output
        #expect(DiagramFront.count("class=\"radarGraticule\"", in: svg) == 3)
        #expect(svg.contains("<polygon points=\"0,-300 300,0 0,300 -300,0\" class=\"radarGraticule\"/>"))
        #expect(svg.contains("class=\"radarCurve-0\""))
        #expect(!svg.contains("<path"))
    }

    @Test func longLabelsWidenTheViewBox() throws {
        let drawing = try RadarHarness.render("radar-beta\n axis a, b[\"" + String(repeating: "wide ", count: 20) + "\"], c, d\n curve x{1, 2, 3, 4}")
        #expect(drawing.width > 700)
    }

    @Test func themeVariablesAndScaleColours() throws {
        let drawing = try RadarHarness.render("---\nconfig:\n  themeVariables:\n    radar:\n      curveOpacity: 0\n---\nradar-beta\n axis a\n curve c{1}\n showLegend false")
        #expect(drawing.css.contains(".radarCurve-0{fill:"))
        #expect(drawing.css.contains("fill-opacity:0;"))
        #expect(!drawing.body.output.contains("radarLegendBox"))
    }
}

/// mermaid's docs examples: every word mermaid shows is in ours and the role is the same.
/// Skips when `../shared/corpus` is absent.
@Suite struct RadarCorpusTests {
    static func cases() -> [(String, String)] { MermaidCorpus.referencePairs(keyword: "radar-beta", docsFolder: "radar") }

    @Test func corpusIsPresentOrSkipped() {
        if MermaidCorpus.directory == nil { print("skipping radar corpus tests: ../shared/corpus not found") }
    }

    /// Printed; the bound is generous so a loaded machine or a debug build does not fail it.
    @Test func docsExamplesRenderQuickly() throws {
        guard let median = try ChartChecks.medianRenderTime(folder: "radar") else { return }
        #expect(median < 100)
    }

    @Test(arguments: cases())
    func everyWordMermaidShowsIsThere(mmd: String, reference: String) throws {
        try ChartChecks.corpusWords(mmd: mmd, reference: reference, role: "radar")
    }
}

/// Whatever the input, the radar renderer draws something finite or throws a `MermaidError`.
@Suite struct RadarFuzzTests {
    private func check(_ text: String) {
        let violation = FuzzProperty.violation(for: text) { try RadarHarness.render($0) }
        #expect(violation == nil, "\(violation ?? "")")
    }

    static let base = "radar-beta\n title T\n axis a[\"A\"], b, c\n curve x[\"X\"]{1, 2, 3}, y{a: 3, b: 2, c: 1}\n max 5\n min 0\n ticks 3\n graticule polygon\n showLegend true"

    @Test func mutationsPrefixesAndRandomBytes() {
        ChartChecks.fuzz(keyword: "radar-beta", base: Self.base, header: "radar-beta\n", seed: 3, render: RadarHarness.render)
    }

    @Test func manyAxesAndCurvesAreBounded() throws {
        let axes = "axis " + (0..<500).map { "a\($0)" }.joined(separator: ", ")
        let curves = (0..<20).map { "curve c\($0){" + (0..<500).map { String($0 % 7) }.joined(separator: ",") + "}" }.joined(separator: "\n")
        let start = Date()
        check("radar-beta\n\(axes)\n\(curves)")
        // A hang guard, not a speed target (speed is `make bench`'s job): a debug build on a loaded
        // 2-core machine takes 3–13 s here; a quadratic blow-up would take minutes.
        #expect(Date().timeIntervalSince(start) < 60)
        check("radar-beta\nmax 1e308\naxis a\ncurve c{-1}")
        let tooMany = "radar-beta\naxis " + (0..<2001).map { "a\($0)" }.joined(separator: ", ")
        #expect(DiagramTestKit.failure { try RadarHarness.render(tooMany) }?.message.contains("more than") == true)
    }
}

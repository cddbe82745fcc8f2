import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidCharts

/// Parses and draws treemap text with `TreemapRenderer`.
enum TreemapHarness {
    static func diagram(_ text: String) throws -> TreemapDiagram { try TreemapParser.parse(DiagramFront.source(text)) }

    static func render(_ text: String) throws -> DiagramDrawing {
        let front = try DiagramFront.front(text)
        return try TreemapRenderer.render(front.source, in: front.context)
    }
}

@Suite struct TreemapParserTests {
    @Test func outlineValuesClassesAndClassDefs() throws {
        let d = try TreemapHarness.diagram("""
        treemap-beta
        title Budget
        "A"
            "A1": 10
            "A2":::hot
              "A21", 2.5:::cold
        "B": 4
        classDef hot fill:red,color:blue;
        """)
        #expect(d.title == "Budget")
        #expect(d.roots.map(\.label) == ["A", "B"])
        #expect(d.roots[0].children.map(\.label) == ["A1", "A2"])
        #expect(d.roots[0].children[1].className == "hot")
        #expect(d.roots[0].children[1].children[0].value == 2.5)
        #expect(d.roots[0].children[1].children[0].className == "cold")
        #expect(d.roots[1].value == 4)
        #expect(d.classDefs["hot"] == "fill:red,color:blue")
    }

    @Test(arguments: [
        ("treemap\n\"A\": x", 2, 6, "expected a number"),
        ("treemap\n\"A\": -3", 2, 6, "negative"),
        ("treemap\n\"A", 2, 1, "never closed"),
        ("treemap\nA: 3", 2, 1, "in quotes"),
        ("treemap\n\"A\" 3", 2, 5, "unexpected"),
        ("treemap\n\"A\":::", 2, 7, "class name"),
        ("treemap\nclassDef", 2, 9, "class name"),
    ])
    func errorsPointAtTheProblem(text: String, line: Int, column: Int, message: String) {
        ChartChecks.error(text, line: line, column: column, message: message, render: TreemapHarness.render)
    }
}

@Suite struct TreemapLayoutTests {
    /// Boxes from mermaid 11's drawing of its first docs example (1000 × 400, padding 10).
    @Test func geometryMatchesMermaid() throws {
        let svg = try TreemapHarness.render("treemap-beta\n\"Category A\"\n  \"Item A1\": 10\n  \"Item A2\": 20\n\"Category B\"\n  \"Item B1\": 15\n  \"Item B2\": 25").body.output
        #expect(svg.contains("translate(10,35)\"><rect x=\"0\" y=\"0\" width=\"556\" height=\"355\""))
        #expect(svg.contains("translate(576,35)\"><rect x=\"0\" y=\"0\" width=\"414\" height=\"355\""))
        #expect(svg.contains("translate(20,70)\"><rect x=\"0\" y=\"0\" width=\"331\" height=\"310\""))
        #expect(svg.contains(">Category B</text>"))
        #expect(svg.contains(">40</text>"))
    }

    @Test func squarifyFillsTheRectangleExactly() {
        let rects = TreemapLayout.squarify([6, 6, 4, 3, 2, 2, 1], x0: 0, y0: 0, x1: 600, y1: 400)
        let area = rects.reduce(0.0) { $0 + ($1.2 - $1.0) * ($1.3 - $1.1) }
        #expect(abs(area - 240_000) < 1e-6)
        #expect(abs((rects[0].2 - rects[0].0) * (rects[0].3 - rects[0].1) - 60_000) < 1e-6)
    }

    @Test func zeroValuesAndEmptyDiagramsDrawNothingBroken() throws {
        let empty = try TreemapHarness.render("treemap-beta")
        #expect(empty.width.isFinite && empty.height.isFinite)
        let zeros = try TreemapHarness.render("treemap-beta\n\"A\"\n  \"a\": 0\n  \"b\": 0")
        #expect(zeros.width.isFinite)
    }
}

@Suite struct TreemapValueFormatTests {
    @Test(arguments: [
        (",", 1234567.5, "1,234,567.5"), ("$0,0", 700000, "$700,000"), ("$.1%", 0.35, "$35.0%"),
        (",.2f", 1234.5, "1,234.50"), ("d", 2.5, "3"), (".0%", 0.125, "13%"), (",", 5, "5"),
    ])
    func formats(spec: String, value: Double, expected: String) {
        #expect(TreemapValueFormat(spec)?.string(value) == expected)
    }

    @Test func unsupportedSpecifiersAreRefused() {
        #expect(TreemapValueFormat(">10s") == nil)
        #expect(TreemapValueFormat(".123f") == nil)
    }
}

/// mermaid's docs examples: every word mermaid shows is in ours and the role is the same.
/// Skips when `../shared/corpus` is absent.
@Suite struct TreemapCorpusTests {
    static func cases() -> [(String, String)] {
        MermaidCorpus.referencePairs(keyword: "treemap-beta", docsFolder: "treemap")
    }

    @Test func corpusIsPresentOrSkipped() {
        if MermaidCorpus.directory == nil { print("skipping treemap corpus tests: ../shared/corpus not found") }
    }

    /// Printed; the bound is generous so a loaded machine or a debug build does not fail it.
    @Test func docsExamplesRenderQuickly() throws {
        guard let median = try ChartChecks.medianRenderTime(folder: "treemap") else { return }
        #expect(median < 100)
    }

    @Test(arguments: cases())
    func everyWordMermaidShowsIsThere(mmd: String, reference: String) throws {
        // mermaid writes the hidden root's total with `display: none`.
        try ChartChecks.corpusWords(mmd: mmd, reference: reference, role: "treemap",
                                    hidden: "<text[^>]*style=\"display: none;\"[^>]*>[^<]*</text>")
    }
}

/// Whatever the input, the treemap renderer draws something finite or throws a `MermaidError`.
@Suite struct TreemapFuzzTests {
    static let base = "treemap-beta\ntitle T\n\"A\"\n  \"A1\": 10\n  \"A2\":::c\n    \"x\", 2.5\n\"B\": 4:::c\nclassDef c fill:red,color:blue;"

    @Test func mutationsPrefixesAndRandomBytes() {
        ChartChecks.fuzz(keyword: "treemap-beta", base: Self.base, header: "treemap-beta\n", seed: 17, render: TreemapHarness.render)
    }

    @Test func deepAndWideTreesAreBounded() throws {
        let deep = "treemap\n" + (0..<99).map { String(repeating: " ", count: $0) + "\"n\($0)\"\n" }.joined() + String(repeating: " ", count: 99) + "\"leaf\": 1"
        _ = try TreemapHarness.render(deep)
        let tooDeep = "treemap\n" + (0..<150).map { String(repeating: " ", count: $0) + "\"n\"\n" }.joined()
        #expect(DiagramTestKit.failure { try TreemapHarness.render(tooDeep) }?.message.contains("levels deep") == true)
        let wide = "treemap\n\"S\"\n" + (0..<5000).map { "  \"l\($0)\": \($0 % 13 + 1)\n" }.joined()
        let start = Date()
        _ = try TreemapHarness.render(wide)
        #expect(Date().timeIntervalSince(start) < 10)
    }
}

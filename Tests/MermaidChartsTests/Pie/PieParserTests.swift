import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidCharts

@Suite struct PieParserTests {
    @Test func slicesInSourceOrderWithInlineTitle() throws {
        let chart = try ChartHarness.pie("pie title Pets\n  \"Dogs\" : 386\n  'Cats': 85.5\n")
        #expect(chart.title == "Pets")
        #expect(!chart.showData)
        #expect(chart.slices.map(\.label) == ["Dogs", "Cats"])
        #expect(chart.slices.map(\.value) == [386, 85.5])
        #expect(chart.slices.map(\.line) == [2, 3])
    }

    @Test func showDataAndTitleLine() throws {
        let chart = try ChartHarness.pie("pie showData\n  title Key elements\n  \"Iron\" :  5\n")
        #expect(chart.showData)
        #expect(chart.title == "Key elements")
        #expect(chart.slices == [.init(label: "Iron", value: 5, line: 3)])
    }

    @Test func showDataThenTitleOnTheHeader() throws {
        let chart = try ChartHarness.pie("pie showData title T\n\"a\":1")
        #expect(chart.showData && chart.title == "T")
    }

    @Test func repeatedLabelKeepsTheFirstValueWithAWarning() throws {
        let (chart, warnings) = try PieParser.parse(DiagramFront.source("pie\n\"a\": 1\n\"a\": 2"))
        #expect(chart.slices.map(\.value) == [1])
        #expect(warnings.count == 1)
        #expect(warnings.first?.line == 3)
    }

    @Test(arguments: [
        ("pie\n\"a\": -1", 2, 6, "negative value -1"),
        ("pie\n  Dogs: 3", 2, 3, "expected a slice"),
        ("pie\n\"a\" 3", 2, 5, "expected ':'"),
        ("pie\n\"a\": x", 2, 6, "expected a number"),
        ("pie\n\"a\": 3 4", 2, 8, "unexpected '4'"),
        ("pie\n\"a: 3", 2, 1, "never closed"),
        ("pie nonsense", 1, 5, "expected 'showData' or 'title'"),
        ("pie\n  titel Pets", 2, 3, "or 'title'"),
    ])
    func errorsPointAtTheProblem(text: String, line: Int, column: Int, message: String) {
        ChartHarness.checkError(text, line: line, column: column, message: message)
    }

    @Test func accessibilityLinesAreNotSlices() throws {
        let chart = try ChartHarness.pie("pie\naccTitle: A pie\naccDescr: about pets\n\"a\": 1")
        #expect(chart.slices.count == 1)
    }
}

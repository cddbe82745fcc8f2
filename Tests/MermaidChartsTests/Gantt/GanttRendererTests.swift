import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidCharts

@Suite struct GanttRendererTests {
    static let sample = """
    gantt
        title A Gantt Diagram
        dateFormat YYYY-MM-DD
        section Section
            A task          :a1, 2014-01-01, 30d
            Another task    :after a1, 20d
        section Another
            Task in Another :2014-01-12, 12d
            another task    :24d
    """

    /// With mermaid's page width, bars, ids and axis are mermaid 11's to the pixel (docs example 001).
    @Test func geometryMatchesMermaid() throws {
        let svg = try ChartHarness.svg("%%{init: {\"gantt\": {\"useWidth\": 1264}}}%%\n" + Self.sample)
        #expect(svg.contains("id=\"t-a1\" rx=\"3\" ry=\"3\" x=\"75\" y=\"50\" width=\"668\" height=\"20\" transform-origin=\"409px 60px\" class=\"task task0\""))
        #expect(svg.contains("x=\"320\" y=\"98\" width=\"267\""))
        #expect(svg.contains("x=\"743\" y=\"74\" width=\"446\""))
        #expect(svg.contains("d=\"M0.5,-111V0.5H1114.5V-111\""))
        #expect(svg.contains("transform=\"translate(89.5,0)\"") && svg.contains(">2014-02-16</text>"))
        #expect(svg.contains("<text dy=\"0em\" x=\"10\" y=\"74\" font-size=\"11\" class=\"sectionTitle sectionTitle0\">"))
        #expect(svg.contains("class=\"titleText\">A Gantt Diagram</text>"))
    }

    @Test func dependenciesExcludesAndTags() throws {
        let chart = """
        gantt
            dateFormat YYYY-MM-DD
            excludes weekends
            section S
            First  :done, a, 2024-01-05, 2d
            Second :crit, active, b, after a, 1d
            Third  :m, after b, until c
            Mile   :milestone, n, 2024-01-12, 0d
            Last   :c, 2024-01-20, 1d
        """
        let svg = try ChartHarness.svg(chart)
        #expect(svg.contains("class=\"task done0\""))
        #expect(svg.contains("class=\"task activeCrit0\""))
        #expect(svg.contains("class=\"task milestone  task0\""))
        // Friday 5th + 2 days skipping the weekend ends on Tuesday 9th: the weekend is drawn excluded.
        #expect(svg.contains("class=\"exclude-range\"") && svg.contains("-exclude-2024-01-06"))
        let front = try DiagramFront.front(chart)
        let parsed = try GanttParser.parse(front.source, context: front.context)
        let tasks = try GanttScheduler(chart: parsed, today: 0).schedule(source: front.source, context: front.context)
        let ends: [String: Double] = Dictionary(uniqueKeysWithValues: tasks.map { ($0.spec.id, $0.end) })
        #expect(ends["a"] == GanttCalendar.time(year: 2024, month: 1, day: 9))
        #expect(tasks.first { $0.spec.id == "b" }?.start == GanttCalendar.time(year: 2024, month: 1, day: 9))
        #expect(tasks.first { $0.spec.id == "m" }?.start == GanttCalendar.time(year: 2024, month: 1, day: 10))
        // A forward 'until c' resolves in a later round to c's start (the 20th); like every end not
        // written as a YYYY-MM-DD date, mermaid then pushes it past the excluded weekend days it spans.
        #expect(ends["m"] == GanttCalendar.time(year: 2024, month: 1, day: 24))
    }

    @Test func compactModePacksRowsAndVerticalMarkersTakeNone() throws {
        let compact = "---\ndisplayMode: compact\n---\ngantt\n dateFormat YYYY-MM-DD\n section S\n A :a, 2024-01-01, 3d\n B :b, 2024-01-05, 3d\n C :c, 2024-01-02, 2d\n Mark : vert, v, 2024-01-03, 1d\n"
        let result = try MermaidRenderer.render(compact)
        #expect(result.svg.contains("viewBox=\"0 0 1200 148\""), "two rows (A and B share one), no row for the marker")
        #expect(result.svg.contains("class=\"task vert  task0\""))
    }

    @Test func linksAreSafeAndCallbacksDropped() throws {
        let source = "gantt\n dateFormat YYYY-MM-DD\n A :a, 2024-01-01, 3d\n B :b, 2024-01-04, 3d\n click a href \"https://example.org/a\"\n click b href \"javascript:alert(1)\"\n click a call run()\n"
        let result = try MermaidRenderer.render(source)
        #expect(result.svg.contains("<a href=\"https://example.org/a\">"))
        #expect(!result.svg.contains("javascript"))
        #expect(result.warnings.contains { $0.code == "unsafe-link" && $0.line == 6 })
        #expect(result.warnings.contains { $0.code == "unsupported-syntax" && $0.line == 7 })
    }

    @Test func errorsSayWhereAndWhat() {
        ChartHarness.checkError("gantt\n dateFormat YYYY-MM-DD\n A : 2014-13-45, 3d", line: 3, column: 1, message: "invalid start date '2014-13-45'")
        ChartHarness.checkError("gantt\n First : 3d", line: 2, column: 9, message: "the first task needs a start date")
        ChartHarness.checkError("gantt\n dateFormat YYYY-MM-DD\n nonsense here", line: 3, column: 2, message: "expected a task such as")
        ChartHarness.checkError("gantt\n weekday funday", line: 2, column: 2, message: "expected weekday followed by one of")
        ChartHarness.checkError("gantt\n A : a, b, c, d, e", line: 2, column: 5, message: "found 5 parts")
    }

    @Test func todayLineFollowsSourceDateEpoch() {
        #expect(GanttCalendar.today(environment: ["SOURCE_DATE_EPOCH": "1700000000"]) == GanttCalendar.time(year: 2023, month: 11, day: 14))
        #expect(GanttCalendar.now(environment: ["SOURCE_DATE_EPOCH": "1700000000"]) == 1_700_000_000_000)
    }

    /// 5,000 tasks chained by `after`: must finish (timing is for the benchmark).
    @Test func fiveThousandTasks() throws {
        var text = "gantt\n dateFormat YYYY-MM-DD\n section S\n T0 :t0, 2020-01-01, 1d\n"
        for i in 1..<5000 { text += " T\(i) :t\(i), after t\(i - 1), \(i % 3 + 1)d\n" }
        let start = ContinuousClock.now
        let svg = try MermaidRenderer.render(text).svg
        #expect(DiagramFront.count("class=\"task task0\"", in: svg) == 5000)
        #expect(ContinuousClock.now - start < .seconds(30))
    }
}

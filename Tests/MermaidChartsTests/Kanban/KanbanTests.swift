import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidCharts

/// Parses and draws kanban text with `KanbanRenderer`.
enum KanbanHarness {
    static func board(_ text: String) throws -> KanbanBoard {
        let front = try DiagramFront.front(text)
        return try KanbanParser.parse(front.source, context: front.context)
    }

    static func render(_ text: String) throws -> DiagramDrawing {
        let front = try DiagramFront.front(text)
        return try KanbanRenderer.render(front.source, in: front.context)
    }

    static func warnings(_ text: String) throws -> [String] {
        let front = try DiagramFront.front(text)
        _ = try KanbanRenderer.render(front.source, in: front.context)
        return front.context.warnings.map(\.message)
    }
}

@Suite struct KanbanParserTests {
    @Test func columnsCardsAndMetadata() throws {
        let board = try KanbanHarness.board("""
        kanban
          Todo
            [Write docs]
            docs[Blog post]@{ ticket: MC-1, assigned: 'ann', priority: 'Very High' }
          [In progress]
            id6("Parser")
          id9{{Done}}
            id8[Grammar]@{ assigned: "bob", label: 'Grammar v2' }
        """)
        #expect(board.columns.map(\.id) == ["Todo", "In progress", "id9"])
        #expect(board.columns.map(\.label) == ["Todo", "In progress", "Done"])
        #expect(board.columns[0].cards == [
            .init(id: "Write docs", label: "Write docs"),
            .init(id: "docs", label: "Blog post", assigned: "ann", ticket: "MC-1", priority: .veryHigh),
        ])
        #expect(board.columns[1].cards == [.init(id: "id6", label: "Parser")])
        #expect(board.columns[2].cards == [.init(id: "id8", label: "Grammar v2", assigned: "bob")])
    }

    @Test func aNodeLeftOfTheFirstColumnStartsAColumnToo() throws {
        let board = try KanbanHarness.board("kanban\n    a[A]\n      b[B]\n  c[C]\n    d[D]")
        #expect(board.columns.map(\.id) == ["a", "c"])
        #expect(board.columns[1].cards.map(\.id) == ["d"])
    }

    @Test(arguments: [
        ("kanban\n  todo[Todo\n", 2, 7, "never closed"),
        ("kanban\n  todo[Todo]\n    a[A]@{ assigned: 'x' ", 3, 9, "never closed"),
        ("kanban\n  todo[Todo]\n    a[A]@{ assigned 'x' }", 3, 21, "key: value"),
        ("kanban\n  todo[Todo]\n    a[A]@{ assigned: 'x }", 3, 22, "quote"),
        ("kanban\n  todo[Todo]\n    a[A]@{ a: 'x' b: 1 }", 3, 19, "','"),
        ("kanban\n  todo[Todo]\n    a[A]@{ a: 1 } x", 3, 18, "after the metadata"),
        ("kanban extra\n  t", 1, 8, "unexpected"),
    ])
    func errorsPointAtTheProblem(text: String, line: Int, column: Int, message: String) {
        ChartChecks.error(text, line: line, column: column, message: message, render: KanbanHarness.render)
    }

    @Test func unknownKeysAndPrioritiesAreWarningsWithSuggestions() throws {
        let warnings = try KanbanHarness.warnings("kanban\n t[T]\n  a[A]@{ asigned: x, priority: 'Hihg' }")
        #expect(warnings.contains { $0.contains("'asigned'") && $0.contains("'assigned'") })
        #expect(warnings.contains { $0.contains("'Hihg'") && $0.contains("'High'") })
    }
}

@Suite struct KanbanRendererTests {
    /// Sizes from mermaid 11's drawing of a one-column board: 200px columns, 185px cards 44px
    /// high (one line + 2×10) or 32px more than the label with a ticket/assignee row.
    @Test func geometryMatchesMermaid() throws {
        let drawing = try KanbanHarness.render("kanban\n  c1[Column]\n    t1[Task]\n    t2[Task]@{ assigned: me, priority: 'High' }\n  c2[Other]")
        let svg = drawing.body.output
        #expect(drawing.width == 200 * 2 + 5 + 20)
        #expect(svg.contains("class=\"cluster section-1\""))
        #expect(svg.contains("class=\"cluster section-2\""))
        #expect(svg.contains("<rect class=\"basic label-container\" rx=\"5\" ry=\"5\" x=\"17.5\" y=\"35\" width=\"185\" height=\"44\"/>"))
        #expect(svg.contains("x=\"17.5\" y=\"84\" width=\"185\" height=\"56\"/>"))
        #expect(svg.contains("stroke=\"orange\""))
        // column: 25 (title) + 44 + 5 + 56 + 10
        #expect(svg.contains("x=\"10\" y=\"10\" width=\"200\" height=\"140\"/>"))
        #expect(drawing.height == 160)
        #expect(DiagramFront.count("class=\"node\"", in: svg) == 2)
    }

    @Test func ticketsBecomeSafeLinks() throws {
        let config = "---\nconfig:\n  kanban:\n    ticketBaseUrl: 'https://example.com/browse/#TICKET#'\n---\n"
        let svg = try KanbanHarness.render(config + "kanban\n c[C]\n  a[A]@{ ticket: MC-7 }").body.output
        #expect(svg.contains("<a class=\"kanban-ticket-link\" href=\"https://example.com/browse/MC-7\">"))
        let unsafe = "---\nconfig:\n  kanban:\n    ticketBaseUrl: 'javascript:alert(1)//#TICKET#'\n---\n"
        let plain = try KanbanHarness.render(unsafe + "kanban\n c[C]\n  a[A]@{ ticket: MC-7 }").body.output
        #expect(!plain.contains("<a "))
        #expect(plain.contains(">MC-7</text>"))
    }

    @Test func longLabelsWrapInsideTheCard() throws {
        let svg = try KanbanHarness.render("kanban\n c[C]\n  a[" + String(repeating: "word ", count: 40) + "]").body.output
        #expect(DiagramFront.count("<tspan", in: svg) > 5)
    }

    @Test func colorsAreThemeVariables() throws {
        let drawing = try KanbanHarness.render("kanban\n c[C]\n  a[A]")
        #expect(drawing.css.contains(".section-0 rect{fill:"))
        #expect(drawing.css.contains(".node rect{fill:"))
    }
}

/// mermaid's docs examples: every word mermaid shows is in ours, the role is the same, and no
/// `foreignObject`. Skips when `../shared/corpus` is absent.
@Suite struct KanbanCorpusTests {
    static func cases() -> [(String, String)] { MermaidCorpus.referencePairs(keyword: "kanban", docsFolder: "kanban") }

    @Test func corpusIsPresentOrSkipped() {
        if MermaidCorpus.directory == nil { print("skipping kanban corpus tests: ../shared/corpus not found") }
    }

    /// Printed; the bound is generous so a loaded machine or a debug build does not fail it.
    @Test func docsExamplesRenderQuickly() throws {
        guard let median = try ChartChecks.medianRenderTime(folder: "kanban") else { return }
        #expect(median < 100)
    }

    @Test(arguments: cases())
    func everyWordMermaidShowsIsThere(mmd: String, reference: String) throws {
        try ChartChecks.corpusWords(mmd: mmd, reference: reference, role: "kanban")
    }
}

/// Whatever the input, the kanban renderer draws something finite or throws a `MermaidError`.
@Suite struct KanbanFuzzTests {
    private func check(_ text: String) {
        let violation = FuzzProperty.violation(for: text) { try KanbanHarness.render($0) }
        #expect(violation == nil, "\(violation ?? "")")
    }

    static let base = "kanban\n  Todo\n    [Docs]\n    d[Blog]@{ ticket: MC-1, assigned: 'k', priority: 'High' }\n  id9((Done))\n    x{{y}}@{ label: \"z\" }"

    @Test func mutationsPrefixesAndRandomBytes() {
        ChartChecks.fuzz(keyword: "kanban", base: Self.base, header: "kanban\n", seed: 5, render: KanbanHarness.render)
    }

    @Test func bigBoardsStayFastAndHugeOnesAreRefused() throws {
        let long = String(repeating: "x", count: 100_000)
        check("kanban\n c[\(long)]\n  a[\(long)]@{ assigned: \(long) }")
        let many = "kanban\n" + (0..<200).map { " c\($0)\n" + String(repeating: "  t[t]\n", count: 50) }.joined()
        let start = Date()
        let svg = try KanbanHarness.render(many).body.output
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(DiagramFront.count("class=\"node\"", in: svg) == 10_000)
        let error = DiagramTestKit.failure { try KanbanHarness.render("kanban\n c\n" + String(repeating: "  t\n", count: 20_001)) }
        #expect(error?.message.contains("more than") == true)
    }
}

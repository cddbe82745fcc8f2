import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidER

/// Property: whatever the input, the ER renderer either draws or throws a `MermaidError` with a
/// line inside the input. It never crashes and never hangs (all inputs are bounded).
@Suite struct ERFuzzTests {
    private let fuzz = DiagramFuzzPasses(header: "erDiagram") { try DiagramHarness.render($0) }

    private func check(_ text: String) {
        #expect(fuzz.check([text]) == [])
    }

    @Test func mutatedCorpusDiagrams() {
        #expect(fuzz.mutatedCorpus(keywords: ["erDiagram"]) == [])
    }

    @Test func handWrittenMutations() throws {
        #expect(fuzz.mutationsAndTruncations(of: try ERDiagramRendererTests.fixture("library.mmd"), seed: 15) == [])
    }

    @Test func shuffledLines() throws {
        #expect(fuzz.shuffledLines(try ERDiagramRendererTests.fixture("library.mmd").split(separator: "\n").map(String.init), seed: 3) == [])
    }

    @Test func deepNestingAndLongLinesAreBounded() {
        check("erDiagram\n" + String(repeating: "A {\n", count: 5000) + String(repeating: "}\n", count: 5000))
        check("erDiagram\n" + String(repeating: "A{int x}", count: 20_000))
        check("erDiagram\n" + String(repeating: "[", count: 50_000))
        check("erDiagram\nA " + String(repeating: "||--", count: 20_000) + " B : x")
        check("erDiagram\n" + String(repeating: "A:::", count: 20_000))
    }

    @Test func randomBytes() {
        #expect(fuzz.randomBytes(seed: 11) == [])
    }

    /// 1,000 entities with attributes and 999 relationships: must finish (timing is for the
    /// benchmarks; the bound here only catches a runaway).
    @Test func thousandEntities() throws {
        var text = "erDiagram\n"
        for i in 0..<1000 {
            text += "E\(i) {\nint id PK\nstring name \"n\(i)\"\n}\n"
            if i > 0 { text += "E\(i / 2) ||--o{ E\(i) : has\n" }
        }
        let start = ContinuousClock.now
        let drawing = try DiagramHarness.render(text)
        let elapsed = ContinuousClock.now - start
        #expect(SVGRoleCounter(drawing.body.output).nodes == 1000)
        #expect(SVGRoleCounter(drawing.body.output).edges == 999)
        #expect(elapsed < .seconds(30), "1,000 entities took \(elapsed)")
    }
}

import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidC4

/// Property: whatever the input, the C4 renderer either draws or throws a `MermaidError` with a
/// line inside the input; it never crashes and never hangs.
@Suite struct C4FuzzTests {
    private let fuzz = DiagramFuzzPasses(header: "C4Container") { try DiagramHarness.render($0) }

    private func check(_ text: String) {
        #expect(fuzz.check([text]) == [])
    }

    @Test func mutatedCorpusDiagrams() {
        #expect(fuzz.mutatedCorpus(keywords: C4DiagramRenderer.keywords) == [])
    }

    @Test func handWrittenMutationsAndTruncations() {
        #expect(fuzz.mutationsAndTruncations(of: C4Fixtures.library, seed: 41) == [])
    }

    @Test func shuffledLines() {
        #expect(fuzz.shuffledLines(C4Fixtures.library.split(separator: "\n").dropFirst().map(String.init), seed: 9) == [])
    }

    @Test func deepNestingAndLongLinesAreBounded() {
        check("C4Context\n" + (0..<2000).map { "Boundary(b\($0), \"B\") {" }.joined(separator: "\n") + "\nSystem(s, \"S\")\n"
              + String(repeating: "}\n", count: 2000))
        check("C4Context\n" + String(repeating: "}", count: 10_000))
        check("C4Context\nSystem(s, \"" + String(repeating: "x", count: 50_000) + "\")")
        check("C4Context\nSystem(s" + String(repeating: ", a", count: 20_000) + ")")
        check("C4Context\nSystem(s, \"S\")\n" + String(repeating: "Rel(s, s, \"self\")\n", count: 3000))
    }

    @Test func randomBytes() {
        #expect(DiagramFuzzPasses(header: "C4Context") { try DiagramHarness.render($0) }.randomBytes(seed: 19) == [])
    }

    /// 1,000 elements in 20 boundaries with 999 relationships: must finish (timing is for the
    /// benchmarks; the bound only catches a runaway).
    @Test func thousandElements() throws {
        var text = "C4Container\n"
        for b in 0..<20 {
            text += "Container_Boundary(b\(b), \"Boundary \(b)\") {\n"
            for i in 0..<50 { text += "Container(e\(b * 50 + i), \"Element \(b * 50 + i)\", \"Swift\", \"Does thing \(i)\")\n" }
            text += "}\n"
        }
        for i in 1..<1000 { text += "Rel(e\(i / 2), e\(i), \"calls\")\n" }
        let start = ContinuousClock.now
        let drawing = try DiagramHarness.render(text)
        let elapsed = ContinuousClock.now - start
        let counts = C4Counts(drawing.body.output)
        #expect(counts == C4Counts(elements: 1000, relations: 999), "\(counts)")
        #expect(elapsed < .seconds(30), "1,000 elements took \(elapsed)")
    }
}

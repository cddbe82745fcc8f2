import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidC4

/// Property: whatever the input, the C4 renderer either draws or throws a `MermaidError` with a
/// line inside the input; it never crashes and never hangs.
@Suite struct C4FuzzTests {
    private func check(_ text: String) {
        let violation = FuzzProperty.violation(for: text) { try DiagramHarness.render($0) }
        #expect(violation == nil, "\(violation ?? "")")
    }

    @Test func mutatedCorpusDiagrams() {
        let texts = FuzzInputs.corpusTexts(keywords: C4DiagramRenderer.keywords)
        for (index, text) in texts.enumerated() {
            for mutated in FuzzInputs.mutations(of: text, seed: UInt64(index + 1), count: 40) { check(mutated) }
        }
    }

    @Test func handWrittenMutationsAndTruncations() {
        let base = C4Fixtures.library
        for mutated in FuzzInputs.mutations(of: base, seed: 41, count: 300) { check(mutated) }
        for prefix in stride(from: 0, through: base.count, by: 3) { check(String(base.prefix(prefix))) }
    }

    @Test func shuffledLines() {
        let lines = C4Fixtures.library.split(separator: "\n").dropFirst().map(String.init)
        var rng = SeededRandom(seed: 9)
        for _ in 0..<50 { check("C4Container\n" + lines.shuffled(using: &rng).joined(separator: "\n")) }
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
        var rng = SeededRandom(seed: 19)
        for _ in 0..<200 {
            let bytes = (0..<Int(rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            check("C4Context\n" + String(decoding: bytes, as: UTF8.self))
        }
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

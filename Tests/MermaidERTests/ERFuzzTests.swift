import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidER

/// Property: whatever the input, the ER renderer either draws or throws a `MermaidError` with a
/// line inside the input. It never crashes and never hangs (all inputs are bounded).
@Suite struct ERFuzzTests {
    private func check(_ text: String) {
        let violation = FuzzProperty.violation(for: text) { try DiagramHarness.render($0) }
        #expect(violation == nil, "\(violation ?? "")")
    }

    @Test func mutatedCorpusDiagrams() {
        let texts = FuzzInputs.corpusTexts(keywords: ["erDiagram"])
        for (index, text) in texts.enumerated() {
            for mutated in FuzzInputs.mutations(of: text, seed: UInt64(index + 1), count: 40) { check(mutated) }
        }
    }

    @Test func handWrittenMutations() throws {
        let base = try ERDiagramRendererTests.fixture("library.mmd")
        for mutated in FuzzInputs.mutations(of: base, seed: 15, count: 300) { check(mutated) }
        for prefix in stride(from: 0, through: base.count, by: 3) { check(String(base.prefix(prefix))) }
    }

    @Test func shuffledLines() throws {
        let lines = try ERDiagramRendererTests.fixture("library.mmd").split(separator: "\n").map(String.init)
        var rng = SeededRandom(seed: 3)
        for _ in 0..<50 { check("erDiagram\n" + lines.shuffled(using: &rng).joined(separator: "\n")) }
    }

    @Test func deepNestingAndLongLinesAreBounded() {
        check("erDiagram\n" + String(repeating: "A {\n", count: 5000) + String(repeating: "}\n", count: 5000))
        check("erDiagram\n" + String(repeating: "A{int x}", count: 20_000))
        check("erDiagram\n" + String(repeating: "[", count: 50_000))
        check("erDiagram\nA " + String(repeating: "||--", count: 20_000) + " B : x")
        check("erDiagram\n" + String(repeating: "A:::", count: 20_000))
    }

    @Test func randomBytes() {
        var rng = SeededRandom(seed: 11)
        for _ in 0..<200 {
            let bytes = (0..<Int(rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            check("erDiagram\n" + String(decoding: bytes, as: UTF8.self))
        }
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

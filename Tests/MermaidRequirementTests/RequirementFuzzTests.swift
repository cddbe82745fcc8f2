import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidRequirement

/// Property: whatever the input, the requirement renderer either draws or throws a
/// `MermaidError` with a line inside the input; it never crashes and never hangs.
@Suite struct RequirementFuzzTests {
    private func check(_ text: String) {
        let violation = FuzzProperty.violation(for: text) { try DiagramHarness.render($0) }
        #expect(violation == nil, "\(violation ?? "")")
    }

    @Test func mutatedCorpusDiagrams() {
        let texts = FuzzInputs.corpusTexts(keywords: ["requirementDiagram"])
        for (index, text) in texts.enumerated() {
            for mutated in FuzzInputs.mutations(of: text, seed: UInt64(index + 1), count: 40) { check(mutated) }
        }
    }

    @Test func handWrittenMutationsAndTruncations() throws {
        let base = try RequirementDiagramRendererTests.fixture("braking.mmd")
        for mutated in FuzzInputs.mutations(of: base, seed: 21, count: 300) { check(mutated) }
        for prefix in stride(from: 0, through: base.count, by: 3) { check(String(base.prefix(prefix))) }
    }

    @Test func shuffledLines() throws {
        let lines = try RequirementDiagramRendererTests.fixture("braking.mmd").split(separator: "\n").map(String.init)
        var rng = SeededRandom(seed: 5)
        for _ in 0..<50 { check("requirementDiagram\n" + lines.shuffled(using: &rng).joined(separator: "\n")) }
    }

    @Test func deepNestingAndLongLinesAreBounded() {
        check("requirementDiagram\n" + String(repeating: "element a {\n", count: 5000) + String(repeating: "}\n", count: 5000))
        check("requirementDiagram\n" + String(repeating: "element a {} ", count: 20_000))
        check("requirementDiagram\nelement a {\n}\n" + String(repeating: "a - traces -> ", count: 10_000) + "a")
        check("requirementDiagram\nrequirement a" + String(repeating: ":::x", count: 20_000) + " {\n}")
    }

    @Test func randomBytes() {
        var rng = SeededRandom(seed: 13)
        for _ in 0..<200 {
            let bytes = (0..<Int(rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            check("requirementDiagram\n" + String(decoding: bytes, as: UTF8.self))
        }
    }

    /// 1,000 requirements and elements with 999 relations: must finish (timing is for the
    /// benchmarks; the bound only catches a runaway).
    @Test func thousandElements() throws {
        var text = "requirementDiagram\n"
        for i in 0..<1000 {
            text += i % 2 == 0 ? "requirement r\(i) {\nid: \(i)\ntext: item \(i)\nrisk: low\nverifymethod: test\n}\n"
                               : "element r\(i) {\ntype: part\n}\n"
        }
        for i in 1..<1000 { text += "r\(i / 2) - \(i % 3 == 0 ? "contains" : "traces") -> r\(i)\n" }
        let start = ContinuousClock.now
        let drawing = try DiagramHarness.render(text)
        let elapsed = ContinuousClock.now - start
        let roles = SVGRoleCounter(drawing.body.output)
        #expect(roles.nodes == 1000 && roles.edges == 999)
        #expect(elapsed < .seconds(30), "1,000 elements took \(elapsed)")
    }
}

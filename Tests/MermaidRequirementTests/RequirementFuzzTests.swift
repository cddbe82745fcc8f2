import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidRequirement

/// Property: whatever the input, the requirement renderer either draws or throws a
/// `MermaidError` with a line inside the input; it never crashes and never hangs.
@Suite struct RequirementFuzzTests {
    private let fuzz = DiagramFuzzPasses(header: "requirementDiagram") { try DiagramHarness.render($0) }

    private func check(_ text: String) {
        #expect(fuzz.check([text]) == [])
    }

    @Test func mutatedCorpusDiagrams() {
        #expect(fuzz.mutatedCorpus(keywords: ["requirementDiagram"]) == [])
    }

    @Test func handWrittenMutationsAndTruncations() throws {
        #expect(fuzz.mutationsAndTruncations(of: try RequirementDiagramRendererTests.fixture("braking.mmd"), seed: 21) == [])
    }

    @Test func shuffledLines() throws {
        #expect(fuzz.shuffledLines(try RequirementDiagramRendererTests.fixture("braking.mmd").split(separator: "\n").map(String.init), seed: 5) == [])
    }

    @Test func deepNestingAndLongLinesAreBounded() {
        check("requirementDiagram\n" + String(repeating: "element a {\n", count: 5000) + String(repeating: "}\n", count: 5000))
        check("requirementDiagram\n" + String(repeating: "element a {} ", count: 20_000))
        check("requirementDiagram\nelement a {\n}\n" + String(repeating: "a - traces -> ", count: 10_000) + "a")
        check("requirementDiagram\nrequirement a" + String(repeating: ":::x", count: 20_000) + " {\n}")
    }

    @Test func randomBytes() {
        #expect(fuzz.randomBytes(seed: 13) == [])
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

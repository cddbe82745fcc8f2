import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidMindmap

/// Property: whatever the input, the mindmap renderer either draws or throws a `MermaidError`
/// with a position inside the input; it never crashes or hangs.
@Suite struct MindmapFuzzTests {
    private func check(_ text: String) {
        let violation = FuzzProperty.violation(for: text) { try DiagramHarness.render($0) }
        #expect(violation == nil, "\(violation ?? "")")
    }

    @Test func mutatedCorpusDiagrams() {
        let texts = FuzzInputs.corpusTexts(keywords: ["mindmap"])
        if texts.isEmpty { print("skipping mindmap corpus mutations: ../shared/corpus not found") }
        for (index, text) in texts.enumerated() {
            for mutated in FuzzInputs.mutations(of: text, seed: UInt64(index + 23), count: 40) { check(mutated) }
        }
    }

    @Test func handWrittenMutations() throws {
        let base = try DiagramHarness.fixture("project")
        for mutated in FuzzInputs.mutations(of: base, seed: 23, count: 300) { check(mutated) }
        for prefix in 0...base.count { check(String(base.prefix(prefix))) }
    }

    @Test func unclosedMarkdownStringIsBounded() {
        check("mindmap\n  a[\"`open\n" + String(repeating: "more\n", count: 3000))
    }

    @Test func tooManyNodesIsAnError() {
        let text = "mindmap\nroot\n" + String(repeating: "  x\n", count: MindmapParser.maxNodes)
        #expect(throws: MermaidError.self) { try DiagramHarness.render(text) }
    }

    @Test func randomBytes() {
        var rng = SeededRandom(seed: 23)
        for _ in 0..<200 {
            let bytes = (0..<Int(rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            check("mindmap\n" + String(decoding: bytes, as: UTF8.self))
        }
    }
}

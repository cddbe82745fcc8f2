import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidGitGraph

/// Property: whatever the input, the gitGraph renderer either draws or throws a `MermaidError`
/// with a position inside the input; it never crashes or hangs.
@Suite struct GitGraphFuzzTests {
    private func check(_ text: String) {
        let violation = FuzzProperty.violation(for: text) { try DiagramHarness.render($0) }
        #expect(violation == nil, "\(violation ?? "")")
    }

    @Test func mutatedCorpusDiagrams() {
        let texts = FuzzInputs.corpusTexts(keywords: ["gitGraph"])
        if texts.isEmpty { print("skipping gitGraph corpus mutations: ../shared/corpus not found") }
        for (index, text) in texts.enumerated() {
            for mutated in FuzzInputs.mutations(of: text, seed: UInt64(index + 17), count: 30) { check(mutated) }
        }
    }

    @Test func handWrittenMutations() throws {
        let base = try DiagramHarness.fixture("release-flow")
        for mutated in FuzzInputs.mutations(of: base, seed: 17, count: 300) { check(mutated) }
        for prefix in 0...base.count { check(String(base.prefix(prefix))) }
    }

    @Test func shuffledLinesOfVerticalFixture() throws {
        let base = try DiagramHarness.fixture("vertical")
        var rng = SeededRandom(seed: 9)
        let lines = base.split(separator: "\n").map(String.init)
        for _ in 0..<100 {
            check(([lines[0], lines[1]] + lines.dropFirst(2).shuffled(using: &rng)).joined(separator: "\n"))
        }
    }

    @Test func manyBranchesAndDeepMerges() {
        var text = "gitGraph\ncommit\n"
        for i in 0..<300 { text += "branch b\(i)\ncommit\n" }
        for i in stride(from: 298, through: 0, by: -1) { text += "checkout b\(i)\nmerge b\(i + 1)\n" }
        check(text)
    }

    @Test func tooManyCommitsIsAnError() {
        let text = "gitGraph\n" + String(repeating: "commit\n", count: GitGraphParser.maxCommits + 1)
        #expect(throws: MermaidError.self) { try DiagramHarness.render(text) }
    }

    @Test func randomBytes() {
        var rng = SeededRandom(seed: 17)
        for _ in 0..<200 {
            let bytes = (0..<Int(rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            check("gitGraph\n" + String(decoding: bytes, as: UTF8.self))
        }
    }
}

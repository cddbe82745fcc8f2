import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidBlock

/// Property: whatever the input, the block renderer either draws or throws a `MermaidError` with
/// a line inside the input; it never crashes and never hangs.
@Suite struct BlockFuzzTests {
    private func check(_ text: String) {
        let violation = FuzzProperty.violation(for: text) { try DiagramHarness.render($0) }
        #expect(violation == nil, "\(violation ?? "")")
    }

    @Test func mutatedCorpusDiagrams() {
        let texts = FuzzInputs.corpusTexts(keywords: ["block-beta", "block"])
        for (index, text) in texts.enumerated() {
            for mutated in FuzzInputs.mutations(of: text, seed: UInt64(index + 1), count: 30) { check(mutated) }
        }
    }

    @Test func handWrittenMutationsAndTruncations() throws {
        let base = try BlockDiagramRendererTests.fixture("pipeline.mmd")
        for mutated in FuzzInputs.mutations(of: base, seed: 31, count: 300) { check(mutated) }
        for prefix in stride(from: 0, through: base.count, by: 3) { check(String(base.prefix(prefix))) }
    }

    @Test func shuffledLines() throws {
        let lines = try BlockDiagramRendererTests.fixture("pipeline.mmd").split(separator: "\n").map(String.init)
        var rng = SeededRandom(seed: 8)
        for _ in 0..<50 { check("block-beta\n" + lines.shuffled(using: &rng).joined(separator: "\n")) }
    }

    @Test func deepNestingAndLongLinesAreBounded() {
        check("block-beta\n" + String(repeating: "block\n", count: 5000) + "a\n" + String(repeating: "end\n", count: 5000))
        check("block-beta\n" + String(repeating: "block\n", count: 90) + "a\n" + String(repeating: "end\n", count: 90))
        check("block-beta\n" + String(repeating: "a:1000 ", count: 5000))
        check("block-beta\ncolumns 1000\n" + String(repeating: "x ", count: 10_000))
        check("block-beta\na\n" + String(repeating: "a --> ", count: 5000) + "a")
        check("block-beta\n" + String(repeating: "a[", count: 20_000))
    }

    @Test func randomBytes() {
        var rng = SeededRandom(seed: 17)
        for _ in 0..<200 {
            let bytes = (0..<Int(rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            check("block-beta\n" + String(decoding: bytes, as: UTF8.self))
        }
    }

    /// 1,000 blocks in nested containers with 999 edges: must finish (timing is for the
    /// benchmarks; the bound only catches a runaway).
    @Test func thousandBlocks() throws {
        var text = "block-beta\ncolumns 10\n"
        for group in 0..<10 {
            text += "block:g\(group)\ncolumns 10\n"
            for i in 0..<100 { text += "b\(group * 100 + i)[\"block \(group * 100 + i)\"] " }
            text += "\nend\n"
        }
        for i in 1..<1000 { text += "b\(i - 1) --> b\(i)\n" }
        let start = ContinuousClock.now
        let drawing = try DiagramHarness.render(text)
        let elapsed = ContinuousClock.now - start
        let svg = drawing.body.output
        #expect(SVGRoleCounter(svg).nodes == 1010)
        #expect(DiagramFront.count("flowchart-link\"", in: svg) == 999)
        #expect(elapsed < .seconds(30), "1,000 blocks took \(elapsed)")
    }
}

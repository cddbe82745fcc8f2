import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidBlock

/// Property: whatever the input, the block renderer either draws or throws a `MermaidError` with
/// a line inside the input; it never crashes and never hangs.
@Suite struct BlockFuzzTests {
    private let fuzz = DiagramFuzzPasses(header: "block-beta") { try DiagramHarness.render($0) }

    private func check(_ text: String) {
        #expect(fuzz.check([text]) == [])
    }

    @Test func mutatedCorpusDiagrams() {
        #expect(fuzz.mutatedCorpus(keywords: ["block-beta", "block"], count: 30) == [])
    }

    @Test func handWrittenMutationsAndTruncations() throws {
        #expect(fuzz.mutationsAndTruncations(of: try BlockDiagramRendererTests.fixture("pipeline.mmd"), seed: 31) == [])
    }

    @Test func shuffledLines() throws {
        #expect(fuzz.shuffledLines(try BlockDiagramRendererTests.fixture("pipeline.mmd").split(separator: "\n").map(String.init), seed: 8) == [])
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
        #expect(fuzz.randomBytes(seed: 17) == [])
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

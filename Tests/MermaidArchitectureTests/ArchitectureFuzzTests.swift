import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidArchitecture

/// Property: whatever the input, the architecture renderer either draws or throws a
/// `MermaidError` with a line inside the input; it never crashes and never hangs.
@Suite struct ArchitectureFuzzTests {
    private func check(_ text: String) {
        let violation = FuzzProperty.violation(for: text) { try DiagramHarness.render($0) }
        #expect(violation == nil, "\(violation ?? "")")
    }

    @Test func mutatedCorpusDiagrams() {
        let texts = FuzzInputs.corpusTexts(keywords: ["architecture-beta"])
        for (index, text) in texts.enumerated() {
            for mutated in FuzzInputs.mutations(of: text, seed: UInt64(index + 1), count: 60) { check(mutated) }
        }
    }

    @Test func handWrittenMutationsAndTruncations() {
        let base = ArchitectureFixtures.shop
        for mutated in FuzzInputs.mutations(of: base, seed: 31, count: 300) { check(mutated) }
        for prefix in stride(from: 0, through: base.count, by: 3) { check(String(base.prefix(prefix))) }
    }

    @Test func shuffledLines() {
        let lines = ArchitectureFixtures.shop.split(separator: "\n").dropFirst().map(String.init)
        var rng = SeededRandom(seed: 7)
        for _ in 0..<50 { check("architecture-beta\n" + lines.shuffled(using: &rng).joined(separator: "\n")) }
    }

    @Test func deepNestingAndLongLinesAreBounded() {
        var nested = "architecture-beta\ngroup g0[G0]\n"
        for i in 1..<2000 { nested += "group g\(i)[G\(i)] in g\(i - 1)\n" }
        nested += "service s(server)[S] in g1999\n"
        check(nested)
        var cycle = "architecture-beta\n"
        for i in 0..<500 { cycle += "group g\(i)[G] in g\((i + 1) % 500)\n" }
        check(cycle + "service s(disk)[S] in g0\n")
        check("architecture-beta\nservice a(disk)[" + String(repeating: "x", count: 50_000) + "]")
        check("architecture-beta\nservice a[A]\n" + String(repeating: "a:R -- L:a\n", count: 5000))
        check("architecture-beta\nservice a(" + String(repeating: "(", count: 20_000))
    }

    @Test func randomBytes() {
        var rng = SeededRandom(seed: 17)
        for _ in 0..<200 {
            let bytes = (0..<Int(rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            check("architecture-beta\n" + String(decoding: bytes, as: UTF8.self))
        }
    }

    /// 1,000 services in 10 groups with 999 edges: must finish (timing is for the benchmarks;
    /// the bound only catches a runaway).
    @Test func thousandServices() throws {
        var text = "architecture-beta\n"
        for g in 0..<10 { text += "group g\(g)(cloud)[Group \(g)]\n" }
        let icons = ArchitectureDiagramParser.builtInIcons
        for i in 0..<1000 { text += "service s\(i)(\(icons[i % icons.count]))[Service \(i)] in g\(i % 10)\n" }
        let sides = ["R -- L", "B -- T", "L -- R", "T -- B", "R --> T"]
        for i in 1..<1000 {
            let pair = sides[i % sides.count].split(separator: " ")
            text += "s\(i / 2):\(pair[0]) \(pair[1]) \(pair[2]):s\(i)\n"
        }
        let start = ContinuousClock.now
        let drawing = try DiagramHarness.render(text)
        let elapsed = ContinuousClock.now - start
        let roles = SVGRoleCounter(drawing.body.output)
        #expect(roles.nodes == 1000 && roles.edges == 999 && roles.clusters == 10, "\(roles)")
        #expect(elapsed < .seconds(30), "1,000 services took \(elapsed)")
    }
}

import Testing
@testable import GraphLayout

/// Invariants over many seeded random graphs with nested clusters, labels, loops and multi-edges.
@Suite struct LayoutPropertyTests {
    @Test(arguments: LayoutDirection.allCases)
    func randomGraphsKeepInvariants(direction: LayoutDirection) {
        var failures: [String] = []
        for seed in UInt64(1)...60 {
            let n = Int(seed % 17) + 2
            let g = LayoutFixtures.randomGraph(seed: seed &* 7919, nodes: n, edges: n + Int(seed % 9), clusters: Int(seed % 6),
                                               direction: direction)
            let r = LayeredLayout.layout(g)
            let problems = LayoutFixtures.violations(g, r)
            if !problems.isEmpty { failures.append("seed \(seed): \(problems.prefix(3))") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test func orthogonalRandomGraphsKeepInvariants() {
        var failures: [String] = []
        for seed in UInt64(100)...140 {
            var g = LayoutFixtures.randomGraph(seed: seed, nodes: 12, edges: 16, clusters: 3)
            g.orthogonalRouting = true
            let r = LayeredLayout.layout(g)
            let problems = LayoutFixtures.violations(g, r)
            if !problems.isEmpty { failures.append("seed \(seed): \(problems.prefix(3))") }
            for (id, points) in r.edgePoints where g.edges.first(where: { $0.id == id }).map({ $0.source != $0.target }) ?? false {
                for i in 1..<points.count {
                    let a = points[i - 1], b = points[i]
                    if abs(a.x - b.x) > 0.01 && abs(a.y - b.y) > 0.01 { failures.append("seed \(seed): edge \(id) not orthogonal") }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}

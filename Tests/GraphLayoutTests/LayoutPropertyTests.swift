import Testing
@testable import GraphLayout

/// Invariants over many seeded random graphs with nested clusters, labels, loops and multi-edges.
@Suite struct LayoutPropertyTests {
    @Test(arguments: LayoutDirection.allCases)
    func randomGraphsKeepInvariants(direction: LayoutDirection) {
        var failures: [String] = []
        for seed in UInt64(1)...60 {
            let n = Int(seed % 17) + 2
            var g = LayoutFixtures.randomGraph(seed: seed &* 7919, nodes: n, edges: n + Int(seed % 9), clusters: Int(seed % 6),
                                               direction: direction)
            // Every cluster rule gets its share of runs.
            g.clusterDirections = [ClusterDirectionRule.explicitOnly, .mermaid, .mermaidState][Int(seed % 3)]
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
            g.clusterDirections = [ClusterDirectionRule.explicitOnly, .mermaid, .mermaidState][Int(seed % 3)]
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

/// The invariant checker itself must catch broken layouts, or the property tests prove nothing.
@Suite struct InvariantCheckerTests {
    @Test func catchesOverlapsAndEscapes() {
        var g = LayoutGraph()
        g.clusters = [LayoutCluster(id: "p"), LayoutCluster(id: "q")]
        g.nodes = [LayoutNode(id: "a", width: 10, height: 10, cluster: "p"), LayoutNode(id: "b", width: 10, height: 10),
                   LayoutNode(id: "c", width: 10, height: 10, cluster: "q")]
        var r = LayoutResult(width: 100, height: 100)
        r.nodes = ["a": LayoutBox(x: 10, y: 10, width: 10, height: 10), "b": LayoutBox(x: 14, y: 14, width: 10, height: 10),
                   "c": LayoutBox(x: 80, y: 80, width: 10, height: 10)]
        r.clusters = ["p": LayoutBox(x: 12, y: 12, width: 30, height: 30), "q": LayoutBox(x: 20, y: 20, width: 20, height: 20)]
        r.edgeLabels = ["e": LayoutBox(x: 80, y: 80, width: 4, height: 4)]
        let problems = LayoutFixtures.violations(g, r).joined(separator: "\n")
        #expect(problems.contains("nodes a and b overlap") || problems.contains("nodes b and a overlap"))
        #expect(problems.contains("cluster q does not contain c"))
        #expect(problems.contains("overlap") && problems.contains("foreign cluster"))
        #expect(problems.contains("clusters p and q overlap") || problems.contains("clusters q and p overlap"))
        #expect(problems.contains("label e overlaps node c"))
    }
}

import TestRandom
import Testing
@testable import GraphLayout

/// Huge inputs must finish (bounded work everywhere) and still be sound. No timing assertions:
/// speed is measured by the bench target.
@Suite struct LargeGraphTests {
    /// 1.5 edges a node between `n0`…: half to a node shortly after, half anywhere (back edges too).
    static func randomEdges(nodes n: Int, using rng: inout SeededGenerator) -> [LayoutEdge] {
        (0..<(n * 3 / 2)).map { e in
            let a = Int.random(in: 0..<n, using: &rng)
            let b = Bool.random(using: &rng) ? min(n - 1, a + Int.random(in: 1...20, using: &rng)) : Int.random(in: 0..<n, using: &rng)
            return LayoutEdge(id: "e\(e)", source: "n\(a)", target: "n\(b)")
        }
    }

    @Test func tenThousandNodeRandomGraphCompletes() {
        var rng = SeededGenerator(seed: 10_000)
        var g = LayoutGraph()
        let n = 10_000
        for v in 0..<n { g.nodes.append(LayoutNode(id: "n\(v)", width: Double.random(in: 20...80, using: &rng), height: 30)) }
        g.edges = Self.randomEdges(nodes: n, using: &rng)
        let r = LayeredLayout.layout(g)
        #expect(r.nodes.count == n)
        #expect(LayoutFixtures.violations(g, r, checkLabels: false).isEmpty)
    }

    @Test func tenThousandNodeOrthogonalGraphWithClustersCompletes() {
        // `layout: elk`: sifted tracks, cluster rank order and dummies inside clusters stay bounded.
        var rng = SeededGenerator(seed: 10_001)
        var g = LayoutGraph(orthogonalRouting: true)
        let n = 10_000
        g.clusters = (0..<200).map { LayoutCluster(id: "c\($0)", parent: $0 >= 100 ? "c\($0 - 100)" : nil, titleWidth: 30, titleHeight: 12) }
        for v in 0..<n {
            g.nodes.append(LayoutNode(id: "n\(v)", width: Double.random(in: 20...80, using: &rng), height: 30,
                                      cluster: v % 3 == 0 ? "c\(v % 200)" : nil))
        }
        g.edges = Self.randomEdges(nodes: n, using: &rng)
        let r = LayeredLayout.layout(g)
        #expect(r.nodes.count == n)
        #expect(r.edgePoints.count > n)
    }

    @Test func tenThousandNodeChainCompletes() {
        var g = LayoutGraph(direction: .leftToRight)
        g.nodes = (0..<10_000).map { LayoutNode(id: "n\($0)", width: 30, height: 20) }
        g.edges = (1..<10_000).map { LayoutEdge(id: "e\($0)", source: "n\($0 - 1)", target: "n\($0)") }
        let r = LayeredLayout.layout(g)
        #expect(r.nodes.count == 10_000)
        #expect(r.nodes["n0"]!.x < r.nodes["n9999"]!.x)
    }
}

@Suite struct ManyClustersTests {
    @Test func thousandsOfIsolatedClustersFinish() {
        var g = LayoutGraph()
        for c in 0..<2_000 {
            g.clusters.append(LayoutCluster(id: "c\(c)", titleWidth: 30, titleHeight: 12))
            g.nodes.append(LayoutNode(id: "a\(c)", width: 30, height: 20, cluster: "c\(c)"))
            g.nodes.append(LayoutNode(id: "b\(c)", width: 30, height: 20, cluster: "c\(c)"))
            g.edges.append(LayoutEdge(id: "e\(c)", source: "a\(c)", target: "b\(c)"))
        }
        let r = LayeredLayout.layout(g)
        #expect(r.clusters.count == 2_000)
        #expect(LayoutFixtures.violations(g, r).isEmpty)
    }
}

import Testing
@testable import GraphLayout

@Suite struct SmokeTests {
    static func seedLike(_ direction: LayoutDirection = .topToBottom) -> LayoutGraph {
        var g = LayoutGraph(direction: direction)
        g.clusters = [LayoutCluster(id: "Swift", titleWidth: 90, titleHeight: 20), LayoutCluster(id: "Bridge", titleWidth: 50, titleHeight: 20),
                      LayoutCluster(id: "UIKit", titleWidth: 80, titleHeight: 20)]
        let nodes: [(String, Double, String?)] = [("A", 100, "Swift"), ("B", 250, "Swift"), ("State", 280, "Swift"), ("Controls", 150, "Swift"),
                                                   ("Bindings", 240, "Bridge"), ("C", 120, "Bridge"), ("Props", 170, "UIKit"),
                                                   ("Draw", 130, "UIKit"), ("CG", 170, "UIKit"), ("Needs", 140, nil)]
        g.nodes = nodes.map { LayoutNode(id: $0.0, width: $0.1, height: $0.0 == "C" ? 80 : 40, cluster: $0.2) }
        let edges: [(String, String, Double)] = [("A", "B", 60), ("A", "State", 100), ("State", "Controls", 60), ("Controls", "State", 120),
                                                 ("B", "Bindings", 100), ("State", "Bindings", 100), ("B", "C", 120), ("C", "Props", 100),
                                                 ("C", "Draw", 110), ("Draw", "CG", 40), ("Bindings", "Props", 170), ("Props", "Needs", 110),
                                                 ("Needs", "Draw", 60)]
        g.edges = edges.enumerated().map { LayoutEdge(id: "e\($0.offset)", source: $0.element.0, target: $0.element.1, labelWidth: $0.element.2, labelHeight: 18) }
        return g
    }

    @Test func seedLikeFlowchart() {
        for d in LayoutDirection.allCases {
            let g = Self.seedLike(d)
            let r = LayeredLayout.layout(g)
            DebugDrawing.dump("seed-\(d.rawValue)", g, r)
            #expect(LayoutFixtures.violations(g, r).isEmpty)
        }
        var g = Self.seedLike()
        g.orthogonalRouting = true
        DebugDrawing.dump("seed-ortho", g, LayeredLayout.layout(g), curve: .linear)
    }

    @Test func clusterDump() {
        for d in LayoutDirection.allCases {
            var g = ClusterLayoutTests.twoClusters(d)
            g.edges.append(LayoutEdge(id: "loop", source: "d", target: "d", labelWidth: 40, labelHeight: 14))
            g.edges.append(LayoutEdge(id: "toC", source: "e", target: "inner", labelWidth: 50, labelHeight: 14))
            g.edges[0].labelWidth = 60
            g.edges[0].labelHeight = 16
            DebugDrawing.dump("clusters-\(d.rawValue)", g, LayeredLayout.layout(g))
            g.orthogonalRouting = true
            DebugDrawing.dump("clusters-ortho-\(d.rawValue)", g, LayeredLayout.layout(g), curve: .linear)
        }
    }

    @Test func randomDump() {
        for seed in UInt64(1)...6 {
            let g = LayoutFixtures.randomGraph(seed: seed &* 7919, nodes: 14, edges: 18, clusters: 4)
            DebugDrawing.dump("random-\(seed)", g, LayeredLayout.layout(g))
        }
    }
}

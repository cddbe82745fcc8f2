import Testing
@testable import GraphLayout

@Suite struct LayeredLayoutTests {
    @Test func emptyGraphGivesEmptyResult() {
        let r = LayeredLayout.layout(LayoutGraph())
        #expect(r.nodes.isEmpty && r.width == 0 && r.height == 0)
    }

    @Test(arguments: LayoutDirection.allCases)
    func directionDecidesWhereRanksGo(direction: LayoutDirection) {
        let g = LayoutFixtures.graph([("a", "b"), ("b", "c")], direction: direction)
        let r = LayeredLayout.layout(g)
        let a = r.nodes["a"]!, c = r.nodes["c"]!
        switch direction {
        case .topToBottom: #expect(a.y < c.y && a.x == c.x)
        case .bottomToTop: #expect(a.y > c.y && a.x == c.x)
        case .leftToRight: #expect(a.x < c.x && a.y == c.y)
        case .rightToLeft: #expect(a.x > c.x && a.y == c.y)
        }
        #expect(LayoutFixtures.violations(g, r).isEmpty)
        // Node sizes are never swapped in the result.
        #expect(a.width == 40 && a.height == 20)
    }

    @Test func horizontalLayoutsUseNodeWidthAlongTheRankAxis() {
        var g = LayoutFixtures.graph([("a", "b")], direction: .leftToRight)
        g.nodes[0].width = 200
        g.rankSpacing = 50
        let r = LayeredLayout.layout(g)
        #expect(abs(r.nodes["b"]!.minX - r.nodes["a"]!.maxX - 50) < 1e-9)
    }

    @Test func edgesRunBorderToBorder() {
        let g = LayoutFixtures.graph([("a", "b"), ("a", "c"), ("b", "c")])
        let r = LayeredLayout.layout(g)
        for e in g.edges {
            let points = r.edgePoints[e.id]!
            #expect(Self.onBorder(points.first!, r.nodes[e.source]!))
            #expect(Self.onBorder(points.last!, r.nodes[e.target]!))
        }
    }

    static func onBorder(_ p: LayoutPoint, _ b: LayoutBox) -> Bool {
        let onX = abs(p.x - b.minX) < 0.01 || abs(p.x - b.maxX) < 0.01
        let onY = abs(p.y - b.minY) < 0.01 || abs(p.y - b.maxY) < 0.01
        return (onX && p.y >= b.minY - 0.01 && p.y <= b.maxY + 0.01) || (onY && p.x >= b.minX - 0.01 && p.x <= b.maxX + 0.01)
    }

    @Test func reversedEdgesKeepTheirDirection() {
        let g = LayoutFixtures.graph([("a", "b"), ("b", "c"), ("c", "a")])
        let r = LayeredLayout.layout(g)
        let back = r.edgePoints["e2"]!
        #expect(Self.onBorder(back.first!, r.nodes["c"]!))
        #expect(Self.onBorder(back.last!, r.nodes["a"]!))
    }

    @Test func labelsTakeSpaceAndNeverCoverNodes() {
        var g = LayoutFixtures.graph([("a", "b"), ("a", "c"), ("b", "d"), ("c", "d"), ("a", "d")])
        for i in g.edges.indices { g.edges[i].labelWidth = 80; g.edges[i].labelHeight = 30 }
        for direction in LayoutDirection.allCases {
            g.direction = direction
            let r = LayeredLayout.layout(g)
            #expect(r.edgeLabels.count == 5)
            #expect(LayoutFixtures.violations(g, r).isEmpty)
            let label = r.edgeLabels["e0"]!
            #expect((direction == .leftToRight || direction == .rightToLeft) ? label.width == 80 : label.height == 30)
        }
    }

    @Test func labelledEdgePassesThroughItsLabel() {
        var g = LayoutFixtures.graph([("a", "b")])
        g.edges[0].labelWidth = 60
        g.edges[0].labelHeight = 18
        let r = LayeredLayout.layout(g)
        let label = r.edgeLabels["e0"]!
        #expect(r.edgePoints["e0"]!.contains(LayoutPoint(x: label.x, y: label.y)))
    }

    @Test func selfLoopStaysBesideItsNode() {
        var g = LayoutFixtures.graph([("a", "a"), ("a", "b")])
        g.edges[0].labelWidth = 50
        g.edges[0].labelHeight = 14
        let r = LayeredLayout.layout(g)
        let a = r.nodes["a"]!, loop = r.edgePoints["e0"]!
        #expect(loop.count >= 3)
        #expect(Self.onBorder(loop.first!, a) && Self.onBorder(loop.last!, a))
        #expect(loop.dropFirst().dropLast().allSatisfy { $0.x > a.maxX })
        #expect(LayoutFixtures.violations(g, r).isEmpty)
    }

    @Test func parallelEdgesDoNotCoincide() {
        let g = LayoutFixtures.graph([("a", "b"), ("a", "b"), ("a", "b")])
        for orthogonal in [false, true] {
            var graph = g
            graph.orthogonalRouting = orthogonal
            let r = LayeredLayout.layout(graph)
            let paths = g.edges.map { r.edgePoints[$0.id]! }
            #expect(paths[0] != paths[1] && paths[1] != paths[2] && paths[0] != paths[2])
            let middles = paths.map { $0[$0.count / 2].x }
            #expect(Set(middles).count == 3)
        }
    }

    @Test func layoutIsDeterministic() {
        let g = LayoutFixtures.randomGraph(seed: 99, nodes: 40, edges: 60, clusters: 5)
        let a = LayeredLayout.layout(g), b = LayeredLayout.layout(g)
        #expect(a.nodes == b.nodes && a.clusters == b.clusters && a.edgePoints == b.edgePoints && a.edgeLabels == b.edgeLabels)
    }

    @Test func badInputDoesNotCrash() {
        var g = LayoutGraph()
        g.nodes = [LayoutNode(id: "a", width: .nan, height: -5, cluster: "missing"), LayoutNode(id: "a", width: 10, height: 10),
                   LayoutNode(id: "b", width: .infinity, height: 10, cluster: "x")]
        g.clusters = [LayoutCluster(id: "x", parent: "y"), LayoutCluster(id: "y", parent: "x"), LayoutCluster(id: "x"),
                      LayoutCluster(id: "a", padding: .nan)]
        g.edges = [LayoutEdge(id: "1", source: "a", target: "nowhere"), LayoutEdge(id: "2", source: "a", target: "b", minLength: 1_000_000),
                   LayoutEdge(id: "3", source: "x", target: "x"), LayoutEdge(id: "4", source: "y", target: "b", weight: -.infinity)]
        let r = LayeredLayout.layout(g)
        #expect(r.nodes.count == 2)
        #expect(r.edgePoints["1"] == nil)
        #expect(r.width.isFinite && r.height.isFinite)
        #expect(r.height < 10_000)  // minLength is capped
    }

    @Test func deeplyNestedClustersFinish() {
        var g = LayoutGraph()
        for i in 0..<500 {
            g.clusters.append(LayoutCluster(id: "c\(i)", parent: i > 0 ? "c\(i - 1)" : nil, titleHeight: 10,
                                            direction: i % 2 == 0 ? .leftToRight : .topToBottom))
        }
        g.nodes = [LayoutNode(id: "a", width: 10, height: 10, cluster: "c499"), LayoutNode(id: "b", width: 10, height: 10, cluster: "c250")]
        g.edges = [LayoutEdge(id: "e", source: "a", target: "b")]
        let r = LayeredLayout.layout(g)
        #expect(r.nodes.count == 2)
        #expect(r.clusters.count == 500)
    }
}

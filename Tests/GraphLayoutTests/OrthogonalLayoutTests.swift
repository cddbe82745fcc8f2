// Why: `layout: elk` is drawn by the layered pipeline with orthogonal routing, in ELK's manner:
// nodes on their neighbours' lines so edges run straight, sibling clusters laid out one after the
// other, edges entering a cluster through its top, and tracks between ranks that do not cross. These
// tests pin each of those on small graphs shaped like the seed diagrams where they went wrong.
import Testing
@testable import GraphLayout

@Suite struct OrthogonalLayoutTests {
    static func node(_ id: String, _ cluster: String? = nil, width: Double = 60) -> LayoutNode {
        LayoutNode(id: id, width: width, height: 30, cluster: cluster)
    }

    /// Whether two polylines cross (touching at a shared end point does not count).
    static func cross(_ a: [LayoutPoint], _ b: [LayoutPoint]) -> Bool {
        func orient(_ p: LayoutPoint, _ q: LayoutPoint, _ r: LayoutPoint) -> Double {
            (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
        }
        for (p1, p2) in zip(a, a.dropFirst()) {
            for (q1, q2) in zip(b, b.dropFirst()) {
                let d1 = orient(q1, q2, p1), d2 = orient(q1, q2, p2), d3 = orient(p1, p2, q1), d4 = orient(p1, p2, q2)
                if ((d1 > 1e-6 && d2 < -1e-6) || (d1 < -1e-6 && d2 > 1e-6)) && ((d3 > 1e-6 && d4 < -1e-6) || (d3 < -1e-6 && d4 > 1e-6)) {
                    return true
                }
            }
        }
        return false
    }

    static func isStraight(_ points: [LayoutPoint]) -> Bool {
        points.allSatisfy { abs($0.x - points[0].x) < 0.01 } || points.allSatisfy { abs($0.y - points[0].y) < 0.01 }
    }

    @Test(arguments: [LayoutDirection.topToBottom, .leftToRight])
    func aParentSitsOnOneChildsLineSoThatEdgeRunsStraight(direction: LayoutDirection) {
        // 000_…_4: a tag with four children. Centred over them (dagre's balance) every edge jogs.
        // The parent is square so that its side has room for four ports in either direction.
        let g = LayoutGraph(direction: direction, nodes: [LayoutNode(id: "head", width: 60, height: 60)] + (1...4).map { Self.node("c\($0)") },
                            edges: (1...4).map { LayoutEdge(id: "e\($0)", source: "head", target: "c\($0)") },
                            orthogonalRouting: true)
        let r = LayeredLayout.layout(g)
        let straight = (1...4).filter { Self.isStraight(r.edgePoints["e\($0)"] ?? []) }
        #expect(straight.count >= 1, "no edge from the parent runs straight: \((1...4).map { r.edgePoints["e\($0)"] ?? [] })")
        #expect(LayoutFixtures.violations(g, r).isEmpty)
    }

    @Test func siblingClustersJoinedByAnEdgeDoNotShareRanks() {
        // 000_…_7: an edge from the first node of a tall cluster to a small sibling cluster puts the
        // sibling wholly below (ELK lays each cluster out as one box), not beside the tall one's middle.
        var g = LayoutGraph(direction: .topToBottom, orthogonalRouting: true)
        g.clusters = [LayoutCluster(id: "tall", titleWidth: 40, titleHeight: 20), LayoutCluster(id: "small", titleWidth: 40, titleHeight: 20)]
        g.nodes = [Self.node("a", "tall"), Self.node("b", "tall"), Self.node("c", "tall"), Self.node("y", "small")]
        g.edges = [LayoutEdge(id: "1", source: "a", target: "b"), LayoutEdge(id: "2", source: "b", target: "c"),
                   LayoutEdge(id: "3", source: "a", target: "y")]
        let r = LayeredLayout.layout(g)
        let tall = r.clusters["tall"]!, small = r.clusters["small"]!
        #expect(small.minY >= tall.maxY - 1e-6, "small cluster \(small) overlaps the ranks of \(tall)")
        #expect(LayoutFixtures.violations(g, r).isEmpty)
        // Plain (dagre-style) ranking keeps its old behaviour.
        g.orthogonalRouting = false
        let plain = LayeredLayout.layout(g)
        #expect(plain.clusters["small"]!.minY < plain.clusters["tall"]!.maxY)
    }

    @Test func anEdgeIntoAClusterDoesNotCrossOneLeavingIt() {
        // 000_…_7: `coordinator` (outside) depends on `foundation` at the bottom of a cluster, while
        // `webkit` at its top has an edge out of the cluster to `internet`. Running beside the cluster
        // until its last rank, the first edge had to cross the second; entering the cluster at its top
        // (as ELK routes it) it does not.
        var g = LayoutGraph(direction: .topToBottom, orthogonalRouting: true)
        g.clusters = [LayoutCluster(id: "apple", titleWidth: 60, titleHeight: 20), LayoutCluster(id: "external", titleWidth: 60, titleHeight: 20)]
        g.nodes = [Self.node("app"), Self.node("coordinator"), Self.node("webkit", "apple"), Self.node("swiftui", "apple"),
                   Self.node("uikit", "apple"), Self.node("foundation", "apple"), Self.node("internet", "external")]
        g.edges = [LayoutEdge(id: "app-coordinator", source: "app", target: "coordinator"),
                   LayoutEdge(id: "app-swiftui", source: "app", target: "swiftui", labelWidth: 60, labelHeight: 20),
                   LayoutEdge(id: "app-webkit", source: "app", target: "webkit", labelWidth: 60, labelHeight: 20),
                   LayoutEdge(id: "coordinator-foundation", source: "coordinator", target: "foundation", labelWidth: 60, labelHeight: 20),
                   LayoutEdge(id: "swiftui-uikit", source: "swiftui", target: "uikit", labelWidth: 60, labelHeight: 20),
                   LayoutEdge(id: "webkit-foundation", source: "webkit", target: "foundation", labelWidth: 60, labelHeight: 20),
                   LayoutEdge(id: "webkit-internet", source: "webkit", target: "internet", labelWidth: 40, labelHeight: 20)]
        let r = LayeredLayout.layout(g)
        let edges = g.edges.map(\.id)
        for (i, a) in edges.enumerated() {
            for b in edges[(i + 1)...] {
                #expect(!Self.cross(r.edgePoints[a]!, r.edgePoints[b]!), "\(a) crosses \(b)")
            }
        }
        #expect(LayoutFixtures.violations(g, r).isEmpty)
    }

    static func fan(_ elk: ElkSettings) -> LayoutGraph {
        var g = LayoutGraph(direction: .topToBottom, nodes: ["z", "head", "a", "c1", "c2", "c3"].map { Self.node($0) },
                            edges: [LayoutEdge(id: "z1", source: "z", target: "c1"), LayoutEdge(id: "h1", source: "head", target: "c1"),
                                    LayoutEdge(id: "h2", source: "head", target: "c2"), LayoutEdge(id: "h3", source: "head", target: "c3"),
                                    LayoutEdge(id: "a3", source: "a", target: "c3")],
                            orthogonalRouting: true)
        g.elk = elk
        return g
    }

    @Test func mergedEdgesShareTheirPorts() {
        let merged = LayeredLayout.layout(Self.fan(ElkSettings(mergesEdges: true)))
        let starts = ["h1", "h2", "h3"].map { merged.edgePoints[$0]!.first! }
        #expect(starts.allSatisfy { $0 == starts[0] }, "\(starts)")
        let ends = ["h1", "z1"].map { merged.edgePoints[$0]!.last! }
        #expect(ends[0] == ends[1])
        let apart = LayeredLayout.layout(Self.fan(ElkSettings()))
        #expect(Set(["h1", "h2", "h3"].map { apart.edgePoints[$0]!.first!.x }).count == 3)
    }

    @Test func simplePlacementCentresEveryRank() {
        var g = Self.fan(ElkSettings(nodePlacement: .simple))
        g.nodes.append(Self.node("c4"))
        g.edges.append(LayoutEdge(id: "h4", source: "head", target: "c4"))
        let r = LayeredLayout.layout(g)
        func centre(_ ids: [String]) -> Double {
            let boxes = ids.map { r.nodes[$0]! }
            return ((boxes.map(\.minX).min() ?? 0) + (boxes.map(\.maxX).max() ?? 0)) / 2
        }
        #expect(abs(centre(["z", "head", "a"]) - centre(["c1", "c2", "c3", "c4"])) < 0.5)
        #expect(LayoutFixtures.violations(g, r).isEmpty)
    }

    @Test func forcedModelOrderKeepsCrossings() {
        // x and y are written first, so they come first on their rank even though a → y and b → x cross.
        func graph(_ keep: Bool) -> LayoutGraph {
            var g = LayoutGraph(direction: .topToBottom, nodes: ["x", "y", "a", "b"].map { Self.node($0) },
                                edges: [LayoutEdge(id: "ay", source: "a", target: "y"), LayoutEdge(id: "bx", source: "b", target: "x")],
                                orthogonalRouting: true)
            g.elk = ElkSettings(keepsNodeOrder: keep)
            return g
        }
        let kept = LayeredLayout.layout(graph(true))
        #expect(kept.nodes["x"]!.x < kept.nodes["y"]!.x && kept.nodes["a"]!.x < kept.nodes["b"]!.x)
        #expect(Self.cross(kept.edgePoints["ay"]!, kept.edgePoints["bx"]!))
        let free = LayeredLayout.layout(graph(false))
        #expect(!Self.cross(free.edgePoints["ay"]!, free.edgePoints["bx"]!))
    }

    @Test func parallelLabelledEdgesIntoOneNodeDoNotCross() {
        // 002_…_5: five labelled edges from one node to another and one more edge into the target;
        // every track between the labels and the target's ports must keep the edges apart.
        var g = LayoutGraph(direction: .leftToRight, orthogonalRouting: true)
        g.nodes = [Self.node("source", width: 80), Self.node("coordinator", width: 90), Self.node("other")]
        g.edges = (0..<5).map { LayoutEdge(id: "p\($0)", source: "source", target: "coordinator", labelWidth: 90, labelHeight: 20 + 10 * Double($0 % 2)) }
        g.edges.append(LayoutEdge(id: "o", source: "other", target: "coordinator", labelWidth: 50, labelHeight: 20))
        let r = LayeredLayout.layout(g)
        let edges = g.edges.map(\.id)
        for (i, a) in edges.enumerated() {
            for b in edges[(i + 1)...] {
                #expect(!Self.cross(r.edgePoints[a]!, r.edgePoints[b]!), "\(a) crosses \(b)")
            }
        }
    }
}

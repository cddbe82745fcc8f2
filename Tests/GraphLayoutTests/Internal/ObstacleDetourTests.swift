// Why: issue 13 asks that no edge runs through a node or a label that is not its own. The detour
// (and, for `layout: elk`, the orthogonal router) promise that for the polylines the layout returns;
// these check it on seeded random graphs without clusters laid out as blocks, and pin the helpers.
import TestRandom
import Testing
@testable import GraphLayout

@Suite struct ObstacleDetourTests {
    /// (edge, obstacle) pairs where a polyline segment enters a foreign node or label box shrunk by 3.
    static func hits(_ g: LayoutGraph, _ r: LayoutResult) -> [String] {
        var found: [String] = []
        for edge in g.edges where edge.source != edge.target {
            guard let points = r.edgePoints[edge.id], points.count >= 2 else { continue }
            var obstacles: [(String, LayoutBox)] = r.nodes.filter { $0.key != edge.source && $0.key != edge.target }.map { ($0.key, $0.value) }
            obstacles += r.edgeLabels.filter { $0.key != edge.id }.map { ("label of \($0.key)", $0.value) }
            for (name, box) in obstacles {
                let inner = LayoutBox(x: box.x, y: box.y, width: box.width - 6, height: box.height - 6)
                for i in 1..<points.count where ObstacleDetour.segment(points[i - 1], points[i], crosses: inner) {
                    found.append("\(edge.id) through \(name)")
                    break
                }
            }
        }
        return found
    }

    @Test(arguments: [false, true])
    func randomGraphsRouteAroundForeignNodesAndLabels(orthogonal: Bool) {
        var failures: [String] = []
        for seed in UInt64(1)...80 {
            let n = Int(seed % 13) + 4
            var g = LayoutFixtures.randomGraph(seed: seed &* 104_729, nodes: n, edges: n + Int(seed % 7), clusters: 0)
            g.orthogonalRouting = orthogonal
            let problems = Self.hits(g, LayeredLayout.layout(g))
            if !problems.isEmpty { failures.append("seed \(seed): \(problems.prefix(3))") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test func wideFanOutLeavesThroughTheBottomInTheOrderOfItsTargets() {
        // A narrow source far left of three wide-labelled targets: straight segments would cut
        // through the neighbouring labels, so the edges leave the bottom at ports ordered like the targets.
        var g = LayoutGraph()
        g.nodes = [LayoutNode(id: "s", width: 60, height: 30), LayoutNode(id: "wide", width: 400, height: 30)]
        g.nodes += (0..<3).map { LayoutNode(id: "t\($0)", width: 40, height: 20) }
        g.edges = [LayoutEdge(id: "w", source: "wide", target: "t0")]
        g.edges += (0..<3).map { LayoutEdge(id: "e\($0)", source: "s", target: "t\($0)", labelWidth: 140, labelHeight: 40) }
        let r = LayeredLayout.layout(g)
        #expect(Self.hits(g, r).isEmpty, "\(Self.hits(g, r))")
        let starts = (0..<3).compactMap { r.edgePoints["e\($0)"]?.first }
        let targets = (0..<3).compactMap { r.nodes["t\($0)"]?.x }
        #expect(starts.count == 3 && targets.count == 3)
        let startOrder = starts.indices.sorted { starts[$0].x < starts[$1].x }
        let targetOrder = targets.indices.sorted { targets[$0] < targets[$1] }
        #expect(startOrder == targetOrder)
    }

    @Test func segmentBoxTest() {
        let box = LayoutBox(x: 0, y: 0, width: 10, height: 10)
        #expect(ObstacleDetour.segment(LayoutPoint(x: -10, y: 0), LayoutPoint(x: 10, y: 0), crosses: box))
        #expect(!ObstacleDetour.segment(LayoutPoint(x: -10, y: 5), LayoutPoint(x: 10, y: 5), crosses: box))  // along the border
        #expect(!ObstacleDetour.segment(LayoutPoint(x: -10, y: -10), LayoutPoint(x: -6, y: 10), crosses: box))
        #expect(ObstacleDetour.segment(LayoutPoint(x: 1, y: 1), LayoutPoint(x: 2, y: 2), crosses: box))  // inside
    }

    @Test func tightCornersKeepTheShapeAndSkipShortLegs() {
        let route = [LayoutPoint(x: 0, y: 0), LayoutPoint(x: 0, y: 40), LayoutPoint(x: 50, y: 40), LayoutPoint(x: 50, y: 45)]
        let tight = RouteCorners.tighten(route)
        // The corner at (0, 40) gets a point on each leg; the one at (50, 40) has a 5-unit leg and stays.
        #expect(tight.count == route.count + 2)
        #expect(tight.contains(LayoutPoint(x: 0, y: 40 - RouteCorners.cornerReach)))
        #expect(tight.contains(LayoutPoint(x: RouteCorners.cornerReach, y: 40)))
        #expect(tight.first == route.first && tight.last == route.last)
    }

    /// `cannotHit` only says so when the detour would leave every route as it is: chains (labels, a
    /// self-loop, an edge turned round), then every small random graph it accepts, with the fan-out
    /// that does detour among them. Graphs it turns down go through the detour as before.
    @Test func graphsThatCannotHitKeepTheirStraightRoutes() {
        var inputs = [
            PipelineFixtures.level([(0, 1)], nodes: 2),
            PipelineFixtures.level([(0, 1), (1, 2), (2, 3)], nodes: 4, labels: [1: (160, 40)]),
            PipelineFixtures.level([(0, 1), (1, 1), (2, 0)], nodes: 3, labels: [0: (90, 20)]),
            PipelineFixtures.level([(0, 1), (0, 2), (0, 3), (4, 1)], nodes: 5, labels: [0: (140, 40), 1: (140, 40), 2: (140, 40)]),
        ]
        for seed in 0..<60 {
            let n = 2 + seed % 5
            var edges: [(Int, Int)] = []
            var rng = SeededGenerator(seed: UInt64(seed) &* 7_919 &+ 3)
            if seed % 2 == 0 {  // a chain in shuffled order, with a self-loop now and then
                let order = (0..<n).shuffled(using: &rng)
                for i in 1..<n { edges.append((order[i - 1], order[i])) }
                if seed % 3 == 0 { edges.append((order[n / 2], order[n / 2])) }
            } else {
                for _ in 0..<(n - 1 + seed % 3) { edges.append((Int.random(in: 0..<n, using: &rng), Int.random(in: 0..<n, using: &rng))) }
            }
            inputs.append(PipelineFixtures.level(edges, nodes: n, labels: seed % 4 < 2 ? [0: (120, 30)] : [:]))
        }
        var accepted = 0, declined = 0
        for input in inputs {
            let g = PipelineFixtures.run(input, through: 5)
            let straight = g.routed.map { $0.isSelfLoop ? nil : EdgeRouter.straightPoints(g, $0) }
            guard ObstacleDetour.cannotHit(g) else { declined += 1; continue }
            accepted += 1
            #expect(ObstacleDetour(g).run(straight) == straight)
        }
        #expect(accepted >= 10 && declined >= 10, "accepted \(accepted), declined \(declined)")
    }
}

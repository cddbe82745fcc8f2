/// Runs the phases on one level and turns the result from layout (top-to-bottom) space into the
/// requested direction, once, at the very end: BT flips y, LR swaps the axes, RL swaps and flips.
enum LevelPipeline {
    static func run(_ input: LevelInput) -> LevelOutput {
        let g = LevelBuilder.build(input)
        CycleBreaker.run(g)
        Ranker.run(g, separatesClusters: input.orthogonal)
        EdgeNormalizer.run(g, dummiesEnterClusters: input.orthogonal)
        LayerOrderer.run(g, keepsNodeOrder: input.elk.keepsNodeOrder)
        if !input.elk.keepsNodeOrder { ClusterSides.run(g) }
        SelfLoopSpacer.run(g)
        RankPositioner.run(g)
        ClusterCompactor.run(g, desired: desiredPositions(g, input))
        if !input.elk.keepsNodeOrder { LeafTucker.run(g) { ClusterCompactor.run(g, desired: desiredPositions(g, input)) } }
        if !input.orthogonal { ChainSmoother.run(g) }
        let routes = EdgeRouter.run(g, orthogonal: input.orthogonal, mergesEdges: input.elk.mergesEdges)
        return output(g, routes: routes, input: input)
    }

    /// Where the coordinate phase would like each node (constraints are applied afterwards).
    static func desiredPositions(_ g: LayerGraph, _ input: LevelInput) -> [Double] {
        guard input.orthogonal else { return BrandesKoepfPositioner(g).run() }
        switch input.elk.nodePlacement {
        case .brandesKoepf, .networkSimplex: return BrandesKoepfPositioner(g, favorsStraightEdges: true).run()
        case .linearSegments: return BrandesKoepfPositioner(g).run()
        case .simple: return SimpleNodePlacer.run(g)
        }
    }

    private static func output(_ g: LayerGraph, routes: [EdgeRouter.Route], input: LevelInput) -> LevelOutput {
        var out = LevelOutput()
        out.nodes = (0..<g.realCount).map { EdgeRouter.box(g, $0) }
        out.clusters = (0..<g.clusterCount).map {
            g.clusterMinRank[$0] <= g.clusterMaxRank[$0] ? EdgeRouter.clusterBox(g, $0) : nil
        }
        out.edgePoints = [[LayoutPoint]](filled: [], count: input.edges.count)
        out.edgeLabels = [LayoutBox?](filled: nil, count: input.edges.count)
        for (i, e) in g.routed.enumerated() {
            out.edgePoints[e.inputIndex] = routes[i].points
            out.edgeLabels[e.inputIndex] = routes[i].label
        }
        // Bounding box of everything in layout space.
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ b: LayoutBox) {
            minX = min(minX, b.minX); maxX = max(maxX, b.maxX); minY = min(minY, b.minY); maxY = max(maxY, b.maxY)
        }
        out.nodes.forEach(include)
        out.clusters.forEach { if let b = $0 { include(b) } }
        out.edgeLabels.forEach { if let b = $0 { include(b) } }
        for points in out.edgePoints {
            for p in points { include(LayoutBox(x: p.x, y: p.y, width: 0, height: 0)) }
        }
        guard minX.isFinite else { return out }
        let w = maxX - minX, h = maxY - minY
        let direction = input.direction
        func point(_ p: LayoutPoint) -> LayoutPoint {
            let x = p.x - minX, y = p.y - minY
            switch direction {
            case .topToBottom: return LayoutPoint(x: x, y: y)
            case .bottomToTop: return LayoutPoint(x: x, y: h - y)
            case .leftToRight: return LayoutPoint(x: y, y: x)
            case .rightToLeft: return LayoutPoint(x: h - y, y: x)
            }
        }
        let swap = direction == .leftToRight || direction == .rightToLeft
        func box(_ b: LayoutBox) -> LayoutBox {
            let c = point(LayoutPoint(x: b.x, y: b.y))
            return LayoutBox(x: c.x, y: c.y, width: swap ? b.height : b.width, height: swap ? b.width : b.height)
        }
        out.nodes = out.nodes.map(box)
        out.clusters = out.clusters.map { $0.map(box) }
        out.edgeLabels = out.edgeLabels.map { $0.map(box) }
        out.edgePoints = out.edgePoints.map { $0.map(point) }
        out.width = swap ? h : w
        out.height = swap ? w : h
        return out
    }
}

/// Phase 6: edge polylines in layout space. An edge runs from its source border through its dummy
/// nodes to its target border (rectangle clipping); a reversed edge gets its points turned back; an
/// edge to a cluster is cut where it meets the cluster box. Self-loops go round the space reserved
/// right of their node. With orthogonal routing every polyline is made of vertical and horizontal
/// segments, bending halfway between ranks.
enum EdgeRouter {
    struct Route {
        var points: [LayoutPoint]
        var label: LayoutBox?
    }

    /// `mergesEdges` (orthogonal only): edges share their node side's port (`elk.mergeEdges`).
    static func run(_ g: LayerGraph, orthogonal: Bool, mergesEdges: Bool = false) -> [Route] {
        var loopNode = [Int](filled: -1, count: g.routed.count)
        for v in 0..<g.nodeCount { if case .selfLoop(let i) = g.kind[v] { loopNode[i] = v } }
        let orthogonalPoints = orthogonal ? OrthogonalRouter(graph: g, mergesEdges: mergesEdges).run() : []
        let straight = orthogonal ? [] : g.routed.map { $0.isSelfLoop ? nil : straightPoints(g, $0) }
        let polylines = orthogonal || ObstacleDetour.cannotHit(g) ? straight : ObstacleDetour(g).run(straight)
        return g.routed.indices.map { i in
            let e = g.routed[i]
            var route = e.isSelfLoop ? selfLoop(g, e, dummy: loopNode[i])
                : Route(points: orthogonal ? orthogonalPoints[i] : polylines[i] ?? [], label: labelBox(g, e))
            if e.reversed { route.points.reverse() }
            if e.sourceCluster >= 0 && e.sourceCluster != e.targetCluster {
                route.points = LayoutGeometry.cut(route.points, at: clusterBox(g, e.sourceCluster), atEnd: false)
            }
            if e.targetCluster >= 0 && e.sourceCluster != e.targetCluster {
                route.points = LayoutGeometry.cut(route.points, at: clusterBox(g, e.targetCluster), atEnd: true)
            }
            return route
        }
    }

    static func box(_ g: LayerGraph, _ v: Int) -> LayoutBox {
        LayoutBox(x: g.x[v], y: g.y[v], width: g.width[v], height: g.height[v])
    }

    static func clusterBox(_ g: LayerGraph, _ c: Int) -> LayoutBox {
        LayoutBox(x: (g.clusterLeft[c] + g.clusterRight[c]) / 2, y: (g.clusterTop[c] + g.clusterBottom[c]) / 2,
                  width: g.clusterRight[c] - g.clusterLeft[c], height: g.clusterBottom[c] - g.clusterTop[c])
    }

    private static func labelBox(_ g: LayerGraph, _ e: RoutedEdge) -> LayoutBox? {
        guard e.hasLabel else { return nil }
        for d in e.chain { if case .label = g.kind[d] { return box(g, d) } }
        let a = box(g, e.source), b = box(g, e.target)  // no dummies (huge graphs): midpoint
        return LayoutBox(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, width: e.labelWidth, height: e.labelHeight)
    }

    /// Source border, dummies, target border.
    static func straightPoints(_ g: LayerGraph, _ e: RoutedEdge) -> [LayoutPoint] {
        let source = box(g, e.source), target = box(g, e.target)
        var points: [LayoutPoint] = []
        points.reserveCapacity(e.chain.count + 2)
        let inner = e.chain.map { LayoutPoint(x: g.x[$0], y: g.y[$0]) }
        points.append(LayoutGeometry.borderPoint(of: source, toward: inner.first ?? LayoutPoint(x: target.x, y: target.y)))
        points += inner
        points.append(LayoutGeometry.borderPoint(of: target, toward: inner.last ?? LayoutPoint(x: source.x, y: source.y)))
        return points
    }

    private static func selfLoop(_ g: LayerGraph, _ e: RoutedEdge, dummy: Int) -> Route {
        let node = box(g, e.source)
        let offset = node.height / 4
        let far = dummy >= 0 ? g.x[dummy] - g.width[dummy] / 2 + SelfLoopSpacer.reach
            : node.maxX + g.nodeSpacing / 2 + SelfLoopSpacer.reach
        let points = [
            LayoutPoint(x: node.maxX, y: node.y - offset), LayoutPoint(x: far, y: node.y - offset),
            LayoutPoint(x: far, y: node.y + offset), LayoutPoint(x: node.maxX, y: node.y + offset),
        ]
        var label: LayoutBox?
        if e.hasLabel {
            label = LayoutBox(x: far + SelfLoopSpacer.labelGap + e.labelWidth / 2, y: node.y,
                              width: e.labelWidth, height: e.labelHeight)
        }
        return Route(points: points, label: label)
    }
}

/// Phase 6b: keeps spline-friendly routes off nodes and labels that are not theirs. A route runs from
/// its source through its dummies to its target; a segment between two ranks may cut across a
/// neighbouring node or label when it is shallow (a wide fan-out, a tall rank). Every node and label
/// lies inside its rank's band, and dummies are separated from their neighbours in the band, so a
/// segment that hits something is replaced as Graphviz dot does: straight down through the bands of
/// its two ends (leaving the source through its bottom, entering the target through its top) and
/// across only in the free corridor between the two ranks. Segments that hit nothing stay as they
/// are, so only the edges that need it gain bends.
struct ObstacleDetour {
    let graph: LayerGraph
    /// Real nodes and label dummies of each rank, in layer order (x increasing).
    private var obstacles: [[Int]] = []

    /// Free band between each rank and the one above, outside clusters that end or start there.
    private let corridors: [(top: Double, bottom: Double)]
    /// Cluster boxes checked for breaches (none on graphs with very many clusters: bounded work).
    private let clusterBoxes: [LayoutBox?]
    static let clusterCheckLimit = 500

    /// The graph's node arrays, copied once so the hot loop does not go through the class.
    private let x: [Double], y: [Double], width: [Double], height: [Double]
    private let kind: [LayerNodeKind]

    /// Whether no route of `g` can hit anything: without clusters, with at most one node in each rank,
    /// every node a segment passes in its two ranks is one of its own chain's (its ends, its dummies,
    /// its label), so ``run(_:)`` would return the routes as they are. Chains and two-node diagrams,
    /// common among small diagrams, skip building the obstacle lists (about 12,000 instructions).
    static func cannotHit(_ g: LayerGraph) -> Bool {
        g.clusterCount == 0 && g.layers.allSatisfy { $0.count <= 1 }
    }

    init(_ g: LayerGraph) {
        graph = g
        x = g.x
        y = g.y
        width = g.width
        height = g.height
        kind = g.kind
        corridors = g.corridors()
        clusterBoxes = g.clusterCount > Self.clusterCheckLimit ? [] : (0..<g.clusterCount).map { c in
            guard g.clusterMinRank[c] <= g.clusterMaxRank[c] else { return nil }
            let b = EdgeRouter.clusterBox(g, c)
            return LayoutBox(x: b.x, y: b.y, width: max(0, b.width - 4), height: max(0, b.height - 4))
        }
        obstacles = g.layers.map { layer in
            layer.filter { v in
                switch g.kind[v] {
                case .real, .label: return true
                default: return false
                }
            }
        }
    }

    /// The routes of all edges (layered orientation, source first; nil for edges not routed here)
    /// with hitting segments detoured. A route is the border point of the source, one point per dummy
    /// of the edge's chain, and the border point of the target. When one edge must leave its source
    /// (or enter its target) through the bottom (top), all edges on that side do, so their ports stay
    /// in the order of where they go and they do not cross as they leave.
    func run(_ routes: [[LayoutPoint]?]) -> [[LayoutPoint]?] {
        let g = graph
        var hit = [[Bool]](filled: [], count: routes.count)
        var exitBottom = [Bool](filled: false, count: g.nodeCount)
        var enterTop = [Bool](filled: false, count: g.nodeCount)
        for (i, points) in routes.enumerated() {
            guard let points, let nodes = chainNodes(g.routed[i], count: points.count) else { continue }
            let e = g.routed[i]
            // Clusters the edge belongs to (its ends' ancestors): few, so a small array.
            var member: [Int] = []
            if !clusterBoxes.isEmpty {
                for start in [g.cluster[e.source], g.cluster[e.target], e.sourceCluster, e.targetCluster] {
                    var c = start, steps = 0
                    while c >= 0 && steps <= g.clusterCount && !member.contains(c) { member.append(c); c = g.clusterParent[c]; steps += 1 }
                }
            }
            hit[i] = (0..<(points.count - 1)).map { k in
                hits(from: points[k], to: points[k + 1], rank: g.rank[nodes[k]], edge: i)
                    || hits(from: points[k], to: points[k + 1], rank: g.rank[nodes[k + 1]], edge: i)
                    || breaches(from: points[k], to: points[k + 1], members: member)
            }
            if hit[i].first == true { exitBottom[nodes[0]] = true }
            if hit[i].last == true { enterTop[nodes[nodes.count - 1]] = true }
        }
        return routes.enumerated().map { i, points in
            guard let points, let nodes = chainNodes(g.routed[i], count: points.count) else { return points }
            var needs = hit[i]
            if exitBottom[nodes[0]] { needs[0] = true }
            if enterTop[nodes[nodes.count - 1]] { needs[needs.count - 1] = true }
            return needs.contains(true) ? tightened(detour(points, nodes: nodes, needs: needs), nodes: nodes, edge: i)
                : tightened(points, nodes: nodes, edge: i, onlyWhereCut: true)
        }
    }

    /// `route` with its corners tightened (``RouteCorners/tighten(_:alsoAt:longLegs:)``): those with two long
    /// legs, and those next to a piece of the smoothing curve that would cut into a node or label of
    /// the edge's ranks (a short jog beside a label: the curve swings a sixth of the long leg past it).
    /// `onlyWhereCut`, for a route that was not detoured (its straight legs meet nothing): only the
    /// corners next to a cutting piece, so such a route is unchanged unless its curve would cut a
    /// label or node (a steep leg to a label point: the curve cuts the corner there by a sixth of it).
    private func tightened(_ route: [LayoutPoint], nodes: [Int], edge: Int, onlyWhereCut: Bool = false) -> [LayoutPoint] {
        let first = graph.rank[nodes[0]], last = graph.rank[nodes[nodes.count - 1]]
        var cut = Set<Int>()
        for j in 0..<(route.count - 1) {
            let piece = RouteCorners.basisPiece(route, j)
            let hit = (first...last).contains { r in
                hits(from: piece[0], to: piece[1], rank: r, edge: edge) || hits(from: piece[1], to: piece[2], rank: r, edge: edge)
            }
            if hit { cut.insert(j); cut.insert(j + 1) }
        }
        if onlyWhereCut && cut.isEmpty { return route }
        return RouteCorners.tighten(route, alsoAt: cut, longLegs: !onlyWhereCut)
    }

    /// Source, dummies and target of an edge whose route has one point per rank; nil otherwise.
    private func chainNodes(_ e: RoutedEdge, count: Int) -> [Int]? {
        let g = graph
        guard count == e.chain.count + 2, g.rank[e.target] - g.rank[e.source] == e.chain.count + 1 else { return nil }
        return [e.source] + e.chain + [e.target]
    }

    private func detour(_ points: [LayoutPoint], nodes: [Int], needs: [Bool]) -> [LayoutPoint] {
        let g = graph
        var result: [LayoutPoint] = [points[0]]
        for i in 0..<(points.count - 1) {
            let a = points[i], b = points[i + 1]
            guard needs[i] else {
                result.append(b)
                continue
            }
            let u = nodes[i], v = nodes[i + 1]
            // Down to the free corridor below the source's rank (and its ending clusters), across,
            // and down from above the target's rank (and its starting clusters).
            let gap = g.rank[v]
            let free = gap == g.rank[u] + 1 && gap < corridors.count ? corridors[gap] : (g.rankBottom[g.rank[u]], g.rankTop[gap])
            let bottom = max(g.rankBottom[g.rank[u]], free.0), top = min(g.rankTop[gap], free.1)
            if i == 0 {  // leave the source through its bottom, toward the segment's far end
                let x = clampToSide(u, toward: b.x)
                result[0] = LayoutPoint(x: x, y: g.y[u] + g.height[u] / 2)
                if bottom > result[0].y + 0.5 { result.append(LayoutPoint(x: x, y: bottom)) }
            } else if bottom > a.y + 0.5 {
                result.append(LayoutPoint(x: a.x, y: bottom))
            }
            if i + 1 == points.count - 1 {  // enter the target through its top
                let x = clampToSide(v, toward: result[result.count - 1].x)
                let end = LayoutPoint(x: x, y: g.y[v] - g.height[v] / 2)
                if top < end.y - 0.5 { result.append(LayoutPoint(x: x, y: top)) }
                result.append(end)
            } else {
                if top < b.y - 0.5 { result.append(LayoutPoint(x: b.x, y: top)) }
                result.append(b)
            }
        }
        return result
    }

    /// An x on the node's bottom or top side, off-centre toward `x` and the more so the farther `x`
    /// is: monotone, so several detoured edges of one side get ports in the order of where they go
    /// and do not cross as they leave; kept off the corners.
    private func clampToSide(_ v: Int, toward x: Double) -> Double {
        let g = graph
        let half = g.width[v] / 2
        let reach = max(0, half - min(half / 2, 10))
        let dx = x - g.x[v]
        return g.x[v] + reach * dx / (abs(dx) + max(half, 1))
    }

    /// Whether the segment enters a cluster box that neither end of the edge belongs to.
    private func breaches(from a: LayoutPoint, to b: LayoutPoint, members: [Int]) -> Bool {
        for (c, box) in clusterBoxes.enumerated() {
            if let box, !members.contains(c), Self.segment(a, b, crosses: box) { return true }
        }
        return false
    }

    /// Whether the segment passes through a node or label box of rank `r` that is not edge
    /// `edge`'s own (its ends, its label); the layer is sorted by x, so a binary search finds the
    /// boxes the segment's x range can meet.
    private func hits(from a: LayoutPoint, to b: LayoutPoint, rank r: Int, edge: Int) -> Bool {
        guard r >= 0 && r < obstacles.count else { return false }
        let e = graph.routed[edge]
        let lo = min(a.x, b.x), hi = max(a.x, b.x)
        let list = obstacles[r]
        var first = 0, last = list.count
        while first < last {
            let mid = (first + last) / 2
            if x[list[mid]] + width[list[mid]] / 2 < lo { first = mid + 1 } else { last = mid }
        }
        for v in list[first...] {
            if x[v] - width[v] / 2 > hi { break }
            if v == e.source || v == e.target { continue }
            if case .label(let owner) = kind[v], owner == edge { continue }
            let box = LayoutBox(x: x[v], y: y[v], width: max(0, width[v] - 2), height: max(0, height[v] - 2))
            if Self.segment(a, b, crosses: box) { return true }
        }
        return false
    }

    /// Whether the segment a→b has a point strictly inside `box` (Liang–Barsky clipping).
    static func segment(_ a: LayoutPoint, _ b: LayoutPoint, crosses box: LayoutBox) -> Bool {
        guard box.width > 0 && box.height > 0 else { return false }
        var t0 = 0.0, t1 = 1.0
        let dx = b.x - a.x, dy = b.y - a.y
        for (p, q) in [(-dx, a.x - box.minX), (dx, box.maxX - a.x), (-dy, a.y - box.minY), (dy, box.maxY - a.y)] {
            if abs(p) < 1e-12 {
                if q <= 0 { return false }
                continue
            }
            let t = q / p
            if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
            if t0 >= t1 { return false }
        }
        return t1 - t0 > 1e-9
    }
}

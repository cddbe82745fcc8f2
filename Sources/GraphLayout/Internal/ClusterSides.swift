/// Phase 4b: moves a subgraph aside when edges that are not its own would otherwise run through it.
///
/// Why: crossing reduction counts crossings between edges, not edges through subgraph boxes. A
/// subgraph left in the middle of its ranks, with unrelated nodes on both sides, is crossed by every
/// edge from one side to the other, and its box is a rectangle, so that line runs through its nodes'
/// room (on random flowcharts with subgraphs, six to eight times as many edges ran through a foreign
/// subgraph as in mermaid's drawings, which keep subgraphs to one side). Each subgraph, outer ones
/// first, is tried at the left and at the right end of every rank it spans (a nested one at the ends
/// of its parent's block), its own order kept and neighbours
/// then swapped back where the move made them cross; a place is taken when crossings plus
/// ``breachWeight`` times the edges through subgraphs come out lower. After the moves the ordering
/// sweeps run again from the moved order, taken when they lower the cost without more breaches.
enum ClusterSides {
    /// An edge through a foreign subgraph counts as this many crossings: it hides the subgraph's
    /// grouping and runs past nodes that are not its own.
    static let breachWeight = 2
    /// Bounded work: each candidate place costs a crossing count and a pass over the edges.
    static let clusterLimit = 40
    static let nodeLimit = 3_000

    static func run(_ g: LayerGraph) {
        guard g.clusterCount > 0, g.clusterCount <= clusterLimit, g.nodeCount <= nodeLimit else { return }
        let successors = Adjacency(g, upward: false)
        let predecessors = Adjacency(g, upward: true)
        let counter = CrossingCounter(successors: successors)
        var layers = g.layers
        var best = cost(g, layers, position: g.position, successors: successors, counter: counter)
        guard best > 0 else { return }
        var changed = false
        // Outer subgraphs first: a nested one then finds its parent's block where it will stay.
        let order = (0..<g.clusterCount).filter { g.clusterMinRank[$0] <= g.clusterMaxRank[$0] }.sorted {
            (g.clusterDepth[$0], $0) < (g.clusterDepth[$1], $1)
        }
        for c in order {
            for toLeft in [true, false] {
                guard var candidate = moved(c, toLeft: toLeft, in: layers, g) else { continue }
                // Neighbours swapped back where the move made them cross (never across a block, so no
                // edge changes side).
                var position = [Int](filled: 0, count: g.nodeCount)
                for layer in candidate { for (i, v) in layer.enumerated() { position[v] = i } }
                LayerOrderer.transpose(&candidate, &position, kind: g.kind, cluster: g.cluster,
                                       successors: successors, predecessors: predecessors)
                let value = cost(g, candidate, position: position, successors: successors, counter: counter)
                if value < best {
                    best = value
                    layers = candidate
                    changed = true
                }
            }
        }
        guard changed else { return }
        // The sweeps again from the moved order: nodes outside a moved subgraph may find better places
        // round it (they kept the places the old order gave them). Taken when the cost is lower and the
        // edges through subgraphs are no more: fewer crossings bought with more breaches drew worse.
        if best > 0 {
            let original = g.layers
            let swept = LayerOrderer.sweeps(g, from: layers, successors: successors, predecessors: predecessors, counter: counter)
            g.layers = original
            let breachCost = best - counter.count(layers: layers, nodeCount: g.nodeCount)
            var position = [Int](filled: 0, count: g.nodeCount)
            for layer in swept.layers { for (i, v) in layer.enumerated() { position[v] = i } }
            let value = cost(g, swept.layers, position: position, successors: successors, counter: counter)
            if value < best && value - swept.crossings <= breachCost { layers = swept.layers }
        }
        g.layers = layers
        g.updatePositions()
    }

    /// `layers` with cluster `c`'s block (its borders and everything between) at the left or right
    /// end of every rank it spans, or of its parent's block there; nil when that changes nothing.
    static func moved(_ c: Int, toLeft: Bool, in layers: [[Int]], _ g: LayerGraph) -> [[Int]]? {
        var result = layers
        var changed = false
        let parent = g.clusterParent[c]
        for r in g.clusterMinRank[c]...g.clusterMaxRank[c] where r < result.count {
            let layer = result[r]
            guard let left = layer.firstIndex(where: { g.kind[$0] == .borderLeft(c) }),
                  let right = layer.firstIndex(where: { g.kind[$0] == .borderRight(c) }), left <= right else { continue }
            let block = Array(layer[left...right])
            let rest = Array(layer[..<left]) + Array(layer[(right + 1)...])
            // Where the block may go: the whole rank, or inside the parent's borders.
            var start = 0, end = rest.count
            if parent >= 0 {
                guard let parentLeft = rest.firstIndex(where: { g.kind[$0] == .borderLeft(parent) }),
                      let parentRight = rest.firstIndex(where: { g.kind[$0] == .borderRight(parent) }),
                      parentLeft < parentRight else { continue }
                start = parentLeft + 1
                end = parentRight
            }
            let at = toLeft ? start : end
            if at == left { continue }
            result[r] = Array(rest[..<at]) + block + Array(rest[at...])
            changed = changed || result[r] != layer
        }
        return changed ? result : nil
    }

    /// Crossings plus ``breachWeight`` times the edges between neighbouring ranks that pass from one
    /// side of a subgraph's block to the other while both their ranks are in the subgraph's span.
    /// `position` is each node's place in `layers`.
    static func cost(_ g: LayerGraph, _ layers: [[Int]], position: [Int], successors: Adjacency, counter: CrossingCounter) -> Int {
        // Each cluster's block per rank: (left border's place, right border's place).
        var blocks = [[Int: (Int, Int)]](filled: [:], count: layers.count)
        for (r, layer) in layers.enumerated() {
            var lefts: [Int: Int] = [:]
            for (i, v) in layer.enumerated() {
                switch g.kind[v] {
                case .borderLeft(let c): lefts[c] = i
                case .borderRight(let c): if let l = lefts[c] { blocks[r][c] = (l, i) }
                default: break
                }
            }
        }
        var breaches = 0
        for u in 0..<g.nodeCount where !g.kind[u].isBorder {
            let ru = g.rank[u]
            guard ru + 1 < layers.count else { continue }
            for i in successors.range(u) {
                let v = successors.nodes[i]
                guard g.rank[v] == ru + 1 else { continue }
                for (c, a) in blocks[ru] {
                    guard let b = blocks[ru + 1][c] else { continue }
                    let pu = position[u], pv = position[v]
                    // An end inside the block: the edge is the subgraph's own (it enters or leaves it).
                    if pu >= a.0 && pu <= a.1 || pv >= b.0 && pv <= b.1 { continue }
                    if (pu < a.0) != (pv < b.0) { breaches += 1 }
                }
            }
        }
        return counter.count(layers: layers, position: position) + breachWeight * breaches
    }
}

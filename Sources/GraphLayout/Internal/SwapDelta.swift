/// What a trade of two neighbouring units of a rank does to `ClusterSides.cost` over the rank's edges
/// up and down: the change in crossings plus `breachWeight` times the change in edges through
/// subgraphs.
///
/// Why: `BlockTranspose` weighs thousands of such trades, and recounting the rank's crossings and
/// breaches for each (`ClusterSides.cost` over two rank pairs) was most of its time once `ClusterSides`
/// settled every candidate place with it (stop 68). A trade of two neighbouring units changes only
/// the order of their own nodes against each other, so only crossings between an edge of one and an
/// edge of the other change, and only their own edges can change sides of a subgraph's block: that
/// is all this counts, with the rules of `ClusterSides.cost` and `CrossingCounter`, so the trades
/// taken are exactly those the full count took.
struct SwapDelta {
    typealias Block = (cluster: Int, left: Int, right: Int)

    let g: LayerGraph
    let successors: Adjacency
    let predecessors: Adjacency
    let breachWeight: Int

    /// Each subgraph's block in `layer` of `g`: its cluster and the places of its left and right borders.
    static func blocks(_ layer: [Int], _ g: LayerGraph) -> [Block] {
        var result: [Block] = []
        var lefts: [(cluster: Int, place: Int)] = []
        for (i, v) in layer.enumerated() {
            switch g.kind[v] {
            case .borderLeft(let c): lefts.append((c, i))
            case .borderRight(let c):
                if let left = lefts.last(where: { $0.cluster == c }) { result.append((c, left.place, i)) }
            default: break
            }
        }
        return result
    }

    /// Crossings after minus before `left` and `right`, neighbouring runs of places in rank `r` with
    /// `left` first, trade places: an edge of each, on the same side, cross before when the left one's
    /// far end lies right of the other's, and after when it lies left of it.
    func crossingChange(_ layer: [Int], left: Range<Int>, right: Range<Int>, position: [Int],
                        hasAbove: Bool, hasBelow: Bool) -> Int {
        var change = 0
        var ends: [Int] = []
        func side(_ adjacency: Adjacency) {
            ends.removeAll(keepingCapacity: true)
            for i in right { for k in adjacency.range(layer[i]) { ends.append(position[adjacency.nodes[k]]) } }
            guard !ends.isEmpty else { return }
            ends.sort()
            for i in left {
                for k in adjacency.range(layer[i]) {
                    let x = position[adjacency.nodes[k]]
                    let less = lowerBound(ends, x), atMost = lowerBound(ends, x + 1)
                    change += (ends.count - atMost) - less
                }
            }
        }
        if hasBelow { side(successors) }
        if hasAbove { side(predecessors) }
        return change
    }

    /// Edges through a subgraph among those with an end at `nodes` (places of rank `r`), counted as
    /// `ClusterSides.cost` counts them: `above`, `here` and `below` are the blocks of ranks r − 1, r and
    /// r + 1 (nil where the rank pair is not counted).
    func breaches(_ layer: [Int], _ places: Range<Int>, position: [Int], rank r: Int,
                  above: [Block]?, here: [Block], below: [Block]?) -> Int {
        guard !here.isEmpty else { return 0 }
        var count = 0
        if let below, !below.isEmpty {
            for i in places where !g.kind[layer[i]].isBorder {
                let u = layer[i]
                for k in successors.range(u) where g.rank[successors.nodes[k]] == r + 1 {
                    count += Self.crossedBlocks(position[u], position[successors.nodes[k]], here, below)
                }
            }
        }
        if let above, !above.isEmpty {
            for i in places {
                let v = layer[i]
                for k in predecessors.range(v) {
                    let u = predecessors.nodes[k]
                    guard !g.kind[u].isBorder, g.rank[u] == r - 1 else { continue }
                    count += Self.crossedBlocks(position[u], position[v], above, here)
                }
            }
        }
        return count
    }

    /// The blocks an edge from place `pu` of the upper rank to `pv` of the lower one passes from one
    /// side of to the other, neither end inside.
    static func crossedBlocks(_ pu: Int, _ pv: Int, _ upper: [Block], _ lower: [Block]) -> Int {
        var count = 0
        for a in upper {
            guard let b = lower.first(where: { $0.cluster == a.cluster }) else { continue }
            if pu >= a.left && pu <= a.right || pv >= b.left && pv <= b.right { continue }
            if (pu < a.left) != (pv < b.left) { count += 1 }
        }
        return count
    }

    /// The first index of sorted `values` whose value is at least `x`.
    private func lowerBound(_ values: [Int], _ x: Int) -> Int {
        var low = 0, high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] < x { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

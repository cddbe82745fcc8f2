/// Phase 4: orders the nodes of each rank to reduce crossings. Initial order by depth-first search
/// from each node in the order the diagram declares them (its model order, which ELK's layered
/// layout also keeps when crossings tie); then alternating down/up barycenter sweeps, each followed
/// by transposition of neighbours (Graphviz dot's heuristic); the order with the fewest crossings
/// wins, and among the orders the sweeps pass that cross alike, the one whose edges lean least
/// (see `spread`); a start without crossings is kept as it is. While crossings remain, the sweeps
/// restart from more deterministic orders (depth-first from the top ranks as dagre starts, from the
/// bottom, and both mirrored); a restart wins only with strictly fewer crossings.
/// Iterations are bounded, and transposition and restarts are skipped on very large graphs.
enum LayerOrderer {
    static let maxSweeps = 24
    static let transposeLimit = 3_000

    /// Sweeps stop early on huge graphs: about this many node visits in total.
    static let sweepWork = 600_000

    /// `keepsNodeOrder` (`elk.forceNodeModelOrder`): no crossing minimisation, see `keepModelOrder`.
    static func run(_ g: LayerGraph, keepsNodeOrder: Bool = false) {
        let rankCount = (g.rank.max() ?? -1) + 1
        // At most one node in every rank (a chain: most small diagrams): there is one order, so nothing
        // to sweep; the initial order and every sort would give these layers.
        if let layers = singleNodeRanks(g, rankCount: rankCount) {
            g.layers = layers
            g.updatePositions()
            return
        }
        if keepsNodeOrder { return keepModelOrder(g) }
        let successors = Adjacency(g, upward: false)
        let predecessors = Adjacency(g, upward: true)
        let counter = CrossingCounter(successors: successors)
        // Deterministic restarts, tried only while crossings remain; the first start wins ties, so a
        // restart changes the drawing only when it really crosses less. Starting from the declared
        // order keeps, among orders that cross as little, the one the author wrote: a node declared
        // first in its subgraph stands left (seed 003's view picker and its long edge), where
        // starting by rank put it right of nodes declared after it and sent its edge round them.
        let modelStart = initialOrder(g, rankCount: rankCount, along: successors, byModelOrder: true)
        var best = sweeps(g, from: modelStart, successors: successors, predecessors: predecessors, counter: counter)
        if best.crossings > 0 && g.nodeCount <= restartLimit {
            let rankStart = initialOrder(g, rankCount: rankCount, along: successors)
            let bottomStart = initialOrder(g, rankCount: rankCount, along: predecessors, fromBottom: true)
            let starts = (rankStart == modelStart ? [] : [rankStart]) + [
                bottomStart,
                rankStart.map { Array($0.reversed()) },
                bottomStart.map { Array($0.reversed()) },
            ]
            for start in starts where best.crossings > 0 {
                let candidate = sweeps(g, from: start, successors: successors, predecessors: predecessors, counter: counter)
                if candidate.crossings < best.crossings { best = candidate }
            }
        }
        if best.crossings > 0 && g.nodeCount <= restartLimit {
            ClusterSwapper.improve(g, layers: &best.layers, crossings: &best.crossings, counter: counter)
        }
        g.layers = best.layers
        g.updatePositions()
    }

    /// Each rank's node (or none), when no rank holds two nodes; nil otherwise.
    static func singleNodeRanks(_ g: LayerGraph, rankCount: Int) -> [[Int]]? {
        var layers = [[Int]](filled: [], count: rankCount)
        for v in 0..<g.nodeCount {
            guard layers[g.rank[v]].isEmpty else { return nil }
            layers[g.rank[v]] = [v]
        }
        return layers
    }

    /// Every rank in the order the nodes were written (node index), each dummy between its edge's
    /// two ends, clusters kept contiguous; nothing is reordered to cross less.
    static func keepModelOrder(_ g: LayerGraph) {
        let rankCount = (g.rank.max() ?? -1) + 1
        g.layers = initialOrder(g, rankCount: rankCount, along: Adjacency(g, upward: false))
        g.updatePositions()
        var key = [Double](filled: 0, count: g.nodeCount)
        for v in 0..<g.realCount { key[v] = Double(v) }
        for (i, e) in g.routed.enumerated() {
            for d in e.chain { key[d] = Double(e.source + e.target) / 2 + Double(i) / Double(g.routed.count + 1) / 2 }
        }
        let weight = [Double](filled: 1, count: g.nodeCount)
        let sorter = LayerSorter(graph: g, clusterKey: clusterKeys(g))
        for r in 0..<rankCount { g.layers[r] = sorter.sort(g.layers[r], barySum: key, baryWeight: weight, biasRight: false) }
        g.updatePositions()
    }

    /// Restarts are skipped above this many nodes (dummies included): the first start is good enough
    /// there and the time is better spent elsewhere.
    static let restartLimit = 2_000

    /// Barycenter sweeps with transposition from one initial order; returns the best order seen (also
    /// run by `ClusterSides` from the order its moves leave). It writes `g.layers`: callers set it afterwards.
    static func sweeps(_ g: LayerGraph, from initial: [[Int]], successors: Adjacency, predecessors: Adjacency,
                       counter: CrossingCounter) -> (crossings: Int, layers: [[Int]]) {
        let rankCount = initial.count
        g.layers = initial
        g.updatePositions()
        var sorter = LayerSorter(graph: g, clusterKey: clusterKeys(g))
        if g.clusterCount > 0 {
            let same = g.position.map(Double.init), one = [Double](filled: 1, count: g.nodeCount)
            for r in 0..<rankCount { g.layers[r] = sorter.sort(g.layers[r], barySum: same, baryWeight: one, biasRight: false) }
            g.updatePositions()
            sorter.clusterKey = clusterKeys(g)
        }
        // Work on local copies: writing through the class while a copy is alive would copy the array.
        var layers = g.layers
        var position = g.position
        var best = counter.count(layers: layers, position: position)
        var bestSpread = spread(position, successors: successors)
        var bestLayers = layers
        var sinceBest = 0, sweep = 0
        let sweepLimit = min(maxSweeps, max(2, sweepWork / max(1, g.nodeCount + g.edges.count)))
        var barySum = [Double](filled: 0, count: g.nodeCount)
        var baryWeight = [Double](filled: 0, count: g.nodeCount)
        let canTranspose = g.nodeCount <= transposeLimit
        let kind = g.kind, cluster = g.cluster
        while best > 0 && sinceBest < 4 && sweep < sweepLimit {
            let down = sweep % 2 == 0
            let biasRight = sweep % 4 >= 2
            let adjacency = down ? predecessors : successors
            let ranks = down ? Array(stride(from: 1, to: rankCount, by: 1)) : Array(stride(from: rankCount - 2, through: 0, by: -1))
            for r in ranks {
                for v in layers[r] {
                    var s = 0.0, w = 0.0
                    for i in adjacency.range(v) {
                        s += adjacency.weights[i] * Double(position[adjacency.nodes[i]])
                        w += adjacency.weights[i]
                    }
                    if w == 0 && adjacency.degree(v) > 0 {  // zero-weight edges still count a little
                        for i in adjacency.range(v) { s += Double(position[adjacency.nodes[i]]) }
                        w = Double(adjacency.degree(v))
                    }
                    barySum[v] = s
                    baryWeight[v] = w
                }
                let sorted = sorter.sort(layers[r], barySum: barySum, baryWeight: baryWeight, biasRight: biasRight)
                for (i, v) in sorted.enumerated() { position[v] = i }
                layers[r] = sorted
            }
            if canTranspose {
                transpose(&layers, &position, kind: kind, cluster: cluster, successors: successors, predecessors: predecessors,
                          swapsTies: biasRight)
            }
            let crossings = counter.count(layers: layers, position: position)
            if crossings < best {
                best = crossings
                bestSpread = spread(position, successors: successors)
                bestLayers = layers
                sinceBest = 0
            } else {
                // As many crossings but edges that lean less (a long edge kept beside its ends rather
                // than sent round a neighbour): kept, without counting as progress, so it never
                // lengthens the sweeps. Only while crossings are being reduced: sweeping a start that
                // has none would trade the declared order for one that leans a little less (three of
                // mermaid's docs examples came out mirrored against mermaid's own drawings).
                if crossings == best {
                    let length = spread(position, successors: successors)
                    if length < bestSpread {
                        bestSpread = length
                        bestLayers = layers
                    }
                }
                sinceBest += 1
            }
            if g.clusterCount > 0 {
                g.layers = layers
                sorter.clusterKey = clusterKeys(g)
            }
            sweep += 1
        }
        return (best, bestLayers)
    }

    /// How far the edges lean: over every edge between neighbouring ranks, how many places apart its
    /// two ends stand in their ranks. Ties in crossings are broken by it (smaller first).
    static func spread(_ position: [Int], successors: Adjacency) -> Int {
        var total = 0
        for v in position.indices {
            for i in successors.range(v) { total += abs(position[v] - position[successors.nodes[i]]) }
        }
        return total
    }

    /// Depth-first from each unvisited node, taken by rank (top down, or bottom up when following
    /// in-edges) then input order, or in input order alone (`byModelOrder`), along `adjacency`
    /// (successors or predecessors).
    static func initialOrder(_ g: LayerGraph, rankCount: Int, along adjacency: Adjacency, fromBottom: Bool = false,
                             byModelOrder: Bool = false) -> [[Int]] {
        var layers = [[Int]](filled: [], count: rankCount)
        var visited = [Bool](filled: false, count: g.nodeCount)
        var stack: [Int] = []
        let starts: [Int]
        if byModelOrder {
            starts = Array(0..<g.nodeCount)
        } else {
            var byRank = [[Int]](filled: [], count: rankCount)
            for v in 0..<g.nodeCount { byRank[g.rank[v]].append(v) }
            starts = fromBottom ? Array(byRank.reversed().joined()) : Array(byRank.joined())
        }
        for s in starts where !visited[s] {
            stack.append(s)
            while let v = stack.popLast() {
                if visited[v] { continue }
                visited[v] = true
                layers[g.rank[v]].append(v)
                for i in adjacency.range(v).reversed() where !visited[adjacency.nodes[i]] { stack.append(adjacency.nodes[i]) }
            }
        }
        return layers
    }

    /// Mean relative position of each cluster's nodes; orders sibling clusters consistently.
    static func clusterKeys(_ g: LayerGraph) -> [Double] {
        guard g.clusterCount > 0 else { return [] }
        var sum = [Double](filled: 0, count: g.clusterCount)
        var count = [Double](filled: 0, count: g.clusterCount)
        for layer in g.layers {
            let scale = 1.0 / Double(max(1, layer.count))
            for (i, v) in layer.enumerated() {
                var c = g.cluster[v]
                var steps = 0
                while c >= 0 && steps <= g.clusterCount {
                    sum[c] += Double(i) * scale
                    count[c] += 1
                    c = g.clusterParent[c]
                    steps += 1
                }
            }
        }
        return (0..<g.clusterCount).map { count[$0] > 0 ? sum[$0] / count[$0] : 0 }
    }

    /// Swaps neighbours of the same cluster while that removes crossings. With `swapsTies` (on every
    /// other pair of sweeps, as Graphviz dot's transpose does in reverse passes), a crossed pair that
    /// crosses just as much the other way round is swapped too, in the first pass only: that steps
    /// off a plateau where two nodes tie (say a node pulled both by a parent's dummy and by a note)
    /// and lets the next sweep find an order that needs two swaps at once. Only a strictly better
    /// order is ever kept, so this never makes the result worse.
    static func transpose(_ layers: inout [[Int]], _ position: inout [Int], kind: [LayerNodeKind], cluster: [Int],
                          successors: Adjacency, predecessors: Adjacency, swapsTies: Bool = false) {
        func crossings(_ a: Int, _ b: Int, _ list: Adjacency) -> Int {
            var c = 0
            for i in list.start[a]..<list.start[a + 1] {
                let pa = position[list.nodes[i]]
                for j in list.start[b]..<list.start[b + 1] where pa > position[list.nodes[j]] { c += 1 }
            }
            return c
        }
        for pass in 0..<8 {
            var improved = false
            for r in layers.indices where layers[r].count > 1 {
                for i in 0..<(layers[r].count - 1) {
                    let a = layers[r][i], b = layers[r][i + 1]
                    if kind[a].isBorder || kind[b].isBorder || cluster[a] != cluster[b] { continue }
                    let now = crossings(a, b, predecessors) + crossings(a, b, successors)
                    guard now > 0 else { continue }
                    let swapped = crossings(b, a, predecessors) + crossings(b, a, successors)
                    if swapped < now || (swapsTies && pass == 0 && swapped == now) {
                        layers[r][i] = b
                        layers[r][i + 1] = a
                        position[a] = i + 1
                        position[b] = i
                        improved = true
                    }
                }
            }
            if !improved { break }
        }
    }
}

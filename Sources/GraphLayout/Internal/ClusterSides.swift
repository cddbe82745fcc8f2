/// Phase 4b: moves a subgraph aside when edges that are not its own would otherwise run through it.
///
/// Why: crossing reduction counts crossings between edges, not edges through subgraph boxes. A
/// subgraph left in the middle of its ranks, with unrelated nodes on both sides, is crossed by every
/// edge from one side to the other, and its box is a rectangle, so that line runs through its nodes'
/// room (on random flowcharts with subgraphs, six to eight times as many edges ran through a foreign
/// subgraph as in mermaid's drawings, which keep subgraphs to one side). Each subgraph, outer ones
/// first, is tried at the left and at the right end of every rank it spans (a nested one at the ends
/// of its parent's block), its own order kept and neighbours then swapped back where the move made
/// them cross; a place is taken when crossings plus ``breachWeight`` times the edges through
/// subgraphs come out lower. After the moves the ordering sweeps run again from the moved order,
/// taken when they lower the cost without more breaches; last, `BlockTranspose` lets single nodes
/// pass subgraph blocks, which no other pass does.
///
/// A second series of moves also tries each subgraph beside each sibling subgraph, and judges every
/// candidate place after `BlockTranspose` has settled the nodes round it: a place often pays only
/// once the nodes it leaves on the wrong side have passed it (stop 68: random flowcharts whose
/// related subgraphs stayed apart, edges between them crossing the whole drawing). Of the sweeps'
/// own order and the two series' results, the one that costs least with an edge through a subgraph
/// weighing ``keepWeight`` crossings is kept.
enum ClusterSides {
    /// An edge through a foreign subgraph counts as this many crossings: it hides the subgraph's
    /// grouping and runs past nodes that are not its own.
    static let breachWeight = 2
    /// The weight of an edge through a subgraph when the moved order is weighed against the unmoved
    /// one (both after `BlockTranspose`): at 3, as in `BlockTranspose`, random flowcharts crossed
    /// less still but ran 33 and 23 edges through subgraphs where the moves alone ran 27 and 19.
    static let keepWeight = 4
    /// When each candidate place is judged after `BlockTranspose` settles the nodes round it, an edge
    /// through a subgraph weighs what it weighs there; settling a candidate takes one round of it (more
    /// changed 3 of 800 random drawings, for 6% more instructions).
    static let settledWeight = BlockTranspose.breachWeight
    static let settleRounds = 1
    /// Bounded work: each candidate place costs a crossing count and a pass over the edges.
    static let clusterLimit = 40
    static let nodeLimit = 3_000

    static func run(_ g: LayerGraph) {
        guard g.clusterCount > 0, g.clusterCount <= clusterLimit, g.nodeCount <= nodeLimit else { return }
        let successors = Adjacency(g, upward: false)
        let predecessors = Adjacency(g, upward: true)
        let counter = CrossingCounter(successors: successors)
        guard cost(g, g.layers, position: g.position, successors: successors, counter: counter) > 0 else { return }
        // The sweeps' own order with nodes passed across blocks: what the moves must beat.
        var unmoved = g.layers
        BlockTranspose.run(&unmoved, g, successors: successors, predecessors: predecessors, counter: counter)
        func weighed(_ layers: [[Int]]) -> Int {
            cost(g, layers, position: LayerGraph.places(of: layers, nodeCount: g.nodeCount), successors: successors,
                 counter: counter, breachWeight: keepWeight)
        }
        // Moving a subgraph aside trades edges through it for longer edges round it, which cross
        // more; the first series' moves are kept unless the unmoved order wins with an edge through a
        // subgraph weighing ``keepWeight`` crossings, and the second series' only when they cost less
        // than both.
        var chosen = unmoved, chosenCost = weighed(unmoved)
        for settles in [false, true] {
            guard let layers = movedOrder(g, settles: settles, successors: successors, predecessors: predecessors,
                                          counter: counter) else { continue }
            let value = weighed(layers)
            if value < chosenCost || !settles && value == chosenCost { chosen = layers; chosenCost = value }
        }
        if chosen != g.layers {
            g.layers = chosen
            g.updatePositions()
        }
    }

    /// The order after moving each subgraph, outer ones first, to the place where the cost is lowest;
    /// nil when no move lowers it. With `settles`, each candidate place is judged after
    /// `BlockTranspose` settles the nodes round it, and edges through subgraphs weigh
    /// ``settledWeight``.
    static func movedOrder(_ g: LayerGraph, settles: Bool, successors: Adjacency, predecessors: Adjacency,
                           counter: CrossingCounter) -> [[Int]]? {
        let weight = settles ? settledWeight : breachWeight
        var layers = g.layers
        var best = cost(g, layers, position: g.position, successors: successors, counter: counter, breachWeight: weight)
        var changed = false
        // Outer subgraphs first: a nested one then finds its parent's block where it will stay.
        let order = (0..<g.clusterCount).filter { g.clusterMinRank[$0] <= g.clusterMaxRank[$0] }.sorted {
            (g.clusterDepth[$0], $0) < (g.clusterDepth[$1], $1)
        }
        for c in order {
            for place in settles ? places(for: c, g) : [.leftEnd, .rightEnd] {
                guard var candidate = moved(c, to: place, in: layers, g) else { continue }
                // Neighbours swapped back where the move made them cross (never across a block, so no
                // edge changes side).
                var position = LayerGraph.places(of: candidate, nodeCount: g.nodeCount)
                LayerOrderer.transpose(&candidate, &position, kind: g.kind, cluster: g.cluster,
                                       successors: successors, predecessors: predecessors)
                if settles {
                    BlockTranspose.run(&candidate, g, successors: successors, predecessors: predecessors, counter: counter,
                                       ranks: (g.clusterMinRank[c] - 1)...(g.clusterMaxRank[c] + 1), rounds: settleRounds)
                    position = LayerGraph.places(of: candidate, nodeCount: g.nodeCount)
                }
                let value = cost(g, candidate, position: position, successors: successors, counter: counter,
                                 breachWeight: weight)
                if value < best {
                    best = value
                    layers = candidate
                    changed = true
                }
            }
        }
        guard changed else { return nil }
        // The sweeps again from the moved order: nodes outside a moved subgraph may find better places
        // round it (they kept the places the old order gave them). Taken when the cost is lower and the
        // edges through subgraphs are no more: fewer crossings bought with more breaches drew worse.
        if best > 0 {
            let original = g.layers
            let swept = LayerOrderer.sweeps(g, from: layers, successors: successors, predecessors: predecessors, counter: counter)
            g.layers = original
            let breachCost = best - counter.count(layers: layers, nodeCount: g.nodeCount)
            let value = cost(g, swept.layers, position: LayerGraph.places(of: swept.layers, nodeCount: g.nodeCount),
                             successors: successors, counter: counter, breachWeight: weight)
            if value < best && value - swept.crossings <= breachCost { layers = swept.layers }
        }
        BlockTranspose.run(&layers, g, successors: successors, predecessors: predecessors, counter: counter)
        return layers
    }

    /// Where a subgraph's block is tried: at either end of its ranks, or beside a sibling subgraph.
    enum Place: Equatable {
        case leftEnd, rightEnd
        /// Just left (or right) of the sibling's block in each rank both span; elsewhere unmoved.
        case beside(Int, toLeft: Bool)
    }

    /// Subgraphs with more siblings than this are tried at the ends only (bounded work).
    static let siblingLimit = 8

    /// The places tried for cluster `c`: the two ends, then beside each sibling whose ranks overlap.
    static func places(for c: Int, _ g: LayerGraph) -> [Place] {
        let siblings = (0..<g.clusterCount).filter {
            $0 != c && g.clusterParent[$0] == g.clusterParent[c]
                && max(g.clusterMinRank[$0], g.clusterMinRank[c]) <= min(g.clusterMaxRank[$0], g.clusterMaxRank[c])
        }
        guard siblings.count <= siblingLimit else { return [.leftEnd, .rightEnd] }
        return [.leftEnd, .rightEnd] + siblings.flatMap { [Place.beside($0, toLeft: true), .beside($0, toLeft: false)] }
    }

    /// `layers` with cluster `c`'s block (its borders and everything between) at `place` in every rank
    /// it spans: the left or right end of the rank, or of its parent's block there, or beside a
    /// sibling's block in the ranks that sibling spans too; nil when that changes nothing.
    static func moved(_ c: Int, to place: Place, in layers: [[Int]], _ g: LayerGraph) -> [[Int]]? {
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
            let at: Int
            switch place {
            case .leftEnd: at = start
            case .rightEnd: at = end
            case .beside(let d, let toLeft):
                guard let dLeft = rest.firstIndex(where: { g.kind[$0] == .borderLeft(d) }),
                      let dRight = rest.firstIndex(where: { g.kind[$0] == .borderRight(d) }), dLeft < dRight else { continue }
                at = toLeft ? dLeft : dRight + 1
            }
            if at == left { continue }
            result[r] = Array(rest[..<at]) + block + Array(rest[at...])
            changed = changed || result[r] != layer
        }
        return changed ? result : nil
    }

    /// Crossings plus `breachWeight` times the edges between neighbouring ranks that pass from one
    /// side of a subgraph's block to the other while both their ranks are in the subgraph's span.
    /// `position` is each node's place in `layers`; `pairs`, when given, limits the count to the
    /// edges from those ranks to the next (the rest of the cost does not change when only the order
    /// of ranks inside the pairs changes).
    static func cost(_ g: LayerGraph, _ layers: [[Int]], position: [Int], successors: Adjacency, counter: CrossingCounter,
                     pairs: Range<Int>? = nil, breachWeight: Int = breachWeight) -> Int {
        let pairs = pairs ?? 0..<max(0, layers.count - 1)
        guard !pairs.isEmpty else { return 0 }
        // Each cluster's block per rank from the first of `pairs` on (a rank holds few blocks, so lists
        // searched in turn: no dictionaries made at each of the many calls).
        let blocks = (pairs.lowerBound...pairs.upperBound).map { SwapDelta.blocks(layers[$0], g) }
        var breaches = 0
        for ru in pairs {
            let upper = blocks[ru - pairs.lowerBound], lower = blocks[ru + 1 - pairs.lowerBound]
            guard !upper.isEmpty && !lower.isEmpty else { continue }
            for u in layers[ru] where !g.kind[u].isBorder {
                for i in successors.range(u) where g.rank[successors.nodes[i]] == ru + 1 {
                    breaches += SwapDelta.crossedBlocks(position[u], position[successors.nodes[i]], upper, lower)
                }
            }
        }
        return counter.count(layers: layers, position: position, pairs: pairs) + breachWeight * breaches
    }
}

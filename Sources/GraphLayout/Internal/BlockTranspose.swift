/// Phase 4b, last step: neighbouring units of a rank, a node or a subgraph's block (its borders and
/// everything between), trade places when crossings plus edges through subgraphs come out lower.
///
/// Why: the ordering sweeps and their transpose move one node at a time and never past a subgraph's
/// border, and `ClusterSides` moves whole subgraphs to the ends of their ranks. None of them lets a
/// node outside a subgraph pass its block, which a drawing needs when the subgraph belongs where it
/// is but one of its rank's outside nodes belongs on its far side (mermaid's drawings do this). On
/// random flowcharts with subgraphs such a node stayed on the wrong side and its edges crossed the
/// block's or ran through it. Two nodes trade too: the transpose weighs crossings alone, this pass
/// the edges through subgraphs as well. The cost is `ClusterSides.cost` with an edge through a
/// subgraph weighing ``breachWeight`` crossings: at `ClusterSides`' weight of 2 the swaps bought
/// fewer crossings with more edges through subgraphs (README "Layout"). Each trade is weighed by the
/// change it makes (`SwapDelta`), not by recounting the rank: `ClusterSides` runs this pass on every
/// place it tries.
enum BlockTranspose {
    /// An edge through a foreign subgraph counts as this many crossings here.
    static let breachWeight = 3
    /// Bounded work: rounds over the ranks, and candidate swaps in all.
    static let rounds = 4
    static let evaluationLimit = 20_000

    /// Runs the pass on `ranks` (every rank when nil).
    static func run(_ layers: inout [[Int]], _ g: LayerGraph, successors: Adjacency, predecessors: Adjacency,
                    counter: CrossingCounter, ranks: ClosedRange<Int>? = nil, rounds: Int = rounds) {
        guard layers.count > 1 else { return }
        let ranks = ranks.map { max(0, $0.lowerBound)...min(layers.count - 1, $0.upperBound) } ?? 0...(layers.count - 1)
        let delta = SwapDelta(g: g, successors: successors, predecessors: predecessors, breachWeight: breachWeight)
        var position = LayerGraph.places(of: layers, nodeCount: g.nodeCount)
        var evaluations = 0
        for _ in 0..<rounds {
            var improved = false
            for r in ranks where layers[r].count > 2 {
                // The rank's edges up and down: all a swap in it changes.
                let pairs = max(0, r - 1)..<min(r + 1, layers.count - 1)
                var current = ClusterSides.cost(g, layers, position: position, successors: successors, counter: counter,
                                                pairs: pairs, breachWeight: breachWeight)
                evaluations += 1
                let above = r > 0 ? SwapDelta.blocks(layers[r - 1], g) : nil
                let below = r + 1 < layers.count ? SwapDelta.blocks(layers[r + 1], g) : nil
                var here = SwapDelta.blocks(layers[r], g)
                var swapped = true
                while swapped && current > 0 && evaluations < evaluationLimit {
                    swapped = false
                    search: for units in containers(layers[r], g) where units.count > 1 {
                        for k in 0..<(units.count - 1) {
                            let a = units[k], b = units[k + 1]
                            // Not two blocks: sibling subgraphs keep one order in every rank they
                            // share (their boxes are rectangles; `ClusterSwapper` trades them in all
                            // at once).
                            guard a.count == 1 || b.count == 1 else { continue }
                            evaluations += 1
                            let both = a.lowerBound..<b.upperBound
                            let original = layers[r]
                            var change = delta.crossingChange(original, left: a, right: b, position: position,
                                                              hasAbove: above != nil, hasBelow: below != nil)
                            let before = delta.breaches(original, both, position: position, rank: r, above: above,
                                                        here: here, below: below)
                            layers[r].replaceSubrange(both, with: original[b] + original[a])
                            for i in both { position[layers[r][i]] = i }
                            // The blocks in `a` move right by `b`'s length, those in `b` left by `a`'s.
                            let traded = here.map { block -> SwapDelta.Block in
                                let shift = a.contains(block.left) ? b.count : b.contains(block.left) ? -a.count : 0
                                return (block.cluster, block.left + shift, block.right + shift)
                            }
                            let after = delta.breaches(layers[r], both, position: position, rank: r, above: above,
                                                       here: traded, below: below)
                            change += breachWeight * (after - before)
                            if change < 0 {
                                current += change
                                here = traded
                                swapped = true
                                improved = true
                                break search
                            }
                            layers[r] = original
                            for i in both { position[original[i]] = i }
                        }
                    }
                }
            }
            if !improved { break }
        }
    }

    /// The units of `layer` by container (the whole rank, then each block's inside), each a range of
    /// places, left to right: a node, or a subgraph's block. Empty when the rank's blocks do not nest
    /// (then nothing in it is moved).
    static func containers(_ layer: [Int], _ g: LayerGraph) -> [[Range<Int>]] {
        var result: [[Range<Int>]] = []
        var stack: [(cluster: Int, start: Int, units: [Range<Int>])] = [(-1, 0, [])]
        for (i, v) in layer.enumerated() {
            switch g.kind[v] {
            case .borderLeft(let c):
                guard g.clusterParent[c] == stack[stack.count - 1].cluster else { return [] }
                stack.append((c, i, []))
            case .borderRight(let c):
                guard stack.count > 1, stack[stack.count - 1].cluster == c else { return [] }
                let inner = stack.removeLast()
                result.append(inner.units)
                stack[stack.count - 1].units.append(inner.start..<(i + 1))
            default:
                guard g.cluster[v] == stack[stack.count - 1].cluster else { return [] }
                stack[stack.count - 1].units.append(i..<(i + 1))
            }
        }
        guard stack.count == 1 else { return [] }
        result.append(stack[0].units)
        return result
    }
}

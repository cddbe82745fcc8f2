// Why: `BlockTranspose` takes a trade when `SwapDelta` says the cost falls, instead of recounting the
// rank's crossings and breaches; the drawings stay the same only if the change it counts is exactly
// the change in `ClusterSides.cost`, for every trade of a node with a node or with a block.
import Testing
@testable import GraphLayout

/// `SwapDelta`: the change in cost of trading two neighbouring units of a rank.
@Suite struct SwapDeltaTests {
    /// Random flowcharts' levels (seeds 7 and 2026 of `Tests/Scripts/random_flowcharts.py`: r158, r030,
    /// r224, r027, r181) ordered through phase 4.
    static let graphs: [(edges: [(Int, Int)], nodes: Int, labelled: [Int], clusters: [Int])] = [
        ([(13, 4), (14, 3), (11, 14), (9, 2), (0, 11), (0, 3), (14, 13), (11, 13), (1, 14), (9, 13), (7, 10),
          (2, 9), (6, 8), (11, 5), (3, 11), (8, 3), (10, 13), (6, 1)], 15, [0, 1, 4, 5, 6, 7, 8, 9, 11, 14, 15, 16, 17],
         [0, 1, 2, 2, 2, 2]),
        ([(6, 12), (6, 8), (2, 11), (0, 9), (12, 0), (5, 0), (4, 7), (5, 4), (6, 9), (12, 13), (7, 2),
          (4, 14), (0, 1), (13, 3), (5, 12), (1, 11), (2, 0), (7, 13)], 15, [1, 3, 5, 7, 9, 10, 14, 17], [0, 0, 0]),
        ([(2, 11), (0, 5), (4, 2), (9, 5), (7, 8), (1, 6), (5, 11), (8, 0), (3, 4), (6, 9), (5, 10), (1, 8),
          (7, 10), (2, 10)], 12, [3, 7, 12, 13], [0, 0, 1, 2, 2]),
        ([(3, 1), (3, 4), (4, 0), (1, 8), (5, 1), (1, 5), (4, 2), (1, 2), (4, 8), (6, 8), (7, 8)], 9, [0, 1, 7, 8, 10],
         [0, 0, 0]),
        ([(4, 6), (6, 3), (6, 2), (11, 12), (5, 2), (6, 1), (8, 9), (5, 9), (1, 11), (6, 13), (6, 10), (4, 1)], 14,
         [0, 7, 8, 9], [0, 0, 0, 1, 1, 1]),
    ]

    @Test(arguments: 0..<graphs.count)
    func everyTradeChangesTheCostByTheCountedAmount(_ index: Int) {
        let f = Self.graphs[index]
        let g = ClusterSidesTests.orderedGraph(edges: f.edges, nodes: f.nodes, labelled: f.labelled, clusters: f.clusters)
        let successors = Adjacency(g, upward: false), predecessors = Adjacency(g, upward: true)
        let counter = CrossingCounter(successors: successors)
        let delta = SwapDelta(g: g, successors: successors, predecessors: predecessors,
                              breachWeight: BlockTranspose.breachWeight)
        func cost(_ layers: [[Int]]) -> Int {
            ClusterSides.cost(g, layers, position: LayerGraph.places(of: layers, nodeCount: g.nodeCount),
                              successors: successors, counter: counter, breachWeight: BlockTranspose.breachWeight)
        }
        var trades = 0, changing = 0, withBlock = 0
        for r in g.layers.indices {
            let above = r > 0 ? SwapDelta.blocks(g.layers[r - 1], g) : nil
            let below = r + 1 < g.layers.count ? SwapDelta.blocks(g.layers[r + 1], g) : nil
            for units in BlockTranspose.containers(g.layers[r], g) where units.count > 1 {
                for k in 0..<(units.count - 1) {
                    let a = units[k], b = units[k + 1], both = a.lowerBound..<b.upperBound
                    var traded = g.layers
                    traded[r].replaceSubrange(both, with: g.layers[r][b] + g.layers[r][a])
                    let position = LayerGraph.places(of: g.layers, nodeCount: g.nodeCount)
                    let tradedPosition = LayerGraph.places(of: traded, nodeCount: g.nodeCount)
                    let counted = delta.crossingChange(g.layers[r], left: a, right: b, position: position,
                                                       hasAbove: above != nil, hasBelow: below != nil)
                        + BlockTranspose.breachWeight
                        * (delta.breaches(traded[r], both, position: tradedPosition, rank: r, above: above,
                                          here: SwapDelta.blocks(traded[r], g), below: below)
                           - delta.breaches(g.layers[r], both, position: position, rank: r, above: above,
                                            here: SwapDelta.blocks(g.layers[r], g), below: below))
                    #expect(counted == cost(traded) - cost(g.layers), "rank \(r), units \(a) and \(b)")
                    trades += 1
                    if counted != 0 { changing += 1 }
                    if a.count > 1 || b.count > 1 { withBlock += 1 }
                }
            }
        }
        // The fixtures exercise the count: trades that change the cost, and trades with a block.
        #expect(trades > 10 && changing > 3 && withBlock > 0, "\(trades) trades, \(changing) changing, \(withBlock) with a block")
    }
}

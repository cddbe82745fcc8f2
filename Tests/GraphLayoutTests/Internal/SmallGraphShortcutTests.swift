// Why: small diagrams skip work that cannot change their layout: a level made of trees is ranked
// without network simplex, a graph with at most one node per rank is neither swept for crossings nor
// aligned four ways. These tests hold each shortcut to the general code on random trees and chains,
// to the bit.
import TestRandom
import Testing
@testable import GraphLayout

@Suite struct SmallGraphShortcutTests {
    /// A random tree on `n` nodes: each node after the first hangs from an earlier one, either way round.
    static func randomTree(_ n: Int, using rng: inout SeededGenerator) -> [(Int, Int)] {
        (1..<max(n, 1)).map { v in
            let parent = Int.random(in: 0..<v, using: &rng)
            return Bool.random(using: &rng) ? (parent, v) : (v, parent)
        }
    }

    @Test func treeRanksAreNetworkSimplexRanks() {
        var rng = SeededGenerator(seed: 520)
        for _ in 0..<300 {
            let n = Int.random(in: 2...12, using: &rng)
            let edges = Self.randomTree(n, using: &rng).map {
                Ranker.RankEdge(source: $0.0, target: $0.1, minLength: Int.random(in: 0...4, using: &rng),
                                weight: [0.5, 1, 2, 3.5].randomElement(using: &rng)!)
            }
            let src = edges.map(\.source), dst = edges.map(\.target), len = edges.map(\.minLength)
            var simplex = NetworkSimplex(nodeCount: n, source: src, target: dst, minLength: len, weight: edges.map(\.weight),
                                         rank: Ranker.longestPath(n: n, source: src, target: dst, minLength: len),
                                         budget: Ranker.workBudget)
            let optimal = simplex.run()
            #expect(optimal)
            let lowest = simplex.rank.min() ?? 0
            #expect(Ranker.treeRanks(Array(0..<n), edges: edges) == simplex.rank.map { $0 - lowest }, "\(edges)")
        }
        // Not a tree: left to network simplex.
        let cycle = [(0, 1), (1, 2), (2, 0)].map { Ranker.RankEdge(source: $0.0, target: $0.1, minLength: 1, weight: 1) }
        #expect(Ranker.treeRanks([0, 1, 2], edges: cycle) == nil)
    }

    /// Chains (each node joined to the next, all one way round, some edges labelled) and single nodes.
    static func chainInputs() -> [LevelInput] {
        var rng = SeededGenerator(seed: 77)
        var inputs: [LevelInput] = []
        for n in 1...9 {
            for direction in [LayoutDirection.topToBottom, .leftToRight] {
                let forward = Bool.random(using: &rng)
                let edges = (0..<(n - 1)).map { i in forward ? (i, i + 1) : (i + 1, i) }
                var labels: [Int: (Double, Double)] = [:]
                for i in edges.indices where Bool.random(using: &rng) { labels[i] = (30, 12) }
                var input = PipelineFixtures.level(edges, nodes: n, labels: labels, direction: direction)
                input.nodeWidth = (0..<n).map { _ in Double(Int.random(in: 20...120, using: &rng)) }
                inputs.append(input)
            }
        }
        return inputs
    }

    @Test func chainsOrderAsTheSweepsWould() {
        for input in Self.chainInputs() {
            let g = PipelineFixtures.run(input, through: 3)
            let rankCount = (g.rank.max() ?? -1) + 1
            let shortcut = LayerOrderer.singleNodeRanks(g, rankCount: rankCount)
            #expect(shortcut != nil)
            #expect(shortcut == LayerOrderer.initialOrder(g, rankCount: rankCount, along: Adjacency(g, upward: false)))
            LayerOrderer.keepModelOrder(g)
            #expect(g.layers == shortcut)
        }
        // Two nodes in one rank: no shortcut.
        let fan = PipelineFixtures.run(PipelineFixtures.level([(0, 1), (0, 2)], nodes: 3), through: 3)
        #expect(LayerOrderer.singleNodeRanks(fan, rankCount: (fan.rank.max() ?? -1) + 1) == nil)
    }

    @Test func chainsPlaceAsTheFourAlignmentsWould() {
        for input in Self.chainInputs() {
            let g = PipelineFixtures.run(input, through: 4)
            for straight in [false, true] {
                let positioner = BrandesKoepfPositioner(g, favorsStraightEdges: straight)
                #expect(positioner.run().map(\.bitPattern) == positioner.fourAlignments().map(\.bitPattern))
            }
        }
    }
}

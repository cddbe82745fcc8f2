import Testing
@testable import GraphLayout

@Suite struct LayerOrdererTests {
    @Test func crossingCounterCountsKnownCrossings() {
        // Two layers: 0,1 over 2,3 with edges 0→3 and 1→2: one crossing in this order.
        let g = PipelineFixtures.run(PipelineFixtures.level([(0, 3), (1, 2)], nodes: 4), through: 3)
        g.layers = [[0, 1], [], [2, 3]]
        g.layers[1] = g.routed.flatMap(\.chain)
        g.updatePositions()
        // Dummies sit in input order, so the first half of each edge is uncrossed and the second crosses.
        #expect(PipelineFixtures.crossings(g) == 1)
    }

    @Test func orderingRemovesAvoidableCrossings() {
        // A bipartite graph that the initial order draws with crossings; it can be drawn without.
        let edges = [(0, 5), (1, 4), (2, 3), (0, 6), (2, 7)]
        let g = PipelineFixtures.run(PipelineFixtures.level(edges, nodes: 8), through: 4)
        #expect(PipelineFixtures.crossings(g) == 0)
    }

    @Test func tiedNeighboursAreSwappedToReachACrossingFreeOrder() {
        // mermaid's docs class example: Animal (0) over Duck (1), Fish (2), Zebra (3); an unlinked note
        // (4); a note (5) over Duck. Duck and Zebra tie on their barycenters, and no single swap of
        // neighbours removes the crossing of note → Duck with Animal → Zebra: only swapping the tie
        // first (as dot's transpose does in reverse passes) lets the next sweep untangle it.
        let g = PipelineFixtures.run(PipelineFixtures.level([(0, 1), (0, 2), (0, 3), (5, 1)], nodes: 6), through: 4)
        #expect(PipelineFixtures.crossings(g) == 0)
    }

    @Test func declaredOrderWinsWhenOrdersCrossAlike() {
        // Seed 003's shape: a picker (0) declared first, feeding the shared target (1) from rank 1; a
        // button (2) on rank 0 over its action (3), which feeds the target too. Picker left of action
        // and action left of picker both draw without crossings; the picker was declared first, so it
        // stands left (starting by rank, the button's depth-first walk put the action first).
        let g = PipelineFixtures.run(PipelineFixtures.level([(0, 1), (2, 3), (3, 1)], nodes: 4), through: 4)
        #expect(g.rank[0] == g.rank[3])
        #expect(PipelineFixtures.crossings(g) == 0)
        #expect(g.position[0] < g.position[3])
    }

    @Test func orderingIsNoWorseThanTheInitialOrder() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<20 {
            let n = 14
            let edges = (0..<22).map { _ in (Int.random(in: 0..<n, using: &rng), Int.random(in: 0..<n, using: &rng)) }
            let g = PipelineFixtures.run(PipelineFixtures.level(edges, nodes: n), through: 3)
            let rankCount = (g.rank.max() ?? 0) + 1
            g.layers = LayerOrderer.initialOrder(g, rankCount: rankCount, along: Adjacency(g, upward: false))
            g.updatePositions()
            let before = PipelineFixtures.crossings(g)
            LayerOrderer.run(g)
            #expect(PipelineFixtures.crossings(g) <= before)
        }
    }

    @Test func clustersStayContiguousOnEveryRank() {
        var input = PipelineFixtures.level([(0, 2), (1, 3), (4, 5), (0, 5), (4, 3)], nodes: 6)
        input.nodeCluster = [0, -1, 0, -1, 0, 0]
        input.clusterParent = [-1]
        input.clusterPadding = [8]
        input.clusterTitleWidth = [0]
        input.clusterTitleHeight = [0]
        let g = PipelineFixtures.run(input, through: 4)
        for layer in g.layers {
            let inside = layer.enumerated().filter { g.cluster[$0.element] == 0 }.map(\.offset)
            guard let first = inside.first, let last = inside.last else { continue }
            #expect(last - first + 1 == inside.count)
            #expect(g.kind[layer[first]] == .borderLeft(0) && g.kind[layer[last]] == .borderRight(0))
        }
    }
}

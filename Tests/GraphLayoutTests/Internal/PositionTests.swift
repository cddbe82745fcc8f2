import TestRandom
import Testing
@testable import GraphLayout

@Suite struct PositionTests {
    @Test func nodesInARankNeverOverlap() {
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<20 {
            let n = 20
            let edges = (0..<30).map { _ in (Int.random(in: 0..<n, using: &rng), Int.random(in: 0..<n, using: &rng)) }
            let g = PipelineFixtures.run(PipelineFixtures.level(edges, nodes: n), through: 5)
            let separation = Separation(g)
            for layer in g.layers where layer.count > 1 {
                for i in 1..<layer.count {
                    #expect(g.x[layer[i]] - g.x[layer[i - 1]] >= separation(layer[i - 1], layer[i]) - 1e-9)
                }
            }
        }
    }

    @Test func longEdgesAreStraight() {
        // a→b→c→d plus a→d: the long edge's dummies share one x (Brandes–Köpf inner segments).
        let g = PipelineFixtures.run(PipelineFixtures.level([(0, 1), (1, 2), (2, 3), (0, 3)], nodes: 4), through: 5)
        let xs = g.routed[3].chain.map { g.x[$0] }
        #expect(xs.count == 5)
        #expect(xs.allSatisfy { abs($0 - xs[0]) < 1e-9 })
    }

    @Test func ranksAreSpacedByTheTallestNode() {
        var input = PipelineFixtures.level([(0, 1), (0, 2)], nodes: 3)
        input.nodeHeight = [30, 80, 20]
        input.rankSpacing = 50
        let g = PipelineFixtures.run(input, through: 5)
        #expect(g.y[0] == 15)
        #expect(g.y[1] == g.y[2])
        #expect(g.y[1] - 40 - (g.y[0] + 15) == 50)
    }

    @Test func chainIsVerticallyAligned() {
        let g = PipelineFixtures.run(PipelineFixtures.level([(0, 1), (1, 2)], nodes: 3), through: 5)
        #expect(g.x[0] == g.x[1] && g.x[1] == g.x[2])
    }
}

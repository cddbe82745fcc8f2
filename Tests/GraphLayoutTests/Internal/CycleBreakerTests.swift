import TestRandom
import Testing
@testable import GraphLayout

@Suite struct CycleBreakerTests {
    @Test func reversesOnlyTheEdgeClosingACycle() {
        let g = PipelineFixtures.run(PipelineFixtures.level([(0, 1), (1, 2), (2, 0)], nodes: 3), through: 1)
        #expect(CycleBreaker.isAcyclic(g))
        #expect(g.routed.map(\.reversed) == [false, false, true])
        #expect(g.routed[2].source == 0 && g.routed[2].target == 2)
    }

    @Test func randomGraphsBecomeAcyclic() {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<50 {
            let n = Int.random(in: 2...30, using: &rng)
            let edges = (0..<(n * 2)).map { _ in (Int.random(in: 0..<n, using: &rng), Int.random(in: 0..<n, using: &rng)) }
            let g = PipelineFixtures.run(PipelineFixtures.level(edges, nodes: n), through: 1)
            #expect(CycleBreaker.isAcyclic(g))
        }
    }

    @Test func selfLoopsAreLeftAlone() {
        let g = PipelineFixtures.run(PipelineFixtures.level([(0, 0), (0, 1)], nodes: 2), through: 1)
        #expect(g.routed[0].isSelfLoop && !g.routed[0].reversed)
        #expect(CycleBreaker.isAcyclic(g))
    }
}

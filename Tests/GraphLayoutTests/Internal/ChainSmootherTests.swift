// Why: the smoother moves dummies after every constraint was met, so it must never break one, and it
// must actually spread a sideways jump instead of leaving the kink the compactor made.
import Testing
@testable import GraphLayout

/// Phase 5d, `ChainSmoother`: a kinked long edge is spread into a slant within its rank neighbours' room.
@Suite struct ChainSmootherTests {
    /// A long edge 0 → 1 (five dummies, ranks being doubled) and, when `wall`, a wide node 2 below
    /// node 0 whose rank holds one of the dummies.
    func level(wall: Bool) -> LayerGraph {
        var input = PipelineFixtures.level(wall ? [(0, 1), (0, 2)] : [(0, 1)], nodes: wall ? 3 : 2,
                                           minLength: [0: 3, 1: 1])
        if wall { input.nodeWidth[2] = 200 }
        return PipelineFixtures.run(input, through: 5)
    }

    func points(_ g: LayerGraph) -> [Int] { [g.routed[0].source] + g.routed[0].chain + [g.routed[0].target] }

    func largestJump(_ g: LayerGraph) -> Double {
        let p = points(g)
        return (1..<(p.count - 2)).map { abs(g.x[p[$0]] - g.x[p[$0 + 1]]) }.max() ?? 0
    }

    @Test func aStraightChainStaysAsItIs() {
        let g = level(wall: false)
        let before = g.x
        ChainSmoother.run(g)
        #expect(g.x == before)
    }

    @Test func aKinkSpreadsAlongTheChain() {
        let g = level(wall: false)
        let chain = g.routed[0].chain
        #expect(chain.count >= 4)
        // What the compactor does on the ranks a cluster spans: the upper dummies pushed aside.
        for d in chain.prefix(2) { g.x[d] += 120 }
        #expect(largestJump(g) == 120)
        ChainSmoother.run(g)
        #expect(largestJump(g) < 60)
        // The ends stay where they are.
        let before = level(wall: false)
        #expect(g.x[g.routed[0].source] == before.x[before.routed[0].source])
        #expect(g.x[g.routed[0].target] == before.x[before.routed[0].target])
    }

    @Test func aDummyKeepsItsDistanceFromItsRankNeighbours() {
        let g = level(wall: true)
        let chain = g.routed[0].chain
        // The wide node shares a rank with a dummy, on the side the chain is pulled to.
        #expect(g.layers.contains { $0.contains(2) && $0.contains(where: chain.contains) })
        for d in chain.prefix(1) { g.x[d] += 300 }
        ChainSmoother.run(g)
        let separation = Separation(g)
        for layer in g.layers where layer.count > 1 {
            for i in 1..<layer.count {
                #expect(g.x[layer[i]] - g.x[layer[i - 1]] >= separation(layer[i - 1], layer[i]) - 1e-6)
            }
        }
    }

    /// Leaves hanging by one edge each: `edges` with minimum length 2, run to phase 5.
    func hanging(_ edges: [(Int, Int)], nodes: Int) -> LayerGraph {
        let input = PipelineFixtures.level(edges, nodes: nodes,
                                           minLength: Dictionary(uniqueKeysWithValues: edges.indices.map { ($0, 2) }))
        return PipelineFixtures.run(input, through: 5)
    }

    @Test func aLeafHangingBesideItsParentMovesUnderIt() {
        let g = hanging([(0, 1)], nodes: 2)
        let chain = g.routed[0].chain
        // The leaf and its dummies stand straight, but beside the parent (as balanced alignments leave them).
        g.x[1] += 150
        for d in chain { g.x[d] += 150 }
        ChainSmoother.run(g)
        #expect(g.x[1] == g.x[0])
        for d in chain { #expect(g.x[d] == g.x[0]) }
    }

    @Test func aHangingLeafStopsAtItsRankNeighbour() {
        // 0 → 1 and 0 → 2: the leaf 1 pushed far left of its place beside 2 comes back only as far as 2 allows.
        let g = hanging([(0, 1), (0, 2)], nodes: 3)
        let (left, right) = g.position[1] < g.position[2] ? (1, 2) : (2, 1)
        let chain = g.routed[left == 1 ? 0 : 1].chain
        g.x[left] -= 300
        for d in chain { g.x[d] -= 300 }
        ChainSmoother.run(g)
        let separation = Separation(g)
        #expect(g.x[right] - g.x[left] >= separation(left, right) - 1e-6)
        #expect(g.x[left] > g.x[0] - 300)   // it moved back toward its parent
        for d in chain { #expect(g.x[d] == g.x[left]) }     // block and all
    }

    /// An edge over two rank steps, 0 → 1 → 2 (one dummy each), so neither end is a hanging leaf.
    func twoSteps() -> LayerGraph {
        PipelineFixtures.run(PipelineFixtures.level([(0, 1), (1, 2)], nodes: 3, minLength: [0: 1, 1: 1]), through: 5)
    }

    @Test func aMiddleLeftBehindByItsEndsMovesBetweenThem() {
        let g = twoSteps()
        let d = g.routed[0].chain
        #expect(d.count == 1)
        // What the compactor does to a cluster's member: both ends pushed aside, the dummy left where
        // the positioner had them aligned.
        g.x[0] += 200
        g.x[1] += 240
        let before = g.x[d[0]]
        ChainSmoother.run(g)
        #expect(g.x[d[0]] > before)
        #expect(g.x[d[0]] >= min(g.x[0], g.x[1]) && g.x[d[0]] <= max(g.x[0], g.x[1]))
    }

    @Test func aMiddleBetweenItsEndsStays() {
        let g = twoSteps()
        let d = g.routed[0].chain
        g.x[1] += 240
        g.x[d[0]] += 60   // on the slant from 0 to 1
        let before = g.x
        ChainSmoother.run(g)
        #expect(g.x[d[0]] == before[d[0]])
    }
}

import TestRandom
import Testing
@testable import GraphLayout

@Suite struct RankerTests {
    /// Σ weight × length over the merged ranking edges (lengths in doubled ranks).
    static func cost(_ g: LayerGraph) -> Double {
        Ranker.mergedEdges(g).reduce(0) { $0 + $1.weight * Double(g.rank[$1.target] - g.rank[$1.source]) }
    }

    @Test func networkSimplexBeatsLongestPath() {
        // a→b, c→b, c→d, d→e: longest path hangs a and b low (cost 5); optimal is 4.
        let input = PipelineFixtures.level([(0, 1), (2, 1), (2, 3), (3, 4)], nodes: 5)
        let g = PipelineFixtures.run(input, through: 2)
        #expect(Self.cost(g) == 8)  // 4 unit edges, doubled
        let longest = Ranker.longestPath(n: 5, source: [0, 2, 2, 3], target: [1, 1, 3, 4], minLength: [1, 1, 1, 1])
        let longestCost = zip([0, 2, 2, 3], [1, 1, 3, 4]).reduce(0) { $0 + longest[$1.1] - longest[$1.0] }
        #expect(longestCost == 5)
    }

    @Test func respectsMinLengthAndNormalises() {
        let input = PipelineFixtures.level([(0, 1), (1, 2), (0, 2)], nodes: 3, minLength: [2: 3])
        let g = PipelineFixtures.run(input, through: 2)
        #expect(g.rank[0] == 0)
        #expect(g.rank[2] - g.rank[0] >= 6)
        #expect(g.rank[1] - g.rank[0] >= 2 && g.rank[2] - g.rank[1] >= 2)
    }

    @Test func heavyEdgesStayShort() {
        // 0→1→2→3 and 0→4→3: node 4 sits anywhere in the long gap; a heavy 0→4 pulls it up.
        let input = PipelineFixtures.level([(0, 1), (1, 2), (2, 3), (0, 4), (4, 3)], nodes: 5, weight: [3: 10])
        let g = PipelineFixtures.run(input, through: 2)
        #expect(g.rank[4] == g.rank[0] + 2)
    }

    @Test func networkSimplexIsOptimalOnSmallGraphs() {
        // Brute force over all rankings within a small window agrees with network simplex.
        let edges = [(0, 1), (0, 2), (1, 3), (2, 3), (4, 3), (4, 5)]
        let src = edges.map(\.0), dst = edges.map(\.1), len = [Int](repeating: 1, count: edges.count)
        var simplex = NetworkSimplex(nodeCount: 6, source: src, target: dst, minLength: len,
                                     weight: [1, 1, 1, 1, 1, 1], rank: Ranker.longestPath(n: 6, source: src, target: dst, minLength: len),
                                     budget: 1_000_000)
        let optimal = simplex.run()
        #expect(optimal)
        let best = Self.bruteForce(n: 6, edges: edges)
        let got = edges.reduce(0) { $0 + simplex.rank[$1.1] - simplex.rank[$1.0] }
        #expect(got == best)
        for e in edges { #expect(simplex.rank[e.1] - simplex.rank[e.0] >= 1) }
    }

    @Test func networkSimplexIsOptimalOnRandomSmallDAGs() {
        var rng = SeededGenerator(seed: 2024)
        var checked = 0
        while checked < 25 {
            let n = Int.random(in: 3...6, using: &rng)
            var edges: [(Int, Int)] = []
            for _ in 0..<Int.random(in: (n - 1)...(2 * n), using: &rng) {
                let a = Int.random(in: 0..<n, using: &rng), b = Int.random(in: 0..<n, using: &rng)
                if a < b && !edges.contains(where: { $0 == (a, b) }) { edges.append((a, b)) }
            }
            // Network simplex needs a connected graph; skip the others.
            let components = Ranker.components(n: n, edges: edges.map { Ranker.RankEdge(source: $0.0, target: $0.1, minLength: 1, weight: 1) })
            guard components.count == 1 else { continue }
            let src = edges.map(\.0), dst = edges.map(\.1), len = [Int](repeating: 1, count: edges.count)
            var simplex = NetworkSimplex(nodeCount: n, source: src, target: dst, minLength: len,
                                         weight: [Double](repeating: 1, count: edges.count),
                                         rank: Ranker.longestPath(n: n, source: src, target: dst, minLength: len), budget: 1_000_000)
            let optimal = simplex.run()
            #expect(optimal)
            for e in edges { #expect(simplex.rank[e.1] - simplex.rank[e.0] >= 1) }
            #expect(edges.reduce(0) { $0 + simplex.rank[$1.1] - simplex.rank[$1.0] } == Self.bruteForce(n: n, edges: edges, maxRank: n))
            checked += 1
        }
    }

    static func bruteForce(n: Int, edges: [(Int, Int)]) -> Int { bruteForce(n: n, edges: edges, maxRank: 4) }

    static func bruteForce(n: Int, edges: [(Int, Int)], maxRank: Int) -> Int {
        var best = Int.max
        var rank = [Int](repeating: 0, count: n)
        func go(_ i: Int) {
            if i == n {
                guard edges.allSatisfy({ rank[$0.1] - rank[$0.0] >= 1 }) else { return }
                best = min(best, edges.reduce(0) { $0 + rank[$1.1] - rank[$1.0] })
                return
            }
            for r in 0..<maxRank { rank[i] = r; go(i + 1) }
        }
        go(0)
        return best
    }

    @Test func tighteningNeverBreaksFeasibility() {
        var rank = Ranker.longestPath(n: 4, source: [0, 1, 0], target: [1, 2, 3], minLength: [1, 1, 1])
        Ranker.tighten(n: 4, source: [0, 1, 0], target: [1, 2, 3], minLength: [1, 1, 1], weight: [1, 1, 1], rank: &rank)
        #expect(rank[1] - rank[0] >= 1 && rank[2] - rank[1] >= 1 && rank[3] - rank[0] >= 1)
    }

    @Test func disconnectedComponentsEachStartAtZero() {
        let g = PipelineFixtures.run(PipelineFixtures.level([(0, 1), (2, 3)], nodes: 5), through: 2)
        #expect(g.rank[0] == 0 && g.rank[2] == 0 && g.rank[4] == 0)
    }
}

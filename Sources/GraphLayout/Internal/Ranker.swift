/// Phase 2: assigns every real node a rank. Edge lengths are doubled (as dagre does) so that each edge
/// has a middle rank where its label can sit. Per connected component: longest-path ranking, then
/// network simplex within a work budget; if the budget runs out, a cheap local tightening pass.
/// Ranks are normalised so every component starts at rank 0.
enum Ranker {
    /// Work units for network simplex over the whole level (≈ node+edge visits).
    static let workBudget = 1_500_000

    struct RankEdge {
        var source: Int
        var target: Int
        var minLength: Int
        var weight: Double
    }

    /// `separatesClusters`: sibling clusters joined by an edge do not share ranks (ELK's layout of a
    /// cluster as one box, see `ClusterRankOrder`).
    static func run(_ g: LayerGraph, separatesClusters: Bool = false) {
        let n = g.realCount + 2 * g.clusterCount
        let merged = mergedEdges(g)
        var edges = merged + clusterEdges(g, pull: clusterPull(merged))
        if separatesClusters { edges += ClusterRankOrder.constraints(g, edges: edges) }
        var rank = [Int](filled: 0, count: n)
        var budget = workBudget
        let parts = components(n: n, edges: edges)
        // A small level made only of trees (most small diagrams) skips network simplex: there each
        // tree's optimum is unique and simplex always reaches it (no pivot, and its feasible-tree
        // search costs under 3·n² of the budget, far from running out), so the ranks are the same.
        let trees = n <= 64 && parts.allSatisfy { $0.edges.count == $0.nodes.count - 1 }
            && edges.allSatisfy { $0.weight > 0 && $0.weight.isFinite }
        for component in parts {
            let componentEdges = component.edges.map { edges[$0] }
            if trees, let tree = treeRanks(component.nodes, edges: componentEdges) {
                for (i, v) in component.nodes.enumerated() { rank[v] = tree[i] }
                continue
            }
            rankComponent(component.nodes, edges: componentEdges, rank: &rank, budget: &budget)
        }
        for v in 0..<g.realCount { g.rank[v] = rank[v] }
    }

    /// The weight of the edges that pull a cluster's members toward its top and bottom: all the
    /// edges' weights and one, as dagre's nesting graph weighs them, so no saving in edge length can
    /// pay for a rank more in a cluster's span and a cluster spans as few ranks as its edges allow
    /// (mermaid draws a subgraph's members side by side where it can). With half an edge's weight
    /// (before stop 65), a subgraph joined to the rest by a few edges spread over as many ranks as
    /// those edges liked: random flowcharts came out twice mermaid's width, crossing more.
    static func clusterPull(_ edges: [RankEdge]) -> Double {
        edges.reduce(1) { $0 + $1.weight }
    }

    /// Each cluster gets a top and a bottom node (indices after the real nodes): top → member →
    /// bottom with length 0 and twice the `pull` (dagre's weight for a leaf), and top → child top,
    /// child bottom → bottom for nested clusters.
    static func clusterEdges(_ g: LayerGraph, pull: Double) -> [RankEdge] {
        guard g.clusterCount > 0 else { return [] }
        let base = g.realCount
        var edges: [RankEdge] = []
        for v in 0..<g.realCount where g.cluster[v] >= 0 {
            let c = g.cluster[v]
            edges.append(RankEdge(source: base + 2 * c, target: v, minLength: 0, weight: 2 * pull))
            edges.append(RankEdge(source: v, target: base + 2 * c + 1, minLength: 0, weight: 2 * pull))
        }
        for c in 0..<g.clusterCount where g.clusterParent[c] >= 0 {
            let p = g.clusterParent[c]
            edges.append(RankEdge(source: base + 2 * p, target: base + 2 * c, minLength: 0, weight: pull))
            edges.append(RankEdge(source: base + 2 * c + 1, target: base + 2 * p + 1, minLength: 0, weight: pull))
        }
        return edges
    }

    /// Parallel edges become one (weights summed, longest minimum length), like dagre's simplify.
    static func mergedEdges(_ g: LayerGraph) -> [RankEdge] {
        var index: [Int: Int] = [:]
        var edges: [RankEdge] = []
        for e in g.routed where !e.isSelfLoop {
            let key = e.source &* (g.realCount + 1) &+ e.target
            if let i = index[key] {
                edges[i].minLength = max(edges[i].minLength, 2 * e.minLength)
                edges[i].weight += e.weight
            } else {
                index[key] = edges.count
                edges.append(RankEdge(source: e.source, target: e.target, minLength: 2 * e.minLength, weight: e.weight))
            }
        }
        return edges
    }

    /// Connected components as (nodes ascending, edge indices ascending).
    static func components(n: Int, edges: [RankEdge]) -> [(nodes: [Int], edges: [Int])] {
        var parent = Array(0..<n)
        func find(_ v: Int) -> Int {
            var v = v
            while parent[v] != v { parent[v] = parent[parent[v]]; v = parent[v] }
            return v
        }
        for e in edges {
            let a = find(e.source), b = find(e.target)
            if a != b { parent[max(a, b)] = min(a, b) }
        }
        var slot = [Int](filled: -1, count: n)
        var result: [(nodes: [Int], edges: [Int])] = []
        for v in 0..<n {
            let r = find(v)
            if slot[r] < 0 { slot[r] = result.count; result.append(([], [])) }
            result[slot[r]].nodes.append(v)
        }
        for (i, e) in edges.enumerated() { result[slot[find(e.source)]].edges.append(i) }
        return result
    }

    private static func rankComponent(_ nodes: [Int], edges: [RankEdge], rank: inout [Int], budget: inout Int) {
        if nodes.count == 1 { rank[nodes[0]] = 0; return }
        var local = [Int: Int](minimumCapacity: nodes.count)
        for (i, v) in nodes.enumerated() { local[v] = i }
        let src = edges.map { local[$0.source] ?? 0 }, dst = edges.map { local[$0.target] ?? 0 }
        var r = longestPath(n: nodes.count, source: src, target: dst, minLength: edges.map(\.minLength))
        var simplex = NetworkSimplex(nodeCount: nodes.count, source: src, target: dst,
                                     minLength: edges.map(\.minLength), weight: edges.map(\.weight),
                                     rank: r, budget: budget)
        let optimal = simplex.run()
        budget = max(0, simplex.budget)
        r = simplex.rank
        if !optimal {
            tighten(n: nodes.count, source: src, target: dst, minLength: edges.map(\.minLength),
                    weight: edges.map(\.weight), rank: &r)
        }
        let lowest = r.min() ?? 0
        for (i, v) in nodes.enumerated() { rank[v] = r[i] - lowest }
    }

    /// A tree's ranks (a chain, a fan): the only optimal ranking makes every edge exactly its minimum
    /// length (each edge's weight is positive, so any longer edge costs more), so it is worked out edge
    /// by edge, lowest rank 0. Nil for anything else. `nodes` ascend (see `components`), so local
    /// indices are found by binary search.
    static func treeRanks(_ nodes: [Int], edges: [RankEdge]) -> [Int]? {
        guard edges.count == nodes.count - 1, edges.count <= 64,
              edges.allSatisfy({ $0.weight > 0 && $0.weight.isFinite }) else { return nil }
        func local(_ v: Int) -> Int {
            var lo = 0, hi = nodes.count - 1
            while lo < hi {
                let mid = (lo + hi) / 2
                if nodes[mid] < v { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        let ends = edges.map { (local($0.source), local($0.target), $0.minLength) }
        var r = [Int?](filled: nil, count: nodes.count)
        r[0] = 0
        var left = ends.count
        while left > 0 {
            var progressed = false
            for (s, t, length) in ends {
                switch (r[s], r[t]) {
                case (let a?, nil): r[t] = a + length; left -= 1; progressed = true
                case (nil, let b?): r[s] = b - length; left -= 1; progressed = true
                default: continue
                }
            }
            guard progressed else { return nil }  // not connected after all: leave it to network simplex
        }
        let ranks = r.map { $0 ?? 0 }
        let lowest = ranks.min() ?? 0
        return ranks.map { $0 - lowest }
    }

    /// Sinks at rank 0, every other node as low as its successors allow (dagre's initial ranking).
    static func longestPath(n: Int, source: [Int], target: [Int], minLength: [Int]) -> [Int] {
        var out = [[Int]](filled: [], count: n)
        var indegree = [Int](filled: 0, count: n)
        for e in source.indices {
            out[source[e]].append(e)
            indegree[target[e]] += 1
        }
        var order: [Int] = []
        order.reserveCapacity(n)
        var queue = (0..<n).filter { indegree[$0] == 0 }
        var head = 0
        while head < queue.count {
            let v = queue[head]; head += 1
            order.append(v)
            for e in out[v] {
                indegree[target[e]] -= 1
                if indegree[target[e]] == 0 { queue.append(target[e]) }
            }
        }
        var rank = [Int](filled: 0, count: n)
        for v in order.reversed() {
            var best = Int.max
            for e in out[v] { best = min(best, rank[target[e]] - minLength[e]) }
            rank[v] = best == Int.max ? 0 : best
        }
        return rank
    }

    /// Moves each node, within the slack its edges allow, toward the side with more edge weight.
    /// Each move never lengthens the weighted total, so a few passes only improve the ranking.
    static func tighten(n: Int, source: [Int], target: [Int], minLength: [Int], weight: [Double], rank: inout [Int]) {
        var out = [[Int]](filled: [], count: n), inc = [[Int]](filled: [], count: n)
        for e in source.indices { out[source[e]].append(e); inc[target[e]].append(e) }
        for _ in 0..<4 {
            var moved = false
            for v in 0..<n {
                var inWeight = 0.0, outWeight = 0.0
                var lo = Int.min, hi = Int.max
                for e in inc[v] { inWeight += weight[e]; lo = max(lo, rank[source[e]] + minLength[e]) }
                for e in out[v] { outWeight += weight[e]; hi = min(hi, rank[target[e]] - minLength[e]) }
                if inWeight > outWeight, lo != Int.min, lo < rank[v] { rank[v] = lo; moved = true }
                else if outWeight > inWeight, hi != Int.max, hi > rank[v] { rank[v] = hi; moved = true }
            }
            if !moved { break }
        }
    }
}

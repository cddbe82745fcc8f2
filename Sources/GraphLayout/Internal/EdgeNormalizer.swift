/// Phase 3: after ranking, drops ranks nothing needs, turns every edge into a chain of one-rank edges
/// through dummy nodes (the dummy on the middle rank of a labelled edge is as big as the label, so
/// labels take real space), and adds a left and a right border node for each cluster on every rank it
/// spans (they keep clusters contiguous and give their boxes a width).
enum EdgeNormalizer {
    /// Above this many dummy nodes the longest edges are drawn straight instead (bounded work on
    /// huge random graphs; ordinary diagrams never come near it).
    static let dummyBudget = 50_000

    /// `dummiesEnterClusters`: a chain's dummies join the clusters it passes through (see
    /// `chainClusters`), as ELK routes an edge into a cluster through its border; otherwise every
    /// dummy belongs to the innermost cluster holding both ends.
    static func run(_ g: LayerGraph, dummiesEnterClusters: Bool = false) {
        removeEmptyRanks(g)
        addChains(g, dummiesEnterClusters: dummiesEnterClusters)
        addBorders(g)
    }

    private static func removeEmptyRanks(_ g: LayerGraph) {
        guard g.realCount > 0 else { return }
        let maxRank = g.rank[0..<g.realCount].max() ?? 0
        var used = [Bool](filled: false, count: maxRank + 1)
        var spanned = [Int](filled: 0, count: maxRank + 2)
        for v in 0..<g.realCount { used[g.rank[v]] = true }
        for e in g.routed where !e.isSelfLoop {
            let a = g.rank[e.source], b = g.rank[e.target]
            if b - a > 1 { spanned[a + 1] += 1; spanned[b] -= 1 }
        }
        var shift = [Int](filled: 0, count: maxRank + 1)
        var running = 0, removed = 0
        for r in 0...maxRank {
            running += spanned[r]
            if !used[r] && running == 0 { removed += 1 }
            shift[r] = removed
        }
        guard removed > 0 else { return }
        for v in 0..<g.realCount { g.rank[v] -= shift[g.rank[v]] }
    }

    private static func addChains(_ g: LayerGraph, dummiesEnterClusters: Bool) {
        var totalSpan = 0
        for e in g.routed where !e.isSelfLoop { totalSpan += max(0, g.rank[e.target] - g.rank[e.source] - 1) }
        var straight = Set<Int>()
        if totalSpan > dummyBudget {
            let bySpan = g.routed.indices.filter { !g.routed[$0].isSelfLoop }.sorted {
                let a = g.rank[g.routed[$0].target] - g.rank[g.routed[$0].source]
                let b = g.rank[g.routed[$1].target] - g.rank[g.routed[$1].source]
                return a != b ? a > b : $0 < $1
            }
            for i in bySpan where totalSpan > dummyBudget {
                straight.insert(i)
                totalSpan -= max(0, g.rank[g.routed[i].target] - g.rank[g.routed[i].source] - 1)
            }
        }
        let spans = dummiesEnterClusters ? clusterSpans(g) : ([], [])
        for i in g.routed.indices where !g.routed[i].isSelfLoop {
            let e = g.routed[i]
            let rs = g.rank[e.source], rt = g.rank[e.target]
            if straight.contains(i) || rt - rs < 1 { continue }
            let owners = dummiesEnterClusters ? chainClusters(g, e.source, e.target, spans: spans)
                : Array(filled: g.commonCluster(g.cluster[e.source], g.cluster[e.target]), count: rt - rs - 1)
            let middle = (rs + rt) / 2
            var previous = e.source
            var chain: [Int] = []
            for r in stride(from: rs + 1, to: rt, by: 1) {
                let isLabel = r == middle && e.hasLabel
                let d = g.addNode(kind: isLabel ? .label(i) : .dummy,
                                  width: isLabel ? e.labelWidth : 0, height: isLabel ? e.labelHeight : 0,
                                  cluster: owners[r - rs - 1], rank: r)
                chain.append(d)
                g.edges.append(LayerEdge(source: previous, target: d, minLength: 1, weight: e.weight))
                previous = d
            }
            g.edges.append(LayerEdge(source: previous, target: e.target, minLength: 1, weight: e.weight))
            g.routed[i].chain = chain
        }
    }

    /// First and last rank of each cluster's real members (nested clusters' members included).
    private static func clusterSpans(_ g: LayerGraph) -> (min: [Int], max: [Int]) {
        var low = [Int](filled: .max, count: g.clusterCount), high = [Int](filled: .min, count: g.clusterCount)
        for v in 0..<g.realCount {
            var c = g.cluster[v], steps = 0
            while c >= 0 && steps <= g.clusterCount {
                low[c] = min(low[c], g.rank[v])
                high[c] = max(high[c], g.rank[v])
                c = g.clusterParent[c]
                steps += 1
            }
        }
        return (low, high)
    }

    /// The cluster of each dummy of an edge's chain, as dagre's parent dummy chains choose it (our
    /// dagre-style layout keeps dummies outside, which measured cleaner on the seeds): along
    /// the path from the source's cluster up to the common cluster and down to the target's, each
    /// dummy goes into the innermost cluster of that path whose ranks it lies in. So an edge that
    /// enters a cluster runs inside it from the cluster's first rank on (and leaves it at its last),
    /// instead of beside it until its target's rank, where it would cross whatever leaves the cluster.
    private static func chainClusters(_ g: LayerGraph, _ u: Int, _ v: Int, spans: (min: [Int], max: [Int])) -> [Int] {
        let rs = g.rank[u], rt = g.rank[v]
        let owner = g.commonCluster(g.cluster[u], g.cluster[v])
        var path: [Int] = []
        var c = g.cluster[u], steps = 0
        while c != owner && c >= 0 && steps <= g.clusterCount { path.append(c); c = g.clusterParent[c]; steps += 1 }
        path.append(owner)
        let top = path.count - 1
        var down: [Int] = []
        c = g.cluster[v]; steps = 0
        while c != owner && c >= 0 && steps <= g.clusterCount { down.append(c); c = g.clusterParent[c]; steps += 1 }
        path += down.reversed()
        var owners: [Int] = []
        owners.reserveCapacity(max(0, rt - rs - 1))
        var k = 0, ascending = true
        for r in stride(from: rs + 1, to: rt, by: 1) {
            if ascending {
                while k < top && spans.max[path[k]] < r { k += 1 }
                if k == top { ascending = false }
            }
            if !ascending {
                while k < path.count - 1 && spans.min[path[k + 1]] <= r { k += 1 }
            }
            owners.append(path[k])
        }
        return owners
    }

    private static func addBorders(_ g: LayerGraph) {
        guard g.clusterCount > 0 else { return }
        for v in 0..<g.nodeCount {
            var c = g.cluster[v]
            var steps = 0
            while c >= 0 && steps <= g.clusterCount {
                g.clusterMinRank[c] = min(g.clusterMinRank[c], g.rank[v])
                g.clusterMaxRank[c] = max(g.clusterMaxRank[c], g.rank[v])
                c = g.clusterParent[c]
                steps += 1
            }
        }
        for c in 0..<g.clusterCount where g.clusterMinRank[c] <= g.clusterMaxRank[c] {
            for r in g.clusterMinRank[c]...g.clusterMaxRank[c] {
                g.addNode(kind: .borderLeft(c), width: 0, height: 0, cluster: c, rank: r)
                g.addNode(kind: .borderRight(c), width: 0, height: 0, cluster: c, rank: r)
            }
        }
    }
}

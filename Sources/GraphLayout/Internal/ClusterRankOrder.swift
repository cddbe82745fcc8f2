/// ELK (mermaid's `layout: elk`) lays a cluster out as one box among its siblings, so an edge from
/// one sibling cluster to another puts the whole of the second below the whole of the first. Ranking
/// nodes one by one (as dagre does) instead lets the clusters interleave, and then an edge that must
/// leave one cluster and enter another beside it crosses the edges that hug them (seed
/// `000_…_7`). These extra rank constraints give the layered pipeline ELK's cluster order: for an
/// edge whose ends lie in different children of their innermost common cluster, at least one of
/// them a cluster, the source side's bottom comes at least one edge length above the target side's
/// top. A constraint that would close a cycle with the graph's edges and the constraints taken so
/// far is left out (the graph stays rankable), and so is everything past `limit` candidates.
enum ClusterRankOrder {
    /// Distinct (source side, target side) pairs considered at most; each costs one reachability
    /// search, so a huge clustered graph keeps plain ranking for the rest.
    static let limit = 256

    /// Constraint edges over the ranking's node numbering: real nodes, then each cluster's top
    /// (`base + 2c`) and bottom (`base + 2c + 1`). `edges` are the ranking's own edges, used to
    /// refuse a constraint that would make a cycle.
    static func constraints(_ g: LayerGraph, edges: [Ranker.RankEdge]) -> [Ranker.RankEdge] {
        guard g.clusterCount > 0 else { return [] }
        let base = g.realCount
        let n = base + 2 * g.clusterCount
        var successors = [[Int]](filled: [], count: n)
        for e in edges { successors[e.source].append(e.target) }
        var added: [Ranker.RankEdge] = []
        var tried = Set<Int>()
        for e in g.routed where !e.isSelfLoop {
            guard let (from, to) = sides(g, e.source, e.target) else { continue }
            guard tried.insert(from &* n &+ to).inserted else { continue }
            if tried.count > limit { break }
            if reaches(successors, from: to, to: from) { continue }
            successors[from].append(to)
            added.append(Ranker.RankEdge(source: from, target: to, minLength: 2, weight: 0))
        }
        return added
    }

    /// The bottom of the source's side and the top of the target's side, as ranking nodes, or nil
    /// when both sides are plain nodes (the edge itself orders them).
    private static func sides(_ g: LayerGraph, _ u: Int, _ v: Int) -> (Int, Int)? {
        let a = ancestors(g, g.cluster[u]), b = ancestors(g, g.cluster[v])
        var k = 0
        while k < a.count && k < b.count && a[k] == b[k] { k += 1 }
        guard k < a.count || k < b.count else { return nil }
        let base = g.realCount
        let from = k < a.count ? base + 2 * a[k] + 1 : u
        let to = k < b.count ? base + 2 * b[k] : v
        return (from, to)
    }

    /// The clusters around a node's innermost cluster, outermost first.
    private static func ancestors(_ g: LayerGraph, _ c: Int) -> [Int] {
        g.clusterChain(c).reversed()
    }

    private static func reaches(_ successors: [[Int]], from start: Int, to goal: Int) -> Bool {
        if start == goal { return true }
        var seen = [Bool](filled: false, count: successors.count)
        var stack = [start]
        seen[start] = true
        while let v = stack.popLast() {
            for w in successors[v] where !seen[w] {
                if w == goal { return true }
                seen[w] = true
                stack.append(w)
            }
        }
        return false
    }
}

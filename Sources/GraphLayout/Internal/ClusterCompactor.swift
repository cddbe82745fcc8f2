/// Phase 5c: makes the x coordinates satisfy every hard constraint. Each cluster's left border nodes
/// (one per rank) become one variable, and so do its right borders, so a cluster is one straight-sided
/// box; then nodes are pushed right, in topological order of the "left of" constraints, just as far
/// as separation, padding and title width demand. Sibling clusters have one order on every rank (see
/// `LayerSorter`), which keeps the constraint graph acyclic; a cycle would still not hang (the rest is
/// placed in index order).
enum ClusterCompactor {
    static func run(_ g: LayerGraph, desired: [Double]) {
        guard g.clusterCount > 0 else { return runFlat(g, desired: desired) }
        let n = g.nodeCount, k = g.clusterCount
        let count = n + 2 * k
        func variable(_ v: Int) -> Int {
            switch g.kind[v] {
            case .borderLeft(let c): return n + 2 * c
            case .borderRight(let c): return n + 2 * c + 1
            default: return v
            }
        }
        var want = [Double](filled: 0, count: count)
        for v in 0..<n { want[v] = desired[v] }
        // A cluster's sides want to hug its members (padding added per nesting level), not wherever
        // the positioner happened to put the border nodes.
        var seen = [Bool](filled: false, count: count)
        for v in 0..<n where g.kind[v].isBorder { seen[variable(v)] = true }
        for c in 0..<k { want[n + 2 * c] = .infinity; want[n + 2 * c + 1] = -.infinity }
        for v in 0..<n where !g.kind[v].isBorder {
            var left = desired[v] - g.width[v] / 2, right = desired[v] + g.width[v] / 2
            var c = g.cluster[v], steps = 0
            while c >= 0 && steps <= k {
                left -= g.clusterPadLeft[c]
                right += g.clusterPadRight[c]
                want[n + 2 * c] = min(want[n + 2 * c], left)
                want[n + 2 * c + 1] = max(want[n + 2 * c + 1], right)
                c = g.clusterParent[c]
                steps += 1
            }
        }
        for v in 0..<n where g.kind[v].isBorder {  // clusters with no node of their own on any rank
            let x = variable(v)
            if case .borderLeft = g.kind[v], !want[x].isFinite { want[x] = desired[v] }
            if case .borderRight = g.kind[v], !want[x].isFinite { want[x] = desired[v] }
        }
        var out = [[(Int, Double)]](filled: [], count: count)
        var inc = [[(Int, Double)]](filled: [], count: count)
        var indegree = [Int](filled: 0, count: count)
        func constrain(_ a: Int, _ b: Int, _ sep: Double) {
            out[a].append((b, sep)); inc[b].append((a, sep)); indegree[b] += 1
        }
        let separation = Separation(g)
        for layer in g.layers where layer.count > 1 {
            for i in 1..<layer.count { constrain(variable(layer[i - 1]), variable(layer[i]), separation(layer[i - 1], layer[i])) }
        }
        for c in 0..<k where seen[n + 2 * c] { constrain(n + 2 * c, n + 2 * c + 1, g.clusterMinWidth[c]) }

        var queue = (0..<count).filter { indegree[$0] == 0 }
        var head = 0
        var done = [Bool](filled: false, count: count)
        var x = want
        var next = 0
        while head < queue.count || next < count {
            let v: Int
            if head < queue.count { v = queue[head]; head += 1 } else {
                while next < count && done[next] { next += 1 }
                guard next < count else { break }
                v = next
            }
            if done[v] { continue }
            done[v] = true
            for (a, sep) in inc[v] where done[a] { x[v] = max(x[v], x[a] + sep) }
            for (b, _) in out[v] {
                indegree[b] -= 1
                if indegree[b] == 0 { queue.append(b) }
            }
        }
        for v in 0..<n { g.x[v] = x[variable(v)] }
        g.clusterLeft = (0..<k).map { x[n + 2 * $0] }
        g.clusterRight = (0..<k).map { x[n + 2 * $0 + 1] }
    }

    /// Without clusters every constraint is within one rank: one left-to-right pass per rank.
    private static func runFlat(_ g: LayerGraph, desired: [Double]) {
        let separation = Separation(g)
        var x = desired
        for layer in g.layers {
            var previous = -1
            for v in layer {
                if previous >= 0 { x[v] = max(x[v], x[previous] + separation(previous, v)) }
                previous = v
            }
        }
        g.x = x
        g.clusterLeft = []
        g.clusterRight = []
    }
}

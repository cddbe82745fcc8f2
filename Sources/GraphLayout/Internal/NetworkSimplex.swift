/// Phase 2b: optimal ranking by network simplex (Gansner et al., "A Technique for Drawing Directed
/// Graphs"): minimise Σ weight·length subject to length ≥ minLength, on one connected acyclic
/// component. Every intermediate ranking is feasible, so when the work budget runs out the current
/// ranks are kept; that bounds the time on huge graphs.
struct NetworkSimplex {
    let n: Int
    let source: [Int]
    let target: [Int]
    let minLength: [Int]
    let weight: [Double]
    var rank: [Int]
    /// Remaining work units (roughly node + edge visits); shared across components by the caller.
    var budget: Int

    private var incident: [[Int]]
    private var inTree: [Bool]
    private var treeAdjacency: [[Int]] = []
    private var parentEdge: [Int] = []
    private var low: [Int] = []
    private var lim: [Int] = []
    private var cut: [Double] = []

    init(nodeCount: Int, source: [Int], target: [Int], minLength: [Int], weight: [Double], rank: [Int], budget: Int) {
        n = nodeCount
        self.source = source
        self.target = target
        self.minLength = minLength
        self.weight = weight
        self.rank = rank
        self.budget = budget
        incident = [[Int]](filled: [], count: nodeCount)
        for e in source.indices {
            incident[source[e]].append(e)
            incident[target[e]].append(e)
        }
        inTree = [Bool](filled: false, count: source.count)
    }

    private func slack(_ e: Int) -> Int { rank[target[e]] - rank[source[e]] - minLength[e] }

    /// Runs to optimality or until the budget is spent. Returns true when optimal.
    mutating func run() -> Bool {
        guard n > 1 else { return true }
        guard feasibleTree() else { return false }
        rebuildTree()
        while budget > 0 {
            guard let leaving = leavingEdge() else { return true }
            guard let entering = enteringEdge(for: leaving) else { return true }
            inTree[leaving] = false
            inTree[entering] = true
            rebuildTree()
            budget -= 4 * (n + source.count)
        }
        return false
    }

    /// Grows a tree of tight edges, shifting it by the smallest slack until it spans every node.
    private mutating func feasibleTree() -> Bool {
        var inTreeNode = [Bool](filled: false, count: n)
        var treeNodes = [0]
        inTreeNode[0] = true
        var stack = [0]
        while true {
            while let v = stack.popLast() {
                for e in incident[v] {
                    let w = source[e] == v ? target[e] : source[e]
                    if !inTreeNode[w] && slack(e) == 0 {
                        inTreeNode[w] = true
                        inTree[e] = true
                        treeNodes.append(w)
                        stack.append(w)
                    }
                }
            }
            if treeNodes.count >= n { return true }
            budget -= n + 2 * source.count
            if budget <= 0 { return false }
            var best = -1, bestSlack = Int.max
            for e in source.indices where inTreeNode[source[e]] != inTreeNode[target[e]] {
                let s = slack(e)
                if s < bestSlack { bestSlack = s; best = e }
            }
            guard best >= 0 else { return false }  // disconnected: the caller splits components
            let delta = inTreeNode[source[best]] ? bestSlack : -bestSlack
            for v in treeNodes { rank[v] += delta }
            stack = treeNodes
        }
    }

    /// Recomputes adjacency, ranks (from the tight tree), postorder numbers and cut values.
    private mutating func rebuildTree() {
        treeAdjacency = [[Int]](filled: [], count: n)
        for e in source.indices where inTree[e] {
            treeAdjacency[source[e]].append(e)
            treeAdjacency[target[e]].append(e)
        }
        parentEdge = [Int](filled: -1, count: n)
        low = [Int](filled: 0, count: n)
        lim = [Int](filled: 0, count: n)
        var visited = [Bool](filled: false, count: n)
        var postorder: [Int] = []
        postorder.reserveCapacity(n)
        var stack: [(node: Int, next: Int)] = [(0, 0)]
        visited[0] = true
        var counter = 0
        while let top = stack.last {
            let adj = treeAdjacency[top.node]
            if top.next < adj.count {
                stack[stack.count - 1].next += 1
                let e = adj[top.next]
                let w = source[e] == top.node ? target[e] : source[e]
                if visited[w] { continue }
                visited[w] = true
                parentEdge[w] = e
                rank[w] = source[e] == top.node ? rank[top.node] + minLength[e] : rank[top.node] - minLength[e]
                low[w] = counter + 1
                stack.append((w, 0))
            } else {
                counter += 1
                lim[top.node] = counter
                if parentEdge[top.node] < 0 { low[top.node] = 1 }
                postorder.append(top.node)
                stack.removeLast()
            }
        }
        // low[v] was set to the first postorder number any node of v's subtree can get.
        var balance = [Double](filled: 0, count: n)
        for e in source.indices {
            balance[source[e]] += weight[e]
            balance[target[e]] -= weight[e]
        }
        cut = [Double](filled: 0, count: source.count)
        for v in postorder {
            let pe = parentEdge[v]
            guard pe >= 0 else { continue }
            let parent = source[pe] == v ? target[pe] : source[pe]
            cut[pe] = source[pe] == v ? balance[v] : -balance[v]
            balance[parent] += balance[v]
        }
    }

    private func leavingEdge() -> Int? {
        for e in source.indices where inTree[e] && cut[e] < -1e-9 { return e }
        return nil
    }

    private func enteringEdge(for leaving: Int) -> Int? {
        let child = parentEdge[source[leaving]] == leaving ? source[leaving] : target[leaving]
        let lo = low[child], hi = lim[child]
        func inSubtree(_ v: Int) -> Bool { lo <= lim[v] && lim[v] <= hi }
        let tailIsSubtree = source[leaving] == child
        var best: Int?
        var bestSlack = Int.max
        for e in source.indices where !inTree[e] {
            let s = inSubtree(source[e]), t = inSubtree(target[e])
            guard s != t, tailIsSubtree ? t : s else { continue }
            let sl = slack(e)
            if sl < bestSlack { bestSlack = sl; best = e }
        }
        return best
    }
}

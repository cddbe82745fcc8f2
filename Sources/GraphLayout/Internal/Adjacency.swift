/// Neighbour lists of the normalised graph in compressed form (one flat array plus offsets), so the
/// ordering and positioning loops walk contiguous memory instead of chasing one array per node.
struct Adjacency {
    /// Neighbours of `v` are `nodes[start[v]..<start[v + 1]]` with matching `weights`.
    let start: [Int]
    let nodes: [Int]
    let weights: [Double]
    /// Index into `LayerGraph.edges` of each entry.
    let edges: [Int]

    /// `upward`: predecessors (edge sources per target); otherwise successors.
    init(_ g: LayerGraph, upward: Bool) {
        let n = g.nodeCount
        var count = [Int](filled: 0, count: n + 1)
        for e in g.edges { count[(upward ? e.target : e.source) + 1] += 1 }
        for v in 0..<n { count[v + 1] += count[v] }
        var fill = count
        var nodes = [Int](filled: 0, count: g.edges.count)
        var weights = [Double](filled: 0, count: g.edges.count)
        var edges = [Int](filled: 0, count: g.edges.count)
        for (i, e) in g.edges.enumerated() {
            let owner = upward ? e.target : e.source
            nodes[fill[owner]] = upward ? e.source : e.target
            weights[fill[owner]] = e.weight
            edges[fill[owner]] = i
            fill[owner] += 1
        }
        self.edges = edges
        start = count
        self.nodes = nodes
        self.weights = weights
    }

    @inline(__always) func range(_ v: Int) -> Range<Int> { start[v]..<start[v + 1] }
    @inline(__always) func degree(_ v: Int) -> Int { start[v + 1] - start[v] }
}

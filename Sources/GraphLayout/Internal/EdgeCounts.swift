/// Each node's number of edges in and out of the normalised graph, and the source of (one of) its
/// edges in: enough to walk up a node's single parent edge through dummies. Why: the phases that
/// move leaves (`LeafTucker`, `ChainSmoother`'s hanging leaves) need only this, not the full
/// neighbour lists of `Adjacency`.
struct EdgeCounts {
    var inDegree: [Int]
    var outDegree: [Int]
    /// The source of the last edge into each node (its only one when `inDegree` is 1).
    var parent: [Int]

    init(_ g: LayerGraph) {
        inDegree = [Int](filled: 0, count: g.nodeCount)
        outDegree = inDegree
        parent = inDegree
        for e in g.edges {
            outDegree[e.source] += 1
            inDegree[e.target] += 1
            parent[e.target] = e.source
        }
    }
}

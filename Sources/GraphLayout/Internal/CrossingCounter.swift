/// Counts edge crossings between neighbouring layers with a Fenwick tree (Barth, Jünger, Mutzel:
/// "Simple and efficient bilayer cross counting"), O(E log V) per layer pair.
struct CrossingCounter {
    let successors: Adjacency

    /// Crossings of `layers`, each node's place in its layer worked out here (`nodeCount` nodes).
    func count(layers: [[Int]], nodeCount: Int) -> Int {
        count(layers: layers, position: LayerGraph.places(of: layers, nodeCount: nodeCount))
    }

    /// Crossings between each rank of `pairs` (all by default) and the next; `position` is each node's
    /// place in `layers`.
    func count(layers: [[Int]], position: [Int], pairs: Range<Int>? = nil) -> Int {
        guard layers.count > 1 else { return 0 }
        var total = 0
        var tree: [Int] = []
        var targets: [Int] = []
        for r in pairs ?? 0..<(layers.count - 1) {
            let lowerSize = layers[r + 1].count
            guard lowerSize > 1 else { continue }
            tree.removeAll(keepingCapacity: true)
            tree.append(contentsOf: repeatElement(0, count: lowerSize + 1))
            var seen = 0
            for u in layers[r] {
                targets.removeAll(keepingCapacity: true)
                for i in successors.range(u) { targets.append(position[successors.nodes[i]]) }
                if targets.count > 1 { targets.sort() }
                for p in targets {
                    // Edges seen so far that end right of p cross this one.
                    var i = p + 1, atOrLeft = 0
                    while i > 0 { atOrLeft += tree[i]; i -= i & (-i) }
                    total += seen - atOrLeft
                    i = p + 1
                    while i <= lowerSize { tree[i] += 1; i += i & (-i) }
                    seen += 1
                }
            }
        }
        return total
    }
}

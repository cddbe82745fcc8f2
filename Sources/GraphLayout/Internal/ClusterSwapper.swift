/// Why: the barycenter sweeps order a rank's nodes one at a time, and keep a subgraph's members
/// together by sorting whole subgraphs on their members' mean place. Two sibling subgraphs whose
/// edges would cross less the other way round can then only trade places if all their members move
/// at once, which no single sweep does (random flowchart r053 of the seed-2026 set: 11 crossings
/// drawn, 9 with the two swapped). This pass tries exactly that move for every pair of sibling
/// subgraphs: their places traded in every rank they share (what lies between them stays between),
/// kept only when the ranks cross strictly less.

/// Swaps sibling clusters' places in every rank while that removes crossings.
enum ClusterSwapper {
    /// Only graphs with at most this many clusters are tried (pairs are tried in turn).
    static let clusterLimit = 40
    /// Rounds over all pairs at most (each accepted swap lowers the crossings, so it ends anyway).
    static let rounds = 3

    /// `layers` with sibling clusters swapped wherever that lowers `crossings`; both are updated.
    static func improve(_ g: LayerGraph, layers: inout [[Int]], crossings: inout Int, counter: CrossingCounter) {
        guard crossings > 0, g.clusterCount >= 2, g.clusterCount <= clusterLimit else { return }
        let owner = (0..<g.nodeCount).map { v -> Int in
            switch g.kind[v] {
            case .borderLeft(let c), .borderRight(let c): return c
            default: return g.cluster[v]
            }
        }
        // ancestors[c]: c and the clusters around it.
        let ancestors = (0..<g.clusterCount).map { Set(g.clusterChain($0)) }
        func inside(_ v: Int, _ c: Int) -> Bool { owner[v] >= 0 && ancestors[owner[v]].contains(c) }
        for _ in 0..<rounds {
            var improved = false
            for a in 0..<g.clusterCount {
                for b in (a + 1)..<g.clusterCount where g.clusterParent[a] == g.clusterParent[b] {
                    guard let candidate = swapped(layers, a, b, inside: inside) else { continue }
                    let count = counter.count(layers: candidate, nodeCount: g.nodeCount)
                    if count < crossings {
                        crossings = count
                        layers = candidate
                        improved = true
                        if crossings == 0 { return }
                    }
                }
            }
            if !improved { break }
        }
    }

    /// `layers` with clusters `a` and `b` trading places in every rank that holds both; nil when
    /// they share no rank, when either is not one contiguous run in a rank, or when their order is
    /// not the same in every rank (a swap would then overlap their boxes).
    static func swapped(_ layers: [[Int]], _ a: Int, _ b: Int, inside: (Int, Int) -> Bool) -> [[Int]]? {
        var result = layers
        var shared = false
        var aFirst: Bool? = nil
        for (r, layer) in layers.enumerated() {
            let runA = run(layer, a, inside), runB = run(layer, b, inside)
            if case .split = runA { return nil }
            if case .split = runB { return nil }
            guard case .at(let runA) = runA, case .at(let runB) = runB else { continue }
            let first = runA.lowerBound < runB.lowerBound
            if let aFirst, aFirst != first { return nil }
            aFirst = first
            shared = true
            let (left, right) = first ? (runA, runB) : (runB, runA)
            result[r] = Array(layer[..<left.lowerBound]) + layer[right] + layer[left.upperBound..<right.lowerBound]
                + layer[left] + layer[right.upperBound...]
        }
        return shared ? result : nil
    }

    /// Where a cluster's nodes are in one layer.
    private enum Run {
        case absent
        case at(Range<Int>)
        /// Not one contiguous run.
        case split
    }

    private static func run(_ layer: [Int], _ c: Int, _ inside: (Int, Int) -> Bool) -> Run {
        var start = -1, end = -1
        for (i, v) in layer.enumerated() where inside(v, c) {
            if start < 0 { start = i } else if end != i { return .split }
            end = i + 1
        }
        return start < 0 ? .absent : .at(start..<end)
    }
}

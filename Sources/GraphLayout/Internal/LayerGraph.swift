/// What a node of the internal layered graph stands for.
enum LayerNodeKind: Equatable {
    /// An input node (or a cluster laid out as a block); the payload is the level's node index.
    case real
    /// A point on a long edge.
    case dummy
    /// The middle point of a labelled edge; it is as big as the label (payload: input edge index).
    case label(Int)
    /// Left or right border of a cluster in one rank (payload: cluster index).
    case borderLeft(Int)
    case borderRight(Int)
    /// Space reserved right of a node for its self-loops (payload: input edge index).
    case selfLoop(Int)

    var isBorder: Bool {
        switch self {
        case .borderLeft, .borderRight: return true
        default: return false
        }
    }

    /// Dummies are separated by the edge spacing, real nodes and borders by the node spacing.
    var isEdgePoint: Bool {
        switch self {
        case .dummy, .label, .selfLoop: return true
        default: return false
        }
    }
}

/// An edge of the internal graph. Before normalisation edges join real nodes and may span several
/// ranks; afterwards every edge joins two neighbouring ranks.
struct LayerEdge {
    var source: Int
    var target: Int
    var minLength: Int
    var weight: Double
}

/// One input edge, as the pipeline sees it: endpoints resolved to level node indices.
struct RoutedEdge {
    /// Index of the edge in `LevelInput.edges`.
    var inputIndex: Int
    var source: Int
    var target: Int
    /// Cluster whose border the edge must end on instead of the representative node (-1: none).
    var sourceCluster: Int
    var targetCluster: Int
    /// Label size in layout (top-to-bottom) space.
    var labelWidth: Double
    var labelHeight: Double
    var minLength: Int
    var weight: Double
    /// Cycle removal turned the edge around; its points are reversed at the end.
    var reversed = false
    /// Dummy nodes from source to target in layered orientation (after reversal).
    var chain: [Int] = []

    var hasLabel: Bool { labelWidth > 0 || labelHeight > 0 }
    var isSelfLoop: Bool { source == target }
}

/// The internal graph every phase reads and writes. Everything is an array indexed by `Int`, so the
/// hot loops never hash strings. Coordinates are in top-to-bottom space; the direction is applied once
/// at the end.
///
/// Its stored properties are `@exclusivity(unchecked)`: a class's properties are otherwise checked for
/// overlapping access at run time on every read and write (`swift_beginAccess`, about 65 instructions
/// each: about 100 a render of a two-node flowchart, and more in every loop over a bigger graph). One
/// layout owns its graph on one thread, and no phase hands a property `inout` to code that reads the
/// graph: the tests, fuzzers and 10,000-node layouts ran with the checks on, without a trap, before.
final class LayerGraph {
    // Nodes (real nodes first, in input order; dummies and borders appended).
    @exclusivity(unchecked) var kind: [LayerNodeKind] = []
    @exclusivity(unchecked) var width: [Double] = []
    @exclusivity(unchecked) var height: [Double] = []
    /// Innermost cluster containing the node, or -1.
    @exclusivity(unchecked) var cluster: [Int] = []
    @exclusivity(unchecked) var rank: [Int] = []
    @exclusivity(unchecked) var x: [Double] = []
    @exclusivity(unchecked) var y: [Double] = []
    @exclusivity(unchecked) var realCount = 0
    /// Each real node's share of a side that orthogonal ports may use (`LayoutNode.portSpan`).
    @exclusivity(unchecked) var portSpan: [Double] = []

    // Clusters (index = cluster index), parents precede children is NOT assumed.
    @exclusivity(unchecked) var clusterParent: [Int] = []
    @exclusivity(unchecked) var clusterDepth: [Int] = []
    /// Room between the cluster border and its content at each side, in layout space. The title's
    /// room is added on the side that ends up on top after the direction is applied.
    @exclusivity(unchecked) var clusterPadTop: [Double] = []
    @exclusivity(unchecked) var clusterPadBottom: [Double] = []
    @exclusivity(unchecked) var clusterPadLeft: [Double] = []
    @exclusivity(unchecked) var clusterPadRight: [Double] = []
    /// Minimum extent of the cluster box along x / y in layout space (title width).
    @exclusivity(unchecked) var clusterMinWidth: [Double] = []
    @exclusivity(unchecked) var clusterMinHeight: [Double] = []
    /// Rank span of each cluster (inclusive); minRank > maxRank when empty.
    @exclusivity(unchecked) var clusterMinRank: [Int] = []
    @exclusivity(unchecked) var clusterMaxRank: [Int] = []

    // Edges.
    @exclusivity(unchecked) var edges: [LayerEdge] = []
    @exclusivity(unchecked) var routed: [RoutedEdge] = []

    // Ordering.
    @exclusivity(unchecked) var layers: [[Int]] = []
    @exclusivity(unchecked) var position: [Int] = []
    /// Rank geometry in layout space, filled by the rank positioner.
    @exclusivity(unchecked) var rankTop: [Double] = []
    @exclusivity(unchecked) var rankBottom: [Double] = []
    /// Cluster boxes in layout space, filled by the positioners (valid when the cluster has a span).
    @exclusivity(unchecked) var clusterTop: [Double] = []
    @exclusivity(unchecked) var clusterBottom: [Double] = []
    @exclusivity(unchecked) var clusterLeft: [Double] = []
    @exclusivity(unchecked) var clusterRight: [Double] = []

    @exclusivity(unchecked) var nodeSpacing = 50.0
    @exclusivity(unchecked) var rankSpacing = 50.0
    @exclusivity(unchecked) var edgeSpacing = 20.0

    var nodeCount: Int { kind.count }
    var clusterCount: Int { clusterParent.count }

    @discardableResult
    func addNode(kind: LayerNodeKind, width: Double, height: Double, cluster: Int, rank: Int = 0) -> Int {
        self.kind.append(kind)
        self.width.append(width)
        self.height.append(height)
        self.cluster.append(cluster)
        self.rank.append(rank)
        x.append(0)
        y.append(0)
        return self.kind.count - 1
    }

    /// Innermost common cluster of two clusters (-1 for the root).
    func commonCluster(_ a: Int, _ b: Int) -> Int {
        var a = a, b = b
        while a != b {
            let da = a < 0 ? -1 : clusterDepth[a]
            let db = b < 0 ? -1 : clusterDepth[b]
            if da >= db { a = a < 0 ? -1 : clusterParent[a] } else { b = b < 0 ? -1 : clusterParent[b] }
            if a < 0 && b < 0 { return -1 }
        }
        return a
    }

    /// Adjacency of the current edge list: out-edge and in-edge indices per node.
    func adjacency() -> (out: [[Int]], inc: [[Int]]) {
        var out = [[Int]](filled: [], count: nodeCount)
        var inc = [[Int]](filled: [], count: nodeCount)
        for (i, e) in edges.enumerated() {
            out[e.source].append(i)
            inc[e.target].append(i)
        }
        return (out, inc)
    }

    /// Smallest distance between the centers of `u` and its right neighbour `v` in the same rank.
    func separation(_ u: Int, _ v: Int) -> Double { Separation(self)(u, v) }

    /// For each gap (index r: between rank r - 1 and rank r; entry 0 unused) the free band outside
    /// cluster boxes that end or start there (its middle line when nothing is free). Valid once ranks
    /// and clusters have their y.
    func corridors() -> [(top: Double, bottom: Double)] {
        let n = rankTop.count
        guard n > 1 else { return [(top: Double, bottom: Double)](filled: (0, 0), count: n) }
        var top = [Double](filled: 0, count: n), bottom = top
        for r in 1..<n { top[r] = rankBottom[r - 1]; bottom[r] = rankTop[r] }
        for c in 0..<clusterCount where clusterMinRank[c] <= clusterMaxRank[c] {
            let end = clusterMaxRank[c] + 1, start = clusterMinRank[c]
            if end < n { top[end] = max(top[end], clusterBottom[c]) }
            if start > 0 && start < n { bottom[start] = min(bottom[start], clusterTop[c]) }
        }
        return (0..<n).map { r in
            guard r > 0 else { return (0, 0) }
            if bottom[r] - top[r] < 2 { let middle = (rankBottom[r - 1] + rankTop[r]) / 2; return (middle, middle) }
            return (top[r], bottom[r])
        }
    }

    /// Cluster `c` and the clusters around it, innermost first (at most `clusterCount`, so a cyclic
    /// parent list cannot loop).
    func clusterChain(_ c: Int) -> [Int] {
        var chain: [Int] = []
        var c = c
        while c >= 0 && chain.count <= clusterCount {
            chain.append(c)
            c = clusterParent[c]
        }
        return chain
    }

    /// Each node's place in its layer of `layers` (`nodeCount` nodes): the `position` an order other
    /// than the graph's own has.
    static func places(of layers: [[Int]], nodeCount: Int) -> [Int] {
        var places = [Int](filled: 0, count: nodeCount)
        for layer in layers { for (i, v) in layer.enumerated() { places[v] = i } }
        return places
    }

    /// Recomputes `position` from `layers`.
    func updatePositions() {
        if position.count != nodeCount { position = [Int](filled: 0, count: nodeCount) }
        for layer in layers {
            for (i, v) in layer.enumerated() { position[v] = i }
        }
    }
}

/// The separation rule, with the arrays it reads copied out of the graph once so hot loops do not
/// go through the class for every pair.
struct Separation {
    let kind: [LayerNodeKind]
    let width: [Double]
    let padLeft: [Double]
    let padRight: [Double]
    let nodeSpacing: Double
    let edgeSpacing: Double

    init(_ g: LayerGraph) {
        kind = g.kind
        width = g.width
        padLeft = g.clusterPadLeft
        padRight = g.clusterPadRight
        nodeSpacing = g.nodeSpacing
        edgeSpacing = g.edgeSpacing
    }

    /// Smallest distance between the centers of `u` and its right neighbour `v` in the same rank:
    /// half widths plus half the spacing each side asks for; cluster borders ask for their padding.
    func callAsFunction(_ u: Int, _ v: Int) -> Double {
        if case .borderLeft(let c) = kind[u] {
            if case .borderRight(let d) = kind[v], d == c { return padLeft[c] + padRight[c] }
            return padLeft[c] + width[v] / 2
        }
        if case .borderRight(let c) = kind[v] { return width[u] / 2 + padRight[c] }
        return (width[u] + width[v]) / 2 + (gap(u) + gap(v)) / 2
    }

    private func gap(_ v: Int) -> Double {
        switch kind[v] {
        case .real, .borderLeft, .borderRight: return nodeSpacing
        case .dummy, .label: return edgeSpacing
        case .selfLoop: return 0
        }
    }
}

/// One level of the layout: a graph without block clusters (clusters with their own direction have
/// already been laid out and appear here as plain nodes). Sizes are in final (output) space.
struct LevelInput {
    enum Endpoint: Equatable {
        case node(Int)
        case cluster(Int)
    }

    struct Edge {
        var inputIndex: Int
        var source: Endpoint
        var target: Endpoint
        var labelWidth: Double
        var labelHeight: Double
        var minLength: Int
        var weight: Double
    }

    var direction: LayoutDirection
    var nodeWidth: [Double] = []
    var nodeHeight: [Double] = []
    /// Each node's `LayoutNode.portSpan` (1 for a block).
    var nodePortSpan: [Double] = []
    /// Innermost cluster index of each node, or -1.
    var nodeCluster: [Int] = []
    /// Parent cluster index of each cluster, or -1 (acyclic, depth-capped).
    var clusterParent: [Int] = []
    var clusterPadding: [Double] = []
    /// Padding along the rank axis (before the first rank, after the last), per cluster.
    var clusterRankPadding: [Double] = []
    var clusterTitleWidth: [Double] = []
    var clusterTitleHeight: [Double] = []
    var edges: [Edge] = []
    var nodeSpacing = 50.0
    var rankSpacing = 50.0
    var edgeSpacing = 20.0
    var orthogonal = false
    /// The `elk` settings (defaults unless `orthogonal`).
    var elk = ElkSettings()

    init(direction: LayoutDirection) { self.direction = direction }
}

/// What one level produced, in final space with the origin at (0, 0), indexed like the input.
struct LevelOutput {
    var nodes: [LayoutBox] = []
    /// nil for clusters that ended up with no members.
    var clusters: [LayoutBox?] = []
    /// Indexed by the level's edge index (not the input edge index).
    var edgePoints: [[LayoutPoint]] = []
    var edgeLabels: [LayoutBox?] = []
    var width = 0.0
    var height = 0.0
}

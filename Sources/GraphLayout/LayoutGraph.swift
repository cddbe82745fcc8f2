/// Input to the layered layout: nodes with sizes, edges (optionally with label boxes) and
/// clusters (compound nodes). Sizes are in user units; the layout never measures text.
///
/// The layout is a pipeline in the style of dagre/Graphviz dot: cycle removal → ranking
/// (network simplex) → ordering (barycenter sweeps + transpose) → coordinate assignment
/// (Brandes–Köpf) → edge routing. `LayeredLayout.layout(_:)` runs it.
package struct LayoutGraph: Sendable {
    package var direction: LayoutDirection
    package var nodes: [LayoutNode]
    package var edges: [LayoutEdge]
    package var clusters: [LayoutCluster]
    /// Gap between neighbouring nodes in the same rank.
    package var nodeSpacing: Double
    /// Gap between ranks.
    package var rankSpacing: Double
    /// Gap between parallel edges / edge label boxes in the same rank.
    package var edgeSpacing: Double
    /// Orthogonal (right-angle) routing instead of spline-friendly polylines (used for `layout: elk`).
    package var orthogonalRouting: Bool
    /// Which clusters are laid out on their own, in their own direction (see `ClusterDirectionRule`).
    package var clusterDirections: ClusterDirectionRule
    /// mermaid's `elk` settings, honoured with `orthogonalRouting`.
    package var elk = ElkSettings()

    package init(direction: LayoutDirection = .topToBottom, nodes: [LayoutNode] = [], edges: [LayoutEdge] = [],
                clusters: [LayoutCluster] = [], nodeSpacing: Double = 50, rankSpacing: Double = 50,
                edgeSpacing: Double = 20, orthogonalRouting: Bool = false,
                clusterDirections: ClusterDirectionRule = .mermaid) {
        self.direction = direction
        self.nodes = nodes
        self.edges = edges
        self.clusters = clusters
        self.nodeSpacing = nodeSpacing
        self.rankSpacing = rankSpacing
        self.edgeSpacing = edgeSpacing
        self.orthogonalRouting = orthogonalRouting
        self.clusterDirections = clusterDirections
    }
}

/// When a cluster is laid out separately (as one big node in its parent, in its own direction)
/// instead of sharing its parent's layers. Edges from outside to a node inside such a cluster end on
/// the cluster's border, as in mermaid. "Isolated" means no edge crosses the cluster's border (edges
/// to the cluster itself do not count).
package struct ClusterDirectionRule: Sendable, Equatable {
    /// What an isolated cluster without a `direction` does.
    package enum Isolated: Sendable, Equatable {
        /// Stays in its parent's layers.
        case inherit
        /// Laid out separately in the flipped direction: TB becomes LR, every other direction TB.
        case flipped
        /// Laid out separately in this direction.
        case fixed(LayoutDirection)
    }

    /// A cluster that sets `direction` is laid out separately even when edges cross its border.
    /// (An isolated cluster with a `direction` is always laid out separately in it.)
    package var explicitDirectionAlwaysSeparate: Bool
    package var isolated: Isolated

    package init(explicitDirectionAlwaysSeparate: Bool, isolated: Isolated) {
        self.explicitDirectionAlwaysSeparate = explicitDirectionAlwaysSeparate
        self.isolated = isolated
    }

    /// Mermaid 11 flowcharts and class diagrams: a `direction` always wins; isolated subgraphs flip.
    package static let mermaid = ClusterDirectionRule(explicitDirectionAlwaysSeparate: true, isolated: .flipped)
    /// Mermaid 11 state diagrams: composite states that no transition crosses are laid out top to
    /// bottom (or in their own `direction`); crossed ones share their parent's layers.
    package static let mermaidState = ClusterDirectionRule(explicitDirectionAlwaysSeparate: false, isolated: .fixed(.topToBottom))
    /// Only isolated clusters that set a `direction` are laid out separately.
    package static let explicitOnly = ClusterDirectionRule(explicitDirectionAlwaysSeparate: false, isolated: .inherit)
}

/// Mermaid's `TB`/`TD`, `BT`, `LR`, `RL`.
package enum LayoutDirection: String, Sendable, CaseIterable {
    case topToBottom = "TB", bottomToTop = "BT", leftToRight = "LR", rightToLeft = "RL"

    /// Parses `TB`, `TD`, `BT`, `LR`, `RL` (also `<`, `>`, `^`, `v` as mermaid does); nil otherwise.
    package init?(mermaid: String) {
        switch mermaid.uppercased() {
        case "TB", "TD", "V": self = .topToBottom
        case "BT", "^": self = .bottomToTop
        case "LR", ">": self = .leftToRight
        case "RL", "<": self = .rightToLeft
        default: return nil
        }
    }
}

package struct LayoutNode: Sendable {
    /// Unique among nodes and clusters.
    package var id: String
    package var width: Double
    package var height: Double
    /// Id of the innermost cluster that contains this node, or nil.
    package var cluster: String?
    /// The middle part of each side where orthogonal routes (`orthogonalRouting`) may leave or enter,
    /// as a fraction of the side (0…1): 1 for a box; less for a shape whose outline falls away from
    /// its bounding box, such as a diamond, whose edges would otherwise start near a corner.
    package var portSpan: Double

    package init(id: String, width: Double, height: Double, cluster: String? = nil, portSpan: Double = 1) {
        self.id = id
        self.width = width
        self.height = height
        self.cluster = cluster
        self.portSpan = portSpan
    }
}

package struct LayoutEdge: Sendable {
    /// Unique among edges.
    package var id: String
    /// Node or cluster id. An edge to a cluster attaches to the cluster's border.
    package var source: String
    package var target: String
    /// Size of the label box; zero for an unlabelled edge. Labels take real space in the layout.
    package var labelWidth: Double
    package var labelHeight: Double
    /// Minimum number of ranks the edge spans (mermaid's longer arrows `--->` ask for more).
    /// Clamped to 1...64: edges never share a rank, and silly values cannot explode the layout.
    package var minLength: Int
    /// Relative importance for keeping the edge short and straight (clamped to 0...1000).
    package var weight: Double

    package init(id: String, source: String, target: String, labelWidth: Double = 0, labelHeight: Double = 0,
                minLength: Int = 1, weight: Double = 1) {
        self.id = id
        self.source = source
        self.target = target
        self.labelWidth = labelWidth
        self.labelHeight = labelHeight
        self.minLength = minLength
        self.weight = weight
    }
}

package struct LayoutCluster: Sendable {
    package var id: String
    /// Enclosing cluster, or nil for a top-level cluster.
    package var parent: String?
    /// Space reserved for the title inside the top of the cluster box.
    package var titleWidth: Double
    package var titleHeight: Double
    /// A cluster may lay out its own content in another direction (`direction LR` in a subgraph).
    package var direction: LayoutDirection?
    /// Padding between the cluster border and its content.
    package var padding: Double
    /// Padding before the cluster's first rank and after its last (top and bottom in a top-to-bottom
    /// layout), when it differs from `padding`; the title comes on top of it. Clusters laid out on
    /// their own (`direction`) use `padding` all round.
    package var rankPadding: Double?

    package init(id: String, parent: String? = nil, titleWidth: Double = 0, titleHeight: Double = 0,
                direction: LayoutDirection? = nil, padding: Double = 8, rankPadding: Double? = nil) {
        self.id = id
        self.parent = parent
        self.titleWidth = titleWidth
        self.titleHeight = titleHeight
        self.direction = direction
        self.padding = padding
        self.rankPadding = rankPadding
    }
}

/// A point in user units.
public struct LayoutPoint: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// An axis-aligned box; `x`/`y` are the CENTER (as dagre reports nodes).
public struct LayoutBox: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var minX: Double { x - width / 2 }
    public var maxX: Double { x + width / 2 }
    public var minY: Double { y - height / 2 }
    public var maxY: Double { y + height / 2 }
}

/// Where everything went. Coordinates are final (direction already applied) and start at (0, 0):
/// every box and point lies inside `width` × `height`.
public struct LayoutResult: Sendable {
    public var nodes: [String: LayoutBox]
    public var clusters: [String: LayoutBox]
    /// Edge id → polyline from the source border to the target border (at least 2 points),
    /// ready for a curve interpolator. Edges to a cluster end on the cluster box; a self-loop is a
    /// 4-point loop beside its node; an edge naming an unknown node or cluster has no entry.
    /// Borders are the nodes' bounding rectangles: use `LayoutGeometry.clip` for other outlines.
    public var edgePoints: [String: [LayoutPoint]]
    /// Edge id → label box (only for edges with a label size).
    public var edgeLabels: [String: LayoutBox]
    public var width: Double
    public var height: Double

    public init(nodes: [String: LayoutBox] = [:], clusters: [String: LayoutBox] = [:],
                edgePoints: [String: [LayoutPoint]] = [:], edgeLabels: [String: LayoutBox] = [:],
                width: Double = 0, height: Double = 0) {
        self.nodes = nodes
        self.clusters = clusters
        self.edgePoints = edgePoints
        self.edgeLabels = edgeLabels
        self.width = width
        self.height = height
    }
}

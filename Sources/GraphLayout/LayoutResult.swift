/// A point in user units.
package struct LayoutPoint: Sendable, Equatable {
    package var x: Double
    package var y: Double
    package init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// An axis-aligned box; `x`/`y` are the CENTER (as dagre reports nodes).
package struct LayoutBox: Sendable, Equatable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    package var minX: Double { x - width / 2 }
    package var maxX: Double { x + width / 2 }
    package var minY: Double { y - height / 2 }
    package var maxY: Double { y + height / 2 }
}

/// Where everything went. Coordinates are final (direction already applied) and start at (0, 0):
/// every box and point lies inside `width` × `height`.
package struct LayoutResult: Sendable {
    package var nodes: [String: LayoutBox]
    package var clusters: [String: LayoutBox]
    /// Edge id → polyline from the source border to the target border (at least 2 points),
    /// ready for a curve interpolator. Edges to a cluster end on the cluster box; a self-loop is a
    /// 4-point loop beside its node; an edge naming an unknown node or cluster has no entry.
    /// Borders are the nodes' bounding rectangles: use `LayoutGeometry.clip` for other outlines.
    package var edgePoints: [String: [LayoutPoint]]
    /// Edge id → label box (only for edges with a label size).
    package var edgeLabels: [String: LayoutBox]
    package var width: Double
    package var height: Double

    package init(nodes: [String: LayoutBox] = [:], clusters: [String: LayoutBox] = [:],
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

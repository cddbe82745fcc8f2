/// Measuring along a routed edge: where to put a label or a cardinality.
///
/// Added by the class/state diagram work for the renderers; the layout itself does not use it.
package enum PolylineMeasure {
    package static func length(_ points: [LayoutPoint]) -> Double {
        var total = 0.0
        for i in points.indices.dropFirst() { total += distance(points[i - 1], points[i]) }
        return total
    }

    package static func distance(_ a: LayoutPoint, _ b: LayoutPoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// The point `d` along the polyline from its start, and the unit direction there.
    package static func point(_ points: [LayoutPoint], at d: Double) -> (point: LayoutPoint, direction: LayoutPoint) {
        guard let first = points.first else { return (LayoutPoint(x: 0, y: 0), LayoutPoint(x: 0, y: 1)) }
        var remaining = max(0, d)
        var lastDirection = LayoutPoint(x: 0, y: 1)
        for i in points.indices.dropFirst() {
            let a = points[i - 1], b = points[i]
            let len = distance(a, b)
            guard len > 1e-9 else { continue }
            lastDirection = LayoutPoint(x: (b.x - a.x) / len, y: (b.y - a.y) / len)
            if remaining <= len {
                return (LayoutPoint(x: a.x + lastDirection.x * remaining, y: a.y + lastDirection.y * remaining), lastDirection)
            }
            remaining -= len
        }
        return (points.last ?? first, lastDirection)
    }

    package static func midpoint(_ points: [LayoutPoint]) -> LayoutPoint {
        point(points, at: length(points) / 2).point
    }
}

/// The running bounding box of everything a renderer draws, so the viewBox never clips a
/// label that sits outside the layout's own box.
package struct LayoutBounds: Sendable {
    package var minX = Double.infinity, minY = Double.infinity
    package var maxX = -Double.infinity, maxY = -Double.infinity

    package init() {}

    package mutating func add(_ box: LayoutBox) {
        add(x: box.minX, y: box.minY)
        add(x: box.maxX, y: box.maxY)
    }

    package mutating func add(x: Double, y: Double) {
        guard x.isFinite, y.isFinite else { return }
        minX = min(minX, x); maxX = max(maxX, x)
        minY = min(minY, y); maxY = max(maxY, y)
    }

    package var isEmpty: Bool { minX > maxX }
}

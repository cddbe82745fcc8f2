import GraphLayout

/// Where a straight line from a box's centre toward a point leaves the box.
enum BoxGeometry {
    static func border(of box: LayoutBox, toward point: LayoutPoint) -> LayoutPoint {
        let dx = point.x - box.x, dy = point.y - box.y
        guard abs(dx) > 1e-9 || abs(dy) > 1e-9 else { return LayoutPoint(x: box.x, y: box.maxY) }
        let sx = abs(dx) > 1e-9 ? (box.width / 2) / abs(dx) : .infinity
        let sy = abs(dy) > 1e-9 ? (box.height / 2) / abs(dy) : .infinity
        let s = min(sx, sy)
        return LayoutPoint(x: box.x + dx * s, y: box.y + dy * s)
    }
}

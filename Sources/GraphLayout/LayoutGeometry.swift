/// Geometry helpers for renderers. The layout clips every edge to its nodes' bounding rectangles;
/// a renderer that draws a diamond, a circle or any convex polygon can move the end points onto the
/// real outline with these functions.
package enum LayoutGeometry {
    /// Outline of a node inside its layout box.
    package enum Shape: Sendable, Equatable {
        case rectangle
        /// Rhombus touching the middle of each side of the box.
        case diamond
        /// Ellipse inscribed in the box (a circle when the box is square).
        case ellipse
        /// Convex polygon, vertices relative to the box center.
        case polygon([LayoutPoint])
    }

    /// Where the ray from the center of `box` toward `point` leaves `shape`.
    /// When `point` is the center itself, the middle of the bottom side is returned.
    package static func borderPoint(of box: LayoutBox, shape: Shape = .rectangle, toward point: LayoutPoint) -> LayoutPoint {
        let dx = point.x - box.x, dy = point.y - box.y
        let w = box.width / 2, h = box.height / 2
        if abs(dx) < 1e-9 && abs(dy) < 1e-9 { return LayoutPoint(x: box.x, y: box.y + h) }
        let t: Double
        switch shape {
        case .rectangle:
            let tx = abs(dx) > 1e-12 ? w / abs(dx) : .infinity
            let ty = abs(dy) > 1e-12 ? h / abs(dy) : .infinity
            t = min(tx, ty)
        case .diamond:
            let s = (w > 0 ? abs(dx) / w : 0) + (h > 0 ? abs(dy) / h : 0)
            t = s > 0 ? 1 / s : 0
        case .ellipse:
            let s = (w > 0 ? dx * dx / (w * w) : 0) + (h > 0 ? dy * dy / (h * h) : 0)
            t = s > 0 ? 1 / s.squareRoot() : 0
        case .polygon(let vertices):
            t = polygonExit(vertices, dx: dx, dy: dy) ?? min(
                abs(dx) > 1e-12 ? w / abs(dx) : .infinity, abs(dy) > 1e-12 ? h / abs(dy) : .infinity)
        }
        let f = t.isFinite ? t : 0
        return LayoutPoint(x: box.x + dx * f, y: box.y + dy * f)
    }

    /// Moves the first and last points of an edge polyline onto the outlines of its end nodes:
    /// each end is re-clipped along the segment from the node center to the neighbouring point.
    package static func clip(_ points: [LayoutPoint], source: LayoutBox, sourceShape: Shape,
                            target: LayoutBox, targetShape: Shape) -> [LayoutPoint] {
        guard points.count >= 2 else { return points }
        var result = points
        result[0] = borderPoint(of: source, shape: sourceShape, toward: points[1])
        result[result.count - 1] = borderPoint(of: target, shape: targetShape, toward: points[points.count - 2])
        return result
    }

    /// True when `point` lies inside `box` (borders included, with a small tolerance).
    package static func contains(_ box: LayoutBox, _ point: LayoutPoint, tolerance: Double = 1e-6) -> Bool {
        point.x >= box.minX - tolerance && point.x <= box.maxX + tolerance &&
            point.y >= box.minY - tolerance && point.y <= box.maxY + tolerance
    }

    /// True when two boxes share interior area (touching edges do not count).
    package static func overlaps(_ a: LayoutBox, _ b: LayoutBox, tolerance: Double = 1e-6) -> Bool {
        a.minX < b.maxX - tolerance && b.minX < a.maxX - tolerance &&
            a.minY < b.maxY - tolerance && b.minY < a.maxY - tolerance
    }

    /// Cuts a polyline where it first crosses from outside `box` to inside (`atEnd`: the polyline
    /// ends inside the box, as an edge into a cluster) or last crosses from inside to outside.
    static func cut(_ points: [LayoutPoint], at box: LayoutBox, atEnd: Bool) -> [LayoutPoint] {
        guard points.count >= 2 else { return points }
        let pts = atEnd ? points : Array(points.reversed())
        guard !contains(box, pts[0], tolerance: -1e-6) else { return points }
        for i in 1..<pts.count where contains(box, pts[i], tolerance: -1e-6) {
            let a = pts[i - 1], b = pts[i]
            let hit = segmentEntry(a, b, box)
            var result = Array(pts[0..<i])
            result.append(hit)
            if result.count < 2 { result.insert(a, at: 0) }
            return atEnd ? result : result.reversed()
        }
        return points
    }

    /// Point where the segment a→b (a outside, b inside) enters the box.
    private static func segmentEntry(_ a: LayoutPoint, _ b: LayoutPoint, _ box: LayoutBox) -> LayoutPoint {
        var lo = 0.0, hi = 1.0
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            let p = LayoutPoint(x: a.x + (b.x - a.x) * mid, y: a.y + (b.y - a.y) * mid)
            if contains(box, p, tolerance: 0) { hi = mid } else { lo = mid }
        }
        return LayoutPoint(x: a.x + (b.x - a.x) * hi, y: a.y + (b.y - a.y) * hi)
    }

    private static func polygonExit(_ vertices: [LayoutPoint], dx: Double, dy: Double) -> Double? {
        guard vertices.count >= 3 else { return nil }
        var best: Double?
        for i in vertices.indices {
            let p = vertices[i], q = vertices[(i + 1) % vertices.count]
            let ex = q.x - p.x, ey = q.y - p.y
            let denom = dx * ey - dy * ex
            if abs(denom) < 1e-12 { continue }
            let t = (p.x * ey - p.y * ex) / denom
            let s = (p.x * dy - p.y * dx) / denom
            if t > 0 && s >= -1e-9 && s <= 1 + 1e-9 { best = min(best ?? t, t) }
        }
        return best
    }
}

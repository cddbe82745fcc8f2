import GraphLayout

/// The outline edges must touch: the layout routes to a node's bounding box, so for a
/// diamond, circle or hexagon an edge end is moved along its last segment onto the
/// actual outline (as mermaid intersects edges with the shape).
enum ShapeOutline {
    case box
    case circle(radius: Double)
    /// Closed polygon in node-local coordinates (centre at 0, 0).
    case polygon([(Double, Double)])

    static func of(_ shape: NodeShape, width w: Double, height h: Double) -> ShapeOutline {
        switch shape {
        case .diamond:
            return .polygon([(0, -h / 2), (w / 2, 0), (0, h / 2), (-w / 2, 0)])
        case .circle, .doubleCircle, .smallCircle, .framedCircle, .filledCircle, .crossedCircle:
            return .circle(radius: min(w, h) / 2)
        case .hexagon:
            let f = h / 4
            return .polygon([(-w / 2, 0), (-w / 2 + f, -h / 2), (w / 2 - f, -h / 2), (w / 2, 0), (w / 2 - f, h / 2), (-w / 2 + f, h / 2)])
        case .leanRight, .leanLeft, .trapezoid, .invTrapezoid:
            let s = h / 2
            switch shape {
            case .leanRight: return .polygon([(-w / 2, h / 2), (w / 2 - s, h / 2), (w / 2, -h / 2), (-w / 2 + s, -h / 2)])
            case .leanLeft: return .polygon([(-w / 2 + s, h / 2), (w / 2, h / 2), (w / 2 - s, -h / 2), (-w / 2, -h / 2)])
            case .trapezoid: return .polygon([(-w / 2, h / 2), (w / 2, h / 2), (w / 2 - s, -h / 2), (-w / 2 + s, -h / 2)])
            default: return .polygon([(-w / 2 + s, h / 2), (w / 2 - s, h / 2), (w / 2, -h / 2), (-w / 2, -h / 2)])
            }
        case .triangle:
            return .polygon([(0, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)])
        case .flippedTriangle:
            return .polygon([(-w / 2, -h / 2), (w / 2, -h / 2), (0, h / 2)])
        default:
            return .box
        }
    }

    /// The share of a side where orthogonal routes may leave or enter (`LayoutNode.portSpan`): the
    /// middle half for a diamond or a circle, so an edge starts on its outline about halfway along a
    /// side, as mermaid's ELK drawings do, rather than next to a corner.
    static func portSpan(_ shape: NodeShape) -> Double {
        switch shape {
        case .diamond, .circle, .doubleCircle, .smallCircle, .framedCircle, .filledCircle, .crossedCircle: return 0.5
        default: return 1
        }
    }

    /// Moves `end` (on the node's bounding box, coming from `previous`) onto the outline of a
    /// node centred at `center`. Unchanged for boxes or when the ray misses the outline.
    func clip(_ end: LayoutPoint, previous: LayoutPoint, center: LayoutPoint) -> LayoutPoint {
        if case .box = self { return end }
        // Ray from the end point onwards along the last segment, then towards the centre.
        let local = (end.x - center.x, end.y - center.y)
        var d = (end.x - previous.x, end.y - previous.y)
        if let hit = hit(from: local, direction: d) { return LayoutPoint(x: center.x + hit.0, y: center.y + hit.1) }
        d = (-local.0, -local.1)
        if let hit = hit(from: local, direction: d) { return LayoutPoint(x: center.x + hit.0, y: center.y + hit.1) }
        return end
    }

    private func hit(from p: (Double, Double), direction d: (Double, Double)) -> (Double, Double)? {
        let len = (d.0 * d.0 + d.1 * d.1).squareRoot()
        guard len > 1e-9 else { return nil }
        let u = (d.0 / len, d.1 / len)
        switch self {
        case .box:
            return nil
        case .circle(let r):
            // |p + t u| = r, smallest t ≥ 0.
            let b = p.0 * u.0 + p.1 * u.1
            let c = p.0 * p.0 + p.1 * p.1 - r * r
            let disc = b * b - c
            guard disc >= 0 else { return nil }
            let root = disc.squareRoot()
            let t = -b - root >= 0 ? -b - root : -b + root
            guard t >= 0 else { return nil }
            return (p.0 + t * u.0, p.1 + t * u.1)
        case .polygon(let pts):
            var best: Double?
            for i in pts.indices {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                let e = (b.0 - a.0, b.1 - a.1)
                let denom = u.0 * e.1 - u.1 * e.0
                guard abs(denom) > 1e-12 else { continue }
                let w = (a.0 - p.0, a.1 - p.1)
                let t = (w.0 * e.1 - w.1 * e.0) / denom
                let s = (w.0 * u.1 - w.1 * u.0) / denom
                if t >= -1e-9, s >= -1e-9, s <= 1 + 1e-9, best.map({ t < $0 }) ?? true { best = t }
            }
            guard let t = best else { return nil }
            return (p.0 + t * u.0, p.1 + t * u.1)
        }
    }
}

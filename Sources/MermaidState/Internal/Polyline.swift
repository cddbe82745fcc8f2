import GraphLayout

/// Measuring along an edge's polyline: where to put labels and where to stop the line so a
/// marker sits exactly between the line's end and the node border.
enum Polyline {
    static func length(_ points: [LayoutPoint]) -> Double {
        var total = 0.0
        for i in points.indices.dropFirst() { total += distance(points[i - 1], points[i]) }
        return total
    }

    static func distance(_ a: LayoutPoint, _ b: LayoutPoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// The point `d` along the polyline from its start, and the unit direction there.
    static func point(_ points: [LayoutPoint], at d: Double) -> (LayoutPoint, LayoutPoint) {
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

    static func midpoint(_ points: [LayoutPoint]) -> LayoutPoint {
        point(points, at: length(points) / 2).0
    }

    /// Cuts `start` off the beginning and `end` off the end, never leaving less than a
    /// quarter of the line.
    static func trimmed(_ points: [LayoutPoint], start: Double, end: Double) -> [LayoutPoint] {
        guard points.count >= 2, start > 0 || end > 0 else { return points }
        let total = length(points)
        guard total > 1e-6 else { return points }
        let scale = min(1, total * 0.75 / max(start + end, 1e-9))
        let s = start * scale, e = end * scale
        var result = points
        if s > 0 {
            let (p, _) = point(points, at: s)
            var walked = 0.0
            var k = 1
            while k < points.count {
                walked += distance(points[k - 1], points[k])
                if walked > s { break }
                k += 1
            }
            result = [p] + Array(points[min(k, points.count - 1)...])
        }
        if e > 0 {
            let reversed = Array(result.reversed())
            let (p, _) = point(reversed, at: e)
            var walked = 0.0
            var k = 1
            while k < reversed.count {
                walked += distance(reversed[k - 1], reversed[k])
                if walked > e { break }
                k += 1
            }
            result = Array(([p] + Array(reversed[min(k, reversed.count - 1)...])).reversed())
        }
        return result
    }
}

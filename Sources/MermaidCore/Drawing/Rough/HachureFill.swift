// Why: a hand-drawn fill is a set of parallel strokes at an angle, clipped to the shape. The
// classic scan-line method finds them: turn the shape so the strokes are horizontal, cut it
// with evenly spaced horizontal lines, keep the inside spans, turn them back.
import Foundation

/// Hachure (parallel-line) fills of closed outlines.
enum HachureFill {
    /// At most this many hachure lines per shape.
    static let maximumLines = 1_500

    static func segments(_ outline: RoughOutline, angle: Double, gap: Double) -> [(RoughPoint, RoughPoint)] {
        guard gap > 0.5 else { return [] }
        let radians = angle * Double.pi / 180
        let cosA = cos(radians), sinA = sin(radians)
        // Rotate by -angle so the hachure is horizontal.
        func rotate(_ p: RoughPoint, _ c: Double, _ s: Double) -> RoughPoint { RoughPoint(p.x * c - p.y * s, p.x * s + p.y * c) }
        var edges: [(RoughPoint, RoughPoint)] = []
        var minY = Double.infinity, maxY = -Double.infinity
        for subpath in outline.subpaths where subpath.points.count >= 3 {
            let points = subpath.points.map { rotate($0, cosA, -sinA) }
            for i in 0..<points.count {
                let a = points[i], b = points[(i + 1) % points.count]
                edges.append((a, b))
                minY = min(minY, a.y); maxY = max(maxY, a.y)
            }
        }
        guard !edges.isEmpty, maxY - minY > 0 else { return [] }
        var result: [(RoughPoint, RoughPoint)] = []
        var y = minY + gap / 2
        var xs: [Double] = []  // one buffer for every scan line
        while y < maxY, result.count < maximumLines {
            xs.removeAll(keepingCapacity: true)
            for (a, b) in edges where (a.y <= y && b.y > y) || (b.y <= y && a.y > y) {
                xs.append(a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x))
            }
            xs.sort()
            var i = 0
            while i + 1 < xs.count {
                if xs[i + 1] - xs[i] > 0.5 {
                    result.append((rotate(RoughPoint(xs[i], y), cosA, sinA), rotate(RoughPoint(xs[i + 1], y), cosA, sinA)))
                }
                i += 2
            }
            y += gap
        }
        return result
    }
}

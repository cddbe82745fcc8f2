// Why: a hand-drawn fill is a set of parallel strokes at an angle, clipped to the shape. The
// classic scan-line method finds them: turn the shape so the strokes are horizontal, cut it
// with evenly spaced horizontal lines, keep the inside spans, turn them back. Most outlines are
// boxes (four edges, two crossings a line), so the per-line work is what costs: the crossings go
// into one stack buffer, and a pair is put in order by one comparison instead of a sort call.
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
        edges.reserveCapacity(outline.subpaths.reduce(0) { $0 + $1.points.count })
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
        result.reserveCapacity(Int(min(Double(maximumLines), ((maxY - minY) / gap).rounded(.up) + 1)))
        // A line crosses each edge at most once: the crossings of one line fit in `edges.count`.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: edges.count) { xs in
            var y = minY + gap / 2
            while y < maxY, result.count < maximumLines {
                var count = 0
                for (a, b) in edges where (a.y <= y && b.y > y) || (b.y <= y && a.y > y) {
                    xs[count] = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                    count += 1
                }
                // What `sort()` does with two elements (an insertion sort's one step).
                if count == 2 {
                    if xs[1] < xs[0] { xs.swapAt(0, 1) }
                } else if count > 2 {
                    var crossings = UnsafeMutableBufferPointer(rebasing: xs[..<count])
                    crossings.sort()
                }
                var i = 0
                while i + 1 < count {
                    if xs[i + 1] - xs[i] > 0.5 {
                        result.append((rotate(RoughPoint(xs[i], y), cosA, sinA), rotate(RoughPoint(xs[i + 1], y), cosA, sinA)))
                    }
                    i += 2
                }
                y += gap
            }
        }
        return result
    }
}

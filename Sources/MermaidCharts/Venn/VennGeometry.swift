// Why: area-proportional Venn diagrams need circle geometry: the area two circles share, the
// distance that gives a wanted shared area, where circles cross, and the outline of the region
// inside some circles and outside none — the computations venn.js (which mermaid draws with) is
// built on, written here for our layout.
import Foundation

struct VennCircle: Equatable {
    var x: Double
    var y: Double
    var radius: Double
}

/// One arc of a region's outline: along `circle`, from `p1` back to `p2`.
struct VennArc {
    var circle: VennCircle
    var width: Double
    var p1: (x: Double, y: Double)
    var p2: (x: Double, y: Double)
}

enum VennGeometry {
    static let small = 1e-10

    static func distance(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    static func distance(_ a: VennCircle, _ b: VennCircle) -> Double { distance((a.x, a.y), (b.x, b.y)) }

    /// Area of the circular segment of width `width`.
    static func segmentArea(_ r: Double, _ width: Double) -> Double {
        r * r * acos(max(-1, min(1, 1 - width / r))) - (r - width) * max(0, width * (2 * r - width)).squareRoot()
    }

    /// The area two circles of radii `r1`, `r2` share when their centres are `d` apart.
    static func overlap(_ r1: Double, _ r2: Double, _ d: Double) -> Double {
        if d >= r1 + r2 { return 0 }
        if d <= abs(r1 - r2) { return Double.pi * min(r1, r2) * min(r1, r2) }
        let w1 = r1 - (d * d - r2 * r2 + r1 * r1) / (2 * d)
        let w2 = r2 - (d * d - r1 * r1 + r2 * r2) / (2 * d)
        return segmentArea(r1, w1) + segmentArea(r2, w2)
    }

    /// The centre distance at which the circles share `area` (bisection, as venn.js).
    static func distance(forOverlap area: Double, _ r1: Double, _ r2: Double) -> Double {
        if min(r1, r2) * min(r1, r2) * Double.pi <= area + small { return abs(r1 - r2) }
        var a = 0.0
        let b = r1 + r2
        let fA = overlap(r1, r2, a) - area
        let fB = overlap(r1, r2, b) - area
        if fA == 0 { return a }
        if fB == 0 { return b }
        var delta = b - a
        for _ in 0..<100 {
            delta /= 2
            let mid = a + delta
            let fMid = overlap(r1, r2, mid) - area
            if fMid * fA >= 0 { a = mid }
            if abs(delta) < small || fMid == 0 { return mid }
        }
        return a + delta
    }

    /// Where two circles cross (none when apart or nested).
    static func crossings(_ p1: VennCircle, _ p2: VennCircle) -> [(x: Double, y: Double)] {
        let d = distance(p1, p2)
        guard d < p1.radius + p2.radius, d > abs(p1.radius - p2.radius) else { return [] }
        let a = (p1.radius * p1.radius - p2.radius * p2.radius + d * d) / (2 * d)
        let h = max(0, p1.radius * p1.radius - a * a).squareRoot()
        let x0 = p1.x + a * (p2.x - p1.x) / d, y0 = p1.y + a * (p2.y - p1.y) / d
        let rx = -(p2.y - p1.y) * (h / d), ry = -(p2.x - p1.x) * (h / d)
        return [(x0 + rx, y0 - ry), (x0 - rx, y0 + ry)]
    }

    /// The area inside every circle of `circles`, and the arcs that outline it (venn.js's
    /// `intersectionArea`): crossing points inside all circles, sorted around their centre, joined
    /// by the narrowest arc that lies inside all circles.
    static func intersection(_ circles: [VennCircle]) -> (area: Double, arcs: [VennArc]) {
        var points: [(x: Double, y: Double, parents: [Int], angle: Double)] = []
        for i in circles.indices {
            for j in (i + 1)..<circles.count {
                for p in crossings(circles[i], circles[j]) { points.append((p.x, p.y, [i, j], 0)) }
            }
        }
        let inner = points.filter { p in circles.allSatisfy { distance((p.x, p.y), ($0.x, $0.y)) <= $0.radius + small } }
        var arcs: [VennArc] = []
        var arcArea = 0.0, polygonArea = 0.0
        if inner.count > 1 {
            let cx = inner.map(\.x).reduce(0, +) / Double(inner.count)
            let cy = inner.map(\.y).reduce(0, +) / Double(inner.count)
            let sorted = inner.map { p in (x: p.x, y: p.y, parents: p.parents, angle: atan2(p.x - cx, p.y - cy)) }
                .sorted { $0.angle > $1.angle }
            var p2 = sorted[sorted.count - 1]
            for p1 in sorted {
                polygonArea += (p2.x + p1.x) * (p1.y - p2.y)
                let mid = (x: (p1.x + p2.x) / 2, y: (p1.y + p2.y) / 2)
                var best: VennArc?
                for parent in p1.parents where p2.parents.contains(parent) {
                    let circle = circles[parent]
                    let a1 = atan2(p1.x - circle.x, p1.y - circle.y), a2 = atan2(p2.x - circle.x, p2.y - circle.y)
                    var diff = a2 - a1
                    if diff < 0 { diff += 2 * Double.pi }
                    let a = a2 - diff / 2
                    var width = distance(mid, (circle.x + circle.radius * sin(a), circle.y + circle.radius * cos(a)))
                    if width > circle.radius * 2 { width = circle.radius * 2 }
                    if best == nil || best!.width > width {
                        best = VennArc(circle: circle, width: width, p1: (p1.x, p1.y), p2: (p2.x, p2.y))
                    }
                }
                if let best {
                    arcs.append(best)
                    arcArea += segmentArea(best.circle.radius, best.width)
                    p2 = p1
                }
            }
        } else if let smallest = circles.min(by: { $0.radius < $1.radius }) {
            let disjoint = circles.contains { distance($0, smallest) > abs(smallest.radius - $0.radius) }
            if !disjoint {
                arcArea = smallest.radius * smallest.radius * Double.pi
                arcs.append(VennArc(circle: smallest, width: smallest.radius * 2, p1: (smallest.x, smallest.y + smallest.radius),
                                    p2: (smallest.x - small, smallest.y + smallest.radius)))
            }
        }
        return (arcArea + polygonArea / 2, arcs)
    }

    /// Nelder–Mead minimisation of `f` from `start` (the optimiser venn.js uses).
    static func minimise(_ f: ([Double]) -> Double, from start: [Double], iterations: Int, minErrorDelta: Double = 1e-10) -> [Double] {
        let n = start.count
        guard n > 0 else { return start }
        var simplex: [(x: [Double], fx: Double)] = [(start, f(start))]
        for i in 0..<n {
            var point = start
            point[i] = point[i] != 0 ? point[i] * 1.05 : 0.001
            simplex.append((point, f(point)))
        }
        for _ in 0..<iterations {
            simplex.sort { $0.fx < $1.fx }
            if abs(simplex[n].fx - simplex[0].fx) < minErrorDelta { break }
            var centroid = [Double](repeating: 0, count: n)
            for point in simplex.dropLast() { for k in 0..<n { centroid[k] += point.x[k] / Double(n) } }
            let worst = simplex[n]
            func along(_ t: Double) -> [Double] { (0..<n).map { centroid[$0] + t * (centroid[$0] - worst.x[$0]) } }
            let reflected = along(1), fr = f(reflected)
            if fr < simplex[0].fx {
                let expanded = along(2), fe = f(expanded)
                simplex[n] = fe < fr ? (expanded, fe) : (reflected, fr)
            } else if fr < simplex[n - 1].fx {
                simplex[n] = (reflected, fr)
            } else {
                let contracted = fr < worst.fx ? along(0.5) : along(-0.5)
                let fc = f(contracted)
                if fc < min(fr, worst.fx) {
                    simplex[n] = (contracted, fc)
                } else {
                    for i in 1...n {
                        let shrunk = (0..<n).map { simplex[0].x[$0] + 0.5 * (simplex[i].x[$0] - simplex[0].x[$0]) }
                        simplex[i] = (shrunk, f(shrunk))
                    }
                }
            }
        }
        return simplex.min { $0.fx < $1.fx }!.x
    }
}

/// Step, bump and monotone curves (d3-shape's curveStep*, curveBump*, curveMonotone*), written from
/// their definitions.
enum PiecewiseCurves {
    static func linear(_ p: [LayoutPoint], into path: inout SVGPathBuilder) {
        path.move(p[0])
        for q in p.dropFirst() { path.line(q) }
    }

    /// The polyline with every corner replaced by a quadratic arc that starts and ends `cornerRadius`
    /// (at most half of either leg) from the corner, the corner as its control point: round corners,
    /// straight runs, and nothing outside the corner's two legs.
    static func rounded(_ p: [LayoutPoint], into path: inout SVGPathBuilder) {
        path.move(p[0])
        for i in 1..<(p.count - 1) {
            let a = p[i - 1], c = p[i], b = p[i + 1]
            let la = a.distance(to: c), lb = b.distance(to: c)
            let r = min(cornerRadius, la / 2, lb / 2)
            guard r > 0.01 else { path.line(c); continue }
            let start = c + (a - c) * (r / la), end = c + (b - c) * (r / lb)
            path.line(start)
            // The quadratic start–corner–end as a cubic: controls two thirds of the way to the corner.
            path.curve(start + (c - start) * (2.0 / 3), end + (c - end) * (2.0 / 3), end)
        }
        path.line(p[p.count - 1])
    }

    /// How far from a corner `rounded` starts to turn.
    static let cornerRadius = 5.0

    /// Horizontal, then vertical, then horizontal; `t` is where along x the vertical step happens
    /// (0: at the start, `stepBefore`; 0.5: halfway, `step`; 1: at the end, `stepAfter`).
    static func step(_ p: [LayoutPoint], t: Double, into path: inout SVGPathBuilder) {
        path.move(p[0])
        for i in 1..<p.count {
            let a = p[i - 1], b = p[i]
            if t <= 0 {
                path.line(LayoutPoint(x: a.x, y: b.y))
                path.line(b)
            } else {
                let x = a.x * (1 - t) + b.x * t
                path.line(LayoutPoint(x: x, y: a.y))
                path.line(LayoutPoint(x: x, y: b.y))
                if i == p.count - 1 && x != b.x { path.line(b) }
            }
        }
    }

    /// S-shaped cubic between consecutive points, tangents horizontal (`bumpX`) or vertical (`bumpY`).
    static func bump(_ p: [LayoutPoint], horizontal: Bool, into path: inout SVGPathBuilder) {
        path.move(p[0])
        for i in 1..<p.count {
            let a = p[i - 1], b = p[i]
            if horizontal {
                let mx = (a.x + b.x) / 2
                path.curve(LayoutPoint(x: mx, y: a.y), LayoutPoint(x: mx, y: b.y), b)
            } else {
                let my = (a.y + b.y) / 2
                path.curve(LayoutPoint(x: a.x, y: my), LayoutPoint(x: b.x, y: my), b)
            }
        }
    }

    /// Monotone cubic interpolation in x (Steffen, "A simple method for monotonic interpolation in
    /// one dimension"): no overshoot between points. `alongY` does the same with the axes swapped.
    static func monotone(_ p: [LayoutPoint], alongY: Bool, into path: inout SVGPathBuilder) {
        let q = alongY ? p.map { LayoutPoint(x: $0.y, y: $0.x) } : p
        func out(_ v: LayoutPoint) -> LayoutPoint { alongY ? LayoutPoint(x: v.y, y: v.x) : v }
        path.move(p[0])
        guard q.count > 2 else { path.line(p[p.count - 1]); return }
        func secant(_ i: Int) -> Double {
            let h = q[i + 1].x - q[i].x
            return h != 0 ? (q[i + 1].y - q[i].y) / h : 0
        }
        var tangent = [Double](filled: 0, count: q.count)
        for i in 1..<(q.count - 1) {
            let h0 = q[i].x - q[i - 1].x, h1 = q[i + 1].x - q[i].x
            let s0 = secant(i - 1), s1 = secant(i)
            let pSlope = h0 + h1 != 0 ? (s0 * h1 + s1 * h0) / (h0 + h1) : 0
            let sign = (s0 > 0 ? 1.0 : s0 < 0 ? -1.0 : 0) + (s1 > 0 ? 1.0 : s1 < 0 ? -1.0 : 0)
            tangent[i] = sign * min(abs(s0), abs(s1), 0.5 * abs(pSlope))
        }
        let last = q.count - 1
        tangent[0] = q[1].x != q[0].x ? (3 * secant(0) - tangent[1]) / 2 : tangent[1]
        tangent[last] = q[last].x != q[last - 1].x ? (3 * secant(last - 1) - tangent[last - 1]) / 2 : tangent[last - 1]
        for i in 0..<last {
            let a = q[i], b = q[i + 1]
            let dx = (b.x - a.x) / 3
            path.curve(out(LayoutPoint(x: a.x + dx, y: a.y + dx * tangent[i])),
                       out(LayoutPoint(x: b.x - dx, y: b.y - dx * tangent[i + 1])), p[i + 1])
        }
    }
}

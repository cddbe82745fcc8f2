/// Interpolating and approximating splines through a polyline, with the same mathematics as
/// d3-shape's curves (written from the published formulas).
enum SplineCurves {
    /// Uniform cubic B-spline (d3's curveBasis): starts and ends at the end points, passes near the
    /// inner ones. Each inner span uses the control polygon's thirds and sixths.
    static func basis(_ p: [LayoutPoint], into path: inout SVGPathBuilder) {
        path.move(p[0])
        guard p.count > 2 else { path.line(p[p.count - 1]); return }
        path.line((p[0] * 5 + p[1]) * (1.0 / 6))
        var a = p[0], b = p[1]
        func span(to c: LayoutPoint) {
            path.curve((a * 2 + b) * (1.0 / 3), (a + b * 2) * (1.0 / 3), (a + b * 4 + c) * (1.0 / 6))
            a = b
            b = c
        }
        for c in p[2...] { span(to: c) }
        span(to: b)
        path.line(b)
    }

    /// Natural cubic spline (second derivative zero at both ends), solved per axis with the Thomas
    /// algorithm for the first Bézier control points of every segment.
    static func natural(_ p: [LayoutPoint], into path: inout SVGPathBuilder) {
        path.move(p[0])
        guard p.count > 2 else { path.line(p[p.count - 1]); return }
        let (ax, bx) = controlPoints(p.map(\.x))
        let (ay, by) = controlPoints(p.map(\.y))
        for i in 0..<(p.count - 1) {
            path.curve(LayoutPoint(x: ax[i], y: ay[i]), LayoutPoint(x: bx[i], y: by[i]), p[i + 1])
        }
    }

    private static func controlPoints(_ k: [Double]) -> ([Double], [Double]) {
        let n = k.count - 1
        var a = [Double](filled: 0, count: n), b = [Double](filled: 0, count: n)
        var diag = [Double](filled: 4, count: n), lower = [Double](filled: 1, count: n)
        var rhs = [Double](filled: 0, count: n)
        diag[0] = 2
        rhs[0] = k[0] + 2 * k[1]
        for i in 1..<(n - 1) where n > 2 { rhs[i] = 4 * k[i] + 2 * k[i + 1] }
        lower[n - 1] = 2
        diag[n - 1] = 7
        rhs[n - 1] = 8 * k[n - 1] + k[n]
        // Upper diagonal is 1 everywhere; forward elimination, back substitution.
        for i in 1..<n {
            let m = lower[i] / diag[i - 1]
            diag[i] -= m
            rhs[i] -= m * rhs[i - 1]
        }
        a[n - 1] = rhs[n - 1] / diag[n - 1]
        for i in stride(from: n - 2, through: 0, by: -1) { a[i] = (rhs[i] - a[i + 1]) / diag[i] }
        for i in 0..<(n - 1) { b[i] = 2 * k[i + 1] - a[i + 1] }
        b[n - 1] = (k[n] + a[n - 1]) / 2
        return (a, b)
    }

    /// Cardinal spline with tension 0 (d3's default): inner tangents (next − previous)/2; the curve
    /// leaves the first point and reaches the last with zero tangent, as d3 draws it.
    static func cardinal(_ p: [LayoutPoint], into path: inout SVGPathBuilder) {
        path.move(p[0])
        guard p.count > 2 else { path.line(p[p.count - 1]); return }
        let k = 1.0 / 6
        for i in 0..<(p.count - 1) {
            let p1 = p[i], p2 = p[i + 1]
            let p0 = i > 0 ? p[i - 1] : p2, p3 = i + 2 < p.count ? p[i + 2] : p1
            path.curve(p1 + (p2 - p0) * k, p2 - (p3 - p1) * k, p2)
        }
    }

    /// Centripetal Catmull–Rom (α = 0.5), which never loops or cusps within a segment
    /// (Yuksel, Schaefer, Keyser: "Parameterization and applications of Catmull–Rom curves").
    static func catmullRom(_ p: [LayoutPoint], into path: inout SVGPathBuilder) {
        path.move(p[0])
        guard p.count > 2 else { path.line(p[p.count - 1]); return }
        let epsilon = 1e-12  // α = 0.5: distance^α is the square root of the distance
        for i in 0..<(p.count - 1) {
            let p0 = p[max(i - 1, 0)], p1 = p[i], p2 = p[i + 1], p3 = p[min(i + 2, p.count - 1)]
            let d1 = p0.distance(to: p1).squareRoot(), d2 = p1.distance(to: p2).squareRoot(), d3 = p2.distance(to: p3).squareRoot()
            var c1 = p1, c2 = p2
            if d1 > epsilon {
                let a = 2 * d1 * d1 + 3 * d1 * d2 + d2 * d2, n = 3 * d1 * (d1 + d2)
                c1 = (p1 * a - p0 * (d2 * d2) + p2 * (d1 * d1)) * (1 / n)
            }
            if d3 > epsilon {
                let b = 2 * d3 * d3 + 3 * d3 * d2 + d2 * d2, m = 3 * d3 * (d3 + d2)
                c2 = (p2 * b + p1 * (d3 * d3) - p3 * (d2 * d2)) * (1 / m)
            }
            path.curve(c1, c2, p2)
        }
    }
}

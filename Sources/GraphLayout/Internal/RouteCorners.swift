/// Routes with sharp corners (orthogonal routes, detours around obstacles) are drawn by renderers
/// with smoothing curves such as `basis`, which cut every corner by a sixth of its legs: far enough to
/// clip a neighbouring label or cluster corner. Extra points close to each corner keep the curve
/// hugging the route.
enum RouteCorners {
    /// How far from a corner the extra points sit (see `tighten`).
    static let cornerReach = 6.0
    /// Corners with a leg shorter than this stay as they are unless the caller names them: a small
    /// jog smoothed by the curve reads as a gentle wave, tightened it reads as a step (and every extra
    /// point costs drawing time, hand-drawn strokes most).
    static let minimumLeg = 30.0

    /// Adds a point just before and after every corner whose two legs are long, and every corner in
    /// `alsoAt` (indices into `points`) with a leg of any length, so a renderer that draws the route
    /// with a smoothing curve (mermaid's default `basis`) rounds each corner tightly instead of cutting
    /// across it into neighbouring labels or swinging wide; a polyline drawing is unchanged. An extra
    /// point sits no farther from its corner than half its leg. Without `longLegs`, only the corners in
    /// `alsoAt` are tightened.
    static func tighten(_ points: [LayoutPoint], alsoAt: Set<Int> = [], longLegs: Bool = true) -> [LayoutPoint] {
        guard points.count > 2 else { return points }
        var result = [points[0]]
        for i in 1..<(points.count - 1) {
            let a = points[i - 1], p = points[i], b = points[i + 1]
            let la = ((a.x - p.x) * (a.x - p.x) + (a.y - p.y) * (a.y - p.y)).squareRoot()
            let lb = ((b.x - p.x) * (b.x - p.x) + (b.y - p.y) * (b.y - p.y)).squareRoot()
            // Short legs (small jogs) stay as they are: a smoothing curve turns them into a gentle wave.
            guard longLegs && min(la, lb) >= minimumLeg || alsoAt.contains(i) && min(la, lb) > 0 else { result.append(p); continue }
            let ra = min(cornerReach, la / 2), rb = min(cornerReach, lb / 2)
            result.append(LayoutPoint(x: p.x + (a.x - p.x) / la * ra, y: p.y + (a.y - p.y) / la * ra))
            result.append(p)
            result.append(LayoutPoint(x: p.x + (b.x - p.x) / lb * rb, y: p.y + (b.y - p.y) / lb * rb))
        }
        result.append(points[points.count - 1])
        return result
    }

    /// The path a uniform cubic B-spline (`basis`) through `points` takes between control points `j`
    /// and `j + 1`, as three points: the knot it passes near `j`, the middle of the piece and the knot
    /// near `j + 1` (the ends are the route's own ends, as the curve starts and stops there). It stays
    /// within a few units of the curve on the pieces a detour makes: good enough to tell which corners
    /// the curve would cut through a box, not a bound.
    static func basisPiece(_ points: [LayoutPoint], _ j: Int) -> [LayoutPoint] {
        let n = points.count
        func p(_ k: Int) -> LayoutPoint { points[min(max(k, 0), n - 1)] }
        func knot(_ k: Int) -> LayoutPoint {
            if k <= 0 || k >= n - 1 { return p(k) }
            return LayoutPoint(x: (p(k - 1).x + 4 * p(k).x + p(k + 1).x) / 6, y: (p(k - 1).y + 4 * p(k).y + p(k + 1).y) / 6)
        }
        let middle = LayoutPoint(x: (p(j - 1).x + 23 * p(j).x + 23 * p(j + 1).x + p(j + 2).x) / 48,
                                 y: (p(j - 1).y + 23 * p(j).y + 23 * p(j + 1).y + p(j + 2).y) / 48)
        return [knot(j), middle, knot(j + 1)]
    }
}

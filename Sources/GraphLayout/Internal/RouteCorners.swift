/// Routes with sharp corners (orthogonal routes, detours around obstacles) are drawn by renderers
/// with smoothing curves such as `basis`, which cut every corner by a sixth of its legs: far enough to
/// clip a neighbouring label or cluster corner. Extra points close to each corner keep the curve
/// hugging the route.
enum RouteCorners {
    /// How far from a corner the extra points sit (see `tighten`).
    static let cornerReach = 6.0
    /// Corners with a leg shorter than this stay as they are: a curve cuts them by at most a sixth of
    /// the leg (5 units), and every extra point costs drawing time (hand-drawn strokes most).
    static let minimumLeg = 30.0

    /// Adds a point just before and after every corner, so a renderer that draws the route with a
    /// smoothing curve (mermaid's default `basis`) rounds each corner tightly instead of cutting
    /// across it into neighbouring labels or swinging wide; a polyline drawing is unchanged.
    static func tighten(_ points: [LayoutPoint]) -> [LayoutPoint] {
        guard points.count > 2 else { return points }
        var result = [points[0]]
        for i in 1..<(points.count - 1) {
            let a = points[i - 1], p = points[i], b = points[i + 1]
            let la = ((a.x - p.x) * (a.x - p.x) + (a.y - p.y) * (a.y - p.y)).squareRoot()
            let lb = ((b.x - p.x) * (b.x - p.x) + (b.y - p.y) * (b.y - p.y)).squareRoot()
            // Short legs (small jogs) stay as they are: a smoothing curve turns them into a gentle wave.
            guard min(la, lb) >= minimumLeg else { result.append(p); continue }
            let r = cornerReach
            result.append(LayoutPoint(x: p.x + (a.x - p.x) / la * r, y: p.y + (a.y - p.y) / la * r))
            result.append(p)
            result.append(LayoutPoint(x: p.x + (b.x - p.x) / lb * r, y: p.y + (b.y - p.y) / lb * r))
        }
        result.append(points[points.count - 1])
        return result
    }
}

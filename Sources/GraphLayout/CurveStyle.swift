/// Mermaid's edge curve names (`curve:` in the flowchart config). The layout produces polylines;
/// a curve turns one into an SVG path `d` string with the same shape as d3-shape's curve of that
/// name (which is what mermaid.js draws), so diagrams look the same.
package enum CurveStyle: String, Sendable, CaseIterable {
    case basis, linear, natural, step, stepBefore, stepAfter, monotoneX, monotoneY, cardinal, catmullRom, bumpX, bumpY
    /// Straight segments with small round corners (mermaid 11's newest curve, made for right-angle routes).
    case rounded

    /// The curve a graph diagram's edges take (class, state, ER, requirement): the one the type's
    /// `curve:` setting names, else straight segments under ELK (mermaid's ELK routes are orthogonal)
    /// and `basis` (d3's B-spline, mermaid's default) otherwise.
    package static func forEdges(named name: String?, elkLayout: Bool) -> CurveStyle {
        if let name, let style = CurveStyle(rawValue: name) { return style }
        return elkLayout ? .linear : .basis
    }

    /// SVG path data through `points` (coordinates rounded to 2 decimals). The path starts exactly at
    /// the first point and ends exactly at the last. Empty input gives "", one point gives a bare `M`.
    package func path(through points: [LayoutPoint]) -> String {
        guard let first = points.first else { return "" }
        var path = SVGPathBuilder()
        guard points.count > 1 else { path.move(first); return path.data }
        switch self {
        case .linear: PiecewiseCurves.linear(points, into: &path)
        case .basis: SplineCurves.basis(points, into: &path)
        case .natural: SplineCurves.natural(points, into: &path)
        case .cardinal: SplineCurves.cardinal(points, into: &path)
        case .catmullRom: SplineCurves.catmullRom(points, into: &path)
        case .step: PiecewiseCurves.step(points, t: 0.5, into: &path)
        case .stepBefore: PiecewiseCurves.step(points, t: 0, into: &path)
        case .stepAfter: PiecewiseCurves.step(points, t: 1, into: &path)
        case .monotoneX: PiecewiseCurves.monotone(points, alongY: false, into: &path)
        case .monotoneY: PiecewiseCurves.monotone(points, alongY: true, into: &path)
        case .bumpX: PiecewiseCurves.bump(points, horizontal: true, into: &path)
        case .bumpY: PiecewiseCurves.bump(points, horizontal: false, into: &path)
        case .rounded: PiecewiseCurves.rounded(points, into: &path)
        }
        return path.data
    }

    /// Mermaid's spelling in config (`curve: monotoneX`); nil for unknown names.
    package init?(mermaid name: String) {
        guard let style = CurveStyle.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else { return nil }
        self = style
    }

    static func format(_ v: Double) -> String { SVGPathBuilder.format(v) }
}

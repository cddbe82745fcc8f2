/// Mermaid's edge curve names (`curve:` in the flowchart config). The layout produces polylines;
/// a curve turns one into an SVG path `d` string.
/// PLACEHOLDER: only `linear` is drawn until the curve work lands (issue 2).
public enum CurveStyle: String, Sendable, CaseIterable {
    case basis, linear, natural, step, stepBefore, stepAfter, monotoneX, monotoneY, cardinal, catmullRom, bumpX, bumpY

    /// SVG path data through `points` (coordinates rounded to 2 decimals).
    public func path(through points: [LayoutPoint]) -> String {
        guard let first = points.first else { return "" }
        var d = "M\(Self.format(first.x)),\(Self.format(first.y))"
        for p in points.dropFirst() { d += "L\(Self.format(p.x)),\(Self.format(p.y))" }
        return d
    }

    static func format(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}

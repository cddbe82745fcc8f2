import MermaidCore

/// Short names for the core's SVG writing primitives, plus polygon point lists.
enum SVGMarkup {
    static func escape(_ s: String) -> String { XMLEscape.attribute(s) }

    /// A coordinate rounded to 2 decimals, as every number in the SVG.
    static func number(_ v: Double) -> String { NumberFormat.format(v) }

    /// `x,y` pairs for a polygon's `points`.
    static func points(_ pts: [(Double, Double)]) -> String {
        var out = ""
        for (i, p) in pts.enumerated() {
            if i > 0 { out += " " }
            out += number(p.0) + "," + number(p.1)
        }
        return out
    }
}

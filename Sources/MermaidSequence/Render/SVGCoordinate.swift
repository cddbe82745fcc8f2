import MermaidCore

/// Coordinate text for the sequence writer: most sequence coordinates are whole numbers,
/// so those skip the general two-decimal formatter.
enum SVGCoordinate {
    @inline(__always)
    static func text(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e12 { return String(Int64(v)) }
        return NumberFormat.format(v)
    }
}

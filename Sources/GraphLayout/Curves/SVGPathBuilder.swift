/// Builds SVG path data (`M`, `L`, `C`) with coordinates rounded to 2 decimals, formatted without
/// exponents or negative zero, so output is small and byte-for-byte stable.
struct SVGPathBuilder {
    private(set) var data = ""

    mutating func move(_ p: LayoutPoint) { data += "M"; append(p) }
    mutating func line(_ p: LayoutPoint) { data += "L"; append(p) }
    mutating func curve(_ c1: LayoutPoint, _ c2: LayoutPoint, _ p: LayoutPoint) {
        data += "C"; append(c1); data += ","; append(c2); data += ","; append(p)
    }

    private mutating func append(_ p: LayoutPoint) {
        data += Self.format(p.x)
        data += ","
        data += Self.format(p.y)
    }

    /// 2-decimal fixed rounding, trailing zeros dropped: 3 → "3", 2.5 → "2.5", -0.004 → "0".
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((min(max(value, -1e13), 1e13) * 100).rounded())
        if hundredths == 0 { return "0" }
        let negative = hundredths < 0
        let magnitude = negative ? -hundredths : hundredths
        var s = negative ? "-" : ""
        s += String(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            s += "."
            if fraction < 10 { s += "0" + String(fraction) } else { s += String(fraction % 10 == 0 ? fraction / 10 : fraction) }
        }
        return s
    }
}

extension LayoutPoint {
    static func + (a: LayoutPoint, b: LayoutPoint) -> LayoutPoint { LayoutPoint(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: LayoutPoint, b: LayoutPoint) -> LayoutPoint { LayoutPoint(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: LayoutPoint, k: Double) -> LayoutPoint { LayoutPoint(x: a.x * k, y: a.y * k) }
    func distance(to other: LayoutPoint) -> Double { ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot() }
}

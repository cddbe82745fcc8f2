/// Builds SVG path data (`M`, `L`, `C`) with coordinates rounded to 2 decimals, formatted without
/// exponents or negative zero, so output is small and byte-for-byte stable. Every cubic it writes
/// moves forward along its chord (see `forward`), so no curve style can loop back or run past the
/// points it joins. The data is written as ASCII bytes, digits and all (a string grown piece by
/// piece, each number made by `String(Int)`, was most of an edge's drawing: issue 20, item 5);
/// `format(_:)` stays the reference each number's bytes must match.
struct SVGPathBuilder {
    private var bytes: [UInt8] = []
    /// Where the path is now (the end of the last command).
    private var current = LayoutPoint(x: 0, y: 0)

    /// The path data written so far.
    var data: String { String(decoding: bytes, as: UTF8.self) }

    mutating func move(_ p: LayoutPoint) { bytes.append(UInt8(ascii: "M")); append(p); current = p }
    mutating func line(_ p: LayoutPoint) { bytes.append(UInt8(ascii: "L")); append(p); current = p }
    mutating func curve(_ c1: LayoutPoint, _ c2: LayoutPoint, _ p: LayoutPoint) {
        let (c1, c2) = Self.forward(current, c1, c2, p)
        bytes.append(UInt8(ascii: "C")); append(c1); bytes.append(UInt8(ascii: ",")); append(c2)
        bytes.append(UInt8(ascii: ",")); append(p)
        current = p
    }

    /// Control points that keep a cubic from `p0` to `p3` moving forward along its chord: where a
    /// control point's projection on the chord falls before the start, past the end, or before the
    /// other's, it slides along the chord until it does not (its sideways offset is kept). Then the
    /// curve's progress along the chord never decreases, so it cannot loop or overshoot its end
    /// points; a segment that already moves forward (almost every one) is unchanged. A segment of
    /// zero length is drawn straight.
    static func forward(_ p0: LayoutPoint, _ c1: LayoutPoint, _ c2: LayoutPoint, _ p3: LayoutPoint) -> (LayoutPoint, LayoutPoint) {
        let d = p3 - p0
        let length2 = d.x * d.x + d.y * d.y
        guard length2 > 1e-12 else { return (p0, p3) }
        func along(_ c: LayoutPoint) -> Double { ((c.x - p0.x) * d.x + (c.y - p0.y) * d.y) / length2 }
        let a = along(c1), b = along(c2)
        let a2 = min(max(a, 0), 1), b2 = min(max(b, a2), 1)
        guard a2 != a || b2 != b else { return (c1, c2) }
        return (c1 + d * (a2 - a), c2 + d * (b2 - b))
    }

    private mutating func append(_ p: LayoutPoint) {
        Self.write(p.x, into: &bytes)
        bytes.append(UInt8(ascii: ","))
        Self.write(p.y, into: &bytes)
    }

    /// `format(value)`'s bytes, appended to `bytes` without making a string.
    static func write(_ value: Double, into bytes: inout [UInt8]) {
        guard value.isFinite else { bytes.append(UInt8(ascii: "0")); return }
        let hundredths = Int((min(max(value, -1e13), 1e13) * 100).rounded())
        if hundredths == 0 { bytes.append(UInt8(ascii: "0")); return }
        if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = hundredths < 0 ? -hundredths : hundredths
        var whole = magnitude / 100
        // At most 14 digits (1e13 × 100 / 100), written backwards into a small stack buffer.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var n = 0
            repeat {
                digits[n] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
                n += 1
            } while whole > 0
            while n > 0 {
                n -= 1
                bytes.append(digits[n])
            }
        }
        let fraction = magnitude % 100
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        if fraction < 10 {
            bytes.append(UInt8(ascii: "0"))
            bytes.append(UInt8(ascii: "0") + UInt8(fraction))
        } else if fraction % 10 == 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        } else {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
            bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10))
        }
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

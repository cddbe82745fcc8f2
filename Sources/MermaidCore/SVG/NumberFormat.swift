/// Formats numbers for SVG output: rounded to a fixed number of decimals (2 for
/// coordinates), trailing zeros dropped, never `-0`, never exponent notation, and
/// `0` for NaN/infinity, so output is small and byte-for-byte deterministic.
package enum NumberFormat {
    /// `12.3456` → `"12.35"`, `3.0` → `"3"`, `-0.001` → `"0"`.
    package static func format(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        let places = min(max(decimals, 0), 6)
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        let limit = Double(Int64.max / 1000) / Double(scale)
        let clamped = min(max(value, -limit), limit)
        let scaled = Int64((clamped * Double(scale)).rounded())
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        let magnitude = negative ? -scaled : scaled
        let whole = magnitude / scale
        var fraction = magnitude % scale
        var text = negative ? "-" + String(whole) : String(whole)
        if fraction != 0 {
            var digits = places
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            var f = String(fraction)
            while f.count < digits { f = "0" + f }
            text += "." + f
        }
        return text
    }
}

extension Double {
    /// SVG coordinate text: 2 decimals, see `NumberFormat.format`.
    package var svg: String { NumberFormat.format(self) }
}

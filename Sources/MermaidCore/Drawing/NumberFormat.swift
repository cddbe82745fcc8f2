// Why: every number in every SVG goes through one formatter, so output is small and
// byte-for-byte deterministic whichever diagram type wrote it.

/// Formats numbers for SVG output: rounded to a fixed number of decimals (2 for
/// coordinates), trailing zeros dropped, never `-0`, never exponent notation, and
/// `0` for NaN/infinity.
package enum NumberFormat {
    /// `12.3456` → `"12.35"`, `3.0` → `"3"`, `-0.001` → `"0"`.
    package static func format(_ value: Double, decimals: Int = 2) -> String {
        var out = ""
        append(value, decimals: decimals, to: &out)
        return out
    }

    /// Appends the formatted number to `out`. Whole numbers (most coordinates) skip the
    /// decimal arithmetic.
    package static func append(_ value: Double, decimals: Int = 2, to out: inout String) {
        if value == value.rounded(), abs(value) < 1e12 {
            out += String(Int64(value))
            return
        }
        guard value.isFinite else {
            out += "0"
            return
        }
        let places = min(max(decimals, 0), 6)
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        let limit = Double(Int64.max / 1000) / Double(scale)
        let clamped = min(max(value, -limit), limit)
        let scaled = Int64((clamped * Double(scale)).rounded())
        if scaled == 0 {
            out += "0"
            return
        }
        let negative = scaled < 0
        let magnitude = negative ? -scaled : scaled
        let whole = magnitude / scale
        var fraction = magnitude % scale
        if negative { out += "-" }
        out += String(whole)
        if fraction != 0 {
            var digits = places
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let f = String(fraction)
            out += "."
            for _ in 0..<(digits - f.utf8.count) { out += "0" }
            out += f
        }
    }
}

extension Double {
    /// SVG coordinate text: 2 decimals, see `NumberFormat.format`.
    package var svg: String { NumberFormat.format(self) }
}

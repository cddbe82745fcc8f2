/// Formats coordinates with at most two decimals and no trailing zeros, so output is
/// small and byte-for-byte deterministic.
enum SVGNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        if hundredths == 0 { return "0" }
        let negative = hundredths < 0
        let magnitude = Int64(min(abs(hundredths), 9e15))
        let whole = magnitude / 100
        let fraction = magnitude % 100
        var s = negative ? "-" : ""
        s += String(whole)
        if fraction != 0 {
            s += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
        }
        return s
    }
}

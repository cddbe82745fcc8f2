// Why: chart labels show numbers the way mermaid.js prints them (`String(value)` in the legend,
// `value.toFixed(0)` for pie percentages). Swift's own formatting differs (`5.0`, `1e+16`,
// banker's rounding in some paths), so the few JavaScript rules we need live here, tested.
import Foundation

/// JavaScript's number-to-text rules, for the numbers mermaid shows in charts.
package enum JSNumber {
    /// `String(value)` in JavaScript: the shortest text that reads back as `value`,
    /// `5` not `5.0`, plain digits from 1e-6 up to 1e21, exponent form (`1e+21`, `1e-7`) outside.
    package static func string(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-Infinity" : "Infinity") }
        if value == 0 { return "0" }
        // A whole number below 1e15 is its decimal digits in JavaScript (Swift's description, `42.0`,
        // took a round of string surgery below): the common case of chart values.
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return layout(value)
    }

    /// `string(value)` worked out from Swift's shortest round-trip description (finite, nonzero).
    static func layout(_ value: Double) -> String {
        let negative = value < 0
        // Swift's description is the shortest round-trip form too; only its layout differs.
        let (digits, exponent) = decimalDigits(abs(value))
        var out: String
        let k = digits.count
        let n = exponent  // value = 0.digits × 10^n
        if k <= n && n <= 21 {
            out = digits + String(repeating: "0", count: n - k)
        } else if 0 < n && n <= 21 {
            out = String(digits.prefix(n)) + "." + String(digits.dropFirst(n))
        } else if -6 < n && n <= 0 {
            out = "0." + String(repeating: "0", count: -n) + digits
        } else {
            let e = n - 1
            let mantissa = k == 1 ? digits : String(digits.prefix(1)) + "." + String(digits.dropFirst())
            out = mantissa + "e" + (e < 0 ? "-" : "+") + String(abs(e))
        }
        return negative ? "-" + out : out
    }

    /// `value.toFixed(digits)` in JavaScript for the magnitudes charts use (below 1e21): the
    /// exact binary value rounded to `digits` decimals, an exact tie going away from zero.
    package static func toFixed(_ value: Double, digits: Int = 0) -> String {
        guard value.isFinite, abs(value) < 1e21 else { return string(value) }
        let places = min(max(digits, 0), 20)
        // `%.Nf` rounds the exact binary value too, but breaks exact ties to even; JavaScript
        // picks the larger magnitude. An exact tie needs the scaled value to end in .5 exactly,
        // which for whole-number rounding is checked exactly (magnitudes below 2^52).
        var text = String(format: "%.\(places)f", value)
        if places == 0, abs(value) < 4e15 {
            let magnitude = abs(value)
            if magnitude - magnitude.rounded(.down) == 0.5 {
                text = String(format: "%.0f", (magnitude + 0.5) * (value < 0 ? -1 : 1))
            }
        }
        if value == 0, text.hasPrefix("-") { text.removeFirst() }  // (-0).toFixed() is "0", (-0.4).toFixed() "-0"
        return text
    }

    /// Shortest round-trip decimal digits of a positive finite value, without leading or
    /// trailing zeros, and the exponent `n` with value = 0.d₁d₂… × 10ⁿ.
    static func decimalDigits(_ value: Double) -> (String, Int) {
        let text = "\(value)"  // e.g. "42.96", "5.0", "1e+16", "1.5e-07"
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...]) ?? 0
        }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts[0])
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        var digits = whole + fraction
        var n = whole.count + exponent
        while digits.hasPrefix("0") { digits.removeFirst(); n -= 1 }
        while digits.hasSuffix("0") { digits.removeLast() }
        if digits.isEmpty { return ("0", 1) }
        return (digits, n)
    }
}

// Why: treemap values are shown through `treemap.valueFormat`, a d3-format specifier (`,`,
// `$0,0`, `.1%`, `,.2f`, `d`). Only the parts people use are supported; the rest falls back to
// the default `,` with a warning, never a crash.

/// A value formatter for a d3-format specifier subset: optional `$` prefix, `,` grouping,
/// `.N` precision, type `f`, `%`, `d` or none.
struct TreemapValueFormat {
    var currency = false
    var grouping = false
    var precision: Int?
    var type: Character?

    /// The formatter for `spec`, or nil when the specifier uses parts not supported.
    init?(_ spec: String) {
        var rest = Substring(spec == "$0,0" ? "$," : spec)
        if rest.hasPrefix("$") { currency = true; rest = rest.dropFirst() }
        if rest.hasPrefix(",") { grouping = true; rest = rest.dropFirst() }
        if rest.hasPrefix(".") {
            rest = rest.dropFirst()
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 2, let p = Int(digits) else { return nil }
            precision = min(p, 20)
            rest = rest.dropFirst(digits.count)
        }
        if let t = rest.first {
            guard rest.count == 1, "f%d".contains(t) else { return nil }
            type = t
        }
    }

    func string(_ value: Double) -> String {
        var number: String
        var suffix = ""
        switch type {
        case "f": number = JSNumber.toFixed(value, digits: precision ?? 6)
        case "%": number = JSNumber.toFixed(value * 100, digits: precision ?? 6); suffix = "%"
        case "d": number = JSNumber.toFixed(value.rounded(), digits: 0)
        default: number = JSNumber.string(value)
        }
        // The number's text is ASCII (digits, sign, point, `e`, `Infinity`, `NaN`): a byte test.
        if grouping, !number.containsByte(UInt8(ascii: "e")) { number = Self.grouped(number) }
        return (currency ? "$" : "") + number + suffix
    }

    /// `1234567.5` → `1,234,567.5`. ASCII text (every number's) is grouped on its bytes.
    static func grouped(_ text: String) -> String {
        guard text.isPlainASCII else { return groupedByCharacters(text) }
        let bytes = Array(text.utf8)
        let negative = bytes.first == UInt8(ascii: "-")
        let body = negative ? bytes.dropFirst() : bytes[...]
        let point = body.firstIndex(of: UInt8(ascii: ".")) ?? body.endIndex
        let whole = body[..<point]
        var out: [UInt8] = negative ? [UInt8(ascii: "-")] : []
        for (i, digit) in whole.enumerated() {
            if i > 0, (whole.count - i) % 3 == 0 { out.append(UInt8(ascii: ",")) }
            out.append(digit)
        }
        out.append(contentsOf: body[point...])
        return String(decoding: out, as: UTF8.self)
    }

    /// `grouped` on characters: the general path.
    static func groupedByCharacters(_ text: String) -> String {
        let negative = text.hasPrefix("-")
        let body = negative ? String(text.dropFirst()) : text
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var whole = Array(parts[0])
        var out: [Character] = []
        while whole.count > 3 {
            out.insert(contentsOf: [","] + whole.suffix(3), at: 0)
            whole.removeLast(3)
        }
        out.insert(contentsOf: whole, at: 0)
        return (negative ? "-" : "") + String(out) + (parts.count > 1 ? "." + parts[1] : "")
    }
}

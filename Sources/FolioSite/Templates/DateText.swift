/// ``PageDate/day10`` and ``PageDate/iso8601`` written into one small buffer each.
///
/// Why: the page context and every listing card need both forms of up to three dates, and
/// the `PageDate` formatters build them from a dozen short strings. Same text, byte for
/// byte (tests compare the two).
enum DateText {
    /// `2025-04-10`.
    static func day10(_ date: PageDate) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(10)
        appendDay(date, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `2025-04-10T05:31:26`, with `+02:00` (or `Z`) when the date has an offset.
    static func iso8601(_ date: PageDate) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(25)
        appendDay(date, to: &out)
        out.append(UInt8(ascii: "T"))
        appendPadded(date.hour, 2, to: &out)
        out.append(UInt8(ascii: ":"))
        appendPadded(date.minute, 2, to: &out)
        out.append(UInt8(ascii: ":"))
        appendPadded(date.second, 2, to: &out)
        if let offset = date.utcOffsetMinutes {
            if offset == 0 {
                out.append(UInt8(ascii: "Z"))
            } else {
                out.append(UInt8(ascii: offset < 0 ? "-" : "+"))
                appendPadded(abs(offset) / 60, 2, to: &out)
                out.append(UInt8(ascii: ":"))
                appendPadded(abs(offset) % 60, 2, to: &out)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func appendDay(_ date: PageDate, to out: inout [UInt8]) {
        appendPadded(date.year, 4, to: &out)
        out.append(UInt8(ascii: "-"))
        appendPadded(date.month, 2, to: &out)
        out.append(UInt8(ascii: "-"))
        appendPadded(date.day, 2, to: &out)
    }

    /// `String(value)` with zeros in front up to `width` characters (a sign counts as one,
    /// and the zeros go before it, as `PageDate` pads).
    private static func appendPadded(_ value: Int, _ width: Int, to out: inout [UInt8]) {
        if value >= 0 && value < 10_000 {
            let digits = value >= 1_000 ? 4 : value >= 100 ? 3 : value >= 10 ? 2 : 1
            if digits < width { out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - digits)) }
            var divisor = digits == 4 ? 1_000 : digits == 3 ? 100 : digits == 2 ? 10 : 1
            while divisor > 0 {
                out.append(UInt8(48 + (value / divisor) % 10))
                divisor /= 10
            }
            return
        }
        let text = String(value)
        if text.utf8.count < width { out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - text.utf8.count)) }
        out.append(contentsOf: text.utf8)
    }
}

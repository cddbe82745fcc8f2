/// A date from front matter, kept as written and understood enough to sort and format.
///
/// Accepts `2025-04-10`, `2025-04-10 05:31:26`, `2021-05-17 17:00:00 +0200`,
/// `2025-04-10T05:31:26Z` and `…+02:00`. No Foundation `Date`, no local time zone: the
/// output never depends on the machine that builds it.
public struct PageDate: Sendable, Hashable, Comparable {
    public var year: Int, month: Int, day: Int
    public var hour: Int, minute: Int, second: Int
    /// Offset from UTC in minutes when the text gave one.
    public var utcOffsetMinutes: Int?
    public var original: String

    public init?(_ text: String) {
        original = text
        let bytes = Array(text.trimming(" \t").utf8)
        func number(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= bytes.count else { return nil }
            var value = 0
            for b in bytes[from..<(from + count)] {
                guard b >= 48 && b <= 57 else { return nil }
                value = value * 10 + Int(b - 48)
            }
            return value
        }
        guard let y = number(0, 4), bytes.count >= 10, bytes[4] == 45, let mo = number(5, 2), bytes[7] == 45,
              let d = number(8, 2), (1...12).contains(mo), (1...31).contains(d) else { return nil }
        year = y; month = mo; day = d
        hour = 0; minute = 0; second = 0; utcOffsetMinutes = nil
        var i = 10
        if i < bytes.count, bytes[i] == 84 || bytes[i] == 32 || bytes[i] == 116 {
            if let h = number(i + 1, 2), i + 3 < bytes.count, bytes[i + 3] == 58, let mi = number(i + 4, 2) {
                hour = min(h, 23); minute = min(mi, 59); i += 6
                if i < bytes.count, bytes[i] == 58, let s = number(i + 1, 2) { second = min(s, 60); i += 3 }
                while i < bytes.count, bytes[i] == 46 || (bytes[i] >= 48 && bytes[i] <= 57) { i += 1 }
            }
        }
        while i < bytes.count, bytes[i] == 32 { i += 1 }
        if i < bytes.count {
            if bytes[i] == 90 || bytes[i] == 122 {
                utcOffsetMinutes = 0
            } else if bytes[i] == 43 || bytes[i] == 45 {
                let sign = bytes[i] == 45 ? -1 : 1
                if let h = number(i + 1, 2) {
                    var m = 0
                    if let mm = number(i + 3, 2) { m = mm } else if i + 3 < bytes.count, bytes[i + 3] == 58, let mm = number(i + 4, 2) { m = mm }
                    utcOffsetMinutes = sign * (h * 60 + m)
                }
            }
        }
    }

    /// Seconds since 1970 in UTC (a local time without offset counts as UTC). For sorting.
    public var sortKey: Int {
        // Days from civil (Howard Hinnant's algorithm).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        return days * 86_400 + hour * 3600 + minute * 60 + second - (utcOffsetMinutes ?? 0) * 60
    }

    /// `2025-04-10`.
    public var day10: String { pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) }

    /// ISO 8601 as written (`2025-04-10T05:31:26`, `…+02:00` when an offset was given).
    public var iso8601: String {
        var text = day10 + "T" + pad(hour, 2) + ":" + pad(minute, 2) + ":" + pad(second, 2)
        if let offset = utcOffsetMinutes { text += offsetText(offset) }
        return text
    }

    /// RFC 3339 with an explicit offset (`Z` when none was written), for Atom.
    public var rfc3339: String {
        day10 + "T" + pad(hour, 2) + ":" + pad(minute, 2) + ":" + pad(second, 2) + offsetText(utcOffsetMinutes ?? 0)
    }

    private func offsetText(_ offset: Int) -> String {
        if offset == 0 { return "Z" }
        let sign = offset < 0 ? "-" : "+"
        return sign + pad(abs(offset) / 60, 2) + ":" + pad(abs(offset) % 60, 2)
    }

    private func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }

    public static func < (a: PageDate, b: PageDate) -> Bool { a.sortKey < b.sortKey }
}

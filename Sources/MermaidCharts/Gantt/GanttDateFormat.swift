// Why: `dateFormat` is a dayjs format (`YYYY-MM-DD`, `HH:mm`, `X`…) and mermaid parses task dates
// strictly with it: a date parses only if formatting it again gives the same text. We implement the
// tokens mermaid documents, in UTC.

/// A dayjs-style date format: parses (strictly) and formats time values.
struct GanttDateFormat {
    enum Token: Equatable {
        case literal(String)
        case field(String)
    }

    let tokens: [Token]

    static let fieldTokens = ["YYYY", "YY", "MMMM", "MMM", "MM", "M", "Do", "DD", "D", "HH", "H", "hh", "h",
                              "mm", "m", "ss", "s", "SSS", "SS", "S", "A", "a", "X", "x", "Q", "dddd", "ddd", "d",
                              "ZZ", "Z"]

    init(_ format: String) {
        var tokens: [Token] = []
        var rest = Substring(format.trimmingASCIIWhitespace())
        var literal = ""
        while let first = rest.first {
            if first == "[" , let close = rest.firstIndex(of: "]") {
                literal += rest[rest.index(after: rest.startIndex)..<close]
                rest = rest[rest.index(after: close)...]
                continue
            }
            if let token = Self.fieldTokens.first(where: { rest.hasPrefix($0) }) {
                if !literal.isEmpty { tokens.append(.literal(literal)); literal = "" }
                tokens.append(.field(token))
                rest = rest.dropFirst(token.count)
                continue
            }
            literal.append(first)
            rest = rest.dropFirst()
        }
        if !literal.isEmpty { tokens.append(.literal(literal)) }
        self.tokens = tokens
    }

    /// The time value of `text`, nil when it does not match the format exactly. Fields the format
    /// lacks come from `today` (as dayjs takes them from the current date).
    func parse(_ text: String, today: Double) -> Double? {
        var rest = Substring(text)
        let now = GanttCalendar.fields(today)
        var year: Int?, month: Int?, day: Int?, hour = 0, minute = 0, second = 0, ms = 0
        var pm: Bool?
        var timestamp: Double?
        for token in tokens {
            switch token {
            case .literal(let literal):
                guard rest.hasPrefix(literal) else { return nil }
                rest = rest.dropFirst(literal.count)
            case .field(let name):
                switch name {
                case "X", "x":
                    let digits = rest.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }
                    guard let value = Double(digits), value.isFinite else { return nil }
                    rest = rest.dropFirst(digits.count)
                    timestamp = name == "X" ? value * 1000 : value
                case "A", "a":
                    let word = rest.prefix(2).lowercased()
                    guard word == "am" || word == "pm" else { return nil }
                    pm = word == "pm"
                    rest = rest.dropFirst(2)
                case "MMMM", "MMM":
                    guard let index = GanttCalendar.monthNames.firstIndex(where: {
                        let name = name == "MMM" ? String($0.prefix(3)) : $0
                        return rest.lowercased().hasPrefix(name.lowercased())
                    }) else { return nil }
                    let length = name == "MMM" ? 3 : GanttCalendar.monthNames[index].count
                    month = index + 1
                    rest = rest.dropFirst(length)
                case "Do":
                    guard let (value, used) = Self.number(rest, maxDigits: 2) else { return nil }
                    rest = rest.dropFirst(used)
                    let suffix = rest.prefix(2)
                    guard ["st", "nd", "rd", "th"].contains(suffix) else { return nil }
                    rest = rest.dropFirst(2)
                    day = value
                default:
                    let width = ["YYYY": 4, "YY": 2, "SSS": 3, "SS": 2, "S": 1].first { $0.key == name }?.value
                    let exact = name.count == 2 || width != nil
                    guard let (value, used) = Self.number(rest, maxDigits: width ?? 2, exact: exact) else { return nil }
                    rest = rest.dropFirst(used)
                    switch name {
                    case "YYYY": year = value
                    case "YY": year = value + (value > 68 ? 1900 : 2000)
                    case "MM", "M": month = value
                    case "DD", "D": day = value
                    case "HH", "H", "hh", "h": hour = value
                    case "mm", "m": minute = value
                    case "ss", "s": second = value
                    case "SSS": ms = value
                    case "SS": ms = value * 10
                    case "S": ms = value * 100
                    default: return nil   // Q, ddd…: not parsed (as dayjs)
                    }
                }
            }
        }
        guard rest.isEmpty else { return nil }
        if let timestamp { return timestamp }
        if let pm {
            if pm && hour < 12 { hour += 12 }
            if !pm && hour == 12 { hour = 0 }
        }
        let resolvedYear = year ?? now.year
        let resolvedMonth = month ?? (year == nil ? now.month : 1)
        let resolvedDay = day ?? (year == nil && month == nil ? now.day : 1)
        let time = GanttCalendar.time(year: resolvedYear, month: resolvedMonth, day: resolvedDay,
                                      hour: hour, minute: minute, second: second, millisecond: ms)
        // Strict, as dayjs: formatting the date again must give the text back (no 2014-02-30).
        return format(time) == text ? time : nil
    }

    func format(_ time: Double) -> String {
        let f = GanttCalendar.fields(time)
        var out = ""
        for token in tokens {
            switch token {
            case .literal(let literal): out += literal
            case .field(let name): out += Self.field(name, f, time: time)
            }
        }
        return out
    }

    static func field(_ name: String, _ f: GanttDateFields, time: Double) -> String {
        func pad(_ v: Int, _ width: Int) -> String {
            let s = String(abs(v))
            return (v < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - s.count)) + s
        }
        let hour12 = f.hour % 12 == 0 ? 12 : f.hour % 12
        switch name {
        case "YYYY": return pad(f.year, 4)
        case "YY": return pad(f.year % 100, 2)
        case "MMMM": return GanttCalendar.monthNames[f.month - 1]
        case "MMM": return String(GanttCalendar.monthNames[f.month - 1].prefix(3))
        case "MM": return pad(f.month, 2)
        case "M": return String(f.month)
        case "Do":
            let ones = f.day % 10
            let suffix = (11...13).contains(f.day % 100) ? "th" : ones == 1 ? "st" : ones == 2 ? "nd" : ones == 3 ? "rd" : "th"
            return String(f.day) + suffix
        case "DD": return pad(f.day, 2)
        case "D": return String(f.day)
        case "HH": return pad(f.hour, 2)
        case "H": return String(f.hour)
        case "hh": return pad(hour12, 2)
        case "h": return String(hour12)
        case "mm": return pad(f.minute, 2)
        case "m": return String(f.minute)
        case "ss": return pad(f.second, 2)
        case "s": return String(f.second)
        case "SSS": return pad(f.millisecond, 3)
        case "SS": return pad(f.millisecond / 10, 2)
        case "S": return String(f.millisecond / 100)
        case "A": return f.hour < 12 ? "AM" : "PM"
        case "a": return f.hour < 12 ? "am" : "pm"
        case "X": return JSNumberText.integer(time / 1000)
        case "x": return JSNumberText.integer(time)
        case "Q": return String((f.month - 1) / 3 + 1)
        case "dddd": return GanttCalendar.weekdayTitles[f.weekday]
        case "ddd": return String(GanttCalendar.weekdayTitles[f.weekday].prefix(3))
        case "d": return String(f.weekday)
        case "ZZ": return "+0000"
        case "Z": return "+00:00"
        default: return name
        }
    }

    /// Up to `maxDigits` digits (exactly that many when `exact`), as dayjs's matchers read them.
    static func number(_ text: Substring, maxDigits: Int, exact: Bool = false) -> (Int, Int)? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }.prefix(maxDigits)
        guard !digits.isEmpty, !exact || digits.count == maxDigits, let value = Int(digits) else { return nil }
        return (value, digits.count)
    }
}

/// Integers as JavaScript prints them (no `.0`).
enum JSNumberText {
    static func integer(_ value: Double) -> String {
        guard value.isFinite else { return "NaN" }
        let rounded = value.rounded(.down)
        if abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }
}

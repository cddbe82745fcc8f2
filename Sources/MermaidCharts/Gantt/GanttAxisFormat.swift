// Why: `axisFormat` is a d3-time-format specifier (`%Y-%m-%d`, `%H:%M`, `%b %d`, `%s`); the tick
// texts must read as mermaid's, so the directives are those of d3 (en-US), formatted in UTC.

/// A d3 `timeFormat` specifier applied to UTC time values.
struct GanttAxisFormat {
    let specifier: String

    func format(_ time: Double) -> String {
        let f = GanttCalendar.fields(time)
        var out = ""
        var chars = specifier.makeIterator()
        while let c = chars.next() {
            guard c == "%" else { out.append(c); continue }
            guard var directive = chars.next() else { out.append("%"); break }
            // d3's padding modifiers: %-d (none), %_d (space), %0d (zero).
            var padding: Character? = nil
            if directive == "-" || directive == "_" || directive == "0" {
                padding = directive
                guard let next = chars.next() else { break }
                directive = next
            }
            out += field(directive, f, time: time, padding: padding)
        }
        return out
    }

    private func field(_ d: Character, _ f: GanttDateFields, time: Double, padding: Character?) -> String {
        func pad(_ value: Int, _ width: Int, _ fill: Character = "0") -> String {
            let fillWith: Character? = padding == "-" ? nil : padding == "_" ? " " : padding == "0" ? "0" : fill
            let s = String(abs(value))
            guard let fillWith, s.count < width else { return (value < 0 ? "-" : "") + s }
            return (value < 0 ? "-" : "") + String(repeating: fillWith, count: width - s.count) + s
        }
        lazy var dayOfYear = GanttCalendar.days(year: f.year, month: f.month, day: f.day) - GanttCalendar.days(year: f.year, month: 1, day: 1) + 1
        let months = GanttCalendar.monthNames
        let weekdays = GanttCalendar.weekdayTitles
        switch d {
        case "a": return String(weekdays[f.weekday].prefix(3))
        case "A": return weekdays[f.weekday]
        case "b", "h": return String(months[f.month - 1].prefix(3))
        case "B": return months[f.month - 1]
        case "c": return format(pattern: "%x, %X", time)
        case "d": return pad(f.day, 2)
        case "e": return pad(f.day, 2, " ")
        case "f": return pad(f.millisecond * 1000, 6)
        case "H": return pad(f.hour, 2)
        case "I": return pad(f.hour % 12 == 0 ? 12 : f.hour % 12, 2)
        case "j": return pad(dayOfYear, 3)
        case "L": return pad(f.millisecond, 3)
        case "m": return pad(f.month, 2)
        case "M": return pad(f.minute, 2)
        case "p": return f.hour < 12 ? "AM" : "PM"
        case "q": return String((f.month - 1) / 3 + 1)
        case "Q": return JSNumberText.integer(time)
        case "s": return JSNumberText.integer(time / 1000)
        case "S": return pad(f.second, 2)
        case "u": return String(f.weekday == 0 ? 7 : f.weekday)
        case "U": return pad((dayOfYear - 1 + 7 - f.weekday) / 7, 2)
        case "w": return String(f.weekday)
        case "W":
            let mondayBased = (f.weekday + 6) % 7
            return pad((dayOfYear - 1 + 7 - mondayBased) / 7, 2)
        case "x": return format(pattern: "%-m/%-d/%Y", time)
        case "X": return format(pattern: "%-I:%M:%S %p", time)
        case "y": return pad(f.year % 100, 2)
        case "Y": return pad(f.year, 4)
        case "Z": return "+0000"
        case "%": return "%"
        default: return "%" + String(d)
        }
    }

    private func format(pattern: String, _ time: Double) -> String { GanttAxisFormat(specifier: pattern).format(time) }
}

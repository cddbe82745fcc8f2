// Why: gantt charts are date arithmetic. mermaid does it with dayjs and d3-time in the browser's
// local time zone; we do the same arithmetic in UTC (reproducible on every machine) on
// milliseconds since 1970, as JavaScript does, so the numbers match mermaid's.
import Foundation

/// A calendar instant split into fields, all UTC. `weekday` is 0 for Sunday.
struct GanttDateFields: Equatable {
    var year: Int, month: Int, day: Int
    var hour = 0, minute = 0, second = 0, millisecond = 0
    var weekday: Int = 0
}

/// UTC calendar arithmetic on JavaScript-style time values (milliseconds since 1970-01-01).
enum GanttCalendar {
    static let msPerDay = 86_400_000.0

    /// Days since 1970-01-01 of a proleptic Gregorian date (month 1…12, may overflow as in `Date.UTC`).
    static func days(year: Int, month: Int, day: Int) -> Int {
        var y = year + (month - 1).floorDiv(12)
        let m = (month - 1).floorMod(12) + 1
        if m <= 2 { y -= 1 }
        let era = y.floorDiv(400)
        let yoe = y - era * 400
        let mp = (m + 9) % 12
        let doy = (153 * mp + 2) / 5 + 1 - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468 + day - 1
    }

    /// `Date.UTC(year, month - 1, day, …)`.
    static func time(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, millisecond: Int = 0) -> Double {
        Double(days(year: year, month: month, day: day)) * msPerDay
            + Double(hour) * 3_600_000 + Double(minute) * 60_000 + Double(second) * 1000 + Double(millisecond)
    }

    static func fields(_ time: Double) -> GanttDateFields {
        let total = Int((time).rounded(.down))
        let dayNumber = total.floorDiv(86_400_000)
        var rest = total - dayNumber * 86_400_000
        let z = dayNumber + 719_468
        let era = z.floorDiv(146_097)
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        let hour = rest / 3_600_000; rest -= hour * 3_600_000
        let minute = rest / 60_000; rest -= minute * 60_000
        let second = rest / 1000
        return GanttDateFields(year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                               millisecond: rest - second * 1000, weekday: (dayNumber + 4).floorMod(7))
    }

    static func time(_ f: GanttDateFields) -> Double {
        time(year: f.year, month: f.month, day: f.day, hour: f.hour, minute: f.minute, second: f.second, millisecond: f.millisecond)
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        days(year: year, month: month + 1, day: 1) - days(year: year, month: month, day: 1)
    }

    /// Midnight at the start of `time`'s day.
    static func startOfDay(_ time: Double) -> Double { (time / msPerDay).rounded(.down) * msPerDay }

    /// dayjs's `add(value, unit)`: days and weeks by whole calendar days (rounded, as dayjs), months and
    /// years by calendar months (the day clamped to the month's length), the rest by milliseconds.
    static func add(_ time: Double, _ value: Double, unit: String) -> Double {
        switch unit {
        case "ms": return time + value
        case "s": return time + value * 1000
        case "m": return time + value * 60_000
        case "h": return time + value * 3_600_000
        case "d": return time + (value).rounded() * msPerDay
        case "w": return time + (value * 7).rounded() * msPerDay
        case "M", "y":
            let months = Int((unit == "y" ? value * 12 : value).rounded(.towardZero))
            var f = fields(time)
            let target = f.month - 1 + months
            let year = f.year + target.floorDiv(12), month = target.floorMod(12) + 1
            f.day = min(f.day, daysInMonth(year: year, month: month))
            f.year = year
            f.month = month
            return self.time(f)
        default: return time
        }
    }

    /// "Today" for charts: the day of `SOURCE_DATE_EPOCH` when it is set (reproducible builds),
    /// else the current UTC day.
    static func today(environment: [String: String]? = nil) -> Double {
        startOfDay(now(environment: environment))
    }

    /// The instant the today line marks: `SOURCE_DATE_EPOCH` when set, else now.
    static func now(environment: [String: String]? = nil) -> Double {
        // getenv, not ProcessInfo.environment: that copies the whole environment on every call.
        let variable = environment.map { $0["SOURCE_DATE_EPOCH"] } ?? getenv("SOURCE_DATE_EPOCH").map { String(cString: $0) }
        if let epoch = variable.flatMap(Double.init), epoch.isFinite { return epoch * 1000 }
        return (Date().timeIntervalSince1970 * 1000).rounded(.down)
    }

    static let weekdayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    static let weekdayTitles = weekdayNames.map { $0.prefix(1).uppercased() + $0.dropFirst() }
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                             "September", "October", "November", "December"]
}

extension Int {
    func floorDiv(_ d: Int) -> Int { self >= 0 ? self / d : -((-self + d - 1) / d) }
    func floorMod(_ d: Int) -> Int { self - floorDiv(d) * d }
}

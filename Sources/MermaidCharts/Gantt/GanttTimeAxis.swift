// Why: mermaid draws the gantt axis with d3's time scale: d3 picks "nice" tick instants (every
// 5 minutes, every Sunday, every 2 days…) from the domain, and `axisFormat` is a d3 time format
// (`%Y-%m-%d`). The tick texts are what readers see, so we choose them by d3's rules, in UTC.

import Foundation

/// d3-time intervals and d3-scale's automatic tick choice, on UTC time values.
struct GanttTimeInterval {
    enum Unit: String { case millisecond, second, minute, hour, day, week, month, year }
    var unit: Unit
    var step: Int
    /// First day of the week for `week` (0 = Sunday), as `timeMonday`… in d3.
    var weekday = 0

    /// Instants of this interval in [start, stop] (d3: `interval.range(start, stop + 1)`), at most `limit`.
    func range(_ start: Double, _ stop: Double, limit: Int = 10_000) -> [Double] {
        guard start.isFinite, stop.isFinite, start <= stop, step > 0 else { return [] }
        var ticks: [Double] = []
        var t = ceil(start)
        while t <= stop && ticks.count < limit {
            if matches(t) { ticks.append(t) }
            let next = advance(t)
            guard next > t else { break }
            t = next
        }
        return ticks
    }

    /// `interval.ceil(start)`: the first instant of the interval at or after `time`.
    private func ceil(_ time: Double) -> Double {
        let floored = floor(time)
        return floored < time ? advanceOne(floored) : floored
    }

    private func floor(_ time: Double) -> Double {
        var f = GanttCalendar.fields(time)
        switch unit {
        case .millisecond: return time.rounded(.down)
        case .second: return (time / 1000).rounded(.down) * 1000
        case .minute: return (time / 60_000).rounded(.down) * 60_000
        case .hour: return (time / 3_600_000).rounded(.down) * 3_600_000
        case .day: return GanttCalendar.startOfDay(time)
        case .week:
            let day = GanttCalendar.startOfDay(time)
            return day - Double((f.weekday - weekday).floorMod(7)) * GanttCalendar.msPerDay
        case .month:
            f.day = 1; f.hour = 0; f.minute = 0; f.second = 0; f.millisecond = 0
            return GanttCalendar.time(f)
        case .year:
            return GanttCalendar.time(year: f.year, month: 1, day: 1)
        }
    }

    private func advanceOne(_ time: Double) -> Double {
        switch unit {
        case .millisecond: return time + 1
        case .second: return time + 1000
        case .minute: return time + 60_000
        case .hour: return time + 3_600_000
        case .day: return time + GanttCalendar.msPerDay
        case .week: return time + 7 * GanttCalendar.msPerDay
        case .month: return GanttCalendar.add(time, 1, unit: "M")
        case .year: return GanttCalendar.add(time, 12, unit: "M")
        }
    }

    private func advance(_ time: Double) -> Double { advanceOne(time) }

    /// d3's `interval.every(step)`: a field of the date divisible by `step` (day of month − 1, hours,
    /// minutes, seconds, month, year), or, for weeks and milliseconds, the count since 1970.
    private func matches(_ time: Double) -> Bool {
        guard step > 1 else { return true }
        let f = GanttCalendar.fields(time)
        switch unit {
        case .millisecond: return Int(time).floorMod(step) == 0
        case .second: return f.second % step == 0
        case .minute: return f.minute % step == 0
        case .hour: return f.hour % step == 0
        case .day: return (f.day - 1) % step == 0
        case .week:
            let weeks = Int(((time - floorWeekEpoch) / (7 * GanttCalendar.msPerDay)).rounded(.down))
            return weeks.floorMod(step) == 0
        case .month: return (f.month - 1) % step == 0
        case .year: return f.year.floorMod(step) == 0
        }
    }

    /// The week start at or before 1970-01-01 is where d3 counts weeks from (`count(0, date)`).
    private var floorWeekEpoch: Double { floor(0) }

    /// d3-scale's `scaleTime().ticks(count)`: the interval whose step is nearest the domain / count.
    static func automatic(start: Double, stop: Double, count: Int = 10) -> GanttTimeInterval {
        let second = 1000.0, minute = 60_000.0, hour = 3_600_000.0, day = 86_400_000.0
        let table: [(Unit, Int, Double)] = [
            (.second, 1, second), (.second, 5, 5 * second), (.second, 15, 15 * second), (.second, 30, 30 * second),
            (.minute, 1, minute), (.minute, 5, 5 * minute), (.minute, 15, 15 * minute), (.minute, 30, 30 * minute),
            (.hour, 1, hour), (.hour, 3, 3 * hour), (.hour, 6, 6 * hour), (.hour, 12, 12 * hour),
            (.day, 1, day), (.day, 2, 2 * day), (.week, 1, 7 * day), (.month, 1, 30 * day), (.month, 3, 90 * day),
            (.year, 1, 365 * day),
        ]
        let target = abs(stop - start) / Double(count)
        let i = table.firstIndex { $0.2 > target } ?? table.count
        if i == table.count {
            return GanttTimeInterval(unit: .year, step: max(1, Int(tickStep(start / (365 * day), stop / (365 * day), count))))
        }
        if i == 0 {
            return GanttTimeInterval(unit: .millisecond, step: max(1, Int(tickStep(start, stop, count))))
        }
        let pick = target / table[i - 1].2 < table[i].2 / target ? table[i - 1] : table[i]
        return GanttTimeInterval(unit: pick.0, step: pick.1)
    }

    /// d3-array's `tickStep`: a power of ten times 1, 2 or 5.
    static func tickStep(_ start: Double, _ stop: Double, _ count: Int) -> Double {
        let step0 = abs(stop - start) / Double(max(1, count))
        guard step0 > 0, step0.isFinite else { return 1 }
        var step1 = pow(10, (log10(step0)).rounded(.down))
        let error = step0 / step1
        if error >= sqrt(50.0) { step1 *= 10 } else if error >= sqrt(10.0) { step1 *= 5 } else if error >= sqrt(2.0) { step1 *= 2 }
        return stop < start ? -step1 : step1
    }
}

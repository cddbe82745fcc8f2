import Testing
@testable import MermaidCharts

/// The date arithmetic gantt charts stand on: UTC calendar, dayjs formats (strict), d3 time
/// formats and d3's tick choice — each checked against values mermaid 11 produces.
@Suite struct GanttDatesTests {
    static let day = GanttCalendar.msPerDay

    @Test func calendarRoundTripsAndKnowsWeekdays() {
        let t = GanttCalendar.time(year: 2014, month: 1, day: 5)
        #expect(t == 1_388_880_000_000)
        #expect(GanttCalendar.fields(t) == GanttDateFields(year: 2014, month: 1, day: 5, weekday: 0))
        #expect(GanttCalendar.fields(GanttCalendar.time(year: 2024, month: 2, day: 29, hour: 13, minute: 5)).weekday == 4)
        #expect(GanttCalendar.time(year: 2014, month: 13, day: 1) == GanttCalendar.time(year: 2015, month: 1, day: 1))
        #expect(GanttCalendar.fields(-1).year == 1969)
        #expect(GanttCalendar.daysInMonth(year: 2024, month: 2) == 29 && GanttCalendar.daysInMonth(year: 2100, month: 2) == 28)
    }

    @Test func addingFollowsDayjs() {
        let jan31 = GanttCalendar.time(year: 2014, month: 1, day: 31)
        #expect(GanttCalendar.add(jan31, 1, unit: "M") == GanttCalendar.time(year: 2014, month: 2, day: 28))
        #expect(GanttCalendar.add(jan31, 1, unit: "y") == GanttCalendar.time(year: 2015, month: 1, day: 31))
        #expect(GanttCalendar.add(jan31, 1.5, unit: "d") == jan31 + 2 * Self.day, "days round, as dayjs")
        #expect(GanttCalendar.add(jan31, 1.5, unit: "h") == jan31 + 5_400_000)
        #expect(GanttCalendar.add(jan31, 2, unit: "w") == jan31 + 14 * Self.day)
    }

    @Test func dayjsFormatsParseStrictly() {
        let today = GanttCalendar.time(year: 2026, month: 11, day: 24)
        let iso = GanttDateFormat("YYYY-MM-DD")
        #expect(iso.parse("2014-01-06", today: today) == GanttCalendar.time(year: 2014, month: 1, day: 6))
        #expect(iso.parse("2014-02-30", today: today) == nil, "no 30 February")
        #expect(iso.parse("2014-1-06", today: today) == nil)
        #expect(iso.parse("2014-01-06x", today: today) == nil)
        #expect(GanttDateFormat("HH:mm").parse("17:49", today: today) == today + 17 * 3_600_000 + 49 * 60_000,
                "a time alone is on the current day, as dayjs")
        #expect(GanttDateFormat("X").parse("71", today: today) == 71_000)
        #expect(GanttDateFormat("x").parse("71", today: today) == 71)
        #expect(GanttDateFormat("YYYY").parse("1913", today: today) == GanttCalendar.time(year: 1913, month: 1, day: 1))
        #expect(GanttDateFormat("DD/MM/YYYY HH:mm").parse("24/11/2026 09:30", today: 0)
                == GanttCalendar.time(year: 2026, month: 11, day: 24, hour: 9, minute: 30))
        #expect(GanttDateFormat("MMM D, YYYY").format(GanttCalendar.time(year: 2026, month: 3, day: 1)) == "Mar 1, 2026")
        #expect(GanttDateFormat("Do [of] MMMM").format(GanttCalendar.time(year: 2026, month: 3, day: 22)) == "22nd of March")
    }

    @Test func d3TimeFormats() {
        let t = GanttCalendar.time(year: 2014, month: 1, day: 5, hour: 17, minute: 5, second: 9)
        #expect(GanttAxisFormat(specifier: "%Y-%m-%d").format(t) == "2014-01-05")
        #expect(GanttAxisFormat(specifier: "%H:%M").format(t) == "17:05")
        #expect(GanttAxisFormat(specifier: "%y %b %e %a %I %p").format(t) == "14 Jan  5 Sun 05 PM")
        #expect(GanttAxisFormat(specifier: "%-d %B %A %j %%").format(t) == "5 January Sunday 005 %")
        #expect(GanttAxisFormat(specifier: "%s").format(71_000) == "71")
        #expect(GanttAxisFormat(specifier: "%U %W").format(GanttCalendar.time(year: 2014, month: 1, day: 5)) == "01 00")
    }

    /// mermaid's docs example 001 (2014-01-01 … 2014-02-20): weekly ticks on Sundays.
    @Test func automaticTicksAreD3s() {
        let start = GanttCalendar.time(year: 2014, month: 1, day: 1)
        let stop = GanttCalendar.time(year: 2014, month: 2, day: 20)
        let interval = GanttTimeInterval.automatic(start: start, stop: stop)
        #expect(interval.unit == .week && interval.step == 1)
        let labels = interval.range(start, stop).map(GanttAxisFormat(specifier: "%Y-%m-%d").format)
        #expect(labels == ["2014-01-05", "2014-01-12", "2014-01-19", "2014-01-26", "2014-02-02", "2014-02-09", "2014-02-16"])
        // 17:49 … 18:12: every 5 minutes.
        let evening = GanttCalendar.time(year: 2026, month: 1, day: 1, hour: 17, minute: 49)
        let minutes = GanttTimeInterval.automatic(start: evening, stop: evening + 23 * 60_000)
        #expect(minutes.range(evening, evening + 23 * 60_000).map(GanttAxisFormat(specifier: "%H:%M").format)
                == ["17:50", "17:55", "18:00", "18:05", "18:10"])
        // 0 … 71 s: every 5 seconds; 1900 … 1935: every 5 years.
        #expect(GanttTimeInterval.automatic(start: 0, stop: 71_000).range(0, 71_000).count == 15)
        let years = GanttTimeInterval.automatic(start: GanttCalendar.time(year: 1900, month: 1, day: 1),
                                                stop: GanttCalendar.time(year: 1935, month: 1, day: 1))
        #expect(years.unit == .year && years.step == 5)
    }

    @Test func customIntervalsStartOnTheWeekday() {
        let start = GanttCalendar.time(year: 2024, month: 1, day: 1)   // a Monday
        let stop = start + 20 * Self.day
        let mondays = GanttTimeInterval(unit: .week, step: 1, weekday: 1).range(start, stop)
        #expect(mondays.map { GanttCalendar.fields($0).weekday } == [1, 1, 1])
        let everyOtherDay = GanttTimeInterval(unit: .day, step: 2).range(start, start + 6 * Self.day)
        #expect(everyOtherDay.map { GanttCalendar.fields($0).day } == [1, 3, 5, 7])
    }
}

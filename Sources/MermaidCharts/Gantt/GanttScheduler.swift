// Why: turns the raw task data into instants as mermaid's gantt database does: a start is a date in
// `dateFormat`, `after id…` (the latest end) or the previous task's end; an end is a date, a duration
// (`3d`, `12h`, `1w`, `2M`) or `until id…` (the earliest start). References may point forward, so
// resolution repeats (at most 11 rounds, as mermaid). Excluded days (`excludes weekends`, dates,
// weekday names) push the end of a task given by duration further out.
import MermaidCore

/// A task with its instants resolved.
struct GanttTask {
    var spec: GanttTaskSpec
    var start: Double
    var end: Double
    /// The end drawn when excluded days stretched the task (its last working day), else nil.
    var renderEnd: Double?
    /// Row: source order, or the packed row in compact mode.
    var order: Int
}

struct GanttScheduler {
    let chart: GanttChart
    let today: Double
    let format: GanttDateFormat
    private static let isoDate = GanttDateFormat("YYYY-MM-DD")
    /// Whether `isExcluded` needs the formatted date at all (only when dates are listed).
    private let listsDates: Bool

    init(chart: GanttChart, today: Double) {
        self.chart = chart
        self.today = today
        format = GanttDateFormat(chart.dateFormat.isEmpty ? "YYYY-MM-DD" : chart.dateFormat)
        listsDates = (chart.includes + chart.excludes).contains { $0 != "weekends" && !GanttCalendar.weekdayNames.contains($0) }
    }

    /// The tasks whose start and end resolved, in source order; the others are reported.
    func schedule(source: DiagramSource, context: DiagramContext) throws -> [GanttTask] {
        var resolved: [Int: (start: Double, end: Double, renderEnd: Double?)] = [:]
        var byId: [String: Int] = [:]
        for (index, task) in chart.tasks.enumerated() { byId[task.id] = index }
        for _ in 0..<11 {
            var progress = false
            for (index, task) in chart.tasks.enumerated() where resolved[index] == nil {
                let start: Double?
                if let spec = task.start {
                    start = try startDate(spec, task: task, byId: byId, resolved: resolved, format: format, source: source)
                } else {
                    start = task.previousId.flatMap { byId[$0] }.flatMap { resolved[$0]?.end }
                }
                guard let start else { continue }
                guard let (end, renderEnd) = endDate(task.end, start: start, byId: byId, resolved: resolved, format: format) else { continue }
                resolved[index] = (start, end, renderEnd)
                progress = true
            }
            if !progress || resolved.count == chart.tasks.count { break }
        }
        var tasks: [GanttTask] = []
        for (index, spec) in chart.tasks.enumerated() {
            guard let times = resolved[index] else {
                context.warn("task '\(spec.label.trimmingASCIIWhitespace())' could not be placed: its 'after'/'until' tasks never resolve",
                             line: spec.line, code: "unknown-reference")
                continue
            }
            tasks.append(GanttTask(spec: spec, start: times.start, end: times.end, renderEnd: times.renderEnd, order: index))
        }
        return tasks
    }

    private func startDate(_ text: String, task: GanttTaskSpec, byId: [String: Int],
                           resolved: [Int: (start: Double, end: Double, renderEnd: Double?)],
                           format: GanttDateFormat, source: DiagramSource) throws -> Double? {
        let trimmed = text.trimmingASCIIWhitespace()
        let timestampFormat = ["x", "X"].contains(chart.dateFormat.trimmingASCIIWhitespace())
        if timestampFormat, !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Double(trimmed) {
            return value
        }
        if let ids = Self.references(trimmed, keyword: "after") {
            var latest: Double?
            var pending = false
            for id in ids {
                guard let index = byId[id] else { continue }
                guard let end = resolved[index]?.end else { pending = true; continue }
                if latest == nil || end > latest! { latest = end }
            }
            if pending { return nil }
            return latest ?? today
        }
        if let date = format.parse(trimmed, today: today) { return date }
        if let date = Self.isoFallback(trimmed) { return date }
        throw source.error("invalid start date '\(trimmed)'; expected a date in the format '\(format.tokensDescription(chart.dateFormat))', 'after ID', or a duration after the previous task",
                           line: task.line, column: 1)
    }

    private func endDate(_ text: String, start: Double, byId: [String: Int],
                         resolved: [Int: (start: Double, end: Double, renderEnd: Double?)],
                         format: GanttDateFormat) -> (Double, Double?)? {
        let trimmed = text.trimmingASCIIWhitespace()
        var end: Double
        if let ids = Self.references(trimmed, keyword: "until") {
            var earliest: Double?
            for id in ids {
                guard let index = byId[id] else { continue }
                guard let begin = resolved[index]?.start else { return nil }
                if earliest == nil || begin < earliest! { earliest = begin }
            }
            end = earliest ?? today
        } else if let date = format.parse(trimmed, today: today) {
            end = chart.inclusiveEndDates ? GanttCalendar.add(date, 1, unit: "d") : date
        } else if let (value, unit) = Self.duration(trimmed) {
            end = GanttCalendar.add(start, value, unit: unit)
        } else {
            end = start
        }
        // Excluded days stretch a task whose end is not a written YYYY-MM-DD date.
        guard !chart.excludes.isEmpty, Self.isoDate.parse(trimmed, today: today) == nil else { return (end, nil) }
        var day = GanttCalendar.add(start, 1, unit: "d")
        var invalid = false
        var renderEnd: Double?
        var steps = 0
        while day <= end && steps < 100_000 {
            if !invalid { renderEnd = end }
            invalid = isExcluded(day)
            if invalid { end = GanttCalendar.add(end, 1, unit: "d") }
            day = GanttCalendar.add(day, 1, unit: "d")
            steps += 1
        }
        return (end, renderEnd)
    }

    /// mermaid's `isInvalidDate`: included dates win; then `weekends`, weekday names and dates.
    func isExcluded(_ time: Double) -> Bool {
        let formatted = listsDates ? format.format(time) : ""
        let dateOnly = listsDates ? Self.isoDate.format(time) : ""
        if listsDates && (chart.includes.contains(formatted) || chart.includes.contains(dateOnly)) { return false }
        let weekday = GanttCalendar.fields(time).weekday
        let iso = weekday == 0 ? 7 : weekday
        let weekendStart = chart.weekend == "friday" ? 5 : 6
        if chart.excludes.contains("weekends") && (iso == weekendStart || iso == weekendStart + 1) { return true }
        if chart.excludes.contains(GanttCalendar.weekdayNames[weekday]) { return true }
        return listsDates && (chart.excludes.contains(formatted) || chart.excludes.contains(dateOnly))
    }

    /// `after a b` / `until a b` → the ids.
    static func references(_ text: String, keyword: String) -> [String]? {
        guard text.hasPrefix(keyword), text.dropFirst(keyword.count).first?.isWhitespace == true else { return nil }
        let ids = text.dropFirst(keyword.count).prefix { $0.isLetterQuick || $0.isNumber || $0 == "_" || $0 == "-" || $0 == " " || $0 == "\t" }
        let list = ids.split { $0 == " " || $0 == "\t" }.map(String.init)
        return list.isEmpty ? nil : list
    }

    /// `3d`, `1.5h`, `250ms` → (3, "d")…; units ms s m h d w M y.
    static func duration(_ text: String) -> (Double, String)? {
        let number = text.prefix { ($0.isASCII && $0.isNumber) || $0 == "." }
        let unit = String(text.dropFirst(number.count))
        guard !number.isEmpty, number.first != ".", number.last != ".", number.filter({ $0 == "." }).count <= 1,
              let value = Double(number), ["ms", "s", "m", "h", "d", "w", "M", "y"].contains(unit) else { return nil }
        return (value, unit)
    }

    /// JavaScript's `new Date(text)` for the ISO forms: `2014-01-01`, `2014-01-01T10:00[:00[.000]][Z]`.
    static func isoFallback(_ text: String) -> Double? {
        for pattern in ["YYYY-MM-DD", "YYYY-MM-DD[T]HH:mm", "YYYY-MM-DD[T]HH:mm:ss", "YYYY-MM-DD[T]HH:mm:ss.SSS",
                        "YYYY-MM-DD[T]HH:mm[Z]", "YYYY-MM-DD[T]HH:mm:ss[Z]", "YYYY-MM-DD[T]HH:mm:ss.SSS[Z]"] {
            if let date = GanttDateFormat(pattern).parse(text, today: 0) { return date }
        }
        return nil
    }
}

extension GanttDateFormat {
    func tokensDescription(_ written: String) -> String { written.isEmpty ? "YYYY-MM-DD" : written }
}

// Why: what a `gantt` block says, before dates are resolved: settings, sections and tasks with
// their raw start and end specifications (`after a1`, `2014-01-01`, `3d`, `until b`), in source order.

/// One task line: `Label : tags, id, start, end`.
struct GanttTaskSpec: Equatable {
    var label: String
    var section: String
    var id: String
    var line: Int
    var active = false, done = false, crit = false, milestone = false, vert = false
    /// nil: starts when the previous task ends.
    var start: String?
    var end: String
    /// The task before it in the source (for a start that follows it).
    var previousId: String?
}

/// A parsed gantt diagram.
struct GanttChart {
    var title: String?
    var dateFormat = ""
    var axisFormat = ""
    var tickInterval: String?
    var todayMarker = ""
    var includes: [String] = []
    var excludes: [String] = []
    var inclusiveEndDates = false
    var topAxis = false
    var displayMode = ""
    var weekday = "sunday"
    var weekend = "saturday"
    var tasks: [GanttTaskSpec] = []
    /// Task id → link (only http(s), mailto and relative URLs are kept).
    var links: [String: String] = [:]
    /// Task id → extra classes (`clickable`).
    var classes: [String: [String]] = [:]
}

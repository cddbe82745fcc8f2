// Why: mermaid's gantt geometry in one place: the page width (`gantt.useWidth`, else 1200), the
// height from the rows, the time scale (`rangeRound` onto the width between the paddings) and,
// in compact mode, tasks packed into as few rows per section as never overlap.
import MermaidCore

/// Sizes from the `gantt` config section, with mermaid's defaults.
struct GanttSettings {
    var width = 1200.0
    var barHeight = 20.0
    var barGap = 4.0
    var topPadding = 50.0
    var leftPadding = 75.0
    var rightPadding = 75.0
    var gridLineStartPadding = 35.0
    var fontSize = 11.0
    var sectionFontSize = 11.0
    var numberSectionStyles = 4
    var titleTopMargin = 25.0
    var axisFormat = "%Y-%m-%d"
    var tickInterval: String?
    var topAxis = false
    var compact = false
    var weekday: String?

    init(context: DiagramContext) {
        func number(_ key: String, _ range: ClosedRange<Double>) -> Double? {
            context.setting("gantt", key, clampedTo: range)
        }
        width = number("useWidth", 50...20_000) ?? width
        barHeight = number("barHeight", 1...500) ?? barHeight
        barGap = number("barGap", 0...500) ?? barGap
        topPadding = number("topPadding", 0...2000) ?? topPadding
        leftPadding = number("leftPadding", 0...5000) ?? leftPadding
        rightPadding = number("rightPadding", 0...5000) ?? rightPadding
        gridLineStartPadding = number("gridLineStartPadding", 0...2000) ?? gridLineStartPadding
        fontSize = number("fontSize", 1...200) ?? fontSize
        sectionFontSize = number("sectionFontSize", 1...200) ?? sectionFontSize
        numberSectionStyles = Int(number("numberSectionStyles", 1...100) ?? 4)
        titleTopMargin = number("titleTopMargin", 0...2000) ?? titleTopMargin
        axisFormat = context.setting("gantt", "axisFormat")?.stringValue ?? axisFormat
        tickInterval = context.setting("gantt", "tickInterval")?.stringValue
        topAxis = context.setting("gantt", "topAxis")?.boolValue ?? false
        weekday = context.setting("gantt", "weekday")?.stringValue
        let mode = context.setting("gantt", "displayMode")?.stringValue ?? context.config["displayMode"]?.stringValue
        compact = mode == "compact"
    }
}

/// d3's `scaleTime().domain([d0, d1]).rangeRound([0, r])`.
struct GanttTimeScale {
    let d0: Double, d1: Double, range: Double

    func callAsFunction(_ t: Double) -> Double {
        guard d1 != d0 else { return (range / 2).rounded() }
        return ((t - d0) / (d1 - d0) * range).rounded()
    }
}

enum GanttLayout {
    /// mermaid's `getMaxIntersections`: each task goes into the first row of its section free at
    /// its start; returns the rows used.
    static func pack(_ tasks: inout [GanttTask], indices: [Int], firstRow: Int) -> Int {
        let sorted = indices.sorted { (tasks[$0].start, tasks[$0].order) < (tasks[$1].start, tasks[$1].order) }
        var rowEnds: [Double] = []
        var used = 0
        for index in sorted {
            if let row = rowEnds.firstIndex(where: { tasks[index].start >= $0 }) {
                rowEnds[row] = tasks[index].end
                tasks[index].order = row + firstRow
                used = max(used, row)
            } else {
                rowEnds.append(tasks[index].end)
                tasks[index].order = rowEnds.count - 1 + firstRow
                used = max(used, rowEnds.count - 1)
            }
        }
        return used + 1
    }
}

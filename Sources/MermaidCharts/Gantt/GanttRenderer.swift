// Why: draws `gantt` diagrams in mermaid 11's DOM (`g.grid` axes with `g.tick`s, `rect.section`
// rows, `rect.task` bars with `text.taskText`, `text.sectionTitle`s, `g.today`, `text.titleText`)
// and geometry, so CSS written for mermaid's gantt applies and outputs compare with mermaid's.
// Dates are UTC; "today" is `SOURCE_DATE_EPOCH` when set (README "Gantt charts").
import Foundation
import MermaidCore

/// Renders `gantt` diagrams.
package enum GanttRenderer: DiagramRenderer {
    package static let keywords = ["gantt"]

    /// What a gantt drawing depends on besides its source: the day it is drawn on (the today line,
    /// dates without a year). Caches add it to their keys so a kept drawing never shows another day.
    package static func dayStamp(environment: [String: String]? = nil) -> String {
        String(Int(GanttCalendar.today(environment: environment) / GanttCalendar.msPerDay))
    }

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let chart = try GanttParser.parse(source, context: context)
        if let title = chart.title { context.title = title }
        var settings = GanttSettings(context: context)
        if chart.topAxis { settings.topAxis = true }
        if chart.displayMode == "compact" { settings.compact = true }
        let today = GanttCalendar.today()
        var tasks = try GanttScheduler(chart: chart, today: today).schedule(source: source, context: context)

        // Vertical markers take no row (mermaid 11): rows are numbered over the other tasks.
        var row = 0
        for index in tasks.indices {
            if tasks[index].spec.vert { tasks[index].order = -1 } else { tasks[index].order = row; row += 1 }
        }
        let barTasks = tasks.filter { !$0.spec.vert }
        // Sections in order of first appearance; rows per section.
        var categories: [String] = []
        for task in tasks where !categories.contains(task.spec.section) { categories.append(task.spec.section) }
        var categoryRows: [String: Int] = [:]
        let gap = settings.barHeight + settings.barGap
        var height = 2 * settings.topPadding
        if settings.compact {
            var firstRow = 0
            for category in categories {
                let indices = tasks.indices.filter { tasks[$0].spec.section == category && !tasks[$0].spec.vert }
                let rows = indices.isEmpty ? 0 : GanttLayout.pack(&tasks, indices: indices, firstRow: firstRow)
                firstRow += rows
                categoryRows[category] = rows
                height += Double(rows) * gap
            }
        } else {
            height += Double(barTasks.count) * gap
            for category in categories { categoryRows[category] = barTasks.filter { $0.spec.section == category }.count }
        }
        let width = settings.width
        let scale = GanttTimeScale(d0: tasks.map(\.start).min() ?? 0, d1: tasks.map(\.end).max() ?? 0,
                                   range: width - settings.leftPadding - settings.rightPadding)
        // Drawn in start order (stable), verticals last, as mermaid.
        tasks = tasks.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        tasks = tasks.filter { !$0.spec.vert } + tasks.filter(\.spec.vert)
        let drawing = GanttDrawing(chart: chart, settings: settings, tasks: tasks, categories: categories,
                                   categoryRows: categoryRows, rowCount: Int((height - 2 * settings.topPadding) / gap),
                                   scale: scale, width: width, height: height,
                                   context: context, today: today)
        var svg = SVGWriter(capacity: 4096 + tasks.count * 700)
        drawing.excludedDays(into: &svg)
        let extent = drawing.axes(into: &svg)
        drawing.rows(into: &svg)
        drawing.bars(into: &svg)
        drawing.sectionTitles(into: &svg)
        drawing.todayLine(into: &svg)
        let title = context.options.drawsTitle ? (context.title ?? "") : ""
        svg.start("text")
        svg.attr("x", width / 2)
        svg.attr("y", settings.titleTopMargin)
        svg.attr("class", "titleText")
        svg.startBody()
        svg.text(title)
        svg.end("text")
        return DiagramDrawing(body: svg, css: GanttStyle.css(context: context), minX: extent.min, minY: 0,
                              width: extent.max - extent.min,
                              height: height, svgClass: "", roleDescription: "gantt", drewTitle: true)
    }
}

// Why: the layers of a gantt chart, each a function in mermaid's drawing order: excluded days,
// the bottom (and top) axis with grid lines, the section row bands, the task bars and their
// labels, the section titles and the today line.
import Foundation
import MermaidCore

struct GanttDrawing {
    let chart: GanttChart
    let settings: GanttSettings
    let tasks: [GanttTask]
    let categories: [String]
    let categoryRows: [String: Int]
    /// Rows of bars (vertical markers take none).
    let rowCount: Int
    let scale: GanttTimeScale
    let width: Double
    let height: Double
    let context: DiagramContext
    let today: Double

    var gap: Double { settings.barHeight + settings.barGap }
    var prefix: String { context.idPrefix }

    func sectionNumber(_ task: GanttTask) -> Int {
        (categories.firstIndex(of: task.spec.section) ?? 0) % settings.numberSectionStyles
    }

    // MARK: Excluded days

    func excludedDays(into svg: inout SVGWriter) {
        guard !chart.excludes.isEmpty || !chart.includes.isEmpty, let first = tasks.map(\.start).min(),
              let last = tasks.map(\.end).max(), last - first <= 5 * 366 * GanttCalendar.msPerDay else { return }
        let scheduler = GanttScheduler(chart: chart, today: today)
        var ranges: [(Double, Double)] = []
        var open: (Double, Double)?
        var day = first
        while day <= last {
            if scheduler.isExcluded(day) {
                open = (open?.0 ?? day, day)
            } else if let range = open {
                ranges.append(range)
                open = nil
            }
            day = GanttCalendar.add(day, 1, unit: "d")
        }
        svg.start("g")
        svg.startBody()
        let iso = GanttDateFormat("YYYY-MM-DD")
        for (index, (start, end)) in ranges.enumerated() {
            let startOfDay = GanttCalendar.startOfDay(start)
            let endOfDay = GanttCalendar.startOfDay(end) + GanttCalendar.msPerDay - 1
            svg.start("rect")
            svg.attr("id", prefix + "-exclude-" + iso.format(start))
            svg.attr("x", scale(startOfDay) + settings.leftPadding)
            svg.attr("y", settings.gridLineStartPadding)
            svg.attr("width", scale(endOfDay) - scale(startOfDay))
            svg.attr("height", height - settings.topPadding - settings.gridLineStartPadding)
            let originX = scale(start) + settings.leftPadding + 0.5 * (scale(end) - scale(start))
            svg.attr("transform-origin", (originX).svg + "px " + (Double(index) * gap + 0.5 * height).svg + "px")
            svg.attr("class", "exclude-range")
            svg.endEmpty()
        }
        svg.end("g")
    }

    // MARK: Axes

    /// The tick interval: `tickInterval` (`1week`, `2day`…; at most 10,000 ticks), else d3's choice.
    func tickInterval() -> GanttTimeInterval {
        let start = scale.d0, stop = scale.d1
        if let text = chart.tickInterval ?? settings.tickInterval {
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            let unitName = String(text.dropFirst(digits.count))
            if let every = Int(digits), every > 0, digits.first != "0",
               let unit = GanttTimeInterval.Unit(rawValue: unitName), unit != .year {
                let milliseconds: [GanttTimeInterval.Unit: Double] = [.millisecond: 1, .second: 1000, .minute: 60_000,
                                                                      .hour: 3_600_000, .day: 86_400_000,
                                                                      .week: 604_800_000, .month: 2_592_000_000]
                let estimated = (stop - start) / (Double(every) * (milliseconds[unit] ?? 1))
                if estimated <= 10_000 {
                    let weekday = GanttCalendar.weekdayNames.firstIndex(of: settings.weekday ?? chart.weekday) ?? 0
                    return GanttTimeInterval(unit: unit, step: every, weekday: weekday)
                }
                context.warn("tickInterval '\(text)' would draw \(Int(estimated)) ticks; using automatic ticks", line: 1,
                             code: "invalid-config-value")
            }
        }
        return GanttTimeInterval.automatic(start: start, stop: stop)
    }

    /// Draws the axes; returns the horizontal extent of their labels (the viewBox grows to hold them:
    /// a narrow `useWidth` puts the last label past mermaid's edge).
    @discardableResult
    func axes(into svg: inout SVGWriter) -> (min: Double, max: Double) {
        let userFormat = chart.axisFormat
        let specifier = !userFormat.isEmpty ? userFormat : chart.dateFormat == "D" ? "%d" : settings.axisFormat
        let format = GanttAxisFormat(specifier: specifier)
        let ticks = tasks.isEmpty ? [] : tickInterval().range(scale.d0, scale.d1)
        let inner = -height + settings.topPadding + settings.gridLineStartPadding
        axis(ticks, format: format, inner: inner, top: false, into: &svg)
        if settings.topAxis { axis(ticks, format: format, inner: inner, top: true, into: &svg) }
        var extent = (min: 0.0, max: width)
        for tick in ticks {
            let half = context.text.width(of: format.format(tick), size: 10) / 2
            let x = settings.leftPadding + scale(tick) + 0.5
            extent = (Swift.min(extent.min, x - half - 2), Swift.max(extent.max, x + half + 2))
        }
        return extent
    }

    /// d3's `axisBottom`/`axisTop` with `tickSize(inner)`: a domain path and one `g.tick` per tick.
    private func axis(_ ticks: [Double], format: GanttAxisFormat, inner: Double, top: Bool, into svg: inout SVGWriter) {
        let k = top ? -1.0 : 1.0
        svg.start("g")
        svg.attr("class", "grid")
        svg.attr("transform", format: "translate(\(settings.leftPadding), \(top ? settings.topPadding : height - 50))")
        svg.attr("fill", "none")
        svg.attr("font-size", 10)
        svg.attr("font-family", "sans-serif")
        svg.attr("text-anchor", "middle")
        svg.startBody()
        svg.start("path")
        svg.attr("class", "domain")
        svg.attr("stroke", "currentColor")
        let r0 = (0.5).svg, r1 = (scale.range + 0.5).svg, outer = (k * inner).svg
        svg.attr("d", "M" + r0 + "," + outer + "V0.5H" + r1 + "V" + outer)
        svg.endEmpty()
        for tick in ticks {
            svg.start("g")
            svg.attr("class", "tick")
            svg.attr("opacity", 1)
            svg.attr("transform", format: "translate(\(scale(tick) + 0.5),0)")
            svg.startBody()
            svg.start("line")
            svg.attr("stroke", "currentColor")
            svg.attr("y2", k * inner)
            svg.endEmpty()
            svg.start("text")
            svg.attr("fill", "#000")
            svg.attr("y", k * 3)
            if !top { svg.attr("dy", "1em") } else { svg.attr("dy", "0em") }
            svg.attr("stroke", "none")
            svg.attr("font-size", 10)
            svg.attr("style", "text-anchor: middle;")
            svg.startBody()
            svg.text(format.format(tick))
            svg.end("text")
            svg.end("g")
        }
        svg.end("g")
    }

    // MARK: Rows and bars

    func rows(into svg: inout SVGWriter) {
        svg.start("g")
        svg.startBody()
        var seen = Set<Int>()
        for task in tasks where !task.spec.vert && !seen.contains(task.order) {
            seen.insert(task.order)
            svg.start("rect")
            svg.attr("x", 0)
            svg.attr("y", Double(task.order) * gap + settings.topPadding - 2)
            svg.attr("width", width - settings.rightPadding / 2)
            svg.attr("height", gap)
            svg.attr("class", "section section\(sectionNumber(task))")
            svg.endEmpty()
        }
        svg.end("g")
    }

    func bars(into svg: inout SVGWriter) {
        svg.start("g")
        svg.startBody()
        let left = settings.leftPadding
        for task in tasks {
            let spec = task.spec
            let startX = scale(task.start), endX = scale(task.end)
            var x = startX + left
            var barWidth = scale(task.renderEnd ?? task.end) - startX
            var y = Double(task.order) * gap + settings.topPadding
            var barHeight = settings.barHeight
            if spec.milestone {
                x = startX + left + 0.5 * (endX - startX) - 0.5 * settings.barHeight
                barWidth = settings.barHeight
            }
            if spec.vert {
                y = settings.gridLineStartPadding
                barWidth = 0.08 * settings.barHeight
                barHeight = Double(rowCount) * gap + settings.barHeight * 2
            }
            let linked = chart.links[spec.id]
            if let linked {
                svg.start("a")
                svg.attr("href", linked)
                svg.startBody()
            }
            svg.start("rect")
            svg.attr("id", prefix + "-" + XMLEscape.idFragment(spec.id))
            svg.attr("rx", 3)
            svg.attr("ry", 3)
            svg.attr("x", x)
            svg.attr("y", y)
            svg.attr("width", max(0, barWidth))
            svg.attr("height", barHeight)
            let originX = startX + left + 0.5 * (endX - startX)
            let originY = Double(task.order) * gap + settings.topPadding + 0.5 * settings.barHeight
            svg.attr("transform-origin", (originX).svg + "px " + (originY).svg + "px")
            svg.attr("class", barClass(task))
            svg.endEmpty()
            if linked != nil { svg.end("a") }
        }
        for task in tasks { label(task, into: &svg) }
        svg.end("g")
    }

    private func barClass(_ task: GanttTask) -> String {
        let spec = task.spec
        var kind: String
        if spec.active { kind = spec.crit ? " activeCrit" : " active" }
        else if spec.done { kind = spec.crit ? " doneCrit" : " done" }
        else { kind = spec.crit ? " crit" : "" }
        if kind.isEmpty { kind = " task" }
        if spec.milestone { kind = " milestone " + kind }
        if spec.vert { kind = " vert " + kind }
        let extra = (chart.classes[spec.id] ?? []).joined(separator: " ")
        return ("task" + kind + String(sectionNumber(task)) + " " + extra).trimmingASCIIWhitespace()
    }

    private func label(_ task: GanttTask, into svg: inout SVGWriter) {
        let spec = task.spec
        let left = settings.leftPadding
        var startX = scale(task.start)
        var endX = scale(task.renderEnd ?? task.end)
        if spec.milestone {
            startX += 0.5 * (scale(task.end) - scale(task.start)) - 0.5 * settings.barHeight
            endX = startX + settings.barHeight
        }
        let textWidth = context.text.width(of: spec.label, size: settings.fontSize)
        let section = sectionNumber(task)
        var kind = ""
        if spec.active { kind = spec.crit ? "activeCritText\(section)" : "activeText\(section)" }
        if spec.done { kind += spec.crit ? " doneCritText\(section)" : " doneText\(section)" }
        else if spec.crit { kind += " critText\(section)" }
        if spec.milestone { kind += " milestoneText" }
        if spec.vert { kind += " vertText" }
        let extra = (chart.classes[spec.id] ?? []).joined(separator: " ")
        let outside = textWidth > endX - startX
        let placeLeft = endX + textWidth + 1.5 * left > width
        let x: Double
        let className: String
        if spec.vert {
            x = scale(task.start) + left
        } else if outside {
            x = placeLeft ? startX + left - 5 : endX + left + 5
        } else {
            x = (endX - startX) / 2 + startX + left
        }
        if outside {
            className = placeLeft
                ? extra + " taskTextOutsideLeft taskTextOutside\(section) " + kind
                : extra + " taskTextOutsideRight taskTextOutside\(section) " + kind + " width-" + (textWidth).svg
        } else {
            className = extra + " taskText taskText\(section) " + kind + " width-" + (textWidth).svg
        }
        let y = spec.vert
            ? settings.gridLineStartPadding + Double(rowCount) * gap + 60
            : Double(task.order) * gap + settings.barHeight / 2 + (settings.fontSize / 2 - 2) + settings.topPadding
        svg.start("text")
        svg.attr("id", prefix + "-" + XMLEscape.idFragment(spec.id) + "-text")
        svg.attr("font-size", settings.fontSize)
        svg.attr("x", x)
        svg.attr("y", y)
        svg.attr("text-height", settings.barHeight)
        svg.attr("class", className.trimmingASCIIWhitespace())
        svg.startBody()
        svg.text(spec.label)
        svg.end("text")
    }

    // MARK: Section titles and today

    func sectionTitles(into svg: inout SVGWriter) {
        svg.start("g")
        svg.startBody()
        var before = 0
        for (index, category) in categories.enumerated() {
            let rows = categoryRows[category] ?? 0
            if index > 0 { before += categoryRows[categories[index - 1]] ?? 0 }
            let lines = LineBreaks.split(category)
            svg.start("text")
            svg.attr("dy", (-Double(lines.count - 1) / 2).svg + "em")
            svg.attr("x", 10)
            svg.attr("y", Double(rows) * gap / 2 + Double(before) * gap + settings.topPadding)
            svg.attr("font-size", settings.sectionFontSize)
            svg.attr("class", "sectionTitle sectionTitle\(index % settings.numberSectionStyles)")
            svg.startBody()
            for (row, line) in lines.enumerated() {
                svg.start("tspan")
                svg.attr("alignment-baseline", "central")
                svg.attr("x", "10")
                if row > 0 { svg.attr("dy", "1em") }
                svg.startBody()
                svg.text(line)
                svg.end("tspan")
            }
            svg.end("text")
        }
        svg.end("g")
    }

    func todayLine(into svg: inout SVGWriter) {
        let marker = chart.todayMarker.trimmingASCIIWhitespace()
        guard marker != "off", !tasks.isEmpty else { return }
        let x = scale(GanttCalendar.now()) + settings.leftPadding
        svg.start("g")
        svg.attr("class", "today")
        svg.startBody()
        svg.start("line")
        svg.attr("x1", x)
        svg.attr("x2", x)
        svg.attr("y1", settings.titleTopMargin)
        svg.attr("y2", height - settings.titleTopMargin)
        svg.attr("class", "today")
        if !marker.isEmpty {
            svg.attr("style", marker.split(separator: ",").map { SVGDocument.sanitizeStyleValue(String($0)) }.joined(separator: ";"))
        }
        svg.endEmpty()
        svg.end("g")
    }
}

// Why: a timeline's layout and drawing state (the writer, the drawn bounds, the box counter) in
// one value; the left-to-right layout is here, the top-down one in `TimelineLayout+TopDown.swift`.
import MermaidCore

/// The layout and drawing of one timeline.
struct TimelineLayout {
    let diagram: TimelineDiagram
    let context: DiagramContext
    let fontSize: Double
    let leftMargin: Double
    let multicolor: Bool
    var svg = SVGWriter(capacity: 8192)
    var bounds = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
    var nodeCount = 0

    init(diagram: TimelineDiagram, context: DiagramContext) {
        self.diagram = diagram
        self.context = context
        fontSize = context.fontSize
        leftMargin = context.setting("timeline", "leftMargin")?.doubleValue.map { min(max($0, 0), 2000) } ?? 150
        multicolor = !(context.setting("timeline", "disableMulticolor")?.boolValue ?? false)
    }

    mutating func draw() -> DiagramDrawing {
        defineArrowhead()

        let width = TimelineRenderer.textWidth
        let sections = diagram.sections.map { TimelineNode($0, width: width, context: context) }
        let periods = diagram.periods.map { TimelineNode($0.text, width: width, context: context) }
        let events = diagram.periods.map { $0.events.map { TimelineNode($0, width: width, context: context) } }
        let maxSectionHeight = sections.map { $0.height(fontSize: fontSize) + 20 }.max() ?? 0
        let maxPeriodHeight = periods.map { $0.height(fontSize: fontSize) + 20 }.max() ?? 0
        let maxEventsLength = events.map { $0.reduce(0) { $0 + $1.height(fontSize: fontSize) } }.max() ?? 0

        var x = 50 + leftMargin
        let hasSections = !diagram.sections.isEmpty
        if hasSections {
            let skipped = diagram.periods.filter { $0.section == nil }.count
            if skipped > 0 {
                context.warn("\(skipped) period(s) before the first section are not drawn (as in mermaid)", line: 1)
            }
            var membersOf = Array(repeating: [Int](), count: sections.count)
            for (index, period) in diagram.periods.enumerated() {
                if let section = period.section { membersOf[section].append(index) }
            }
            for index in sections.indices {
                let members = membersOf[index]
                // The section's text wraps to its whole span; the row height was measured at one column.
                let span = TimelineRenderer.column * Double(max(members.count, 1)) - 50
                let wide = TimelineNode(diagram.sections[index], width: span, context: context)
                box(wide, at: (x, 50), width: span, height: max(wide.height(fontSize: fontSize), maxSectionHeight),
                    color: index, wrapper: nil)
                drawPeriods(members, periods: periods, events: events, x: x, y: 50 + maxSectionHeight + 50, color: index,
                            periodHeight: maxPeriodHeight, lineExtra: maxSectionHeight + maxEventsLength, perPeriodColor: false)
                x += TimelineRenderer.column * Double(max(members.count, 1))
            }
        } else {
            drawPeriods(Array(diagram.periods.indices), periods: periods, events: events, x: x, y: 50, color: 0,
                        periodHeight: maxPeriodHeight, lineExtra: maxPeriodHeight + maxEventsLength, perPeriodColor: multicolor)
        }
        if bounds.minX > bounds.maxX { bounds = (x, 50, x, 50) }
        let contentWidth = bounds.maxX - bounds.minX
        drawTitle(contentWidth: contentWidth)
        let depth = hasSections ? maxSectionHeight + maxPeriodHeight + 150 : maxPeriodHeight + 100
        let axisEnd = contentWidth + 3 * leftMargin
        arrow(x1: leftMargin, y1: depth, x2: axisEnd, y2: depth, width: 4, dashed: false, into: &svg)
        include(x: leftMargin, y: depth)
        include(x: axisEnd + 4, y: depth)

        return drawing()
    }

    /// The `<defs>` arrowhead the axis and event lines end with.
    /// A `lineWrapper` line ending in the arrowhead: the axis (4px) or a period's dashed line (2px).
    func arrow(x1: Double, y1: Double, x2: Double, y2: Double, width: Double, dashed: Bool, into svg: inout SVGWriter) {
        svg.openGroup(class: "lineWrapper")
        svg.start("line")
        svg.endpoints(x1: x1, y1: y1, x2: x2, y2: y2)
        svg.attr("stroke-width", width)
        svg.attr("marker-end", format: "url(#\(context.idPrefix)-arrowhead)")
        if dashed { svg.attr("stroke-dasharray", "5,5") }
        svg.endEmpty()
        svg.end("g")
    }

    mutating func defineArrowhead() {
        ChartArrowhead.define(id: context.idPrefix + "-arrowhead", into: &svg)
    }

    /// The title, bold at 4ex, as mermaid places it: half the content's width minus the left margin.
    mutating func drawTitle(contentWidth: Double) {
        let title = context.options.drawsTitle ? context.title?.trimmingASCIIWhitespace() ?? "" : ""
        guard !title.isEmpty else { return }
        let size = fontSize * 2.07  // 4ex
        let titleX = contentWidth / 2 - leftMargin
        svg.start("text")
        svg.attr("class", "timeline-title")
        svg.attr("x", titleX)
        svg.attr("y", 20)
        svg.attr("font-size", "4ex")
        svg.attr("font-weight", "bold")
        svg.startBody()
        svg.text(title)
        svg.end("text")
        include(x: titleX, y: 20 - size)
        include(x: titleX + context.text.width(of: title, size: size, bold: true), y: 20 + size * 0.25)
    }

    /// The finished drawing: everything drawn plus `timeline.padding` (50) on every side.
    func drawing() -> DiagramDrawing {
        let padding = context.setting("timeline", "padding")?.doubleValue.map { min(max($0, 0), 500) } ?? 50
        return DiagramDrawing(body: svg, css: TimelineStyle.css(context: context), minX: bounds.minX - padding,
                              minY: bounds.minY - padding, width: bounds.maxX - bounds.minX + 2 * padding,
                              height: bounds.maxY - bounds.minY + 2 * padding, svgClass: "", roleDescription: "timeline",
                              drewTitle: true)
    }

    /// Periods side by side from (`x`, `y`), each with its events below on a dashed line.
    private mutating func drawPeriods(_ indices: [Int], periods: [TimelineNode], events: [[TimelineNode]], x startX: Double,
                                      y: Double, color startColor: Int, periodHeight: Double, lineExtra: Double,
                                      perPeriodColor: Bool) {
        var x = startX
        var color = startColor
        for index in indices {
            let period = periods[index]
            box(period, at: (x, y), width: TimelineRenderer.textWidth,
                height: max(period.height(fontSize: fontSize), periodHeight), color: color, wrapper: "taskWrapper")
            let lineX = x + (TimelineRenderer.textWidth + 2 * TimelineNode.padding) / 2
            arrow(x1: lineX, y1: y + periodHeight, x2: lineX, y2: y + periodHeight + lineExtra + 120, width: 2, dashed: true,
                  into: &svg)
            include(x: lineX, y: y + periodHeight + lineExtra + 120)
            var eventY = y + 200
            for event in events[index] {
                let height = max(event.height(fontSize: fontSize), 50)
                box(event, at: (x, eventY), width: TimelineRenderer.textWidth, height: height, color: color,
                    wrapper: "eventWrapper")
                eventY += height + 10
            }
            x += TimelineRenderer.column
            if perPeriodColor { color += 1 }
        }
    }

    mutating func box(_ node: TimelineNode, at origin: (Double, Double), width: Double, height: Double, color: Int,
                              wrapper: String?) {
        svg.start("g")
        svg.attr("class", wrapper)
        svg.attr("transform", format: "translate(\(origin.0), \(origin.1))")
        svg.startBody()
        node.draw(width: width, height: height, colorIndex: color, id: context.idPrefix + "-node-\(nodeCount)", into: &svg)
        svg.end("g")
        nodeCount += 1
        include(x: origin.0, y: origin.1)
        include(x: origin.0 + width + 2 * node.padding, y: origin.1 + height)
    }

    mutating func include(x: Double, y: Double) {
        bounds.minX = min(bounds.minX, x)
        bounds.minY = min(bounds.minY, y)
        bounds.maxX = max(bounds.maxX, x)
        bounds.maxY = max(bounds.maxY, y)
    }
}

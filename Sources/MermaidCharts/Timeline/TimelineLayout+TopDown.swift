// Why: `timeline TD` as mermaid 11 draws it: the axis runs down the page, each period's box sits
// left of it and its events to the right (each joined to the axis by a dashed arrow); sections are
// full-width bands above their periods.
import MermaidCore

extension TimelineLayout {
    /// mermaid's top-down measures: box text widths, padding, gaps.
    private enum TopDown {
        static let periodWidth = 200.0
        static let eventWidth = 300.0
        static let padding = 5.0
        static let eventSpacing = 10.0
        static let sectionGap = 20.0
        static let axisGap = 20.0
        static let periodGap = 30.0
        static let eventAxisGap = 50.0
    }

    mutating func drawTopDown() -> DiagramDrawing {
        defineArrowhead()
        let pad = TopDown.padding
        let leftWidth = TopDown.periodWidth + 2 * pad + TopDown.axisGap
        let rightWidth = TopDown.eventWidth + 2 * pad + TopDown.eventAxisGap
        let axisX = 50 + leftMargin + leftWidth
        let sectionWidth = max(50, leftWidth + rightWidth - 2 * pad)
        let context = self.context
        let node = { (text: String, width: Double) in TimelineNode(text, width: width, padding: pad, context: context) }
        let sections = diagram.sections.map { node($0, sectionWidth) }
        let periods = diagram.periods.map { node($0.text, TopDown.periodWidth) }
        let events = diagram.periods.map { $0.events.map { node($0, TopDown.eventWidth) } }
        let maxSectionHeight = sections.map { $0.height(fontSize: fontSize) }.max() ?? 0
        let maxPeriodHeight = periods.map { $0.height(fontSize: fontSize) }.max() ?? 0
        let maxEventStack = events.map { list in
            list.reduce(0) { $0 + $1.height(fontSize: fontSize) } + Double(max(list.count - 1, 0)) * TopDown.eventSpacing
        }.max() ?? 0
        let spacing = max(maxPeriodHeight, maxEventStack) + TopDown.periodGap

        var y = 50.0
        if !sections.isEmpty {
            var membersOf = Array(repeating: [Int](), count: sections.count)
            for (index, period) in diagram.periods.enumerated() {
                if let section = period.section { membersOf[section].append(index) }
            }
            for (index, section) in sections.enumerated() {
                let height = max(section.height(fontSize: fontSize), maxSectionHeight)
                box(section, at: (axisX - leftWidth, y), width: sectionWidth, height: height, color: index, wrapper: nil)
                let members = membersOf[index]
                let bottom = drawPeriodsDown(members, periods: periods, events: events, axisX: axisX,
                                             y: y + height + TopDown.sectionGap, color: index, periodHeight: maxPeriodHeight,
                                             spacing: spacing, perPeriodColor: false)
                // mermaid's advance, but never onto the section's last events (mermaid's own
                // drawing overlaps there when a period's events are taller than the gap it leaves).
                let advance = height + TopDown.sectionGap + spacing * Double(max(members.count, 1))
                    - (members.isEmpty ? 0 : TopDown.periodGap * 2)
                y = max(y + advance, bottom + TopDown.sectionGap)
            }
        } else {
            _ = drawPeriodsDown(Array(diagram.periods.indices), periods: periods, events: events, axisX: axisX, y: y, color: 0,
                            periodHeight: maxPeriodHeight, spacing: spacing, perPeriodColor: multicolor)
        }
        if bounds.minX > bounds.maxX { bounds = (axisX, 50, axisX, 50) }
        drawTitle(contentWidth: bounds.maxX - bounds.minX)
        let top = 50 - fontSize * 2
        let bottom = bounds.maxY + fontSize * 0.5 + 20
        // The axis goes under everything else, as mermaid lowers it.
        var axis = SVGWriter()
        arrow(x1: axisX, y1: top, x2: axisX, y2: bottom, width: 4, dashed: false, into: &axis)
        axis.append(svg)
        svg = axis
        include(x: axisX, y: top)
        include(x: axisX, y: bottom + 4)
        return drawing()
    }

    /// Periods one under the other from `y`, left of the axis, each with its events to the right.
    /// Returns the lowest point drawn.
    private mutating func drawPeriodsDown(_ indices: [Int], periods: [TimelineNode], events: [[TimelineNode]], axisX: Double,
                                          y startY: Double, color startColor: Int, periodHeight: Double, spacing: Double,
                                          perPeriodColor: Bool) -> Double {
        var y = startY
        var bottom = startY
        var color = startColor
        let periodBoxWidth = TopDown.periodWidth + 2 * TopDown.padding
        for index in indices {
            let period = periods[index]
            let height = max(period.height(fontSize: fontSize), periodHeight)
            box(period, at: (axisX - TopDown.axisGap - periodBoxWidth, y), width: TopDown.periodWidth, height: height,
                color: color, wrapper: "taskWrapper")
            bottom = max(bottom, y + height)
            var eventY = y
            let eventsX = axisX + TopDown.eventAxisGap
            for event in events[index] {
                let height = event.height(fontSize: fontSize)
                box(event, at: (eventsX, eventY), width: TopDown.eventWidth, height: height, color: color,
                    wrapper: "eventWrapper")
                arrow(x1: axisX, y1: eventY + height / 2, x2: eventsX, y2: eventY + height / 2, width: 2, dashed: true,
                      into: &svg)
                bottom = max(bottom, eventY + height)
                eventY += height + TopDown.eventSpacing
            }
            y += spacing
            if perPeriodColor { color += 1 }
        }
        return bottom
    }
}

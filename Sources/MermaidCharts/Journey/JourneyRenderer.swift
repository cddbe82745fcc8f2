// Why: draws `journey` diagrams with mermaid 11's layout: the people's legend on the left, one
// column of 150px per task under its section band, a face per task whose height and mouth show
// the score, the task's people as coloured dots, and the long arrow underneath. Labels are SVG
// text (wrapped to the box) instead of mermaid's foreignObject.
import MermaidCore

/// Renders `journey` (user journey) diagrams.
package enum JourneyRenderer: DiagramRenderer {
    package static let keywords = ["journey"]

    /// mermaid's `journey` defaults.
    static let boxWidth = 150.0
    static let boxHeight = 50.0
    static let taskMargin = 50.0
    static let marginX = 50.0
    static let marginY = 10.0
    static let taskFontSize = 14.0
    static let actorColours = ["#8FBC8F", "#7CFC00", "#00FFFF", "#20B2AA", "#B0E0E6", "#FFFFE0"]
    /// Section colours cycle through this many `fillType` variables, as mermaid's `sectionFills`.
    static let sectionFillCount = 7

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let (diagram, warnings) = try JourneyParser.parse(source)
        for w in warnings { context.warn(w.message, line: w.line, column: w.column, sourceLine: w.sourceLine) }
        if let title = diagram.title { context.title = title }
        let title = context.options.drawsTitle ? context.title?.trimmingASCIIWhitespace() ?? "" : ""
        let leftMarginSetting = context.setting("journey", "leftMargin")?.doubleValue.map { min(max($0, 0), 2000) } ?? 150
        let maxLabelWidth = context.setting("journey", "maxLabelWidth")?.doubleValue.map { min(max($0, 20), 2000) } ?? 360
        let actors = diagram.actors
        let actorIndex = Dictionary(uniqueKeysWithValues: actors.enumerated().map { ($1, $0) })
        let p = context.idPrefix

        var svg = SVGWriter(capacity: 2048 + diagram.tasks.count * 1500)
        ChartArrowhead.define(id: p + "-arrowhead", className: "journey-arrowhead", into: &svg)

        // Legend: one dot per person, the name (wrapped at maxLabelWidth) beside it.
        var legendWidth = 0.0
        var legendY = 60.0
        for (index, person) in actors.enumerated() {
            circle(cx: 20, cy: legendY, color: actorColours[index % actorColours.count], index: index, title: nil, into: &svg)
            let lines = context.text.wrap(TextBlock(plain: person), width: maxLabelWidth).lines
            for (lineIndex, line) in lines.enumerated() {
                let y = legendY + 7 + Double(lineIndex) * 20
                svg.start("text")
                svg.attr("x", 40)
                svg.attr("y", y)
                svg.attr("class", "legend")
                svg.startBody()
                svg.start("tspan")
                svg.attr("x", 50)
                svg.startBody()
                svg.text(line.plainText)
                svg.end("tspan")
                svg.end("text")
                let width = context.text.width(of: line)
                if width > legendWidth, width > leftMarginSetting - width { legendWidth = width }
            }
            legendY += max(20, Double(lines.count) * 20)
        }
        let leftMargin = leftMarginSetting + legendWidth

        var stopX = leftMargin
        var stopY = max(Double(actors.count) * 50, 0)
        var lastSection: String?
        var sectionNumber = 0
        var currentType = 0
        let taskTop = boxHeight * 2 + marginY
        let tasks = diagram.tasks
        for (i, task) in tasks.enumerated() {
            let x = Double(i) * (taskMargin + boxWidth) + leftMargin
            if lastSection != task.section {
                currentType = sectionNumber % sectionFillCount
                var count = 0
                var k = i
                while k < tasks.count, tasks[k].section == task.section { count += 1; k += 1 }
                let width = boxWidth * Double(count) + taskMargin * Double(count - 1)
                svg.open("g")
                box(x: x, y: 50, width: width, className: "journey-section section-type-\(currentType)", into: &svg)
                label(task.section, centerX: x + width / 2, centerY: 75, width: width, context: context, into: &svg)
                svg.end("g")
                lastSection = task.section
                sectionNumber += 1
            }
            drawTask(task, index: i, x: x, y: taskTop, type: currentType, actorIndex: actorIndex, context: context, into: &svg)
            stopX = max(stopX, x + marginX + taskMargin)
            stopY = max(stopY, 450)
        }
        if !title.isEmpty {
            svg.start("text")
            svg.attr("x", leftMargin)
            svg.attr("y", 25)
            svg.attr("class", "journey-title")
            svg.attr("font-size", "4ex")
            svg.attr("font-weight", "bold")
            svg.startBody()
            svg.text(title)
            svg.end("text")
        }
        let height = stopY + 2 * marginY
        let width = leftMargin + stopX + 2 * marginX
        svg.start("line")
        svg.attr("class", "journey-arrow")
        svg.endpoints(x1: leftMargin, y1: boxHeight * 4, x2: width - leftMargin - 4, y2: boxHeight * 4)
        svg.attr("stroke-width", 4)
        svg.attr("marker-end", format: "url(#\(p)-arrowhead)")
        svg.endEmpty()
        let titleWidth = title.isEmpty ? 0 : context.text.width(of: title, size: context.fontSize * 2, bold: true)
        return DiagramDrawing(body: svg, css: JourneyStyle.css(context: context), minX: 0, minY: -25,
                              width: max(width, leftMargin + titleWidth + 10), height: height + (title.isEmpty ? 0 : 70),
                              svgClass: "", roleDescription: "journey", drewTitle: true)
    }

    private static func drawTask(_ task: JourneyDiagram.Task, index: Int, x: Double, y: Double, type: Int,
                                 actorIndex: [String: Int], context: DiagramContext, into svg: inout SVGWriter) {
        let center = x + boxWidth / 2
        svg.open("g")
        svg.start("line")
        svg.attr("id", context.idPrefix + "-task\(index)")
        svg.endpoints(x1: center, y1: y, x2: center, y2: 450)
        svg.attr("class", "task-line")
        svg.attr("stroke-width", "1px")
        svg.attr("stroke-dasharray", "4 2")
        svg.endEmpty()
        JourneyFace.draw(score: task.score, centerX: center, into: &svg)
        box(x: x, y: y, width: boxWidth, className: "task task-type-\(type)", into: &svg)
        var dotX = x + 14
        for person in task.people {
            guard let i = actorIndex[person] else { continue }
            circle(cx: dotX, cy: y, color: actorColours[i % actorColours.count], index: i, title: person, into: &svg)
            dotX += 10
        }
        label(task.name, centerX: center, centerY: y + boxHeight / 2, width: boxWidth, context: context, into: &svg)
        svg.end("g")
    }

    private static func box(x: Double, y: Double, width: Double, className: String, into svg: inout SVGWriter) {
        svg.start("rect")
        svg.frame(x: x, y: y, width: width, height: boxHeight)
        svg.attr("rx", 3)
        svg.attr("ry", 3)
        svg.attr("class", className)
        svg.endEmpty()
    }

    private static func circle(cx: Double, cy: Double, color: String, index: Int, title: String?, into svg: inout SVGWriter) {
        svg.start("circle")
        svg.attr("cx", cx)
        svg.attr("cy", cy)
        svg.attr("r", 7)
        svg.attr("class", "actor-\(index)")
        svg.attr("fill", color)
        svg.attr("stroke", "#000")
        if let title {
            svg.startBody()
            svg.element("title", text: title)
            svg.end("circle")
        } else {
            svg.endEmpty()
        }
    }

    /// A box's label, wrapped to the box and centred in it.
    private static func label(_ text: String, centerX: Double, centerY: Double, width: Double, context: DiagramContext,
                              into svg: inout SVGWriter) {
        let block = context.text.wrap(TextBlock(plain: text), width: width - 10, size: taskFontSize)
        SVGText.draw(block, centerX: centerX, centerY: centerY, measurer: context.text, className: "label",
                     size: taskFontSize, into: &svg)
    }
}

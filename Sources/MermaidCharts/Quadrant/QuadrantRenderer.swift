// Why: draws `quadrantChart` as mermaid 11 lays it out: a square of `chartWidth` × `chartHeight`
// with the title on top, four quadrants (labels at their top, or centred when there are no
// points), the axis texts outside (the x axis moves to the bottom when there are points), and
// the points scaled from 0…1 onto the quadrants. Colours are the theme's `quadrant…` variables.
import MermaidCore

/// Renders `quadrantChart` diagrams.
package enum QuadrantRenderer: DiagramRenderer {
    package static let keywords = ["quadrantChart"]
    /// More points than this is refused (bounds the drawing).
    static let maxPoints = 20_000

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let chart = try QuadrantParser.parse(source)
        guard chart.points.count <= maxPoints else {
            throw source.error("the chart has \(chart.points.count) points; the limit is \(maxPoints)", line: source.header?.number ?? 1)
        }
        if let title = chart.title { context.title = title }
        let title = context.options.drawsTitle ? context.title?.trimmingASCIIWhitespace() ?? "" : ""
        let layout = QuadrantLayout(chart: chart, title: title, context: context)
        var svg = SVGWriter(capacity: 4096 + chart.points.count * 400)
        svg.openGroup(class: "main")
        svg.openGroup(class: "quadrants")
        for quadrant in layout.quadrants() {
            svg.openGroup(class: "quadrant")
            svg.start("rect")
            svg.frame(x: quadrant.x, y: quadrant.y, width: quadrant.width, height: quadrant.height)
            svg.attr("style", "fill:" + context.color(quadrant.fill))
            svg.endEmpty()
            if let label = quadrant.label { text(label, context: context, into: &svg) }
            svg.end("g")
        }
        svg.end("g")
        svg.openGroup(class: "border")
        for line in layout.borders() {
            svg.start("line")
            svg.endpoints(x1: line.x1, y1: line.y1, x2: line.x2, y2: line.y2)
            svg.attr("style", "stroke:" + context.color(line.color) + ";stroke-width:" + line.width.svg)
            svg.endEmpty()
        }
        svg.end("g")
        svg.openGroup(class: "data-points")
        for point in layout.points() {
            svg.openGroup(class: "data-point")
            svg.start("circle")
            svg.attr("cx", point.x)
            svg.attr("cy", point.y)
            svg.attr("r", point.radius)
            let fill = point.color ?? context.color("quadrantPointFill")
            let stroke = point.strokeColor ?? context.color("quadrantPointFill")
            svg.attr("style", "fill:" + fill + ";stroke:" + stroke + ";stroke-width:" + point.strokeWidth)
            svg.endEmpty()
            text(point.label, context: context, into: &svg)
            svg.end("g")
        }
        svg.end("g")
        svg.openGroup(class: "labels")
        for label in layout.axisLabels() {
            svg.openGroup(class: "label")
            text(label, context: context, into: &svg)
            svg.end("g")
        }
        svg.end("g")
        if let titleLabel = layout.titleLabel() {
            svg.openGroup(class: "title")
            text(titleLabel, context: context, into: &svg)
            svg.end("g")
        }
        svg.end("g")
        return DiagramDrawing(body: svg, css: "#\(context.idPrefix) .main text{font-family:\(context.fontFamily);}",
                              minX: 0, minY: 0, width: layout.width, height: layout.height, svgClass: "",
                              roleDescription: "quadrantChart", drewTitle: true)
    }

    /// A label as mermaid writes it: at the origin, moved and rotated by its transform.
    static func text(_ label: QuadrantLayout.Label, context: DiagramContext, into svg: inout SVGWriter) {
        svg.start("text")
        svg.attr("x", 0)
        svg.attr("y", 0)
        svg.attr("font-size", label.fontSize)
        svg.attr("dominant-baseline", label.baseline)
        svg.attr("text-anchor", label.anchor)
        svg.attr("transform", format: "translate(\(label.x), \(label.y)) rotate(\(label.rotation))")
        svg.attr("style", "fill:" + context.color(label.color))
        svg.startBody()
        svg.text(label.text)
        svg.end("text")
    }
}

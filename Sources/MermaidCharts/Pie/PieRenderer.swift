// Why: draws `pie` diagrams as mermaid 11 does — a 450px chart with the slices in source order
// (slices under 1% left out, as mermaid), percentage labels at `pie.textPosition` of the radius,
// the title above and the legend on the right — with the theme's `pie1…pie12` colours as CSS
// variables so the chart follows the page's colour scheme.
import Foundation
import MermaidCore

/// Renders `pie` diagrams.
package enum PieRenderer: DiagramRenderer {
    package static let keywords = ["pie"]

    /// mermaid's fixed geometry: chart height (and width), margin, legend swatch and spacing.
    static let height = 450.0
    static let margin = 40.0
    static let swatch = 18.0
    static let spacing = 4.0
    static var radius: Double { height / 2 - margin }

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let (chart, warnings) = try PieParser.parse(source)
        for w in warnings { context.warn(w.message, line: w.line, column: w.column, sourceLine: w.sourceLine) }
        if let title = chart.title { context.title = title }
        // A host that captions the figure itself asks for no drawn title (`RenderOptions.drawsTitle`).
        let title = context.options.drawsTitle ? context.title?.trimmingASCIIWhitespace() : nil
        let textPosition = context.setting("pie", "textPosition")?.doubleValue ?? 0.75
        let outerStroke = PieStyle.pixels(context.literalColor("pieOuterStrokeWidth")) ?? 2
        let legendSize = PieStyle.pixels(context.literalColor("pieLegendTextSize")) ?? 17
        let titleSize = PieStyle.pixels(context.literalColor("pieTitleTextSize")) ?? 25
        let center = height / 2
        let hole = context.setting("pie", "donutHole")?.doubleValue.flatMap { $0 > 0 && $0 <= 0.9 ? $0 : nil } ?? 0
        let labels = chart.slices.map { chart.showData ? "\($0.label) [\(JSNumber.string($0.value))]" : $0.label }
        let longest = labels.map { context.text.width(of: $0, size: legendSize) }.max() ?? 0
        var position = context.setting("pie", "legendPosition")?.stringValue ?? "right"
        if !PieLegendPlacement.positions.contains(position) {
            let hint = EditDistance.suggestion(for: position, among: PieLegendPlacement.positions)
            context.warn("unknown pie.legendPosition '\(position)'" + (hint.map { ", did you mean '\($0)'?" } ?? "; using 'right'"),
                         line: source.header?.number ?? 1)
            position = "right"
        }
        let legend = PieLegendPlacement(position: position, rows: labels.count, longest: longest)

        var svg = SVGWriter(capacity: 4096 + chart.slices.count * 400)
        svg.start("g")
        svg.attr("transform", format: "translate(\(center),\(center))")
        svg.startBody()
        svg.start("g")
        if legend.pieShift != (0, 0) {
            svg.attr("transform", format: "translate(\(legend.pieShift.0), \(legend.pieShift.1))")
        }
        svg.startBody()
        svg.start("circle")
        svg.attr("cx", 0)
        svg.attr("cy", 0)
        svg.attr("r", radius + outerStroke / 2)
        svg.attr("class", "pieOuterCircle")
        svg.endEmpty()
        let arcs = PieGeometry.arcs(chart)
        let total = chart.total
        for arc in arcs {
            svg.start("path")
            svg.attr("d", format: SVGValue(PieGeometry.path(from: arc.start, to: arc.end, radius: radius, inner: hole * radius)))
            svg.attr("class", "pieCircle")
            svg.attr("style", "fill:" + PieStyle.sliceColor(arc.index, context: context))
            svg.endEmpty()
        }
        for arc in arcs {
            let (x, y) = PieGeometry.centroid(from: arc.start, to: arc.end, radius: radius * textPosition)
            svg.start("text")
            svg.attr("transform", format: "translate(\(x),\(y))")
            svg.attr("class", "slice")
            svg.attr("text-anchor", "middle")
            svg.startBody()
            svg.text(JSNumber.toFixed(chart.slices[arc.index].value / total * 100) + "%")
            svg.end("text")
        }
        svg.end("g")
        var titleWidth = 0.0
        if let title, !title.isEmpty {
            titleWidth = context.text.width(of: title, size: titleSize)
            svg.start("text")
            svg.attr("x", 0)
            svg.attr("y", -(height - 50) / 2)
            svg.attr("class", "pieTitleText")
            svg.startBody()
            svg.text(title)
            svg.end("text")
        }
        for (index, label) in labels.enumerated() {
            let (x, y) = legend.origin(row: index)
            svg.start("g")
            svg.attr("class", "legend")
            svg.attr("transform", format: "translate(\(x),\(y))")
            svg.startBody()
            svg.start("rect")
            svg.attr("width", swatch)
            svg.attr("height", swatch)
            let color = PieStyle.sliceColor(index, context: context)
            svg.attr("style", "fill:" + color + ";stroke:" + color)
            svg.endEmpty()
            svg.start("text")
            svg.attr("x", swatch + spacing)
            svg.attr("y", swatch - spacing)
            svg.startBody()
            svg.text(label)
            svg.end("text")
            svg.end("g")
        }
        svg.end("g")

        let chartWidth = height + margin + legend.extraWidth
        let minX = min(0, center - titleWidth / 2)
        let maxX = max(chartWidth, center + titleWidth / 2)
        return DiagramDrawing(body: svg, css: PieStyle.css(context: context), minX: minX, minY: 0,
                              width: maxX - minX, height: height + legend.extraHeight, svgClass: "", roleDescription: "pie",
                              drewTitle: true)
    }
}

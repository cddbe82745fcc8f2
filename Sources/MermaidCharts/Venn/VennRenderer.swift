// Why: draws `venn-beta` diagrams in mermaid 11's DOM (`g.venn-area.venn-circle.venn-set-N` with a
// circle path and its label, `g.venn-area.venn-intersection` with the overlap's outline, text
// nodes in a grid inside their region) on an 800 × 450 chart, with the layout of `VennLayout`.
// Text nodes are SVG text wrapped to their cell (mermaid uses HTML in a foreignObject).
import Foundation
import MermaidCore

/// Renders `venn-beta` diagrams.
package enum VennRenderer: DiagramRenderer {
    package static let keywords = ["venn-beta", "venn"]

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let diagram = try VennParser.parse(source)
        if let title = diagram.title { context.title = title }
        let width = context.setting("venn", "width", clampedTo: 100...10_000) ?? 800
        let height = context.setting("venn", "height", clampedTo: 100...10_000) ?? 450
        let padding = context.setting("venn", "padding", clampedTo: 0...1000) ?? 15
        let scale = width / 1600
        let title = context.options.drawsTitle ? context.title : nil
        let titleHeight = title != nil ? 48 * scale : 0
        let layout = VennLayout(subsets: diagram.subsets, width: width, height: height - titleHeight, padding: padding)

        var svg = SVGWriter(capacity: 4096 + diagram.subsets.count * 600)
        if let title {
            svg.start("text")
            svg.attr("class", "venn-title")
            svg.attr("font-size", (32 * scale).svg + "px")
            svg.attr("text-anchor", "middle")
            svg.attr("dominant-baseline", "middle")
            svg.attr("x", width / 2)
            svg.attr("y", 32 * scale)
            svg.startBody()
            svg.text(title)
            svg.end("text")
        }
        svg.start("g")
        svg.attr("transform", format: "translate(0, \(titleHeight))")
        svg.startBody()
        var setIndex = 0
        for subset in diagram.subsets {
            let key = VennLayout.key(subset.sets)
            let style = diagram.style(for: subset.sets)
            let centre = layout.textCentres[key] ?? (0, -1000)
            let label = subset.label ?? (subset.sets.count == 1 ? subset.sets[0] : "")
            if subset.sets.count == 1, let circle = layout.circles[subset.sets[0]] {
                let n = setIndex % 8
                setIndex += 1
                svg.start("g")
                svg.attr("class", "venn-area venn-circle venn-set-\(n)")
                svg.attr("data-venn-sets", key.replacingOccurrences(of: "|", with: "_"))
                svg.startBody()
                let fill = style["fill"].map(SVGDocument.sanitizeStyleValue) ?? context.color("venn\(n + 1)")
                let stroke = style["stroke"].map(SVGDocument.sanitizeStyleValue) ?? fill
                let strokeWidth = style["stroke-width"].map(SVGDocument.sanitizeStyleValue) ?? (5 * scale).svg
                let opacity = style["fill-opacity"].map(SVGDocument.sanitizeStyleValue) ?? "0.1"
                svg.start("path")
                svg.attr("d", circlePath(circle))
                svg.attr("style", "fill-opacity: \(opacity); fill: \(fill); stroke: \(stroke); stroke-width: \(strokeWidth); stroke-opacity: 0.95;")
                svg.endEmpty()
                let textColor = style["color"].map(SVGDocument.sanitizeStyleValue)
                    ?? style["fill"].flatMap { Color(css: $0) }.map { $0.darkened(30).css }
                    ?? context.color("vennLabel\(n + 1)")
                labelText(label, at: centre, color: textColor, size: 48 * scale, into: &svg)
                svg.end("g")
            } else if subset.sets.count > 1 {
                let circles = subset.sets.compactMap { layout.circles[$0] }
                svg.start("g")
                svg.attr("class", "venn-area venn-intersection")
                svg.attr("data-venn-sets", key.replacingOccurrences(of: "|", with: "_"))
                svg.startBody()
                svg.start("path")
                svg.attr("d", intersectionPath(circles))
                if let fill = style["fill"].map(SVGDocument.sanitizeStyleValue) {
                    svg.attr("style", "fill-opacity: 1; fill: \(fill);")
                } else {
                    svg.attr("style", "fill-opacity: 0; fill: transparent;")
                }
                svg.endEmpty()
                let color = style["color"].map(SVGDocument.sanitizeStyleValue) ?? context.color("vennSetTextColor")
                labelText(label, at: centre, color: color, size: 48 * scale, into: &svg)
                svg.end("g")
            }
        }
        if !diagram.texts.isEmpty {
            VennTextNodes(diagram: diagram, layout: layout, scale: scale, context: context).draw(into: &svg)
        }
        svg.end("g")
        let css = "#\(context.idPrefix) .venn-title{font-size:\((64 * scale).svg)px;fill:\(context.color("vennTitleTextColor"));}"
            + "#\(context.idPrefix) .venn-text-node{fill:\(context.color("vennSetTextColor"));}"
        // mermaid centres the title's middle 16px from the top; its capitals reach above the chart,
        // so the viewBox starts a little higher.
        let above = title != nil ? 12 * scale : 0
        return DiagramDrawing(body: svg, css: css, minX: 0, minY: -above, width: width, height: height + above, svgClass: "",
                              roleDescription: "venn", drewTitle: true)
    }

    static func labelText(_ label: String, at centre: (x: Double, y: Double), color: String, size: Double, into svg: inout SVGWriter) {
        // Whole pixels, as venn.js (`Math.floor`); the nudge absorbs the optimiser's last 1e-9.
        let x = (centre.x + 1e-6).rounded(.down), y = (centre.y + 1e-6).rounded(.down)
        svg.start("text")
        svg.attr("class", "label")
        svg.attr("text-anchor", "middle")
        svg.attr("dy", ".35em")
        svg.attr("x", x)
        svg.attr("y", y)
        svg.attr("style", "fill: \(color); font-size: \(size.svg)px;")
        svg.startBody()
        svg.start("tspan")
        svg.attr("x", x)
        svg.attr("y", y)
        svg.attr("dy", "0.35em")
        svg.startBody()
        svg.text(label)
        svg.end("tspan")
        svg.end("text")
    }

    static func circlePath(_ c: VennCircle) -> String {
        "M \(c.x.svg) \(c.y.svg) \nm -\(c.radius.svg) 0 \na \(c.radius.svg) \(c.radius.svg) 0 1 0 \((2 * c.radius).svg) 0 \na \(c.radius.svg) \(c.radius.svg) 0 1 0 -\((2 * c.radius).svg) 0"
    }

    static func intersectionPath(_ circles: [VennCircle]) -> String {
        let arcs = VennGeometry.intersection(circles).arcs
        if arcs.isEmpty { return "M 0 0" }
        if arcs.count == 1 { return circlePath(arcs[0].circle) }
        var path = "M \(arcs[0].p2.x.svg) \(arcs[0].p2.y.svg)"
        for arc in arcs {
            let r = arc.circle.radius
            path += " \nA \(r.svg) \(r.svg) 0 \(arc.width > r ? 1 : 0) 1 \(arc.p1.x.svg) \(arc.p1.y.svg)"
        }
        return path
    }
}

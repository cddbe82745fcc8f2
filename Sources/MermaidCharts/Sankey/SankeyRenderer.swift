// Why: draws `sankey` diagrams as mermaid 11 does: a `g.nodes` group of coloured bars (d3's
// Tableau 10 scheme, or `sankey.nodeColors`), a `g.node-labels` group (with `showValues`, the
// node's total under its name; `labelStyle: outlined` adds a halo copy and puts every label to
// the right), and a `g.links` group of thick horizontal curves coloured by source, target, a
// gradient between the two (an SVG linearGradient per link) or one fixed colour.
import MermaidCore

/// Renders `sankey` and `sankey-beta` diagrams.
package enum SankeyRenderer: DiagramRenderer {
    package static let keywords = ["sankey", "sankey-beta"]

    /// d3's `schemeTableau10`, the colours mermaid gives nodes in order of first use.
    static let palette = ["#4e79a7", "#f28e2c", "#e15759", "#76b7b2", "#59a14f",
                          "#edc949", "#af7aa1", "#ff9da7", "#9c755f", "#bab0ab"]

    /// Label font size, and the glyph box above and below the baseline in em (mermaid's default
    /// font, as its browser measures the labels' box).
    static let labelSize = 14.0
    static let labelAscent = 0.93, labelDescent = 0.22

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let diagram = try SankeyParser.parse(source)
        let settings = SankeySettings(context: context, line: source.header?.number ?? 1)
        let layout = try SankeyLayout(diagram, width: settings.width, height: settings.height,
                                      nodeWidth: settings.nodeWidth, nodePadding: settings.nodePadding,
                                      alignment: settings.alignment, in: source)
        let prefix = context.idPrefix
        // Colours: explicit ones first; the scheme is handed out in node order to the rest.
        var colors: [String] = []
        var nextColor = 0
        for name in diagram.nodes {
            if let explicit = settings.nodeColors[name] {
                colors.append(explicit)
            } else {
                colors.append(palette[nextColor % palette.count])
                nextColor += 1
            }
        }

        var svg = SVGWriter(capacity: 1024 + layout.nodes.count * 300 + layout.links.count * 500)
        svg.start("g")
        svg.attr("class", "nodes")
        svg.startBody()
        for (i, node) in layout.nodes.enumerated() {
            svg.start("g")
            svg.attr("class", "node")
            svg.attr("id", "\(prefix)-node-\(i + 1)")
            svg.attr("transform", format: "translate(\(node.x0),\(node.y0))")
            svg.attr("x", node.x0)
            svg.attr("y", node.y0)
            svg.startBody()
            svg.start("rect")
            svg.attr("height", node.y1 - node.y0)
            svg.attr("width", node.x1 - node.x0)
            svg.attr("fill", colors[i])
            svg.endEmpty()
            svg.end("g")
        }
        svg.end("g")

        // mermaid sizes the drawing to its contents' box, so labels at the edges widen it.
        var right = settings.width
        var topEdge = 0.0, bottomEdge = settings.height
        svg.start("g")
        svg.attr("class", "node-labels")
        svg.attr("font-size", labelSize)
        svg.startBody()
        let passes = settings.outlined ? ["sankey-label-bg", "sankey-label-fg"] : [""]
        for className in passes {
            for (i, node) in layout.nodes.enumerated() {
                let onLeft = settings.outlined || node.x0 < settings.width / 2
                var label = diagram.nodes[i]
                if settings.showValues {
                    label += "\n" + settings.prefix + JSNumber.string((node.value * 100).rounded() / 100) + settings.suffix
                }
                let x = onLeft ? node.x1 + 6 : node.x0 - 6
                if onLeft { right = max(right, x + context.text.width(of: label, size: labelSize)) }
                let baseline = (node.y0 + node.y1) / 2 + (settings.showValues ? 0 : 0.35 * labelSize)
                topEdge = min(topEdge, baseline - labelAscent * labelSize)
                bottomEdge = max(bottomEdge, baseline + labelDescent * labelSize)
                svg.start("text")
                if !className.isEmpty { svg.attr("class", className) }
                svg.attr("x", x)
                svg.attr("y", (node.y0 + node.y1) / 2)
                svg.attr("dy", settings.showValues ? "0em" : "0.35em")
                svg.attr("text-anchor", onLeft ? "start" : "end")
                svg.startBody()
                svg.text(label)
                svg.end("text")
            }
        }
        svg.end("g")

        svg.start("g")
        svg.attr("class", "links")
        svg.attr("fill", "none")
        svg.attr("stroke-opacity", 0.5)
        svg.startBody()
        for (i, link) in layout.links.enumerated() {
            let from = layout.nodes[link.source], to = layout.nodes[link.target]
            svg.start("g")
            svg.attr("class", "link")
            svg.attr("style", "mix-blend-mode: multiply;")
            svg.startBody()
            let stroke: String
            switch settings.linkColor {
            case "source": stroke = colors[link.source]
            case "target": stroke = colors[link.target]
            case "gradient":
                let id = "\(prefix)-linearGradient-\(layout.nodes.count + i + 1)"
                svg.start("linearGradient")
                svg.attr("id", id)
                svg.attr("gradientUnits", "userSpaceOnUse")
                svg.attr("x1", from.x1)
                svg.attr("x2", to.x0)
                svg.startBody()
                for (offset, color) in [("0%", colors[link.source]), ("100%", colors[link.target])] {
                    svg.start("stop")
                    svg.attr("offset", offset)
                    svg.attr("stop-color", color)
                    svg.endEmpty()
                }
                svg.end("linearGradient")
                stroke = "url(#\(id))"
            default: stroke = settings.linkColor
            }
            let midX = (from.x1 + to.x0) / 2
            svg.start("path")
            svg.attr("d", format: "M\(from.x1),\(link.y0)C\(midX),\(link.y0),\(midX),\(link.y1),\(to.x0),\(link.y1)")
            svg.attr("stroke", stroke)
            svg.attr("stroke-width", max(1, link.width))
            svg.endEmpty()
            svg.end("g")
        }
        svg.end("g")
        return DiagramDrawing(body: svg, css: css(context: context), minX: 0, minY: topEdge, width: right,
                              height: bottomEdge - topEdge, svgClass: "", roleDescription: "sankey")
    }

    /// mermaid's sankey rules: the outlined labels' halo in the node background colour.
    /// Remembered per theme and font (``StyleSheetMemo``): it depends on nothing else.
    static func css(context: DiagramContext) -> String {
        StyleSheetMemo.css("sankey", context: context) { writeCSS(context: context) }
    }

    private static func writeCSS(context: DiagramContext) -> String {
        let p = "#" + context.idPrefix
        return """
        \(p) .sankey-label-bg{stroke:\(context.color("mainBkg"));stroke-width:4px;stroke-linejoin:round;paint-order:stroke;}\
        \(p) .sankey-label-fg{fill:\(context.color("textColor"));}\
        \(p) .node-labels text{fill:\(context.color("textColor"));}\
        \(p) .node rect{shape-rendering:crispEdges;}\
        \(p) .link{fill:none;stroke-opacity:0.5;mix-blend-mode:multiply;}
        """
    }
}

// Why: draws `wardley-beta` maps in mermaid 11's DOM and geometry: a `g.wardley-map` holding the
// background, title, axes, evolution stages, pipelines, links (cut at the node's edge, with arrow
// markers for flows and rotated labels), evolution trends, nodes, annotations, notes and forces, on
// a fixed canvas (900 × 600 by default, `size [w, h]` or the `wardley-beta` config section).
// Colours are classes styled from the theme's `wardley…` variables or `themeVariables.wardley`.
import Foundation
import MermaidCore

/// Renders `wardley-beta` maps.
package enum WardleyRenderer: DiagramRenderer {
    package static let keywords = ["wardley-beta"]

    /// Canvas and sizes (mermaid's `wardley-beta` config).
    struct Canvas {
        var width: Double
        var height: Double
        var padding: Double
        var nodeRadius: Double
        var nodeLabelOffset: Double
        var axisFontSize: Double
        var labelFontSize: Double
        var showGrid: Bool

        var chartWidth: Double { width - 2 * padding }
        var chartHeight: Double { height - 2 * padding }
        func x(_ percent: Double) -> Double { padding + percent / 100 * chartWidth }
        func y(_ percent: Double) -> Double { height - padding - percent / 100 * chartHeight }
        /// Side of a pipeline parent's square.
        var squareSize: Double { nodeRadius * 1.6 }
    }

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let map = try WardleyParser.parse(source, warn: context.warn)
        if let title = map.title, !title.isEmpty { context.title = title }
        func setting(_ key: String, _ range: ClosedRange<Double>, _ fallback: Double) -> Double {
            context.setting("wardley-beta", key, clampedTo: range) ?? context.setting("wardley", key, clampedTo: range) ?? fallback
        }
        let canvas = Canvas(width: map.size?.width ?? setting("width", 1...20_000, 900),
                            height: map.size?.height ?? setting("height", 1...20_000, 600),
                            padding: setting("padding", 0...1_000, 48), nodeRadius: setting("nodeRadius", 0...100, 6),
                            nodeLabelOffset: setting("nodeLabelOffset", 0...1_000, 8), axisFontSize: setting("axisFontSize", 1...200, 12),
                            labelFontSize: setting("labelFontSize", 1...200, 10),
                            showGrid: (context.setting("wardley-beta", "showGrid") ?? context.setting("wardley", "showGrid"))?.boolValue ?? false)
        var positions: [String: (x: Double, y: Double)] = [:]
        for node in map.nodes { positions[node.id] = (canvas.x(node.point.x), canvas.y(node.point.y)) }

        var svg = SVGWriter(capacity: 8192 + map.nodes.count * 600 + map.links.count * 300)
        svg.openGroup(class: "wardley-map")
        svg.start("rect")
        svg.attr("class", "wardley-background")
        svg.attr("width", canvas.width)
        svg.attr("height", canvas.height)
        svg.endEmpty()
        if context.options.drawsTitle, let title = context.title, !title.isEmpty {
            text(title, x: canvas.width / 2, y: canvas.padding / 2, size: canvas.axisFontSize * 1.05, class: "wardley-title",
                 bold: true, anchor: "middle", baseline: "middle", into: &svg)
        }
        drawAxes(map, canvas, into: &svg)
        if canvas.showGrid { drawGrid(canvas, into: &svg) }
        if !map.pipelines.isEmpty { drawPipelines(map, canvas, positions: &positions, into: &svg) }
        drawLinks(map, canvas, positions: positions, prefix: context.idPrefix, into: &svg)
        drawTrends(map, canvas, positions: positions, prefix: context.idPrefix, into: &svg)
        WardleyNodes(map: map, canvas: canvas, positions: positions).draw(into: &svg)
        WardleyExtras(map: map, canvas: canvas, text: context.text).draw(into: &svg)
        svg.end("g")
        drawMarkers(prefix: context.idPrefix, into: &svg)
        // The canvas, grown where a label placed near its edge runs past it (mermaid clips those).
        let ink = textExtent(map, canvas, positions: positions, text: context.text)
        let minX = ink.minX < 0 ? ink.minX - 2 : 0, minY = ink.minY < 0 ? ink.minY - 2 : 0
        let maxX = ink.maxX > canvas.width ? ink.maxX + 2 : canvas.width, maxY = ink.maxY > canvas.height ? ink.maxY + 2 : canvas.height
        return DiagramDrawing(body: svg, css: WardleyStyle.css(context), minX: minX, minY: minY, width: maxX - minX, height: maxY - minY,
                              svgClass: "", roleDescription: "wardley", drewTitle: true)
    }

    /// Where node labels, notes and force labels reach (left, top, right, bottom).
    static func textExtent(_ map: WardleyMap, _ c: Canvas, positions: [String: (x: Double, y: Double)], text: TextMeasurer)
        -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var box = (minX: 0.0, minY: 0.0, maxX: c.width, maxY: c.height)
        func add(_ x: Double, _ baseline: Double, _ width: Double, _ size: Double, centred: Bool) {
            let left = centred ? x - width / 2 : x
            box.minX = min(box.minX, left)
            box.maxX = max(box.maxX, left + width)
            box.minY = min(box.minY, baseline - size)
            box.maxY = max(box.maxY, baseline + size * 0.25)
        }
        let nodes = WardleyNodes(map: map, canvas: c, positions: positions)
        for node in map.nodes {
            guard let p = positions[node.id] else { continue }
            let (x, y) = nodes.labelPoint(node, p)
            let width = text.naturalWidth(of: node.label, size: c.labelFontSize, bold: node.kind == .anchor)
            add(x, node.kind == .anchor ? y + c.labelFontSize / 2 : y, width, c.labelFontSize, centred: node.kind == .anchor)
        }
        for note in map.notes {
            add(c.x(note.point.x), c.y(note.point.y), text.naturalWidth(of: note.text, size: 11, bold: true), 11, centred: false)
        }
        for force in map.forces {
            add(c.x(force.point.x) + 30, c.y(force.point.y) + 30, text.naturalWidth(of: force.name, size: 10, bold: true), 10, centred: true)
        }
        return box
    }

    static func text(_ content: String, x: Double, y: Double, size: Double, class className: String? = nil, bold: Bool = false,
                     anchor: String? = nil, baseline: String? = nil, transform: String? = nil, into svg: inout SVGWriter) {
        svg.start("text")
        svg.attr("class", className)
        svg.attr("x", x)
        svg.attr("y", y)
        svg.attr("font-size", size)
        if bold { svg.attr("font-weight", "bold") }
        svg.attr("text-anchor", anchor)
        svg.attr("dominant-baseline", baseline)
        svg.attr("transform", transform)
        svg.startBody()
        svg.text(content)
        svg.end("text")
    }

    static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, class className: String? = nil,
                     width: Double? = nil, dash: String? = nil, into svg: inout SVGWriter) {
        svg.start("line")
        svg.attr("class", className)
        svg.endpoints(x1: x1, y1: y1, x2: x2, y2: y2)
        if let width { svg.attr("stroke-width", width) }
        svg.attr("stroke-dasharray", dash)
    }

    private static func drawAxes(_ map: WardleyMap, _ c: Canvas, into svg: inout SVGWriter) {
        svg.openGroup(class: "wardley-axes")
        line(c.padding, c.height - c.padding, c.width - c.padding, c.height - c.padding, width: 1, into: &svg)
        svg.endEmpty()
        line(c.padding, c.padding, c.padding, c.height - c.padding, width: 1, into: &svg)
        svg.endEmpty()
        text("Evolution", x: c.padding + c.chartWidth / 2, y: c.height - c.padding / 4, size: c.axisFontSize,
             class: "wardley-axis-label wardley-axis-label-x", bold: true, anchor: "middle", into: &svg)
        let yx = c.padding / 3, yy = c.padding + c.chartHeight / 2
        text("Visibility", x: yx, y: yy, size: c.axisFontSize, class: "wardley-axis-label wardley-axis-label-y", bold: true,
             anchor: "middle", transform: "rotate(-90 \(yx.svg) \(yy.svg))", into: &svg)
        svg.end("g")
        let stages = map.stages.isEmpty ? ["Genesis", "Custom Built", "Product", "Commodity"] : map.stages
        var spans: [(Double, Double)] = []
        if map.stageBoundaries.count == stages.count {
            var previous = 0.0
            for boundary in map.stageBoundaries { spans.append((previous, boundary)); previous = boundary }
        } else {
            let step = 1 / Double(stages.count)
            spans = stages.indices.map { (Double($0) * step, Double($0 + 1) * step) }
        }
        svg.openGroup(class: "wardley-stages")
        for (i, stage) in stages.enumerated() {
            let start = c.padding + spans[i].0 * c.chartWidth, end = c.padding + spans[i].1 * c.chartWidth
            if i > 0 {
                line(start, c.padding, start, c.height - c.padding, width: 1, dash: "5 5", into: &svg)
                svg.attr("opacity", 0.8)
                svg.endEmpty()
            }
            text(stage, x: (start + end) / 2, y: c.height - c.padding / 1.5, size: c.axisFontSize - 2, class: "wardley-stage-label",
                 anchor: "middle", into: &svg)
        }
        svg.end("g")
    }

    private static func drawGrid(_ c: Canvas, into svg: inout SVGWriter) {
        svg.openGroup(class: "wardley-grid")
        for i in 1..<4 {
            let ratio = Double(i) / 4
            line(c.padding + c.chartWidth * ratio, c.padding, c.padding + c.chartWidth * ratio, c.height - c.padding, dash: "2 6", into: &svg)
            svg.endEmpty()
            let y = c.height - c.padding - c.chartHeight * ratio
            line(c.padding, y, c.width - c.padding, y, dash: "2 6", into: &svg)
            svg.endEmpty()
        }
        svg.end("g")
    }

    /// Boxes around each pipeline's members, dotted links between them in evolution order, and the
    /// parent moved onto the box's top edge.
    private static func drawPipelines(_ map: WardleyMap, _ c: Canvas, positions: inout [String: (x: Double, y: Double)],
                                      into svg: inout SVGWriter) {
        var boxes = SVGWriter(capacity: 512), links = SVGWriter(capacity: 512)
        for pipeline in map.pipelines where !pipeline.components.isEmpty {
            let members = pipeline.components.compactMap { id in map.node(id).flatMap { n in positions[id].map { (n, $0) } } }
                .sorted { $0.0.point.x < $1.0.point.x }
            for (a, b) in zip(members, members.dropFirst()) {
                line(a.1.x, a.1.y, b.1.x, b.1.y, class: "wardley-pipeline-evolution-link", width: 1, dash: "4 4", into: &links)
                links.endEmpty()
            }
            let xs = pipeline.components.compactMap { positions[$0]?.x }
            guard let minX = xs.min(), let maxX = xs.max(), let y = pipeline.components.compactMap({ positions[$0]?.y }).last else { continue }
            let height = c.nodeRadius * 4, top = y - height / 2
            if positions[pipeline.parent] != nil { positions[pipeline.parent] = ((minX + maxX) / 2, top - c.squareSize / 6) }
            boxes.start("rect")
            boxes.attr("class", "wardley-pipeline-box")
            boxes.frame(x: minX - 15, y: top, width: maxX - minX + 30, height: height)
            boxes.attr("fill", "none")
            boxes.attr("stroke-width", 1.5)
            boxes.attr("rx", 4)
            boxes.attr("ry", 4)
            boxes.endEmpty()
        }
        svg.openGroup(class: "wardley-pipelines")
        svg.append(boxes)
        svg.end("g")
        svg.openGroup(class: "wardley-pipeline-links")
        svg.append(links)
        svg.end("g")
    }

    private static func drawLinks(_ map: WardleyMap, _ c: Canvas, positions: [String: (x: Double, y: Double)], prefix: String,
                                  into svg: inout SVGWriter) {
        let members = Dictionary(map.pipelines.map { ($0.parent, Set($0.components)) }, uniquingKeysWith: { $1 })
        let parents = Set(map.nodes.filter(\.isPipelineParent).map(\.id))
        let links = map.links.filter { link in
            positions[link.source] != nil && positions[link.target] != nil && members[link.target]?.contains(link.source) != true
        }
        func radius(_ id: String) -> Double { parents.contains(id) ? c.squareSize / 2.squareRoot() : c.nodeRadius }
        svg.openGroup(class: "wardley-links")
        for link in links {
            let s = positions[link.source]!, t = positions[link.target]!
            let dx = t.x - s.x, dy = t.y - s.y
            let d = max((dx * dx + dy * dy).squareRoot(), 1e-9)
            let rs = radius(link.source), rt = radius(link.target)
            line(s.x + dx / d * rs, s.y + dy / d * rs, t.x - dx / d * rt, t.y - dy / d * rt,
                 class: link.dashed ? "wardley-link wardley-link--dashed" : "wardley-link", width: 1,
                 dash: link.dashed ? "6 6" : nil, into: &svg)
            if link.flow == .forward || link.flow == .bidirectional { svg.attr("marker-end", "url(#\(prefix)-link-arrow-end)") }
            if link.flow == .backward || link.flow == .bidirectional { svg.attr("marker-start", "url(#\(prefix)-link-arrow-start)") }
            svg.endEmpty()
        }
        for link in links {
            guard let label = link.label, !label.isEmpty else { continue }
            let s = positions[link.source]!, t = positions[link.target]!
            let dx = t.x - s.x, dy = t.y - s.y
            let d = max((dx * dx + dy * dy).squareRoot(), 1e-9)
            let lx = (s.x + t.x) / 2 + dy / d * 8, ly = (s.y + t.y) / 2 - dx / d * 8
            var angle = atan2(dy, dx) * 180 / .pi
            if angle > 90 || angle < -90 { angle += 180 }
            text(label, x: lx, y: ly, size: c.labelFontSize, class: "wardley-link-label", anchor: "middle", baseline: "middle",
                 transform: "rotate(\(angle.svg) \(lx.svg) \(ly.svg))", into: &svg)
        }
        svg.end("g")
    }

    private static func drawTrends(_ map: WardleyMap, _ c: Canvas, positions: [String: (x: Double, y: Double)], prefix: String,
                                   into svg: inout SVGWriter) {
        svg.openGroup(class: "wardley-trends")
        for trend in map.trends {
            guard let origin = positions[trend.node], let node = map.node(trend.node) else { continue }
            let tx = c.x(trend.x), ty = c.y(node.point.y)
            let dx = tx - origin.x, dy = ty - origin.y
            let d = (dx * dx + dy * dy).squareRoot()
            let cut = c.nodeRadius + 2
            line(origin.x, origin.y, d > cut ? tx - dx / d * cut : tx, d > cut ? ty - dy / d * cut : ty, class: "wardley-trend",
                 width: 1, dash: "4 4", into: &svg)
            svg.attr("marker-end", "url(#\(prefix)-arrow)")
            svg.endEmpty()
        }
        svg.end("g")
    }

    private static func drawMarkers(prefix: String, into svg: inout SVGWriter) {
        svg.open("defs")
        ChartArrowhead.marker(id: "\(prefix)-arrow", className: "wardley-trend-arrow", size: (6, 6), ref: (9, 5),
                              orient: "auto-start-reverse", viewBox: "0 0 10 10", path: "M 0 0 L 10 5 L 0 10 z", into: &svg)
        ChartArrowhead.marker(id: "\(prefix)-link-arrow-end", className: "wardley-link-arrow", size: (5, 5), ref: (9, 5),
                              viewBox: "0 0 10 10", path: "M 0 0 L 10 5 L 0 10 z", into: &svg)
        ChartArrowhead.marker(id: "\(prefix)-link-arrow-start", className: "wardley-link-arrow", size: (5, 5), ref: (1, 5),
                              viewBox: "0 0 10 10", path: "M 10 0 L 0 5 L 10 10 z", into: &svg)
        svg.end("defs")
    }
}

// Why: draws treemaps as mermaid 11 does: a `nodeWidth·10 × nodeHeight·10` squarified layout;
// each section a `g.treemapSection` with its 25px header (bold name, italic total on the right)
// over a `cScale` fill at 60% opacity; each leaf a `g.treemapNode.treemapLeafGroup` in its
// section's colour at 30% with the name centred (largest size up to 38px that fits) and the value
// below; `classDef` styles on the boxes; the viewBox is the drawn boxes plus `diagramPadding`.
import MermaidCore

/// Renders `treemap-beta` and `treemap` diagrams.
package enum TreemapRenderer: DiagramRenderer {
    package static let keywords = ["treemap-beta", "treemap"]

    /// Most nodes drawn; more is refused (bounds the drawing).
    static let maxNodes = 20_000
    static let titleHeight = 30.0

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let diagram = try TreemapParser.parse(source)
        if let title = diagram.title { context.title = title }
        func setting(_ key: String, _ fallback: Double, _ range: ClosedRange<Double>) -> Double {
            guard let v = context.setting("treemap", key)?.doubleValue, v.isFinite else { return fallback }
            return min(max(v, range.lowerBound), range.upperBound)
        }
        let width = setting("nodeWidth", 100, 1...1000) * 10
        let height = setting("nodeHeight", 40, 1...1000) * 10
        let padding = setting("padding", 10, 0...200)
        let diagramPadding = setting("diagramPadding", 8, 0...1000)
        let showValues = context.setting("treemap", "showValues")?.boolValue ?? true
        var format = TreemapValueFormat(",")!
        if let spec = context.setting("treemap", "valueFormat")?.stringValue {
            if let parsed = TreemapValueFormat(spec) {
                format = parsed
            } else {
                context.warn("treemap.valueFormat '\(spec)' is not supported; using ','", line: source.header?.number ?? 1)
            }
        }

        let boxes = TreemapLayout.layout(roots: diagram.roots, width: width, height: height, padding: padding)
        guard boxes.count <= maxNodes + 1 else {
            throw source.error("the treemap has more than \(maxNodes) nodes", line: source.header?.number ?? 1)
        }
        let title = context.options.drawsTitle ? context.title?.trimmingASCIIWhitespace() ?? "" : ""
        let top = title.isEmpty ? 0 : titleHeight
        var svg = SVGWriter(capacity: 2048 + boxes.count * 700)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ b: TreemapBox) {
            minX = min(minX, b.x0); minY = min(minY, b.y0 + top); maxX = max(maxX, b.x1); maxY = max(maxY, b.y1 + top)
        }
        if !title.isEmpty {
            svg.start("text")
            svg.attr("class", "treemapTitle")
            svg.attr("x", width / 2)
            svg.attr("y", titleHeight / 2)
            svg.attr("text-anchor", "middle")
            svg.attr("dominant-baseline", "middle")
            svg.startBody()
            svg.text(title)
            svg.end("text")
            minY = 0
            maxY = max(maxY, titleHeight)
            minX = min(minX, width / 2 - context.text.width(of: title) / 2)
            maxX = max(maxX, width / 2 + context.text.width(of: title) / 2)
        }
        svg.start("g")
        svg.attr("class", "treemapContainer")
        svg.attr("transform", format: "translate(0, \(top))")
        svg.startBody()
        for box in boxes where box.isSection {
            include(box)
            let styles = styles(box.node, diagram)
            let w = box.x1 - box.x0, h = box.y1 - box.y0
            svg.start("g")
            svg.attr("class", "treemapSection section\((box.section - 1) % 12)")
            svg.attr("transform", format: "translate(\(box.x0),\(box.y0))")
            svg.startBody()
            svg.start("rect")
            svg.frame(x: 0, y: 0, width: w, height: h)
            svg.attr("class", "treemapSection section\((box.section - 1) % 12)")
            svg.attr("style", styles.shape.isEmpty ? nil : styles.shape)
            svg.endEmpty()
            let valueText = showValues ? format.string(box.value) : ""
            let valueWidth = valueText.isEmpty ? 0 : context.text.width(of: valueText, size: 10) + 4
            let label = fitted(box.node.label, width: w - 12 - valueWidth, size: 12, context: context, bold: true)
            text(label, x: 6, y: TreemapLayout.headerHeight / 2, cls: "treemapSectionLabel", anchor: nil, style: styles.text,
                 into: &svg)
            if !valueText.isEmpty, valueWidth < w - 12 {
                text(valueText, x: w - 10, y: TreemapLayout.headerHeight / 2, cls: "treemapSectionValue", anchor: "end",
                     style: styles.text, into: &svg)
            }
            svg.end("g")
        }
        var leafIndex = 0
        for box in boxes where !box.isSection && box.depth > 0 {
            include(box)
            let styles = styles(box.node, diagram)
            let w = box.x1 - box.x0, h = box.y1 - box.y0
            svg.start("g")
            svg.attr("class", "treemapNode treemapLeafGroup leaf\(leafIndex) section\(max(box.section - 1, 0) % 12)"
                     + (box.node.className.map { " " + $0 } ?? ""))
            svg.attr("transform", format: "translate(\(box.x0),\(box.y0))")
            svg.startBody()
            leafIndex += 1
            svg.start("rect")
            svg.frame(x: 0, y: 0, width: w, height: h)
            svg.attr("class", "treemapLeaf section\(max(box.section - 1, 0) % 12)")
            svg.attr("style", styles.shape.isEmpty ? nil : styles.shape)
            svg.endEmpty()
            // Largest label size up to 38px that fits the box (none below 8px), the value at 60% under it.
            var size = min(38.0, (h - 8) / 1.7).rounded(.down)
            while size >= 8, context.text.width(of: box.node.label, size: size) > w - 8 { size -= 1 }
            if size >= 8 {
                let valueSize = (size * 0.6).rounded()
                let valueText = showValues ? format.string(box.value) : ""
                let showValue = !valueText.isEmpty && context.text.width(of: valueText, size: valueSize) <= w - 8
                let labelY = showValue ? h / 2 - valueSize * 0.55 : h / 2
                text(box.node.label, x: w / 2, y: labelY, cls: "treemapLabel", anchor: "middle", size: size, style: styles.text,
                     into: &svg)
                if showValue {
                    text(valueText, x: w / 2, y: labelY + size / 2 + valueSize / 2 + 2, cls: "treemapValue", anchor: "middle",
                         size: valueSize, style: styles.text, into: &svg)
                }
            }
            svg.end("g")
        }
        svg.end("g")
        if !(minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite) { (minX, minY, maxX, maxY) = (0, 0, 1, 1) }
        return DiagramDrawing(body: svg, css: css(context: context), minX: minX - diagramPadding, minY: minY - diagramPadding,
                              width: maxX - minX + 2 * diagramPadding, height: maxY - minY + 2 * diagramPadding,
                              svgClass: "", roleDescription: "treemap", drewTitle: true)
    }

    private static func styles(_ node: TreemapDiagram.Node, _ diagram: TreemapDiagram) -> (shape: String, text: String) {
        guard let name = node.className, let raw = diagram.classDefs[name] else { return ("", "") }
        return StyleDeclarations.partition(StyleDeclarations.split(raw))
    }

    /// `label`, cut with `…` to fit `width` at `size`.
    private static func fitted(_ label: String, width: Double, size: Double, context: DiagramContext, bold: Bool) -> String {
        guard context.text.width(of: label, size: size, bold: bold) > width else { return label }
        var chars = Array(label)
        while !chars.isEmpty, context.text.width(of: String(chars) + "…", size: size, bold: bold) > width { chars.removeLast() }
        return chars.isEmpty ? "" : String(chars) + "…"
    }

    private static func text(_ content: String, x: Double, y: Double, cls: String, anchor: String?, size: Double? = nil,
                             style: String, into svg: inout SVGWriter) {
        guard !content.isEmpty else { return }
        svg.start("text")
        svg.attr("class", cls)
        svg.attr("x", x)
        svg.attr("y", y)
        svg.attr("text-anchor", anchor)
        svg.attr("dominant-baseline", "central")
        if let size { svg.attr("font-size", size) }
        svg.attr("style", style.isEmpty ? nil : style)
        svg.startBody()
        svg.text(content)
        svg.end("text")
    }

    /// Sections and leaves from the colour scale (section N uses `cScale N`), text in its label colour.
    /// Remembered per theme and font (``StyleSheetMemo``): it depends on nothing else.
    static func css(context: DiagramContext) -> String {
        StyleSheetMemo.css("treemap", context: context) { writeCSS(context: context) }
    }

    private static func writeCSS(context: DiagramContext) -> String {
        let p = "#" + context.idPrefix
        var css = "\(p) .treemapTitle{font-size:16px;fill:\(context.color("textColor"));}"
        css += "\(p) .treemapSectionLabel{font-size:12px;font-weight:bold;}\(p) .treemapSectionValue{font-size:10px;font-style:italic;}"
        for i in 0..<12 {
            let fill = context.color("cScale\(i)")
            let stroke = context.color("cScalePeer\(i)")
            let label = context.color("cScaleLabel\(i)")
            css += "\(p) rect.treemapSection.section\(i){fill:\(fill);fill-opacity:0.6;stroke:\(stroke);stroke-width:2;stroke-opacity:0.4;}"
            css += "\(p) rect.treemapLeaf.section\(i){fill:\(fill);fill-opacity:0.3;stroke:\(fill);stroke-width:3;}"
            css += "\(p) g.section\(i) text{fill:\(label);}"
        }
        return css
    }
}

// Why: the entry point of the treeView type: one row per node, indented by depth, with the
// connector lines of a file browser, in mermaid's DOM (`tree-view`, `treeView-node-label`,
// `treeView-node-line`) and with its config (`rowIndent`, `paddingX`, `paddingY`,
// `lineThickness`) and theme variables (`themeVariables.treeView.labelFontSize/labelColor/lineColor`).
import MermaidCore

/// Renders `treeView-beta` diagrams.
package enum TreeViewRenderer: DiagramRenderer {
    package static let keywords = ["treeView-beta"]

    struct Settings {
        var rowIndent = 10.0, paddingX = 5.0, paddingY = 5.0, lineThickness = 1.0
        var fontSize = 16.0
        var labelColor: String?
        var lineColor: String?

        init(context: DiagramContext) {
            func number(_ key: String, _ fallback: Double, _ range: ClosedRange<Double>) -> Double {
                guard let value = context.setting("treeView", key)?.doubleValue, value.isFinite else { return fallback }
                return min(max(value, range.lowerBound), range.upperBound)
            }
            rowIndent = number("rowIndent", 10, 0...500)
            paddingX = number("paddingX", 5, 0...200)
            paddingY = number("paddingY", 5, 0...200)
            lineThickness = number("lineThickness", 1, 0...50)
            let variables = context.config["themeVariables"]?["treeView"]
            if let size = variables?["labelFontSize"] {
                let text = size.stringValue ?? size.doubleValue.map { "\($0)" } ?? ""
                let trimmed = text.hasSuffix("px") ? String(text.dropLast(2)) : text
                if let value = Double(trimmed.trimmingASCIIWhitespace()), value > 0, value < 200 { fontSize = value }
            }
            labelColor = variables?["labelColor"]?.stringValue.map { SVGDocument.sanitizeStyleValue($0) }
            lineColor = variables?["lineColor"]?.stringValue.map { SVGDocument.sanitizeStyleValue($0) }
        }
    }

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let tree = try TreeViewParser.parse(source)
        if context.title == nil, let title = tree.title, !title.isEmpty { context.title = title }
        let s = Settings(context: context)
        let rowHeight = s.fontSize * 1.1 + 2 * s.paddingY
        var svg = SVGWriter(capacity: 200 * tree.nodes.count)
        svg.openGroup(class: "tree-view")
        var width = 0.0
        for (row, node) in tree.nodes.enumerated() {
            let indent = Double(node.depth) * (s.rowIndent + s.paddingX)
            let top = Double(row) * rowHeight
            let labelWidth = context.text.width(of: node.name, size: s.fontSize, bold: row == 0)
            width = max(width, indent + labelWidth + 2 * s.paddingX)
            svg.open("g")
            svg.start("text")
            svg.attr("dominant-baseline", "middle")
            svg.attr("class", row == 0 ? "treeView-node-label treeView-node-dir" : "treeView-node-label")
            svg.attr("x", indent + s.paddingX)
            svg.attr("y", top + rowHeight / 2)
            svg.startBody()
            svg.text(node.name)
            svg.end("text")
            svg.end("g")
            if row > 0 { line(x1: indent - s.rowIndent, y1: top + rowHeight / 2, x2: indent, y2: top + rowHeight / 2, s, &svg) }
            if let last = node.lastChild {
                let x = indent + s.paddingX
                line(x1: x, y1: top + rowHeight, x2: x, y2: Double(last) * rowHeight + rowHeight / 2 + s.lineThickness / 2, s, &svg)
            }
        }
        svg.end("g")
        let p = "#" + context.idPrefix + " "
        let label = s.labelColor ?? context.color("textColor")
        let stroke = s.lineColor ?? context.color("lineColor")
        let css = p + ".treeView-node-label{font-size:" + NumberFormat.format(s.fontSize) + "px;fill:" + label
            + ";white-space:pre;}" + p + ".treeView-node-dir{font-weight:bold;}" + p + ".treeView-node-line{stroke:"
            + stroke + ";}"
        return DiagramDrawing(body: svg, css: css, minX: -s.lineThickness / 2, minY: 0, width: width + s.lineThickness,
                              height: Double(tree.nodes.count) * rowHeight, svgClass: "", roleDescription: "treeView")
    }

    private static func line(x1: Double, y1: Double, x2: Double, y2: Double, _ s: Settings, _ svg: inout SVGWriter) {
        svg.start("line")
        svg.endpoints(x1: x1, y1: y1, x2: x2, y2: y2)
        svg.attr("stroke-width", s.lineThickness)
        svg.attr("class", "treeView-node-line")
        svg.endEmpty()
    }
}

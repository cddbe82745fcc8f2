// Why: one entity box — a plain titled box, or a title row over a striped attribute table with
// column dividers — drawn from the metrics the layout was given.
import GraphLayout
import MermaidCore

/// Draws one entity as mermaid's `g.node`.
struct ERNodeDrawing {
    let entity: EREntity
    let metrics: EREntityMetrics
    let box: LayoutBox
    let context: DiagramContext

    mutating func draw(into svg: inout SVGWriter) {
        let (shapeStyle, textStyle) = StyleDeclarations.partition(entity.styles)
        let classes = (["node", "default"] + entity.cssClasses.map(XMLEscape.idFragment)).joined(separator: " ")
        svg.start("g")
        svg.attr("class", classes)
        svg.attr("id", context.idPrefix + "-" + XMLEscape.idFragment(entity.domId))
        svg.attr("data-id", entity.domId)
        svg.attr("transform", format: "translate(\(box.x),\(box.y))")
        svg.startBody()
        let left = -box.width / 2
        let top = -box.height / 2
        let style = textStyle.isEmpty ? nil : textStyle
        if entity.attributes.isEmpty {
            rect(x: left, y: top, width: box.width, height: box.height, className: "basic label-container",
                 style: shapeStyle, into: &svg)
            svg.openGroup(class: "label")
            SVGText.draw(metrics.name, centerX: 0, centerY: 0, measurer: context.text, style: style, into: &svg)
            svg.end("g")
            svg.end("g")
            return
        }
        svg.openGroup(class: "outer-path")
        rect(x: left, y: top, width: box.width, height: box.height, className: "basic label-container",
             style: shapeStyle, into: &svg)
        svg.end("g")
        let tableTop = top + metrics.titleHeight
        for index in entity.attributes.indices {
            svg.openGroup(class: index % 2 == 0 ? "row-rect-odd" : "row-rect-even")
            rect(x: left, y: tableTop + Double(index) * metrics.rowHeight, width: box.width, height: metrics.rowHeight,
                 className: nil, style: "", into: &svg)
            svg.end("g")
        }
        svg.openGroup(class: "label name")
        SVGText.draw(metrics.name, centerX: 0, centerY: top + metrics.titleHeight / 2, measurer: context.text,
                     style: style, into: &svg)
        svg.end("g")
        for (index, attribute) in entity.attributes.enumerated() {
            let centerY = tableTop + (Double(index) + 0.5) * metrics.rowHeight
            var x = left
            for column in metrics.columns {
                let text = column.text(of: attribute)
                if !text.isEmpty {
                    svg.openGroup(class: "label " + column.kind.rawValue)
                    SVGText.draw(TextBlock(plain: text), x: x + EREntityMetrics.cellPadding, centerY: centerY, anchor: .start,
                                 measurer: context.text, style: style, into: &svg)
                    svg.end("g")
                }
                x += column.width
            }
        }
        // Dividers: under the title, and between the columns.
        var dividers: [(Double, Double, Double, Double)] = [(left, tableTop, -left, tableTop)]
        var x = left
        for column in metrics.columns.dropLast() {
            x += column.width
            dividers.append((x, tableTop, x, -top))
        }
        for (x1, y1, x2, y2) in dividers {
            svg.openGroup(class: "divider")
            svg.start("path")
            svg.attr("d", format: "M\(x1),\(y1) L\(x2),\(y2)")
            svg.endEmpty()
            svg.end("g")
        }
        svg.end("g")
    }

    private func rect(x: Double, y: Double, width: Double, height: Double, className: String?, style: String,
                      into svg: inout SVGWriter) {
        svg.start("rect")
        svg.attr("class", className)
        svg.frame(x: x, y: y, width: width, height: height)
        if !style.isEmpty { svg.attr("style", style) }
        svg.endEmpty()
    }
}

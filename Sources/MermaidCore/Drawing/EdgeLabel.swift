// Why: class and state diagrams (and the graph types after them) label an edge with the same
// group: a background box around centred text at the label's position. One copy, here.

/// mermaid's edge label group for graph diagrams whose labels sit at an absolute position.
package enum EdgeLabel {
    /// Draws `<g class="edgeLabel" transform="translate(x,y)"><g class="label" data-id="…">`
    /// with a `background` rect 8 px wider than the text and the text centred on the point.
    /// - Returns: the box drawn (for the drawing's bounds).
    @discardableResult
    package static func draw(_ block: TextBlock, x: Double, y: Double, id: String, measurer: TextMeasurer,
                             into svg: inout SVGWriter) -> ClusterBox {
        let width = measurer.measure(block).width + 8
        let height = Double(block.lines.count) * measurer.lineHeight()
        svg.start("g")
        svg.attr("class", "edgeLabel")
        svg.attr("transform", format: "translate(\(x),\(y))")
        svg.startBody()
        svg.start("g")
        svg.attr("class", "label")
        svg.attr("data-id", id)
        svg.startBody()
        svg.start("rect")
        svg.attr("class", "background")
        svg.frame(x: -width / 2, y: -height / 2, width: width, height: height)
        svg.endEmpty()
        SVGText.draw(block, centerX: 0, centerY: 0, measurer: measurer, into: &svg)
        svg.end("g")
        svg.end("g")
        return ClusterBox(x: x, y: y, width: width, height: height)
    }
}

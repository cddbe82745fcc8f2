// Why: every graph diagram (flowchart, class, state, and the graph types after them) labels an
// edge with the same group: a background box around the text at the label's position. One
// copy of that markup, here; the flowchart positions and draws its own text inside it.

/// mermaid's edge label group for graph diagrams.
package enum EdgeLabel {
    /// Draws `<g class="edgeLabel" transform="translate(x,y)"><g class="label" data-id="…">`
    /// with a `background` rect 8 px wider than the text and the text centred on the point.
    /// - Returns: the box drawn (for the drawing's bounds).
    @discardableResult
    package static func draw(_ block: TextBlock, x: Double, y: Double, id: String, measurer: TextMeasurer,
                             into svg: inout SVGWriter) -> ClusterBox {
        let width = measurer.measure(block).width + 8
        let height = Double(block.lines.count) * measurer.lineHeight()
        open(transform: "translate(\(x),\(y))", id: id,
             background: ClusterBox(x: 0, y: 0, width: width, height: height), into: &svg)
        SVGText.draw(block, centerX: 0, centerY: 0, measurer: measurer, into: &svg)
        close(into: &svg)
        return ClusterBox(x: x, y: y, width: width, height: height)
    }

    /// Opens the two groups — `<g class="edgeLabel" transform="…"><g class="label" data-id="…"
    /// transform="…">` — and draws the `background` rect (given by its centre and size, in the
    /// inner group's coordinates). The caller draws the text, then calls `close`.
    package static func open(transform: SVGValue, id: String, labelTransform: SVGValue? = nil,
                             background: ClusterBox, into svg: inout SVGWriter) {
        svg.start("g")
        svg.attr("class", "edgeLabel")
        svg.attr("transform", format: transform)
        svg.startBody()
        svg.start("g")
        svg.attr("class", "label")
        svg.attr("data-id", id)
        if let labelTransform { svg.attr("transform", format: labelTransform) }
        svg.startBody()
        svg.start("rect")
        svg.attr("class", "background")
        svg.frame(x: background.minX, y: background.minY, width: background.width, height: background.height)
        svg.endEmpty()
    }

    /// Closes the groups `open` started.
    package static func close(into svg: inout SVGWriter) {
        svg.end("g")
        svg.end("g")
    }
}

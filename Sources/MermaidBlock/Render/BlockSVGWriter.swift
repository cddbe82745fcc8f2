// Why: draws a laid-out block diagram in mermaid's DOM: one `g.block` holding every block as
// `g.node` (containers with a `composite` rect, shaped blocks with the flowchart's outlines, block
// arrows as one polygon), then the edges as `path.flowchart-link` with the flowchart's markers and
// `g.edgeLabel` labels.
import GraphLayout
import MermaidCore
import MermaidFlowchart

/// Writes a block diagram.
struct BlockSVGWriter {
    let layout: BlockGridLayout
    let context: DiagramContext
    var bounds = LayoutBounds()
    private var markers: MarkerSet

    init(layout: BlockGridLayout, context: DiagramContext) {
        self.layout = layout
        self.context = context
        markers = MarkerSet(prefix: context.idPrefix, diagramType: "block")
    }

    var diagram: BlockDiagram { layout.diagram }

    mutating func body() -> SVGWriter {
        var nodes = SVGWriter(capacity: diagram.order.count * 300)
        for id in diagram.order where id != BlockDiagram.rootId { drawBlock(id, into: &nodes) }
        var edges = SVGWriter()
        var labels = SVGWriter()
        drawEdges(into: &edges, labels: &labels)
        var svg = SVGWriter(capacity: nodes.byteCount + edges.byteCount + labels.byteCount + 1_024)
        markers.write(into: &svg)
        svg.openGroup(class: "block")
        svg.append(nodes)
        svg.append(edges)
        svg.openGroup(class: "edgeLabels")
        svg.append(labels)
        svg.end("g")
        svg.end("g")
        return svg
    }

    // MARK: Blocks

    private mutating func drawBlock(_ id: String, into svg: inout SVGWriter) {
        guard let block = diagram.blocks[id], let box = layout.boxes[id] else { return }
        if block.kind == .space { return }
        bounds.add(box)
        let (shapeStyle, textStyle) = StyleDeclarations.partition(block.styles)
        svg.start("g")
        svg.attr("class", (["node", "default"] + block.cssClasses.map(XMLEscape.idFragment)).joined(separator: " "))
        svg.attr("id", context.idPrefix + "-" + XMLEscape.idFragment(id))
        svg.attr("data-id", id)
        svg.attr("transform", format: "translate(\(box.x),\(box.y))")
        svg.startBody()
        var labelDY = 0.0
        switch block.kind {
        case .composite:
            rect("basic cluster composite label-container", width: box.width, height: box.height, style: shapeStyle, into: &svg)
        case .shape(let shape) where BlockGridLayout.fillsCell(shape):
            svg.start("rect")
            svg.attr("class", "basic label-container")
            if shape == .rounded {
                svg.attr("rx", "5")
                svg.attr("ry", "5")
            }
            svg.frame(x: -box.width / 2, y: -box.height / 2, width: box.width, height: box.height)
            if !shapeStyle.isEmpty { svg.attr("style", shapeStyle) }
            svg.endEmpty()
        case .shape(let shape):
            let size = context.text.measure(layout.labels[id] ?? TextBlock(plain: id))
            let geometry = ShapeGeometry.make(shape, labelWidth: size.width, labelHeight: size.height,
                                              padding: BlockGridLayout.gap, style: shapeStyle)
            svg.append(geometry.svg)
            labelDY = geometry.labelDY
        case .arrow(let heads):
            let size = layout.shapeSize(id) ?? (box.width, box.height)
            svg.start("polygon")
            svg.attr("class", "label-container")
            svg.attr("points", format: SVGValue.points(BlockArrowShape.points(width: size.width, height: size.height, heads: heads)))
            if !shapeStyle.isEmpty { svg.attr("style", shapeStyle) }
            svg.endEmpty()
        case .space:
            break
        }
        if let label = layout.labels[id], !label.isEmpty {
            svg.openGroup(class: "label")
            SVGText.draw(label, centerX: 0, centerY: labelDY, measurer: context.text,
                         style: textStyle.isEmpty ? nil : textStyle, into: &svg)
            svg.end("g")
        }
        svg.end("g")
    }

    private func rect(_ cls: String, width: Double, height: Double, style: String, into svg: inout SVGWriter) {
        svg.start("rect")
        svg.attr("class", cls)
        svg.frame(x: -width / 2, y: -height / 2, width: width, height: height)
        if !style.isEmpty { svg.attr("style", style) }
        svg.endEmpty()
    }

    // MARK: Edges

    /// The drawn outline's box of a block (a shape smaller than its cell sits centred in it).
    private func shapeBox(_ id: String) -> LayoutBox? {
        guard let cell = layout.boxes[id], let size = layout.shapeSize(id) else { return nil }
        return LayoutBox(x: cell.x, y: cell.y, width: size.width, height: size.height)
    }

    private mutating func drawEdges(into svg: inout SVGWriter, labels: inout SVGWriter) {
        for edge in diagram.edges {
            guard let a = shapeBox(edge.source), let b = shapeBox(edge.target) else { continue }
            let start = LayoutGeometry.borderPoint(of: a, toward: LayoutPoint(x: b.x, y: b.y))
            let end = LayoutGeometry.borderPoint(of: b, toward: LayoutPoint(x: a.x, y: a.y))
            bounds.add(x: start.x, y: start.y)
            bounds.add(x: end.x, y: end.y)
            svg.start("path")
            svg.attr("d", format: "M\(start.x),\(start.y)L\(end.x),\(end.y)")
            svg.attr("id", context.idPrefix + "-" + XMLEscape.idFragment(edge.id))
            svg.attr("class", EdgeCSS.classes(edge.thickness, edge.pattern) + " flowchart-link")
            svg.attr("data-id", edge.id)
            if let head = edge.startHead { svg.attr("marker-start", markers.url(head)) }
            if let head = edge.endHead { svg.attr("marker-end", markers.url(head)) }
            svg.endEmpty()
            if let text = edge.label, !text.isEmpty {
                let block = LabelText.parse(text)
                let box = EdgeLabel.draw(block, x: (start.x + end.x) / 2, y: (start.y + end.y) / 2, id: edge.id,
                                         measurer: context.text, into: &labels)
                bounds.add(LayoutBox(x: box.x, y: box.y, width: box.width, height: box.height))
            }
        }
    }
}

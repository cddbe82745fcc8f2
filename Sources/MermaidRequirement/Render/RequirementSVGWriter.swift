// Why: draws a laid-out requirement diagram in mermaid's DOM (`g.node` boxes with `g.label`
// lines and a `g.divider`; `path.relationshipLine` relations, `contains` with the circled cross
// at its container, the others dashed with an open arrow; `g.edgeLabel` `<<kind>>` labels).
import GraphLayout
import MermaidCore

/// Writes boxes, relations and labels into the graph skeleton's layers.
struct RequirementSVGWriter {
    let builder: RequirementLayoutBuilder
    let layout: LayoutResult
    var bounds = LayoutBounds()
    var graph: GraphSkeleton

    init(builder: RequirementLayoutBuilder, layout: LayoutResult) {
        self.builder = builder
        self.layout = layout
        graph = GraphSkeleton(markers: MarkerSet(prefix: builder.context.idPrefix, diagramType: "requirement"),
                              nodeCount: builder.diagram.order.count, edgeCount: builder.diagram.relations.count)
    }

    var diagram: RequirementDiagram { builder.diagram }
    var context: DiagramContext { builder.context }

    mutating func body() -> SVGWriter {
        drawRelations()
        drawBoxes()
        return graph.body
    }

    private func curve() -> CurveStyle {
        CurveStyle.forEdges(named: context.setting("requirement", "curve")?.stringValue,
                            elkLayout: context.asksForElkLayout)
    }

    private mutating func drawRelations() {
        let curve = curve()
        for (relation, id) in zip(diagram.relations, builder.edgeIds) {
            guard let points = layout.edgePoints[id], points.count >= 2 else { continue }
            for p in points { bounds.add(x: p.x, y: p.y) }
            let contains = relation.kind == .contains
            graph.edgePaths.start("path")
            graph.edgePaths.attr("d", curve.path(through: points))
            graph.edgePaths.attr("id", context.idPrefix + "-" + XMLEscape.idFragment(id))
            graph.edgePaths.attr("class", EdgeCSS.classes(.normal, contains ? .solid : .dashed) + " relationshipLine")
            graph.edgePaths.attr("data-id", id)
            if contains {
                graph.edgePaths.attr("marker-start", graph.markers.url(.requirementContainsStart))
            } else {
                graph.edgePaths.attr("marker-end", graph.markers.url(.requirementArrowEnd))
            }
            graph.edgePaths.endEmpty()
            let label = RequirementLayoutBuilder.label(relation)
            let center = layout.edgeLabels[id].map { LayoutPoint(x: $0.x, y: $0.y) } ?? PolylineMeasure.midpoint(points)
            let box = EdgeLabel.draw(label, x: center.x, y: center.y, id: id, measurer: context.text, into: &graph.edgeLabels)
            bounds.add(LayoutBox(x: box.x, y: box.y, width: box.width, height: box.height))
        }
    }

    private mutating func drawBoxes() {
        let text = context.text
        let lineHeight = text.lineHeight()
        for name in diagram.order {
            guard let node = diagram.nodes[name], let box = layout.nodes[name], let metrics = builder.metrics[name] else { continue }
            bounds.add(box)
            let (shapeStyle, textStyle) = StyleDeclarations.partition(node.styles)
            let style = textStyle.isEmpty ? nil : textStyle
            let svgClasses = (["node", "default"] + node.cssClasses.map(XMLEscape.idFragment)).joined(separator: " ")
            var svg = SVGWriter()
            svg.start("g")
            svg.attr("class", svgClasses)
            svg.attr("id", context.idPrefix + "-" + XMLEscape.idFragment(name))
            svg.attr("data-id", name)
            svg.attr("transform", format: "translate(\(box.x),\(box.y))")
            svg.startBody()
            let left = -box.width / 2
            let top = -box.height / 2
            svg.openGroup(class: "basic label-container outer-path")
            svg.start("rect")
            svg.attr("class", "reqBox")
            svg.frame(x: left, y: top, width: box.width, height: box.height)
            if !shapeStyle.isEmpty { svg.attr("style", shapeStyle) }
            svg.endEmpty()
            svg.end("g")
            var y = top + RequirementBoxMetrics.top
            for (block, className) in [(metrics.stereotype, "label"), (metrics.name, "label reqTitle")] {
                svg.openGroup(class: className)
                SVGText.draw(block, x: 0, topY: y, anchor: .middle, measurer: text, style: style, into: &svg)
                svg.end("g")
                y += lineHeight * Double(max(block.lines.count, 1))
            }
            if let dividerY = metrics.dividerY {
                svg.openGroup(class: "divider")
                svg.start("path")
                svg.attr("d", format: "M\(left),\(top + dividerY) L\(-left),\(top + dividerY)")
                svg.endEmpty()
                svg.end("g")
                y = top + dividerY + RequirementBoxMetrics.top
                for block in metrics.body {
                    svg.openGroup(class: "label")
                    SVGText.draw(block, x: left + RequirementBoxMetrics.padding, topY: y, anchor: .start, measurer: text,
                                 style: style, into: &svg)
                    svg.end("g")
                    y += lineHeight * Double(max(block.lines.count, 1))
                }
            }
            svg.end("g")
            graph.nodes.append(svg)
        }
    }
}

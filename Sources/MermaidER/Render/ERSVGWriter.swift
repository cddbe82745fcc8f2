// Why: draws a laid-out ER diagram in mermaid's DOM (`g.node` entities with `row-rect-odd/even`
// rows, `label name` / `label attribute-*` cells and `divider`s; `path.relationshipLine` edges
// with `marker-start`/`marker-end` cardinalities; `g.edgeLabel` labels), so CSS written for
// mermaid's ER diagrams applies and outputs can be compared with mermaid's.
import GraphLayout
import MermaidCore

/// Writes entities, relationships and labels into the graph skeleton's layers.
struct ERSVGWriter {
    let builder: ERLayoutBuilder
    let layout: LayoutResult
    var bounds = LayoutBounds()
    var graph: GraphSkeleton

    init(builder: ERLayoutBuilder, layout: LayoutResult) {
        self.builder = builder
        self.layout = layout
        graph = GraphSkeleton(markers: MarkerSet(prefix: builder.context.idPrefix, diagramType: "er"),
                              nodeCount: builder.diagram.order.count, edgeCount: builder.diagram.relationships.count)
    }

    var diagram: ERDiagram { builder.diagram }
    var context: DiagramContext { builder.context }
    var prefix: String { context.idPrefix }

    mutating func body() -> SVGWriter {
        drawRelationships()
        drawEntities()
        return graph.body
    }

    // MARK: Relationships

    private func curve() -> CurveStyle {
        CurveStyle.forEdges(named: context.setting("er", "curve")?.stringValue,
                            elkLayout: context.asksForElkLayout)
    }

    static func marker(_ cardinality: ERCardinality, start: Bool) -> MarkerShape? {
        switch cardinality {
        case .onlyOne: return start ? .onlyOneStart : .onlyOneEnd
        case .zeroOrOne: return start ? .zeroOrOneStart : .zeroOrOneEnd
        case .oneOrMore: return start ? .oneOrMoreStart : .oneOrMoreEnd
        case .zeroOrMore: return start ? .zeroOrMoreStart : .zeroOrMoreEnd
        case .mdParent: return nil
        }
    }

    /// The layout's route, or a straight line between the two boxes' borders when it gave none.
    private func route(_ id: String, _ relationship: ERRelationship) -> [LayoutPoint]? {
        if let points = layout.edgePoints[id], points.count >= 2 { return points }
        guard let a = layout.nodes[relationship.source], let b = layout.nodes[relationship.target] else { return nil }
        return [LayoutGeometry.borderPoint(of: a, toward: LayoutPoint(x: b.x, y: b.y)),
                LayoutGeometry.borderPoint(of: b, toward: LayoutPoint(x: a.x, y: a.y))]
    }

    private mutating func drawRelationships() {
        let curve = curve()
        let labelSize = builder.labelSize
        for (index, relationship) in diagram.relationships.enumerated() {
            let id = ERLayoutBuilder.edgeId(relationship, index: index, in: diagram)
            guard let points = route(id, relationship) else { continue }
            for p in points { bounds.add(x: p.x, y: p.y) }
            let svg = graph.edgePaths
            var path = svg
            path.start("path")
            path.attr("d", curve.path(through: points))
            path.attr("id", prefix + "-" + XMLEscape.idFragment(id))
            path.attr("class", EdgeCSS.classes(.normal, relationship.identifying ? .solid : .dashed) + " relationshipLine")
            path.attr("data-id", id)
            if let start = Self.marker(relationship.sourceCardinality, start: true) {
                path.attr("marker-start", graph.markers.url(start))
            }
            if let end = Self.marker(relationship.targetCardinality, start: false) {
                path.attr("marker-end", graph.markers.url(end))
            }
            path.endEmpty()
            graph.edgePaths = path
            guard let block = builder.labels[id] else { continue }
            let center = layout.edgeLabels[id].map { LayoutPoint(x: $0.x, y: $0.y) } ?? PolylineMeasure.midpoint(points)
            let width = context.text.measure(block, size: labelSize).width + 8
            let height = Double(block.lines.count) * context.text.lineHeight(size: labelSize)
            EdgeLabel.open(transform: "translate(\(center.x),\(center.y))", id: id,
                           background: ClusterBox(x: 0, y: 0, width: width, height: height), into: &graph.edgeLabels)
            SVGText.draw(block, centerX: 0, centerY: 0, measurer: context.text, size: labelSize, into: &graph.edgeLabels)
            EdgeLabel.close(into: &graph.edgeLabels)
            bounds.add(LayoutBox(x: center.x, y: center.y, width: width, height: height))
        }
    }

    // MARK: Entities

    private mutating func drawEntities() {
        for name in diagram.order {
            guard let entity = diagram.entities[name], let box = layout.nodes[name], let metrics = builder.metrics[name] else { continue }
            bounds.add(box)
            var node = ERNodeDrawing(entity: entity, metrics: metrics, box: box, context: context)
            node.draw(into: &graph.nodes)
        }
    }
}

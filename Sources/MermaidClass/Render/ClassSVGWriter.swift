import GraphLayout
import MermaidCore

/// Draws a laid-out class diagram with the drawing kit in mermaid's DOM: `g.node` boxes with
/// `label-group`/`members-group`/`methods-group` and `divider`s, `path.relation` edges with
/// markers, `g.edgeLabel` labels, `g.edgeTerminals` cardinalities and `g.cluster` namespaces.
struct ClassSVGWriter {
    let diagram: ClassDiagram
    let context: DiagramContext
    let sizes: ClassLayoutBuilder.Sizes
    let layout: LayoutResult
    var bounds = LayoutBounds()
    var graph: GraphSkeleton

    init(diagram: ClassDiagram, context: DiagramContext, sizes: ClassLayoutBuilder.Sizes, layout: LayoutResult) {
        self.diagram = diagram
        self.context = context
        self.sizes = sizes
        self.layout = layout
        graph = GraphSkeleton(markers: MarkerSet(prefix: context.idPrefix, diagramType: "class"),
                              nodeCount: diagram.classOrder.count, edgeCount: diagram.relations.count)
    }

    var prefix: String { context.idPrefix }
    private var lineHeight: Double { context.text.lineHeight() }
    private var fontSize: Double { context.fontSize }

    mutating func body() -> SVGWriter {
        drawClusters()
        drawRelations()
        drawNodes()
        return graph.body
    }

    // MARK: Namespaces

    /// Cluster boxes from the layout, or around their contents when the layout gives none.
    private func clusterBoxes() -> [String: LayoutBox] {
        var boxes = layout.clusters
        let depth: (String) -> Int = { id in
            var d = 0
            var current = diagram.namespaces[id]?.parent
            while let parent = current, d < 1000 { d += 1; current = diagram.namespaces[parent]?.parent }
            return d
        }
        let missing = diagram.namespaceOrder.filter { boxes[$0] == nil }.sorted { depth($0) > depth($1) }
        for id in missing {
            var inner = LayoutBounds()
            for (nodeId, node) in diagram.classes where node.namespace == id {
                if let box = layout.nodes[nodeId] { inner.add(box) }
            }
            for (childId, child) in diagram.namespaces where child.parent == id {
                if let box = boxes[childId] { inner.add(box) }
            }
            guard let c = ClusterBox.enclosing(minX: inner.minX, minY: inner.minY, maxX: inner.maxX, maxY: inner.maxY,
                                               titleHeight: lineHeight + 4) else { continue }
            boxes[id] = LayoutBox(x: c.x, y: c.y, width: c.width, height: c.height)
        }
        return boxes
    }

    private mutating func drawClusters() {
        let boxes = clusterBoxes()
        for id in diagram.namespaceOrder {
            guard let namespace = diagram.namespaces[id], var box = boxes[id] else { continue }
            // Never narrower than its title, whatever the layout gave.
            box.width = max(box.width, context.text.width(of: namespace.label) + 16)
            bounds.add(box)
            var label = SVGWriter()
            SVGText.draw(TextBlock.line(namespace.label), centerX: box.x, centerY: box.minY + 4 + lineHeight / 2,
                         measurer: context.text, into: &label)
            ClusterBox(x: box.x, y: box.y, width: box.width, height: box.height)
                .draw(className: "cluster", id: prefix + "-" + XMLEscape.idFragment(id), dataId: id,
                      label: label, into: &graph.clusters)
        }
    }

    // MARK: Relations

    private func curve() -> CurveStyle {
        CurveStyle.forEdges(named: context.setting("class", "curve")?.stringValue,
                            elkLayout: context.asksForElkLayout)
    }

    private static func marker(_ end: RelationEnd, start: Bool) -> MarkerShape {
        switch end {
        case .extension_: return start ? .extensionStart : .extensionEnd
        case .composition: return start ? .compositionStart : .compositionEnd
        case .aggregation: return start ? .aggregationStart : .aggregationEnd
        case .dependency: return start ? .dependencyStart : .dependencyEnd
        case .lollipop: return start ? .lollipopStart : .lollipopEnd
        }
    }

    private mutating func relationPath(_ d: String, id: String, pattern: EdgeCSS.Pattern,
                                       start: RelationEnd? = nil, end: RelationEnd? = nil) {
        graph.edgePaths.start("path")
        graph.edgePaths.attr("d", d)
        graph.edgePaths.attr("id", prefix + "-" + XMLEscape.idFragment(id))
        graph.edgePaths.attr("class", EdgeCSS.classes(.normal, pattern) + " relation")
        graph.edgePaths.attr("data-id", id)
        if let start { graph.edgePaths.attr("marker-start", graph.markers.url(Self.marker(start, start: true))) }
        if let end { graph.edgePaths.attr("marker-end", graph.markers.url(Self.marker(end, start: false))) }
        graph.edgePaths.endEmpty()
    }

    private mutating func drawRelations() {
        let curve = curve()
        for (index, relation) in diagram.relations.enumerated() {
            let id = ClassLayoutBuilder.relationId(relation, index: index)
            guard let points = layout.edgePoints[id], points.count >= 2 else { continue }
            for p in points { bounds.add(x: p.x, y: p.y) }
            relationPath(curve.path(through: points), id: id, pattern: relation.dotted ? .dashed : .solid,
                         start: relation.startEnd, end: relation.endEnd)
            if let block = sizes.labelLines[id] {
                let center = layout.edgeLabels[id].map { LayoutPoint(x: $0.x, y: $0.y) } ?? PolylineMeasure.midpoint(points)
                let box = EdgeLabel.draw(block, x: center.x, y: center.y, id: id, measurer: context.text,
                                         into: &graph.edgeLabels)
                bounds.add(LayoutBox(x: box.x, y: box.y, width: box.width, height: box.height))
            }
            if let card = relation.sourceCardinality, !card.isEmpty {
                terminal(card, points: points, node: layout.nodes[relation.source])
            }
            if let card = relation.targetCardinality, !card.isEmpty {
                terminal(card, points: Array(points.reversed()), node: layout.nodes[relation.target])
            }
        }
        for (index, note) in diagram.notes.enumerated() {
            let id = ClassLayoutBuilder.noteEdgeId(index)
            guard note.target != nil, let points = layout.edgePoints[id], points.count >= 2 else { continue }
            relationPath(curve.path(through: points), id: id, pattern: .dotted)
        }
    }

    /// A cardinality next to the start of `points` (the node border), beside the line.
    private mutating func terminal(_ text: String, points: [LayoutPoint], node: LayoutBox?) {
        let size = fontSize * 0.75
        let width = context.text.width(of: text, size: size)
        let height = context.text.lineHeight(size: size)
        // Beside the marker, just outside the node: from the border point, away from the node
        // along the line, then sideways, each by half the label's extent in that direction.
        guard let anchor = points.first else { return }
        let direction = PolylineMeasure.point(points, at: 6).direction
        let normal = LayoutPoint(x: -direction.y, y: direction.x)
        let along = abs(direction.x) * width / 2 + abs(direction.y) * height / 2 + 4
        let side = abs(normal.x) * width / 2 + abs(normal.y) * height / 2 + 10
        var x = anchor.x + direction.x * along + normal.x * side
        var y = anchor.y + direction.y * along + normal.y * side
        // A diagonal exit can still leave the label on the node: slide it out along the line.
        if let node {
            for _ in 0..<40 {
                let overlaps = abs(x - node.x) < (width + node.width) / 2 && abs(y - node.y) < (height + node.height) / 2
                guard overlaps else { break }
                x += direction.x * 3
                y += direction.y * 3
            }
        }
        bounds.add(LayoutBox(x: x, y: y, width: width, height: height))
        graph.edgeLabels.start("g")
        graph.edgeLabels.attr("class", "edgeTerminals")
        graph.edgeLabels.attr("transform", format: "translate(\(x),\(y))")
        graph.edgeLabels.startBody()
        SVGText.draw(TextBlock.line(text), centerX: 0, centerY: 0, measurer: context.text, size: size, into: &graph.edgeLabels)
        graph.edgeLabels.end("g")
    }
}

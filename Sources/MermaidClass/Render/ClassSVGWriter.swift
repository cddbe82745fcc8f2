import GraphLayout
import MermaidCore

/// Draws a laid-out class diagram with mermaid's DOM conventions: `g.node` boxes with
/// `label-group`/`members-group`/`methods-group` and `divider`s, `path.relation` edges with
/// markers, `g.edgeLabel` labels, `g.edgeTerminals` cardinalities and `g.cluster` namespaces.
struct ClassSVGWriter {
    let diagram: ClassDiagram
    let context: DiagramContext
    let sizes: ClassLayoutBuilder.Sizes
    let layout: LayoutResult
    var bounds = LayoutBounds()
    private var usedMarkers: Set<String> = []

    init(diagram: ClassDiagram, context: DiagramContext, sizes: ClassLayoutBuilder.Sizes, layout: LayoutResult) {
        self.diagram = diagram
        self.context = context
        self.sizes = sizes
        self.layout = layout
    }

    private var prefix: String { context.idPrefix }
    private var lineHeight: Double { context.text.lineHeight() }
    private var fontSize: Double { context.fontSize }

    mutating func body() -> String {
        let clusters = clusterGroup()
        let (paths, labels) = relationGroups()
        let nodes = nodeGroup()
        return ClassMarkers.definitions(usedMarkers, prefix: prefix)
            + "<g class=\"root\"><g class=\"clusters\">\(clusters)</g><g class=\"edgePaths\">\(paths)</g>"
            + "<g class=\"edgeLabels\">\(labels)</g><g class=\"nodes\">\(nodes)</g></g>"
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
            guard !inner.isEmpty else { continue }
            let top = inner.minY - 8 - lineHeight - 4
            boxes[id] = LayoutBox(x: (inner.minX + inner.maxX) / 2, y: (top + inner.maxY + 8) / 2,
                                  width: inner.maxX - inner.minX + 16, height: inner.maxY + 8 - top)
        }
        return boxes
    }

    private mutating func clusterGroup() -> String {
        let boxes = clusterBoxes()
        var out = ""
        for id in diagram.namespaceOrder {
            guard let namespace = diagram.namespaces[id], var box = boxes[id] else { continue }
            // Never narrower than its title, whatever the layout gave.
            box.width = max(box.width, context.text.width(of: namespace.label) + 16)
            bounds.add(box)
            out += "<g class=\"cluster\" id=\"\(prefix)-\(XMLEscape.idFragment(id))\" data-id=\"\(XMLEscape.attribute(id))\">"
            out += "<rect x=\"\(box.minX.svg)\" y=\"\(box.minY.svg)\" width=\"\(box.width.svg)\" height=\"\(box.height.svg)\"/>"
            out += "<g class=\"cluster-label\">"
            out += SVGText.render(TextBlock.line(namespace.label), centerX: box.x, centerY: box.minY + 4 + lineHeight / 2,
                                  measurer: context.text)
            out += "</g></g>"
        }
        return out
    }

    // MARK: Relations

    private func curve() -> CurveStyle {
        if let name = context.setting("class", "curve")?.stringValue, let style = CurveStyle(rawValue: name) { return style }
        return context.config["layout"]?.stringValue == "elk" ? .linear : .basis
    }

    private mutating func relationGroups() -> (String, String) {
        var paths = ""
        var labels = ""
        let curve = curve()
        for (index, relation) in diagram.relations.enumerated() {
            let id = ClassLayoutBuilder.relationId(relation, index: index)
            guard let points = layout.edgePoints[id], points.count >= 2 else { continue }
            for p in points { bounds.add(x: p.x, y: p.y) }
            var attributes = ""
            if let start = relation.startEnd {
                let marker = ClassMarkers.id(start, start: true, prefix: prefix)
                usedMarkers.insert(marker)
                attributes += " marker-start=\"url(#\(marker))\""
            }
            if let end = relation.endEnd {
                let marker = ClassMarkers.id(end, start: false, prefix: prefix)
                usedMarkers.insert(marker)
                attributes += " marker-end=\"url(#\(marker))\""
            }
            let pattern = relation.dotted ? "dashed" : "solid"
            let safeId = XMLEscape.idFragment(id)
            paths += "<path d=\"\(curve.path(through: points))\" id=\"\(prefix)-\(safeId)\" class=\"edge-thickness-normal edge-pattern-\(pattern) relation\" data-id=\"\(XMLEscape.attribute(id))\"\(attributes)/>"
            if let block = sizes.labelLines[id] {
                let center = layout.edgeLabels[id].map { LayoutPoint(x: $0.x, y: $0.y) } ?? PolylineMeasure.midpoint(points)
                labels += edgeLabel(block, at: center, id: id)
            }
            if let card = relation.sourceCardinality, !card.isEmpty {
                labels += terminal(card, points: points, node: layout.nodes[relation.source])
            }
            if let card = relation.targetCardinality, !card.isEmpty {
                labels += terminal(card, points: Array(points.reversed()), node: layout.nodes[relation.target])
            }
        }
        for (index, note) in diagram.notes.enumerated() {
            let id = ClassLayoutBuilder.noteEdgeId(index)
            guard note.target != nil, let points = layout.edgePoints[id], points.count >= 2 else { continue }
            paths += "<path d=\"\(curve.path(through: points))\" id=\"\(prefix)-\(id)\" class=\"edge-thickness-normal edge-pattern-dotted relation\" data-id=\"\(id)\"/>"
        }
        return (paths, labels)
    }

    private mutating func edgeLabel(_ block: TextBlock, at center: LayoutPoint, id: String) -> String {
        let width = context.text.measure(block).width + 8
        let height = Double(block.lines.count) * lineHeight
        let box = LayoutBox(x: center.x, y: center.y, width: width, height: height)
        bounds.add(box)
        return "<g class=\"edgeLabel\" transform=\"translate(\(center.x.svg),\(center.y.svg))\">"
            + "<g class=\"label\" data-id=\"\(XMLEscape.attribute(id))\">"
            + "<rect class=\"background\" x=\"\((-width / 2).svg)\" y=\"\((-height / 2).svg)\" width=\"\(width.svg)\" height=\"\(height.svg)\"/>"
            + SVGText.render(block, centerX: 0, centerY: 0, measurer: context.text)
            + "</g></g>"
    }

    /// A cardinality next to the start of `points` (the node border), beside the line.
    private mutating func terminal(_ text: String, points: [LayoutPoint], node: LayoutBox?) -> String {
        let size = fontSize * 0.75
        let width = context.text.width(of: text, size: size)
        let height = context.text.lineHeight(size: size)
        // Beside the marker, just outside the node: from the border point, away from the node
        // along the line, then sideways, each by half the label's extent in that direction.
        guard let anchor = points.first else { return "" }
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
        return "<g class=\"edgeTerminals\" transform=\"translate(\(x.svg),\(y.svg))\">"
            + SVGText.render(TextBlock.line(text), centerX: 0, centerY: 0, measurer: context.text, size: size)
            + "</g>"
    }
}

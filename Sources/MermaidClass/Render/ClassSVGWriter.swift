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
    var bounds = DrawingBounds()
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
            var inner = DrawingBounds()
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
            guard let namespace = diagram.namespaces[id], let box = boxes[id] else { continue }
            bounds.add(box)
            out += "<g class=\"cluster\" id=\"\(prefix)-\(SVGText.identifier(id))\" data-id=\"\(SVGText.escape(id))\">"
            out += "<rect x=\"\(SVGText.num(box.minX))\" y=\"\(SVGText.num(box.minY))\" width=\"\(SVGText.num(box.width))\" height=\"\(SVGText.num(box.height))\"/>"
            out += "<g class=\"cluster-label\">"
            out += SVGText.block([namespace.label], x: box.x, centerY: box.minY + 4 + lineHeight / 2,
                                 lineHeight: lineHeight, fontSize: fontSize, anchor: "middle")
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
            let startCut = relation.startEnd.map(ClassMarkers.length(of:)) ?? 0
            let endCut = relation.endEnd.map(ClassMarkers.length(of:)) ?? 0
            let drawn = Polyline.trimmed(points, start: startCut, end: endCut)
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
            let safeId = SVGText.identifier(id)
            paths += "<path d=\"\(curve.path(through: drawn))\" id=\"\(prefix)-\(safeId)\" class=\"edge-thickness-normal edge-pattern-\(pattern) relation\" data-id=\"\(SVGText.escape(id))\"\(attributes)/>"
            if let lines = sizes.labelLines[id] {
                let center = layout.edgeLabels[id].map { LayoutPoint(x: $0.x, y: $0.y) } ?? Polyline.midpoint(points)
                labels += edgeLabel(lines, at: center, id: id)
            }
            if let card = relation.sourceCardinality, !card.isEmpty {
                labels += terminal(card, points: points)
            }
            if let card = relation.targetCardinality, !card.isEmpty {
                labels += terminal(card, points: Array(points.reversed()))
            }
        }
        for (index, note) in diagram.notes.enumerated() {
            let id = ClassLayoutBuilder.noteEdgeId(index)
            guard note.target != nil, let points = layout.edgePoints[id], points.count >= 2 else { continue }
            paths += "<path d=\"\(curve.path(through: points))\" id=\"\(prefix)-\(id)\" class=\"edge-thickness-normal edge-pattern-dotted relation\" data-id=\"\(id)\"/>"
        }
        return (paths, labels)
    }

    private mutating func edgeLabel(_ lines: [String], at center: LayoutPoint, id: String) -> String {
        let width = (lines.map { context.text.width(of: $0) }.max() ?? 0) + 8
        let height = Double(lines.count) * lineHeight
        let box = LayoutBox(x: center.x, y: center.y, width: width, height: height)
        bounds.add(box)
        return "<g class=\"edgeLabel\" transform=\"translate(\(SVGText.num(center.x)),\(SVGText.num(center.y)))\">"
            + "<g class=\"label\" data-id=\"\(SVGText.escape(id))\">"
            + "<rect class=\"background\" x=\"\(SVGText.num(-width / 2))\" y=\"\(SVGText.num(-height / 2))\" width=\"\(SVGText.num(width))\" height=\"\(SVGText.num(height))\"/>"
            + SVGText.block(lines, x: 0, centerY: 0, lineHeight: lineHeight, fontSize: fontSize, anchor: "middle")
            + "</g></g>"
    }

    /// A cardinality next to the start of `points`, beside the line.
    private mutating func terminal(_ text: String, points: [LayoutPoint]) -> String {
        let size = fontSize * 0.75
        let width = context.text.width(of: text, size: size)
        let height = context.text.lineHeight(size: size)
        let (anchor, direction) = Polyline.point(points, at: 24)
        let normal = LayoutPoint(x: -direction.y, y: direction.x)
        let offset = abs(normal.x) * width / 2 + abs(normal.y) * height / 2 + 4
        let x = anchor.x + normal.x * offset
        let y = anchor.y + normal.y * offset
        bounds.add(LayoutBox(x: x, y: y, width: width, height: height))
        return "<g class=\"edgeTerminals\" transform=\"translate(\(SVGText.num(x)),\(SVGText.num(y)))\">"
            + SVGText.block([text], x: 0, centerY: 0, lineHeight: height, fontSize: size, anchor: "middle")
            + "</g>"
    }
}

import GraphLayout
import MermaidCore

/// Draws a laid-out state diagram with mermaid's DOM conventions: `g.node` states
/// (`statediagram-state`), start/end circles, `statediagram-cluster` composites, `path.transition`
/// edges, `g.edgeLabel` labels and `statediagram-note` notes with `note-edge` links.
struct StateSVGWriter {
    let builder: StateLayoutBuilder
    let layout: LayoutResult
    var bounds = LayoutBounds()
    private var nodeBoxes: [String: LayoutBox] = [:]

    init(builder: StateLayoutBuilder, layout: LayoutResult) {
        self.builder = builder
        self.layout = layout
    }

    var diagram: StateDiagram { builder.diagram }
    var context: DiagramContext { builder.context }
    var prefix: String { context.idPrefix }
    var lineHeight: Double { context.text.lineHeight() }

    mutating func registerBox(_ id: String, _ box: LayoutBox) { nodeBoxes[id] = box }

    func markerId() -> String { "\(prefix)_stateDiagram-barbEnd" }

    mutating func body() -> String {
        let clusters = clusterGroup()
        let nodes = nodeGroup()
        let (paths, labels) = edgeGroups()
        let marker = "<defs><marker id=\"\(markerId())\" class=\"marker\" refX=\"15\" refY=\"7\" markerWidth=\"16\" markerHeight=\"14\" markerUnits=\"userSpaceOnUse\" orient=\"auto\"><path d=\"M1,1 L15,7 L1,13 L5,7 Z\"/></marker></defs>"
        return marker + "<g class=\"root\"><g class=\"clusters\">\(clusters)</g><g class=\"edgePaths\">\(paths)</g>"
            + "<g class=\"edgeLabels\">\(labels)</g><g class=\"nodes\">\(nodes)</g></g>"
    }

    // MARK: Composites

    private func depth(of id: String) -> Int {
        var d = 0
        var current = diagram.states[id]?.scope
        while let scope = current, d < 1000 { d += 1; current = diagram.states[scope.composite]?.scope }
        return d
    }

    /// Cluster boxes from the layout, else computed around their contents (innermost first).
    private func clusterBoxes() -> [String: LayoutBox] {
        var boxes = layout.clusters
        let composites = diagram.order.filter { builder.isCluster($0) }.sorted { depth(of: $0) > depth(of: $1) }
        for id in composites {
            let regions = builder.regionCounts[id] ?? 1
            var outer = LayoutBounds()
            for region in 0..<regions {
                let clusterId = regions > 1 ? StateLayoutBuilder.regionId(id, region) : id
                var inner = LayoutBounds()
                for (childId, child) in diagram.states where builder.clusterId(for: child.scope) == clusterId {
                    if let box = layout.nodes[childId] ?? boxes[childId] { inner.add(box) }
                }
                guard !inner.isEmpty else { continue }
                if regions > 1 {
                    if boxes[clusterId] == nil {
                        boxes[clusterId] = LayoutBox(x: (inner.minX + inner.maxX) / 2, y: (inner.minY + inner.maxY) / 2,
                                                     width: inner.maxX - inner.minX + 16, height: inner.maxY - inner.minY + 16)
                    }
                    if let box = boxes[clusterId] { outer.add(box) }
                } else {
                    outer = inner
                }
            }
            guard boxes[id] == nil, !outer.isEmpty, let node = diagram.states[id] else { continue }
            let titleHeight = Double(builder.labelLines(node).lines.count) * lineHeight + 6
            let top = outer.minY - 8 - titleHeight
            boxes[id] = LayoutBox(x: (outer.minX + outer.maxX) / 2, y: (top + outer.maxY + 8) / 2,
                                  width: outer.maxX - outer.minX + 16, height: outer.maxY + 8 - top)
        }
        return boxes
    }

    private mutating func clusterGroup() -> String {
        let boxes = clusterBoxes()
        for (id, box) in boxes { nodeBoxes[id] = box }
        var out = ""
        let composites = diagram.order.filter { builder.isCluster($0) }.sorted { depth(of: $0) < depth(of: $1) }
        for (index, id) in composites.enumerated() {
            guard let node = diagram.states[id], var box = boxes[id] else { continue }
            let title = builder.labelLines(node)
            // Never narrower than its title, whatever the layout gave.
            box.width = max(box.width, context.text.measure(title).width + 16)
            bounds.add(box)
            let titleHeight = Double(title.lines.count) * lineHeight + 6
            let classes = (["statediagram-state", "statediagram-cluster"] + node.cssClasses.map(XMLEscape.idFragment)).joined(separator: " ")
            out += "<g class=\"\(classes)\" id=\"\(prefix)-state-\(XMLEscape.idFragment(id))-\(index)\" data-id=\"\(XMLEscape.attribute(id))\">"
            out += "<rect class=\"outer\" x=\"\(box.minX.svg)\" y=\"\(box.minY.svg)\" width=\"\(box.width.svg)\" height=\"\(box.height.svg)\" rx=\"5\" ry=\"5\"/>"
            out += "<g class=\"cluster-label\">" + SVGText.render(title, centerX: box.x, centerY: box.minY + titleHeight / 2, measurer: context.text) + "</g>"
            out += "<rect class=\"inner\" x=\"\(box.minX.svg)\" y=\"\((box.minY + titleHeight).svg)\" width=\"\(box.width.svg)\" height=\"\((box.height - titleHeight).svg)\"/>"
            out += "</g>"
            let regions = builder.regionCounts[id] ?? 1
            if regions > 1 {
                for region in 0..<regions {
                    let regionId = StateLayoutBuilder.regionId(id, region)
                    guard let regionBox = boxes[regionId] else { continue }
                    out += "<g class=\"statediagram-state statediagram-cluster statediagram-cluster-alt\" id=\"\(prefix)-state-\(XMLEscape.idFragment(regionId))\" data-id=\"\(XMLEscape.attribute(regionId))\">"
                    out += "<rect class=\"divider\" x=\"\(regionBox.minX.svg)\" y=\"\(regionBox.minY.svg)\" width=\"\(regionBox.width.svg)\" height=\"\(regionBox.height.svg)\"/></g>"
                }
            }
        }
        return out
    }

    // MARK: Transitions

    private func curve() -> CurveStyle {
        if let name = context.setting("state", "curve")?.stringValue, let style = CurveStyle(rawValue: name) { return style }
        return context.config["layout"]?.stringValue == "elk" ? .linear : .basis
    }

    /// The layout's route, or a straight line between the two boxes' borders when it gave none.
    private func route(_ id: String, from source: String, to target: String) -> [LayoutPoint]? {
        if let points = layout.edgePoints[id], points.count >= 2 { return points }
        guard let a = nodeBoxes[source], let b = nodeBoxes[target] else { return nil }
        return [LayoutGeometry.borderPoint(of: a, toward: LayoutPoint(x: b.x, y: b.y)),
                LayoutGeometry.borderPoint(of: b, toward: LayoutPoint(x: a.x, y: a.y))]
    }

    private mutating func edgeGroups() -> (String, String) {
        var paths = ""
        var labels = ""
        let curve = curve()
        for transition in diagram.transitions {
            guard let points = route(transition.id, from: transition.source, to: transition.target) else { continue }
            for p in points { bounds.add(x: p.x, y: p.y) }
            paths += "<path d=\"\(curve.path(through: points))\" id=\"\(prefix)-\(transition.id)\" class=\"edge-thickness-normal edge-pattern-solid transition\" data-id=\"\(transition.id)\" marker-end=\"url(#\(markerId()))\"/>"
            if let lines = builder.transitionLabels[transition.id] {
                let center = layout.edgeLabels[transition.id].map { LayoutPoint(x: $0.x, y: $0.y) } ?? PolylineMeasure.midpoint(points)
                labels += edgeLabel(lines, at: center, id: transition.id)
            }
        }
        for note in diagram.notes {
            guard let target = note.target else { continue }
            let id = StateLayoutBuilder.noteEdgeId(note)
            let (from, to) = note.side == .left ? (note.id, target) : (target, note.id)
            guard let points = route(id, from: from, to: to) else { continue }
            paths += "<path d=\"\(curve.path(through: points))\" id=\"\(prefix)-\(XMLEscape.idFragment(id))\" class=\"edge-thickness-normal edge-pattern-dashed transition note-edge\" data-id=\"\(XMLEscape.attribute(id))\"/>"
        }
        return (paths, labels)
    }

    private mutating func edgeLabel(_ lines: TextBlock, at center: LayoutPoint, id: String) -> String {
        let width = context.text.measure(lines).width + 8
        let height = Double(lines.lines.count) * lineHeight
        bounds.add(LayoutBox(x: center.x, y: center.y, width: width, height: height))
        return "<g class=\"edgeLabel\" transform=\"translate(\(center.x.svg),\(center.y.svg))\">"
            + "<g class=\"label\" data-id=\"\(id)\">"
            + "<rect class=\"background\" x=\"\((-width / 2).svg)\" y=\"\((-height / 2).svg)\" width=\"\(width.svg)\" height=\"\(height.svg)\"/>"
            + SVGText.render(lines, centerX: 0, centerY: 0, measurer: context.text)
            + "</g></g>"
    }
}

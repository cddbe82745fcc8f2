import GraphLayout
import MermaidCore

/// Draws a laid-out state diagram with the drawing kit in mermaid's DOM: `g.node` states
/// (`statediagram-state`), start/end circles, `statediagram-cluster` composites, `path.transition`
/// edges, `g.edgeLabel` labels and `statediagram-note` notes with `note-edge` links.
struct StateSVGWriter {
    let builder: StateLayoutBuilder
    let layout: LayoutResult
    var bounds = LayoutBounds()
    var graph: GraphSkeleton
    private var nodeBoxes: [String: LayoutBox] = [:]

    init(builder: StateLayoutBuilder, layout: LayoutResult) {
        self.builder = builder
        self.layout = layout
        graph = GraphSkeleton(markers: MarkerSet(prefix: builder.context.idPrefix, diagramType: "stateDiagram"),
                              nodeCount: builder.diagram.order.count, edgeCount: builder.diagram.transitions.count)
        // Every state diagram defines its transition head, as mermaid's does.
        graph.markers.include([.barbEnd])
    }

    var diagram: StateDiagram { builder.diagram }
    var context: DiagramContext { builder.context }
    var prefix: String { context.idPrefix }
    var lineHeight: Double { context.text.lineHeight() }

    mutating func registerBox(_ id: String, _ box: LayoutBox) { nodeBoxes[id] = box }

    mutating func body() -> SVGWriter {
        drawClusters()
        drawNodes()
        drawEdges()
        return graph.body
    }

    // MARK: Composites

    /// The composite states in `order`, by nesting depth (deepest first when `deepestFirst`; the same
    /// comparisons as sorting the ids by `depth(of:)`, so the same order). Depths are read once and the
    /// closures capture only arrays: a closure over `self` copied this whole writer (and released the
    /// copy) at each sort, even of no composites (a one-state diagram: 168.3k → 160.5k instructions).
    private func composites(deepestFirst: Bool) -> [String] {
        var ids: [String] = []
        for id in diagram.order where builder.isCluster(id) { ids.append(id) }
        guard ids.count > 1 else { return ids }
        var depths: [Int] = []
        depths.reserveCapacity(ids.count)
        for id in ids { depths.append(depth(of: id)) }
        let positions = deepestFirst ? ids.indices.sorted { depths[$0] > depths[$1] } : ids.indices.sorted { depths[$0] < depths[$1] }
        return positions.map { ids[$0] }
    }

    private func depth(of id: String) -> Int {
        var d = 0
        var current = diagram.states[id]?.scope
        while let scope = current, d < 1000 { d += 1; current = diagram.states[scope.composite]?.scope }
        return d
    }

    /// Cluster boxes from the layout, else computed around their contents (innermost first).
    private func clusterBoxes() -> [String: LayoutBox] {
        var boxes = layout.clusters
        let composites = composites(deepestFirst: true)
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
                    if boxes[clusterId] == nil,
                       let c = ClusterBox.enclosing(minX: inner.minX, minY: inner.minY, maxX: inner.maxX, maxY: inner.maxY) {
                        boxes[clusterId] = LayoutBox(x: c.x, y: c.y, width: c.width, height: c.height)
                    }
                    if let box = boxes[clusterId] { outer.add(box) }
                } else {
                    outer = inner
                }
            }
            guard boxes[id] == nil, !outer.isEmpty, let node = diagram.states[id] else { continue }
            let titleHeight = Double(builder.labelLines(node).lines.count) * lineHeight + 6
            guard let c = ClusterBox.enclosing(minX: outer.minX, minY: outer.minY, maxX: outer.maxX, maxY: outer.maxY,
                                               titleHeight: titleHeight) else { continue }
            boxes[id] = LayoutBox(x: c.x, y: c.y, width: c.width, height: c.height)
        }
        return boxes
    }

    private mutating func drawClusters() {
        let boxes = clusterBoxes()
        for (id, box) in boxes { nodeBoxes[id] = box }
        let composites = composites(deepestFirst: false)
        for (index, id) in composites.enumerated() {
            guard let node = diagram.states[id], var box = boxes[id] else { continue }
            let title = builder.labelLines(node)
            // Never narrower than its title, whatever the layout gave.
            box.width = max(box.width, context.text.measure(title).width + 16)
            bounds.add(box)
            let titleHeight = Double(title.lines.count) * lineHeight + 6
            let classes = (["statediagram-state", "statediagram-cluster"] + node.cssClasses.map(XMLEscape.idFragment)).joined(separator: " ")
            graph.clusters.start("g")
            graph.clusters.attr("class", classes)
            graph.clusters.attr("id", prefix + "-state-" + XMLEscape.idFragment(id) + "-" + String(index))
            graph.clusters.attr("data-id", id)
            graph.clusters.startBody()
            graph.clusters.start("rect")
            graph.clusters.attr("class", "outer")
            graph.clusters.frame(x: box.minX, y: box.minY, width: box.width, height: box.height)
            graph.clusters.attr("rx", "5")
            graph.clusters.attr("ry", "5")
            graph.clusters.endEmpty()
            graph.clusters.openGroup(class: "cluster-label")
            SVGText.draw(title, centerX: box.x, centerY: box.minY + titleHeight / 2, measurer: context.text, into: &graph.clusters)
            graph.clusters.end("g")
            graph.clusters.start("rect")
            graph.clusters.attr("class", "inner")
            graph.clusters.frame(x: box.minX, y: box.minY + titleHeight, width: box.width, height: box.height - titleHeight)
            graph.clusters.endEmpty()
            graph.clusters.end("g")
            let regions = builder.regionCounts[id] ?? 1
            if regions > 1 {
                for region in 0..<regions {
                    let regionId = StateLayoutBuilder.regionId(id, region)
                    guard let regionBox = boxes[regionId] else { continue }
                    graph.clusters.start("g")
                    graph.clusters.attr("class", "statediagram-state statediagram-cluster statediagram-cluster-alt")
                    graph.clusters.attr("id", prefix + "-state-" + XMLEscape.idFragment(regionId))
                    graph.clusters.attr("data-id", regionId)
                    graph.clusters.startBody()
                    graph.clusters.start("rect")
                    graph.clusters.attr("class", "divider")
                    graph.clusters.frame(x: regionBox.minX, y: regionBox.minY, width: regionBox.width, height: regionBox.height)
                    graph.clusters.endEmpty()
                    graph.clusters.end("g")
                }
            }
        }
    }

    // MARK: Transitions

    private func curve() -> CurveStyle {
        CurveStyle.forEdges(named: context.setting("state", "curve")?.stringValue,
                            elkLayout: context.asksForElkLayout)
    }

    /// The layout's route, or a straight line between the two boxes' borders when it gave none.
    private func route(_ id: String, from source: String, to target: String) -> [LayoutPoint]? {
        if let points = layout.edgePoints[id], points.count >= 2 { return points }
        guard let a = nodeBoxes[source], let b = nodeBoxes[target] else { return nil }
        return [LayoutGeometry.borderPoint(of: a, toward: LayoutPoint(x: b.x, y: b.y)),
                LayoutGeometry.borderPoint(of: b, toward: LayoutPoint(x: a.x, y: a.y))]
    }

    private mutating func transitionPath(_ d: String, id: String, classes: String, marker: Bool) {
        graph.edgePaths.start("path")
        graph.edgePaths.attr("d", d)
        graph.edgePaths.attr("id", prefix + "-" + XMLEscape.idFragment(id))
        graph.edgePaths.attr("class", classes)
        graph.edgePaths.attr("data-id", id)
        if marker { graph.edgePaths.attr("marker-end", graph.markers.url(.barbEnd)) }
        graph.edgePaths.endEmpty()
    }

    private mutating func drawEdges() {
        let curve = curve()
        for transition in diagram.transitions {
            guard let points = route(transition.id, from: transition.source, to: transition.target) else { continue }
            for p in points { bounds.add(x: p.x, y: p.y) }
            transitionPath(curve.path(through: points), id: transition.id,
                           classes: EdgeCSS.classes(.normal, .solid) + " transition", marker: true)
            if let lines = builder.transitionLabels[transition.id] {
                let center = layout.edgeLabels[transition.id].map { LayoutPoint(x: $0.x, y: $0.y) } ?? PolylineMeasure.midpoint(points)
                let box = EdgeLabel.draw(lines, x: center.x, y: center.y, id: transition.id, measurer: context.text,
                                         into: &graph.edgeLabels)
                bounds.add(LayoutBox(x: box.x, y: box.y, width: box.width, height: box.height))
            }
        }
        for note in diagram.notes {
            guard let target = note.target else { continue }
            let id = StateLayoutBuilder.noteEdgeId(note)
            let (from, to) = note.side == .left ? (note.id, target) : (target, note.id)
            guard let points = route(id, from: from, to: to) else { continue }
            transitionPath(curve.path(through: points), id: id,
                           classes: EdgeCSS.classes(.normal, .dashed) + " transition note-edge", marker: false)
        }
    }
}

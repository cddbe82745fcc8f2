import GraphLayout
import MermaidCore

/// Draws a laid-out flowchart with the drawing kit (`GraphSkeleton`, `MarkerSet`, `ClusterBox`)
/// in mermaid's DOM: `<g class="root">` holding `clusters`, `edgePaths`, `edgeLabels` and `nodes`; nodes as `<g class="node default …"
/// data-id="A">`; edges as `<path class="… flowchart-link" data-id="L_A_B_0">`; markers in
/// `<defs>` with ids scoped to the diagram's prefix. Text is `<text>`/`<tspan>` only.
struct FlowchartSVGWriter {
    let scene: FlowchartScene
    let layout: LayoutResult
    let context: DiagramContext
    let curve: CurveStyle

    var prefix: String { context.idPrefix }

    func write() -> SVGWriter {
        var graph = GraphSkeleton(markers: MarkerSet(prefix: prefix, diagramType: "flowchart-v2"),
                                  nodeCount: scene.document.nodes.count, edgeCount: scene.document.edges.count)
        writeClusters(&graph.clusters)
        writeEdgePaths(&graph.edgePaths, markers: &graph.markers)
        writeEdgeLabels(&graph.edgeLabels)
        writeNodes(&graph.nodes)
        return graph.body
    }

    // MARK: Clusters

    func clusterBox(_ sg: FlowSubgraph) -> LayoutBox? {
        if let box = layout.clusters[sg.id] ?? layout.nodes[sg.id] { return box }
        // Fallback: the union of the member boxes.
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var stack = sg.members
        var guardCount = 0
        while let id = stack.popLast(), guardCount < 100_000 {
            guardCount += 1
            if let b = layout.nodes[id] {
                minX = min(minX, b.minX); minY = min(minY, b.minY); maxX = max(maxX, b.maxX); maxY = max(maxY, b.maxY)
            } else if let inner = scene.document.subgraph(id) {
                stack += inner.members
            }
        }
        let title = scene.clusterTitles[sg.id]?.height ?? 0
        guard let c = ClusterBox.enclosing(minX: minX, minY: minY, maxX: maxX, maxY: maxY, titleHeight: title) else { return nil }
        return LayoutBox(x: c.x, y: c.y, width: c.width, height: c.height)
    }

    func writeClusters(_ out: inout SVGWriter) {
        let styles = FlowchartStyles(document: scene.document)
        // Outer clusters first so inner ones are drawn on top.
        for sg in scene.document.subgraphs.reversed() where scene.emptySubgraphs[sg.id] == nil {
            guard let box = clusterBox(sg) else { continue }
            let style = styles.cluster(sg)
            var cls = "cluster"
            for c in sg.classes { cls += " " + c }
            var label: SVGWriter?
            if let title = scene.clusterTitles[sg.id], !title.isEmpty {
                var text = SVGWriter()
                title.draw(top: 0, textStyle: style.text, into: &text)
                label = text
            }
            ClusterBox(x: box.x, y: box.y, width: box.width, height: box.height)
                .draw(className: cls, id: prefix + "-" + sg.id, dataId: sg.id,
                      rectStyle: style.shape.isEmpty ? nil : style.shape,
                      label: label, labelTransform: "translate(\(box.x), \(box.minY + 4))", into: &out)
        }
    }

    // MARK: Edges

    func edgeClasses(_ edge: FlowEdge) -> String {
        var cls: String
        switch edge.stroke {
        case .normal: cls = EdgeCSS.classes(.normal, .solid)
        case .thick: cls = EdgeCSS.classes(.thick, .solid)
        case .dotted: cls = EdgeCSS.classes(.normal, .dotted)
        case .invisible: cls = EdgeCSS.classes(.invisible, .solid)
        }
        // mermaid leaves `flowchart-link` off invisible links (so its CSS never strokes them).
        if edge.stroke != .invisible { cls += " flowchart-link" }
        if edge.animated { cls += " edge-animation-fast" }
        for c in edge.classes { cls += " " + c }
        return cls
    }

    func points(for edge: FlowEdge) -> [LayoutPoint] {
        var pts = layout.edgePoints[edge.domId] ?? []
        if pts.count < 2 {
            guard let a = box(of: edge.source), let b = box(of: edge.target) else { return [] }
            pts = [LayoutPoint(x: a.x, y: a.maxY), LayoutPoint(x: b.x, y: b.minY)]
        }
        pts[0] = clipToOutline(edge.source, pts[0], previous: pts[1])
        pts[pts.count - 1] = clipToOutline(edge.target, pts[pts.count - 1], previous: pts[pts.count - 2])
        // Leave room for arrow tips so they end on the border (mermaid's marker offset is 4).
        if edge.endHead == .point { pts[pts.count - 1] = Self.pullBack(pts[pts.count - 1], from: pts[pts.count - 2], by: 4) }
        if edge.startHead == .point { pts[0] = Self.pullBack(pts[0], from: pts[1], by: 4) }
        return pts
    }

    /// An edge end moved from the bounding box onto the node's actual outline.
    func clipToOutline(_ id: String, _ end: LayoutPoint, previous: LayoutPoint) -> LayoutPoint {
        guard let index = scene.document.nodeIndex[id], let box = layout.nodes[id] else { return end }
        let node = scene.document.nodes[index]
        guard node.icon == nil, node.image == nil else { return end }
        let outline = ShapeOutline.of(node.shape, width: scene.nodeShapes[index].width, height: scene.nodeShapes[index].height)
        return outline.clip(end, previous: previous, center: LayoutPoint(x: box.x, y: box.y))
    }

    func box(of id: String) -> LayoutBox? {
        if let b = layout.nodes[id] { return b }
        if let sg = scene.document.subgraph(id) { return clusterBox(sg) }
        return nil
    }

    static func pullBack(_ p: LayoutPoint, from q: LayoutPoint, by d: Double) -> LayoutPoint {
        let dx = p.x - q.x, dy = p.y - q.y
        let len = (dx * dx + dy * dy).squareRoot()
        guard len > d * 1.5 else { return p }
        return LayoutPoint(x: p.x - dx / len * d, y: p.y - dy / len * d)
    }

    func writeEdgePaths(_ out: inout SVGWriter, markers: inout MarkerSet) {
        let defaultCurve = scene.document.defaultInterpolation.flatMap(CurveStyle.init(rawValue:)) ?? curve
        for (index, edge) in scene.document.edges.enumerated() {
            let pts = points(for: edge)
            guard pts.count >= 2 else { continue }
            let style = scene.edgeStyles[index]
            let c = edge.curve.flatMap(CurveStyle.init(rawValue:)) ?? defaultCurve
            out.start("path")
            out.attr("d", c.path(through: pts))
            out.attr("id", prefix + "-" + edge.domId)
            out.attr("class", edgeClasses(edge))
            if !style.path.isEmpty { out.attr("style", style.path) }
            out.attr("data-edge", "true")
            out.attr("data-id", edge.domId)
            if edge.stroke != .invisible {
                // A link coloured by linkStyle/classDef gets arrow heads of its own colour, as in mermaid 11.
                let color = scene.edgeStrokeColors[index]
                if let head = edge.startHead { out.attr("marker-start", markers.url(Self.marker(head, start: true), color: color)) }
                if let head = edge.endHead { out.attr("marker-end", markers.url(Self.marker(head, start: false), color: color)) }
            }
            out.endEmpty()
        }
    }

    static func marker(_ head: ArrowHead, start: Bool) -> MarkerShape {
        switch head {
        case .point: return start ? .pointStart : .pointEnd
        case .circle: return start ? .circleStart : .circleEnd
        case .cross: return start ? .crossStart : .crossEnd
        }
    }

    /// Centre and size of edge `index`'s label background, nil for an unlabelled edge.
    func labelBox(_ index: Int) -> LayoutBox? {
        guard let label = scene.edgeLabels[index] else { return nil }
        let edge = scene.document.edges[index]
        let pad = FlowchartScene.edgeLabelPadding
        let w = label.width + 2 * pad, h = label.height + pad
        if let b = layout.edgeLabels[edge.domId] { return LayoutBox(x: b.x, y: b.y, width: w, height: h) }
        let pts = points(for: edge)
        guard !pts.isEmpty else { return nil }
        let c = Self.midpoint(pts)
        return LayoutBox(x: c.x, y: c.y, width: w, height: h)
    }

    func writeEdgeLabels(_ out: inout SVGWriter) {
        let pad = FlowchartScene.edgeLabelPadding
        for (i, edge) in scene.document.edges.enumerated() {
            guard let label = scene.edgeLabels[i], let box = labelBox(i) else { continue }
            EdgeLabel.open(transform: "translate(\(box.x), \(box.y))", id: edge.domId,
                           labelTransform: "translate(0, \(-box.height / 2))",
                           background: ClusterBox(x: 0, y: box.height / 2, width: box.width, height: box.height),
                           into: &out)
            label.draw(top: pad / 2, textStyle: scene.edgeStyles[i].text, into: &out)
            EdgeLabel.close(into: &out)
        }
    }

    /// The point halfway along a polyline.
    static func midpoint(_ pts: [LayoutPoint]) -> LayoutPoint {
        var total = 0.0
        for i in 1..<pts.count { total += hypot(pts[i], pts[i - 1]) }
        var remaining = total / 2
        for i in 1..<pts.count {
            let seg = hypot(pts[i], pts[i - 1])
            if seg >= remaining && seg > 0 {
                let t = remaining / seg
                return LayoutPoint(x: pts[i - 1].x + (pts[i].x - pts[i - 1].x) * t,
                                   y: pts[i - 1].y + (pts[i].y - pts[i - 1].y) * t)
            }
            remaining -= seg
        }
        return pts[pts.count / 2]
    }

    static func hypot(_ a: LayoutPoint, _ b: LayoutPoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    // MARK: Nodes

    func writeNodes(_ out: inout SVGWriter) {
        let styles = FlowchartStyles(document: scene.document)
        for sg in scene.document.subgraphs {
            guard let shape = scene.emptySubgraphs[sg.id], let box = layout.nodes[sg.id] else { continue }
            let style = styles.cluster(sg)
            openNode(class: "node", id: "\(prefix)-\(sg.id)", dataId: sg.id, at: box, into: &out)
            out.start("rect")
            out.attr("class", "basic label-container")
            if !style.shape.isEmpty { out.attr("style", style.shape) }
            out.frame(x: -shape.width / 2, y: -shape.height / 2, width: shape.width, height: shape.height)
            out.endEmpty()
            if let title = scene.clusterTitles[sg.id], !title.isEmpty {
                writeLabel(title, dy: -title.height / 2, textStyle: style.text, into: &out)
            }
            out.end("g")
        }
        for (i, node) in scene.document.nodes.enumerated() {
            guard let box = layout.nodes[node.id] else { continue }
            let shape = scene.nodeShapes[i]
            let label = scene.nodeLabels[i]
            let style = scene.nodeStyles[i]
            var cls = node.icon != nil ? "icon-shape default" : (node.image != nil ? "image-shape default" : "node default")
            for c in node.classes where c != "default" { cls += " " + c }
            if node.link != nil { cls += " clickable" }
            if let link = node.link {
                out.start("a")
                out.attr("href", link.url)
                out.attr("target", link.target)
                out.startBody()
            }
            openNode(class: cls, id: "\(prefix)-flowchart-\(node.id)-\(node.domIndex)", dataId: node.id, at: box, into: &out)
            if let tip = node.tooltip { out.element("title", text: tip, escapingQuotes: true) }
            out.append(shape.svg)
            if shape.showsLabel && !label.isEmpty {
                writeLabel(label, dy: shape.labelDY - label.height / 2, textStyle: style.text, into: &out)
            }
            out.end("g")
            if node.link != nil { out.end("a") }
        }
    }

    /// `<g class="…" id="…" data-id="…" transform="translate(x, y)">`: a node group, centred on its box.
    private func openNode(class cls: String, id: SVGValue, dataId: String, at box: LayoutBox, into out: inout SVGWriter) {
        out.start("g")
        out.attr("class", cls)
        out.attr("id", format: id)
        out.attr("data-id", dataId)
        out.attr("transform", format: "translate(\(box.x), \(box.y))")
        out.startBody()
    }

    /// A node's label group, `dy` below the node's centre.
    private func writeLabel(_ label: FlowLabel, dy: Double, textStyle: String, into out: inout SVGWriter) {
        out.start("g")
        out.attr("class", "label")
        out.attr("transform", format: "translate(0, \(dy))")
        out.startBody()
        label.draw(top: 0, textStyle: textStyle, into: &out)
        out.end("g")
    }
}

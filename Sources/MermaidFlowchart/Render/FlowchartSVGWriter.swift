import GraphLayout
import MermaidCore

/// Draws a laid-out flowchart with mermaid's DOM: `<g class="root">` holding `clusters`,
/// `edgePaths`, `edgeLabels` and `nodes` groups; nodes as `<g class="node default …"
/// data-id="A">`; edges as `<path class="… flowchart-link" data-id="L_A_B_0">`; markers in
/// `<defs>` with ids scoped to the diagram's prefix. Text is `<text>`/`<tspan>` only.
struct FlowchartSVGWriter {
    let scene: FlowchartScene
    let layout: LayoutResult
    let context: DiagramContext
    let curve: CurveStyle

    var prefix: String { context.idPrefix }

    func write() -> String {
        var out = ""
        out.reserveCapacity(2048 + scene.document.nodes.count * 600 + scene.document.edges.count * 500)
        var markers = Set<MarkerDefinitions.Marker>()
        out += "<g class=\"root\">"
        out += "<g class=\"clusters\">"
        writeClusters(&out)
        out += "</g><g class=\"edgePaths\">"
        writeEdgePaths(&out, markers: &markers)
        out += "</g><g class=\"edgeLabels\">"
        writeEdgeLabels(&out)
        out += "</g><g class=\"nodes\">"
        writeNodes(&out)
        out += "</g></g>"
        return MarkerDefinitions.defs(markers.sorted { $0.id(prefix: "") < $1.id(prefix: "") }, prefix: prefix) + out
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
        guard minX.isFinite else { return nil }
        let title = scene.clusterTitles[sg.id]?.height ?? 0
        return LayoutBox(x: (minX + maxX) / 2, y: (minY + maxY) / 2 - title / 2,
                         width: maxX - minX + 16, height: maxY - minY + 16 + title)
    }

    func writeClusters(_ out: inout String) {
        let styles = FlowchartStyles(document: scene.document)
        let n = SVGMarkup.number
        // Outer clusters first so inner ones are drawn on top.
        for sg in scene.document.subgraphs.reversed() where scene.emptySubgraphs[sg.id] == nil {
            guard let box = clusterBox(sg) else { continue }
            let style = styles.cluster(sg)
            var cls = "cluster"
            for c in sg.classes { cls += " " + c }
            out += "<g class=\"\(SVGMarkup.escape(cls))\" id=\"\(SVGMarkup.escape(prefix + "-" + sg.id))\" data-id=\"\(SVGMarkup.escape(sg.id))\">"
            out += "<rect"
            if !style.shape.isEmpty { out += " style=\"\(SVGMarkup.escape(style.shape))\"" }
            out += " x=\"\(n(box.minX))\" y=\"\(n(box.minY))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\"/>"
            if let title = scene.clusterTitles[sg.id], !title.isEmpty {
                out += "<g class=\"cluster-label\" transform=\"translate(\(n(box.x)), \(n(box.minY + 4)))\">"
                out += title.svg(top: 0, textStyle: style.text)
                out += "</g>"
            }
            out += "</g>"
        }
    }

    // MARK: Edges

    func edgeClasses(_ edge: FlowEdge) -> String {
        var cls: String
        switch edge.stroke {
        case .normal: cls = "edge-thickness-normal edge-pattern-solid"
        case .thick: cls = "edge-thickness-thick edge-pattern-solid"
        case .dotted: cls = "edge-thickness-normal edge-pattern-dotted"
        case .invisible: cls = "edge-thickness-invisible edge-pattern-solid"
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

    func writeEdgePaths(_ out: inout String, markers: inout Set<MarkerDefinitions.Marker>) {
        let defaultCurve = scene.document.defaultInterpolation.flatMap(CurveStyle.init(rawValue:)) ?? curve
        for (index, edge) in scene.document.edges.enumerated() {
            let pts = points(for: edge)
            guard pts.count >= 2 else { continue }
            let style = scene.edgeStyles[index]
            let c = edge.curve.flatMap(CurveStyle.init(rawValue:)) ?? defaultCurve
            out += "<path d=\"\(c.path(through: pts))\" id=\"\(SVGMarkup.escape(prefix + "-" + edge.domId))\""
            out += " class=\"\(SVGMarkup.escape(edgeClasses(edge)))\""
            if !style.path.isEmpty { out += " style=\"\(SVGMarkup.escape(style.path))\"" }
            out += " data-edge=\"true\" data-id=\"\(SVGMarkup.escape(edge.domId))\""
            if edge.stroke != .invisible {
                // A link coloured by linkStyle/classDef gets arrow heads of its own colour, as in mermaid 11.
                let color = scene.edgeStrokeColors[index]
                for (head, start) in [(edge.startHead, true), (edge.endHead, false)] {
                    guard let h = head else { continue }
                    let marker = MarkerDefinitions.Marker(name: MarkerDefinitions.name(h, start: start), color: color)
                    markers.insert(marker)
                    out += start ? " marker-start" : " marker-end"
                    out += "=\"url(#\(SVGMarkup.escape(marker.id(prefix: prefix))))\""
                }
            }
            out += "/>"
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

    func writeEdgeLabels(_ out: inout String) {
        let n = SVGMarkup.number
        let pad = FlowchartScene.edgeLabelPadding
        for (i, edge) in scene.document.edges.enumerated() {
            guard let label = scene.edgeLabels[i], let box = labelBox(i) else { continue }
            out += "<g class=\"edgeLabel\" transform=\"translate(\(n(box.x)), \(n(box.y)))\">"
            out += "<g class=\"label\" data-id=\"\(SVGMarkup.escape(edge.domId))\" transform=\"translate(0, \(n(-box.height / 2)))\">"
            out += "<rect class=\"background\" x=\"\(n(-box.width / 2))\" y=\"0\" width=\"\(n(box.width))\" height=\"\(n(box.height))\"/>"
            out += label.svg(top: pad / 2, textStyle: scene.edgeStyles[i].text)
            out += "</g></g>"
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

    func writeNodes(_ out: inout String) {
        let n = SVGMarkup.number
        let styles = FlowchartStyles(document: scene.document)
        for sg in scene.document.subgraphs {
            guard let shape = scene.emptySubgraphs[sg.id], let box = layout.nodes[sg.id] else { continue }
            let style = styles.cluster(sg)
            out += "<g class=\"node\" id=\"\(SVGMarkup.escape(prefix + "-" + sg.id))\" data-id=\"\(SVGMarkup.escape(sg.id))\""
            out += " transform=\"translate(\(n(box.x)), \(n(box.y)))\">"
            out += "<rect class=\"basic label-container\""
            if !style.shape.isEmpty { out += " style=\"\(SVGMarkup.escape(style.shape))\"" }
            out += " x=\"\(n(-shape.width / 2))\" y=\"\(n(-shape.height / 2))\" width=\"\(n(shape.width))\" height=\"\(n(shape.height))\"/>"
            if let title = scene.clusterTitles[sg.id], !title.isEmpty {
                out += "<g class=\"label\" transform=\"translate(0, \(n(-title.height / 2)))\">" + title.svg(top: 0, textStyle: style.text) + "</g>"
            }
            out += "</g>"
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
                out += "<a href=\"\(SVGMarkup.escape(link.url))\""
                if let t = link.target { out += " target=\"\(SVGMarkup.escape(t))\"" }
                out += ">"
            }
            out += "<g class=\"\(SVGMarkup.escape(cls))\" id=\"\(SVGMarkup.escape("\(prefix)-flowchart-\(node.id)-\(node.domIndex)"))\""
            out += " data-id=\"\(SVGMarkup.escape(node.id))\" transform=\"translate(\(n(box.x)), \(n(box.y)))\">"
            if let tip = node.tooltip { out += "<title>\(SVGMarkup.escape(tip))</title>" }
            out += shape.svg
            if shape.showsLabel && !label.isEmpty {
                out += "<g class=\"label\" transform=\"translate(0, \(n(shape.labelDY - label.height / 2)))\">"
                out += label.svg(top: 0, textStyle: style.text)
                out += "</g>"
            }
            out += "</g>"
            if node.link != nil { out += "</a>" }
        }
    }
}

// Why: draws a laid-out architecture diagram in mermaid's DOM: `g.architecture-edges` (a `g` per
// edge with `path.edge`, arrow `polygon.arrow`s and the label), `g.architecture-services` (a
// `g.architecture-service` per service with its icon and label, a `g.architecture-junction` per
// junction) and `g.architecture-groups` (`rect.node-bkg` boxes with icon and title), so CSS
// written for mermaid applies.
import GraphLayout
import MermaidCore

/// Writes edges, services, junctions and groups.
struct ArchitectureSVGWriter {
    let diagram: ArchitectureDiagram
    let layout: ArchitectureLayout
    let context: DiagramContext
    private(set) var bounds = LayoutBounds()

    init(diagram: ArchitectureDiagram, layout: ArchitectureLayout, context: DiagramContext) {
        self.diagram = diagram
        self.layout = layout
        self.context = context
    }

    /// Arrow heads are a sixth of the icon, as mermaid's.
    private var arrowSize: Double { layout.iconSize / 6 }

    mutating func body() -> SVGWriter {
        var svg = SVGWriter(capacity: 600 * (diagram.nodeOrder.count + diagram.edges.count) + 512)
        drawEdges(&svg)
        drawServices(&svg)
        drawGroups(&svg)
        return svg
    }

    private mutating func drawEdges(_ svg: inout SVGWriter) {
        svg.openGroup(class: "architecture-edges")
        var seen: [String: Int] = [:]
        for (edge, points) in zip(diagram.edges, layout.edges) where points.count >= 2 {
            let pair = edge.source + "_" + edge.target
            let count = seen[pair, default: 0]
            seen[pair] = count + 1
            for p in points { bounds.add(x: p.x, y: p.y) }
            svg.open("g")
            svg.start("path")
            var d = ""
            for (index, p) in points.enumerated() {
                d += index == 0 ? "M" : " L"
                d += NumberFormat.format(p.x) + "," + NumberFormat.format(p.y)
            }
            svg.attr("d", d)
            svg.attr("class", "edge")
            svg.attr("id", context.idPrefix + "-L_" + XMLEscape.idFragment(pair) + "_" + String(count))
            svg.endEmpty()
            if edge.arrowAtSource { arrow(at: points[0], side: edge.sourceSide, &svg) }
            if edge.arrowAtTarget, let last = points.last { arrow(at: last, side: edge.targetSide, &svg) }
            if !edge.label.isEmpty { label(edge.label, on: points, &svg) }
            svg.end("g")
        }
        svg.end("g")
    }

    /// A filled triangle whose tip touches the service on `side`.
    private mutating func arrow(at tip: LayoutPoint, side: ArchitectureSide, _ svg: inout SVGWriter) {
        let out = side.step
        let size = arrowSize
        let base = LayoutPoint(x: tip.x + Double(out.dx) * size, y: tip.y + Double(out.dy) * size)
        let half = size / 2
        let (px, py) = (Double(out.dy) * half, Double(out.dx) * half)
        let corners = [(tip.x, tip.y), (base.x + px, base.y + py), (base.x - px, base.y - py)]
        for c in corners { bounds.add(x: c.0, y: c.1) }
        svg.start("polygon")
        svg.attr("class", "arrow")
        svg.attr("points", format: SVGValue.points(corners))
        svg.endEmpty()
    }

    private mutating func label(_ text: String, on points: [LayoutPoint], _ svg: inout SVGWriter) {
        let block = LabelText.parse(text)
        let size = context.text.measure(block)
        let center = PolylineMeasure.midpoint(points)
        let box = LayoutBox(x: center.x, y: center.y, width: size.width + 8, height: size.height)
        bounds.add(box)
        svg.openGroup(class: "architecture-edge-label")
        svg.start("rect")
        svg.attr("class", "background")
        svg.frame(x: box.minX, y: box.minY, width: box.width, height: box.height)
        svg.endEmpty()
        SVGText.draw(block, centerX: center.x, centerY: center.y, measurer: context.text, into: &svg)
        svg.end("g")
    }

    private mutating func drawServices(_ svg: inout SVGWriter) {
        svg.openGroup(class: "architecture-services")
        for id in diagram.nodeOrder {
            guard let node = diagram.nodes[id], let icon = layout.icons[id] else { continue }
            if node.isJunction {
                bounds.add(icon)
                svg.start("g")
                svg.attr("class", "architecture-junction")
                svg.attr("transform", format: "translate(\(icon.minX),\(icon.minY))")
                svg.startBody()
                svg.start("rect")
                svg.attr("id", context.idPrefix + "-node-" + XMLEscape.idFragment(id))
                svg.attr("fill-opacity", "0")
                svg.frame(x: 0, y: 0, width: icon.width, height: icon.height)
                svg.endEmpty()
                svg.end("g")
                continue
            }
            if let footprint = layout.footprint(id) { bounds.add(footprint) }
            svg.start("g")
            svg.attr("id", context.idPrefix + "-service-" + XMLEscape.idFragment(id))
            svg.attr("class", "architecture-service")
            svg.attr("data-id", id)
            svg.attr("transform", format: "translate(\(icon.minX),\(icon.minY))")
            svg.startBody()
            ArchitectureIcons.draw(node.icon, x: 0, y: 0, size: icon.width, measurer: context.text, into: &svg)
            if !node.title.isEmpty {
                svg.openGroup(class: "architecture-service-label")
                SVGText.draw(LabelText.parse(node.title), x: icon.width / 2, topY: icon.height + ArchitectureLayout.labelGap,
                             anchor: .middle, measurer: context.text, into: &svg)
                svg.end("g")
            }
            svg.end("g")
        }
        svg.end("g")
    }

    private mutating func drawGroups(_ svg: inout SVGWriter) {
        svg.openGroup(class: "architecture-groups")
        for id in diagram.groupOrder {
            guard let group = diagram.groups[id], let box = layout.groups[id] else { continue }
            bounds.add(box)
            svg.start("rect")
            svg.attr("id", context.idPrefix + "-group-" + XMLEscape.idFragment(id))
            svg.attr("class", "node-bkg")
            svg.frame(x: box.minX, y: box.minY, width: box.width, height: box.height)
            svg.endEmpty()
            svg.openGroup(class: "architecture-group-label")
            if let icon = group.icon {
                ArchitectureIcons.draw(icon, x: box.minX + 1, y: box.minY + 1, size: 30, measurer: context.text, into: &svg)
            }
            if !group.title.isEmpty {
                SVGText.draw(LabelText.parse(group.title), x: box.minX + ArchitectureLayout.titleOffset(group),
                             centerY: box.minY + 16, anchor: .start, measurer: context.text, into: &svg)
            }
            svg.end("g")
        }
        svg.end("g")
    }
}

// Why: draws a laid-out mindmap with mermaid's DOM — `<g class="node mindmap-node section-N">`
// groups with `node_<n>` ids, `edge section-edge-N edge-depth-D` paths — so section colours,
// the fidelity tools and readers' CSS work on it as on mermaid's output.
import MermaidCore

/// A node's measured label, ready to draw.
struct MindmapLabel {
    var block: TextBlock
    var width: Double
    var height: Double
    /// `::icon(…)` text drawn above the label, and its line height.
    var icon: String?
    static let iconSize = 12.0
    static let iconLine = 18.0
}

/// Writes the body of a mindmap SVG and its bounding box.
struct MindmapSVGWriter {
    let mindmap: Mindmap
    let layout: MindmapLayout
    let labels: [MindmapLabel]
    let context: DiagramContext
    private(set) var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0

    init(mindmap: Mindmap, layout: MindmapLayout, labels: [MindmapLabel], context: DiagramContext) {
        self.mindmap = mindmap
        self.layout = layout
        self.labels = labels
        self.context = context
    }

    mutating func body() -> SVGWriter {
        var svg = SVGWriter(capacity: 600 * max(mindmap.nodes.count, 1))
        let prefix = context.idPrefix
        var first = true
        for box in layout.boxes {
            let (x0, y0, x1, y1) = (box.x - box.width / 2, box.y - box.height / 2, box.x + box.width / 2, box.y + box.height / 2)
            if first { (minX, minY, maxX, maxY) = (x0, y0, x1, y1); first = false }
            minX = min(minX, x0); minY = min(minY, y0); maxX = max(maxX, x1); maxY = max(maxY, y1)
        }
        svg.open("g")
        svg.openGroup(class: "edgePaths")
        for node in mindmap.nodes {
            guard let parent = node.parent else { continue }
            let p = layout.boxes[parent], c = layout.boxes[node.index]
            let side = c.side == 0 ? 1 : c.side
            let x1 = p.x + side * p.width / 2, y1 = p.y
            let x2 = c.x - side * c.width / 2, y2 = c.y
            let mid = (x1 + x2) / 2
            var classes = "edge-thickness-normal edge-pattern-solid edge"
            if let section = node.section { classes += " section-edge-\(section)" }
            classes += " edge-depth-\(mindmap.nodes[parent].level + 1)"
            svg.start("path")
            svg.attr("d", format: "M\(x1),\(y1) C\(mid),\(y1) \(mid),\(y2) \(x2),\(y2)")
            svg.attr("id", "\(prefix)-edge_\(parent)_\(node.index)")
            svg.attr("class", classes)
            svg.attr("data-id", "edge_\(parent)_\(node.index)")
            svg.endEmpty()
        }
        svg.end("g")
        svg.openGroup(class: "nodes")
        for node in mindmap.nodes { drawNode(node, into: &svg) }
        svg.end("g")
        svg.end("g")
        return svg
    }

    private func drawNode(_ node: MindmapNode, into svg: inout SVGWriter) {
        let box = layout.boxes[node.index]
        let label = labels[node.index]
        var classes = "node mindmap-node"
        if node.parent == nil {
            classes += " section-root section--1"
        } else if let section = node.section {
            classes += " section-\(section)"
        }
        if let extra = node.classes, !extra.isEmpty { classes += " " + extra }
        svg.start("g")
        svg.attr("class", classes)
        svg.attr("id", "\(context.idPrefix)-node_\(node.index)")
        svg.attr("transform", format: "translate(\(box.x), \(box.y))")
        svg.startBody()
        MindmapShapes.draw(node.shape, width: box.width, height: box.height,
                           section: node.section.map(String.init) ?? "", into: &svg)
        svg.start("g")
        svg.attr("class", "label")
        svg.attr("transform", format: "translate(\(-label.width / 2), \(-label.height / 2))")
        svg.startBody()
        var top = 0.0
        if let icon = label.icon {
            svg.start("text")
            svg.attr("class", "mindmap-icon")
            svg.attr("x", label.width / 2)
            svg.attr("y", MindmapLabel.iconLine / 2 + context.text.baselineOffset(size: MindmapLabel.iconSize))
            svg.attr("text-anchor", "middle")
            svg.startBody()
            svg.text(icon)
            svg.end("text")
            top = MindmapLabel.iconLine
        }
        SVGText.draw(label.block, x: label.width / 2, topY: top, anchor: .middle, measurer: context.text, into: &svg)
        svg.end("g")
        svg.end("g")
    }
}

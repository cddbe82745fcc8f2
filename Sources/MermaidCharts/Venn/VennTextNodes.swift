// Why: mermaid places a region's text nodes in a grid inside the largest circle that fits the
// region around its label point, under the label. We keep its grid and write each node as SVG
// text wrapped to its cell (no foreignObject, so the SVG also works outside browsers).
import MermaidCore

struct VennTextNodes {
    let diagram: VennDiagram
    let layout: VennLayout
    let scale: Double
    let context: DiagramContext

    func draw(into svg: inout SVGWriter) {
        var groups: [(key: String, sets: [String], nodes: [VennTextNode])] = []
        for node in diagram.texts {
            let key = VennLayout.key(node.sets)
            if let index = groups.firstIndex(where: { $0.key == key }) { groups[index].nodes.append(node) }
            else { groups.append((key, node.sets, [node])) }
        }
        svg.start("g")
        svg.attr("class", "venn-text-nodes")
        svg.startBody()
        let fontSize = 40 * scale
        for group in groups {
            guard let centre = layout.textCentres[group.key], centre.y > -1000 else { continue }
            let circles = group.sets.compactMap { layout.circles[$0] }
            guard !circles.isEmpty else { continue }
            let smallest = circles.map(\.radius).min() ?? 0
            var inner = circles.map { $0.radius - VennGeometry.distance(($0.x, $0.y), centre) }.min() ?? 0
            inner = max(0, inner)
            if inner == 0 { inner = smallest * 0.6 }
            let innerWidth = max(80 * scale, inner * 2 * 0.95)
            let innerHeight = max(60 * scale, inner * 2 * 0.95)
            let subset = diagram.subsets.first { VennLayout.key($0.sets) == group.key }
            let hasLabel = !(subset?.label ?? (group.sets.count == 1 ? group.sets[0] : "")).isEmpty
            let labelOffset = (hasLabel ? min(32 * scale, inner * 0.25) : 0) + (group.nodes.count <= 2 ? 30 * scale : 0)
            let startX = centre.x - innerWidth / 2
            let startY = centre.y - innerHeight / 2 + labelOffset
            let cols = max(1, Int(Double(group.nodes.count).squareRoot().rounded(.up)))
            let rows = max(1, (group.nodes.count + cols - 1) / cols)
            let cellWidth = innerWidth / Double(cols), cellHeight = innerHeight / Double(rows)
            svg.start("g")
            svg.attr("class", "venn-text-area")
            svg.attr("font-size", fontSize.svg + "px")
            svg.startBody()
            for (i, node) in group.nodes.enumerated() {
                let x = startX + cellWidth * (Double(i % cols) + 0.5)
                let y = startY + cellHeight * (Double(i / cols) + 0.5)
                let text = node.label ?? node.id
                let lines = context.text.wrap(TextBlock(plain: text), width: cellWidth * 0.9, size: fontSize).lines.map(\.plainText)
                let lineHeight = fontSize * 1.2
                svg.start("text")
                svg.attr("class", "venn-text-node")
                svg.attr("text-anchor", "middle")
                svg.attr("x", x)
                svg.attr("y", y - lineHeight * Double(lines.count - 1) / 2)
                if let color = diagram.style(for: [node.id])["color"] {
                    svg.attr("style", "fill: " + SVGDocument.sanitizeStyleValue(color) + ";")
                }
                svg.startBody()
                for (row, line) in lines.enumerated() {
                    svg.start("tspan")
                    svg.attr("x", x)
                    svg.attr("dy", row == 0 ? "0.35em" : (lineHeight.svg))
                    svg.startBody()
                    svg.text(line)
                    svg.end("tspan")
                }
                svg.end("text")
            }
            svg.end("g")
        }
        svg.end("g")
    }
}

// Why: a Wardley node is more than a circle: a sourcing decorator draws a larger ring behind it
// (build, buy, outsource shades; market a ring with three linked dots instead of the circle), a
// pipeline parent is a square, inertia is a thick bar to its right, and anchors are bold centred
// labels without a shape. Drawn as mermaid 11 does, in its element order.
import Foundation
import MermaidCore

struct WardleyNodes {
    let map: WardleyMap
    let canvas: WardleyRenderer.Canvas
    let positions: [String: (x: Double, y: Double)]

    func draw(into svg: inout SVGWriter) {
        let r = canvas.nodeRadius
        svg.openGroup(class: "wardley-nodes")
        for node in map.nodes {
            guard let p = positions[node.id] else { continue }
            svg.openGroup(class: "wardley-node wardley-node--\(node.kind.rawValue)")
            if let strategy = node.strategy {
                circle(p.x, p.y, 2 * r, class: "wardley-\(strategy.rawValue)-overlay", width: 1, into: &svg)
            }
            if !node.isPipelineParent, node.strategy != .market, node.kind != .anchor {
                circle(p.x, p.y, r, class: nil, width: 1, into: &svg)
            }
            if node.strategy == .market { market(p, into: &svg) }
            if node.isPipelineParent {
                let side = canvas.squareSize
                svg.start("rect")
                svg.frame(x: p.x - side / 2, y: p.y - side / 2, width: side, height: side)
                svg.attr("stroke-width", 1)
                svg.endEmpty()
            }
            if node.inertia {
                var offset = node.isPipelineParent ? canvas.squareSize / 2 + 15 : r + 15
                if node.strategy != nil { offset += r + 10 }
                let half = (node.isPipelineParent ? canvas.squareSize : 2 * r) / 2
                WardleyRenderer.line(p.x + offset, p.y - half, p.x + offset, p.y + half, class: "wardley-inertia", width: 6, into: &svg)
                svg.endEmpty()
            }
            let (x, y) = labelPoint(node, p)
            let anchor = node.kind == .anchor
            WardleyRenderer.text(node.label, x: x, y: y, size: canvas.labelFontSize, class: "wardley-node-label", bold: anchor,
                                 anchor: anchor ? "middle" : "start", baseline: anchor ? "middle" : "auto", into: &svg)
            svg.end("g")
        }
        svg.end("g")
    }

    /// Anchors: centred (3 px up); others: right and above, 10 px further out around a decorator.
    func labelPoint(_ node: WardleyNode, _ p: (x: Double, y: Double)) -> (Double, Double) {
        if node.kind == .anchor {
            return (p.x + (node.labelOffset?.x ?? 0), node.labelOffset.map { p.y + $0.y } ?? p.y - 3)
        }
        let extra = node.strategy != nil && node.labelOffset == nil ? 10.0 : 0
        return (p.x + (node.labelOffset?.x ?? canvas.nodeLabelOffset + extra), p.y + (node.labelOffset?.y ?? -canvas.nodeLabelOffset - extra))
    }

    /// Three dots on a triangle, joined by lines, over the market ring.
    private func market(_ p: (x: Double, y: Double), into svg: inout SVGWriter) {
        let t = canvas.nodeRadius * 1.2
        let corners = [(p.x, p.y - t), (p.x - t * cos(.pi / 6), p.y + t * sin(.pi / 6)), (p.x + t * cos(.pi / 6), p.y + t * sin(.pi / 6))]
        for i in 0..<3 {
            let a = corners[i], b = corners[(i + 1) % 3]
            WardleyRenderer.line(a.0, a.1, b.0, b.1, class: "wardley-market-line", width: 1, into: &svg)
            svg.endEmpty()
        }
        for corner in corners {
            circle(corner.0, corner.1, canvas.nodeRadius * 0.7, class: "wardley-market-dot", width: 2, into: &svg)
        }
    }

    private func circle(_ x: Double, _ y: Double, _ r: Double, class className: String?, width: Double, into svg: inout SVGWriter) {
        svg.start("circle")
        svg.attr("class", className)
        svg.attr("cx", x)
        svg.attr("cy", y)
        svg.attr("r", r)
        svg.attr("stroke-width", width)
        svg.endEmpty()
    }
}

import GraphLayout
import MermaidCore

/// Draws the states, pseudo-states and notes of a state diagram.
extension StateSVGWriter {
    mutating func nodeGroup() -> String {
        var out = ""
        for (index, id) in diagram.order.enumerated() {
            guard let node = diagram.states[id], !builder.isCluster(id), let box = layout.nodes[id] else { continue }
            registerBox(id, box)
            bounds.add(box)
            out += draw(node, box: box, index: index)
        }
        return out
    }

    private func draw(_ node: StateNode, box: LayoutBox, index: Int) -> String {
        let id = "\(prefix)-state-\(XMLEscape.idFragment(node.id))-\(index)"
        let dataId = XMLEscape.attribute(node.id)
        let transform = "transform=\"translate(\(box.x.svg),\(box.y.svg))\""
        let extra = node.cssClasses.map(XMLEscape.idFragment).joined(separator: " ")
        let (shapeStyle, textStyle) = StyleDeclarations.partition(node.styles)
        let shapeAttribute = shapeStyle.isEmpty ? "" : " style=\"\(XMLEscape.attribute(shapeStyle))\""
        func group(_ classes: String, _ content: String) -> String {
            let all = extra.isEmpty ? classes : classes + " " + extra
            return "<g class=\"\(all)\" id=\"\(id)\" data-id=\"\(dataId)\" \(transform)>\(content)</g>"
        }
        let w = box.width, h = box.height
        let rect = "x=\"\((-w / 2).svg)\" y=\"\((-h / 2).svg)\" width=\"\(w.svg)\" height=\"\(h.svg)\""
        switch node.kind {
        case .start:
            return group("node default", "<circle class=\"state-start\" r=\"7\"\(shapeAttribute)/>")
        case .end:
            return group("node default", "<circle class=\"state-end\" r=\"7\"\(shapeAttribute)/><circle class=\"end-state-inner\" r=\"3.5\"/>")
        case .choice:
            let r = (w / 2).svg
            return group("node statediagram-state", "<polygon class=\"choice\" points=\"0,-\(r) \(r),0 0,\(r) -\(r),0\"\(shapeAttribute)/>")
        case .fork, .join:
            return group("node statediagram-state", "<rect class=\"fork-join\" \(rect)\(shapeAttribute)/>")
        case .note:
            let lines = builder.labelLines(node)
            return group("node statediagram-note", "<rect class=\"basic label-container\" \(rect)/><g class=\"label noteLabel\">"
                         + SVGText.render(lines, centerX: 0, centerY: 0, measurer: context.text) + "</g>")
        case .state, .composite:
            let lines = builder.labelLines(node)
            return group("node statediagram-state", "<rect class=\"basic label-container\" rx=\"5\" ry=\"5\" \(rect)\(shapeAttribute)/><g class=\"label\">"
                         + SVGText.render(lines, centerX: 0, centerY: 0, measurer: context.text, style: textStyle.isEmpty ? nil : textStyle) + "</g>")
        }
    }
}

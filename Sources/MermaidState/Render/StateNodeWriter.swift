import GraphLayout
import MermaidCore

/// Draws the states, pseudo-states and notes of a state diagram.
extension StateSVGWriter {
    mutating func drawNodes() {
        for (index, id) in diagram.order.enumerated() {
            guard let node = diagram.states[id], !builder.isCluster(id), let box = layout.nodes[id] else { continue }
            registerBox(id, box)
            bounds.add(box)
            draw(node, box: box, index: index, into: &graph.nodes)
        }
    }

    private func draw(_ node: StateNode, box: LayoutBox, index: Int, into svg: inout SVGWriter) {
        let extra = node.cssClasses.map(XMLEscape.idFragment).joined(separator: " ")
        let (shapeStyle, textStyle) = StyleDeclarations.partition(node.styles)
        let style = shapeStyle.isEmpty ? nil : shapeStyle
        func open(_ classes: String) {
            svg.start("g")
            svg.attr("class", extra.isEmpty ? classes : classes + " " + extra)
            svg.attr("id", prefix + "-state-" + XMLEscape.idFragment(node.id) + "-" + String(index))
            svg.attr("data-id", node.id)
            svg.attr("transform", format: "translate(\(box.x),\(box.y))")
            svg.startBody()
        }
        func circle(_ cls: String, r: String, style: String?) {
            svg.start("circle")
            svg.attr("class", cls)
            svg.attr("r", r)
            svg.attr("style", style)
            svg.endEmpty()
        }
        func rect(_ cls: String, rounded: Bool, style: String?) {
            svg.start("rect")
            svg.attr("class", cls)
            if rounded {
                svg.attr("rx", "5")
                svg.attr("ry", "5")
            }
            svg.frame(x: -box.width / 2, y: -box.height / 2, width: box.width, height: box.height)
            svg.attr("style", style)
            svg.endEmpty()
        }
        switch node.kind {
        case .start:
            open("node default")
            circle("state-start", r: "7", style: style)
        case .end:
            open("node default")
            circle("state-end", r: "7", style: style)
            circle("end-state-inner", r: "3.5", style: nil)
        case .choice:
            open("node statediagram-state")
            let r = box.width / 2
            svg.start("polygon")
            svg.attr("class", "choice")
            svg.attr("points", format: "0,-\(r) \(r),0 0,\(r) -\(r),0")
            svg.attr("style", style)
            svg.endEmpty()
        case .fork, .join:
            open("node statediagram-state")
            rect("fork-join", rounded: false, style: style)
        case .note:
            open("node statediagram-note")
            rect("basic label-container", rounded: false, style: nil)
            svg.openGroup(class: "label noteLabel")
            SVGText.draw(builder.labelLines(node), centerX: 0, centerY: 0, measurer: context.text, into: &svg)
            svg.end("g")
        case .state, .composite:
            open("node statediagram-state")
            rect("basic label-container", rounded: true, style: style)
            svg.openGroup(class: "label")
            SVGText.draw(builder.labelLines(node), centerX: 0, centerY: 0, measurer: context.text,
                         style: textStyle.isEmpty ? nil : textStyle, into: &svg)
            svg.end("g")
        }
        svg.end("g")
    }
}

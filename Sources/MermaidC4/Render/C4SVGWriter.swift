// Why: draws a packed C4 diagram as mermaid does, in its order: elements (`g.person-man`, mermaid's
// class for every element, with a `c4-<type>` class added), boundaries (dashed rects), then
// relationships (lines with arrow markers and labels). Colours are CSS classes per element type so
// `UpdateElementStyle` / `UpdateRelStyle` can override them inline.
import GraphLayout
import MermaidCore

/// Writes the title, elements, boundaries and relationships.
struct C4SVGWriter {
    let diagram: C4Diagram
    let layout: C4Layout
    let context: DiagramContext

    var arrowEnd: String { context.idPrefix + "-arrowhead" }
    var arrowStart: String { context.idPrefix + "-arrowend" }

    func body() -> SVGWriter {
        var svg = SVGWriter(capacity: 900 * (diagram.elements.count + diagram.relations.count) + 1_024)
        markers(&svg)
        if !diagram.title.isEmpty {
            SVGText.draw(TextBlock(plain: diagram.title), x: layout.size.width / 2, topY: 0, anchor: .middle,
                         measurer: context.text, className: "c4-title", size: 18, into: &svg)
        }
        drawElements("", &svg)
        drawBoundaries(&svg)
        drawRelations(&svg)
        return svg
    }

    private func markers(_ svg: inout SVGWriter) {
        svg.open("defs")
        for (id, path) in [(arrowEnd, "M 0 0 L 10 5 L 0 10 z"), (arrowStart, "M 10 0 L 0 5 L 10 10 z")] {
            svg.start("marker")
            svg.attr("id", id)
            svg.attr("refX", id == arrowEnd ? 9 : 1)
            svg.attr("refY", 5)
            svg.attr("markerUnits", "userSpaceOnUse")
            svg.attr("markerWidth", 12)
            svg.attr("markerHeight", 12)
            svg.attr("orient", "auto")
            svg.startBody()
            svg.start("path")
            svg.attr("class", "c4-arrow")
            svg.attr("d", path)
            svg.endEmpty()
            svg.end("marker")
        }
        svg.end("defs")
    }

    /// Elements in boundary order (each boundary's own elements, then its children's).
    private func drawElements(_ boundary: String, _ svg: inout SVGWriter) {
        var stack = [boundary]
        var visited = 0
        while let id = stack.popLast(), visited <= diagram.boundaries.count {
            visited += 1
            guard let node = diagram.boundaries[id] else { continue }
            for child in node.children {
                if case .element(let alias) = child { drawElement(alias, &svg) }
            }
            for child in node.children.reversed() {
                if case .boundary(let nested) = child { stack.append(nested) }
            }
        }
    }

    private func drawElement(_ alias: String, _ svg: inout SVGWriter) {
        guard let element = diagram.elements[alias], let frame = layout.elements[alias], let text = layout.elementText[alias] else { return }
        var shapeStyle = ""
        if let fill = element.style.background { shapeStyle += "fill:\(fill);" }
        if let stroke = element.style.border { shapeStyle += "stroke:\(stroke);" }
        svg.start("g")
        svg.attr("class", "person-man c4-element c4-" + element.kind.typeName)
        svg.attr("id", context.idPrefix + "-" + XMLEscape.idFragment(alias))
        svg.attr("data-id", alias)
        svg.startBody()
        let l = frame.x, t = frame.y, r = frame.x + frame.width, b = frame.y + frame.height
        switch element.kind.shape {
        case .box:
            svg.start("rect")
            svg.attr("class", "c4-shape")
            svg.frame(x: l, y: t, width: frame.width, height: frame.height)
            svg.attr("rx", 2.5)
            svg.attr("ry", 2.5)
            svg.attr("style", shapeStyle.isEmpty ? nil : shapeStyle)
            svg.endEmpty()
        case .db:
            let rx = frame.width / 2
            path("M\(f(l)),\(f(t + 10)) A\(f(rx)),10 0 0 1 \(f(r)),\(f(t + 10)) V\(f(b - 10)) A\(f(rx)),10 0 0 1 \(f(l)),\(f(b - 10)) Z",
                 "c4-shape", shapeStyle, &svg)
            path("M\(f(l)),\(f(t + 10)) A\(f(rx)),10 0 0 0 \(f(r)),\(f(t + 10))", "c4-shape-line", shapeStyle, &svg)
        case .queue:
            let ry = frame.height / 2
            path("M\(f(l + 10)),\(f(t)) H\(f(r - 10)) A10,\(f(ry)) 0 0 1 \(f(r - 10)),\(f(b)) H\(f(l + 10)) A10,\(f(ry)) 0 0 1 \(f(l + 10)),\(f(t)) Z",
                 "c4-shape", shapeStyle, &svg)
            path("M\(f(r - 10)),\(f(t)) A10,\(f(ry)) 0 0 0 \(f(r - 10)),\(f(b))", "c4-shape-line", shapeStyle, &svg)
        }
        var top = t + C4Layout.boxPadding + (element.kind.shape == .db ? 20 : 0)
        if element.kind.base == .person {
            let cx = frame.centerX
            path("M\(f(cx - 9)),\(f(top + 11)) A9,9 0 1 0 \(f(cx + 9)),\(f(top + 11)) A9,9 0 1 0 \(f(cx - 9)),\(f(top + 11)) Z "
                 + "M\(f(cx - 16)),\(f(top + 38)) A16,14 0 0 1 \(f(cx + 16)),\(f(top + 38)) Z", "c4-person-icon", "", &svg)
            top += C4Layout.personIcon
        }
        let textStyle = element.style.font.map { "fill:\($0)" }
        text.draw(centerX: frame.centerX, topY: top, measurer: context.text, style: textStyle, into: &svg)
        svg.end("g")
    }

    private func path(_ d: String, _ className: String, _ style: String, _ svg: inout SVGWriter) {
        svg.start("path")
        svg.attr("class", className)
        svg.attr("d", d)
        if !style.isEmpty { svg.attr("style", style) }
        svg.endEmpty()
    }

    private func f(_ value: Double) -> String { NumberFormat.format(value) }

    private func drawBoundaries(_ svg: inout SVGWriter) {
        var order: [String] = []
        var stack = [""]
        while let id = stack.popLast(), order.count <= diagram.boundaries.count {
            if !id.isEmpty { order.append(id) }
            for child in (diagram.boundaries[id]?.children ?? []).reversed() {
                if case .boundary(let nested) = child { stack.append(nested) }
            }
        }
        for id in order {
            guard let frame = layout.boundaries[id], let text = layout.boundaryText[id] else { continue }
            svg.start("g")
            svg.attr("class", "c4-boundary")
            svg.attr("id", context.idPrefix + "-" + XMLEscape.idFragment(id))
            svg.attr("data-id", id)
            svg.startBody()
            svg.start("rect")
            svg.frame(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            svg.attr("rx", 2.5)
            svg.attr("ry", 2.5)
            svg.endEmpty()
            text.draw(centerX: frame.centerX, topY: frame.y + C4Layout.boxPadding, measurer: context.text, style: nil, into: &svg)
            svg.end("g")
        }
    }

    private func drawRelations(_ svg: inout SVGWriter) {
        svg.openGroup(class: "c4-relations")
        for (index, relation) in diagram.relations.enumerated() {
            svg.start("g")
            svg.attr("class", "c4-relation")
            svg.startBody()
            if let line = layout.relationLines[index] {
                svg.start("line")
                svg.attr("class", "c4-rel-line")
                svg.endpoints(x1: line.start.x, y1: line.start.y, x2: line.end.x, y2: line.end.y)
                // `Rel_Back` keeps the written direction with the arrow at its start, as mermaid draws it.
                if !relation.reversed { svg.attr("marker-end", "url(#\(arrowEnd))") }
                if relation.bidirectional || relation.reversed { svg.attr("marker-start", "url(#\(arrowStart))") }
                if let color = relation.lineColor { svg.attr("style", "stroke:\(color)") }
                svg.endEmpty()
            }
            let center = layout.relationLabels[index]
            let stack = layout.relationText[index]
            // A light backing keeps the label readable where it crosses a line or a boundary title.
            svg.start("rect")
            svg.attr("class", "c4-rel-label-bg")
            svg.frame(x: center.x - stack.width / 2 - 2, y: center.y - stack.height / 2, width: stack.width + 4, height: stack.height)
            svg.endEmpty()
            stack.draw(centerX: center.x, topY: center.y - stack.height / 2, measurer: context.text,
                       style: relation.textColor.map { "fill:\($0)" }, into: &svg)
            svg.end("g")
        }
        svg.end("g")
    }

    /// Everything drawn, for the view box.
    var bounds: LayoutBounds {
        var bounds = LayoutBounds()
        bounds.add(x: 0, y: 0)
        bounds.add(x: layout.size.width, y: layout.size.height)
        for (index, stack) in layout.relationText.enumerated() where index < layout.relationLabels.count {
            let c = layout.relationLabels[index]
            bounds.add(LayoutBox(x: c.x, y: c.y, width: stack.width, height: stack.height))
        }
        if !diagram.title.isEmpty {
            let w = context.text.measure(TextBlock(plain: diagram.title), size: 18).width
            bounds.add(x: layout.size.width / 2 - w / 2, y: 0)
            bounds.add(x: layout.size.width / 2 + w / 2, y: 0)
        }
        return bounds
    }
}

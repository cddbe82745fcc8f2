import GraphLayout
import MermaidCore

/// Draws the class boxes, lollipop interfaces and notes of a class diagram.
extension ClassSVGWriter {
    mutating func nodeGroup() -> String {
        var out = ""
        for (index, id) in diagram.classOrder.enumerated() {
            guard let node = diagram.classes[id], let box = layout.nodes[id] else { continue }
            bounds.add(box)
            var group: String
            if node.isInterface {
                group = interfaceNode(node, box: box)
            } else if let metrics = sizes.boxes[id] {
                group = classNode(node, metrics: metrics, box: box, index: index)
            } else {
                continue
            }
            if let link = node.link {
                let target = node.linkTarget.map { " target=\"\(XMLEscape.attribute($0))\"" } ?? ""
                group = "<a href=\"\(XMLEscape.attribute(link))\"\(target)>" + group + "</a>"
            }
            out += group
        }
        for note in diagram.notes {
            guard let box = layout.nodes[note.id], let lines = sizes.noteLines[note.id] else { continue }
            bounds.add(box)
            out += "<g class=\"node classNote\" id=\"\(context.idPrefix)-\(note.id)\" data-id=\"\(note.id)\" transform=\"translate(\(box.x.svg),\(box.y.svg))\">"
            out += "<rect x=\"\((-box.width / 2).svg)\" y=\"\((-box.height / 2).svg)\" width=\"\(box.width.svg)\" height=\"\(box.height.svg)\"/>"
            out += SVGText.render(lines, x: -box.width / 2 + 16, centerY: 0, anchor: .start, measurer: context.text,
                                  className: "noteLabel")
            out += "</g>"
        }
        return out
    }

    private func interfaceNode(_ node: ClassNode, box: LayoutBox) -> String {
        "<g class=\"node interface\" id=\"\(context.idPrefix)-\(XMLEscape.idFragment(node.id))\" data-id=\"\(XMLEscape.attribute(node.id))\" transform=\"translate(\(box.x.svg),\(box.y.svg))\">"
            + "<rect x=\"\((-box.width / 2).svg)\" y=\"\((-box.height / 2).svg)\" width=\"\(box.width.svg)\" height=\"\(box.height.svg)\"/>"
            + SVGText.render(TextBlock.line(node.displayName), centerX: 0, centerY: 0, measurer: context.text)
            + "</g>"
    }

    private func classNode(_ node: ClassNode, metrics: ClassBoxMetrics, box: LayoutBox, index: Int) -> String {
        let lineHeight = context.text.lineHeight()
        let padding = ClassBoxMetrics.padding
        let left = -box.width / 2
        let top = -box.height / 2
        let (shapeStyle, textStyle) = StyleDeclarations.partition(node.styles)
        let classes = (["node", "default"] + node.cssClasses.map(XMLEscape.idFragment)).joined(separator: " ")
        var out = "<g class=\"\(classes)\" id=\"\(context.idPrefix)-classId-\(XMLEscape.idFragment(node.id))-\(index)\" data-id=\"\(XMLEscape.attribute(node.id))\" transform=\"translate(\(box.x.svg),\(box.y.svg))\">"
        if let tooltip = node.tooltip { out += "<title>\(XMLEscape.attribute(tooltip))</title>" }
        let style = shapeStyle.isEmpty ? "" : " style=\"\(XMLEscape.attribute(shapeStyle))\""
        out += "<g class=\"basic label-container outer-path\"><rect x=\"\(left.svg)\" y=\"\(top.svg)\" width=\"\(box.width.svg)\" height=\"\(box.height.svg)\"\(style)/></g>"

        // Title section: annotations, then the name, centred.
        var y = top + padding + lineHeight / 2
        out += "<g class=\"annotation-group text\">"
        for annotation in node.annotations {
            out += SVGText.render(TextBlock.line("«" + annotation + "»"), centerX: 0, centerY: y, measurer: context.text, style: textStyle.isEmpty ? nil : textStyle)
            y += lineHeight
        }
        out += "</g><g class=\"label-group text\">"
        out += SVGText.render(TextBlock.line(node.displayName), centerX: 0, centerY: y, measurer: context.text,
                              className: "classTitle", style: textStyle.isEmpty ? nil : textStyle)
        out += "</g>"
        guard !metrics.titleOnly else { return out + "</g>" }

        let firstDivider = top + metrics.titleHeight
        let secondDivider = firstDivider + metrics.attributesHeight
        out += memberGroup("members-group", node.attributes, top: firstDivider, left: left + padding, textStyle: textStyle)
        out += memberGroup("methods-group", node.methods, top: secondDivider, left: left + padding, textStyle: textStyle)
        for dividerY in [firstDivider, secondDivider] {
            out += "<g class=\"divider\"><path d=\"M\(left.svg),\(dividerY.svg) H\((-left).svg)\"/></g>"
        }
        return out + "</g>"
    }

    private func memberGroup(_ name: String, _ members: [ClassMember], top: Double, left: Double, textStyle: String) -> String {
        let lineHeight = context.text.lineHeight()
        var out = "<g class=\"\(name) text\">"
        var y = top + ClassBoxMetrics.padding + lineHeight / 2
        for member in members {
            var style = textStyle
            switch member.classifier {
            case .isStatic: style += (style.isEmpty ? "" : ";") + "text-decoration:underline"
            case .isAbstract: style += (style.isEmpty ? "" : ";") + "font-style:italic"
            case .none: break
            }
            out += SVGText.render(TextBlock.line(member.text), x: left, centerY: y, anchor: .start, measurer: context.text,
                                  style: style.isEmpty ? nil : style)
            y += lineHeight
        }
        return out + "</g>"
    }
}

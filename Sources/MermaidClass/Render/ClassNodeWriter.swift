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
                let target = node.linkTarget.map { " target=\"\(SVGText.escape($0))\"" } ?? ""
                group = "<a href=\"\(SVGText.escape(link))\"\(target)>" + group + "</a>"
            }
            out += group
        }
        for note in diagram.notes {
            guard let box = layout.nodes[note.id], let lines = sizes.noteLines[note.id] else { continue }
            bounds.add(box)
            out += "<g class=\"node classNote\" id=\"\(context.idPrefix)-\(note.id)\" data-id=\"\(note.id)\" transform=\"translate(\(SVGText.num(box.x)),\(SVGText.num(box.y)))\">"
            out += "<rect x=\"\(SVGText.num(-box.width / 2))\" y=\"\(SVGText.num(-box.height / 2))\" width=\"\(SVGText.num(box.width))\" height=\"\(SVGText.num(box.height))\"/>"
            out += SVGText.block(lines, x: -box.width / 2 + 16, centerY: 0, lineHeight: context.text.lineHeight(),
                                 fontSize: context.fontSize, anchor: "start", attributes: " class=\"noteLabel\"")
            out += "</g>"
        }
        return out
    }

    private func interfaceNode(_ node: ClassNode, box: LayoutBox) -> String {
        "<g class=\"node interface\" id=\"\(context.idPrefix)-\(SVGText.identifier(node.id))\" data-id=\"\(SVGText.escape(node.id))\" transform=\"translate(\(SVGText.num(box.x)),\(SVGText.num(box.y)))\">"
            + "<rect x=\"\(SVGText.num(-box.width / 2))\" y=\"\(SVGText.num(-box.height / 2))\" width=\"\(SVGText.num(box.width))\" height=\"\(SVGText.num(box.height))\"/>"
            + SVGText.block([node.displayName], x: 0, centerY: 0, lineHeight: context.text.lineHeight(), fontSize: context.fontSize, anchor: "middle")
            + "</g>"
    }

    private func classNode(_ node: ClassNode, metrics: ClassBoxMetrics, box: LayoutBox, index: Int) -> String {
        let lineHeight = context.text.lineHeight()
        let fontSize = context.fontSize
        let padding = ClassBoxMetrics.padding
        let left = -box.width / 2
        let top = -box.height / 2
        let (shapeStyle, textStyle) = ThemePalette.split(node.styles)
        let textAttribute = textStyle.isEmpty ? "" : " style=\"\(SVGText.escape(textStyle))\""
        let classes = (["node", "default"] + node.cssClasses.map(SVGText.identifier)).joined(separator: " ")
        var out = "<g class=\"\(classes)\" id=\"\(context.idPrefix)-classId-\(SVGText.identifier(node.id))-\(index)\" data-id=\"\(SVGText.escape(node.id))\" transform=\"translate(\(SVGText.num(box.x)),\(SVGText.num(box.y)))\">"
        if let tooltip = node.tooltip { out += "<title>\(SVGText.escape(tooltip))</title>" }
        let style = shapeStyle.isEmpty ? "" : " style=\"\(SVGText.escape(shapeStyle))\""
        out += "<g class=\"basic label-container outer-path\"><rect x=\"\(SVGText.num(left))\" y=\"\(SVGText.num(top))\" width=\"\(SVGText.num(box.width))\" height=\"\(SVGText.num(box.height))\"\(style)/></g>"

        // Title section: annotations, then the name, centred.
        var y = top + padding + lineHeight / 2
        out += "<g class=\"annotation-group text\">"
        for annotation in node.annotations {
            out += SVGText.block(["«" + annotation + "»"], x: 0, centerY: y, lineHeight: lineHeight, fontSize: fontSize, anchor: "middle", attributes: textAttribute)
            y += lineHeight
        }
        out += "</g><g class=\"label-group text\">"
        out += SVGText.block([node.displayName], x: 0, centerY: y, lineHeight: lineHeight, fontSize: fontSize, anchor: "middle",
                             attributes: " class=\"classTitle\"" + textAttribute)
        out += "</g>"
        guard !metrics.titleOnly else { return out + "</g>" }

        let firstDivider = top + metrics.titleHeight
        let secondDivider = firstDivider + metrics.attributesHeight
        out += memberGroup("members-group", node.attributes, top: firstDivider, left: left + padding, textStyle: textStyle)
        out += memberGroup("methods-group", node.methods, top: secondDivider, left: left + padding, textStyle: textStyle)
        for dividerY in [firstDivider, secondDivider] {
            out += "<g class=\"divider\"><path d=\"M\(SVGText.num(left)),\(SVGText.num(dividerY)) H\(SVGText.num(-left))\"/></g>"
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
            let attributes = style.isEmpty ? "" : " style=\"\(SVGText.escape(style))\""
            out += SVGText.block([member.text], x: left, centerY: y, lineHeight: lineHeight, fontSize: context.fontSize,
                                 anchor: "start", attributes: attributes)
            y += lineHeight
        }
        return out + "</g>"
    }
}

import GraphLayout
import MermaidCore

/// Draws the class boxes, lollipop interfaces and notes of a class diagram.
extension ClassSVGWriter {
    mutating func drawNodes() {
        for (index, id) in diagram.classOrder.enumerated() {
            guard let node = diagram.classes[id], let box = layout.nodes[id] else { continue }
            bounds.add(box)
            guard node.isInterface || sizes.boxes[id] != nil else { continue }
            if let link = node.link {
                graph.nodes.start("a")
                graph.nodes.attr("href", link)
                graph.nodes.attr("target", node.linkTarget)
                graph.nodes.startBody()
            }
            if node.isInterface {
                interfaceNode(node, box: box)
            } else if let metrics = sizes.boxes[id] {
                classNode(node, metrics: metrics, box: box, index: index)
            }
            if node.link != nil { graph.nodes.end("a") }
        }
        for note in diagram.notes {
            guard let box = layout.nodes[note.id], let lines = sizes.noteLines[note.id] else { continue }
            bounds.add(box)
            openNode("node classNote", id: prefix + "-" + note.id, dataId: note.id, box: box)
            centredRect(box)
            SVGText.draw(lines, x: -box.width / 2 + 16, centerY: 0, anchor: .start, measurer: context.text,
                         className: "noteLabel", into: &graph.nodes)
            graph.nodes.end("g")
        }
    }

    private mutating func openNode(_ classes: String, id: String, dataId: String, box: LayoutBox) {
        graph.nodes.start("g")
        graph.nodes.attr("class", classes)
        graph.nodes.attr("id", id)
        graph.nodes.attr("data-id", dataId)
        graph.nodes.attr("transform", format: "translate(\(box.x),\(box.y))")
        graph.nodes.startBody()
    }

    private mutating func centredRect(_ box: LayoutBox, style: String = "") {
        graph.nodes.start("rect")
        graph.nodes.frame(x: -box.width / 2, y: -box.height / 2, width: box.width, height: box.height)
        if !style.isEmpty { graph.nodes.attr("style", style) }
        graph.nodes.endEmpty()
    }

    private mutating func interfaceNode(_ node: ClassNode, box: LayoutBox) {
        openNode("node interface", id: prefix + "-" + XMLEscape.idFragment(node.id), dataId: node.id, box: box)
        centredRect(box)
        SVGText.draw(TextBlock.line(node.displayName), centerX: 0, centerY: 0, measurer: context.text, into: &graph.nodes)
        graph.nodes.end("g")
    }

    private mutating func classNode(_ node: ClassNode, metrics: ClassBoxMetrics, box: LayoutBox, index: Int) {
        let lineHeight = context.text.lineHeight()
        let padding = ClassBoxMetrics.padding
        let left = -box.width / 2
        let top = -box.height / 2
        let (shapeStyle, textStyle) = StyleDeclarations.partition(node.styles)
        let classes = (["node", "default"] + node.cssClasses.map(XMLEscape.idFragment)).joined(separator: " ")
        openNode(classes, id: prefix + "-classId-" + XMLEscape.idFragment(node.id) + "-" + String(index), dataId: node.id, box: box)
        if let tooltip = node.tooltip { graph.nodes.element("title", text: tooltip, escapingQuotes: true) }
        graph.nodes.openGroup(class: "basic label-container outer-path")
        centredRect(box, style: shapeStyle)
        graph.nodes.end("g")

        // Title section: annotations, then the name, centred.
        let style = textStyle.isEmpty ? nil : textStyle
        var y = top + padding + lineHeight / 2
        graph.nodes.openGroup(class: "annotation-group text")
        for annotation in node.annotations {
            SVGText.draw(TextBlock.line("«" + annotation + "»"), centerX: 0, centerY: y, measurer: context.text,
                         style: style, into: &graph.nodes)
            y += lineHeight
        }
        graph.nodes.end("g")
        graph.nodes.openGroup(class: "label-group text")
        SVGText.draw(metrics.title, x: 0, topY: y - lineHeight / 2, anchor: .middle, measurer: context.text,
                     className: "classTitle", style: style, into: &graph.nodes)
        graph.nodes.end("g")
        guard !metrics.titleOnly else { return graph.nodes.end("g") }

        let firstDivider = top + metrics.titleHeight
        let secondDivider = firstDivider + metrics.attributesHeight
        memberGroup("members-group text", zip(node.attributes, metrics.attributes), top: firstDivider, left: left + padding,
                    textStyle: textStyle)
        memberGroup("methods-group text", zip(node.methods, metrics.methods), top: secondDivider, left: left + padding,
                    textStyle: textStyle)
        for dividerY in [firstDivider, secondDivider] {
            graph.nodes.openGroup(class: "divider")
            graph.nodes.start("path")
            graph.nodes.attr("d", format: "M\(left),\(dividerY) H\(-left)")
            graph.nodes.endEmpty()
            graph.nodes.end("g")
        }
        graph.nodes.end("g")
    }

    private mutating func memberGroup(_ name: String, _ members: Zip2Sequence<[ClassMember], [TextBlock]>, top: Double,
                                      left: Double, textStyle: String) {
        let lineHeight = context.text.lineHeight()
        graph.nodes.openGroup(class: name)
        var y = top + ClassBoxMetrics.padding
        for (member, block) in members {
            var style = textStyle
            switch member.classifier {
            case .isStatic: style += (style.isEmpty ? "" : ";") + "text-decoration:underline"
            case .isAbstract: style += (style.isEmpty ? "" : ";") + "font-style:italic"
            case .none: break
            }
            SVGText.draw(block, x: left, topY: y, anchor: .start, measurer: context.text,
                         style: style.isEmpty ? nil : style, into: &graph.nodes)
            y += lineHeight * Double(block.lines.count)
        }
        graph.nodes.end("g")
    }
}

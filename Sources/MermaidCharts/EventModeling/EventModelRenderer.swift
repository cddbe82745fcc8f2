// Why: draws `eventmodeling` diagrams in mermaid 11's DOM (`g.em-swimlane` lanes with their label,
// `g.em-box` boxes, `path.em-relation` links with an arrowhead marker) with the layout of
// `EventModelLayout`. Box text is SVG text (mermaid uses HTML in a foreignObject): the name in bold,
// centred, and the data lines in monospace below it. Colours are the theme's `em…` variables.
import MermaidCore

/// Renders `eventmodeling` diagrams.
package enum EventModelRenderer: DiagramRenderer {
    package static let keywords = ["eventmodeling"]

    package static func render(_ source: DiagramSource, in context: DiagramContext) throws -> DiagramDrawing {
        let diagram = try EventModelParser.parse(source, warn: context.warn)
        if let title = diagram.title, !title.isEmpty, context.title == nil { context.title = title }
        let mono = TextMeasurer(fontFamily: "monospace", fontSize: EventModelLayout.dataSize)
        let layout = EventModelLayout(diagram, text: context.text, mono: mono)
        let padding = context.setting("eventmodeling", "padding", clampedTo: 0...1000) ?? 30
        let p = context.idPrefix
        let marker = p + "-em-arrowhead"

        var svg = SVGWriter(capacity: 2048 + layout.boxes.count * 700)
        let laneWidth = layout.maxRight + EventModelLayout.lanePadding
        var right = laneWidth, bottom = 0.0
        let lanes = Dictionary(uniqueKeysWithValues: layout.sortedLanes.map { ($0.index, $0) })
        for lane in layout.sortedLanes {
            svg.openGroup(class: "em-swimlane")
            svg.start("rect")
            svg.frame(x: 0, y: lane.y, width: laneWidth, height: lane.height)
            svg.attr("rx", 3)
            svg.endEmpty()
            svg.start("text")
            svg.attr("x", 30)
            svg.attr("y", lane.y + 30)
            svg.startBody()
            svg.text(lane.label)
            svg.end("text")
            svg.end("g")
            right = max(right, 30 + context.text.width(of: lane.label, bold: true))
            bottom = max(bottom, lane.y + lane.height)
        }
        let nameBaseline = context.text.baselineOffset(size: EventModelLayout.nameSize)
        let dataBaseline = mono.baselineOffset(size: EventModelLayout.dataSize)
        for box in layout.boxes {
            let y = (lanes[box.lane]?.y ?? 0) + EventModelLayout.lanePadding
            svg.openGroup(class: "em-box em-box-\(box.frame.kind.rawValue)")
            svg.start("rect")
            svg.frame(x: box.x, y: y, width: box.width, height: box.height)
            svg.attr("rx", 3)
            svg.endEmpty()
            let contentHeight = Double(box.nameLines.count) * EventModelLayout.nameLineHeight
                + (box.dataLines.isEmpty ? 0 : EventModelLayout.dataGap + Double(box.dataLines.count) * EventModelLayout.dataLineHeight)
            var top = y + (box.height - contentHeight) / 2
            for line in box.nameLines {
                boxText(line, class: "em-box-name", x: box.x + box.width / 2, y: top + EventModelLayout.nameLineHeight / 2 + nameBaseline,
                        anchor: "middle", into: &svg)
                top += EventModelLayout.nameLineHeight
            }
            top += EventModelLayout.dataGap
            let dataX = box.x + (box.width - box.dataWidth) / 2
            for line in box.dataLines {
                boxText(line, class: "em-box-data", x: dataX, y: top + EventModelLayout.dataLineHeight / 2 + dataBaseline, anchor: nil, into: &svg)
                top += EventModelLayout.dataLineHeight
            }
            svg.end("g")
            right = max(right, box.x + box.width)
            bottom = max(bottom, y + box.height)
        }
        for relation in layout.relations {
            let source = layout.boxes[relation.source], target = layout.boxes[relation.target]
            let sourceY = (lanes[source.lane]?.y ?? 0) + EventModelLayout.lanePadding
            let targetY = (lanes[target.lane]?.y ?? 0) + EventModelLayout.lanePadding
            let upwards = sourceY > targetY
            let x1 = source.x + source.width * 2 / 3, x2 = target.x + target.width / 3
            let y1 = upwards ? sourceY : sourceY + source.height
            let y2 = upwards ? targetY + target.height : targetY
            svg.start("path")
            svg.attr("class", "em-relation")
            svg.attr("marker-end", "url(#\(marker))")
            svg.attr("d", format: "M\(x1) \(y1) L\(x2) \(y2)")
            svg.endEmpty()
        }
        svg.open("defs")
        ChartArrowhead.marker(id: marker, className: "em-arrowhead", size: (10, 7), ref: (10, 3.5), polygon: "0 0, 10 3.5, 0 7", into: &svg)
        svg.end("defs")

        return DiagramDrawing(body: svg, css: css(context, mono: mono), minX: -padding, minY: -padding,
                              width: right + 2 * padding, height: bottom + 2 * padding, svgClass: "",
                              roleDescription: "eventmodeling", drewTitle: true)
    }

    /// One line of a box: the name (centred) or a data line (from the left, spaces kept).
    static func boxText(_ line: String, class className: String, x: Double, y: Double, anchor: String?, into svg: inout SVGWriter) {
        svg.start("text")
        svg.attr("class", className)
        svg.attr("x", x)
        svg.attr("y", y)
        svg.attr("text-anchor", anchor)
        if anchor == nil { svg.attr("xml:space", "preserve") }
        svg.startBody()
        svg.text(line)
        svg.end("text")
    }

    /// The rules depend on the theme, the id prefix and the (fixed) monospace measurer only, so they are
    /// remembered like the other diagram types' (`StyleSheetMemo`).
    static func css(_ context: DiagramContext, mono: TextMeasurer) -> String {
        StyleSheetMemo.css("eventmodel:" + mono.cssFontFamily, context: context) { writeCSS(context, mono: mono) }
    }

    private static func writeCSS(_ context: DiagramContext, mono: TextMeasurer) -> String {
        let p = "#" + context.idPrefix
        var css = "\(p) .em-swimlane rect{fill:\(context.color("emSwimlaneBackgroundOdd"));stroke:\(context.color("emSwimlaneBackgroundStroke"));}"
            + "\(p) .em-swimlane text{fill:\(context.color("textColor"));font-weight:bold;font-size:16px;}"
            + "\(p) .em-box text{fill:\(context.color("emTextColor"));}"
            + "\(p) .em-box-name{font-weight:bold;font-size:\(EventModelLayout.nameSize.svg)px;}"
            + "\(p) .em-box-data{font-family:\(mono.cssFontFamily);font-size:\(EventModelLayout.dataSize.svg)px;}"
            + "\(p) .em-relation{fill:none;stroke:\(context.color("emRelationStroke"));stroke-width:1;}"
            + "\(p) .em-arrowhead polygon{fill:\(context.color("emArrowhead"));}"
        for (kind, name) in [("ui", "Ui"), ("processor", "Processor"), ("readModel", "ReadModel"), ("command", "Command"), ("event", "Event")] {
            css += "\(p) .em-box-\(kind) rect{fill:\(context.color("em\(name)Fill"));stroke:\(context.color("em\(name)Stroke"));}"
        }
        return css
    }
}

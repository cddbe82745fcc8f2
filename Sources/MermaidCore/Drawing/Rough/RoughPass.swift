// Why: mermaid 11 draws flowcharts, class and state diagrams (and several newer types) in a
// sketchy `look: handDrawn`. Rather than a second drawing path in every renderer, this pass
// rewrites a finished drawing: each shape keeps its element, classes and inline style (so
// every theme, classDef and the page's light/dark CSS still colour it) and is shown through
// SVG masks holding sketchy strokes: a hachure mask for its fill, and a clone with a wide
// stroke behind a mask of the wobbly double outline for its border. Edges keep their markers
// on an invisible carrier, so arrow heads stay whole.
import Foundation

/// Rewrites a drawing in the hand-drawn look.
package enum RoughPass {
    /// mermaid names of the diagram types mermaid draws hand-drawn.
    package static let handDrawnTypes: Set<String> = [
        "flowchart-v2", "class", "stateDiagram", "er", "requirement",
    ]

    /// Elements whose insides are never redrawn.
    static let opaqueContainers: Set<String> = ["defs", "marker", "mask", "clipPath", "pattern", "text", "foreignObject",
                                                 "title", "desc", "style", "linearGradient", "radialGradient"]
    static let shapes: Set<String> = ["rect", "polygon", "polyline", "circle", "ellipse", "path", "line"]
    /// Classes of a group whose shapes stay crisp (label backgrounds).
    static let crispGroupClasses = ClassNames(["edgeLabel", "labelBkg", "label"])
    /// Classes that mark a path as a line (an edge), not the outline of a filled shape.
    static let lineClasses = ClassNames(["flowchart-link", "relation", "transition", "relationshipLine", "divider",
                                         "messageLine0", "messageLine1"])

    /// The class that marks a subgraph's group.
    static let clusterClass = ClassNames(["cluster"])

    /// The rewritten body; `css` gains the rules the masks rely on.
    ///
    /// `strokeColorsFill`: mermaid's classDef CSS reaches the sketch's fill strokes when HTML labels
    /// are off (its rules then name `rect`, `path`… instead of `> *`), so a node's inline stroke colour
    /// also colours its hachure; with HTML labels on, the hachure keeps the fill colour.
    package static func apply(_ body: SVGWriter, prefix: String, style: RoughStyle, seed: UInt64,
                              strokeColorsFill: Bool = false) -> SVGWriter {
        let bodyBytes = body.bytes
        var scanner = SVGTagScanner(bodyBytes, attributeTags: shapes.union(["g"]))
        var out: [UInt8] = []
        out.reserveCapacity(body.byteCount * 3)
        var pen = RoughPen(style: style, seed: seed)
        var stack: [(name: String, opaque: Bool, cluster: Bool)] = []
        var clusterDepth = 0
        var opaqueDepth = 0
        var maskCount = 0
        // Masks go in one <defs> ahead of the drawing: inside a node group, rules such as
        // `.node path { stroke: … }` would restyle their strokes.
        var masks: [UInt8] = []
        while let token = scanner.next() {
            switch token {
            case .text(let range):
                out.append(contentsOf: bodyBytes[range])
            case .close(let name, let range):
                if let top = stack.last, top.name == name {
                    stack.removeLast()
                    if top.opaque { opaqueDepth -= 1 }
                    if top.cluster { clusterDepth -= 1 }
                }
                out.append(contentsOf: bodyBytes[range])
            case .open(let name, let attributes, let selfClosing, let range):
                if !selfClosing {
                    let classList = name == "g" ? ShapeAttributes(bytes: bodyBytes, list: attributes).string("class") : nil
                    let opaque = opaqueContainers.contains(name) || InlineStyle.hasClass(classList, in: crispGroupClasses)
                    let cluster = InlineStyle.hasClass(classList, in: clusterClass)
                    stack.append((name, opaque, cluster))
                    if opaque { opaqueDepth += 1 }
                    if cluster { clusterDepth += 1 }
                    out.append(contentsOf: bodyBytes[range])
                    continue
                }
                guard opaqueDepth == 0, shapes.contains(name),
                      draw(name, ShapeAttributes(bytes: bodyBytes, list: attributes),
                           keepsFillColor: clusterDepth > 0 || !strokeColorsFill, prefix: prefix, pen: &pen,
                           maskCount: &maskCount, masks: &masks, into: &out) else {
                    out.append(contentsOf: bodyBytes[range])
                    continue
                }
            }
        }
        guard !masks.isEmpty else { return SVGWriter(reassembled: out) }
        var result: [UInt8] = Array("<defs>".utf8)
        result.reserveCapacity(masks.count + out.count + 16)
        result += masks
        result += Array("</defs>".utf8)
        result += out
        return SVGWriter(reassembled: result)
    }

    /// CSS the rewritten drawing needs, scoped to the diagram.
    package static func css(prefix: String) -> String {
        let p = "#" + prefix
        return p + " .rough-fill{stroke:none!important;}"
            + p + " .rough-line{fill:none!important;stroke-width:12px!important;stroke-linecap:butt;}"
            + p + " .rough-markers{stroke:none!important;fill:none!important;}"
    }

    /// Writes the sketch of one shape; false when it is left as it is.
    private static func draw(_ name: String, _ attributes: ShapeAttributes, keepsFillColor: Bool, prefix: String,
                             pen: inout RoughPen,
                             maskCount: inout Int, masks: inout [UInt8], into out: inout [UInt8]) -> Bool {
        func lookup(_ key: String) -> String? { attributes.string(key) }
        let style = lookup("style")
        let invisibleFill = InlineStyle.declaresNone(style, "fill") || attributes.value(of: "fill", is: "none")
        let invisibleStroke = InlineStyle.declaresNone(style, "stroke") || attributes.value(of: "stroke", is: "none")
        if invisibleFill && invisibleStroke { return false }
        guard let outline = RoughOutline.of(element: name, attribute: lookup) else { return false }
        let hasMarkers = attributes.list.contains { attributes.name($0, hasPrefix: "marker-") }
        let isLine = name == "line" || name == "polyline" || hasMarkers || attributes.value(of: "fill", is: "none")
            || InlineStyle.hasClass(lookup("class"), in: lineClasses)
        let (minX, minY, maxX, maxY) = outline.bounds
        let margin = pen.style.maxOffset * 2 + pen.style.fillWeight + 6
        let box = (minX - margin, minY - margin, maxX - minX + 2 * margin, maxY - minY + 2 * margin)

        // The sketchy outline, as a mask.
        pen.reset()
        for subpath in outline.subpaths {
            var s = subpath
            if isLine { s.closed = false }
            pen.outline(s)
        }
        let outlineMask = prefix + "-r" + String(maskCount)
        maskCount += 1
        writeMask(id: outlineMask, box: box, path: pen.data, width: pen.style.strokeWidth, into: &masks)

        if isLine {
            writeElement(name, attributes, keeping: { !attributes.name($0, hasPrefix: "marker-") }, addClass: "rough-line",
                         mask: outlineMask, into: &out)
            if hasMarkers {
                writeElement(name, attributes, keeping: {
                    geometryKeys.contains(attributes.name($0)) || attributes.name($0, hasPrefix: "marker-")
                        || attributes.isNamed($0, "transform")
                }, addClass: "rough-markers", replaceClass: true, mask: nil, into: &out)
            }
            return true
        }
        if !invisibleFill {
            pen.reset()
            pen.hachure(outline)
            if !pen.data.isEmpty {
                let fillMask = prefix + "-r" + String(maskCount)
                maskCount += 1
                writeMask(id: fillMask, box: box, path: pen.data, width: pen.style.fillWeight, into: &masks)
                // As in mermaid: a node's inline stroke colour (classDef, style) also colours its hachure;
                // a cluster's hachure keeps its fill colour.
                var styleSuffix: String?
                if !keepsFillColor, let style, let stroke = InlineStyle.strokeColor(in: style) {
                    styleSuffix = ";fill:" + stroke + "!important"
                }
                writeElement(name, attributes, keeping: { _ in true }, addClass: "rough-fill", styleSuffix: styleSuffix,
                             mask: fillMask, into: &out)
            }
        }
        if !invisibleStroke {
            writeElement(name, attributes,
                         keeping: { !attributes.isNamed($0, "id") && !attributes.name($0, hasPrefix: "marker-") },
                         addClass: "rough-line", mask: outlineMask, into: &out)
        }
        return true
    }

    static let geometryKeys: Set<String> = ["d", "points", "x", "y", "width", "height", "rx", "ry", "cx", "cy", "r",
                                            "x1", "y1", "x2", "y2"]

    private static func writeMask(id: String, box: (Double, Double, Double, Double), path: [UInt8], width: Double,
                                  into out: inout [UInt8]) {
        append("<mask id=\"", to: &out)
        XMLEscape.append(id, to: &out, attribute: true)
        append("\" maskUnits=\"userSpaceOnUse\" x=\"", to: &out)
        NumberFormat.append(box.0, decimals: 1, to: &out)
        append("\" y=\"", to: &out)
        NumberFormat.append(box.1, decimals: 1, to: &out)
        append("\" width=\"", to: &out)
        NumberFormat.append(box.2, decimals: 1, to: &out)
        append("\" height=\"", to: &out)
        NumberFormat.append(box.3, decimals: 1, to: &out)
        append("\"><path d=\"", to: &out)
        out.append(contentsOf: path)
        append("\" fill=\"none\" stroke=\"#fff\" stroke-width=\"", to: &out)
        NumberFormat.append(width, decimals: 1, to: &out)
        append("\"/></mask>", to: &out)
    }

    /// `<name …attributes class="… extra" mask="url(#id)"/>` with the attributes `keeping` keeps, copied as
    /// they were written; `styleSuffix` goes at the end of the first `style` value.
    private static func writeElement(_ name: String, _ attributes: ShapeAttributes,
                                     keeping: (SVGTagScanner.Attribute) -> Bool, addClass: String,
                                     replaceClass: Bool = false, styleSuffix: String? = nil, mask: String?,
                                     into out: inout [UInt8]) {
        out.append(60)
        append(name, to: &out)
        var wroteClass = false
        var suffix = styleSuffix
        for attribute in attributes.list where keeping(attribute) {
            out.append(32)
            out.append(contentsOf: attributes.bytes[attribute.key])
            out.append(61)
            out.append(34)
            if attributes.isNamed(attribute, "class") {
                if !replaceClass {
                    out.append(contentsOf: attributes.bytes[attribute.value])
                    out.append(32)
                }
                append(addClass, to: &out)
                wroteClass = true
            } else {
                out.append(contentsOf: attributes.bytes[attribute.value])
                if let text = suffix, attributes.isNamed(attribute, "style") {
                    append(text, to: &out)
                    suffix = nil
                }
            }
            out.append(34)
        }
        if !wroteClass {
            append(" class=\"", to: &out)
            append(addClass, to: &out)
            out.append(34)
        }
        if let mask {
            append(" mask=\"url(#", to: &out)
            XMLEscape.append(mask, to: &out, attribute: true)
            append(")\"", to: &out)
        }
        append("/>", to: &out)
    }

    private static func append(_ text: String, to out: inout [UInt8]) { out.append(contentsOf: text.utf8) }
}

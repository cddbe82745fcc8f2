import MermaidCore

/// Draws a block frame (`loop`, `alt`, `opt`, `par`, `critical`, `break`, `rect` …): its dashed
/// border, section separators, the cut-corner label box and the titles, with mermaid's classes.
enum SequenceFrameWriter {
    static func frame(_ f: PlacedFrame, into out: inout SVGWriter) {
        func loopLine(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, dashed: Bool = false) {
            out.start("line")
            out.endpoints(x1: x1, y1: y1, x2: x2, y2: y2)
            out.attr("class", "loopLine")
            if dashed { out.attr("style", "stroke-dasharray: 3, 3") }
            out.endEmpty()
        }
        out.start("g")
        out.attr("data-et", "control-structure")
        out.attr("data-id", format: "i\(f.id)")
        out.startBody()
        loopLine(f.startX, f.startY, f.stopX, f.startY)
        loopLine(f.stopX, f.startY, f.stopX, f.stopY)
        loopLine(f.startX, f.stopY, f.stopX, f.stopY)
        loopLine(f.startX, f.startY, f.startX, f.stopY)
        for s in f.sections { loopLine(f.startX, s.y, f.stopX, s.y, dashed: true) }
        let w = f.labelWidth, h = 20.0, cut = 7.0
        let (x0, y0) = (f.startX, f.startY)
        out.start("polygon")
        out.attr("points", format: SVGValue.points([(x0, y0), (x0 + w, y0), (x0 + w, y0 + h - cut),
                                                    (x0 + w - cut * 1.2, y0 + h), (x0, y0 + h)]))
        out.attr("class", "labelBox")
        out.endEmpty()
        SequenceSVGWriter.sequenceText(x: (x0 + w / 2).rounded(), y: (y0 + h / 2 + 2.5).rounded(), anchor: "middle",
                                       cls: "labelText", dy: false, into: &out)
        out.text(f.kind.label, escapingQuotes: true)
        out.end("text")
        for t in f.title {
            SequenceSVGWriter.tspanText(t.text, x: t.x, y: t.y, anchor: "middle", cls: "loopText", dy: false, into: &out)
        }
        for s in f.sections {
            for t in s.title {
                SequenceSVGWriter.tspanText(t.text, x: t.x, y: t.y, anchor: "middle", cls: "sectionTitle", dy: false, into: &out)
            }
        }
        out.end("g")
    }
}

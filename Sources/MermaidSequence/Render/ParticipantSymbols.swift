import MermaidCore

/// Draws one participant header or footer: a box, a stick figure, or a UML symbol, with
/// its label, using mermaid's class names (`actor actor-top`, `actor-man`, `actor-box`).
struct ParticipantSymbols {
    let prefix: String
    let fontSize: Double
    var measurer: TextMeasurer?

    /// Label lines centred at `cx`/`cy`, one `<text>` per line, as mermaid's `byTspan` does.
    func label(_ lines: [String], cx: Double, cy: Double, cssClass: String, into svg: inout SVGWriter) {
        let count = Double(lines.count)
        for (i, line) in lines.enumerated() {
            let dy = Double(i) * fontSize - fontSize * (count - 1) / 2
            if let measurer, let math = MarkedLine.math(line, measurer: measurer) {
                SequenceSVGWriter.drawMath(math, x: cx, y: cy + dy, anchor: "middle", cls: cssClass, dy: false,
                                           fontSize: fontSize, into: &svg)
                continue
            }
            svg.start("text")
            svg.attr("x", cx)
            svg.attr("y", cy)
            svg.attr("dominant-baseline", "central")
            svg.attr("alignment-baseline", "central")
            svg.attr("class", cssClass)
            svg.attr("text-anchor", "middle")
            svg.startBody()
            svg.start("tspan")
            svg.attr("x", cx)
            svg.attr("dy", dy)
            svg.startBody()
            SequenceSVGWriter.lineContent(line, into: &svg)
            svg.end("tspan")
            svg.end("text")
        }
    }

    func draw(_ a: PlacedActor, footer: Bool, into svg: inout SVGWriter) {
        let y = footer ? a.bottomY : a.topY
        let place = footer ? "actor-bottom" : "actor-top"
        let cx = a.center
        // Symbols carry their label below the icon: extra lines go further down, not up into it.
        let below = Double(max(a.lines.count - 1, 0)) * fontSize / 2
        func open(_ cls: String?) {
            svg.start("g")
            if let cls {
                svg.attr("class", cls)
                svg.attr("name", a.id)
            }
            if !footer {
                svg.attr("data-et", "participant")
                svg.attr("data-type", a.kind.rawValue)
                svg.attr("data-id", a.id)
            }
            svg.startBody()
        }
        func circle(_ x: Double, _ y: Double, r: String) {
            svg.start("circle")
            svg.attr("cx", x)
            svg.attr("cy", y)
            svg.attr("r", r)
            svg.endEmpty()
        }
        func path(_ d: SVGValue, class cls: String? = nil) {
            svg.start("path")
            svg.attr("class", cls)
            svg.attr("d", format: d)
            svg.endEmpty()
        }
        switch a.kind {
        case .participant, .collections:
            open(nil)
            // A `properties` class replaces `actor`; mermaid then fills the box with its note colours.
            let cls = (a.cssClass ?? "actor") + " " + place
            let fill = a.cssClass == nil ? nil : "#EDF2AE"
            if a.kind == .collections { rect(a.x - 6, y + 6, a.width, a.height, cls, name: a.id, fill: fill, into: &svg) }
            rect(a.x, y, a.width, a.height, cls, name: a.id, fill: fill, into: &svg)
            label(a.lines, cx: cx, cy: y + a.height / 2, cssClass: "actor actor-box", into: &svg)
        case .queue:
            let ry = a.height / 2, rx = ry / (2.5 + a.height / 50)
            open("actor " + place)
            path("M \(a.x + rx),\(y) a \(rx),\(ry) 0 0 0 0,\(a.height) h \(a.width - 2 * rx) a \(rx),\(ry) 0 0 0 0,-\(a.height) Z")
            path("M \(a.x + a.width - rx),\(y) a \(rx),\(ry) 0 0 0 0,\(a.height)")
            label(a.lines, cx: cx, cy: y + a.height / 2, cssClass: "actor actor-box", into: &svg)
        case .database:
            let w = 50.0, ry = 7.14, top = y + 7.14
            open("actor " + place)
            path("M \(cx - w / 2),\(top + ry) a 25,\(ry) 0 0 0 50,0 a 25,\(ry) 0 0 0 -50,0 l 0,35.71 a 25,\(ry) 0 0 0 50,0 l 0,-35.71")
            label(a.lines, cx: cx, cy: y + 67.5 + below, cssClass: "actor actor-box", into: &svg)
        case .entity:
            open("actor " + place)
            circle(cx, y + 31, r: "22")
            line(cx - 22, y + 53, cx + 22, y + 53, strokeWidth: "2", into: &svg)
            label(a.lines, cx: cx, cy: y + 68.5 + below, cssClass: "actor actor-man", into: &svg)
        case .boundary:
            open("actor-man " + place)
            line(cx - 55, y + 33, cx - 22, y + 33, into: &svg)
            line(cx - 55, y + 23, cx - 55, y + 43, into: &svg)
            circle(cx, y + 33, r: "22")
            label(a.lines, cx: cx, cy: y + 68.5 + below, cssClass: "actor actor-man", into: &svg)
        case .control:
            open("actor-man " + place)
            circle(cx, y + 32, r: "22")
            path("M \(cx - 3),\(y + 4.5) L \(cx + 5),\(y + 10) L \(cx - 3),\(y + 15.5) Z", class: "controlHead")
            label(a.lines, cx: cx, cy: y + 66.5 + below, cssClass: "actor actor-man", into: &svg)
        case .actor:
            open("actor-man " + place)
            line(cx, y + 25, cx, y + 45, into: &svg)
            line(cx - 18, y + 33, cx + 18, y + 33, into: &svg)
            line(cx - 18, y + 60, cx, y + 45, into: &svg)
            line(cx, y + 45, cx + 16, y + 60, into: &svg)
            circle(cx, y + 10, r: "15")
            label(a.lines, cx: cx, cy: y + 67.5 + below, cssClass: "actor actor-man", into: &svg)
        }
        svg.end("g")
    }

    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ cls: String, name: String,
                      fill: String? = nil, into svg: inout SVGWriter) {
        svg.start("rect")
        svg.frame(x: x, y: y, width: w, height: h)
        if let fill {
            svg.attr("fill", fill)
            svg.attr("stroke", "#666")
        }
        svg.attr("name", name)
        svg.attr("rx", "3")
        svg.attr("ry", "3")
        svg.attr("class", cls)
        svg.endEmpty()
    }

    private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, strokeWidth: String? = nil,
                      into svg: inout SVGWriter) {
        svg.start("line")
        svg.endpoints(x1: x1, y1: y1, x2: x2, y2: y2)
        svg.attr("stroke-width", strokeWidth)
        svg.endEmpty()
    }
}

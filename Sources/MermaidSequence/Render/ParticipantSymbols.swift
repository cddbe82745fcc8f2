import MermaidCore

/// Draws one participant header or footer: a box, a stick figure, or a UML symbol, with
/// its label, using mermaid's class names (`actor actor-top`, `actor-man`, `actor-box`).
struct ParticipantSymbols {
    let prefix: String
    let fontSize: Double

    private func n(_ v: Double) -> String { SVGCoordinate.text(v) }

    /// Label lines centred at `cx`/`cy`, one `<text>` per line, as mermaid's `byTspan` does.
    func label(_ lines: [String], cx: Double, cy: Double, cssClass: String) -> String {
        var out = ""
        let count = Double(lines.count)
        for (i, line) in lines.enumerated() {
            let dy = Double(i) * fontSize - fontSize * (count - 1) / 2
            out += "<text x=\"\(n(cx))\" y=\"\(n(cy))\" dominant-baseline=\"central\" alignment-baseline=\"central\" "
            out += "class=\"\(cssClass)\" text-anchor=\"middle\"><tspan x=\"\(n(cx))\" dy=\"\(n(dy))\">"
            out += SequenceText.xml(line) + "</tspan></text>"
        }
        return out
    }

    func draw(_ a: PlacedActor, footer: Bool) -> String {
        let y = footer ? a.bottomY : a.topY
        let place = footer ? "actor-bottom" : "actor-top"
        let cx = a.center
        let data = footer ? "" : " data-et=\"participant\" data-type=\"\(a.kind.rawValue)\" data-id=\"\(SequenceText.xml(a.id))\""
        let name = " name=\"\(SequenceText.xml(a.id))\""
        // Symbols carry their label below the icon: extra lines go further down, not up into it.
        let below = Double(max(a.lines.count - 1, 0)) * fontSize / 2
        switch a.kind {
        case .participant, .collections:
            var out = "<g\(data)>"
            if a.kind == .collections {
                out += rect(a.x - 6, y + 6, a.width, a.height, "actor \(place)", name)
            }
            out += rect(a.x, y, a.width, a.height, "actor \(place)", name)
            out += label(a.lines, cx: cx, cy: y + a.height / 2, cssClass: "actor actor-box")
            return out + "</g>"
        case .queue:
            let ry = a.height / 2, rx = ry / (2.5 + a.height / 50)
            var out = "<g class=\"actor \(place)\"\(name)\(data)>"
            out += "<path d=\"M \(n(a.x + rx)),\(n(y)) a \(n(rx)),\(n(ry)) 0 0 0 0,\(n(a.height)) h \(n(a.width - 2 * rx))"
            out += " a \(n(rx)),\(n(ry)) 0 0 0 0,-\(n(a.height)) Z\"/>"
            out += "<path d=\"M \(n(a.x + a.width - rx)),\(n(y)) a \(n(rx)),\(n(ry)) 0 0 0 0,\(n(a.height))\"/>"
            out += label(a.lines, cx: cx, cy: y + a.height / 2, cssClass: "actor actor-box")
            return out + "</g>"
        case .database:
            let w = 50.0, ry = 7.14, top = y + 7.14
            var out = "<g class=\"actor \(place)\"\(name)\(data)>"
            out += "<path d=\"M \(n(cx - w / 2)),\(n(top + ry)) a 25,\(n(ry)) 0 0 0 50,0 a 25,\(n(ry)) 0 0 0 -50,0"
            out += " l 0,35.71 a 25,\(n(ry)) 0 0 0 50,0 l 0,-35.71\"/>"
            out += label(a.lines, cx: cx, cy: y + 67.5 + below, cssClass: "actor actor-box")
            return out + "</g>"
        case .entity:
            var out = "<g class=\"actor \(place)\"\(name)\(data)>"
            out += "<circle cx=\"\(n(cx))\" cy=\"\(n(y + 31))\" r=\"22\"/>"
            out += "<line x1=\"\(n(cx - 22))\" y1=\"\(n(y + 53))\" x2=\"\(n(cx + 22))\" y2=\"\(n(y + 53))\" stroke-width=\"2\"/>"
            out += label(a.lines, cx: cx, cy: y + 68.5 + below, cssClass: "actor actor-man")
            return out + "</g>"
        case .boundary:
            var out = "<g class=\"actor-man \(place)\"\(name)\(data)>"
            out += "<line x1=\"\(n(cx - 55))\" y1=\"\(n(y + 33))\" x2=\"\(n(cx - 22))\" y2=\"\(n(y + 33))\"/>"
            out += "<line x1=\"\(n(cx - 55))\" y1=\"\(n(y + 23))\" x2=\"\(n(cx - 55))\" y2=\"\(n(y + 43))\"/>"
            out += "<circle cx=\"\(n(cx))\" cy=\"\(n(y + 33))\" r=\"22\"/>"
            out += label(a.lines, cx: cx, cy: y + 68.5 + below, cssClass: "actor actor-man")
            return out + "</g>"
        case .control:
            var out = "<g class=\"actor-man \(place)\"\(name)\(data)>"
            out += "<circle cx=\"\(n(cx))\" cy=\"\(n(y + 32))\" r=\"22\"/>"
            out += "<path class=\"controlHead\" d=\"M \(n(cx - 3)),\(n(y + 4.5)) L \(n(cx + 5)),\(n(y + 10)) L \(n(cx - 3)),\(n(y + 15.5)) Z\"/>"
            out += label(a.lines, cx: cx, cy: y + 66.5 + below, cssClass: "actor actor-man")
            return out + "</g>"
        case .actor:
            var out = "<g class=\"actor-man \(place)\"\(name)\(data)>"
            out += line(cx, y + 25, cx, y + 45) + line(cx - 18, y + 33, cx + 18, y + 33)
            out += line(cx - 18, y + 60, cx, y + 45) + line(cx, y + 45, cx + 16, y + 60)
            out += "<circle cx=\"\(n(cx))\" cy=\"\(n(y + 10))\" r=\"15\"/>"
            out += label(a.lines, cx: cx, cy: y + 67.5 + below, cssClass: "actor actor-man")
            return out + "</g>"
        }
    }

    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ cls: String, _ extra: String) -> String {
        "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\"\(extra) rx=\"3\" ry=\"3\" class=\"\(cls)\"/>"
    }

    private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String {
        "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\"/>"
    }
}

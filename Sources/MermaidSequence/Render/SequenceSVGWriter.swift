import MermaidCore

/// Serialises `SequenceGeometry` as SVG body markup with mermaid's DOM conventions
/// (class names, `data-et` attributes, marker ids), every id scoped by the prefix.
struct SequenceSVGWriter {
    let prefix: String
    let fontSize: Double
    let mirrorActors: Bool

    private func n(_ v: Double) -> String { SVGCoordinate.text(v) }
    private func x(_ s: String) -> String { SequenceText.xml(s) }

    func write(_ g: SequenceGeometry) -> String {
        var out = ""
        out.reserveCapacity(2_048 + 700 * (g.messages.count + g.timeline.count) + 1_000 * g.actors.count)
        let symbols = ParticipantSymbols(prefix: prefix, fontSize: fontSize)
        for box in g.boxes {
            out += "<g><rect x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" "
            out += "class=\"rect\" style=\"fill: \(x(box.fill))\"/>"
            if let title = box.title {
                out += symbols.label([title], cx: box.titleX, cy: box.titleY, cssClass: "text")
            }
            out += "</g>"
        }
        // Mermaid lowers each background as it closes, so an enclosing rect ends up beneath the ones inside it.
        for bg in g.backgrounds.reversed() {
            out += "<rect x=\"\(n(bg.x))\" y=\"\(n(bg.y))\" width=\"\(n(bg.width))\" height=\"\(n(bg.height))\" "
            out += "class=\"rect\" style=\"fill: \(x(bg.fill))\"/>"
        }
        if mirrorActors {
            for a in g.actors.reversed() where a.kind != .actor {
                out += symbols.draw(a, footer: true)
            }
        }
        for (i, a) in g.actors.enumerated().reversed() {
            out += "<g><line id=\"\(prefix)-actor\(i)\" x1=\"\(n(a.center))\" y1=\"\(n(a.lifelineStart))\" x2=\"\(n(a.center))\" "
            out += "y2=\"\(n(a.lifelineEnd))\" class=\"actor-line 200\" stroke-width=\"0.5px\" name=\"\(x(a.id))\" "
            out += "data-et=\"life-line\" data-id=\"\(x(a.id))\"/>"
            if a.kind != .actor { out += linked(a, symbols.draw(a, footer: false)) }
            out += "</g>"
        }
        out += markers()
        for item in g.timeline { out += timelineItem(item) }
        for a in g.actors where a.kind == .actor { out += linked(a, symbols.draw(a, footer: false)) }
        let centers = g.messages.contains { $0.central != nil }
            ? Dictionary(g.actors.map { ($0.id, $0.center) }, uniquingKeysWith: { a, _ in a }) : [:]
        for m in g.messages { message(m, centers, into: &out) }
        if mirrorActors {
            for a in g.actors where a.kind == .actor { out += symbols.draw(a, footer: true) }
        }
        if let title = g.title {
            out += "<text x=\"\(n(g.centerX))\" y=\"-25\" text-anchor=\"middle\" class=\"sequenceTitle\">\(x(title))</text>"
        }
        return out
    }

    /// Participants with links become a link to their first URL, the others listed in a tooltip.
    private func linked(_ a: PlacedActor, _ body: String) -> String {
        guard let first = a.links.first else { return body }
        let tip = a.links.map { "\($0.label): \($0.url)" }.joined(separator: "\n")
        return "<a href=\"\(x(first.url))\" target=\"_blank\" rel=\"noopener\"><title>\(x(tip))</title>\(body)</a>"
    }

    private func markers() -> String {
        let p = prefix
        var out = "<defs>"
        out += "<marker id=\"\(p)-arrowhead\" refX=\"7.9\" refY=\"5\" markerUnits=\"userSpaceOnUse\" markerWidth=\"12\" "
        out += "markerHeight=\"12\" orient=\"auto-start-reverse\"><path d=\"M -1 0 L 10 5 L 0 10 z\"/></marker>"
        out += "<marker id=\"\(p)-crosshead\" markerWidth=\"15\" markerHeight=\"8\" orient=\"auto\" refX=\"4\" refY=\"4.5\">"
        out += "<path fill=\"none\" stroke-width=\"1pt\" d=\"M 1,2 L 6,7 M 6,2 L 1,7\"/></marker>"
        out += "<marker id=\"\(p)-filled-head\" refX=\"15.5\" refY=\"7\" markerWidth=\"20\" markerHeight=\"28\" orient=\"auto\">"
        out += "<path d=\"M 18,7 L9,13 L14,7 L9,1 Z\"/></marker>"
        // Mermaid's 6-unit circle is scaled by the 2px line stroke its CSS gives every line: 12 px.
        out += "<marker id=\"\(p)-sequencenumber\" refX=\"15\" refY=\"15\" markerUnits=\"userSpaceOnUse\" "
        out += "markerWidth=\"30\" markerHeight=\"30\" orient=\"auto\"><circle cx=\"15\" cy=\"15\" r=\"12\"/></marker>"
        let halves: [(String, String, String, String)] = [
            ("solidTopArrowHead", "7.9", "7.25", "<path d=\"M 0 0 L 10 8 L 0 8 z\"/>"),
            ("solidBottomArrowHead", "7.9", "0.75", "<path d=\"M 0 0 L 10 0 L 0 8 z\"/>"),
            ("stickTopArrowHead", "7.5", "7", "<path d=\"M 0 0 L 7 7\" stroke-width=\"1.5\" fill=\"none\"/>"),
            ("stickBottomArrowHead", "7.5", "0", "<path d=\"M 0 7 L 7 0\" stroke-width=\"1.5\" fill=\"none\"/>"),
        ]
        for (name, rx, ry, path) in halves {
            out += "<marker id=\"\(p)-\(name)\" class=\"halfArrow\" refX=\"\(rx)\" refY=\"\(ry)\" markerUnits=\"userSpaceOnUse\" "
            out += "markerWidth=\"12\" markerHeight=\"12\" orient=\"auto-start-reverse\">\(path)</marker>"
        }
        return out + "</defs>"
    }

    private func timelineItem(_ item: TimelineItem) -> String {
        switch item {
        case .pending:
            return ""
        case let .activation(ax, ay, w, h, level):
            return "<g><rect x=\"\(n(ax))\" y=\"\(n(ay))\" width=\"\(n(w))\" height=\"\(n(h))\" class=\"activation\(level)\"/></g>"
        case .note(let note):
            var out = "<g data-et=\"note\" data-id=\"i\(note.id)\"><rect x=\"\(n(note.x))\" y=\"\(n(note.y))\" "
            out += "width=\"\(n(note.width))\" height=\"\(n(note.height))\" class=\"note\"/>"
            for line in note.lines {
                out += "<text x=\"\(n(line.x))\" y=\"\(n(line.y))\" text-anchor=\"\(note.anchor)\" dominant-baseline=\"middle\" "
                out += "alignment-baseline=\"middle\" class=\"noteText\" dy=\"1em\"><tspan x=\"\(n(line.x))\">\(x(line.text))</tspan></text>"
            }
            return out + "</g>"
        case .frame(let f):
            return frame(f)
        }
    }

    private func frame(_ f: PlacedFrame) -> String {
        func loopLine(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, dashed: Bool = false) -> String {
            "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" class=\"loopLine\""
                + (dashed ? " style=\"stroke-dasharray: 3, 3\"/>" : "/>")
        }
        var out = "<g data-et=\"control-structure\" data-id=\"i\(f.id)\">"
        out += loopLine(f.startX, f.startY, f.stopX, f.startY)
        out += loopLine(f.stopX, f.startY, f.stopX, f.stopY)
        out += loopLine(f.startX, f.stopY, f.stopX, f.stopY)
        out += loopLine(f.startX, f.startY, f.startX, f.stopY)
        for s in f.sections { out += loopLine(f.startX, s.y, f.stopX, s.y, dashed: true) }
        let label = f.kind.label
        let w = f.labelWidth, h = 20.0, cut = 7.0
        let (x0, y0) = (f.startX, f.startY)
        out += "<polygon points=\"\(n(x0)),\(n(y0)) \(n(x0 + w)),\(n(y0)) \(n(x0 + w)),\(n(y0 + h - cut)) "
        out += "\(n(x0 + w - cut * 1.2)),\(n(y0 + h)) \(n(x0)),\(n(y0 + h))\" class=\"labelBox\"/>"
        out += "<text x=\"\(n((x0 + w / 2).rounded()))\" y=\"\(n((y0 + h / 2 + 2.5).rounded()))\" text-anchor=\"middle\" "
        out += "dominant-baseline=\"middle\" alignment-baseline=\"middle\" class=\"labelText\">\(label)</text>"
        for t in f.title { out += frameText(t, "loopText") }
        for s in f.sections { for t in s.title { out += frameText(t, "sectionTitle") } }
        return out + "</g>"
    }

    private func frameText(_ t: PlacedText, _ cls: String) -> String {
        "<text x=\"\(n(t.x))\" y=\"\(n(t.y))\" text-anchor=\"middle\" dominant-baseline=\"middle\" "
            + "alignment-baseline=\"middle\" class=\"\(cls)\"><tspan x=\"\(n(t.x))\">\(x(t.text))</tspan></text>"
    }

    private func marker(_ head: ArrowHead) -> String? {
        switch head {
        case .none: return nil
        case .filled: return "arrowhead"
        case .cross: return "crosshead"
        case .point: return "filled-head"
        case .solidTop: return "solidTopArrowHead"
        case .solidBottom: return "solidBottomArrowHead"
        case .stickTop: return "stickTopArrowHead"
        case .stickBottom: return "stickBottomArrowHead"
        }
    }

    private func message(_ m: PlacedMessage, _ centers: [String: Double], into out: inout String) {
        for t in m.text where !t.text.isEmpty {
            out += "<text x=\"\(n(t.x))\" y=\"\(n(t.y))\" text-anchor=\"\(m.anchor)\" dominant-baseline=\"middle\" "
            out += "alignment-baseline=\"middle\" class=\"messageText\" dy=\"1em\">\(x(t.text))</text>"
        }
        let cls = m.arrow.dotted ? "messageLine1" : "messageLine0"
        var attrs = " class=\"\(cls)\" data-et=\"message\" data-id=\"i\(m.id)\" data-from=\"\(x(m.from))\" data-to=\"\(x(m.to))\""
        if let start = marker(m.arrow.startHead) { attrs += " marker-start=\"url(#\(prefix)-\(start))\"" }
        if let end = marker(m.arrow.endHead) { attrs += " marker-end=\"url(#\(prefix)-\(end))\"" }
        attrs += " fill=\"none\""
        let y = m.lineY
        if m.isSelf {
            let sx = m.startX, base = m.stopX
            if m.rightAngles {
                out += "<path d=\"M \(n(sx)),\(n(y)) H \(n(base + m.selfWidth)) V \(n(y + 25)) H \(n(base))\"\(attrs)/>"
            } else {
                out += "<path d=\"M \(n(sx)),\(n(y)) C \(n(sx + 60)),\(n(y - 10)) \(n(base + 60)),\(n(y + 30)) \(n(base)),\(n(y + 20))\"\(attrs)/>"
            }
        } else {
            out += "<line x1=\"\(n(m.startX))\" y1=\"\(n(y))\" x2=\"\(n(m.stopX))\" y2=\"\(n(y))\"\(attrs)/>"
        }
        if let central = m.central {
            for (on, id) in [(central.atSource, m.from), (central.atTarget, m.to)] where on {
                if let cx = centers[id] { out += "<circle class=\"centralConnection\" cx=\"\(n(cx))\" cy=\"\(n(y))\" r=\"5\"/>" }
            }
        }
        if let (nx, label) = m.sequenceNumber {
            out += "<line x1=\"\(n(nx))\" y1=\"\(n(y))\" x2=\"\(n(nx))\" y2=\"\(n(y))\" stroke-width=\"0\" "
            out += "marker-start=\"url(#\(prefix)-sequencenumber)\"/>"
            let size = label.count > 5 ? "7px" : label.count > 3 ? "9px" : "12px"
            out += "<text x=\"\(n(nx))\" y=\"\(n(y + 4))\" style=\"font-size: \(size)\" text-anchor=\"middle\" class=\"sequenceNumber\">\(x(label))</text>"
        }
    }
}

import MermaidCore

/// Serialises `SequenceGeometry` as SVG body markup with the drawing kit, in mermaid's DOM
/// conventions (class names, `data-et` attributes), every id scoped by the prefix and the
/// markers from the kit's `MarkerSet`. Text is escaped like attribute values (quotes as
/// `&quot;`), as the sequence renderer always wrote it.
struct SequenceSVGWriter {
    let prefix: String
    let fontSize: Double
    let mirrorActors: Bool
    /// Measures `$$…$$` formulas in marked lines (`MarkedLine`) when they are drawn.
    var measurer: TextMeasurer?
    /// Link menus of participants with links (``ActorMenuWriter``), by participant index.
    var menus: [ActorMenuWriter.Menu] = []

    /// The sequence diagram's marker set: every sequence head, ids `<prefix>_sequence-<name>`.
    static func markers(prefix: String) -> MarkerSet {
        var markers = MarkerSet(prefix: prefix, diagramType: "sequence")
        markers.include(MarkerShape.sequence)
        return markers
    }

    func write(_ g: SequenceGeometry) -> SVGWriter {
        var out = SVGWriter(capacity: 2_048 + 700 * (g.messages.count + g.timeline.count) + 1_000 * g.actors.count)
        var markers = Self.markers(prefix: prefix)
        let symbols = ParticipantSymbols(prefix: prefix, fontSize: fontSize, measurer: measurer)
        for box in g.boxes {
            out.open("g")
            filledRect(x: box.x, y: box.y, width: box.width, height: box.height, fill: box.fill, into: &out)
            if let title = box.title {
                symbols.label([title], cx: box.titleX, cy: box.titleY, cssClass: "text", into: &out)
            }
            out.end("g")
        }
        // Mermaid lowers each background as it closes, so an enclosing rect ends up beneath the ones inside it.
        for bg in g.backgrounds.reversed() {
            filledRect(x: bg.x, y: bg.y, width: bg.width, height: bg.height, fill: bg.fill, into: &out)
        }
        if mirrorActors {
            for a in g.actors.reversed() where a.kind != .actor { symbols.draw(a, footer: true, into: &out) }
        }
        let menuWriter = ActorMenuWriter(prefix: prefix, fontSize: fontSize)
        for (i, a) in g.actors.enumerated().reversed() {
            out.start("g")
            if !a.links.isEmpty && a.kind != .actor { menuHost(i, a, into: &out) }
            out.startBody()
            out.start("line")
            out.attr("id", format: "\(prefix)-actor\(i)")
            out.endpoints(x1: a.center, y1: a.lifelineStart, x2: a.center, y2: a.lifelineEnd)
            out.attr("class", "actor-line 200")
            out.attr("stroke-width", "0.5px")
            out.attr("name", a.id)
            out.attr("data-et", "life-line")
            out.attr("data-id", a.id)
            out.endEmpty()
            if a.kind != .actor { symbols.draw(a, footer: false, into: &out) }
            out.end("g")
        }
        markers.write(into: &out)
        for item in g.timeline { timelineItem(item, into: &out) }
        for (i, a) in g.actors.enumerated() where a.kind == .actor {
            if a.links.isEmpty { symbols.draw(a, footer: false, into: &out); continue }
            out.start("g")
            menuHost(i, a, into: &out)
            out.startBody()
            symbols.draw(a, footer: false, into: &out)
            out.end("g")
        }
        let centers = g.messages.contains { $0.central != nil }
            ? Dictionary(g.actors.map { ($0.id, $0.center) }, uniquingKeysWith: { a, _ in a }) : [:]
        for m in g.messages { message(m, centers, markers: &markers, into: &out) }
        if mirrorActors {
            for a in g.actors where a.kind == .actor { symbols.draw(a, footer: true, into: &out) }
        }
        for menu in menus { menuWriter.write(menu, into: &out) }
        if let title = g.title {
            out.start("text")
            out.attr("x", g.centerX)
            out.attr("y", "-25")
            out.attr("text-anchor", "middle")
            out.attr("class", "sequenceTitle")
            out.startBody()
            out.text(title, escapingQuotes: true)
            out.end("text")
        }
        return out
    }

    private func filledRect(x: Double, y: Double, width: Double, height: Double, fill: String, into out: inout SVGWriter) {
        out.start("rect")
        out.frame(x: x, y: y, width: width, height: height)
        out.attr("class", "rect")
        out.attr("style", "fill: " + fill)
        out.endEmpty()
    }

    /// A participant with links: the group its menu opens from (hover, or keyboard focus).
    private func menuHost(_ index: Int, _ a: PlacedActor, into out: inout SVGWriter) {
        out.attr("id", ActorMenuWriter(prefix: prefix, fontSize: fontSize).hostID(index))
        out.attr("tabindex", "0")
        out.attr("aria-label", a.lines.map(MarkedLine.plainText).joined(separator: " ") + ": " + a.links.map(\.label).joined(separator: ", "))
    }

    /// A `<text>` with mermaid's sequence text attributes (middle baseline, `dy="1em"` unless `dy` is nil).
    static func sequenceText(x: Double, y: Double, anchor: String, cls: String, dy: Bool, into out: inout SVGWriter) {
        out.start("text")
        out.attr("x", x)
        out.attr("y", y)
        out.attr("text-anchor", anchor)
        out.attr("dominant-baseline", "middle")
        out.attr("alignment-baseline", "middle")
        out.attr("class", cls)
        if dy { out.attr("dy", "1em") }
        out.startBody()
    }

    /// `<text …><tspan x="…">text</tspan></text>`.
    /// A line holding a formula is drawn as math when `measurer` is given.
    static func tspanText(_ text: String, x: Double, y: Double, anchor: String, cls: String, dy: Bool,
                          measurer: TextMeasurer? = nil, into out: inout SVGWriter) {
        if let measurer, let math = MarkedLine.math(text, measurer: measurer) {
            drawMath(math, x: x, y: y, anchor: anchor, cls: cls, dy: dy, fontSize: measurer.fontSize, into: &out)
            return
        }
        sequenceText(x: x, y: y, anchor: anchor, cls: cls, dy: dy, into: &out)
        out.start("tspan")
        out.attr("x", x)
        out.startBody()
        lineContent(text, into: &out)
        out.end("tspan")
        out.end("text")
    }

    /// One label line inside an open `<text>`: styled runs for a marked line, else the text.
    static func lineContent(_ line: String, into out: inout SVGWriter) {
        if MarkedLine.isMarked(line) {
            MarkedLine.writeRuns(line, into: &out)
        } else {
            out.text(line, escapingQuotes: true)
        }
    }

    /// A line holding a formula, its top where a text line's glyphs would start (`y` is the
    /// line's top for `dy`, else its middle).
    static func drawMath(_ math: MathLabel, x: Double, y: Double, anchor: String, cls: String, dy: Bool,
                         fontSize: Double, into out: inout SVGWriter) {
        let top = dy ? y + fontSize / 2 : y - math.height / 2
        let mathAnchor: SVGText.Anchor = anchor == "start" ? .start : anchor == "end" ? .end : .middle
        math.draw(x: x, topY: top, anchor: mathAnchor, className: cls, into: &out)
    }

    private func timelineItem(_ item: TimelineItem, into out: inout SVGWriter) {
        switch item {
        case .pending:
            return
        case let .activation(ax, ay, w, h, level):
            out.open("g")
            out.start("rect")
            out.frame(x: ax, y: ay, width: w, height: h)
            out.attr("class", format: "activation\(level)")
            out.endEmpty()
            out.end("g")
        case .note(let note):
            out.start("g")
            out.attr("data-et", "note")
            out.attr("data-id", format: "i\(note.id)")
            out.startBody()
            out.start("rect")
            out.frame(x: note.x, y: note.y, width: note.width, height: note.height)
            out.attr("class", "note")
            out.endEmpty()
            for line in note.lines {
                Self.tspanText(line.text, x: line.x, y: line.y, anchor: note.anchor, cls: "noteText", dy: true,
                               measurer: measurer, into: &out)
            }
            out.end("g")
        case .frame(let f):
            SequenceFrameWriter.frame(f, into: &out)
        }
    }

    private func marker(_ head: ArrowHead) -> MarkerShape? {
        switch head {
        case .none: return nil
        case .filled: return .arrowhead
        case .cross: return .crosshead
        case .point: return .filledHead
        case .solidTop: return .solidTopArrowHead
        case .solidBottom: return .solidBottomArrowHead
        case .stickTop: return .stickTopArrowHead
        case .stickBottom: return .stickBottomArrowHead
        }
    }

    private func message(_ m: PlacedMessage, _ centers: [String: Double], markers: inout MarkerSet,
                         into out: inout SVGWriter) {
        for t in m.text {
            if let measurer, let math = MarkedLine.math(t.text, measurer: measurer) {
                Self.drawMath(math, x: t.x, y: t.y, anchor: m.anchor, cls: "messageText", dy: true, fontSize: fontSize,
                              into: &out)
                continue
            }
            Self.sequenceText(x: t.x, y: t.y, anchor: m.anchor, cls: "messageText", dy: true, into: &out)
            // Like mermaid, an empty line (or message) is a zero-width space, so the element has a box.
            Self.lineContent(t.text.isEmpty ? "\u{200B}" : t.text, into: &out)
            out.end("text")
        }
        let y = m.lineY
        if m.isSelf {
            let sx = m.startX, base = m.stopX
            out.start("path")
            if m.rightAngles {
                out.attr("d", format: "M \(sx),\(y) H \(base + m.selfWidth) V \(y + 25) H \(base)")
            } else {
                out.attr("d", format: "M \(sx),\(y) C \(sx + 60),\(y - 10) \(base + 60),\(y + 30) \(base),\(y + 20)")
            }
        } else {
            out.start("line")
            out.endpoints(x1: m.startX, y1: y, x2: m.stopX, y2: y)
        }
        out.attr("class", m.arrow.dotted ? "messageLine1" : "messageLine0")
        out.attr("data-et", "message")
        out.attr("data-id", format: "i\(m.id)")
        out.attr("data-from", m.from)
        out.attr("data-to", m.to)
        if let start = marker(m.arrow.startHead) { out.attr("marker-start", markers.url(start)) }
        if let end = marker(m.arrow.endHead) { out.attr("marker-end", markers.url(end)) }
        out.attr("fill", "none")
        out.endEmpty()
        if let central = m.central {
            for (on, id) in [(central.atSource, m.from), (central.atTarget, m.to)] where on {
                guard let cx = centers[id] else { continue }
                out.start("circle")
                out.attr("class", "centralConnection")
                out.attr("cx", cx)
                out.attr("cy", y)
                out.attr("r", "5")
                out.endEmpty()
            }
        }
        if let (nx, label) = m.sequenceNumber {
            // mermaid hangs the disc as a marker on a zero-length line, which browsers draw but librsvg
            // (PNG output) skips; the same 12-unit disc as a real element is drawn by both.
            out.start("circle")
            out.attr("cx", nx)
            out.attr("cy", y)
            out.attr("r", "12")
            out.attr("class", "sequenceNumberCircle")
            out.endEmpty()
            out.start("text")
            out.attr("x", nx)
            out.attr("y", y + 4)
            out.attr("style", "font-size: " + (label.count > 5 ? "7px" : label.count > 3 ? "9px" : "12px"))
            out.attr("text-anchor", "middle")
            out.attr("class", "sequenceNumber")
            out.startBody()
            out.text(label, escapingQuotes: true)
            out.end("text")
        }
    }
}

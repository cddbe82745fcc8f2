import MermaidCore

/// A participant during layout: its size, margin to the next column and vertical extent.
struct LayoutActor {
    var id: String
    var kind: ParticipantKind
    var lines: [String]
    var width: Double
    var height: Double
    var margin: Double?
    var x = 0.0
    var startY = 0.0
    var stopY: Double?
    var box: Int?
    var prev: String?
    var next: String?
    var links: [(label: String, url: String)]
    var cssClass: String? = nil
    var center: Double { x + width / 2 }

    /// Symbol participants are narrow icons; created/destroyed messages stop at the icon.
    var isIcon: Bool { kind == .actor || kind == .control || kind == .entity || kind == .database }

    /// Height a header or footer takes: symbols hang extra label lines below the icon.
    func drawnHeight(fontSize: Double) -> Double {
        guard isIcon || kind == .boundary, lines.count > 1 else { return height }
        return max(height, 77 + Double(lines.count - 1) * fontSize)
    }
}

/// Column placement: participant widths, the margins long messages and notes need, and
/// the boxes around participant groups (mermaid's `calculateActorMargins` and
/// `addActorRenderingData`).
struct ActorPlacement {
    struct BoxState {
        var title: [String]
        var fill: String
        var margin = 0.0
        var x = 0.0
        var width = 0.0
        var actorIDs: [String]
    }

    static func size(_ actor: inout LayoutActor, description: String, wrap: Bool, conf: SequenceConfig,
                     text: LineMeasurer) {
        actor.lines = wrap
            ? SequenceText.wrap(description, width: conf.width - 2 * conf.wrapPadding, with: text)
            : SequenceText.lines(description)
        let (w, h) = text.size(actor.lines)
        actor.width = wrap ? conf.width : max(conf.width, w + 2 * conf.wrapPadding)
        // Mermaid keeps the box at `height` unless wrapping; grow it when the lines would spill out.
        actor.height = max(conf.height, h + (wrap ? 0 : conf.boxTextMargin * 2))
    }

    /// Widens the gap after a participant so the messages and notes next to it fit.
    static func margins(_ actors: inout [LayoutActor], index: [String: Int], events: [SequenceEvent],
                        conf: SequenceConfig, text: LineMeasurer) {
        var needed: [String: Double] = [:]
        func need(_ id: String?, _ w: Double) {
            guard let id else { return }
            needed[id] = max(needed[id] ?? 0, w)
        }
        for event in events {
            let from: String, to: String, message: String, wrap: Bool
            var placement: NotePlacement?
            switch event {
            case .message(let m): (from, to, message, wrap) = (m.from, m.to, m.text, m.wrap)
            case let .note(f, t, p, txt, w): (from, to, message, wrap, placement) = (f, t, txt, w, p)
            default: continue
            }
            guard let ti = index[to], index[from] != nil else { continue }
            let actor = actors[ti]
            if placement == .leftOf, actor.prev == nil { continue }
            if placement == .rightOf, actor.next == nil { continue }
            let lines = wrap ? SequenceText.wrap(message, width: conf.width - 2 * conf.wrapPadding, with: text) : SequenceText.lines(message)
            // Notes are boxes (measured with slack); message text only needs the gap it is drawn in.
            let width = (placement == nil ? text.naturalWidth(lines) : text.size(lines).width) + 2 * conf.wrapPadding
            if let placement {
                switch placement {
                case .rightOf: need(from, width)
                case .leftOf: need(actor.prev, width)
                case .over:
                    if actor.prev != nil { need(actor.prev, width / 2) }
                    if actor.next != nil { need(from, width / 2) }
                }
            } else if from == actor.next {
                need(to, width)
            } else if from == actor.prev {
                need(from, width)
            } else if from == to {
                need(from, width / 2)
            }
        }
        for i in actors.indices {
            guard let width = needed[actors[i].id] else { continue }
            let nextWidth = actors[i].next.flatMap { index[$0] }.map { actors[$0].width / 2 } ?? 0
            actors[i].margin = max(width + conf.actorMargin - actors[i].width / 2 - nextWidth, conf.actorMargin)
        }
    }

    /// Box margins so each box is wide enough for its title; returns the tallest title height.
    static func boxMargins(_ boxes: inout [BoxState], actors: [LayoutActor], index: [String: Int],
                           conf: SequenceConfig, text: LineMeasurer) -> Double {
        var maxHeight = 0.0
        for b in boxes.indices {
            var total = boxes[b].actorIDs.reduce(0.0) { sum, id in
                guard let i = index[id] else { return sum }
                return sum + actors[i].width + (actors[i].margin ?? 0)
            }
            total += conf.boxMargin * 8 - 2 * conf.boxTextMargin
            let (w, h) = boxes[b].title.isEmpty ? (0, 0) : text.size(boxes[b].title)
            maxHeight = max(maxHeight, h)
            let minWidth = max(total, w + 2 * conf.wrapPadding)
            boxes[b].margin = conf.boxTextMargin + (total < minWidth ? (minWidth - total) / 2 : 0)
        }
        return maxHeight
    }
}

import MermaidCore

/// Mermaid's column/timeline layout for sequence diagrams: participants side by side,
/// every message, note and block frame stacked down a vertical cursor.
struct SequenceLayout {
    struct MessageModel {
        var startX: Double
        var stopX: Double
        var width: Double
        var lines: [String]
        var fromBounds: Double
        var toBounds: Double
    }

    final class LoopWidth {
        var from = Double.greatestFiniteMagnitude
        var to = -Double.greatestFiniteMagnitude
        var width = 0.0
    }

    let model: SequenceModel
    let conf: SequenceConfig
    let text: LineMeasurer
    var actors: [LayoutActor] = []
    var index: [String: Int] = [:]
    var boxes: [ActorPlacement.BoxState] = []
    var boxTitleHeight = 0.0
    let bounds: LayoutBounds
    var geometry = SequenceGeometry()
    var messageModels: [Int: MessageModel] = [:]
    var noteModels: [Int: (x: Double, width: Double, lines: [String])] = [:]
    var loopWidths: [Int: LoopWidth] = [:]

    static func layout(_ model: SequenceModel, conf: SequenceConfig, text: LineMeasurer) -> SequenceGeometry {
        var layout = SequenceLayout(model: model, conf: conf, text: text)
        layout.run()
        return layout.geometry
    }

    private init(model: SequenceModel, conf: SequenceConfig, text: LineMeasurer) {
        self.model = model
        self.conf = conf
        self.text = text
        self.bounds = LayoutBounds(boxMargin: conf.boxMargin)
    }

    private mutating func run() {
        prepareActors()
        if !boxes.isEmpty {
            bounds.bump(conf.boxMargin)
            if boxes.contains(where: { !$0.title.isEmpty }) { bounds.bump(boxTitleHeight) }
        }
        placeColumns()
        prepass()
        timeline()
        finish()
    }

    // MARK: - Columns

    private mutating func prepareActors() {
        var used: Set<String>?
        if conf.hideUnusedParticipants {
            var ids = Set<String>()
            for case .message(let m) in model.events { ids.insert(m.from); ids.insert(m.to) }
            used = ids
        }
        var prev: String?
        for a in model.actors where used?.contains(a.id) ?? true {
            var actor = LayoutActor(id: a.id, kind: a.kind, lines: [], width: 0, height: 0, box: a.box, links: a.links,
                                    cssClass: a.cssClass)
            ActorPlacement.size(&actor, description: a.description, wrap: a.wrap, conf: conf, text: text)
            actor.prev = prev
            if let p = prev, let pi = index[p] { actors[pi].next = a.id }
            index[a.id] = actors.count
            actors.append(actor)
            prev = a.id
        }
        ActorPlacement.margins(&actors, index: index, events: model.events, conf: conf, text: text)
        boxes = model.boxes.map {
            ActorPlacement.BoxState(title: $0.title.map { SequenceText.lines($0) } ?? [], fill: $0.color,
                                    actorIDs: $0.actorIDs.filter { index[$0] != nil })
        }
        boxTitleHeight = ActorPlacement.boxMargins(&boxes, actors: actors, index: index, conf: conf, text: text)
    }

    private mutating func placeColumns() {
        var prevWidth = 0.0, prevMargin = 0.0, maxHeight = 0.0
        var prevBox: Int?
        for i in actors.indices {
            let box = actors[i].box
            if let p = prevBox, p != box { prevMargin += conf.boxMargin + boxes[p].margin }
            if let b = box, b != prevBox {
                boxes[b].x = prevWidth + prevMargin
                prevMargin += boxes[b].margin
            }
            if actors[i].margin == nil { actors[i].margin = conf.actorMargin }
            maxHeight = max(maxHeight, actors[i].drawnHeight(fontSize: conf.fontSize))
            if model.created[actors[i].id] != nil { prevMargin += actors[i].width / 2 }
            actors[i].x = prevWidth + prevMargin
            actors[i].startY = bounds.verticalPos
            bounds.insert(actors[i].x, 0, actors[i].x + actors[i].width, actors[i].height)
            prevWidth += actors[i].width + prevMargin
            if let b = box { boxes[b].width = prevWidth + boxes[b].margin - boxes[b].x }
            prevMargin = actors[i].margin ?? conf.actorMargin
            prevBox = box
        }
        bounds.bump(maxHeight)
    }

    // MARK: - Pre-pass: message and note models, frame widths

    private func activationBounds(_ id: String, _ activations: [LayoutBounds.Activation]) -> (Double, Double) {
        guard let i = index[id] else { return (0, 0) }
        var left = actors[i].center - 1, right = actors[i].center + 1
        for a in activations where a.actor == id {
            left = min(left, a.startX)
            right = max(right, a.stopX)
        }
        return (left, right)
    }

    func activationX(_ id: String, _ activations: [LayoutBounds.Activation]) -> Double {
        guard let i = index[id] else { return 0 }
        let stacked = activations.filter { $0.actor == id }.count
        return actors[i].center + Double(stacked - 1) * conf.activationWidth / 2
    }

    private mutating func prepass() {
        var stack: [LoopWidth] = []
        var activations: [LayoutBounds.Activation] = []
        for (i, event) in model.events.enumerated() {
            switch event {
            case .blockStart(let kind, _, _) where kind != .rect:
                let entry = LoopWidth()
                stack.append(entry)
                loopWidths[i] = entry
            case .blockSection(_, let label, _):
                if !label.isEmpty, let top = stack.last { loopWidths[i] = top }
            case .blockEnd(let kind) where kind != .rect:
                _ = stack.popLast()
            case .activeStart(let id):
                let x = activationX(id, activations)
                activations.append(.init(actor: id, startX: x, stopX: x + conf.activationWidth, startY: 0, slot: 0))
            case .activeEnd(let id):
                if let last = activations.lastIndex(where: { $0.actor == id }) { activations.remove(at: last) }
            case let .note(from, to, placement, message, wrap):
                guard let note = noteModel(from, to, placement, message, wrap) else { continue }
                noteModels[i] = note
                for entry in stack {
                    entry.from = min(entry.from, note.x)
                    entry.to = max(entry.to, note.x + note.width)
                    entry.width = max(entry.width, abs(entry.from - entry.to)) - conf.labelBoxWidth
                }
            case .message(let m):
                guard let mm = messageModel(m, activations) else { continue }
                messageModels[i] = mm
                guard mm.startX != 0, mm.stopX != 0 else { continue }
                for entry in stack {
                    if mm.startX == mm.stopX, let f = index[m.from], let t = index[m.to] {
                        entry.from = min(actors[f].x - mm.width / 2, actors[f].x - actors[f].width / 2, entry.from)
                        entry.to = max(actors[t].x + mm.width / 2, actors[t].x + actors[f].width / 2, entry.to)
                        entry.width = max(entry.width, abs(entry.to - entry.from)) - conf.labelBoxWidth
                    } else {
                        entry.from = min(mm.startX, entry.from)
                        entry.to = max(mm.stopX, entry.to)
                        entry.width = max(entry.width, mm.width) - conf.labelBoxWidth
                    }
                }
            default:
                break
            }
        }
    }

    private func messageModel(_ m: SequenceMessage, _ activations: [LayoutBounds.Activation]) -> MessageModel? {
        guard index[m.from] != nil, index[m.to] != nil else { return nil }
        let (fromLeft, fromRight) = activationBounds(m.from, activations)
        let (toLeft, toRight) = activationBounds(m.to, activations)
        let toRightward = fromLeft <= toLeft
        var startX = toRightward ? fromRight : fromLeft
        var stopX = toRightward ? toLeft : toRight
        if m.central?.atSource == true {
            startX += 4
            if m.arrow.isBidirectional, !toRightward { startX -= 6 }
        }
        let adjust: (Double) -> Double = { toRightward ? -$0 : $0 }
        if m.from == m.to {
            stopX = startX
        } else {
            if m.activate, abs(toLeft - toRight) <= 2 { stopX += adjust(conf.activationWidth / 2 - 1) }
            switch m.arrow.endHead {
            case .filled, .cross, .point, .solidTop, .solidBottom: stopX += adjust(3)
            default: break
            }
            if m.arrow.isBidirectional || m.arrow.startHead == .solidTop || m.arrow.startHead == .solidBottom {
                startX -= adjust(3)
            }
        }
        let bounded = abs(startX - stopX)
        let lines = m.wrap && !m.text.isEmpty
            ? SequenceText.wrap(m.text, width: max(bounded + 2 * conf.wrapPadding, conf.width), with: text)
            : SequenceText.lines(m.text)
        let textWidth = text.size(lines).width
        let all = [fromLeft, fromRight, toLeft, toRight]
        return MessageModel(startX: startX, stopX: stopX,
                            width: max(m.wrap ? 0 : textWidth + 2 * conf.wrapPadding, bounded + 2 * conf.wrapPadding, conf.width),
                            lines: lines, fromBounds: all.min() ?? 0, toBounds: all.max() ?? 0)
    }

    private func noteModel(_ fromID: String, _ toID: String, _ placement: NotePlacement, _ message: String,
                           _ wrapFlag: Bool) -> (x: Double, width: Double, lines: [String])? {
        guard let fi = index[fromID], let ti = index[toID] else { return nil }
        let from = actors[fi], to = actors[ti]
        let wrap = wrapFlag && !message.isEmpty
        var lines = wrap ? SequenceText.wrap(message, width: conf.width, with: text) : SequenceText.lines(message)
        var textWidth = text.size(lines).width
        let padded = textWidth + 2 * conf.noteMargin
        var width: Double, x: Double
        switch placement {
        case .rightOf:
            width = wrap ? max(conf.width, textWidth) : max(from.width / 2 + to.width / 2, padded)
            x = from.x + (from.width + conf.actorMargin) / 2
        case .leftOf:
            width = wrap ? max(conf.width, padded) : max(from.width / 2 + to.width / 2, padded)
            x = from.x - width + (from.width - conf.actorMargin) / 2
        case .over where fromID == toID:
            if wrap { lines = SequenceText.wrap(message, width: max(conf.width, from.width), with: text) }
            textWidth = text.size(lines).width
            width = wrap ? max(conf.width, from.width) : max(from.width, conf.width, textWidth + 2 * conf.noteMargin)
            x = from.x + (from.width - width) / 2
        case .over:
            width = abs(from.center - to.center) + conf.actorMargin
            x = min(from.center, to.center) - conf.actorMargin / 2
        }
        if wrap { lines = SequenceText.wrap(message, width: width - 2 * conf.wrapPadding, with: text) }
        // Mermaid lets a long note spill out of its box; widen it around its centre instead.
        let need = text.size(lines).width + 2 * conf.noteMargin
        if need > width {
            x -= (need - width) / 2
            width = need
        }
        return (x, width, lines)
    }
}

import MermaidCore

/// The vertical pass of `SequenceLayout`: walks the events top to bottom, moving the
/// cursor by mermaid's margins, and records where each message, note, activation bar and
/// frame goes. Then the footer row, boxes and the final viewBox.
extension SequenceLayout {
    mutating func timeline() {
        var sequenceIndex = 1.0
        var sequenceStep = 1.0
        var numbersVisible = false
        for (i, event) in model.events.enumerated() {
            switch event {
            case .note:
                note(i)
            case .activeStart(let id):
                guard index[id] != nil else { break }
                let x = activationX(id, bounds.activations)
                geometry.timeline.append(.pending)
                bounds.activations.append(.init(actor: id, startX: x, stopX: x + conf.activationWidth,
                                                startY: bounds.verticalPos + 2, slot: geometry.timeline.count - 1))
            case .activeEnd(let id):
                endActivation(id)
            case let .blockStart(kind, label, _):
                let post = kind == .rect ? conf.boxMargin : conf.boxMargin + conf.boxTextMargin
                let lines = frameTitle(i, label, pre: conf.boxMargin)
                let frame = LayoutBounds.Frame(eventIndex: i, kind: kind, startY: bounds.verticalPos,
                                               title: kind == .rect ? [] : lines.lines,
                                               fill: kind == .rect ? SequenceLayout.safeFill(label) : nil)
                bounds.frames.append(frame)
                bounds.bump(post + lines.height)
            case .blockSection(_, let label, _):
                let lines = frameTitle(i, label, pre: conf.boxMargin + conf.boxTextMargin)
                bounds.frames.last?.sections.append((bounds.verticalPos, lines.lines))
                bounds.bump(conf.boxMargin + lines.height)
            case .blockEnd:
                endFrame()
            case let .autonumber(start, step, visible):
                if let start, start != 0 { sequenceIndex = start }
                if let step, step != 0 { sequenceStep = step }
                numbersVisible = visible
            case .message(let m):
                guard var mm = messageModels[i] else { break }
                let start = bounds.verticalPos
                let lineY = boundMessage(&mm, start: start)
                adjustCreatedDestroyed(m, &mm, lineY: lineY, eventIndex: i, start: start)
                var label: String?
                if numbersVisible || conf.showSequenceNumbers {
                    label = sequenceIndex == sequenceIndex.rounded() && abs(sequenceIndex) < 1e15
                        ? String(Int64(sequenceIndex)) : String(sequenceIndex)
                }
                placeMessage(i, m, mm, start: start, lineY: lineY, number: label)
                sequenceIndex = ((sequenceIndex + sequenceStep) * 100).rounded() / 100
            }
        }
    }

    /// A `rect` colour that parses as CSS, else no fill: user text never reaches a style
    /// attribute unchecked.
    static func safeFill(_ color: String) -> String {
        SequenceColor.isColor(color) ? color : "none"
    }

    /// Bumps `pre`, and wraps a labelled frame title to the frame's width as `[label]`.
    private mutating func frameTitle(_ i: Int, _ label: String, pre: Double) -> (lines: [String], height: Double) {
        bounds.bump(pre)
        guard !label.isEmpty else { return ([], 0) }
        guard let width = loopWidths[i]?.width else { return ([SequenceText.restore(label)], 0) }
        // Mermaid wraps to the frame's content width; an (almost) empty frame would break every
        // character onto its own line, so never wrap narrower than a participant box.
        let lines = SequenceText.wrap("[\(label)]", width: max(width, conf.width) - 2 * conf.wrapPadding, with: text)
        return (lines, max(text.size(lines).height, conf.labelBoxHeight))
    }

    private mutating func note(_ i: Int) {
        guard let model = noteModels[i] else { return }
        bounds.bump(conf.boxMargin)
        let y = bounds.verticalPos
        let height = text.size(model.lines).height + 2 * conf.noteMargin
        bounds.bump(height)
        bounds.insert(model.x, y, model.x + model.width, y + height)
        let (anchor, x) = anchored(conf.noteAlign, x: model.x, width: model.width, margin: conf.noteMargin)
        geometry.timeline.append(.note(PlacedNote(
            id: i, x: model.x, y: y, width: model.width, height: height, anchor: anchor,
            lines: stacked(model.lines, x: x, top: y, margin: conf.noteMargin))))
    }

    /// Mermaid's `drawText` placement: x by alignment, each line below the previous one.
    func anchored(_ align: String, x: Double, width: Double, margin: Double) -> (String, Double) {
        switch align {
        case "left", "start": return ("start", (x + margin).rounded())
        case "right", "end": return ("end", (x + width - margin).rounded())
        default: return ("middle", (x + width / 2).rounded())
        }
    }

    func stacked(_ lines: [String], x: Double, top: Double, margin: Double) -> [PlacedText] {
        var out: [PlacedText] = []
        var above = 0.0
        for line in lines {
            out.append(PlacedText(x: x, y: (top + (2 * above + margin) / 2).rounded(), text: line))
            above += text.height(line)
        }
        return out
    }

    private mutating func endActivation(_ id: String) {
        guard let last = bounds.activations.lastIndex(where: { $0.actor == id }) else { return }
        var act = bounds.activations.remove(at: last)
        var y = bounds.verticalPos
        if act.startY + 18 > y {
            act.startY = y - 6
            y += 12
        }
        let level = bounds.activations.filter { $0.actor == id }.count % 3
        geometry.timeline[act.slot] = .activation(x: act.startX, y: act.startY, width: act.stopX - act.startX,
                                                  height: y - act.startY, level: level)
        bounds.insert(act.startX, y - 10, act.stopX, y)
    }

    private mutating func endFrame() {
        guard let frame = bounds.frames.popLast() else { return }
        let left = actors.first.map { $0.center } ?? 0
        let right = actors.last.map { $0.center } ?? 0
        let startX = frame.startX ?? left - conf.width / 2
        let stopX = frame.stopX ?? right + conf.width / 2
        let startY = frame.startY ?? bounds.verticalPos
        let stopY = frame.stopY ?? bounds.verticalPos
        if frame.kind == .rect {
            geometry.backgrounds.append(PlacedBackground(x: startX, y: startY, width: stopX - startX,
                                                         height: stopY - startY, fill: frame.fill ?? "none"))
        } else {
            let titleX = startX + conf.labelBoxWidth / 2 + (stopX - startX) / 2
            let title = stacked(frame.title, x: titleX.rounded(), top: startY + conf.boxMargin + conf.boxTextMargin,
                                margin: conf.boxTextMargin)
            let sections = frame.sections.map { section in
                (y: section.y, title: stacked(section.title, x: (startX + (stopX - startX) / 2).rounded(),
                                              top: section.y + conf.boxMargin + conf.boxTextMargin,
                                              margin: conf.boxTextMargin))
            }
            geometry.timeline.append(.frame(PlacedFrame(id: frame.eventIndex, kind: frame.kind, startX: startX,
                                                        startY: startY, stopX: stopX, stopY: stopY,
                                                        labelWidth: max(conf.labelBoxWidth, text.width(frame.kind.label) + 12),
                                                        title: title, sections: sections)))
        }
        bounds.bump(stopY - bounds.verticalPos)
    }
}

/// Messages, created/destroyed participants, the footer row and the final extent.
extension SequenceLayout {
    /// Reserves vertical room for a message and returns the y of its line (mermaid's `boundMessage`).
    mutating func boundMessage(_ mm: inout MessageModel, start: Double) -> Double {
        bounds.bump(10)
        let size = text.size(mm.lines)
        let lineCount = Double(max(mm.lines.count, 1))
        bounds.bump(size.height / lineCount)
        var offset = size.height - 10
        let lineY: Double
        if mm.startX == mm.stopX {
            offset += conf.rightAngles ? 0 : conf.boxMargin
            lineY = bounds.verticalPos + offset
            offset += 30
            let dx = max(size.width / 2, conf.width / 2)
            bounds.insert(mm.startX - dx, bounds.verticalPos - 10 + offset, mm.stopX + dx, bounds.verticalPos + 30 + offset)
        } else {
            offset += conf.boxMargin
            lineY = bounds.verticalPos + offset
            bounds.insert(mm.startX, lineY - 10, mm.stopX, lineY)
        }
        bounds.bump(offset)
        bounds.insert(mm.fromBounds, start, mm.toBounds, bounds.verticalPos)
        return lineY
    }

    /// A created participant's header sits on its creating message; a destroyed one's
    /// lifeline ends at its destroying message.
    mutating func adjustCreatedDestroyed(_ m: SequenceMessage, _ mm: inout MessageModel, lineY: Double,
                                         eventIndex: Int, start: Double) {
        guard let fi = index[m.from], let ti = index[m.to] else { return }
        let stop = bounds.verticalPos
        func receiver(_ a: LayoutActor, _ adjustment: Double) {
            if a.x < actors[fi].x {
                bounds.insert(mm.stopX - adjustment, start, mm.startX, stop + a.height / 2 + conf.noteMargin)
                mm.stopX += adjustment
            } else {
                bounds.insert(mm.startX, start, mm.stopX + adjustment, stop + a.height / 2 + conf.noteMargin)
                mm.stopX -= adjustment
            }
        }
        if model.created[m.to] == eventIndex {
            let a = actors[ti]
            receiver(a, a.isIcon ? 21 : a.width / 2 + 3)
            actors[ti].startY = lineY - a.height / 2
            bounds.bump(a.height / 2)
        } else if model.destroyed[m.from] == eventIndex {
            let a = actors[fi]
            if conf.mirrorActors {
                let adjustment = a.isIcon ? 18 : a.width / 2
                if a.x < actors[ti].x {
                    bounds.insert(mm.startX - adjustment, start, mm.stopX, stop + a.height / 2 + conf.noteMargin)
                    mm.startX += adjustment
                } else {
                    bounds.insert(mm.stopX, start, mm.startX + adjustment, stop + a.height / 2 + conf.noteMargin)
                    mm.startX -= adjustment
                }
            }
            actors[fi].stopY = lineY - a.height / 2
            bounds.bump(a.height / 2)
        } else if model.destroyed[m.to] == eventIndex {
            let a = actors[ti]
            if conf.mirrorActors { receiver(a, a.isIcon ? 21 : a.width / 2 + 3) }
            actors[ti].stopY = lineY - a.height / 2
            bounds.bump(a.height / 2)
        }
    }

    mutating func placeMessage(_ i: Int, _ m: SequenceMessage, _ mm: MessageModel, start: Double, lineY: Double,
                               number: String?) {
        let minX = min(mm.startX, mm.stopX)
        let (anchor, x) = anchored(conf.messageAlign, x: minX, width: abs(mm.stopX - mm.startX), margin: conf.wrapPadding)
        var startX = mm.startX, stopX = mm.stopX
        let isSelf = mm.startX == mm.stopX
        var numberX: Double?
        if number != nil {
            if isSelf {
                if m.arrow.isReverse || m.arrow.isBidirectional { startX += 10 }
                numberX = mm.fromBounds + 1
            } else if m.arrow.isBidirectional {
                startX = mm.startX < mm.stopX ? mm.startX + 12 : mm.startX - 6
            } else if m.arrow.isReverse {
                stopX = mm.stopX > mm.startX ? mm.stopX - 12 : mm.stopX - 6
            } else {
                startX = mm.startX + 6
            }
            if numberX == nil {
                let rightward = mm.startX <= mm.stopX
                numberX = m.arrow.isReverse == rightward ? mm.toBounds - 1 : mm.fromBounds + 1
            }
        }
        let selfWidth = max(conf.width / 2, text.size(mm.lines).width / 2)
        geometry.messages.append(PlacedMessage(
            id: i, from: m.from, to: m.to, arrow: m.arrow,
            text: stacked(mm.lines, x: x, top: start + 10, margin: conf.wrapPadding), anchor: anchor,
            startX: startX, stopX: stopX, lineY: lineY, isSelf: isSelf, rightAngles: conf.rightAngles,
            selfWidth: selfWidth, sequenceNumber: number.map { (numberX ?? mm.fromBounds + 1, $0) },
            central: m.central))
    }

    /// Footer row, lifelines, boxes and the viewBox (mermaid's end of `draw`).
    mutating func finish() {
        if conf.mirrorActors {
            bounds.bump(conf.boxMargin * 2)
            var maxHeight = 0.0
            for i in actors.indices {
                if actors[i].stopY == nil { actors[i].stopY = bounds.verticalPos }
                maxHeight = max(maxHeight, actors[i].drawnHeight(fontSize: conf.fontSize))
            }
            bounds.bump(maxHeight + conf.boxMargin)
        }
        let end = bounds.verticalPos
        for a in actors {
            let top = a.startY
            let headerBottom: Double
            switch a.kind {
            case .actor, .control, .entity, .boundary, .database:
                // Symbols carry their label below the icon: start the lifeline under the last line.
                headerBottom = top + 80 + Double(max(a.lines.count - 1, 0)) * conf.fontSize
            default:
                headerBottom = top + a.height
            }
            let bottomY = a.stopY ?? end
            let lifelineEnd = conf.mirrorActors ? bottomY : (a.stopY.map { $0 + a.height / 2 } ?? end)
            geometry.actors.append(PlacedActor(
                id: a.id, kind: a.kind, lines: a.lines, x: a.x, width: a.width, height: a.height, topY: top,
                bottomY: bottomY, lifelineStart: headerBottom, lifelineEnd: max(lifelineEnd, headerBottom),
                links: a.links, created: model.created[a.id] != nil, destroyed: model.destroyed[a.id] != nil,
                cssClass: a.cssClass))
        }
        var drawn = Set<Int>()
        for a in actors {
            guard let b = a.box, !drawn.contains(b) else { continue }
            drawn.insert(b)
            let box = boxes[b]
            let height = bounds.verticalPos
            bounds.insert(box.x, 0, box.x + box.width, height)
            let pad = conf.boxMargin * 2
            geometry.boxes.append(PlacedBox(
                x: box.x - pad, y: -pad * 0.25, width: box.width + 2 * pad, height: height + pad * 0.75,
                fill: box.fill, title: box.title.isEmpty ? nil : box.title.joined(separator: " "),
                titleX: box.x + box.width / 2, titleY: conf.boxTextMargin + boxTitleHeight / 2))
        }
        if !boxes.isEmpty { bounds.bump(conf.boxMargin) }
        let startX = bounds.startX ?? 0, stopX = bounds.stopX ?? 0
        let startY = bounds.startY ?? 0, stopY = bounds.stopY ?? 0
        var height = stopY - startY + 2 * conf.diagramMarginY
        if conf.mirrorActors { height += conf.bottomMarginAdj - conf.boxMargin }
        let titleExtra = model.title == nil ? 0.0 : 40.0
        geometry.title = model.title
        geometry.minX = startX - conf.diagramMarginX
        geometry.minY = -(conf.diagramMarginY + titleExtra)
        geometry.width = stopX - startX + 2 * conf.diagramMarginX
        geometry.height = height + titleExtra
        geometry.centerX = (startX + stopX) / 2
        // A title wider than the drawing widens the viewBox (mermaid would let it spill out).
        if let title = model.title {
            let need = text.width(title) + 2 * conf.diagramMarginX
            if need > geometry.width {
                geometry.minX -= (need - geometry.width) / 2
                geometry.width = need
            }
        }
    }
}

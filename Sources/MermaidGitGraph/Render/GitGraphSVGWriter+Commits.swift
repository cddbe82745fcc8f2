// Why: the commit symbols (circle, merge ring, reverse cross, highlight square, cherry-pick
// mark), commit id labels and tag flags are most of a gitGraph's markup; they follow mermaid's
// geometry exactly so a reader comparing both sees the same picture.
import MermaidCore

extension GitGraphSVGWriter {
    mutating func drawBullet(_ index: Int, into svg: inout SVGWriter) {
        let commit = graph.commits[index]
        let p = layout.points[index]
        let color = Self.colorIndex(layout.lane(commit).index)
        let colorText = String(color)
        let typeClass = commit.symbol.cssClass
        switch commit.symbol {
        case .highlight:
            rect(x: p.x - 10, y: p.y - 10, size: 20,
                 className: String.concatenating("commit ", commit.id, " commit-highlight", colorText, " ", typeClass, "-outer"), into: &svg)
            rect(x: p.x - 6, y: p.y - 6, size: 12,
                 className: String.concatenating("commit ", commit.id, " commit", colorText, " ", typeClass, "-inner"), into: &svg)
        case .cherryPick:
            circle(cx: p.x, cy: p.y, r: 10, className: "commit \(commit.id) \(typeClass)", into: &svg)
            circle(cx: p.x - 3, cy: p.y + 2, r: 2.75, className: "commit \(commit.id) \(typeClass) commit-cherry-pick-mark", into: &svg)
            circle(cx: p.x + 3, cy: p.y + 2, r: 2.75, className: "commit \(commit.id) \(typeClass) commit-cherry-pick-mark", into: &svg)
            for dx in [3.0, -3.0] {
                svg.start("line")
                svg.endpoints(x1: p.x + dx, y1: p.y + 1, x2: p.x, y2: p.y - 5)
                svg.attr("class", "commit \(commit.id) \(typeClass) commit-cherry-pick-mark")
                svg.endEmpty()
            }
        default:
            // Class names written once (`String.concatenating`): interpolating them cost about 2,000
            // instructions a bullet, a tenth of a small graph's render.
            circle(cx: p.x, cy: p.y, r: 10, className: String.concatenating("commit ", commit.id, " commit", colorText), into: &svg)
            if commit.symbol == .merge {
                circle(cx: p.x, cy: p.y, r: 6, className: String.concatenating("commit ", typeClass, " ", commit.id, " commit", colorText),
                       into: &svg)
            }
            if commit.symbol == .reverse {
                svg.start("path")
                svg.attr("d", format: "M \(p.x - 5),\(p.y - 5)L\(p.x + 5),\(p.y + 5)M\(p.x - 5),\(p.y + 5)L\(p.x + 5),\(p.y - 5)")
                svg.attr("class", String.concatenating("commit ", typeClass, " ", commit.id, " commit", colorText))
                svg.endEmpty()
            }
        }
        include(x: p.x - 10, y: p.y - 10, width: 20, height: 20)
    }

    private func circle(cx: Double, cy: Double, r: Double, className: String, into svg: inout SVGWriter) {
        svg.start("circle")
        svg.attr("cx", cx)
        svg.attr("cy", cy)
        svg.attr("r", r)
        svg.attr("class", className)
        svg.endEmpty()
    }

    private func rect(x: Double, y: Double, size: Double, className: String, into svg: inout SVGWriter) {
        svg.start("rect")
        svg.frame(x: x, y: y, width: size, height: size)
        svg.attr("class", className)
        svg.endEmpty()
    }

    /// The commit's id below (LR) or beside (TB/BT) its bullet; merges show theirs only when
    /// the author named them, cherry-picks never (as mermaid).
    mutating func drawCommitLabel(_ index: Int, into svg: inout SVGWriter) {
        let commit = graph.commits[index]
        guard settings.showCommitLabel, commit.type != .cherryPick, commit.type != .merge || commit.hasCustomId else { return }
        let p = layout.points[index]
        let w = context.text.width(of: commit.id, size: commitLabelSize)
        let h = commitLabelSize * 1.1
        let vertical = layout.orientation.isVertical
        // LR: centred under the bullet; TB/BT: to its left.
        let rect = vertical ? (x: p.x - (w + 21), y: p.y - 12) : (x: p.x - w / 2 - 2, y: p.y + 13.5)
        let text = vertical ? (x: p.x - (w + 16), y: p.y + h - 12) : (x: p.x - w / 2, y: p.y + 25)
        var groupTransform: SVGValue?
        var itemTransform: SVGValue?
        var angle = 0.0, cx = 0.0, cy = 0.0, dx = 0.0, dy = 0.0
        if settings.rotateCommitLabel {
            angle = -45
            if vertical {
                cx = p.x; cy = p.y
                itemTransform = "rotate(-45, \(p.x), \(p.y))"
            } else {
                dx = -7.5 - ((w + 10) / 25) * 9.5
                dy = 10 + (w / 25) * 8.5
                cx = p.pos; cy = p.y
                groupTransform = "translate(\(dx), \(dy)) rotate(-45, \(p.pos), \(p.y))"
            }
        }
        svg.start("g")
        if let groupTransform { svg.attr("transform", format: groupTransform) }
        svg.startBody()
        svg.start("rect")
        svg.attr("class", "commit-label-bkg")
        svg.frame(x: rect.x, y: rect.y, width: w + 4, height: h + 4)
        if let itemTransform { svg.attr("transform", format: itemTransform) }
        svg.endEmpty()
        svg.start("text")
        svg.attr("x", text.x)
        svg.attr("y", text.y)
        svg.attr("class", "commit-label")
        if let itemTransform { svg.attr("transform", format: itemTransform) }
        svg.startBody()
        svg.text(commit.id)
        svg.end("text")
        svg.end("g")
        include(x: rect.x, y: rect.y, width: w + 4, height: h + 4, angle: angle, cx: cx, cy: cy, dx: dx, dy: dy)
    }

    /// Tag flags above (LR) or beside (TB/BT, turned 45°) the bullet, the last tag nearest.
    mutating func drawTags(_ index: Int, into svg: inout SVGWriter) {
        let commit = graph.commits[index]
        guard !commit.tags.isEmpty else { return }
        let p = layout.points[index]
        let pos = p.pos
        let centre = p.pos + 10
        let h = tagLabelSize * 1.1
        let widths = commit.tags.map { context.text.width(of: $0, size: tagLabelSize) }
        let maxWidth = widths.max() ?? 0
        let h2 = h / 2
        let vertical = layout.orientation.isVertical
        for (offsetIndex, (tag, width)) in zip(commit.tags.reversed(), widths.reversed()).enumerated() {
            let yOffset = Double(offsetIndex) * 20
            var points: [(Double, Double)]
            var hole: (Double, Double)
            var text: (Double, Double)
            var rotation: SVGValue?
            var textRotation: SVGValue?
            if vertical {
                let origin = pos + yOffset
                let x = p.x
                points = [(x, origin + 2), (x, origin - 2), (x + 10, origin - h2 - 2), (x + 14 + maxWidth, origin - h2 - 2),
                          (x + 14 + maxWidth, origin + h2 + 2), (x + 10, origin + h2 + 2)]
                hole = (x + 2, origin)
                text = (x + 5, origin + 3)
                rotation = "translate(12,12) rotate(45, \(x),\(pos))"
                textRotation = "translate(14,14) rotate(45, \(x),\(pos))"
                for (px, py) in points { include(x: px, y: py, width: 0, height: 0, angle: 45, cx: x, cy: pos, dx: 12, dy: 12) }
                include(x: text.0, y: text.1 - h, width: width, height: h, angle: 45, cx: x, cy: pos, dx: 14, dy: 14)
            } else {
                let ly = p.y - 19.2 - yOffset
                points = [(pos - maxWidth / 2 - 2, ly + 2), (pos - maxWidth / 2 - 2, ly - 2),
                          (centre - maxWidth / 2 - 4, ly - h2 - 2), (centre + maxWidth / 2 + 4, ly - h2 - 2),
                          (centre + maxWidth / 2 + 4, ly + h2 + 2), (centre - maxWidth / 2 - 4, ly + h2 + 2)]
                hole = (pos - maxWidth / 2 + 2, ly)
                text = (centre - width / 2, p.y - 16 - yOffset)
                for (px, py) in points { include(x: px, y: py, width: 0, height: 0) }
            }
            svg.start("polygon")
            svg.attr("class", "tag-label-bkg")
            svg.attr("points", points.map { NumberFormat.format($0.0) + "," + NumberFormat.format($0.1) }.joined(separator: " "))
            if let rotation { svg.attr("transform", format: rotation) }
            svg.endEmpty()
            svg.start("circle")
            svg.attr("cy", hole.1)
            svg.attr("cx", hole.0)
            svg.attr("r", 1.5)
            svg.attr("class", "tag-hole")
            if let rotation { svg.attr("transform", format: rotation) }
            svg.endEmpty()
            svg.start("text")
            svg.attr("y", text.1)
            svg.attr("class", "tag-label")
            svg.attr("x", text.0)
            if let textRotation { svg.attr("transform", format: textRotation) }
            svg.startBody()
            svg.text(tag)
            svg.end("text")
        }
    }
}

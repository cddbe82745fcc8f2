// Why: draws an xychart axis with mermaid's groups (`axis-line`/`axisl-line`, `label`, `ticks`,
// `title`) on whichever side the layout put it.
import MermaidCore

extension XYAxis {
    func draw(className: String, color: String, into svg: inout SVGWriter) {
        svg.openGroup(class: className)
        let line = drawsLine ? s.axisLineWidth : 0
        let tick = drawsTicks ? s.tickLength : 0
        let right = box.x + box.width, bottom = box.y + box.height
        svg.openGroup(class: side == .left ? "axisl-line" : "axis-line")
        if drawsLine {
            switch side {
            case .left: path("M \(right - line / 2),\(box.y) L \(right - line / 2),\(bottom)", width: line, color: color, into: &svg)
            case .bottom: path("M \(box.x),\(box.y + line / 2) L \(right),\(box.y + line / 2)", width: line, color: color, into: &svg)
            case .top: path("M \(box.x),\(bottom - line / 2) L \(right),\(bottom - line / 2)", width: line, color: color, into: &svg)
            }
        }
        svg.end("g")
        svg.openGroup(class: "label")
        if drawsLabels {
            for t in ticks {
                let p = position(t.value)
                switch side {
                case .left:
                    text(t.label, x: right - line - tick - s.labelPadding, y: p, size: s.labelFontSize, baseline: "middle",
                         anchor: "end", rotation: 0, color: color, into: &svg)
                case .bottom:
                    text(t.label, x: p, y: box.y + line + tick + s.labelPadding, size: s.labelFontSize,
                         baseline: "text-before-edge", anchor: "middle", rotation: 0, color: color, into: &svg)
                case .top:
                    let y = box.y + (drawsTitle ? titleHeight + s.titlePadding * 2 : 0) + s.labelPadding
                    text(t.label, x: p, y: y, size: s.labelFontSize, baseline: "text-before-edge", anchor: "middle",
                         rotation: 0, color: color, into: &svg)
                }
            }
        }
        svg.end("g")
        svg.openGroup(class: "ticks")
        if drawsTicks {
            for t in ticks {
                let p = position(t.value)
                switch side {
                case .left: path("M \(right - line),\(p) L \(right - line - tick),\(p)", width: s.tickWidth, color: color, into: &svg)
                case .bottom: path("M \(p),\(box.y + line) L \(p),\(box.y + line + tick)", width: s.tickWidth, color: color, into: &svg)
                case .top: path("M \(p),\(bottom - line) L \(p),\(bottom - line - tick)", width: s.tickWidth, color: color, into: &svg)
                }
            }
        }
        svg.end("g")
        svg.openGroup(class: "title")
        if drawsTitle, let title {
            let middle = (range.0 + range.1) / 2
            switch side {
            case .left:
                text(title, x: box.x + s.titlePadding, y: middle, size: s.titleFontSize, baseline: "text-before-edge",
                     anchor: "middle", rotation: 270, color: color, into: &svg)
            case .bottom:
                text(title, x: middle, y: bottom - s.titlePadding - titleHeight, size: s.titleFontSize,
                     baseline: "text-before-edge", anchor: "middle", rotation: 0, color: color, into: &svg)
            case .top:
                text(title, x: middle, y: box.y + s.titlePadding, size: s.titleFontSize, baseline: "text-before-edge",
                     anchor: "middle", rotation: 0, color: color, into: &svg)
            }
        }
        svg.end("g")
        svg.end("g")
    }

    private func path(_ d: SVGValue, width: Double, color: String, into svg: inout SVGWriter) {
        svg.start("path")
        svg.attr("d", format: d)
        svg.attr("style", "fill:none;stroke:" + color + ";stroke-width:" + width.svg)
        svg.endEmpty()
    }

    func text(_ content: String, x: Double, y: Double, size: Double, baseline: String, anchor: String, rotation: Double,
              color: String, into svg: inout SVGWriter) {
        XYChartRenderer.text(content, x: x, y: y, size: size, baseline: baseline, anchor: anchor, rotation: rotation,
                             color: color, into: &svg)
    }
}

import MermaidCore

/// The size of a node around its label, and the SVG elements that draw its outline,
/// centred on (0, 0). Sizes follow mermaid's (flowchart `padding` 15): a rectangle is
/// label + 60 × label + 30, a rounded box label + 30 × label + 30, a diamond's side is
/// label width + height + 30, and so on. Block diagrams draw their non-rectangular blocks with it
/// too, so the two families' shapes are the same.
package struct ShapeGeometry {
    package var width: Double
    package var height: Double
    /// Outline elements, the main one first with class `basic label-container`.
    package var svg: SVGWriter
    /// Vertical offset of the label centre from the node centre.
    package var labelDY: Double = 0
    /// False for shapes that show no text (small circles, fork bars).
    package var showsLabel = true

    /// Writes outline elements with the node's inline style.
    struct Pen {
        let style: String
        var svg = SVGWriter()

        /// `<name class="basic label-container" style="…"` — the main outline's opening.
        mutating func main(_ name: StaticString) {
            svg.start(name)
            svg.attr("class", "basic label-container")
            if !style.isEmpty { svg.attr("style", style) }
        }

        mutating func rect(_ w: Double, _ h: Double, rx: Double = 0) {
            main("rect")
            if rx > 0 {
                svg.attr("rx", rx)
                svg.attr("ry", rx)
            }
            svg.frame(x: -w / 2, y: -h / 2, width: w, height: h)
            svg.endEmpty()
        }

        mutating func polygon(_ pts: [(Double, Double)]) {
            main("polygon")
            svg.attr("points", format: SVGValue.points(pts))
            svg.endEmpty()
        }

        mutating func path(_ d: SVGValue) {
            main("path")
            svg.attr("d", format: d)
            svg.endEmpty()
        }

        /// A secondary path (`fill="none"`) with the node's style.
        mutating func extra(_ d: SVGValue) {
            svg.start("path")
            if !style.isEmpty { svg.attr("style", style) }
            svg.attr("d", format: d)
            svg.attr("fill", "none")
            svg.endEmpty()
        }

        /// A secondary element with the node's style but no class.
        mutating func styled(_ name: StaticString) {
            svg.start(name)
            if !style.isEmpty { svg.attr("style", style) }
        }

        mutating func circle(r: Double, styled: Bool = false) {
            svg.start("circle")
            svg.attr("r", r)
            svg.attr("cx", "0")
            svg.attr("cy", "0")
            if styled, !style.isEmpty { svg.attr("style", style) }
            svg.endEmpty()
        }

        /// A box with fixed class and style (text nodes, braces, data stores, fork bars).
        mutating func plainBox(_ cls: String, style: String, x: Double, y: Double, w: Double, h: Double) {
            svg.start("rect")
            svg.attr("class", cls)
            svg.attr("style", style)
            svg.frame(x: x, y: y, width: w, height: h)
            svg.endEmpty()
        }
    }

    /// The outline of `shape` around a label of the given size, centred on (0, 0).
    package static func make(_ shape: NodeShape, labelWidth lw: Double, labelHeight lh: Double,
                             padding p: Double, style: String) -> ShapeGeometry {
        var pen = Pen(style: style)
        func done(_ w: Double, _ h: Double, labelDY: Double = 0, showsLabel: Bool = true) -> ShapeGeometry {
            ShapeGeometry(width: w, height: h, svg: pen.svg, labelDY: labelDY, showsLabel: showsLabel)
        }
        switch shape {
        case .rect:
            let w = lw + 4 * p, h = lh + 2 * p
            pen.rect(w, h)
            return done(w, h)
        case .rounded:
            let w = lw + 2 * p, h = lh + 2 * p
            pen.rect(w, h, rx: 5)
            return done(w, h)
        case .stadium:
            let h = lh + p, w = lw + h / 4 + p + h / 2
            pen.rect(w, h, rx: h / 2)
            return done(w, h)
        case .subroutine:
            let h = lh + p, w = lw + 2 * p + 16
            let x = w / 2 - 8
            pen.rect(w, h)
            pen.extra("M\(-x),\(-h / 2)V\(h / 2)M\(x),\(-h / 2)V\(h / 2)")
            return done(w, h)
        case .cylinder, .linedCylinder:
            let w = lw + p, rx = w / 2, ry = rx / (2.5 + w / 50)
            let side = lh + p + ry
            let h = side + 2 * ry
            let top = -h / 2 + ry
            let body: SVGValue = "M\(-rx),\(top)a\(rx),\(ry) 0,0,0 \(w),0a\(rx),\(ry) 0,0,0 \(-w),0l0,\(side)a\(rx),\(ry) 0,0,0 \(w),0l0,\(-side)"
            pen.path(shape == .linedCylinder ? "\(body)M\(-rx),\(top + ry * 1.6)a\(rx),\(ry) 0,0,0 \(w),0" : body)
            return done(w, h, labelDY: ry / 2)
        case .horizontalCylinder:
            let h = lh + p, ry = h / 2, rx = ry / (2.5 + h / 50)
            let w = lw + p + 3 * rx
            let side = w - 2 * rx
            pen.path("M\(-w / 2 + rx),\(-ry)l\(side),0a\(rx),\(ry) 0,0,1 0,\(h)l\(-side),0a\(rx),\(ry) 0,0,1 0,\(-h)M\(w / 2 - rx),\(-ry)a\(rx),\(ry) 0,0,0 0,\(h)")
            return done(w, h)
        case .circle:
            let d = lw + p
            pen.main("circle")
            pen.svg.attr("r", d / 2)
            pen.svg.attr("cx", "0")
            pen.svg.attr("cy", "0")
            pen.svg.endEmpty()
            return done(d, d)
        case .doubleCircle:
            let d = lw + 2 * p
            pen.main("g")
            pen.svg.startBody()
            pen.circle(r: d / 2, styled: true)
            pen.circle(r: d / 2 - 5, styled: true)
            pen.svg.end("g")
            return done(d, d)
        case .smallCircle, .filledCircle:
            pen.svg.start("circle")
            pen.svg.attr("class", "basic label-container")
            if shape == .filledCircle {
                pen.svg.attr("style", "fill:currentColor;" + style)
            } else if !style.isEmpty {
                pen.svg.attr("style", style)
            }
            pen.svg.attr("r", "7")
            pen.svg.attr("cx", "0")
            pen.svg.attr("cy", "0")
            pen.svg.endEmpty()
            return done(14, 14, showsLabel: false)
        case .framedCircle:
            pen.main("g")
            pen.svg.startBody()
            pen.circle(r: 7, styled: true)
            pen.svg.start("circle")
            pen.svg.attr("r", "4")
            pen.svg.attr("cx", "0")
            pen.svg.attr("cy", "0")
            pen.svg.attr("style", "fill:currentColor")
            pen.svg.endEmpty()
            pen.svg.end("g")
            return done(14, 14, showsLabel: false)
        case .crossedCircle:
            let d = max(lw, lh) + p
            let r = d / 2, k = r * 0.7071
            pen.main("circle")
            pen.svg.attr("r", r)
            pen.svg.attr("cx", "0")
            pen.svg.attr("cy", "0")
            pen.svg.endEmpty()
            pen.extra("M\(-k),\(-k)L\(k),\(k)M\(k),\(-k)L\(-k),\(k)")
            return done(d, d, showsLabel: false)
        case .odd:
            let h = lh + p, w = lw + p + h / 2
            let notch = h / 4
            pen.polygon([(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2), (-w / 2 + notch, 0)])
            return done(w, h)
        case .diamond:
            let s = lw + lh + 2 * p
            pen.polygon([(0, -s / 2), (s / 2, 0), (0, s / 2), (-s / 2, 0)])
            return done(s, s)
        case .hexagon:
            let h = lh + p, f = h / 4, w = lw + 2 * f + p
            pen.polygon([(-w / 2, 0), (-w / 2 + f, -h / 2), (w / 2 - f, -h / 2), (w / 2, 0), (w / 2 - f, h / 2), (-w / 2 + f, h / 2)])
            return done(w, h)
        case .leanRight, .leanLeft, .trapezoid, .invTrapezoid:
            let h = lh + p, w = lw + p + h, s = h / 2
            switch shape {
            case .leanRight: pen.polygon([(-w / 2, h / 2), (w / 2 - s, h / 2), (w / 2, -h / 2), (-w / 2 + s, -h / 2)])
            case .leanLeft: pen.polygon([(-w / 2 + s, h / 2), (w / 2, h / 2), (w / 2 - s, -h / 2), (-w / 2, -h / 2)])
            case .trapezoid: pen.polygon([(-w / 2, h / 2), (w / 2, h / 2), (w / 2 - s, -h / 2), (-w / 2 + s, -h / 2)])
            default: pen.polygon([(-w / 2 + s, h / 2), (w / 2 - s, h / 2), (w / 2, -h / 2), (-w / 2, -h / 2)])
            }
            return done(w, h)
        case .document, .linedDocument, .taggedDocument, .documents:
            return documentShape(shape, lw: lw, lh: lh, p: p, pen: pen)
        case .text:
            let w = lw + p, h = lh + p
            pen.plainBox("basic label-container text", style: "fill:none;stroke:none", x: -w / 2, y: -h / 2, w: w, h: h)
            return done(w, h)
        default:
            return ShapeGeometry.extended(shape, lw: lw, lh: lh, p: p, pen: pen)
        }
    }

    static func documentShape(_ shape: NodeShape, lw: Double, lh: Double, p: Double, pen: Pen) -> ShapeGeometry {
        var pen = pen
        let w = lw + 2 * p, body = lh + p, a = body / 8
        let h = body + 2 * a + (shape == .documents ? 8 : 0)
        let x0 = -w / 2, y0 = -h / 2 + (shape == .documents ? 8 : 0), yb = h / 2 - a
        func wave(_ dx: Double, _ dy: Double) -> SVGValue {
            "M\(x0 + dx),\(y0 - dy)H\(w / 2 + dx)V\(yb - dy)C\(w / 4 + dx),\(yb - dy - 2 * a) \(-w / 4 + dx),\(yb - dy + 2 * a) \(x0 + dx),\(yb - dy)Z"
        }
        if shape == .documents {
            // Stacked copies first, the main outline on top.
            for offset in [8.0, 4.0] {
                pen.styled("path")
                pen.svg.attr("d", format: wave(offset, offset))
                pen.svg.endEmpty()
            }
        }
        pen.path(wave(0, 0))
        if shape == .linedDocument { pen.extra("M\(x0 + 8),\(y0)V\(yb + a)") }
        if shape == .taggedDocument { pen.extra("M\(w / 2 - 14),\(yb)L\(w / 2),\(yb - 10)") }
        return ShapeGeometry(width: w + (shape == .documents ? 8 : 0), height: h, svg: pen.svg, labelDY: -a / 2)
    }

    /// An icon or image node: a box for the picture (icons are not bundled, so the box shows
    /// "?", as mermaid shows for an icon it cannot load) with the label above or below it.
    static func media(icon: Bool, labelWidth lw: Double, labelHeight lh: Double, labelAbove: Bool,
                      style: String) -> ShapeGeometry {
        let side = icon ? 75.0 : 100.0
        let w = max(side, lw + 8), h = side + (lh > 0 ? lh + 8 : 0)
        let boxY = labelAbove ? h / 2 - side : -h / 2
        var pen = Pen(style: style)
        pen.main("rect")
        pen.svg.frame(x: -side / 2, y: boxY, width: side, height: side)
        pen.svg.endEmpty()
        if icon {
            pen.svg.start("text")
            pen.svg.attr("class", "icon")
            pen.svg.attr("text-anchor", "middle")
            pen.svg.attr("x", "0")
            pen.svg.attr("y", boxY + side / 2 + 8)
            pen.svg.startBody()
            pen.svg.text("?")
            pen.svg.end("text")
        }
        let labelCenter = labelAbove ? -h / 2 + lh / 2 : h / 2 - lh / 2
        return ShapeGeometry(width: w, height: h, svg: pen.svg, labelDY: labelCenter)
    }
}

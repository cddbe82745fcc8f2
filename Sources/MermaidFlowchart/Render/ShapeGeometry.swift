/// The size of a node around its label, and the SVG elements that draw its outline,
/// centred on (0, 0). Sizes follow mermaid's (flowchart `padding` 15): a rectangle is
/// label + 60 × label + 30, a rounded box label + 30 × label + 30, a diamond's side is
/// label width + height + 30, and so on.
struct ShapeGeometry {
    var width: Double
    var height: Double
    /// Outline elements, the main one first with class `basic label-container`.
    var svg: String
    /// Vertical offset of the label centre from the node centre.
    var labelDY: Double = 0
    /// False for shapes that show no text (small circles, fork bars).
    var showsLabel = true

    static func make(_ shape: NodeShape, labelWidth lw: Double, labelHeight lh: Double,
                     padding p: Double, style: String) -> ShapeGeometry {
        let st = style.isEmpty ? "" : " style=\"\(SVGMarkup.escape(style))\""
        let cls = "class=\"basic label-container\"\(st)"
        let n = SVGMarkup.number
        func rect(_ w: Double, _ h: Double, rx: Double = 0) -> String {
            var s = "<rect \(cls)"
            if rx > 0 { s += " rx=\"\(n(rx))\" ry=\"\(n(rx))\"" }
            return s + " x=\"\(n(-w / 2))\" y=\"\(n(-h / 2))\" width=\"\(n(w))\" height=\"\(n(h))\"/>"
        }
        func polygon(_ pts: [(Double, Double)]) -> String {
            "<polygon \(cls) points=\"\(SVGMarkup.points(pts))\"/>"
        }
        func path(_ d: String, main: Bool = true) -> String {
            main ? "<path \(cls) d=\"\(d)\"/>" : "<path\(st) d=\"\(d)\" fill=\"none\"/>"
        }
        switch shape {
        case .rect:
            let w = lw + 4 * p, h = lh + 2 * p
            return ShapeGeometry(width: w, height: h, svg: rect(w, h))
        case .rounded:
            let w = lw + 2 * p, h = lh + 2 * p
            return ShapeGeometry(width: w, height: h, svg: rect(w, h, rx: 5))
        case .stadium:
            let h = lh + p, w = lw + h / 4 + p + h / 2
            return ShapeGeometry(width: w, height: h, svg: rect(w, h, rx: h / 2))
        case .subroutine:
            let h = lh + p, w = lw + 2 * p + 16
            let x = w / 2 - 8
            let lines = "<path\(st) d=\"M\(n(-x)),\(n(-h / 2))V\(n(h / 2))M\(n(x)),\(n(-h / 2))V\(n(h / 2))\" fill=\"none\"/>"
            return ShapeGeometry(width: w, height: h, svg: rect(w, h) + lines)
        case .cylinder, .linedCylinder:
            let w = lw + p, rx = w / 2, ry = rx / (2.5 + w / 50)
            let side = lh + p + ry
            let h = side + 2 * ry
            let top = -h / 2 + ry
            var d = "M\(n(-rx)),\(n(top))a\(n(rx)),\(n(ry)) 0,0,0 \(n(w)),0a\(n(rx)),\(n(ry)) 0,0,0 \(n(-w)),0"
            d += "l0,\(n(side))a\(n(rx)),\(n(ry)) 0,0,0 \(n(w)),0l0,\(n(-side))"
            if shape == .linedCylinder { d += "M\(n(-rx)),\(n(top + ry * 1.6))a\(n(rx)),\(n(ry)) 0,0,0 \(n(w)),0" }
            return ShapeGeometry(width: w, height: h, svg: path(d), labelDY: ry / 2)
        case .horizontalCylinder:
            let h = lh + p, ry = h / 2, rx = ry / (2.5 + h / 50)
            let w = lw + p + 3 * rx
            let side = w - 2 * rx
            var d = "M\(n(-w / 2 + rx)),\(n(-ry))l\(n(side)),0a\(n(rx)),\(n(ry)) 0,0,1 0,\(n(h))"
            d += "l\(n(-side)),0a\(n(rx)),\(n(ry)) 0,0,1 0,\(n(-h))"
            d += "M\(n(w / 2 - rx)),\(n(-ry))a\(n(rx)),\(n(ry)) 0,0,0 0,\(n(h))"
            return ShapeGeometry(width: w, height: h, svg: path(d), labelDY: 0)
        case .circle:
            let d = lw + p
            return ShapeGeometry(width: d, height: d, svg: "<circle \(cls) r=\"\(n(d / 2))\" cx=\"0\" cy=\"0\"/>")
        case .doubleCircle:
            let d = lw + 2 * p
            let svg = "<g \(cls)><circle r=\"\(n(d / 2))\" cx=\"0\" cy=\"0\"\(st)/><circle r=\"\(n(d / 2 - 5))\" cx=\"0\" cy=\"0\"\(st)/></g>"
            return ShapeGeometry(width: d, height: d, svg: svg)
        case .smallCircle, .filledCircle:
            let fill = shape == .filledCircle ? " style=\"\(SVGMarkup.escape("fill:currentColor;" + style))\"" : st
            return ShapeGeometry(width: 14, height: 14, svg: "<circle class=\"basic label-container\"\(fill) r=\"7\" cx=\"0\" cy=\"0\"/>",
                                 showsLabel: false)
        case .framedCircle:
            let svg = "<g \(cls)><circle r=\"7\" cx=\"0\" cy=\"0\"\(st)/><circle r=\"4\" cx=\"0\" cy=\"0\" style=\"fill:currentColor\"/></g>"
            return ShapeGeometry(width: 14, height: 14, svg: svg, showsLabel: false)
        case .crossedCircle:
            let d = max(lw, lh) + p
            let r = d / 2, k = r * 0.7071
            let svg = "<circle \(cls) r=\"\(n(r))\" cx=\"0\" cy=\"0\"/>"
                + path("M\(n(-k)),\(n(-k))L\(n(k)),\(n(k))M\(n(k)),\(n(-k))L\(n(-k)),\(n(k))", main: false)
            return ShapeGeometry(width: d, height: d, svg: svg, showsLabel: false)
        case .odd:
            let h = lh + p, w = lw + p + h / 2
            let notch = h / 4
            return ShapeGeometry(width: w, height: h, svg: polygon([(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2),
                                                                     (-w / 2, h / 2), (-w / 2 + notch, 0)]))
        case .diamond:
            let s = lw + lh + 2 * p
            return ShapeGeometry(width: s, height: s, svg: polygon([(0, -s / 2), (s / 2, 0), (0, s / 2), (-s / 2, 0)]))
        case .hexagon:
            let h = lh + p, f = h / 4, w = lw + 2 * f + p
            return ShapeGeometry(width: w, height: h, svg: polygon([(-w / 2, 0), (-w / 2 + f, -h / 2), (w / 2 - f, -h / 2),
                                                                     (w / 2, 0), (w / 2 - f, h / 2), (-w / 2 + f, h / 2)]))
        case .leanRight, .leanLeft, .trapezoid, .invTrapezoid:
            let h = lh + p, w = lw + p + h, s = h / 2
            let pts: [(Double, Double)]
            switch shape {
            case .leanRight: pts = [(-w / 2, h / 2), (w / 2 - s, h / 2), (w / 2, -h / 2), (-w / 2 + s, -h / 2)]
            case .leanLeft: pts = [(-w / 2 + s, h / 2), (w / 2, h / 2), (w / 2 - s, -h / 2), (-w / 2, -h / 2)]
            case .trapezoid: pts = [(-w / 2, h / 2), (w / 2, h / 2), (w / 2 - s, -h / 2), (-w / 2 + s, -h / 2)]
            default: pts = [(-w / 2 + s, h / 2), (w / 2 - s, h / 2), (w / 2, -h / 2), (-w / 2, -h / 2)]
            }
            return ShapeGeometry(width: w, height: h, svg: polygon(pts))
        case .document, .linedDocument, .taggedDocument, .documents:
            return documentShape(shape, lw: lw, lh: lh, p: p, cls: cls, st: st)
        case .text:
            let w = lw + p, h = lh + p
            return ShapeGeometry(width: w, height: h, svg: "<rect class=\"basic label-container text\" style=\"fill:none;stroke:none\" x=\"\(n(-w / 2))\" y=\"\(n(-h / 2))\" width=\"\(n(w))\" height=\"\(n(h))\"/>")
        default:
            return ShapeGeometry.extended(shape, lw: lw, lh: lh, p: p, cls: cls, st: st)
        }
    }

    static func documentShape(_ shape: NodeShape, lw: Double, lh: Double, p: Double, cls: String, st: String) -> ShapeGeometry {
        let n = SVGMarkup.number
        let w = lw + 2 * p, body = lh + p, a = body / 8
        let h = body + 2 * a + (shape == .documents ? 8 : 0)
        let x0 = -w / 2, y0 = -h / 2 + (shape == .documents ? 8 : 0), yb = h / 2 - a
        func wave(_ dx: Double, _ dy: Double) -> String {
            "M\(n(x0 + dx)),\(n(y0 - dy))H\(n(w / 2 + dx))V\(n(yb - dy))C\(n(w / 4 + dx)),\(n(yb - dy - 2 * a)) \(n(-w / 4 + dx)),\(n(yb - dy + 2 * a)) \(n(x0 + dx)),\(n(yb - dy))Z"
        }
        var svg = ""
        if shape == .documents {
            svg += "<path\(st) d=\"\(wave(8, 8))\"/><path\(st) d=\"\(wave(4, 4))\"/>"
        }
        svg = "<path \(cls) d=\"\(wave(0, 0))\"/>" + svg
        if shape == .documents {
            // Main outline first (for hit-testing), the stacked copies behind it visually.
            svg = "<path\(st) d=\"\(wave(8, 8))\"/><path\(st) d=\"\(wave(4, 4))\"/><path \(cls) d=\"\(wave(0, 0))\"/>"
        }
        if shape == .linedDocument {
            svg += "<path\(st) d=\"M\(n(x0 + 8)),\(n(y0))V\(n(yb + a))\" fill=\"none\"/>"
        }
        if shape == .taggedDocument {
            svg += "<path\(st) d=\"M\(n(w / 2 - 14)),\(n(yb))L\(n(w / 2)),\(n(yb - 10))\" fill=\"none\"/>"
        }
        return ShapeGeometry(width: w + (shape == .documents ? 8 : 0), height: h, svg: svg, labelDY: -a / 2)
    }

    /// An icon or image node: a box for the picture (icons are not bundled, so the box shows
    /// "?", as mermaid shows for an icon it cannot load) with the label above or below it.
    static func media(icon: Bool, labelWidth lw: Double, labelHeight lh: Double, labelAbove: Bool,
                      style: String) -> ShapeGeometry {
        let n = SVGMarkup.number
        let side = icon ? 75.0 : 100.0
        let w = max(side, lw + 8), h = side + (lh > 0 ? lh + 8 : 0)
        let boxY = labelAbove ? h / 2 - side : -h / 2
        let st = style.isEmpty ? "" : " style=\"\(SVGMarkup.escape(style))\""
        var svg = "<rect class=\"basic label-container\"\(st) x=\"\(n(-side / 2))\" y=\"\(n(boxY))\" width=\"\(n(side))\" height=\"\(n(side))\"/>"
        if icon {
            svg += "<text class=\"icon\" text-anchor=\"middle\" x=\"0\" y=\"\(n(boxY + side / 2 + 8))\">?</text>"
        }
        let labelCenter = labelAbove ? -h / 2 + lh / 2 : h / 2 - lh / 2
        return ShapeGeometry(width: w, height: h, svg: svg, labelDY: labelCenter)
    }
}

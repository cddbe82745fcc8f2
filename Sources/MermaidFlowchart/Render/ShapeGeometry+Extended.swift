import MermaidCore

/// mermaid 11's less common named shapes, drawn as close as their outlines need to be for
/// a reader to recognise them.
extension ShapeGeometry {
    static func extended(_ shape: NodeShape, lw: Double, lh: Double, p: Double, pen: Pen) -> ShapeGeometry {
        var pen = pen
        func done(_ w: Double, _ h: Double, labelDY: Double = 0, showsLabel: Bool = true) -> ShapeGeometry {
            ShapeGeometry(width: w, height: h, svg: pen.svg, labelDY: labelDY, showsLabel: showsLabel)
        }
        let w = lw + 2 * p, h = lh + p
        let x0 = -w / 2, x1 = w / 2, y0 = -h / 2, y1 = h / 2
        switch shape {
        case .card:
            let c = min(12, h / 2)
            pen.polygon([(x0 + c, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0 + c)])
            return done(w, h)
        case .linedRect:
            let ww = w + 8
            pen.rect(ww, h)
            pen.extra("M\(-ww / 2 + 8),\(y0)V\(y1)")
            return done(ww, h)
        case .dividedRect:
            let hh = h + 10
            pen.rect(w, hh)
            pen.extra("M\(x0),\(-hh / 2 + 10)H\(x1)")
            return done(w, hh, labelDY: 5)
        case .windowPane:
            let ww = w + 10, hh = h + 10
            pen.rect(ww, hh)
            pen.extra("M\(-ww / 2 + 10),\(-hh / 2)V\(hh / 2)M\(-ww / 2),\(-hh / 2 + 10)H\(ww / 2)")
            return done(ww, hh, labelDY: 5)
        case .processes:
            for offset in [8.0, 4.0] {
                pen.styled("rect")
                pen.svg.frame(x: x0 + offset, y: y0 - offset, width: w, height: h)
                pen.svg.endEmpty()
            }
            pen.rect(w, h)
            return done(w + 16, h + 16)
        case .taggedRect:
            pen.rect(w, h)
            pen.extra("M\(x1 - 12),\(y1)L\(x1),\(y1 - 10)")
            return done(w, h)
        case .notchedPentagon:
            let c = h / 3
            pen.polygon([(x0 + c, y0), (x1 - c, y0), (x1, y0 + c), (x1, y1), (x0, y1), (x0, y0 + c)])
            return done(w, h)
        case .slopedRect:
            let hh = h + 10
            pen.polygon([(x0, -hh / 2 + 10), (x1, -hh / 2), (x1, hh / 2), (x0, hh / 2)])
            return done(w, hh, labelDY: 5)
        case .hourglass:
            let s = max(lw, lh) + p
            pen.polygon([(-s / 2, -s / 2), (s / 2, -s / 2), (-s / 2, s / 2), (s / 2, s / 2)])
            return done(s, s, showsLabel: false)
        case .fork:
            pen.plainBox("basic label-container", style: "fill:currentColor", x: -35, y: -5, w: 70, h: 10)
            return done(70, 10, showsLabel: false)
        case .triangle, .flippedTriangle:
            let tw = lw + lh * 2 + p, th = lh * 2 + p * 1.5
            let up = shape == .triangle
            pen.polygon(up ? [(0, -th / 2), (tw / 2, th / 2), (-tw / 2, th / 2)]
                : [(-tw / 2, -th / 2), (tw / 2, -th / 2), (0, th / 2)])
            return done(tw, th, labelDY: up ? th / 4 - p / 4 : -th / 4 + p / 4)
        case .delay:
            let r = h / 2
            pen.path("M\(x0),\(y0)H\(x1 - r)A\(r),\(r) 0 0,1 \(x1 - r),\(y1)H\(x0)Z")
            return done(w, h)
        case .curvedTrapezoid:
            let r = h / 2
            pen.path("M\(x0),0L\(x0 + r),\(y0)H\(x1 - r)A\(r),\(r) 0 0,1 \(x1 - r),\(y1)H\(x0 + r)Z")
            return done(w, h)
        case .bowTieRect:
            let r = h / 2, k = r / 2
            pen.path("M\(x0 + k),\(y0)H\(x1)A\(k),\(r) 0 0,0 \(x1),\(y1)H\(x0 + k)A\(k),\(r) 0 0,1 \(x0 + k),\(y0)Z")
            return done(w + k, h)
        case .flag:
            let a = h / 8, hh = h + 2 * a
            let t = -hh / 2 + a, b = hh / 2 - a
            pen.path("M\(x0),\(t)C\(-w / 4),\(t - 2 * a) \(w / 4),\(t + 2 * a) \(x1),\(t)V\(b)C\(w / 4),\(b + 2 * a) \(-w / 4),\(b - 2 * a) \(x0),\(b)Z")
            return done(w, hh)
        case .bolt:
            let bw = max(lw, 20) + p, bh = lh + p * 2
            pen.polygon([(-bw / 2, -bh / 2), (bw / 6, -bh / 2), (0, -bh / 10), (bw / 2, -bh / 10), (-bw / 6, bh / 2), (0, bh / 10), (-bw / 2, bh / 10)])
            return done(bw, bh, showsLabel: false)
        case .braceLeft, .braceRight, .braces:
            let bw = lw + 25, bh = lh + 25
            let bx0 = -bw / 2, bx1 = bw / 2, by0 = -bh / 2, by1 = bh / 2
            func brace(_ x: Double, _ dir: Double) -> SVGValue {
                let k = 8 * dir
                return "M\(x + k),\(by0)Q\(x),\(by0) \(x),\(by0 + 8)V\(-8.0)Q\(x),0 \(x - k),0Q\(x),0 \(x),8V\(by1 - 8)Q\(x),\(by1) \(x + k),\(by1)"
            }
            pen.plainBox("basic label-container", style: "fill:none;stroke:none", x: bx0, y: by0, w: bw, h: bh)
            switch shape {
            case .braceLeft: pen.extra(brace(bx0 + 8, 1))
            case .braceRight: pen.extra(brace(bx1 - 8, -1))
            default: pen.extra("\(brace(bx0 + 8, 1))\(brace(bx1 - 8, -1))")
            }
            return done(bw, bh)
        case .dataStore:
            pen.plainBox("basic label-container", style: "stroke:none", x: x0, y: y0, w: w, h: h)
            pen.extra("M\(x0),\(y0)H\(x1)M\(x0),\(y1)H\(x1)")
            return done(w, h)
        default:
            pen.rect(w + 2 * p, h + p)
            return done(w + 2 * p, h + p)
        }
    }
}

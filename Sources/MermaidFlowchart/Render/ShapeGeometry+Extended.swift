/// mermaid 11's less common named shapes, drawn as close as their outlines need to be for
/// a reader to recognise them.
extension ShapeGeometry {
    static func extended(_ shape: NodeShape, lw: Double, lh: Double, p: Double, cls: String, st: String) -> ShapeGeometry {
        let n = SVGMarkup.number
        func polygon(_ pts: [(Double, Double)]) -> String { "<polygon \(cls) points=\"\(SVGMarkup.points(pts))\"/>" }
        func rect(_ w: Double, _ h: Double) -> String {
            "<rect \(cls) x=\"\(n(-w / 2))\" y=\"\(n(-h / 2))\" width=\"\(n(w))\" height=\"\(n(h))\"/>"
        }
        func extra(_ d: String) -> String { "<path\(st) d=\"\(d)\" fill=\"none\"/>" }
        let w = lw + 2 * p, h = lh + p
        let x0 = -w / 2, x1 = w / 2, y0 = -h / 2, y1 = h / 2
        switch shape {
        case .card:
            let c = min(12, h / 2)
            return ShapeGeometry(width: w, height: h, svg: polygon([(x0 + c, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0 + c)]))
        case .linedRect:
            let ww = w + 8
            return ShapeGeometry(width: ww, height: h, svg: rect(ww, h) + extra("M\(n(-ww / 2 + 8)),\(n(y0))V\(n(y1))"))
        case .dividedRect:
            let hh = h + 10
            return ShapeGeometry(width: w, height: hh, svg: rect(w, hh) + extra("M\(n(x0)),\(n(-hh / 2 + 10))H\(n(x1))"),
                                 labelDY: 5)
        case .windowPane:
            let ww = w + 10, hh = h + 10
            return ShapeGeometry(width: ww, height: hh,
                                 svg: rect(ww, hh) + extra("M\(n(-ww / 2 + 10)),\(n(-hh / 2))V\(n(hh / 2))M\(n(-ww / 2)),\(n(-hh / 2 + 10))H\(n(ww / 2))"),
                                 labelDY: 5)
        case .processes:
            let svg = "<rect\(st) x=\"\(n(x0 + 8))\" y=\"\(n(y0 - 8))\" width=\"\(n(w))\" height=\"\(n(h))\"/>"
                + "<rect\(st) x=\"\(n(x0 + 4))\" y=\"\(n(y0 - 4))\" width=\"\(n(w))\" height=\"\(n(h))\"/>" + rect(w, h)
            return ShapeGeometry(width: w + 16, height: h + 16, svg: svg)
        case .taggedRect:
            return ShapeGeometry(width: w, height: h, svg: rect(w, h) + extra("M\(n(x1 - 12)),\(n(y1))L\(n(x1)),\(n(y1 - 10))"))
        case .notchedPentagon:
            let c = h / 3
            return ShapeGeometry(width: w, height: h, svg: polygon([(x0 + c, y0), (x1 - c, y0), (x1, y0 + c), (x1, y1), (x0, y1), (x0, y0 + c)]))
        case .slopedRect:
            let hh = h + 10
            return ShapeGeometry(width: w, height: hh, svg: polygon([(x0, -hh / 2 + 10), (x1, -hh / 2), (x1, hh / 2), (x0, hh / 2)]), labelDY: 5)
        case .hourglass:
            let s = max(lw, lh) + p
            return ShapeGeometry(width: s, height: s, svg: polygon([(-s / 2, -s / 2), (s / 2, -s / 2), (-s / 2, s / 2), (s / 2, s / 2)]),
                                 showsLabel: false)
        case .fork:
            return ShapeGeometry(width: 70, height: 10, svg: "<rect class=\"basic label-container\" style=\"fill:currentColor\" x=\"-35\" y=\"-5\" width=\"70\" height=\"10\"/>",
                                 showsLabel: false)
        case .triangle, .flippedTriangle:
            let tw = lw + lh * 2 + p, th = lh * 2 + p * 1.5
            let up = shape == .triangle
            let pts: [(Double, Double)] = up ? [(0, -th / 2), (tw / 2, th / 2), (-tw / 2, th / 2)]
                : [(-tw / 2, -th / 2), (tw / 2, -th / 2), (0, th / 2)]
            return ShapeGeometry(width: tw, height: th, svg: polygon(pts), labelDY: up ? th / 4 - p / 4 : -th / 4 + p / 4)
        case .delay:
            let r = h / 2
            let d = "M\(n(x0)),\(n(y0))H\(n(x1 - r))A\(n(r)),\(n(r)) 0 0,1 \(n(x1 - r)),\(n(y1))H\(n(x0))Z"
            return ShapeGeometry(width: w, height: h, svg: "<path \(cls) d=\"\(d)\"/>")
        case .curvedTrapezoid:
            let r = h / 2
            let d = "M\(n(x0)),0L\(n(x0 + r)),\(n(y0))H\(n(x1 - r))A\(n(r)),\(n(r)) 0 0,1 \(n(x1 - r)),\(n(y1))H\(n(x0 + r))Z"
            return ShapeGeometry(width: w, height: h, svg: "<path \(cls) d=\"\(d)\"/>")
        case .bowTieRect:
            let r = h / 2, k = r / 2
            let d = "M\(n(x0 + k)),\(n(y0))H\(n(x1))A\(n(k)),\(n(r)) 0 0,0 \(n(x1)),\(n(y1))H\(n(x0 + k))A\(n(k)),\(n(r)) 0 0,1 \(n(x0 + k)),\(n(y0))Z"
            return ShapeGeometry(width: w + k, height: h, svg: "<path \(cls) d=\"\(d)\"/>")
        case .flag:
            let a = h / 8, hh = h + 2 * a
            let t = -hh / 2 + a, b = hh / 2 - a
            let d = "M\(n(x0)),\(n(t))C\(n(-w / 4)),\(n(t - 2 * a)) \(n(w / 4)),\(n(t + 2 * a)) \(n(x1)),\(n(t))V\(n(b))"
                + "C\(n(w / 4)),\(n(b + 2 * a)) \(n(-w / 4)),\(n(b - 2 * a)) \(n(x0)),\(n(b))Z"
            return ShapeGeometry(width: w, height: hh, svg: "<path \(cls) d=\"\(d)\"/>")
        case .bolt:
            let bw = max(lw, 20) + p, bh = lh + p * 2
            return ShapeGeometry(width: bw, height: bh,
                                 svg: polygon([(-bw / 2, -bh / 2), (bw / 6, -bh / 2), (0, -bh / 10), (bw / 2, -bh / 10), (-bw / 6, bh / 2), (0, bh / 10), (-bw / 2, bh / 10)]),
                                 showsLabel: false)
        case .braceLeft, .braceRight, .braces:
            let bw = lw + 25, bh = lh + 25
            let bx0 = -bw / 2, bx1 = bw / 2, by0 = -bh / 2, by1 = bh / 2
            func brace(_ x: Double, _ dir: Double) -> String {
                let k = 8 * dir
                return "M\(n(x + k)),\(n(by0))Q\(n(x)),\(n(by0)) \(n(x)),\(n(by0 + 8))V\(n(-8))Q\(n(x)),0 \(n(x - k)),0Q\(n(x)),0 \(n(x)),8V\(n(by1 - 8))Q\(n(x)),\(n(by1)) \(n(x + k)),\(n(by1))"
            }
            var d = ""
            if shape != .braceRight { d += brace(bx0 + 8, 1) }
            if shape != .braceLeft { d += brace(bx1 - 8, -1) }
            let box = "<rect class=\"basic label-container\" style=\"fill:none;stroke:none\" x=\"\(n(bx0))\" y=\"\(n(by0))\" width=\"\(n(bw))\" height=\"\(n(bh))\"/>"
            return ShapeGeometry(width: bw, height: bh, svg: box + extra(d))
        case .dataStore:
            return ShapeGeometry(width: w, height: h,
                                 svg: "<rect class=\"basic label-container\" style=\"stroke:none\" x=\"\(n(x0))\" y=\"\(n(y0))\" width=\"\(n(w))\" height=\"\(n(h))\"/>"
                                    + extra("M\(n(x0)),\(n(y0))H\(n(x1))M\(n(x0)),\(n(y1))H\(n(x1))"))
        default:
            return ShapeGeometry(width: w + 2 * p, height: h + p, svg: rect(w + 2 * p, h + p))
        }
    }
}

// Why: the seven mindmap node shapes, each drawn centred on (0, 0) inside the box the layout
// gave it, with mermaid's element and class (`node-bkg` path for the default shape,
// `basic label-container` for the others) so section colours apply.
import MermaidCore

/// Shape sizes and outlines for mindmap nodes.
enum MindmapShapes {
    /// The box of a shape around a label of `width` × `height`.
    static func size(of shape: MindmapShape, labelWidth w: Double, labelHeight h: Double) -> (Double, Double) {
        switch shape {
        case .defaultShape: return (w + 40, h + 10)
        case .square: return (w + 40, h + 20)
        case .rounded: return (w + 30, h + 30)
        case .circle:
            let d = max(w, h) + 20
            return (d, d)
        case .cloud: return (w + 40, h + 30)
        case .bang: return (w + 50, h + 40)
        case .hexagon:
            let height = h + 20
            return (w + 20 + height / 2, height)
        }
    }

    /// Writes the outline of a `width` × `height` shape centred on the origin.
    static func draw(_ shape: MindmapShape, width: Double, height: Double, section: String, into svg: inout SVGWriter) {
        let hw = width / 2, hh = height / 2
        switch shape {
        case .defaultShape:
            svg.start("path")
            svg.attr("class", "node-bkg node-0")
            svg.attr("d", format: "M\(-hw) \(hh - 5) v\(-(height - 10)) q0,-5 5,-5 h\(width - 10) q5,0 5,5 v\(height - 10) q0,5 -5,5 h\(-(width - 10)) q-5,0 -5,-5 Z")
            svg.endEmpty()
            svg.start("line")
            svg.attr("class", "node-line-" + section)
            svg.endpoints(x1: -hw, y1: hh, x2: hw, y2: hh)
            svg.endEmpty()
        case .square, .rounded:
            svg.start("rect")
            svg.attr("class", "basic label-container")
            if shape == .rounded {
                svg.attr("rx", 5.0)
                svg.attr("ry", 5.0)
            }
            svg.frame(x: -hw, y: -hh, width: width, height: height)
            svg.endEmpty()
        case .circle:
            svg.start("circle")
            svg.attr("class", "basic label-container")
            svg.attr("r", hw)
            svg.attr("cx", 0.0)
            svg.attr("cy", 0.0)
            svg.endEmpty()
        case .hexagon:
            let m = height / 4
            svg.start("polygon")
            svg.attr("class", "label-container")
            svg.attr("points", format: "\(-hw + m),\(-hh) \(hw - m),\(-hh) \(hw),0 \(hw - m),\(hh) \(-hw + m),\(hh) \(-hw),0")
            svg.endEmpty()
        case .cloud, .bang:
            svg.start("path")
            svg.attr("class", "basic label-container")
            svg.attr("d", scallops(width: width, height: height, outward: shape == .cloud))
            svg.endEmpty()
        }
    }

    /// A closed outline of arcs along the four sides of an inset rectangle: bulging out (cloud,
    /// reaching the box) or cutting in (bang, spiky corners on the box).
    static func scallops(width: Double, height: Double, outward: Bool) -> String {
        let bump = 10.0
        let inset = outward ? bump : 0
        let left = -width / 2 + inset, right = width / 2 - inset
        let top = -height / 2 + inset, bottom = height / 2 - inset
        let sweep = outward ? 1 : 0
        func n(_ v: Double) -> String { NumberFormat.format(v) }
        func side(from a: (Double, Double), to b: (Double, Double)) -> String {
            let length = max(abs(b.0 - a.0), abs(b.1 - a.1))
            let count = max(1, Int((length / 30).rounded(.up)))
            let radius = length / Double(count) / 2
            // The ellipse's radius along the side is half a step; across it, the bump's depth.
            let radii = a.0 == b.0 ? "\(n(bump)),\(n(radius))" : "\(n(radius)),\(n(bump))"
            var out = ""
            for k in 1...count {
                let t = Double(k) / Double(count)
                let x = a.0 + (b.0 - a.0) * t, y = a.1 + (b.1 - a.1) * t
                out += " A\(radii) 0 0,\(sweep) \(n(x)),\(n(y))"
            }
            return out
        }
        var d = "M\(n(left)),\(n(top))"
        d += side(from: (left, top), to: (right, top))
        d += side(from: (right, top), to: (right, bottom))
        d += side(from: (right, bottom), to: (left, bottom))
        d += side(from: (left, bottom), to: (left, top))
        return d + " Z"
    }
}

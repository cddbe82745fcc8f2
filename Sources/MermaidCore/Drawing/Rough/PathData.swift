// Why: renderers draw many shapes and every edge as `<path d="…">`; the hand-drawn look needs
// them as points. This reads the whole SVG path grammar (absolute and relative commands,
// implicit repeats, smooth curves, elliptical arcs) and flattens curves on the way.
import Foundation

/// Path data (`d`) to flattened subpaths.
enum PathData {
    static func subpaths(of d: String) -> [RoughOutline.Subpath] {
        let bytes = Array(d.utf8)
        var numbers = NumberScanner(bytes)
        var path = PathBuilder()
        var command: UInt8 = 0
        var lastControl: RoughPoint?   // for S/T reflections
        var lastWasCubic = false, lastWasQuad = false
        // One buffer for every command's numbers (an array per command was most of the reading).
        var values = [Double](repeating: 0, count: 7)
        func read(_ count: Int) -> [Double]? {
            for i in 0..<count {
                guard let v = numbers.next() else { return nil }
                values[i] = v
            }
            return values
        }
        while numbers.index < bytes.count, !path.isFull {
            numbers.skipSeparators()
            guard numbers.index < bytes.count else { break }
            let b = bytes[numbers.index]
            if (b >= 65 && b <= 90) || (b >= 97 && b <= 122) {
                command = b
                numbers.index += 1
                if b == 90 || b == 122 {  // Z
                    path.close()
                    lastWasCubic = false; lastWasQuad = false
                    continue
                }
            } else if command == 0 {
                numbers.index += 1  // junk before the first command
                continue
            }
            let relative = command >= 97
            let base = path.last
            let dx = relative ? base.x : 0, dy = relative ? base.y : 0
            var isCubic = false, isQuad = false
            switch command | 0x20 {  // lower-case
            case 109:  // m
                guard let v = read(2) else { return finish(&path) }
                path.move(v[0] + dx, v[1] + dy)
                command = relative ? 108 : 76  // further pairs are line-tos
            case 108:  // l
                guard let v = read(2) else { return finish(&path) }
                path.line(v[0] + dx, v[1] + dy)
            case 104:  // h
                guard let v = read(1) else { return finish(&path) }
                path.line(v[0] + dx, base.y)
            case 118:  // v
                guard let v = read(1) else { return finish(&path) }
                path.line(base.x, v[0] + dy)
            case 99:  // c
                guard let v = read(6) else { return finish(&path) }
                let c2 = RoughPoint(v[2] + dx, v[3] + dy)
                path.cubic(RoughPoint(v[0] + dx, v[1] + dy), c2, RoughPoint(v[4] + dx, v[5] + dy))
                lastControl = c2; isCubic = true
            case 115:  // s
                guard let v = read(4) else { return finish(&path) }
                let c1 = lastWasCubic ? reflect(lastControl ?? base, around: base) : base
                let c2 = RoughPoint(v[0] + dx, v[1] + dy)
                path.cubic(c1, c2, RoughPoint(v[2] + dx, v[3] + dy))
                lastControl = c2; isCubic = true
            case 113:  // q
                guard let v = read(4) else { return finish(&path) }
                let c = RoughPoint(v[0] + dx, v[1] + dy)
                quad(&path, from: base, c, RoughPoint(v[2] + dx, v[3] + dy))
                lastControl = c; isQuad = true
            case 116:  // t
                guard let v = read(2) else { return finish(&path) }
                let c = lastWasQuad ? reflect(lastControl ?? base, around: base) : base
                quad(&path, from: base, c, RoughPoint(v[0] + dx, v[1] + dy))
                lastControl = c; isQuad = true
            case 97:  // a
                guard let v = read(7) else { return finish(&path) }
                arc(&path, from: base, rx: abs(v[0]), ry: abs(v[1]), rotation: v[2], large: v[3] != 0, sweep: v[4] != 0,
                    to: RoughPoint(v[5] + dx, v[6] + dy))
            default:
                numbers.index += 1
            }
            lastWasCubic = isCubic
            lastWasQuad = isQuad
        }
        return finish(&path)
    }

    private static func finish(_ path: inout PathBuilder) -> [RoughOutline.Subpath] {
        path.finish(closed: false)
        return path.subpaths
    }

    private static func reflect(_ p: RoughPoint, around c: RoughPoint) -> RoughPoint {
        RoughPoint(2 * c.x - p.x, 2 * c.y - p.y)
    }

    private static func quad(_ path: inout PathBuilder, from p0: RoughPoint, _ c: RoughPoint, _ end: RoughPoint) {
        let c1 = RoughPoint(p0.x + 2 / 3 * (c.x - p0.x), p0.y + 2 / 3 * (c.y - p0.y))
        let c2 = RoughPoint(end.x + 2 / 3 * (c.x - end.x), end.y + 2 / 3 * (c.y - end.y))
        path.cubic(c1, c2, end)
    }

    /// An elliptical arc (SVG's endpoint form), converted to its centre form and sampled.
    private static func arc(_ path: inout PathBuilder, from p0: RoughPoint, rx: Double, ry: Double, rotation: Double,
                            large: Bool, sweep: Bool, to p1: RoughPoint) {
        guard rx > 0, ry > 0, p0 != p1 else { path.line(p1.x, p1.y); return }
        let phi = rotation * Double.pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let hx = (p0.x - p1.x) / 2, hy = (p0.y - p1.y) / 2
        let x1 = cosPhi * hx + sinPhi * hy, y1 = -sinPhi * hx + cosPhi * hy
        var rx = rx, ry = ry
        let scale = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
        if scale > 1 { rx *= scale.squareRoot(); ry *= scale.squareRoot() }
        let numerator = max(0, rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1)
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (numerator / denominator).squareRoot() : 0
        if large == sweep { factor = -factor }
        let cxp = factor * rx * y1 / ry, cyp = -factor * ry * x1 / rx
        let cx = cosPhi * cxp - sinPhi * cyp + (p0.x + p1.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (p0.y + p1.y) / 2
        let start = atan2((y1 - cyp) / ry, (x1 - cxp) / rx)
        var delta = atan2((-y1 - cyp) / ry, (-x1 - cxp) / rx) - start
        if sweep && delta < 0 { delta += 2 * Double.pi }
        if !sweep && delta > 0 { delta -= 2 * Double.pi }
        let steps = max(2, min(24, Int(abs(delta) / (Double.pi / 12)) + 1))
        path.markCurved()
        for i in 1...steps {
            let a = start + delta * Double(i) / Double(steps)
            let x = rx * cos(a), y = ry * sin(a)
            path.line(cosPhi * x - sinPhi * y + cx, sinPhi * x + cosPhi * y + cy)
        }
    }
}

// Why: the look of a sketch comes from a few published ideas (rough.js, "Algorithms behind
// RoughJS"): every line is drawn twice, each time as a slightly bowed curve whose ends and
// middle wander by an amount that shrinks for long lines; curves go through jittered points;
// fills are hachure lines at an angle. This pen implements those ideas, seeded, so the same
// diagram always comes out byte for byte the same.
import Foundation

/// Settings of the sketch, with mermaid's hand-drawn defaults.
package struct RoughStyle: Sendable {
    /// How far points wander; 0 draws straight lines.
    package var roughness = 0.7
    /// How much a line bows away from straight, as a share of its length.
    package var bowing = 1.0
    /// Largest wander in user units before `roughness` scales it.
    package var maxOffset = 2.0
    /// Distance between hachure lines, and their angle in degrees.
    package var hachureGap = 5.2
    package var hachureAngle = -41.0
    /// Width of each hachure line.
    package var fillWeight = 4.0
    /// Width of outline strokes.
    package var strokeWidth = 1.3

    package init() {}
}

/// Writes sketchy path data, one decimal per coordinate.
package struct RoughPen {
    package var style: RoughStyle
    private var random: SeededRandom
    /// Path data written so far (`M… C…` commands).
    package private(set) var data: [UInt8] = []

    package init(style: RoughStyle, seed: UInt64) {
        self.style = style
        self.random = SeededRandom(seed: seed)
    }

    package mutating func reset() { data.removeAll(keepingCapacity: true) }

    /// A number in [0, 1).
    private mutating func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }

    /// A random offset in [-limit, limit], scaled by roughness and by `gain`.
    private mutating func wander(_ limit: Double, gain: Double = 1) -> Double {
        style.roughness * gain * (unit() * 2 - 1) * limit
    }

    /// `command` and two numbers, one decimal each (see `PathCommand`).
    private mutating func put(_ command: UInt8, _ x: Double, _ y: Double) {
        PathCommand.write(command, x, y, decimals: 1, to: &data)
    }

    /// A cubic Bézier relative to `from` (small numbers are short).
    private mutating func relativeCubic(from p: RoughPoint, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double,
                                        _ x: Double, _ y: Double) {
        PathCommand.write(99, c1x - p.x, c1y - p.y, c2x - p.x, c2y - p.y, x - p.x, y - p.y, to: &data)
    }

    /// A line from `a` to `b`, stroked twice.
    package mutating func line(_ a: RoughPoint, _ b: RoughPoint) {
        stroke(a, b, overlay: false)
        stroke(a, b, overlay: true)
    }

    /// One pass of a line: a cubic curve whose control points sit at a random share of the way,
    /// pushed sideways by the bowing, every point wandering a little.
    private mutating func stroke(_ a: RoughPoint, _ b: RoughPoint, overlay: Bool) {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        let gain = length < 200 ? 1 : (length > 500 ? 0.4 : 1 - 0.6 * (length - 200) / 300)
        var offset = style.maxOffset
        if offset * offset * 100 > length * length { offset = length / 10 }
        let half = offset / 2
        let diverge = 0.2 + unit() * 0.2
        let bowX = style.bowing * style.maxOffset * dy / 200, bowY = style.bowing * style.maxOffset * -dx / 200
        let midX = wander(bowX, gain: gain), midY = wander(bowY, gain: gain)
        let jitter = overlay ? half : offset
        let start = RoughPoint(Self.tenth(a.x + wander(jitter, gain: gain)), Self.tenth(a.y + wander(jitter, gain: gain)))
        put(77, start.x, start.y)
        relativeCubic(from: start,
                      a.x + dx * diverge + midX + wander(jitter, gain: gain), a.y + dy * diverge + midY + wander(jitter, gain: gain),
                      a.x + 2 * dx * diverge + midX + wander(jitter, gain: gain), a.y + 2 * dy * diverge + midY + wander(jitter, gain: gain),
                      b.x + wander(jitter, gain: gain), b.y + wander(jitter, gain: gain))
    }

    /// One hachure line: a single pass with jittered ends, in whole units (fill lines are wide, so a
    /// finer grid would only add bytes), written as a move and a relative line.
    package mutating func hatch(_ a: RoughPoint, _ b: RoughPoint) {
        let dx = b.x - a.x, dy = b.y - a.y
        guard dx * dx + dy * dy > 0.25 else { return }
        let x0 = NumberFormat.rounded(a.x + wander(0.5)), y0 = NumberFormat.rounded(a.y + wander(0.5))
        let x1 = NumberFormat.rounded(b.x + wander(0.5)), y1 = NumberFormat.rounded(b.y + wander(0.5))
        PathCommand.writeHatch(x0, y0, x1 - x0, y1 - y0, to: &data)
    }

    /// An outline: straight sides stroke by stroke, curves as one wobbly curve through them, twice.
    package mutating func outline(_ subpath: RoughOutline.Subpath) {
        let points = subpath.points
        guard points.count >= 2 else { return }
        if !subpath.curved {
            for i in 0..<(points.count - 1) { line(points[i], points[i + 1]) }
            if subpath.closed, points.count > 2 { line(points[points.count - 1], points[0]) }
            return
        }
        let spaced = Self.resample(points, closed: subpath.closed, spacing: subpath.closed ? 24 : 40)
        for pass in 0..<2 { curve(through: spaced, closed: subpath.closed, limit: pass == 0 ? 1 : 0.7) }
    }

    /// A smooth curve (Catmull-Rom, as cubic Béziers) through `points`, each jittered.
    private mutating func curve(through points: [RoughPoint], closed: Bool, limit: Double) {
        var jittered = points.map { RoughPoint($0.x + wander(limit * style.maxOffset / 2), $0.y + wander(limit * style.maxOffset / 2)) }
        if closed, let first = jittered.first { jittered.append(first) }
        let n = jittered.count
        guard n >= 2 else { return }
        func at(_ i: Int) -> RoughPoint {
            if i < 0 { return closed && n > 2 ? jittered[n - 2] : jittered[0] }
            if i >= n { return closed && n > 2 ? jittered[1] : jittered[n - 1] }
            return jittered[i]
        }
        jittered = jittered.map { RoughPoint(Self.tenth($0.x), Self.tenth($0.y)) }
        put(77, jittered[0].x, jittered[0].y)
        for i in 0..<(n - 1) {
            let p0 = at(i - 1), p1 = at(i), p2 = at(i + 1), p3 = at(i + 2)
            relativeCubic(from: p1, p1.x + (p2.x - p0.x) / 6, p1.y + (p2.y - p0.y) / 6,
                          p2.x - (p3.x - p1.x) / 6, p2.y - (p3.y - p1.y) / 6, p2.x, p2.y)
        }
    }

    /// `value` on the one-decimal grid the path is written in, so relative steps add up exactly.
    static func tenth(_ value: Double) -> Double { NumberFormat.rounded(value * 10) / 10 }

    /// Points along a polyline at most `spacing` apart, keeping every corner that turns sharply.
    static func resample(_ points: [RoughPoint], closed: Bool, spacing: Double) -> [RoughPoint] {
        var out: [RoughPoint] = [points[0]]
        var carried = 0.0
        let count = closed ? points.count : points.count - 1
        for i in 0..<count {
            let a = points[i], b = points[(i + 1) % points.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            var t = spacing - carried
            while t < length {
                out.append(RoughPoint(a.x + dx * t / length, a.y + dy * t / length))
                t += spacing
            }
            carried = length - (t - spacing)
            if i == count - 1 && !closed, out.last != b { out.append(b) }
            if out.count > 2_000 { break }
        }
        return out
    }

    /// Hachure lines across the closed subpaths (even-odd), at the style's angle and gap.
    package mutating func hachure(_ outline: RoughOutline) {
        for segment in HachureFill.segments(outline, angle: style.hachureAngle, gap: style.hachureGap) {
            hatch(segment.0, segment.1)
        }
    }
}

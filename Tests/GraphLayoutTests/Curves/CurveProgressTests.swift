// Why: issue 13 asks that no curve style loops back or overshoots past the points it joins, that
// straight edges stay straight, and for mermaid's `rounded` curve. These are properties of every
// style, checked on random routes with the short legs and sharp turns that layouts produce.
import TestRandom
import Testing
@testable import GraphLayout

@Suite struct CurveProgressTests {
    /// The segments of a path (`M`, `L`, `C` with absolute coordinates) as point lists: a line is
    /// [from, to], a cubic [from, c1, c2, to].
    static func segments(_ d: String) -> [[LayoutPoint]] {
        var result: [[LayoutPoint]] = []
        var current = LayoutPoint(x: 0, y: 0)
        var command: Character = "M"
        var numbers: [Double] = []
        func flush() {
            var points: [LayoutPoint] = []
            for k in stride(from: 0, to: numbers.count - 1, by: 2) { points.append(LayoutPoint(x: numbers[k], y: numbers[k + 1])) }
            switch command {
            case "L": if let p = points.first { result.append([current, p]); current = p }
            case "C": if points.count == 3 { result.append([current] + points); current = points[2] }
            default: if let p = points.first { current = p }
            }
            numbers = []
        }
        var token = ""
        for ch in d {
            if "MLC".contains(ch) {
                if !token.isEmpty { numbers.append(Double(token) ?? .nan); token = "" }
                flush()
                command = ch
            } else if ch == "," {
                numbers.append(Double(token) ?? .nan)
                token = ""
            } else {
                token.append(ch)
            }
        }
        if !token.isEmpty { numbers.append(Double(token) ?? .nan) }
        flush()
        return result
    }

    static func point(_ s: [LayoutPoint], _ t: Double) -> LayoutPoint {
        guard s.count == 4 else { return s[0] + (s[1] - s[0]) * t }
        let u = 1 - t
        return s[0] * (u * u * u) + s[1] * (3 * u * u * t) + s[2] * (3 * u * t * t) + s[3] * (t * t * t)
    }

    /// Routes like the layouts make: right angles with legs of 2–80 units, near-duplicates, zigzags.
    static func randomRoute(_ rng: inout SeededGenerator) -> [LayoutPoint] {
        var p = [LayoutPoint(x: 0, y: 0)]
        for _ in 0..<Int.random(in: 1...7, using: &rng) {
            let last = p[p.count - 1]
            let leg = Double(Int.random(in: 0...80, using: &rng))
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: p.append(LayoutPoint(x: last.x, y: last.y + leg + 0.5))
            case 1: p.append(LayoutPoint(x: last.x + leg - 40, y: last.y))
            case 2: p.append(LayoutPoint(x: last.x + Double(Int.random(in: -6...6, using: &rng)), y: last.y + Double(Int.random(in: 0...6, using: &rng))))
            default: p.append(LayoutPoint(x: last.x + leg - 40, y: last.y + leg / 2))
            }
        }
        return p
    }

    @Test(arguments: CurveStyle.allCases)
    func noSegmentLoopsBackOrRunsPastItsEnds(style: CurveStyle) {
        var rng = SeededGenerator(seed: 2026)
        for _ in 0..<300 {
            let route = Self.randomRoute(&rng)
            for s in Self.segments(style.path(through: route)) {
                let d = s[s.count - 1] - s[0]
                let length2 = d.x * d.x + d.y * d.y
                guard length2 > 1e-6 else { continue }
                var previous = 0.0
                for k in 1...32 {
                    let q = Self.point(s, Double(k) / 32)
                    let along = ((q.x - s[0].x) * d.x + (q.y - s[0].y) * d.y) / length2
                    // 2-decimal rounding of the control points allows a hair of slack.
                    #expect(along >= previous - 0.02 && along <= 1.02, "\(style) backtracks on \(s) through \(route)")
                    previous = max(previous, along)
                }
            }
        }
    }

    @Test(arguments: CurveStyle.allCases)
    func straightRoutesStayStraight(style: CurveStyle) {
        let vertical = [LayoutPoint(x: 10, y: 0), LayoutPoint(x: 10, y: 6), LayoutPoint(x: 10, y: 40), LayoutPoint(x: 10, y: 46), LayoutPoint(x: 10, y: 90)]
        for s in Self.segments(style.path(through: vertical)) {
            for k in 0...16 { #expect(abs(Self.point(s, Double(k) / 16).x - 10) < 0.01, "\(style): \(s)") }
        }
    }

    @Test func roundedTurnsCornersOnAnArcAndKeepsLegsStraight() {
        let d = CurveStyle.rounded.path(through: [LayoutPoint(x: 0, y: 0), LayoutPoint(x: 0, y: 50), LayoutPoint(x: 60, y: 50), LayoutPoint(x: 60, y: 56)])
        #expect(d == "M0,0L0,45C0,48.33,1.67,50,5,50L57,50C59,50,60,51,60,53L60,56")
        #expect(CurveStyle(mermaid: "rounded") == .rounded)
    }
}

import Testing
@testable import GraphLayout

@Suite struct CurveStyleTests {
    static let zigzag = [LayoutPoint(x: 0, y: 0), LayoutPoint(x: 50, y: 40), LayoutPoint(x: 10, y: 80),
                         LayoutPoint(x: 60, y: 120.5), LayoutPoint(x: 60, y: 160)]

    /// The numbers of a path, in order.
    static func numbers(_ d: String) -> [Double] {
        d.split(whereSeparator: { "MLC,".contains($0) }).compactMap { Double($0) }
    }

    @Test(arguments: CurveStyle.allCases)
    func pathStartsAtFirstAndEndsAtLastPoint(style: CurveStyle) {
        for count in 2...5 {
            let points = Array(Self.zigzag.prefix(count))
            let d = style.path(through: points)
            #expect(d.hasPrefix("M0,0"))
            let n = Self.numbers(d)
            #expect(n.suffix(2) == [points.last!.x, points.last!.y])
            #expect(d.allSatisfy { "MLC,.-0123456789".contains($0) })
            #expect(!d.contains("nan") && !d.contains("inf"))
        }
    }

    @Test func basisMatchesTheUniformBSpline() {
        let d = CurveStyle.basis.path(through: [LayoutPoint(x: 0, y: 0), LayoutPoint(x: 60, y: 60), LayoutPoint(x: 120, y: 0)])
        #expect(d == "M0,0L10,10C20,20,40,40,60,40C80,40,100,20,110,10L120,0")
    }

    @Test func cardinalHasZeroEndTangentsLikeD3() {
        let d = CurveStyle.cardinal.path(through: [LayoutPoint(x: 0, y: 0), LayoutPoint(x: 60, y: 60), LayoutPoint(x: 120, y: 0)])
        #expect(d == "M0,0C0,0,40,60,60,60C80,60,120,0,120,0")
    }

    @Test func catmullRomStartsAndEndsFlatLikeD3() {
        let d = CurveStyle.catmullRom.path(through: [LayoutPoint(x: 0, y: 0), LayoutPoint(x: 60, y: 60), LayoutPoint(x: 120, y: 0)])
        #expect(d == "M0,0C0,0,40,60,60,60C80,60,120,0,120,0")
    }

    @Test func linearAndStepShapes() {
        let pts = [LayoutPoint(x: 0, y: 0), LayoutPoint(x: 10, y: 20)]
        #expect(CurveStyle.linear.path(through: pts) == "M0,0L10,20")
        #expect(CurveStyle.step.path(through: pts) == "M0,0L5,0L5,20L10,20")
        #expect(CurveStyle.stepBefore.path(through: pts) == "M0,0L0,20L10,20")
        #expect(CurveStyle.stepAfter.path(through: pts) == "M0,0L10,0L10,20")
        #expect(CurveStyle.bumpY.path(through: pts) == "M0,0C0,10,10,10,10,20")
        #expect(CurveStyle.bumpX.path(through: pts) == "M0,0C5,0,5,20,10,20")
    }

    @Test func naturalSplinePassesThroughEveryPoint() {
        let d = CurveStyle.natural.path(through: Self.zigzag)
        let n = Self.numbers(d)
        // M + 4 cubic segments of 6 numbers; each segment ends on the next input point.
        #expect(n.count == 2 + 4 * 6)
        for i in 1..<Self.zigzag.count {
            #expect(n[2 + 6 * i - 2] == Self.zigzag[i].x && n[2 + 6 * i - 1] == Self.zigzag[i].y)
        }
    }

    @Test func monotoneNeverOvershootsInY() {
        let pts = [LayoutPoint(x: 0, y: 0), LayoutPoint(x: 10, y: 50), LayoutPoint(x: 20, y: 50), LayoutPoint(x: 30, y: 100)]
        let n = Self.numbers(CurveStyle.monotoneX.path(through: pts))
        let ys = stride(from: 1, to: n.count, by: 2).map { n[$0] }
        #expect(ys.allSatisfy { $0 >= 0 && $0 <= 100 })
    }

    @Test func formattingRoundsToTwoDecimals() {
        #expect(SVGPathBuilder.format(1.005) == "1" || SVGPathBuilder.format(1.005) == "1.01")
        #expect(SVGPathBuilder.format(-0.001) == "0")
        #expect(SVGPathBuilder.format(2.5) == "2.5")
        #expect(SVGPathBuilder.format(-3.14159) == "-3.14")
        #expect(SVGPathBuilder.format(0.07) == "0.07")
        #expect(SVGPathBuilder.format(12) == "12")
        #expect(SVGPathBuilder.format(.nan) == "0")
        #expect(CurveStyle.basis.path(through: []) == "")
        #expect(CurveStyle.cardinal.path(through: [LayoutPoint(x: 1, y: 2)]) == "M1,2")
    }

    /// The bytes the builder writes for a number are `format`'s text, over edges, rounding and range.
    @Test func writtenDigitsAreFormatsText() {
        var values: [Double] = [0, -0.0, 0.004, -0.004, 0.005, -0.005, 0.07, 0.1, 0.99, 0.999, 1, 1.005, 1.1, 2.5, 9.99,
                                10, 12, 99.995, 100, 123.456, -3.14159, 1e13, -1e13, 1e20, -1e20, .nan, .infinity,
                                -.infinity, 4503599627370496, .leastNonzeroMagnitude, .greatestFiniteMagnitude]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2_000 { values.append(Double.random(in: -5_000...5_000, using: &random)) }
        for _ in 0..<200 { values.append(Double(Int.random(in: -100_000...100_000, using: &random)) / 100) }
        for value in values {
            var bytes: [UInt8] = []
            SVGPathBuilder.write(value, into: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == SVGPathBuilder.format(value), "\(value)")
        }
    }

    @Test func mermaidNames() {
        #expect(CurveStyle(mermaid: "monotoneX") == .monotoneX)
        #expect(CurveStyle(mermaid: "catmullrom") == .catmullRom)
        #expect(CurveStyle(mermaid: "natual") == nil)
    }

    /// Class, state, ER and requirement edges: a named curve wins, else linear under ELK, else basis.
    @Test func edgeCurveOfGraphDiagrams() {
        #expect(CurveStyle.forEdges(named: "stepAfter", elkLayout: false) == .stepAfter)
        #expect(CurveStyle.forEdges(named: "stepAfter", elkLayout: true) == .stepAfter)
        #expect(CurveStyle.forEdges(named: nil, elkLayout: false) == .basis)
        #expect(CurveStyle.forEdges(named: nil, elkLayout: true) == .linear)
        #expect(CurveStyle.forEdges(named: "wobbly", elkLayout: true) == .linear)
        #expect(CurveStyle.forEdges(named: "wobbly", elkLayout: false) == .basis)
    }
}

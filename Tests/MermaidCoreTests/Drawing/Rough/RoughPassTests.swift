import Foundation
import Testing
@testable import MermaidCore

/// The hand-drawn pass: what it redraws, what it leaves alone, and that it is deterministic.
@Suite struct RoughPassTests {
    func sample() -> SVGWriter {
        var svg = SVGWriter()
        svg.start("defs"); svg.startBody()
        svg.start("marker"); svg.attr("id", "p_arrow"); svg.startBody()
        svg.start("path"); svg.attr("d", "M0,0 L10,5 L0,10 z"); svg.endEmpty()
        svg.end("marker"); svg.end("defs")
        svg.start("g"); svg.attr("class", "node default"); svg.attr("transform", "translate(50, 20)"); svg.startBody()
        svg.start("rect"); svg.attr("class", "basic label-container"); svg.attr("style", "fill:#f9f;stroke:#333")
        svg.frame(x: -40, y: -15, width: 80, height: 30); svg.endEmpty()
        svg.start("g"); svg.attr("class", "label"); svg.startBody()
        svg.start("text"); svg.startBody(); svg.text("A & <B>"); svg.end("text")
        svg.end("g"); svg.end("g")
        svg.start("path"); svg.attr("d", "M10,40 C20,60 40,60 50,80"); svg.attr("id", "p-L_A_B_0")
        svg.attr("class", "edge-thickness-normal flowchart-link"); svg.attr("marker-end", "url(#p_arrow)"); svg.endEmpty()
        svg.start("g"); svg.attr("class", "edgeLabel"); svg.startBody()
        svg.start("rect"); svg.attr("class", "background"); svg.frame(x: 0, y: 0, width: 20, height: 10); svg.endEmpty()
        svg.end("g")
        svg.start("rect"); svg.attr("style", "fill:none;stroke:none"); svg.frame(x: 0, y: 0, width: 5, height: 5); svg.endEmpty()
        return svg
    }

    func rough(seed: UInt64 = 7) -> String {
        RoughPass.apply(sample(), prefix: "p", style: RoughStyle(), seed: seed, strokeColorsFill: true).output
    }

    @Test func shapesAreDrawnThroughMasksAndKeepTheirClassesAndStyle() {
        let out = rough()
        #expect(out.hasPrefix("<defs><mask id=\"p-r0\" maskUnits=\"userSpaceOnUse\""))
        #expect(out.contains("<rect class=\"basic label-container rough-fill\" style=\"fill:#f9f;stroke:#333;fill:#333!important\""))
        #expect(out.contains("<rect class=\"basic label-container rough-line\" style=\"fill:#f9f;stroke:#333\""))
        #expect(out.contains("<text>A &amp; &lt;B&gt;</text>"), "text is copied as written")
        // The edge keeps its id and class, loses its marker to a carrier that keeps the arrow whole.
        #expect(out.contains("id=\"p-L_A_B_0\" class=\"edge-thickness-normal flowchart-link rough-line\" mask=\"url(#p-r"))
        #expect(out.contains("<path d=\"M10,40 C20,60 40,60 50,80\" marker-end=\"url(#p_arrow)\" class=\"rough-markers\"/>"))
        #expect(out.contains("<path d=\"M0,0 L10,5 L0,10 z\"/>"), "marker shapes stay crisp")
        #expect(out.contains("<rect class=\"background\" x=\"0\" y=\"0\" width=\"20\" height=\"10\"/>"), "label backgrounds stay crisp")
        #expect(out.contains("<rect style=\"fill:none;stroke:none\""), "invisible shapes are left alone")
        #expect(out.components(separatedBy: "<mask ").count - 1 == 3)  // node fill + node outline + edge
    }

    @Test func withHTMLLabelsTheHachureKeepsTheFillColour() {
        let out = RoughPass.apply(sample(), prefix: "p", style: RoughStyle(), seed: 1).output
        #expect(out.contains("<rect class=\"basic label-container rough-fill\" style=\"fill:#f9f;stroke:#333\""))
    }

    @Test func sameSeedSameBytesOtherSeedOtherSketch() {
        #expect(rough(seed: 42) == rough(seed: 42))
        #expect(rough(seed: 42) != rough(seed: 43))
    }

    @Test func cssKeepsMaskedCopiesFromDoublePainting() {
        let css = RoughPass.css(prefix: "p")
        #expect(css.contains("#p .rough-fill{stroke:none!important;}"))
        #expect(css.contains("#p .rough-line{fill:none!important;"))
        #expect(css.contains("#p .rough-markers{stroke:none!important;fill:none!important;}"))
    }

    @Test func hachureStaysInsideTheShape() {
        var pen = RoughPen(style: RoughStyle(), seed: 1)
        let square = RoughOutline(subpaths: [.init(points: [RoughPoint(0, 0), RoughPoint(100, 0), RoughPoint(100, 50),
                                                            RoughPoint(0, 50)], closed: true, curved: false)])
        let lines = HachureFill.segments(square, angle: -41, gap: 5.2)
        #expect(lines.count > 15)
        for (a, b) in lines {
            for p in [a, b] { #expect(p.x > -0.01 && p.x < 100.01 && p.y > -0.01 && p.y < 50.01) }
        }
        pen.hachure(square)
        #expect(!pen.data.isEmpty)
    }

    /// The scan finds the spans a plain scan (an array of crossings, sorted) finds, bit for bit:
    /// random outlines of one to three subpaths, convex and not, with level edges, repeated points,
    /// NaN corners and scales from tiny to huge.
    @Test func spansAreThoseOfAPlainScan() {
        func plainScan(_ outline: RoughOutline, angle: Double, gap: Double) -> [(RoughPoint, RoughPoint)] {
            guard gap > 0.5 else { return [] }
            let radians = angle * Double.pi / 180
            let cosA = cos(radians), sinA = sin(radians)
            func rotate(_ p: RoughPoint, _ c: Double, _ s: Double) -> RoughPoint { RoughPoint(p.x * c - p.y * s, p.x * s + p.y * c) }
            var edges: [(RoughPoint, RoughPoint)] = []
            var minY = Double.infinity, maxY = -Double.infinity
            for subpath in outline.subpaths where subpath.points.count >= 3 {
                let points = subpath.points.map { rotate($0, cosA, -sinA) }
                for i in 0..<points.count {
                    edges.append((points[i], points[(i + 1) % points.count]))
                    minY = min(minY, points[i].y); maxY = max(maxY, points[i].y)
                }
            }
            guard !edges.isEmpty, maxY - minY > 0 else { return [] }
            var result: [(RoughPoint, RoughPoint)] = []
            var y = minY + gap / 2
            while y < maxY, result.count < HachureFill.maximumLines {
                var xs: [Double] = []
                for (a, b) in edges where (a.y <= y && b.y > y) || (b.y <= y && a.y > y) {
                    xs.append(a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x))
                }
                xs.sort()
                var i = 0
                while i + 1 < xs.count {
                    if xs[i + 1] - xs[i] > 0.5 {
                        result.append((rotate(RoughPoint(xs[i], y), cosA, sinA), rotate(RoughPoint(xs[i + 1], y), cosA, sinA)))
                    }
                    i += 2
                }
                y += gap
            }
            return result
        }
        var random = SeededRandom(seed: 41)
        func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
        var spans = 0
        for round in 0..<1_500 {
            let scale = [1.0, 20, 200, 3_000][round % 4]
            var subpaths: [RoughOutline.Subpath] = []
            for _ in 0..<(1 + Int(random.next() % 3)) {
                var points: [RoughPoint] = []
                for _ in 0..<(Int(random.next() % 40)) {
                    switch random.next() % 20 {
                    case 0 where !points.isEmpty: points.append(points[points.count - 1])                      // repeated point
                    case 1 where !points.isEmpty: points.append(RoughPoint(unit() * scale, points[points.count - 1].y))  // level edge
                    case 2 where round % 50 == 0: points.append(RoughPoint(.nan, unit() * scale))
                    default:
                        // Every third outline on whole units, so lines meet corners exactly (gap 2 and 3 at 0°).
                        let x = unit() * scale, y = unit() * scale
                        points.append(round % 3 == 0 ? RoughPoint(x.rounded(), y.rounded()) : RoughPoint(x, y))
                    }
                }
                subpaths.append(.init(points: points, closed: true, curved: random.next() % 2 == 0))
            }
            let outline = RoughOutline(subpaths: subpaths)
            let angle = [0.0, -41, 90, 0, unit() * 360, -45][round % 6], gap = [5.2, 0.4, 3, 11, 2][round % 5]
            let found = HachureFill.segments(outline, angle: angle, gap: gap)
            let scanned = plainScan(outline, angle: angle, gap: gap)
            #expect(found.count == scanned.count, "round \(round)")
            for (s, p) in zip(found, scanned) {
                #expect(s.0.x.bitPattern == p.0.x.bitPattern && s.0.y.bitPattern == p.0.y.bitPattern
                        && s.1.x.bitPattern == p.1.x.bitPattern && s.1.y.bitPattern == p.1.y.bitPattern, "round \(round)")
            }
            spans += found.count
        }
        #expect(spans > 10_000)
    }

    @Test func randomBodiesNeverCrash() {
        var random = SeededRandom(seed: 99)
        let pieces = ["<path d=\"", "M0 0", "L5 5", "C1 2 3", "\"/>", "<rect width=\"5\" height=\"3\"/>", "<g class=\"node\">",
                      "</g>", "<defs>", "<polygon points=\"0,0 5", "<circle r=\"", "9\"/>", "text", "<", ">", "\"", "a=\"1\""]
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(random.next() % 40) { bytes += Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8) }
            _ = RoughPass.apply(SVGWriter(reassembled: bytes), prefix: "f", style: RoughStyle(), seed: random.next())
        }
    }
}

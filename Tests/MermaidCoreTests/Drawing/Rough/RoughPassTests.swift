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

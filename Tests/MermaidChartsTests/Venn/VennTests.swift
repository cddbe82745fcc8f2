import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidCharts

@Suite struct VennTests {
    static func parse(_ text: String) throws -> VennDiagram { try VennParser.parse(DiagramFront.source(text)) }

    @Test func parsesSetsUnionsTextsAndStyles() throws {
        let d = try Self.parse("""
        venn-beta
          title "Team"
          set A["Alpha"]:20
            text A1["React"]
          set B
          union B,A["AB"]:3
            text AB1
        text A,B extra["More"]
          style A fill:#ff6b6b, color: "#333"
        """)
        #expect(d.title == "\"Team\"", "kept as mermaid keeps it, quotes included")
        #expect(d.subsets == [VennSubset(sets: ["A"], label: "Alpha", size: 20, line: 3),
                              VennSubset(sets: ["B"], label: nil, size: 10, line: 5),
                              VennSubset(sets: ["A", "B"], label: "AB", size: 3, line: 6)])
        #expect(d.texts == [VennTextNode(sets: ["A"], id: "A1", label: "React"), VennTextNode(sets: ["A", "B"], id: "AB1", label: nil),
                            VennTextNode(sets: ["A", "B"], id: "extra", label: "More")])
        #expect(d.style(for: ["A"]) == ["fill": "#ff6b6b", "color": "#333"])
        #expect(try Self.parse("venn-beta\n set A\n set B\n set C\n union A,B,C").subsets.last?.size == 10.0 / 9, "10 / n², as mermaid")
    }

    @Test func errorsSayWhereAndWhat() {
        let unknown = ThrownError.of { _ = try Self.parse("venn-beta\n set Alpha\n union Alpah,Beta") }
        #expect(unknown?.line == 3 && unknown?.message.contains("unknown set identifier 'Alpah', did you mean 'Alpha'?") == true)
        #expect(ThrownError.of { _ = try Self.parse("venn-beta\n set A\n union A") }?.message.contains("at least two") == true)
        #expect(ThrownError.of { _ = try Self.parse("venn-beta\n sett A") }?.message.contains("did you mean 'set'") == true)
        #expect(ThrownError.of { _ = try Self.parse("venn-beta\n set A[\"x\"") }?.message.contains("unclosed") == true)
        #expect(ThrownError.of { _ = try Self.parse("venn-beta\n set A:-1") }?.column == 8, "at the size")
    }

    /// Two sets of sizes 20 and 12 sharing 3 (mermaid's docs example): the circles, the lens and the
    /// labels are where venn.js puts them (values from mermaid 11's SVG).
    @Test func layoutMatchesVennJS() throws {
        let svg = try MermaidRenderer.render("venn-beta\n set A[\"Alpha\"]:20\n set B[\"Beta\"]:12\n union A,B[\"AB\"]:3").svg
        #expect(svg.contains("d=\"M 294.22 225 &#10;m -210 0 &#10;a 210 210 0 1 0 420 0 &#10;a 210 210 0 1 0 -420 0\""))
        #expect(svg.contains("d=\"M 553.12 225 &#10;m -162.67 0"))
        #expect(svg.contains("d=\"M 457.73 356.76 &#10;A 162.67 162.67 0 0 1 457.73 93.24 &#10;A 210 210 0 0 1 457.73 356.76\""))
        #expect(svg.contains("x=\"237\"") && svg.contains("x=\"610\"") && svg.contains("x=\"447\""))
        #expect(svg.contains("class=\"venn-area venn-circle venn-set-0\" data-venn-sets=\"A\""))
        #expect(svg.contains("class=\"venn-area venn-intersection\" data-venn-sets=\"A_B\""))
        #expect(!svg.contains("foreignObject"))
    }

    /// Three sets: every pairwise overlap is drawn and every label lies inside its own region only.
    @Test func threeSetsPlaceEachLabelInItsRegion() throws {
        let sets = [VennSubset(sets: ["A"], label: nil, size: 10, line: 1), VennSubset(sets: ["B"], label: nil, size: 10, line: 2),
                    VennSubset(sets: ["C"], label: nil, size: 10, line: 3), VennSubset(sets: ["A", "B"], label: nil, size: 2.5, line: 4),
                    VennSubset(sets: ["B", "C"], label: nil, size: 2.5, line: 5), VennSubset(sets: ["A", "C"], label: nil, size: 2.5, line: 6)]
        let layout = VennLayout(subsets: sets, width: 800, height: 450, padding: 15)
        for subset in sets {
            let p = try #require(layout.textCentres[VennLayout.key(subset.sets)])
            for (id, c) in layout.circles {
                let inside = VennGeometry.distance((p.x, p.y), (c.x, c.y)) < c.radius
                #expect(inside == subset.sets.contains(id), "\(subset.sets) label vs circle \(id)")
            }
        }
        for c in layout.circles.values {
            #expect(c.x - c.radius >= 14.9 && c.x + c.radius <= 785.1 && c.y - c.radius >= 14.9 && c.y + c.radius <= 435.1)
        }
    }

    @Test func stylesAreSanitised() throws {
        let svg = try MermaidRenderer.render("venn-beta\n set A\n set B\n style A fill:red;}</style><script>x, color:blue").svg
        #expect(!svg.contains("<script") && svg.components(separatedBy: "</style>").count == 2)
    }

    @Test func fuzzedInputsDrawOrFailCleanly() {
        let fuzz = DiagramFuzzPasses(header: "venn-beta") { try ChartHarness.render($0) }
        let base = "venn-beta\n title T\n set A[\"Alpha\"]:20\n  text A1[\"React\"]\n set B:12\n union A,B[\"AB\"]:3\n  text X\n style A,B color:#333"
        #expect(fuzz.mutationsAndTruncations(of: base, seed: 61) == [])
        #expect(fuzz.shuffledLines(base.split(separator: "\n").dropFirst().map(String.init), seed: 62) == [])
        #expect(fuzz.randomBytes(seed: 63) == [])
        #expect(fuzz.mutatedCorpus(keywords: ["venn-beta"]) == [])
    }

    /// 30 sets (the most) in a chain of overlaps: bounded work (timing is for the benchmark).
    @Test func thirtySetsAreBounded() throws {
        var text = "venn-beta\n"
        for i in 0..<30 { text += " set S\(i)\n" }
        for i in 1..<30 { text += " union S\(i - 1),S\(i)\n" }
        let start = ContinuousClock.now
        _ = try MermaidRenderer.render(text)
        #expect(ContinuousClock.now - start < .seconds(60))
        #expect(ThrownError.of { _ = try MermaidRenderer.render(text + " set S30\n") }?.message.contains("more than 30 sets") == true)
    }
}

import Foundation
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidSequence

/// Issue 12: inline HTML and `$$…$$` formulas in sequence participants, messages and notes,
/// read by the shared label code (`LabelText`, `MathLabel` through `MarkedLine`), with the
/// same tags and safety rules as flowchart labels.
@Suite struct SequenceLabelMarkupTests {
    typealias T = SequenceTestSupport
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    @Test func messageTagsBecomeStyledRuns() throws {
        let svg = try T.render("sequenceDiagram\n    A->>B: <b>bold</b>, <i>it</i>, <u>u</u>, <s>s</s>, H<sub>2</sub>O, x<sup>2</sup>").svg
        #expect(svg.contains("<tspan font-weight=\"bold\">bold</tspan>"))
        #expect(svg.contains("<tspan font-style=\"italic\">it</tspan>"))
        #expect(svg.contains("<tspan text-decoration=\"underline\">u</tspan>"))
        #expect(svg.contains("<tspan text-decoration=\"line-through\">s</tspan>"))
        #expect(svg.contains("baseline-shift=\"sub\" font-size=\"75%\">2</tspan>"))
        #expect(svg.contains("baseline-shift=\"super\" font-size=\"75%\">2</tspan>"))
        #expect(!svg.contains("&lt;b&gt;"))
    }

    @Test func notesAndParticipantsToo() throws {
        let svg = try T.render("""
        sequenceDiagram
            participant B as <b>Bob</b> the <i>builder</i>
            Note over B: A <small>small</small> note<hr>second <span style="color:red">red</span>
        """).svg
        #expect(T.count("<tspan font-weight=\"bold\">Bob</tspan>", in: svg) == 2)  // header and footer
        #expect(svg.contains("<tspan font-size=\"83.33%\">small</tspan>"))
        #expect(svg.contains("<tspan fill=\"red\">red</tspan>"))
        // <hr> breaks the line, as <br> does.
        #expect(T.count("class=\"noteText\"", in: svg) == 2)
        // The aria label of a participant is its visible text.
        #expect(!svg.contains("aria-label=\"&lt;b&gt;"))
    }

    @Test func markupIsMeasuredAsDrawn() throws {
        let styled = SequenceText.lines("<b>bold</b> and <i>italic</i>")
        #expect(styled.count == 1 && MarkedLine.isMarked(styled[0]))
        let text = LineMeasurer(measurer: TextMeasurer(fontFamily: nil), lineHeight: 19)
        let shown = TextMeasurer(fontFamily: nil).width(of: TextLine(runs: [TextRun("bold", bold: true), TextRun(" and "),
                                                                             TextRun("italic", italic: true)]))
        #expect(text.width(styled[0]) == shown.rounded(.up))
        #expect(text.width(styled[0]) < text.width("<b>bold</b> and <i>italic</i>"))
        // Lines without markup are untouched.
        #expect(SequenceText.lines("a < b > c") == ["a < b > c"])
        #expect(SequenceText.lines("x<hr>y") == ["x", "y"])
    }

    @Test func unsafeMarkupNeverReachesTheSVG() throws {
        let svg = try T.render("""
        sequenceDiagram
            A->>B: <a href="javascript:alert(1)" onclick="x()">no</a> <script>alert(1)</script> <img src=x onerror=alert(1)>
            Note over A: <span style="position:fixed">s</span> <span style="background:url(x)">t</span> <a href="https://example.com">ok</a>
        """).svg
        #expect(!svg.lowercased().contains("javascript:"))
        #expect(!svg.contains("onclick") && !svg.contains("<script") && !svg.contains("<img"))
        #expect(svg.contains("&lt;script&gt;"))
        #expect(!svg.contains("position:fixed") && !svg.contains("url(x)"))
        #expect(svg.contains("<a href=\"https://example.com\">"))
    }

    @Test func codedTagsStayLiteral() throws {
        let svg = try T.render("sequenceDiagram\n    A->>B: #lt;b#gt;not bold#lt;/b#gt; and <b>bold</b>").svg
        #expect(svg.contains("&lt;b&gt;not bold&lt;/b&gt; and "))
        #expect(svg.contains("<tspan font-weight=\"bold\">bold</tspan>"))
        #expect(!svg.unicodeScalars.contains("\u{E000}") && !svg.unicodeScalars.contains("\u{E001}"))
    }

    @Test func formulasInMessagesNotesAndParticipants() throws {
        let result = try T.render("""
        sequenceDiagram
            participant A as $$\\alpha$$
            A->>B: $$x^2 + \\frac{1}{2}$$
            Note right of B: $$\\sqrt{a+b}$$
        """)
        let svg = result.svg
        #expect(!svg.contains("$$"))
        #expect(svg.contains("font-style=\"italic\">α</tspan>"))
        #expect(svg.contains("<line class=\"math-rule\""))
        #expect(svg.contains("<polyline class=\"math-rule\""))
        #expect(svg.contains(" .math-rule{stroke:"))
        #expect(result.warnings.isEmpty)
        #expect(!(try T.render("sequenceDiagram\n    A->>B: hi").svg.contains("math-rule")))
    }

    @Test func tallFormulasGrowNotes() throws {
        func noteHeight(_ text: String) throws -> Double {
            let svg = try T.render("sequenceDiagram\n    Note over A: \(text)").svg
            let rect = try #require(svg.range(of: "class=\"note\""))
            let head = svg[..<rect.lowerBound].suffix(120)
            let h = try #require(head.range(of: "height=\""))
            return try #require(Double(head[h.upperBound...].prefix { $0 != "\"" }))
        }
        #expect(try noteHeight("$$\\frac{a}{\\frac{b}{c}}$$") > noteHeight("plain") + 15)
    }

    @Test func unsupportedMathWarnsWithPosition() throws {
        let result = try T.render("sequenceDiagram\n    A->>B: ok\n    A->>B: $$\\begin{tikzcd} a \\end{tikzcd}$$")
        let warning = try #require(result.warnings.first { $0.message.contains("KaTeX subset") })
        #expect(warning.line == 3)
        #expect(result.svg.contains("$$\\begin{tikzcd}"))
    }

    /// Mermaid 11.16 shows sequence HTML as literal text and draws a participant with math
    /// as an extra `<foreignObject>` (Fidelity/sequence.md); messages and notes match.
    @Test func fixtureMatchesMermaidsMessagesAndNotes() throws {
        let mmd = try String(contentsOf: Self.fixtures.appendingPathComponent("katex_html.mmd"), encoding: .utf8)
        let ref = try String(contentsOf: Self.fixtures.appendingPathComponent("katex_html.svg"), encoding: .utf8)
        let ours = try T.render(mmd).svg
        #expect(T.count("messageLine", in: ours) == T.count("messageLine", in: ref))
        #expect(T.count("class=\"note\"", in: ours) == T.count("class=\"note\"", in: ref))
        #expect(T.count("actor-top", in: ours) == T.count("actor-top", in: ref))
        #expect(ours.contains(">∑</tspan>") && ref.contains("∑"))
    }
}

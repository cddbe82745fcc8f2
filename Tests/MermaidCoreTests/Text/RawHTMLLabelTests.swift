import Testing
@testable import MermaidCore

/// Issue 12, raw HTML in labels: the tags mermaid (securityLevel strict) shows as formatting
/// become styled runs and SVG `<tspan>`/`<a>`; nothing unsafe reaches the SVG.
@Suite struct RawHTMLLabelTests {
    func runs(_ raw: String) -> [TextRun] { LabelText.parse(raw).lines.flatMap(\.runs) }

    func svg(_ raw: String) -> String {
        var writer = SVGWriter()
        SVGText.draw(LabelText.parse(raw), centerX: 0, centerY: 0, measurer: TextMeasurer(fontFamily: nil),
                     into: &writer)
        return writer.output
    }

    /// The markup of every element in `svg` (text is escaped, so a `<` always opens one).
    static func elements(_ svg: String) -> [Substring] {
        svg.split(separator: "<").map { $0.prefix { $0 != ">" } }
    }

    @Test func boldItalicUnderlineStrike() {
        #expect(runs("<b>b</b>") == [TextRun("b", bold: true)])
        #expect(runs("<i>i</i>") == [TextRun("i", italic: true)])
        #expect(runs("<u>u</u>") == [TextRun("u", underline: true)])
        #expect(runs("<s>s</s>") == [TextRun("s", strikethrough: true)])
        #expect(runs("<B>b</B>") == [TextRun("b", bold: true)])
        #expect(svg("<b>b</b>").contains("<tspan font-weight=\"bold\">b</tspan>"))
        #expect(svg("<i>i</i>").contains("<tspan font-style=\"italic\">i</tspan>"))
        #expect(svg("<u>u</u>").contains("<tspan text-decoration=\"underline\">u</tspan>"))
        #expect(svg("<s>s</s>").contains("<tspan text-decoration=\"line-through\">s</tspan>"))
        #expect(svg("<u><s>x</s></u>").contains("text-decoration=\"underline line-through\""))
    }

    @Test func subSupAndSmall() {
        #expect(runs("H<sub>2</sub>O") == [TextRun("H"), TextRun("2", baseline: .subscript), TextRun("O")])
        #expect(runs("x<sup>2</sup>").last == TextRun("2", baseline: .superscript))
        #expect(runs("<small>fine</small>") == [TextRun("fine", small: true)])
        #expect(svg("H<sub>2</sub>O").contains("<tspan baseline-shift=\"sub\" font-size=\"75%\">2</tspan>"))
        #expect(svg("x<sup>2</sup>").contains("<tspan baseline-shift=\"super\" font-size=\"75%\">2</tspan>"))
        #expect(svg("<small>fine</small>").contains("<tspan font-size=\"83.33%\">fine</tspan>"))
        #expect(svg("<small><sub>n</sub></small>").contains("font-size=\"62.5%\""))
        let m = TextMeasurer(fontFamily: nil)
        #expect(m.measure(LabelText.parse("<small>fine</small>")).width < m.measure(LabelText.parse("fine")).width)
        #expect(m.measure(LabelText.parse("<b>fine</b>")).width > m.measure(LabelText.parse("fine")).width)
    }

    @Test func breaksAndRules() {
        #expect(LabelText.parse("a<br>b<br/>c<br />d").lines.count == 4)
        #expect(LabelText.parse("a<hr>b<hr/>c").lines.map(\.plainText) == ["a", "b", "c"])
        #expect(LabelText.parse("a<br class='x'>b").lines.map(\.plainText) == ["a<br class='x'>b"])
    }

    @Test func linksWithSafeURLs() {
        #expect(runs("<a href=\"https://example.com\">go</a>") == [TextRun("go", link: "https://example.com")])
        #expect(runs("<a href='mailto:a@b.c'>m</a>") == [TextRun("m", link: "mailto:a@b.c")])
        #expect(runs("<a href=docs/page.html>rel</a>") == [TextRun("rel", link: "docs/page.html")])
        #expect(runs("<a href=\"http://x.org\"><b>bold</b> link</a>")
            == [TextRun("bold", bold: true, link: "http://x.org"), TextRun(" link", link: "http://x.org")])
        let out = svg("see <a href=\"https://example.com/?a=1&amp;b=2\">this</a>")
        #expect(out.contains("<a href=\"https://example.com/?a=1&amp;b=2\">this</a>"))
        #expect(out.contains(">see "))
        #expect(svg("<a href='https://x.org' target='_blank'>t</a>")
            .contains("<a href=\"https://x.org\" target=\"_blank\" rel=\"noopener\">t</a>"))
        #expect(runs("<a href='https://x.org' target='evil'>t</a>") == [TextRun("t", link: "https://x.org")])
        #expect(runs("<a href='javascript:x' target='_blank'>t</a>") == [TextRun("t")])
    }

    @Test func spanStyleKeepsOnlyDrawableCSS() {
        #expect(runs("<span style=\"color:red\">r</span>") == [TextRun("r", color: "red")])
        #expect(runs("<span style='color: #FF0000; font-weight: bold'>r</span>")
            == [TextRun("r", bold: true, color: "#ff0000")])
        #expect(runs("<span style='font-style:italic;text-decoration:underline'>x</span>")
            == [TextRun("x", italic: true, underline: true)])
        #expect(runs("<span style='font-weight:700'>x</span>") == [TextRun("x", bold: true)])
        #expect(runs("<b><span style='font-weight:normal'>x</span></b>") == [TextRun("x")])
        #expect(runs("<span style='color:rgb(0, 128, 0)'>g</span>") == [TextRun("g", color: "rgb(0, 128, 0)")])
        #expect(runs("<span style='position:fixed;top:0;background:url(x)'>p</span>") == [TextRun("p")])
        #expect(runs("<span class='k' id=q>plain</span>") == [TextRun("plain")])
        #expect(svg("<span style=\"color:blue\">b</span>").contains("<tspan fill=\"blue\">b</tspan>"))
    }

    @Test func unsafeInputNeverReachesTheSVG() {
        let hostile = [
            "<script>alert(1)</script>",
            "<b onclick=\"alert(1)\">x</b>",
            "<a href=\"javascript:alert(1)\">x</a>",
            "<a href=\"JaVaScRiPt:alert(1)\">x</a>",
            "<a href=\"&#106;avascript:alert(1)\">x</a>",
            "<a href=\"data:text/html,hi\">x</a>",
            "<a href=\"//evil.example\">x</a>",
            "<span style=\"position:fixed;color:expression(alert(1))\">x</span>",
            "<span style=\"color:red;} svg{display:none\">x</span>",
            "<span style='color:url(javascript:x)'>x</span>",
            "<img src=x onerror=alert(1)>",
            "<a href='https://ok' onmouseover='alert(1)'>x</a>",
            "<a href='https://x.org/\"onload=\"alert(1)'>x</a>",
            "<span style='color:red\" onload=\"alert(1)'>x</span>",
        ]
        for raw in hostile {
            let out = svg(raw).lowercased()
            #expect(!out.contains("<script"), "\(raw)")
            #expect(!out.contains("<img"), "\(raw)")
            #expect(!out.contains("javascript:") || !out.contains("href"), "\(raw)")
            #expect(!Self.elements(out).contains { $0.contains(" on") }, "\(raw)")
            #expect(!out.contains("position"), "\(raw)")
            #expect(!out.contains("expression"), "\(raw)")
            #expect(!out.contains("data:"), "\(raw)")
            #expect(!out.contains("evil"), "\(raw)")
            #expect(!out.contains("display"), "\(raw)")
            #expect(!out.contains("\"onload"), "\(raw)")
        }
        // Other tags stay visible text, escaped.
        #expect(svg("<script>alert(1)</script>").contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(runs("<a href=\"javascript:alert(1)\">x</a>") == [TextRun("x")])
    }
}

import Foundation
import Testing
@testable import FolioSite

/// Hugo's shortcodes rewritten into Markdown (``HugoShortcodes``): each supported one, line for line,
/// never inside code, escapes shown as text, and findings at `line:column` for the rest.
@Suite("Hugo shortcodes")
struct HugoShortcodesTests {
    func rewrite(_ text: String, parameter: @escaping (String) -> String? = { _ in nil }) -> (String, [HugoShortcodes.Finding]) {
        let result = HugoShortcodes(parameter: parameter).process(text)
        return (result.text, result.findings)
    }

    @Test func theQuickCheckIsTheLineByLineRule() {
        for text in ["", "{", "{{", "{{<", "{{%", "a {{ < b", "{{{<", "x{{%y", "{ {<", "{{>", "é{{<é", String(repeating: "{", count: 50) + "%"] {
            #expect(HugoShortcodes.mayOccur(in: text) == HugoShortcodes.mayOccur(line: Substring(text)), "\(text)")
            #expect(HugoShortcodes.mayOccur(in: text) == (text.contains("{{<") || text.contains("{{%")), "\(text)")
        }
    }

    /// The same find in Hugo's form: in `{{%}}` the closing `%}}` shares the opening's `%`.
    @Test func aClosingThatSharesTheOpeningIsNoCall() {
        for line in ["{{%}}", "{{<}}", "x {{%}} y", "{{%}}%}}", "{{<>}}"] {
            let (text, _) = rewrite(line)
            #expect(text == line, "\(line) is left as written")
        }
    }

    @Test func callsAreReadWithTheirArguments() {
        #expect(HugoShortcodes.parseCall(#"figure src="a b.png" alt=`raw "x"` width=300"#)
                == .init(name: "figure", named: ["src": "a b.png", "alt": #"raw "x""#, "width": "300"]))
        #expect(HugoShortcodes.parseCall(#"highlight go "linenos=table,hl_lines=2""#)
                == .init(name: "highlight", positional: ["go", "linenos=table,hl_lines=2"]))
        #expect(HugoShortcodes.parseCall(#"ref "say \"hi\".md""#) == .init(name: "ref", positional: [#"say "hi".md"#]))
        #expect(HugoShortcodes.parseCall(#"ref "open"#) == nil)
        #expect(HugoShortcodes.parseCall("") == nil)
    }

    @Test func refsBecomeLinksToNotes() {
        #expect(rewrite(##"[a]({{< ref "setup" >}}) [b]({{% relref "/guide/install.md#run" %}}) [c]({{< ref "#top" >}}) [d]({{< ref "docs/" >}})"##).0
                == "[a](setup.md) [b](/guide/install.md#run) [c](#top) [d](docs/)")
        #expect(HugoShortcodes.notePath("my page") == "my%20page.md")
        #expect(HugoShortcodes.notePath("v1.2/notes") == "v1.2/notes.md")
    }

    @Test func figuresBecomeImagesWithTheirAttributesAndCaption() {
        #expect(rewrite(#"{{< figure src="img/a.png" alt="A [chart]" title="T \"q\"" caption="Fig *1*" width="300" class="wide x" link="big.png" >}}"#).0
                == #"[![A \[chart\]](<img/a.png> "T \"q\""){ width="300" .wide .x }](<big.png>) *Fig \*1\**"#)
        #expect(rewrite(#"{{< figure src="a.png" width="1 onclick=x" >}}"#).0 == "![](<a.png>)", "only plain attribute values")
    }

    @Test func aFigureAloneOnItsLineIsAFigureElementWhenMarkdownInHTMLIsRead() {
        var hugo = HugoShortcodes()
        hugo.figureElements = true
        let text = #"""
            {{< figure src="a.png" alt="A" caption="Fig <1>" link="big.png" >}}
              {{< figure src="b.png" >}}
                {{< figure src="c.png" >}}
            See {{< figure src="d.png" caption="D" >}} inline.
            ```
            {{< figure src="e.png" >}}
            ```
            """#
        #expect(hugo.process(text).text.components(separatedBy: "\n") == [
            #"<figure markdown="span">[![A](<a.png>)](<big.png>)<figcaption>Fig \<1\></figcaption></figure>"#,
            #"  <figure markdown="span">![](<b.png>)</figure>"#,
            #"    ![](<c.png>)"#,
            #"See ![D](<d.png>) *D* inline."#,
            "```", #"{{< figure src="e.png" >}}"#, "```",
        ])
    }

    @Test func blocksBecomeFencesOnTheirOwnLines() {
        let text = "a\n{{< highlight go \"linenos=table,hl_lines=2 4-5\" >}}\nx := `{{< ref \"a\" >}}`\n{{< /highlight >}}\n {{< mermaid >}}\ngraph TD\n{{< /mermaid >}}\nb"
        let (out, findings) = rewrite(text)
        #expect(out == "a\n```go {2,4-5} linenums\nx := `{{< ref \"a\" >}}`\n```\n ```mermaid\ngraph TD\n ```\nb",
                "the fences keep the opening line's indent")
        #expect(findings.isEmpty)
        #expect(out.split(separator: "\n", omittingEmptySubsequences: false).count == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(rewrite("{{< highlight go \"linenos=table,linenostart=199\" >}}\nx\n{{< /highlight >}}").0 == "```go linenums=\"199\"\nx\n```")
        #expect(rewrite("{{< highlight md >}}\n```swift\n```\n{{< /highlight >}}").0 == "````md\n```swift\n```\n````",
                "a fence longer than the block's own")
        let (open, unclosed) = rewrite("{{< mermaid >}}\ngraph TD\n")
        #expect(open.hasPrefix("```mermaid\n") && unclosed.map(\.line) == [1])
        let (inline, inlineFindings) = rewrite("text {{< mermaid >}} more")
        #expect(inline == "text {{< mermaid >}} more" && inlineFindings.first?.message.contains("stand alone on its line") == true)
    }

    @Test func codeEscapesAndTheRestStayAsWritten() {
        let text = "```\n{{< ref \"a\" >}}\n```\n`{{< ref \"a\" >}}` {{</* figure src=\"x\" */>}} {{< unknown >}} {{< param \"v\" >}} {{< youtube abc-1 >}}"
        let (out, findings) = rewrite(text, parameter: { $0 == "v" ? "2.1" : nil })
        #expect(out == "```\n{{< ref \"a\" >}}\n```\n`{{< ref \"a\" >}}` {{< figure src=\"x\" >}} {{< unknown >}} 2.1 [Video abc-1 on YouTube](https://www.youtube.com/watch?v=abc-1)")
        #expect(findings == [HugoShortcodes.Finding(line: 4, column: 46, message: "unsupported Hugo shortcode 'unknown' left as written")])
        #expect(rewrite("{{< youtube \"a b\" >}} {{< param \"missing\" >}}").1.count == 2)
    }

    /// A line of 100,000 openings and no closing is left as written, each opening looked at once (the
    /// search for a closing is not started again from each: it was quadratic in the line).
    @Test func aLongLineOfOpeningsWithoutAClosingStaysAsWritten() {
        let line = String(repeating: "{{< x {{% y ", count: 50_000)
        #expect(rewrite(line).0 == line)
        let jekyll = String(repeating: "{% x ", count: 100_000)
        #expect(JekyllTagProcessor(resolvePostURL: { _ in nil }).process(jekyll).0 == jekyll)
    }

    @Test func aHugoNoteBuildsWithItsShortcodesRewritten() throws {
        let post = "+++\ntitle = \"Post\"\n+++\n{{< mermaid >}}\ngraph TD\n  A --> B\n{{< /mermaid >}}\n\nFirst words. See [setup]({{< ref \"setup\" >}}) and [gone]({{< ref \"gone\" >}}).\n"
        let (pages, report) = try WikiLinksTests.build(["post.md": post, "setup.md": "# Setup\n"])
        #expect(pages("post.html").contains("<figure class=\"diagram\" id=\"diagram-1\""))
        #expect(pages("post.html").contains("<a href=\"setup.html\">setup</a>"))
        #expect(report.diagnostics.contains { $0.code == DiagnosticCode.brokenLink && $0.line == 9 && $0.message.contains("gone.md") },
                "\(report.diagnostics)")
        #expect(pages("index.html").contains("First words."), "the summary skips the diagram, as the page shows it")
        #expect(pages("index.html").contains("1 diagram"), "the listing counts the diagram")
        let (plain, _) = try WikiLinksTests.build(["post.md": post, "folio.yml": "markdown:\n  shortcodes: false\n"])
        #expect(plain("post.html").contains("{{&lt; mermaid &gt;}}"))
    }
}

import Foundation
import Testing
@testable import FolioSite
import TestRandom

/// Markdown inside HTML elements (MkDocs-Material's md_in_html, kramdown): an element whose opening tag
/// says `markdown` holds Markdown up to its closing tag; its tag is sanitised like any raw HTML, its
/// content is parsed like the rest of the page (headings, links, diagrams), and positions stay the note's.
@Suite struct MarkdownInHTMLTests {
    func build(_ note: String, config: String? = nil) throws -> (page: String, diagnostics: [Diagnostic]) {
        try SiteFixture.buildNote(note, config: config)
    }

    @Test func aDivThatSaysMarkdownHoldsBlocksHeadingsLinksAndDiagrams() throws {
        let (page, diagnostics) = try build("""
            # Page

            <div markdown>
            Some *text* and a [link](other.md).

            - one
            - two

            ## Inside

            ```mermaid
            flowchart LR
              A --> B
            ```
            </div>

            After.
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(page.contains("<div>\n<p>Some <em>text</em> and a <a href=\"other.html\">link</a>.</p>"))
        #expect(page.contains("<li>two</li>\n</ul>"))
        #expect(page.contains("<h2 id=\"inside\">Inside"))
        #expect(page.contains("<svg"), "the diagram inside is drawn")
        #expect(page.contains("</div>\n<p>After.</p>"))
        #expect(!page.contains("\u{1}") && !page.contains("markdown"))
    }

    @Test func aSpanFigureHoldsItsImageWithoutAParagraph() throws {
        let (page, diagnostics) = try build("""
            <figure markdown="span">
              ![Diagram](other.md){ width="300" }
              <figcaption>The caption</figcaption>
            </figure>
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(page.contains("<figure>\n<img src=\"other.html\" alt=\"Diagram\" width=\"300\" />"), "\(page)")
        #expect(page.contains("<figcaption>The caption</figcaption>\n</figure>"))
        #expect(!page.contains("<p><img"))
    }

    @Test func anElementOnOneLineHoldsItsText() throws {
        let (page, diagnostics) = try build("""
            <p markdown="1">One *line* with a [link](other.md)</p>
            <div markdown>Block **text**</div>

            <h3 markdown="1">A `code` heading</h3>
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(page.contains("<p>One <em>line</em> with a <a href=\"other.html\">link</a></p>"), "\(page)")
        #expect(page.contains("<div>\n<p>Block <strong>text</strong></p>\n</div>"))
        #expect(page.contains("<h3>A <code>code</code> heading</h3>"))
    }

    @Test func nestedElementsCloseInOrderAndARawOneOfTheSameNameStaysRaw() throws {
        let (page, diagnostics) = try build("""
            <div markdown="1">
            Outer *one*

            <div markdown="block">
            Inner **two**
            </div>

            <div>
            raw *three*
            </div>

            Outer *four*
            </div>

            *five*
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(page.contains("<div>\n<p>Outer <em>one</em></p>\n<div>\n<p>Inner <strong>two</strong></p>\n</div>"), "\(page)")
        #expect(page.contains("raw *three*"), "a raw element's content is not Markdown")
        #expect(page.contains("<p>Outer <em>four</em></p>\n</div>\n<p><em>five</em></p>"), "\(page)")
    }

    @Test func codeAndElementsWithoutTheirClosingLineAreLeftAlone() throws {
        let (page, _) = try build("""
            ```html
            <div markdown>
            *code*
            </div>
            ```

            <section markdown="block">
            *never closed*

            <div markdown="0">
            *kramdown's raw*
            </div>
            """, config: "markdown:\n  rawHTML: allow\n")
        #expect(page.contains("&lt;div markdown&gt;") || page.contains("<span class=\"hl-attr\">markdown</span>"), "\(page)")
        #expect(page.contains("<section markdown=\"block\">"), "an element never closed stays raw HTML")
        #expect(page.contains("*kramdown's raw*"))
        #expect(!page.contains("\u{1}"))
    }

    @Test func anElementInIndentedCodeOrRawHTMLIsShownAsWrittenNeverWithItsMarker() throws {
        let (page, _) = try build("""
            Code:

                <div markdown>
                *code*
                </div>

            <div>
            <div markdown>
            *raw*
            </div>
            </div>

            - item

              <div markdown>
              *in the item*
            </div>
            """, config: "markdown:\n  rawHTML: allow\n")
        #expect(!page.contains("\u{1}"), "\(page)")
        #expect(page.contains("<pre><code>&lt;div markdown&gt;\n*code*\n&lt;/div&gt;"), "\(page)")
        #expect(page.contains("<div markdown>\n*raw*"), "inside raw HTML the element stays raw")
    }

    @Test func aMarkedLineTheParserLeavesAsTextSendsThePageBackWithItsElementsRaw() throws {
        // The item ends before its element's closing line, which then continues the paragraph after it.
        let (page, _) = try build("""
            - item
              <div markdown>
              *one*

            not in the item
              </div>
            """, config: "markdown:\n  rawHTML: allow\n")
        #expect(!page.contains("\u{1}"), "\(page)")
        #expect(page.contains("<div markdown>"), "the page was rendered again with the element raw: \(page)")
    }

    /// Random documents of the lines that meet here (elements, fences, lists, quotes, raw HTML, indented
    /// code): every build ends, and no page shows a marker byte, whatever the parser made of the lines.
    @Test func randomDocumentsNeverShowAMarker() throws {
        let vocabulary = ["<div markdown>", "</div>", "<p markdown>one *line*</p>", "<figure markdown=\"span\">", "</figure>", "  <div markdown=\"1\">", "  </div>",
                          "    <div markdown>", "    </div>", "<p markdown>", "</p>", "```", "~~~", "- item", "  - nested", "1. one",
                          "> quote", "> <div markdown>", "<div>", "<span>raw</span>", "<!-- note -->", "text *em*", "## Heading",
                          "", "", "", "![img](other.md)", "<figcaption>c</figcaption>", ":::note", ":::", "\t<div markdown>"]
        var generator = SeededGenerator(seed: 0x6d64_696e_6874_6d6c)
        var notes: [String: String] = [:]
        for index in 0..<120 {
            let count = Int(generator.next() % 24) + 1
            notes["n\(index).md"] = (0..<count).map { _ in vocabulary[Int(generator.next() % UInt64(vocabulary.count))] }
                .joined(separator: "\n")
        }
        let content = SiteFixture.temporaryDirectory()
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        notes["other.md"] = "# Other\n"
        notes["folio.yml"] = "markdown:\n  rawHTML: allow\n"
        try SiteFixture.write(notes, under: content)
        _ = try SiteFixture.build(content.path, into: out)
        for index in 0..<120 {
            let page = SiteFixture.read(out, "n\(index).html")
            #expect(page.contains("</html>"), "n\(index).md was written")
            #expect(!page.contains("\u{1}"), "n\(index).md shows a marker:\n\(notes["n\(index).md"] ?? "")")
        }
    }

    @Test func theTagIsSanitisedAndWarnedAboutAtItsPlaceInTheNote() throws {
        let (page, diagnostics) = try build("""
            # Page

            <div id="box" onclick="alert(1)" markdown>
            [broken](missing.md)
            </div>

            [Box](#box)
            """)
        #expect(page.contains("<div id=\"box\">"))
        #expect(!page.contains("onclick"))
        let handler = try #require(diagnostics.first { $0.message.contains("onclick") })
        #expect(handler.line == 3)
        let broken = try #require(diagnostics.first { $0.message.contains("missing.md") })
        #expect((broken.line, broken.column) == (4, 1), "positions inside stay the note's")
        #expect(!diagnostics.contains { $0.message.contains("#box") }, "the element's id is an anchor of the page")
    }

    @Test func rawHTMLAllowKeepsEveryAttributeButMarkdown() throws {
        let (page, diagnostics) = try build("<div class=\"mine grid\" style=\"color: red\" markdown>\n- *one*\n</div>\n",
                                            config: "markdown:\n  rawHTML: allow\n")
        #expect(page.contains("<div class=\"mine grid\" style=\"color: red\">\n<ul>\n<li><em>one</em></li>"), "\(page)")
        #expect(!diagnostics.contains { $0.code == DiagnosticCode.rawHTML })
    }

    @Test(arguments: ["markdownInHTML", "md_in_html"])
    func switchedOffTheElementStaysRawHTML(key: String) throws {
        let (page, _) = try build("<div markdown>\n*text*\n</div>\n", config: "markdown:\n  \(key): false\n")
        #expect(page.contains("*text*"))
        #expect(!page.contains("<em>text</em>"))
    }
}


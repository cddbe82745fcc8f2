import Testing
@testable import Markup

@Suite("MarkupNode.plainTextChildrenHTML")
struct MarkupNodeTextHTMLTests {
    /// cmark's own rendering of the heading, without its `<hN>` tags.
    private func renderedInner(_ heading: MarkupNode) -> String {
        var html = Substring(heading.renderHTML())
        let level = heading.headingLevel ?? 1
        if html.hasPrefix("<h\(level)>") { html = html.dropFirst(4) }
        while html.hasSuffix("\n") { html = html.dropLast() }
        if html.hasSuffix("</h\(level)>") { html = html.dropLast(5) }
        return String(html)
    }

    @Test func matchesCmarksRendererOnTextHeadings() {
        let document = MarkdownDocument(parsing: """
        # Plain title
        ## Quotes "double" and 'single' / slash
        ### Ampersand & entity &amp; &copy; &#65; and < angle > brackets
        #### Backslash \\* escapes \\[ \\_ and [unclosed bracket
        ## Unicode: café, 日本語, emoji 😀, combining é
        ## Trailing hashes ##
        #
        Setext heading with "quotes" & more
        ===
        """)
        var checked = 0
        for heading in document.nodes(of: .heading) {
            guard let fast = heading.plainTextChildrenHTML else { continue }
            #expect(fast == renderedInner(heading), "heading \(heading.plainText)")
            checked += 1
        }
        #expect(checked == 8)
    }

    /// The one-pass pair equals the two properties read apart, for every kind of heading content:
    /// one plain text child, text to escape, inline markup, raw HTML among text, none.
    @Test func textAndHTMLTogetherMatchTheTwoApart() {
        let document = MarkdownDocument(parsing: """
        # Plain title
        ## Quotes "double" & angles a < b > c
        ## With *emphasis* and `code`
        ## Raw <b>bold</b> HTML
        ## Auto https://example.org
        #
        ## Entity &amp; alone
        """)
        let headings = document.nodes(of: .heading)
        #expect(headings.count == 7)
        var together = 0
        for heading in headings {
            let pair = heading.plainTextAndChildrenHTML
            #expect(pair.text == heading.plainText, "text of \(heading.plainText)")
            #expect(pair.html == heading.plainTextChildrenHTML, "HTML of \(heading.plainText)")
            if pair.html != nil { together += 1 }
        }
        // Plain title, the quotes, the empty heading and the entity (cmark leaves one text node).
        #expect(together == 4)
    }

    @Test func declinesHeadingsWithInlineMarkup() {
        let document = MarkdownDocument(parsing: "# With *emphasis*\n## With `code`\n## With [link](x)\n## Auto https://example.org\n")
        for heading in document.nodes(of: .heading) {
            #expect(heading.plainTextChildrenHTML == nil, "\(heading.plainText)")
        }
    }
}

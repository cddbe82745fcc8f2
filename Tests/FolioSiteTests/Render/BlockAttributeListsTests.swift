import Foundation
import Testing
@testable import FolioSite

/// An attribute list on a paragraph's last line (Python-Markdown's attr_list, kramdown, MkDocs-Material's
/// `{ data-search-exclude }`): written on the paragraph, unsafe names left out with a warning, what stays
/// text, the search index, and `markdown.attributeLists: false`.
@Suite struct BlockAttributeListsTests {
    @Test func theQuickCheckFindsListsThatStartALine() {
        for text in ["Text\n{: .a }", "Text\n   { data-search-exclude }  ", "a {b}\n\t{#x}\r\nmore"] {
            var copy = text
            #expect(copy.withUTF8 { BlockAttributeLists.mayOccur(in: $0) }, "\(text)")
        }
        for text in ["", "a {b}", "[a](b){ .c }", "x\ny{z}", "{ .a }", "x\n{\"a\": 1}", "x\n{", "x\n{ .a", "x\n{ 1 }"] {
            var copy = text
            #expect(!copy.withUTF8 { BlockAttributeLists.mayOccur(in: $0) }, "\(text)")
        }
    }

    @Test func aParagraphTakesItsLastLinesList() throws {
        let site = try BuiltSite(files: [
            "page.md": "# Page\n\nA lead paragraph.\n{: #intro .lead title=\"Hello\" }\n\nPlain after.\n\n"
                + "- tight item\n  { .note }\n- other\n\nKept {.x} mid\nline two\n\nTrailing\n{ word }\n\n"
                + "Unsafe\n{ .ok onclick=\"x()\" }\n\nSee [the lead](#intro).\n",
        ])
        defer { site.remove() }
        let page = site.page("page.html")
        #expect(page.contains("<p id=\"intro\" class=\"lead\" title=\"Hello\">A lead paragraph.</p>"))
        #expect(page.contains("<li>\n<span class=\"note\">tight item</span>\n</li>"))
        #expect(!page.contains("tags/intro.html"), "an id in a list is no Obsidian tag")
        #expect(page.contains("Kept {.x} mid"), "a list inside the paragraph stays text")
        #expect(page.contains("{ word }"), "no list: text")
        #expect(page.contains("<p class=\"ok\">Unsafe</p>") && !page.contains("onclick"))
        let warnings = site.warnings.filter { $0.message.contains("attribute list") }
        #expect(warnings.count == 1 && warnings[0].message.contains("'onclick'") && warnings[0].line == 19
                && warnings[0].sourceLine == "{ .ok onclick=\"x()\" }", "\(warnings)")
        #expect(!site.warnings.contains { $0.code == DiagnosticCode.brokenLink }, "the list's id is a link target: \(site.warnings)")
    }

    /// MkDocs-Material's way to keep one block out of search: the paragraph shows, the index has none of its words.
    @Test func dataSearchExcludeKeepsTheBlockOutOfTheIndex() throws {
        let site = try BuiltSite(files: [
            "page.md": "# Page\n\nVisible wombatword.\n\nHidden quokkaword here.\n{ data-search-exclude }\n\nAlso dingoword.\n",
        ])
        defer { site.remove() }
        let page = site.page("page.html")
        #expect(page.contains("<p data-search-exclude>Hidden quokkaword here.</p>"))
        let index = SiteFixture.snapshot(site.output.appendingPathComponent("_folio/search")).values
            .map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(index.contains("wombatword") && index.contains("dingoword") && !index.contains("quokkaword"))
        #expect(site.warnings.isEmpty, "\(site.warnings)")
    }

    /// The page's summary (its first paragraph) and its tags leave the list out.
    @Test func summariesAndTagsLeaveTheListOut() throws {
        let site = try BuiltSite(files: ["page.md": "# Page\n\nThe first words.\n{: #lead .big }\n\nMore #realtag here.\n"])
        defer { site.remove() }
        let page = site.page("page.html")
        #expect(page.contains("<meta name=\"description\" content=\"The first words.\">"))
        #expect(page.contains("tags/realtag.html") && !page.contains("tags/lead.html"))
        #expect(BlockAttributeLists.strippingTrailingList("Words here.\n{ data-search-exclude }") == "Words here.")
        #expect(BlockAttributeLists.strippingTrailingList("Words {x}") == nil)
        #expect(BlockAttributeLists.strippingTrailingList("Words{ .x }") == nil)
    }

    @Test func aRepeatedIdIsLeftOutWithAWarning() throws {
        let site = try BuiltSite(files: ["page.md": "# Page\n\n## Setup\n\nText.\n{ #setup .x }\n"])
        defer { site.remove() }
        #expect(site.page("page.html").contains("<p class=\"x\">Text.</p>"))
        #expect(site.warnings.contains { $0.message.contains("'setup' is already on this page") && $0.line == 6 })
    }

    /// MkDocs-Material's annotations in text: `{ .annotate }` makes the paragraph's `(n)` links to the notes
    /// of the ordered list after it; markers in code spans, without a list or past its length stay text.
    @Test func annotatedParagraphsLinkTheirMarkers() throws {
        let site = try BuiltSite(files: [
            "page.md": "# Page\n\nLorem (1) ipsum, see `f(2)`, (2) and (3).\n{ .annotate }\n\n1. First note.\n2. Second.\n\n"
                + "```python\nx = 1  # (1)\n```\n\n1. Code note.\n\nNo list (1).\n{ .annotate }\n\nPlain (1).\n\n1. A list.\n",
        ])
        defer { site.remove() }
        let page = site.page("page.html")
        #expect(page.contains("<p class=\"annotate\">Lorem <a class=\"code-annotation\" href=\"#annotation-2-1\" id=\"annotation-2-1-ref\" "
                              + "aria-label=\"Annotation 1\">1</a> ipsum, see <code>f(2)</code>, <a class=\"code-annotation\" href=\"#annotation-2-2\""))
        #expect(page.contains("and (3).</p>"), "no note 3: text")
        #expect(page.contains("<ol class=\"code-annotations text-annotations\">\n<li id=\"annotation-2-1\">First note. "
                              + "<a class=\"code-annotation-back\" href=\"#annotation-2-1-ref\" aria-label=\"Back to the text\">↩</a></li>"))
        #expect(page.contains("id=\"annotation-1-1\""), "the code block's notes keep their own numbers")
        #expect(page.contains("<p class=\"annotate\">No list (1).</p>") && page.contains("<p>Plain (1).</p>"))
        #expect(!site.warnings.contains { $0.code == DiagnosticCode.brokenLink }, "\(site.warnings)")
    }

    /// The marker rule on its own: after a space or a tag, before a space, punctuation or a tag; not in links.
    @Test func textMarkersAreWordsOfTheirOwn() {
        let linked = { (html: String) in TextAnnotationMarkers.linked(in: html, count: 3, block: 1, words: .english)?.1.sorted() ?? [] }
        #expect(linked("<p>(1) a (2). b <em>(3)</em></p>") == [1, 2, 3])
        #expect(linked("<p>f(1) (1)x (4) <a href=\"#\">(2)</a> <code>(3)</code> (0) (12345)</p>") == [])
    }

    @Test func switchedOffTheListStaysText() throws {
        let site = try BuiltSite(files: ["folio.yml": "markdown:\n  attributeLists: false\n",
                                         "page.md": "# Page\n\nText.\n{: .lead }\n"])
        defer { site.remove() }
        #expect(site.page("page.html").contains("{: .lead }"))
    }
}

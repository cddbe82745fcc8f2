import Foundation
import Testing
@testable import FolioSite

/// Obsidian's block references: the `^id` marker's syntax, the ids a page's blocks get (a paragraph, a
/// paragraph over lines, a tight list's item, the block above a `^id` line), what stays text, links to
/// blocks and their check, embedded blocks, summaries, and `markdown.wikilinks: false`.
@Suite("Block references")
struct BlockReferencesTests {
    @Test func markerSyntax() {
        func id(_ text: String) -> String? { BlockReferences.trailingID(of: text).map(\.id) }
        #expect(id("A paragraph. ^intro") == "intro")
        #expect(id("A paragraph.\t^a-1  ") == "a-1", "tabs before, spaces after")
        #expect(id("^standing") == "standing")
        #expect(BlockReferences.trailingID(of: "x ^ab")?.keep == 1)
        #expect(BlockReferences.trailingID(of: "x   ^ab")?.keep == 1, "every space before the marker goes with it")
        for text in ["10 m ^2", "x^abc", "a ^", "a ^ab_c", "a ^ab.", "no marker", "", "^", "a ^ab c"] {
            #expect(id(text) == nil, "\(text.debugDescription)")
        }
        func may(_ text: String) -> Bool { var text = text; return text.withUTF8 { BlockReferences.mayOccur(in: $0) } }
        #expect(may("text ^id\n") && may("^id") && may("a\n^b"))
        #expect(!may("no caret") && !may("x^2 and 2^10") && !may("a ^ b") && !may("[^1]: note"))
    }

    @Test func blocksGetTheirIDs() throws {
        let (pages, report) = try WikiLinksTests.build(["page.md": """
            # Page

            A paragraph that names itself. ^intro

            A paragraph over
            two lines
            ^two-lines

            - item one ^item-1
            - item two

            | a | b |
            |---|---|
            | 1 | 2 |

            ^table-1

            The area is 10 m ^2 and **bold**^nope stays, as does `code ^inline`.

            Again ^intro

            ```
            code ^fenced
            ```

            See [[#^item-1]] and [[#^missing]].
            """])
        let page = pages("page.html")
        #expect(page.contains("<p id=\"^intro\">A paragraph that names itself.</p>"))
        #expect(page.contains("<p id=\"^two-lines\">A paragraph over\ntwo lines</p>"), "the line break before the marker goes too")
        #expect(page.contains("<li>\n<span id=\"^item-1\">item one</span>\n</li>"), "a tight list writes no <p>: a span holds the id")
        #expect(page.contains("<div class=\"block-anchor\" id=\"^table-1\"></div>\n<table>"), "`^id` alone names the block above")
        #expect(!page.contains("<p>^table-1"))
        #expect(page.contains("<p>The area is 10 m ^2 and <strong>bold</strong>^nope stays, as does <code>code ^inline</code>.</p>"))
        #expect(page.contains("<p>Again</p>"), "a repeated id leaves its marker out and gives no id")
        #expect(page.contains("code ^fenced"))
        #expect(page.contains("<a href=\"#%5Eitem-1\">^item-1</a>"))
        let warnings = report.diagnostics.map { "\($0.line):\($0.column) \($0.message)" }
        #expect(warnings.contains("20:1 block id '^intro' is used twice on this page; links to it go to the first"), "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("26:") && $0.contains("'#^missing'") }, "\(warnings)")
        #expect(warnings.count == 2, "\(warnings)")
    }

    /// Ids are given last: a callout still reads its first line, and a footnote keeps its back link.
    @Test func calloutsTabsAndFootnotesKeepTheirShape() throws {
        let (pages, report) = try WikiLinksTests.build(["page.md": """
            # Page

            > [!note]
            > Body text ^in-callout

            === "Tab A"
                Tab body ^tab
            === "Tab B"
                Other

            A reference[^1] here ^with-note

            [^1]: The note ^in-footnote
            """])
        let page = pages("page.html")
        #expect(page.contains("<div class=\"admonition admonition-note\""), "the callout is still a callout")
        #expect(page.contains("<p id=\"^in-callout\">Body text</p>"))
        #expect(page.contains("<div class=\"tabbed-block\">\n<p id=\"^tab\">Tab body</p>"))
        #expect(page.contains("<p id=\"^with-note\">A reference<sup class=\"footnote-ref\">"))
        #expect(page.contains("<p><span id=\"^in-footnote\"></span>The note <a href=\"#fnref-1\" class=\"footnote-backref\""))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    }

    @Test func linksAndEmbedsReachBlocksOfOtherNotes() throws {
        let (pages, report) = try WikiLinksTests.build([
            "source.md": """
                # Source

                First line
                of a paragraph. ^para

                - one ^first-item
                - two

                > a quote

                ^quoted
                """,
            "reader.md": """
                # Reader

                See [[source#^para|the paragraph]] and [[source#^gone]].

                ![[source#^para]]

                ![[source#^first-item]]

                ![[source#^quoted]]

                ![[source#^absent]]
                """,
        ])
        let reader = pages("reader.html")
        #expect(reader.contains("<a href=\"source.html#%5Epara\">the paragraph</a>"))
        #expect(reader.contains("<p>First line\nof a paragraph.</p>"), "the embedded paragraph, without its marker")
        #expect(reader.contains("<ul>\n<li>one</li>\n</ul>"), "the one list item")
        #expect(reader.contains("<blockquote>\n<p>a quote</p>\n</blockquote>"), "the block above a `^id` line")
        #expect(!reader.contains("^para") || !reader.contains(">^para<"))
        #expect(!reader.contains("id=\"^"), "an embedded block's id stays on its own page")
        let warnings = report.diagnostics.filter { $0.file.hasSuffix("reader.md") }.map(\.message)
        #expect(warnings.contains { $0.contains("'#^gone'") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("![[source#^absent]]") }, "a block the note lacks links to it with a warning: \(warnings)")
        #expect(pages("source.html").contains("<div class=\"block-anchor\" id=\"^quoted\"></div>\n<blockquote>"))
    }

    @Test func blockLines() {
        let text = "# T\n\nOne\ntwo ^p\n\n- a\n- b ^li\n\n| x |\n|---|\n\n^t\n\n```\nz ^code\n```\n"
        #expect(NoteEmbed.block("^p", in: text).map { [$0.from, $0.to] } == [3, 4])
        #expect(NoteEmbed.block("^li", in: text).map { [$0.from, $0.to] } == [7, 7])
        #expect(NoteEmbed.block("^t", in: text).map { [$0.from, $0.to] } == [9, 10])
        #expect(NoteEmbed.block("^t", in: text)?.lastLineKeeps == nil)
        #expect(NoteEmbed.block("^code", in: text) == nil, "a marker in fenced code names nothing")
        #expect(NoteEmbed.block("^none", in: text) == nil)
    }

    @Test func summariesLeaveTheMarkerOutAndTheSwitchKeepsIt() throws {
        let (pages, _) = try WikiLinksTests.build(["page.md": "# Page\n\nThe summary sentence. ^sum\n"])
        #expect(pages("page.html").contains("<meta name=\"description\" content=\"The summary sentence.\">"))
        let (plain, _) = try WikiLinksTests.build(["page.md": "# Page\n\nKept as text. ^sum\n", "folio.yml": "markdown:\n  wikilinks: false\n"])
        #expect(plain("page.html").contains("<p>Kept as text. ^sum</p>"))
    }
}

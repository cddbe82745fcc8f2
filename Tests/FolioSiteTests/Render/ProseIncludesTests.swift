import Foundation
import Testing
@testable import FolioSite

/// `--8<-- "file.md"` between paragraphs (pymdownx.snippets in prose): the file's lines join the page
/// before its Markdown is read (headings in the table of contents, diagrams drawn, links read from the
/// page), a Markdown file's front matter left out, problems reported at the included file's line, the
/// note's own lines still at theirs, nothing followed twice, and summaries made from the note's own text.
@Suite("Prose includes")
struct ProseIncludesTests {
    static let note = """
        ---
        title: Guide
        ---
        # Guide

        --8<-- "shared/warning.md"

        Own text with [a broken link](nowhere.md).

        ```text
        --8<-- "shared/warning.md"
        ```

        ;--8<-- "shared/warning.md"

        - Steps:

          --8<-- "shared/flow.md"
        """

    static let warning = """
        ---
        title: Warning
        ---
        ## Before you start

        Back up your data; see [the other page](gone.md).

        --8<-- "nested.md"
        """

    static let flow = "```mermaid\nflowchart LR\n  Start --> Finish\n```\n\n```mermaid\nflowchart LR\n  A -->\n```\n"

    static var files: [String: String] {
        ["guide.md": note, "shared/warning.md": warning, "shared/flow.md": flow, "nested.md": "Nested.\n"]
    }

    @Test func theFilesLinesJoinThePageWhereTheLineStands() throws {
        let (pages, report) = try WikiLinksTests.build(Self.files)
        let html = pages("guide.html")
        #expect(html.contains("<h2 id=\"before-you-start\">Before you start"), "\(html)")
        #expect(html.contains("href=\"#before-you-start\""), "the included heading is in the table of contents")
        #expect(html.contains("<p>Back up your data; see"))
        #expect(!html.contains("<h2 id=\"title-warning\""), "the included note's front matter is left out")
        #expect(html.contains("<code class=\"language-text\">---\ntitle: Warning"), "a code include takes the file as it is")
        #expect(html.contains("--8&lt;-- &quot;nested.md&quot;"), "an included file's own include line is not followed")
        #expect(!html.contains("<p>Nested.</p>"))
        #expect(html.contains("<p>--8&lt;-- &quot;shared/warning.md&quot;</p>"), "an escaped line is shown without its ';'")
        #expect(html.contains("<li>\n<p>Steps:</p>\n<figure class=\"diagram\""), "an include in a list item takes its indent: \(html)")
        #expect(html.contains(">Finish<"), "its diagram is drawn")
        #expect(report.diagrams == 4, "two on the guide, two on the flow note's own page")
    }

    @Test func problemsAreReportedWhereTheirLinesAreWritten() throws {
        let (_, report) = try WikiLinksTests.build(Self.files)
        let links = report.diagnostics.filter { $0.code == DiagnosticCode.brokenLink }.sorted { $0.file < $1.file }
        let included = try #require(links.first { $0.file.hasSuffix("shared/warning.md") })
        #expect(included.line == 6 && included.column == 24, "\(included)")
        #expect(included.sourceLine == "Back up your data; see [the other page](gone.md).")
        let own = try #require(links.first { $0.file.hasSuffix("guide.md") })
        #expect(own.line == 8 && own.sourceLine == "Own text with [a broken link](nowhere.md).", "\(own)")
        let nested = try #require(report.diagnostics.first { $0.code == DiagnosticCode.include && $0.message.contains("not followed") })
        #expect(nested.file.hasSuffix("shared/warning.md") && nested.line == 8 && nested.column == 1, "\(nested)")
        let diagram = try #require(report.diagnostics.first { $0.code == DiagnosticCode.diagramNotDrawn })
        #expect(diagram.file.hasSuffix("shared/flow.md") && diagram.line == 8, "\(diagram)")
    }

    @Test func aLineThatCannotBeIncludedStaysWithAWarningAtTheNotesLine() throws {
        let (pages, report) = try WikiLinksTests.build(["page.md": "# Page\n\nText.\n\n  --8<-- \"missing.md\"\n"])
        #expect(pages("page.html").contains("--8&lt;-- &quot;missing.md&quot;"))
        let warning = try #require(report.diagnostics.first { $0.code == DiagnosticCode.include })
        #expect(warning.file.hasSuffix("page.md") && warning.line == 5 && warning.column == 3, "\(warning)")
    }

    @Test func theSummaryIsTheNotesOwnTextAndIncludesCanBeTurnedOff() throws {
        let files = ["page.md": "# Page\n\n--8<-- \"part.md\"\n\nThe page's own words.\n", "part.md": "Part words.\n"]
        let (pages, _) = try WikiLinksTests.build(files)
        #expect(pages("page.html").contains("<meta name=\"description\" content=\"The page&#39;s own words.\">")
                || pages("page.html").contains("<meta name=\"description\" content=\"The page's own words.\">"), "\(pages("page.html"))")
        #expect(pages("page.html").contains("<p>Part words.</p>"))

        var off = files
        off["folio.yml"] = "markdown:\n  includes: false\n"
        let (plain, report) = try WikiLinksTests.build(off)
        #expect(plain("page.html").contains("<p>--8&lt;-- &quot;part.md&quot;</p>"))
        #expect(!report.diagnostics.contains { $0.code == DiagnosticCode.include })
    }
}

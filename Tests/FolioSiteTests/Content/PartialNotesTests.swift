import Foundation
import Testing
@testable import FolioSite

/// Partials: Markdown files named or filed under `_` (Docusaurus' and Jekyll's convention) are included
/// where a note names them and never published, listed, searched or copied; Hugo's `_index.md` and
/// Jekyll's `_posts/` stay pages.
@Suite struct PartialNotesTests {
    @Test(arguments: [
        ("_warning.md", true), ("guide/_steps.markdown", true), ("_snippets/steps.md", true),
        ("guide/_shared/deep/note.md", true), ("_index.md", false), ("guide/_index.markdown", false),
        ("_posts/2020-01-01-hello.md", false), ("guide/setup.md", false), ("snake_case.md", false),
        ("_assets/pic.png", false), ("_warning.txt", false),
    ])
    func namesThatArePartials(path: String, expected: Bool) {
        #expect(PartialNotes.isPartial(path) == expected)
    }

    @Test func aPartialIsIncludedWhereNamedAndNeverPublished() throws {
        let (pages, report) = try WikiLinksTests.build([
            "guide.md": "# Guide\n\n--8<-- \"_warning.md\"\n\n--8<-- \"/_snippets/steps.md\"\n\nSee [the warning](_warning.md).\n",
            "_warning.md": "---\ntitle: Warning\n---\n> [!warning]\n> Back up first.\n",
            "_snippets/steps.md": "## Steps\n\n1. Install.\n",
            "_posts/2020-01-02-news.md": "# News\n\nPosted.\n",
            "docs/_index.md": "# Docs section\n",
        ])
        let guide = pages("guide.html")
        #expect(guide.contains("Back up first.") && guide.contains("<h2 id=\"steps\">Steps"), "\(guide)")
        #expect(report.pages == 3, "the guide, the post and the section page: \(report.pages)")
        #expect(report.assets == 0, "a partial is not copied")
        #expect(pages("_warning.html").isEmpty && pages("_snippets/steps.html").isEmpty, "nor made a page")
        #expect(!pages("index.html").contains("Steps") && !pages("index.html").contains("_warning"), "nor listed")
        let broken = report.diagnostics.filter { $0.code == DiagnosticCode.brokenLink }
        #expect(broken.count == 1 && broken[0].line == 7, "a link to a partial has no page: \(broken)")
        #expect(pages("_posts/2020-01-02-news.html").contains("Posted."))
        #expect(pages("docs/_index.html").contains("Docs section"))
    }
}

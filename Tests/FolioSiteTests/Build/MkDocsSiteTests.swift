import Foundation
import Testing
@testable import FolioSite

/// An MkDocs-Material docs folder (`Fixtures/mkdocs`) built by Folio as it is: admonitions, content tabs,
/// buttons, annotations in code and in text, attribute lists on headings and paragraphs, the search's
/// `data-search-exclude` and `boost`, and the meta plugin's `.meta.yml`; no warning.
@Suite("An MkDocs-Material site, end to end")
struct MkDocsSiteTests {
    static let fixture = SiteFixture.testsDirectory.appendingPathComponent("Fixtures/mkdocs").path

    @Test func anMkDocsDocsFolderBuildsAsItIs() throws {
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(Self.fixture, into: out)
        #expect(report.diagnostics.filter { $0.severity != .note }.isEmpty, "\(report.diagnostics)")
        #expect(report.pages == 3 && report.diagrams == 1)

        let home = SiteFixture.read(out, "index-page.html")
        #expect(home.contains("<a href=\"reference/api.html\" class=\"md-button md-button--primary\">reference</a>"))
        #expect(home.contains("<div class=\"admonition admonition-tip\" role=\"note\">") && home.contains("<div class=\"tabbed-set\""))

        let setup = SiteFixture.read(out, "setup.html")
        #expect(setup.contains("<p class=\"annotate\">The collector reads its settings <a class=\"code-annotation\""))
        #expect(setup.contains("<ol class=\"code-annotations text-annotations\">") && setup.contains("<ol class=\"code-annotations\">"))
        #expect(setup.contains("<h2 id=\"internal-notes\" data-search-exclude>Internal notes<a"))
        #expect(setup.contains("<h2 id=\"tune\">Tuning<a") && setup.contains("<p id=\"buffer\" class=\"lead\">Raise the buffer"))
        #expect(setup.contains("<p data-search-exclude>Hidden from search: the quibblewort setting.</p>"))
        #expect(!setup.contains("{ .annotate }") && !setup.contains("data-search-exclude }") && !setup.contains("{:"),
                "no attribute list is left as text")

        // The folder's `.meta.yml` tags the API page, which keeps its own tag too.
        #expect(SiteFixture.read(out, "tags/reference.html").contains("href=\"../reference/api.html\">API</a>"))
        #expect(SiteFixture.read(out, "tags/http.html").contains("href=\"../reference/api.html\">API</a>"))

        let index = SiteFixture.snapshot(out.appendingPathComponent("_folio/search")).values
            .map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(!index.contains("maintain") && !index.contains("zanzibarword") && !index.contains("quibblewort"))
        #expect(index.contains("collector") && index.contains("buffer"))
        #expect(try SearchBoostTests.boosts(out) == ["index-page.html": 2, "reference/api.html": 0.5])
    }
}

import Foundation
import Testing
@testable import FolioSite

/// Open Graph tags, the favicon slot and "Edit this page" links (end to end).
@Suite("Page polish")
struct PagePolishTests {
    @Test func openGraphFaviconAndEditLinks() throws {
        let content = try NavigationSiteTests.site([
            "guide/My note.md": "---\nsummary: About \"this\" & that\n---\n# A \"quoted\" & note\n\nText.\n",
            "media/icon.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "folio.yml": """
            title: Polish
            baseURL: https://docs.example.org/
            favicon: media/icon.svg
            edit:
              repository: https://github.com/org/repo/
              branch: dev
              folder: /docs/
            """,
        ])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        let html = SiteFixture.read(out, "guide/My-note.html").isEmpty
            ? SiteFixture.read(out, "guide/My note.html") : SiteFixture.read(out, "guide/My-note.html")
        #expect(html.contains("<meta property=\"og:title\" content=\"A &quot;quoted&quot; &amp; note\">"))
        #expect(html.contains("<meta property=\"og:description\" content=\"About &quot;this&quot; &amp; that\">"))
        #expect(html.contains("<meta property=\"og:type\" content=\"article\">"))
        #expect(html.contains("<meta property=\"og:url\" content=\"https://docs.example.org/guide/"))
        #expect(html.contains("<link rel=\"icon\" href=\"../media/icon.svg\">"))
        #expect(html.contains("<a href=\"https://github.com/org/repo/edit/dev/docs/guide/My%20note.md\" rel=\"nofollow\">Edit this page</a>"))
        #expect(SiteFixture.read(out, "index.html").contains("<link rel=\"icon\" href=\"media/icon.svg\">"))
        #expect(!report.diagnostics.contains { $0.message.contains("favicon") || $0.message.contains("edit.") })
    }

    @Test func badSettingsWarnAndAddNothing() throws {
        let content = try NavigationSiteTests.site([
            "note.md": "# Note\n",
            "folio.yml": "favicon: missing.png\nedit:\n  repository: javascript:alert(1)\n",
        ])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        let html = SiteFixture.read(out, "note.html")
        #expect(!html.contains("rel=\"icon\"") && !html.contains("Edit this page") && !html.contains("javascript:"))
        #expect(report.diagnostics.contains { $0.message.contains("favicon 'missing.png'") })
        #expect(report.diagnostics.contains { $0.message.contains("edit.repository must be an http(s) URL") })
    }
}

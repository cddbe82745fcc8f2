import Foundation
import Testing
@testable import FolioSite

/// Links to other sites in the navigation (`GitHub: https://…` in folio.yml's `nav:`, as MkDocs writes
/// them): in the sidebar as written and marked, never current, in no previous/next and no breadcrumbs,
/// part of the tree's signature; any other scheme is left out with a warning.
@Suite("Navigation: links to other sites")
struct ExternalNavLinksTests {
    @Test func navListLinksToOtherSites() throws {
        let content = try NavigationSiteTests.site([
            "folio.yml": """
                title: Links
                nav:
                  - index.md
                  - Guide:
                      - guide/install.md
                      - Issues: https://github.com/org/repo/issues
                      - guide/use.md
                  - https://example.org/a?b=1&c=2
                  - Bad: javascript://alert(1)
                """,
            "index.md": "# Home\n", "guide/install.md": "# Install\n", "guide/use.md": "# Use\n",
        ])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        let install = SiteFixture.read(out, "guide/install.html")
        let sidebar = NavigationSiteTests.sidebar(install)
        #expect(sidebar.contains("<li><a class=\"nav-external\" href=\"https://github.com/org/repo/issues\" rel=\"noopener\">Issues</a></li>"), "\(sidebar)")
        #expect(sidebar.contains("<a class=\"nav-external\" href=\"https://example.org/a?b=1&amp;c=2\" rel=\"noopener\">https://example.org/a?b=1&amp;c=2</a>"),
                "a bare URL is its own title, escaped")
        #expect(!sidebar.contains("javascript"))
        #expect(install.contains("rel=\"next\" href=\"../guide/use.html\""), "the next page skips the link")
        #expect(SiteFixture.read(out, "guide/use.html").contains("rel=\"prev\" href=\"../guide/install.html\""))
        #expect(!SiteFixture.read(out, "guide/use.html").contains("rel=\"next\""))
        let warnings = report.diagnostics.map(\.message)
        #expect(warnings == ["nav names 'javascript://alert(1)': a link to another site must be an http(s) URL; it is left out"], "\(warnings)")
    }

    @Test func aLinkIsPartOfTheTreesSignature() {
        func signature(_ url: String) -> CacheDigest {
            var config = SiteConfig()
            config.nav = .list([.map([(key: "Elsewhere", value: .string(url))])])
            var key = CacheKeyBuilder()
            SiteNavigation(pages: [], config: config).addSignature(to: &key)
            return key.digest
        }
        #expect(signature("https://a.example") != signature("https://b.example"), "another URL changes every page's navigation")
    }
}

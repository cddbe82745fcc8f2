import Foundation
import Testing
@testable import FolioSite

/// Front matter that hides parts of the page layout (``HiddenPageParts``): MkDocs-Material's `hide:`
/// list and Docusaurus' `hide_table_of_contents`, `hide_title` and `pagination_prev`/`_next: null`.
@Suite("Hidden page parts")
struct HiddenPagePartsTests {
    private func parts(_ yaml: String) -> HiddenPageParts {
        let (matter, _) = FrontMatterParser.split("---\n" + yaml + "\n---\nbody\n")
        return matter.entries.reduce(into: HiddenPageParts()) { $0.formUnion(HiddenPageParts(key: $1.key, value: $1.value)) }
    }

    @Test func whatEachKeyHides() {
        #expect(parts("hide:\n  - navigation\n  - toc") == [.navigation, .toc])
        #expect(parts("hide: [footer, path, tags, feedback]") == [.previous, .next, .breadcrumbs, .tags])
        #expect(parts("Hide: TOC, Navigation") == [.toc, .navigation], "a comma list, any case")
        #expect(parts("hide_table_of_contents: true\nhide_title: true") == [.toc, .title])
        #expect(parts("hide_table_of_contents: false\nhide_title: no") == [])
        #expect(parts("pagination_next: null\npagination_prev: intro") == [.next], "a note's id is not read")
        #expect(parts("pagination_prev: ~") == [.previous])
        #expect(parts("title: hide\ntags: [toc]") == [])
    }

    @Test func aLandingPageWithoutSidebarTOCAndPagination() throws {
        let content = SiteFixture.temporaryDirectory()
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let sections = "## One\n\nText.\n\n## Two\n\nText.\n"
        try SiteFixture.write([
            "guide/landing.md": "---\nhide:\n  - navigation\n  - toc\n  - footer\n  - path\n---\n# Landing\n\n" + sections,
            "guide/plain.md": "---\ntitle: Plain\n---\n" + sections,
            "guide/docusaurus.md": "---\ntitle: M docs page\nhide_title: true\nhide_table_of_contents: true\npagination_next: null\n---\n" + sections,
            "guide/zlast.md": "# Last\n",
        ], under: content)
        let report = try SiteFixture.build(content.path, into: out)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let landing = SiteFixture.read(out, "guide/landing.html")
        #expect(!landing.contains("class=\"site-sidebar\"") && !landing.contains("has-nav"))
        #expect(!landing.contains("toc-inline") && !landing.contains("has-toc"))
        #expect(!landing.contains("class=\"pagination\"") && !landing.contains("class=\"breadcrumbs\""))
        #expect(!landing.contains(">hide<"), "not listed in the metadata")
        let plain = SiteFixture.read(out, "guide/plain.html")
        #expect(plain.contains("class=\"site-sidebar\"") && plain.contains("toc-inline") && plain.contains("class=\"pagination\""))
        #expect(plain.contains("<h1 class=\"page-title\">Plain</h1>"))
        let docs = SiteFixture.read(out, "guide/docusaurus.html")
        #expect(!docs.contains("<h1 class=\"page-title\">") && !docs.contains("toc-inline"))
        #expect(docs.contains("rel=\"prev\"") && !docs.contains("rel=\"next\""), "only the next link is hidden")
        #expect(docs.contains("class=\"site-sidebar\""))
    }
}

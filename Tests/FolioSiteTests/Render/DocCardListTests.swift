import Foundation
import Testing
@testable import FolioSite

/// Docusaurus' `<DocCardList />`: the cards of the current category, from the navigation.
@Suite("DocCardList")
struct DocCardListTests {
    static let files = [
        "guides/index.mdx": "---\ntitle: Guides\n---\nimport DocCardList from '@theme/DocCardList';\n\n# Guides\n\n<DocCardList />\n\nAfter the cards.\n",
        "guides/setup.md": "---\nsidebar_position: 1\ndescription: Install & configure.\n---\n# Setup\n\nText.\n",
        "guides/use.md": "---\nsidebar_position: 2\n---\n# Use\n\nHow to use \"it\" <b>well</b>.\n",
        "guides/deep/index.md": "# Deep dive\n\nDeeper.\n",
        "guides/deep/one.md": "# One\n",
        "guides/deep/two.md": "# Two\n",
        "guides/list.md": "import DocCardList from '@theme/DocCardList';\nimport {useCurrentSidebarCategory} from '@docusaurus/theme-common';\n\n# List\n\n```mdx\n<DocCardList />\n```\n\n<DocCardList items={useCurrentSidebarCategory().items}/>\n",
    ]

    @Test func aCategoryPageShowsACardPerPageAndSection() throws {
        let content = try NavigationSiteTests.site(Self.files)
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        let html = SiteFixture.read(out, "guides/index.html")
        #expect(html.contains("""
        <div class="doc-cards">
        <a class="doc-card" href="setup.html"><span class="doc-card-title"><span aria-hidden="true">📄️</span> Setup</span><span class="doc-card-description">Install &amp; configure.</span></a>
        <a class="doc-card" href="use.html"><span class="doc-card-title"><span aria-hidden="true">📄️</span> Use</span><span class="doc-card-description">How to use &quot;it&quot; well.</span></a>
        <a class="doc-card" href="deep/index.html"><span class="doc-card-title"><span aria-hidden="true">🗃️</span> Deep dive</span><span class="doc-card-description">2 items</span></a>
        """))
        #expect(html.contains("</div>\n<p>After the cards.</p>"))
        #expect(!html.contains("\u{F8FF}"))
        // A page of the section lists its siblings; a component in a code block stays code.
        let list = SiteFixture.read(out, "guides/list.html")
        #expect(list.contains("<a class=\"doc-card\" href=\"setup.html\">") && !list.contains("href=\"list.html\""))
        #expect(list.contains("&lt;DocCardList /&gt;"))
        #expect(!report.diagnostics.contains { $0.message.contains("doccardlist") })
        // Nor does the search index hold the marker.
        // (The documents' shards hold each page's text gzipped, in base64.)
        let documents = (FileManager.default.subpaths(atPath: out.appendingPathComponent("_folio/search/d").path) ?? [])
            .map { SiteFixture.read(out.appendingPathComponent("_folio/search/d"), $0) }
        let texts = documents.flatMap { shard in
            shard.split(separator: "\"").compactMap { Data(base64Encoded: String($0)) }.compactMap { PrecompressorTests.gunzip($0) }
        }.map { String(decoding: $0, as: UTF8.self) }
        #expect(texts.contains { $0.contains("After the cards") })
        #expect(!texts.contains { $0.contains("\u{F8FF}") })
    }

    @Test func aCardPageFollowsItsSectionsSummariesAcrossCachedBuilds() throws {
        let content = try NavigationSiteTests.site(Self.files)
        let out = SiteFixture.temporaryDirectory(), cache = SiteFixture.temporaryDirectory()
        defer { for url in [content, out, cache] { try? FileManager.default.removeItem(at: url) } }
        let cached: (inout BuildOptions) -> Void = { $0.cacheDirectory = cache.path }
        _ = try SiteFixture.build(content.path, into: out, configure: cached)
        try "---\nsidebar_position: 1\ndescription: A new description.\n---\n# Setup\n\nText.\n"
            .write(to: content.appendingPathComponent("guides/setup.md"), atomically: true, encoding: .utf8)
        _ = try SiteFixture.build(content.path, into: out, configure: cached)
        #expect(SiteFixture.read(out, "guides/index.html").contains("<span class=\"doc-card-description\">A new description.</span>"))
    }

    @Test func aNoteWithoutTheImportIsNotLookedAt() throws {
        // Docusaurus needs the component imported; a note that only shows the tag in prose keeps it as raw HTML.
        let content = try NavigationSiteTests.site(["guides/index.md": "# Guides\n\n<DocCardList />\n", "guides/a.md": "# A\n"])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        #expect(!SiteFixture.read(out, "guides/index.html").contains("doc-cards"))
        #expect(report.diagnostics.contains { $0.message.contains("doccardlist") })
    }

    @Test func onlyTheComponentAloneOnALineIsRead() {
        #expect(DocCardList.isComponentLine("<DocCardList />"))
        #expect(DocCardList.isComponentLine("<DocCardList items={x}/>"))
        #expect(DocCardList.isComponentLine("<DocCardList></DocCardList>"))
        #expect(!DocCardList.isComponentLine("<DocCardListing />"))
        #expect(!DocCardList.isComponentLine("<DocCardList /> and text"))
        #expect(DocCardList.marking("a\n\n<DocCardList />\n") == "a\n\n\u{F8FF}\u{F8FF}\u{F8FF}\n")
        #expect(DocCardList.marking("    <DocCardList />\n") == nil)
    }
}

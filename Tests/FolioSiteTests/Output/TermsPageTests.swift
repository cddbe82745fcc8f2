import Foundation
import Testing
@testable import FolioSite

/// `tags/index.html` and `categories/index.html`: every term with its number of notes.
@Suite("Terms pages")
struct TermsPageTests {
    static let files = [
        "a.md": "---\ntags: [Swift, guide]\ncategories: [news]\n---\n# A\n",
        "b.md": "---\ntags: [swift]\n---\n# B\n",
        "c.md": "---\ntags: [Zed]\n---\n# C\n",
    ]

    @Test func everyTagWithItsCountLinkedFromEachTagPage() throws {
        let content = try NavigationSiteTests.site(Self.files)
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(content.path, into: out)
        let tags = SiteFixture.read(out, "tags/index.html")
        #expect(tags.contains("<h1>Tags</h1>"))
        #expect(tags.contains("""
        <ul class="term-list">
        <li><a class="taxonomy" href="guide.html">guide</a> <span class="term-count">1</span></li>
        <li><a class="taxonomy" href="swift.html">Swift</a> <span class="term-count">2</span></li>
        <li><a class="taxonomy" href="zed.html">Zed</a> <span class="term-count">1</span></li>
        </ul>
        """))
        #expect(tags.contains("<title>Tags · "))
        #expect(SiteFixture.read(out, "categories/index.html").contains("<a class=\"taxonomy\" href=\"news.html\">news</a> <span class=\"term-count\">1</span>"))
        #expect(SiteFixture.read(out, "tags/zed.html").contains("<p class=\"list-up\"><a href=\"index.html\">All tags</a></p>"))
        #expect(SiteFixture.read(out, "categories/news.html").contains("<a href=\"index.html\">All categories</a>"))
    }

    @Test func prettyURLsAndATagNamedIndex() throws {
        var files = Self.files
        files["folio.yml"] = "urls: pretty\n"
        let content = try NavigationSiteTests.site(files)
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(content.path, into: out)
        #expect(SiteFixture.read(out, "tags/index.html").contains("<a class=\"taxonomy\" href=\"swift/\">Swift</a>"))
        #expect(SiteFixture.read(out, "tags/zed/index.html").contains("<a href=\"../\">All tags</a>"))

        // With plain URLs a tag called `index` has `tags/index.html` for its page, which it keeps.
        let clash = try NavigationSiteTests.site(["a.md": "---\ntags: [index, b]\n---\n# A\n"])
        let clashOut = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: clash); try? FileManager.default.removeItem(at: clashOut) }
        _ = try SiteFixture.build(clash.path, into: clashOut)
        #expect(SiteFixture.read(clashOut, "tags/index.html").contains("<h1>Tag: index</h1>"))
    }

    @Test func noTagsNoIndex() throws {
        let content = try NavigationSiteTests.site(["a.md": "# A\n"])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(content.path, into: out)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("tags").path))
    }
}

import Foundation
import Testing
@testable import FolioSite

/// "Linked from" under each note (`backlinks: true`), end to end.
@Suite("Backlinks")
struct BacklinksTests {
    static let notes = [
        "guide/setup.md": "# Setup\n\nStart here, then [[Use]].\n",
        "guide/use.md": "# Use\n\nBack to [setup](setup.md#top) and to [myself](use.md).\n",
        "zeta.md": "# Zeta\n\nAbout [[Setup|setting up]] and ![[Use]].\n",
        "alpha.md": "# Alpha\n\nMentions [setup](guide/setup.md) twice: [[setup]].\n\n```\n[[Use]] in code\n```\n",
        "lonely.md": "# Lonely\n\nNobody links here; [[Missing]] is nowhere.\n",
    ]

    @Test func eachPageListsThePagesLinkingToItByTitle() throws {
        var files = Self.notes
        files["folio.yml"] = "title: Links\nbacklinks: true\n"
        let content = try NavigationSiteTests.site(files)
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(content.path, into: out)
        let setup = SiteFixture.read(out, "guide/setup.html")
        #expect(setup.contains("""
        <h2 class="backlinks-title" id="folio-backlinks">Linked from</h2>
        <ul>
        <li><a href="../alpha.html">Alpha</a></li>
        <li><a href="use.html">Use</a></li>
        <li><a href="../zeta.html">Zeta</a></li>
        </ul>
        """))
        // Linked from Setup and Zeta (an embed links too), not from itself and not from code.
        #expect(Self.backlinks(SiteFixture.read(out, "guide/use.html"))
            == "<ul>\n<li><a href=\"setup.html\">Setup</a></li>\n<li><a href=\"../zeta.html\">Zeta</a></li>\n</ul>")
        #expect(!SiteFixture.read(out, "lonely.html").contains("class=\"backlinks\""))
        // The search index reads the note's text, not the list under it.
        #expect(!SiteFixture.read(out, "alpha.html").contains("Linked from"))
    }

    /// The list of a page's backlinks section, empty without one.
    static func backlinks(_ html: String) -> String {
        guard let start = html.range(of: "<section class=\"backlinks\""), let list = html[start.upperBound...].range(of: "<ul>"),
              let end = html[list.lowerBound...].range(of: "</ul>") else { return "" }
        return String(html[list.lowerBound..<end.upperBound])
    }

    @Test func offByDefault() throws {
        let content = try NavigationSiteTests.site(Self.notes)
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(content.path, into: out)
        #expect(!SiteFixture.read(out, "guide/setup.html").contains("Linked from"))
    }

    @Test func aLinkAddedInOneNoteRendersThePageItNowLinksToAgain() throws {
        var files = Self.notes
        files["folio.yml"] = "title: Links\nbacklinks: true\n"
        let content = try NavigationSiteTests.site(files)
        let out = SiteFixture.temporaryDirectory(), cache = SiteFixture.temporaryDirectory()
        defer { for url in [content, out, cache] { try? FileManager.default.removeItem(at: url) } }
        let cached: (inout BuildOptions) -> Void = { $0.cacheDirectory = cache.path }
        _ = try SiteFixture.build(content.path, into: out, configure: cached)
        try "# Lonely\n\nNow linking [[Zeta]].\n".write(to: content.appendingPathComponent("lonely.md"), atomically: true, encoding: .utf8)
        let warm = try SiteFixture.build(content.path, into: out, configure: cached)
        #expect(SiteFixture.read(out, "zeta.html").contains("<li><a href=\"lonely.html\">Lonely</a></li>"))
        #expect(warm.reusedPages == 3, "lonely.md and zeta.md rendered again, the three others reused (\(warm.reusedPages))")
    }
}

import Foundation
import Testing
@testable import FolioSite

/// A Hugo content folder (`Fixtures/hugo`: TOML front matter, `_index.md` sections, shortcodes) built
/// by Folio as it is: titles, dates, tags and drafts from TOML, sections from `_index.md`, links from
/// `ref`/`relref`, the diagram, the figure and the highlighted block, and no warning.
@Suite("A Hugo site, end to end")
struct HugoSiteTests {
    static let fixture = SiteFixture.testsDirectory.appendingPathComponent("Fixtures/hugo").path

    @Test func aHugoContentFolderBuildsAsItIs() throws {
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(Self.fixture, into: out)
        #expect(report.diagnostics.filter { $0.severity != .note }.isEmpty, "\(report.diagnostics)")
        #expect(report.pages == 4 && report.diagrams == 1)

        let first = SiteFixture.read(out, "posts/first.html")
        #expect(first.contains("<title>First post"))
        #expect(first.contains("<time datetime=\"2024-03-01T09:15:00+01:00\">2024-03-01</time>"))
        #expect(first.contains("href=\"../tags/diagrams.html\"") && first.contains("href=\"../categories/guides.html\""))
        #expect(first.contains("<figure class=\"diagram\" id=\"diagram-1\""))
        #expect(first.contains("<figure><img src=\"../images/chart.png\" alt=\"Build times\" width=\"320\" /><figcaption>Build times</figcaption></figure>"),
                "a figure alone on its line is a <figure> with its caption, as Hugo writes it")
        #expect(first.contains("<p>Version 1.2.</p>"))
        #expect(first.contains("<div class=\"code-block has-highlights has-line-numbers\"><div class=\"code-header\"><span class=\"code-lang\">go</span>"))
        #expect(first.contains("<a href=\"_index.html\">the posts</a> or <a href=\"second.html#setup\">the second</a>"))
        // The sections' pages are their `_index.md`, the home's first in the tree.
        let links = NavigationSiteTests.sidebarLinks(first)
        #expect(links == ["Field notes", "Posts", "First post", "Second post"], "\(links)")

        let second = SiteFixture.read(out, "posts/second.html")
        #expect(second.contains("<code>{{&lt;/* figure src=&quot;x.png&quot; */&gt;}}</code> in code, {{&lt; ref &quot;x&quot; &gt;}} in prose."))
        let home = SiteFixture.read(out, "index.html")
        #expect(home.contains("The build, as a diagram:"), "the summary is the first paragraph, the diagram left out")
    }
}

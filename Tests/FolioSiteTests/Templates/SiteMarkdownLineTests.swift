import Foundation
import Testing
@testable import FolioSite

/// `announcement` and `copyright` in folio.yml: a line of Markdown on every page.
@Suite("Site Markdown lines")
struct SiteMarkdownLineTests {
    @Test func markdownIsRenderedSafelyAndSiteLinksGoFromTheRoot() throws {
        let line = try #require(SiteMarkdownLine(
            markdown: "**2.0** is out: [changes](guide/changes.md#new), [home](/), [site](https://example.org/x.md) <b>raw</b> [bad](javascript:alert(1)) <img src=x onerror=alert(1)>",
            urls: .plain))
        #expect(line.html(root: "../") == """
        <strong>2.0</strong> is out: <a href="../guide/changes.html#new">changes</a>, <a href="../index.html">home</a>, \
        <a href="https://example.org/x.md">site</a> <b>raw</b> <a>bad</a> <img src="../x">
        """)
        #expect(line.html(root: "").contains("<a href=\"guide/changes.html#new\">"))
        #expect(SiteMarkdownLine(markdown: "[a](a.md)", urls: .pretty)?.html(root: "../../") == "<a href=\"../../a/\">a</a>")
        #expect(SiteMarkdownLine(markdown: "  \n", urls: .plain) == nil)
        #expect(SiteMarkdownLine(markdown: "one\n\ntwo", urls: .plain)?.html(root: "") == "one<br>two")
    }

    @Test func theIdentityFollowsTheText() throws {
        let first = try #require(SiteMarkdownLine(markdown: "Version 2", urls: .plain))
        let second = try #require(SiteMarkdownLine(markdown: "Version 3", urls: .plain))
        #expect(first.identity != second.identity && first.identity == SiteMarkdownLine(markdown: "Version 2", urls: .plain)?.identity)
        #expect(first.identity.allSatisfy { $0.isHexDigit })
    }

    @Test func everyPageShowsTheBarAndTheFooterLine() throws {
        let content = try NavigationSiteTests.site([
            "guide/deep.md": "# Deep\n",
            "folio.yml": "title: Lines\nannouncement: \"New: [the guide](guide/deep.md)\"\ncopyright: \"© 2026 Us · [terms](terms.html)\"\n",
        ])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        #expect(!report.diagnostics.contains { $0.severity == .warning })
        let deep = SiteFixture.read(out, "guide/deep.html")
        let id = try #require(SiteMarkdownLine(markdown: "New: [the guide](guide/deep.md)", urls: .plain)?.identity)
        #expect(deep.contains("<p class=\"announcement-text\">New: <a href=\"../guide/deep.html\">the guide</a></p>"))
        #expect(deep.contains("data-announcement-close=\"\(id)\""))
        #expect(deep.contains("<style>html[data-dismissed=\"\(id)\"] .announcement { display: none; }</style>"))
        #expect(deep.contains("<p class=\"site-copyright\">© 2026 Us · <a href=\"../terms.html\">terms</a></p>"))
        #expect(SiteFixture.read(out, "index.html").contains("<a href=\"guide/deep.html\">the guide</a>"))
        #expect(SiteFixture.read(out, "404.html").contains("class=\"announcement\""))
    }

    @Test func aListIsNoLine() throws {
        let content = try NavigationSiteTests.site(["a.md": "# A\n", "folio.yml": "announcement: [a, b]\n"])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        #expect(!SiteFixture.read(out, "a.html").contains("class=\"announcement\""))
        #expect(report.diagnostics.contains { $0.message == "announcement must be a line of text (Markdown); left out" })
    }
}

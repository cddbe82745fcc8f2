import Foundation
import Testing
@testable import FolioSite

/// `noindex: true` in folio.yml: a staging copy no search engine should list.
@Suite("Site noindex")
struct SiteNoIndexTests {
    @Test func everyPageSaysNoindexAndNoSitemapIsWritten() throws {
        var files = UnlistedPagesTests.files
        files["folio.yml"] = "title: Site\nbaseURL: https://docs.example.org/\nnoIndex: true\n"
        let (content, out, report) = try UnlistedPagesTests.build(files)
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let meta = "<meta name=\"robots\" content=\"noindex, nofollow\">"
        for page in ["open.html", "hidden.html", "index.html", "tags/shared.html", "tags/index.html", "licenses.html", "404.html"] {
            let html = SiteFixture.read(out, page)
            #expect(html.components(separatedBy: meta).count == 2, "\(page): the tag once")
        }
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("sitemap.xml").path))
        #expect(SiteFixture.read(out, "robots.txt") == "User-agent: *\nAllow: /\n")
        #expect(SiteFixture.read(out, "feed.xml").contains("open.html"))
        #expect(report.diagnostics.allSatisfy { $0.code != DiagnosticCode.config })
    }

    @Test func offByDefaultAndAWordThatIsNoSwitchWarns() throws {
        var files = UnlistedPagesTests.files
        files["folio.yml"] = "title: Site\nbaseURL: https://docs.example.org/\nnoindex: please\n"
        let (content, out, report) = try UnlistedPagesTests.build(files)
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        #expect(!SiteFixture.read(out, "open.html").contains("noindex"))
        #expect(SiteFixture.read(out, "robots.txt").contains("Sitemap: https://docs.example.org/sitemap.xml"))
        #expect(report.diagnostics.contains { $0.code == DiagnosticCode.config && $0.message.contains("noindex must be true or false") })
    }
}

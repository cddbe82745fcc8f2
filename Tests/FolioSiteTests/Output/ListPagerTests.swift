import Foundation
import Testing
@testable import FolioSite

/// `paginate: N`: the home page and the tag and category pages split into pages of N notes.
@Suite("List pages")
struct ListPagerTests {
    static func notes(_ count: Int) -> [String: String] {
        var files: [String: String] = [:]
        for number in 1...count {
            files["n\(number).md"] = "---\ntitle: Note \(number)\ndate: 2024-01-\(String(format: "%02d", number))\ntags: [\(number % 2 == 0 ? "even" : "odd"), all]\n---\nText \(number).\n"
        }
        return files
    }

    @Test func theHomePageAndTagPagesSplitWithAPagerOnEachPage() throws {
        var files = Self.notes(7)
        files["folio.yml"] = "title: Split\npaginate: 3\n"
        let content = try NavigationSiteTests.site(files)
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        #expect(!report.diagnostics.contains { $0.severity == .warning })
        // Newest first: 7 6 5 | 4 3 2 | 1.
        let first = SiteFixture.read(out, "index.html")
        #expect(first.contains("n7.html") && first.contains("n5.html") && !first.contains("n4.html"))
        #expect(first.contains("<p class=\"listing-count\">7 notes"))
        #expect(first.contains("""
        <nav class="pager" aria-label="Pages of this list">
        <ol class="pager-pages"><li><span aria-current="page">1</span></li><li><a href="page/2.html" aria-label="Page 2">2</a></li><li><a href="page/3.html" aria-label="Page 3">3</a></li></ol>
        <a class="pager-next" rel="next" href="page/2.html">Next</a>
        </nav>
        """))
        #expect(first.contains("<h2>Tags</h2>"))
        let second = SiteFixture.read(out, "page/2.html")
        #expect(second.contains("<a href=\"../n4.html\"") && second.contains("../n2.html") && !second.contains("n5.html"))
        #expect(second.contains("<a class=\"pager-prev\" rel=\"prev\" href=\"../index.html\">Previous</a>"))
        #expect(second.contains("<a class=\"pager-next\" rel=\"next\" href=\"3.html\">Next</a>"))
        #expect(second.contains("<title>Page 2 · Split</title>"))
        #expect(second.contains("href=\"../_folio/") && !second.contains("<h2>Tags</h2>"))
        #expect(SiteFixture.read(out, "page/3.html").contains("../n1.html"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("page/4.html").path))
        // `all` has seven notes: three pages; `even` has three: one page, no pager.
        #expect(SiteFixture.read(out, "tags/all/page/3.html").contains("<a href=\"../../../n1.html\""))
        #expect(SiteFixture.read(out, "tags/all/page/2.html").contains("<title>Tag: all, page 2 · Split</title>"))
        #expect(SiteFixture.read(out, "tags/all.html").contains("href=\"all/page/2.html\""))
        #expect(!SiteFixture.read(out, "tags/even.html").contains("class=\"pager\""))
    }

    @Test func prettyURLsPutLaterPagesInFoldersOfTheirOwn() throws {
        var files = Self.notes(4)
        files["folio.yml"] = "paginate: 2\nurls: pretty\n"
        let content = try NavigationSiteTests.site(files)
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(content.path, into: out)
        #expect(SiteFixture.read(out, "index.html").contains("<a class=\"pager-next\" rel=\"next\" href=\"page/2/\">Next</a>"))
        let second = SiteFixture.read(out, "page/2/index.html")
        #expect(second.contains("<a class=\"pager-prev\" rel=\"prev\" href=\"../../\">Previous</a>"))
        #expect(second.contains("href=\"../../n2/\"") && second.contains("href=\"../../n1/\""))
        #expect(SiteFixture.read(out, "tags/all/page/2/index.html").contains("href=\"../../../../n1/\""))
    }

    @Test func oneListPageByDefaultAndABadSettingWarns() throws {
        var files = Self.notes(3)
        files["folio.yml"] = "paginate: many\n"
        let content = try NavigationSiteTests.site(files)
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        #expect(!SiteFixture.read(out, "index.html").contains("class=\"pager\""))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("page").path))
        #expect(report.diagnostics.contains { $0.message.hasPrefix("paginate must be a number") })
    }

    @Test func thePagerShowsTheEndsAndTwoPagesAroundTheCurrentOne() {
        let pager = ListPager(size: 10, urls: .plain)
        let html = String(decoding: pager.html(current: 6, count: 12, at: "page/6.html") { pager.path(of: $0, first: "index.html", folder: "") },
                          as: UTF8.self)
        let numbers = html.split(separator: "<li").dropFirst().map { item -> String in
            if item.contains("pager-gap") { return "…" }
            // The text of the item: the digits between a `>` and the `<` after them.
            return item.split(separator: ">").map { $0.prefix { $0.isNumber } }.first { !$0.isEmpty }.map(String.init) ?? "" 
        }
        #expect(numbers == ["1", "…", "4", "5", "6", "7", "8", "…", "12"])
        #expect(html.components(separatedBy: "class=\"pager-far\"").count == 3) // 4 and 8
        #expect(pager.pageCount(of: 0) == 1 && pager.pageCount(of: 10) == 1 && pager.pageCount(of: 11) == 2)
        #expect(pager.html(current: 1, count: 1, at: "index.html") { _ in "" }.isEmpty)
    }
}

import Foundation
import Testing
@testable import FolioSite

/// Jekyll's posts are dated by their file names (`_posts/2019-06-02-my-post.md`): the date a note's
/// front matter does not give, and the title when it has neither a `title` nor a heading.
@Suite("Dated file names")
struct DatedFileNameTests {
    @Test func whichNamesAreDated() {
        #expect(PageLoader.datedFileName("2019-06-02-my-post").map { ($0.date.day10, $0.rest) } ?? ("", "") == ("2019-06-02", "my-post"))
        for name in ["2019-06-02", "2019-06-02-", "2019-13-02-x", "2019-6-2-x", "19-06-02-x", "abcd-ef-gh-x", "my-2019-06-02-x", "2019_06_02-x"] {
            #expect(PageLoader.datedFileName(name) == nil, "\(name)")
        }
        #expect(PageLoader.titleOfSlug("my-first_post") == "My first post")
    }

    @Test func aJekyllPostIsDatedAndTitledByItsName() throws {
        let content = try NavigationSiteTests.site([
            "_posts/2019-06-02-hello-world.md": "Body text.\n",
            "_posts/2020-01-15-dated-in-front-matter.md": "---\ndate: 2021-03-04\n---\n# Own heading\n\nText.\n",
        ])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(content.path, into: out)
        let hello = SiteFixture.read(out, "_posts/2019-06-02-hello-world.html")
        #expect(hello.contains("<h1 class=\"page-title\">Hello world</h1>"))
        #expect(hello.contains("<time datetime=\"2019-06-02T00:00:00\">2019-06-02</time>"))
        let own = SiteFixture.read(out, "_posts/2020-01-15-dated-in-front-matter.html")
        #expect(own.contains("2021-03-04") && !own.contains("2020-01-15</time>"), "front matter wins")
        let index = SiteFixture.read(out, "index.html")
        let first = try #require(index.range(of: "Own heading")), second = try #require(index.range(of: "Hello world"))
        #expect(first.lowerBound < second.lowerBound, "newest first")
    }
}

import Foundation
import Testing
@testable import FolioSite

/// Jekyll's `defaults:` in folio.yml: front matter for the notes under a path, the note's own keys first.
@Suite("Front matter defaults")
struct FrontMatterDefaultsTests {
    static let config = """
    title: Site
    baseURL: https://docs.example.org/
    defaults:
      - values:
          author: Site Team
          version: "1.0"
      - scope:
          path: guides
        values:
          license: CC-BY-4.0
          author: Guide Team
          tags: [guide]
      - scope:
          path: guides/deep
        values:
          author: Deep Team
      - scope:
          path: drafts/
        values:
          unlisted: true
      - scope:
          path: guides
        values:
          version: "2.0"
      - scope:
          path: blog
          type: posts
        values:
          categories: [news]
    """

    static let files: [String: String] = [
        "folio.yml": config,
        "top.md": "# Top\n\nNo front matter.\n",
        "guides/setup.md": "---\ntitle: Setup\n---\n# Setup\n\nText.\n",
        "guides/own.md": "---\ntitle: Own\nAuthor: Ann Writer\nlicense: MIT\n---\n# Own\n\nText.\n",
        "guides/deep/inner.md": "# Inner\n\nText.\n",
        "guidesbook.md": "# Guidesbook\n\nNot under guides/.\n",
        "drafts/review.md": "# Review\n\nFor reviewers.\n",
        "blog/_posts/2024-05-06-hello.md": "# Hello\n\nA post.\n",
        "blog/about.md": "# About\n\nNot a post.\n",
    ]

    @Test func notesTakeTheKeysTheyLackFromTheMostSpecificScope() throws {
        let site = try BuiltSite(files: Self.files)
        defer { site.remove() }
        #expect(site.problems.isEmpty, "\(site.problems.map(\.description))")
        let page = site.page, out = site.output
        // Every note: the first scope; guides: its own author, license and tags, and the later same-depth version.
        #expect(page("top.html").contains("Site Team") && page("top.html").contains("1.0"))
        #expect(page("guides/setup.html").contains("Guide Team"))
        #expect(page("guides/setup.html").contains("CC-BY-4.0") && page("guides/setup.html").contains("2.0"))
        #expect(page("guides/setup.html").contains("tags/guide.html"))
        // The note's own keys win, however cased.
        #expect(page("guides/own.html").contains("Ann Writer") && !page("guides/own.html").contains("Guide Team"))
        #expect(page("guides/own.html").contains("https://opensource.org/licenses/MIT") || page("guides/own.html").contains(">MIT<"))
        #expect(!page("guides/own.html").contains("CC-BY-4.0"))
        // The deeper path wins over the shallower one; a name that only starts like the folder is not in it.
        #expect(page("guides/deep/inner.html").contains("Deep Team") && page("guides/deep/inner.html").contains("CC-BY-4.0"))
        #expect(page("guidesbook.html").contains("Site Team") && !page("guidesbook.html").contains("CC-BY-4.0"))
        // Values reach what reads front matter before rendering: here the listings (an unlisted folder).
        #expect(page("drafts/review.html").contains("noindex"))
        #expect(!page("index.html").contains("drafts/review.html"))
        #expect(page("tags/guide.html").contains("guides/setup.html"))
        // `type: posts`: a `_posts` folder's notes only.
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("categories/news.html").path))
        let news = page("categories/news.html")
        #expect(news.contains("hello") && !news.contains("about.html"))
    }

    @Test func entriesThatAreNoScopeWarnAndAreLeftOut() throws {
        let yaml = """
        title: Site
        defaults:
          - scope: {path: "guides/*"}
            values: {author: Star}
          - scope: {path: "../up"}
            values: {author: Up}
          - scope: {path: guides, type: collections}
            values: {author: Kind}
          - scope: {path: guides}
          - values: {license: Not-A-License}
        """
        let content = try NavigationSiteTests.site(["folio.yml": yaml, "guides/a.md": "# A\n\nText.\n"])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        let warnings = report.diagnostics.filter { $0.code == DiagnosticCode.config }.map(\.message)
        #expect(warnings.count == 5, "\(warnings)")
        #expect(warnings.contains { $0.contains("entry 1") && $0.contains("no * or ..") })
        #expect(warnings.contains { $0.contains("entry 3") && $0.contains("posts or pages") })
        #expect(warnings.contains { $0.contains("entry 4") && $0.contains("no values") })
        #expect(warnings.contains { $0.contains("unknown license 'Not-A-License'") })
        // The license is still the note's (kept as written), and the note itself does not warn about it.
        #expect(!report.diagnostics.contains { $0.file.hasSuffix("a.md") && $0.message.contains("unknown license") })
        #expect(!SiteFixture.read(out, "guides/a.html").contains("Star"))
        // A list that is no list.
        let other = try NavigationSiteTests.site(["folio.yml": "defaults: {author: X}\n", "a.md": "# A\n"])
        defer { try? FileManager.default.removeItem(at: other) }
        let otherOut = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: otherOut) }
        let otherReport = try SiteFixture.build(other.path, into: otherOut)
        #expect(otherReport.diagnostics.contains { $0.code == DiagnosticCode.config && $0.message.contains("defaults must be a list") })
    }

    /// With the build cache, changing the defaults in folio.yml gives the cold build's site.
    @Test func warmBuildsFollowTheDefaults() throws {
        let builds = try WarmAndColdBuilds(files: Self.files)
        defer { builds.remove() }
        let content = builds.content
        try builds.build()
        let config = content.appendingPathComponent("folio.yml")
        for text in [Self.config.replacingOccurrences(of: "Guide Team", with: "Other Team"),
                     Self.config.replacingOccurrences(of: "path: drafts/", with: "path: nowhere"),
                     "title: Site\nbaseURL: https://docs.example.org/\n", Self.config] {
            try Data(text.utf8).write(to: config)
            try builds.build()
            #expect(try builds.warmIsCold())
        }
        #expect(SiteFixture.read(builds.warm, "guides/setup.html").contains("Guide Team"))
    }
}

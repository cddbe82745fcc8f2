import Foundation
import Testing
@testable import FolioSite

/// Unlisted pages (`unlisted: true`, Hugo's `build: {list: never}`) and pages kept out of the sitemap
/// (`sitemap: false`, `sitemap: {disable: true}`): built at their address, found by no listing.
@Suite("Unlisted pages")
struct UnlistedPagesTests {
    static let files: [String: String] = [
        "index.md": "# Home\n\nThe start.\n",
        "open.md": "---\ntitle: Open note\ntags: [shared]\ncategories: [guides]\ndate: 2024-01-02\n---\n# Open note\n\nListed everywhere.\n",
        "hidden.md": """
        ---
        title: Hidden note
        unlisted: true
        tags: [shared, secret]
        categories: [guides]
        date: 2024-03-04
        license: MIT
        ---
        # Hidden note

        Zanzibarword is only here. See [the open note](open.md).
        """,
        "hugo.md": "---\ntitle: Hugo hidden\nbuild:\n  list: never\n  render: always\ntags: [shared]\n---\n# Hugo hidden\n\nQuokkaword.\n",
        "nomap.md": "---\ntitle: Out of the map\nsitemap: false\ntags: [shared]\n---\n# Out of the map\n\nListed, not mapped.\n",
        "hugomap.md": "---\ntitle: Hugo map\nsitemap:\n  disable: true\n---\n# Hugo map\n\nListed, not mapped.\n",
        "guide/setup.md": "---\ntitle: Setup\ntags: [shared]\n---\n# Setup\n\nSee [hidden](../hidden.md) and [open](../open.md).\n",
        "folio.yml": "title: Site\nbaseURL: https://docs.example.org/\nllms_txt: true\nbacklinks: true\nrelated: 5\n",
    ]

    static func build(_ files: [String: String] = files) throws -> (root: URL, out: URL, report: BuildReport) {
        let content = try NavigationSiteTests.site(files)
        let out = SiteFixture.temporaryDirectory()
        let report = try SiteFixture.build(content.path, into: out)
        return (content, out, report)
    }

    @Test func unlistedPagesAreBuiltButListedNowhere() throws {
        let (content, out, report) = try Self.build()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        #expect(report.pages == 7)
        let noindex = "<meta name=\"robots\" content=\"noindex, nofollow\">"
        // Built, at their address, telling search engines to stay away; the others do not.
        for page in ["hidden.html", "hugo.html"] {
            #expect(SiteFixture.read(out, page).contains(noindex), "\(page)")
        }
        for page in ["open.html", "nomap.html", "index-page.html", "guide/setup.html", "index.html", "tags/shared.html"] {
            #expect(!SiteFixture.read(out, page).contains(noindex), "\(page)")
        }
        #expect(SiteFixture.read(out, "hidden.html").contains("Zanzibarword"))
        // No listing, feed, sitemap, llms.txt, sidebar or tag page names them.
        for listing in ["index.html", "licenses.html", "tags/shared.html", "tags/index.html", "categories/guides.html",
                        "feed.xml", "sitemap.xml", "llms.txt", "open.html", "nomap.html"] {
            let text = SiteFixture.read(out, listing)
            #expect(!text.isEmpty, "\(listing) written")
            #expect(!text.contains("hidden.html") && !text.contains("Hidden note"), "\(listing) names the unlisted page")
            #expect(!text.contains("hugo.html") && !text.contains("Hugo hidden"), "\(listing) names Hugo's unlisted page")
        }
        #expect(SiteFixture.read(out, "index.html").contains("open.html"))
        #expect(SiteFixture.read(out, "tags/shared.html").contains("open.html"))
        // The tag only the unlisted page has: a page of its own (the page's link leads somewhere), unlisted too.
        let secret = SiteFixture.read(out, "tags/secret.html")
        #expect(secret.contains("hidden.html") && secret.contains(noindex))
        #expect(!SiteFixture.read(out, "tags/index.html").contains("secret"))
        #expect(!SiteFixture.read(out, "index.html").contains("tags/secret.html"))
        // The search index holds neither its text nor its address.
        let index = SiteSearchIndexTests.indexText(out)
        #expect(!index.isEmpty)
        for absent in ["hidden.html", "zanzibarword", "hugo.html", "quokkaword"] { #expect(!index.contains(absent), "\(absent)") }
        #expect(index.contains("open.html"))
        // The unlisted page still links out and shows related pages; the page it links to does not name it back.
        let hidden = SiteFixture.read(out, "hidden.html")
        #expect(hidden.contains("href=\"open.html\""))
        #expect(hidden.contains("folio-related"))
        // A listed page links to it as to any page (the link is the reader's way in).
        #expect(SiteFixture.read(out, "guide/setup.html").contains("href=\"../hidden.html\""))
    }

    @Test func pagesOutOfTheSitemapAreListedElsewhere() throws {
        let (content, out, _) = try Self.build()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let sitemap = SiteFixture.read(out, "sitemap.xml")
        #expect(sitemap.contains("https://docs.example.org/open.html"))
        #expect(sitemap.contains("https://docs.example.org/guide/setup.html"))
        for absent in ["nomap.html", "hugomap.html", "hidden.html", "hugo.html"] { #expect(!sitemap.contains(absent), "\(absent)") }
        #expect(SiteFixture.read(out, "index.html").contains("nomap.html"))
        #expect(SiteFixture.read(out, "feed.xml").contains("nomap.html"))
        #expect(SiteFixture.read(out, "tags/shared.html").contains("nomap.html"))
        #expect(SiteSearchIndexTests.indexText(out).contains("nomap.html"))
    }

    /// `canonical_url` (jekyll-seo-tag): a page first published elsewhere credits that address in its
    /// canonical link and `og:url`, and leaves this site's sitemap; it stays in every listing. An address
    /// that is not http(s) warns at its line and the page keeps its own.
    @Test func aPageFirstPublishedElsewhereCreditsItsAddress() throws {
        var files = Self.files
        files["crossposted.md"] = "---\ntitle: Cross\ncanonical_url: https://blog.example.com/2024/cross/\n---\n# Cross\n\nText.\n"
        files["bad.md"] = "---\ntitle: Bad\ncanonicalURL: javascript:alert(1)\n---\n# Bad\n\nText.\n"
        let (content, out, report) = try Self.build(files)
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let cross = SiteFixture.read(out, "crossposted.html")
        #expect(cross.contains("<link rel=\"canonical\" href=\"https://blog.example.com/2024/cross/\">"))
        #expect(cross.contains("<meta property=\"og:url\" content=\"https://blog.example.com/2024/cross/\">"))
        #expect(!cross.contains("canonical_url"), "no extra metadata line")
        let sitemap = SiteFixture.read(out, "sitemap.xml")
        #expect(!sitemap.contains("crossposted.html") && sitemap.contains("bad.html"))
        #expect(SiteFixture.read(out, "index.html").contains("crossposted.html"))
        let bad = SiteFixture.read(out, "bad.html")
        #expect(bad.contains("<link rel=\"canonical\" href=\"https://docs.example.org/bad.html\">") && !bad.contains("javascript:"))
        let warning = report.diagnostics.first { $0.message.contains("canonical_url must be an http(s) address") }
        #expect(warning?.file.hasSuffix("bad.md") == true && warning?.line == 3, "\(String(describing: warning))")
    }

    /// `noindex: true`: the page stays in every listing and the site's own search, asks search engines
    /// not to index it, and leaves the sitemap.
    @Test func aNoindexPageIsListedButNotMapped() throws {
        var files = Self.files
        files["legal.md"] = "---\ntitle: Legal\nnoindex: true\ntags: [shared]\n---\n# Legal\n\nLegalese.\n"
        let (content, out, _) = try Self.build(files)
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let legal = SiteFixture.read(out, "legal.html")
        #expect(legal.components(separatedBy: "<meta name=\"robots\" content=\"noindex, nofollow\">").count == 2)
        #expect(!legal.contains(">noindex<"), "no extra metadata line")
        #expect(!SiteFixture.read(out, "sitemap.xml").contains("legal.html"))
        for listing in ["index.html", "tags/shared.html", "feed.xml"] { #expect(SiteFixture.read(out, listing).contains("legal.html"), "\(listing)") }
        #expect(SiteSearchIndexTests.indexText(out).contains("legal.html"))
        #expect(!SiteFixture.read(out, "open.html").contains("noindex"))
    }

    /// A page's front matter says so; `false` (or anything but a YAML truth) lists it as before.
    @Test func onlyATrueValueUnlists() throws {
        var files = Self.files
        files["hidden.md"] = files["hidden.md"]!.replacingOccurrences(of: "unlisted: true", with: "unlisted: false")
        files["hugo.md"] = files["hugo.md"]!.replacingOccurrences(of: "list: never", with: "list: always")
        files["nomap.md"] = files["nomap.md"]!.replacingOccurrences(of: "sitemap: false", with: "sitemap: true")
        let (content, out, _) = try Self.build(files)
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let sitemap = SiteFixture.read(out, "sitemap.xml")
        for present in ["hidden.html", "hugo.html", "nomap.html"] { #expect(sitemap.contains(present), "\(present)") }
        #expect(SiteFixture.read(out, "index.html").contains("hidden.html"))
        #expect(!SiteFixture.read(out, "hidden.html").contains("noindex"))
        #expect(!SiteFixture.read(out, "hidden.html").contains(">unlisted<"), "the key is no extra metadata")
    }

    /// With the build cache, a page that becomes unlisted (and listed again) leaves every listing and
    /// every other page's navigation as a cold build does.
    @Test func warmBuildsFollowAPageBecomingUnlisted() throws {
        let builds = try WarmAndColdBuilds(files: Self.files)
        defer { builds.remove() }
        let content = builds.content
        try builds.build()
        let open = content.appendingPathComponent("open.md"), hidden = content.appendingPathComponent("hidden.md")
        let openText = try String(contentsOf: open, encoding: .utf8), hiddenText = try String(contentsOf: hidden, encoding: .utf8)
        let steps: [(URL, String)] = [
            (open, openText.replacingOccurrences(of: "title: Open note", with: "title: Open note\nunlisted: true")),
            (hidden, hiddenText.replacingOccurrences(of: "unlisted: true\n", with: "")),
            (open, openText.replacingOccurrences(of: "title: Open note", with: "title: Open note\nsitemap: false")),
            (open, openText),
        ]
        for (file, text) in steps {
            try Data(text.utf8).write(to: file)
            let report = try builds.build()
            #expect(report.reusedPages < report.pages, "the changed note rendered again")
            #expect(try builds.warmIsCold(), "after writing \(file.lastPathComponent)")
        }
    }
}

import Foundation
import Testing
@testable import FolioSite

@Suite("Site builder, end to end")
struct SiteBuilderTests {
    @Test func writesPagesAssetsAndGeneratedFiles() throws {
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let site = out.appendingPathComponent("site")
        let report = try SiteFixture.build(into: site)
        #expect(report.pages == 9)
        #expect(report.diagrams == 1)
        let files = Set(SiteFixture.snapshot(site).keys)
        for expected in ["index.html", "licenses.html", "404.html", "robots.txt", ".nojekyll", "guide.html",
                         "2021-01-02-other.html", "sub/deep.html", "page.html", "notes.txt", "img/pic.png",
                         "categories/blog.html", "categories/news.html", "tags/swift.html"] {
            #expect(files.contains(expected), "\(expected) missing")
        }
        #expect(!files.contains("folio.yml"))
        #expect(!files.contains(".hidden.md") && !files.contains(".hidden.html"))
        #expect(!files.contains("sitemap.xml"), "no sitemap without a base URL")
        #expect(files.contains { $0.hasPrefix("_folio/style.") && $0.hasSuffix(".css") && $0.count == "_folio/style.12345678.css".count })
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("evil").path))
        #expect(files.allSatisfy { !$0.contains("..") })
        let staging = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.contains("folio-staging") }
        #expect(staging.isEmpty)
    }

    @Test func metadataLicensesAndJSONLD() throws {
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(into: out)
        let guide = SiteFixture.read(out, "guide.html")
        #expect(guide.contains("<meta name=\"author\" content=\"Ada Writer\">"))
        #expect(guide.contains("<link rel=\"license\" href=\"https://opensource.org/licenses/MIT\">"))
        #expect(guide.contains("<link rel=\"license\" href=\"https://creativecommons.org/licenses/by/4.0/\">"))
        #expect(guide.contains("data-spdx=\"CC-BY-4.0\">CC-BY-4.0</a>"))
        #expect(guide.contains("<dt>Version</dt><dd>2.1</dd>"))
        #expect(guide.contains("<time datetime=\"2024-03-01T09:15:00\">2024-03-01</time>"))
        #expect(guide.contains("Copyright (c) 2024 Ada Writer."))
        #expect(guide.contains("<dt>reviewer</dt><dd>Grace Checker</dd>"), "unknown keys reach templates")
        let jsonLD = try #require(guide.slice(from: "<script type=\"application/ld+json\">", to: "</script>"))
        let object = try #require(JSONSerialization.jsonObject(with: Data(jsonLD.utf8)) as? [String: Any])
        #expect(object["@type"] as? String == "CreativeWork")
        #expect(object["inLanguage"] as? String == "en")
        #expect((object["author"] as? [String: Any])?["name"] as? String == "Ada Writer")
        #expect(object["dateCreated"] as? String == "2024-03-01T09:15:00")
        #expect(object["version"] as? String == "2.1")
        #expect(object["license"] as? [String] == ["https://opensource.org/licenses/MIT", "https://creativecommons.org/licenses/by/4.0/"])
        #expect(object["copyrightNotice"] as? String == "Copyright (c) 2024 Ada Writer.")
        // Default author from folio.yml fills pages that name none.
        #expect(SiteFixture.read(out, "sub/deep.html").contains("<meta name=\"author\" content=\"Default Writer\">"))
        let licenses = SiteFixture.read(out, "licenses.html")
        for id in ["MIT", "CC-BY-4.0", "Apache-2.0", "Foo Public License"] { #expect(licenses.contains(id)) }
        #expect(licenses.contains("No license declared"))
    }

    @Test func titlesIndexTOCAndAnchors() throws {
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(into: out)
        let index = SiteFixture.read(out, "index.html")
        #expect(index.contains("Shared Title — First Angle"))
        #expect(index.contains("Shared Title — Second Angle"))
        #expect(SiteFixture.read(out, "same1.html").contains("<title>Shared Title — First Angle · Fixture Notes</title>"))
        // Newest first.
        let order = ["guide.html", "2021-01-02-other.html", "sub/deep.html", "mojibake.html"].compactMap {
            index.range(of: "href=\"\($0)\"")?.lowerBound
        }
        #expect(order.count == 4 && order == order.sorted())
        #expect(index.contains("1 diagram"))
        let guide = SiteFixture.read(out, "guide.html")
        #expect(guide.contains("<h2 id=\"setup\">Setup<a class=\"heading-anchor\" href=\"#setup\""))
        #expect(guide.contains("<h2 id=\"setup-1\">"))
        #expect(guide.contains("<li class=\"toc-level-3\"><a href=\"#details-of-setup\">Details of setup</a></li>"))
        #expect(guide.contains("<li class=\"toc-level-2\"><a href=\"#setup-1\">Setup</a></li>"))
        // Jekyll-style page has no H1 in its body: the template adds the title.
        #expect(SiteFixture.read(out, "2021-01-02-other.html").contains("<h1 class=\"page-title\">Other Post</h1>"))
    }

    @Test func linksAreRewrittenAndChecked() throws {
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(into: out)
        let guide = SiteFixture.read(out, "guide.html")
        #expect(guide.contains("<a href=\"2021-01-02-other.html#details\">link to details</a>"))
        #expect(guide.contains("<a href=\"2021-01-02-other.html\">previous post</a>"), "post_url resolved")
        #expect(guide.contains("<a href=\"https://gist.github.com/abc123\">"))
        #expect(guide.contains("{% include foo.html %}"))
        #expect(guide.contains("<code>{% raw %}</code>"))
        #expect(guide.contains("<img src=\"https://example.com/remote.png\" alt=\"remote\" loading=\"lazy\" decoding=\"async\">"),
                "remote images show as written, loaded lazily")
        let deep = SiteFixture.read(out, "sub/deep.html")
        #expect(deep.contains("href=\"../guide.html#setup\""))
        #expect(deep.contains("href=\"../img/pic.png\""))
        #expect(deep.contains("href=\"../_folio/style."))
        let messages = report.diagnostics.map(\.description)
        let expected = [
            "guide.md:14:3: warning: broken link '#missing-anchor' (no such anchor in 2021-01-02-other.html)",
            "guide.md:18:44: warning: broken link '#nowhere' (no such anchor on this page)",
            "guide.md:21:1: warning: broken image 'img/missing.png'",
            "guide.md:52:1: warning: broken link 'nothere.md'",
            "guide.md:52:32: warning: broken link '../../../etc/passwd' (points outside the site)",
            "guide.md:44:86: warning: unsupported Liquid tag 'include' left as written",
            "escape.md:4:10: warning: unknown license 'Foo Public License'",
        ]
        for text in expected {
            #expect(messages.contains { $0.contains(text) }, "missing: \(text)")
        }
        #expect(!messages.contains { $0.contains("#setup'") || $0.contains("'#details'") })
        let broken = try #require(report.diagnostics.first { $0.message.contains("img/missing.png") })
        #expect(broken.sourceLine == "![gone](img/missing.png)" && broken.column == 1)
    }

    @Test func brokenFrontMatterStillBuildsWithABanner() throws {
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(into: out)
        let error = try #require(report.diagnostics.first { $0.file.hasSuffix("broken.md") })
        #expect(error.severity == .error)
        #expect((error.line, error.column) == (3, 9))
        #expect(error.sourceLine == "author: [unclosed")
        #expect(!report.succeeded)
        let page = SiteFixture.read(out, "broken.html")
        #expect(page.contains("class=\"front-matter-error\" role=\"alert\""))
        #expect(page.contains("Line 3, column 9"))
        #expect(page.contains("Body still renders."))
    }

    /// A diagram's title is the figure's caption, and is not drawn again inside the SVG.
    @Test func diagramTitleIsShownOnceAsTheCaption() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        let note = "# Note\n\n```mermaid\n---\ntitle: Quokka Pipeline\n---\nflowchart LR\n  A --> B\n```\n"
        try note.write(to: content.appendingPathComponent("note.md"), atomically: true, encoding: .utf8)
        let out = root.appendingPathComponent("site")
        _ = try SiteFixture.build(content.path, into: out)
        let page = SiteFixture.read(out, "note.html")
        #expect(page.contains("<figcaption>Quokka Pipeline</figcaption>"))
        let svg = page.slice(from: "<svg", to: "</svg>") ?? ""
        #expect(svg.contains(">Quokka Pipeline</title>"), "the SVG keeps its accessible title")
        #expect(svg.components(separatedBy: "Quokka Pipeline").count - 1 == 1, "the title is not drawn in the SVG")
        #expect(!svg.contains("TitleText\""))
    }

    @Test func diagramsBecomeFiguresOrErrorBoxes() throws {
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(into: out)
        let guide = SiteFixture.read(out, "guide.html")
        #expect(guide.contains("<figure class=\"diagram"))
        #expect(!guide.contains("language-mermaid\">graph TD") || guide.contains("<details class=\"diagram-source\">"))
        if report.renderedDiagrams == 0 {
            #expect(guide.contains("class=\"diagram-error\" role=\"alert\""))
            #expect(report.diagnostics.contains { $0.file.hasSuffix("guide.md") && $0.line >= 40 && $0.message.contains("diagram 1") })
        } else {
            #expect(guide.contains("<svg"))
        }
    }

    @Test func mojibakeWarnsOrIsRepaired() throws {
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(into: out)
        let warning = try #require(report.diagnostics.first { $0.message.hasPrefix("mojibake") })
        #expect((warning.line, warning.column) == (6, 3))
        let fixed = try SiteFixture.build(into: out) { $0.fixEncoding = true }
        #expect(!fixed.diagnostics.contains { $0.message.hasPrefix("mojibake") })
        #expect(SiteFixture.read(out, "mojibake.html").contains("It’s garbled and so is café."))
    }

    @Test func strictTurnsWarningsIntoErrors() throws {
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(into: out) { $0.strict = true }
        #expect(report.warningCount == 0)
        #expect(report.errorCount > 5)
        #expect(!report.succeeded)
    }

    @Test func baseURLAddsSitemapFeedAndCanonical() throws {
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(into: out) { $0.baseURL = "https://example.org/docs" }
        let sitemap = SiteFixture.read(out, "sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.org/docs/guide.html</loc>"))
        let feed = SiteFixture.read(out, "feed.xml")
        #expect(feed.contains("<updated>2024-03-01T09:15:00Z</updated>"))
        #expect(feed.contains("<title>Guide</title>"))
        #expect(feed.contains("<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"en\">"))
        #expect(SiteFixture.read(out, "robots.txt").contains("Sitemap: https://example.org/docs/sitemap.xml"))
        let guide = SiteFixture.read(out, "guide.html")
        #expect(guide.contains("<link rel=\"canonical\" href=\"https://example.org/docs/guide.html\">"))
        #expect(guide.contains("href=\"_folio/style."), "internal links stay relative")
    }

    @Test func injectedHTMLReachesEveryPage() throws {
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(into: out) {
            $0.extraHeadHTML = "<meta name=\"x-test\" content=\"head\">"
            $0.extraBodyHTML = "<script src=\"_live.js\"></script>"
        }
        for page in ["guide.html", "index.html", "licenses.html", "404.html", "sub/deep.html"] {
            let html = SiteFixture.read(out, page)
            #expect(html.contains("<meta name=\"x-test\" content=\"head\">\n</head>") || html.contains("<meta name=\"x-test\" content=\"head\">"))
            #expect(html.contains("<script src=\"_live.js\"></script>\n</body>"), "\(page)")
        }
    }

    @Test func nothingLoadsFromAnotherHost() throws {
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(into: out)
        // The search index (`_folio/search/`) holds the notes' text, links included: data, never loaded as a URL.
        for (path, data) in SiteFixture.snapshot(out) where path.hasPrefix("_folio/") && !path.hasPrefix("_folio/search/") {
            #expect(!String(decoding: data, as: UTF8.self).contains("://"), "theme file \(path) names a URL")
        }
        for (path, data) in SiteFixture.snapshot(out) where path.hasSuffix(".html") {
            // The only remote loads are images the author wrote (shown by default, issue 18).
            let html = String.withoutAuthorRemoteImages(String(decoding: data, as: UTF8.self))
            for pattern in ["src=\"http", "src=\"//", "<link rel=\"stylesheet\" href=\"http", "@import", "url(http"] {
                #expect(!html.contains(pattern), "\(path) loads \(pattern)")
            }
        }
    }
}

extension String {
    /// `html` without the `<img>` tags Folio writes for remote images in notes
    /// (`<img src="https://…" alt="…" [title="…"] loading="lazy" decoding="async">`).
    static func withoutAuthorRemoteImages(_ html: String) -> String {
        var result = ""
        var rest = Substring(html)
        while let start = rest.range(of: "<img src=\"http") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: ">") else { return result + rest[start.lowerBound...] }
            let tag = rest[start.lowerBound..<end.upperBound]
            if !tag.hasSuffix(" loading=\"lazy\" decoding=\"async\">") { result += tag }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }

    func slice(from start: String, to end: String) -> String? {
        guard let a = range(of: start), let b = range(of: end, range: a.upperBound..<endIndex) else { return nil }
        return String(self[a.upperBound..<b.lowerBound])
    }
}

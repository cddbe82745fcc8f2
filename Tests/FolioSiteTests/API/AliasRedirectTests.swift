// Why: front matter `aliases:` keeps old addresses working after a note moves. Each alias must
// become a redirect page that reaches the note (in both URL styles, under a sub-path), titles
// must be escaped, and an alias that would overwrite a real file or leave the output folder must
// be refused with a warning at its own line and column, never written.
import Foundation
import Testing
@testable import FolioSite

@Suite struct AliasRedirectTests {
    static func site(_ files: [String: String]) throws -> URL {
        let root = SiteFixture.temporaryDirectory()
        try SiteFixture.write(files, under: root.appendingPathComponent("content"))
        return root
    }

    static let notes: [String: String] = [
        "index.md": "# Home\n",
        "other.md": "# Other\n",
        "media/a.png": "png",
        "guide/setup.md": """
            ---
            title: Set <up> & "go"
            aliases:
              - /old/setup.html
              - old-folder/
              - ../../etc/passwd
              - other.html
              - media/a.png
              - tags/x.html
              - /legacy
            ---
            # Setup
            """,
    ]

    @Test(arguments: ["plain", "pretty"]) func redirectsReachTheNote(urls: String) throws {
        var files = Self.notes
        files["folio.yml"] = "baseURL: https://example.org/project/\nurls: \(urls)\n"
        let root = try Self.site(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("_site")
        let report = try SiteFixture.build(root.appendingPathComponent("content").path, into: output)
        let target = urls == "pretty" ? "guide/setup/index.html" : "guide/setup.html"
        for (alias, expected) in [("old/setup.html", urls == "pretty" ? "../guide/setup/" : "../guide/setup.html"),
                                  ("old-folder/index.html", urls == "pretty" ? "../guide/setup/" : "../guide/setup.html"),
                                  ("legacy/index.html", urls == "pretty" ? "../guide/setup/" : "../guide/setup.html")] {
            let html = SiteFixture.read(output, alias)
            #expect(html.contains("<meta http-equiv=\"refresh\" content=\"0; url=\(expected)\">"), "\(alias): \(html)")
            #expect(html.contains("<a href=\"\(expected)\">Set &lt;up&gt; &amp; &quot;go&quot;</a>"), "escaped title")
            let canonical = "https://example.org/project/" + (urls == "pretty" ? "guide/setup/" : "guide/setup.html")
            #expect(html.contains("<link rel=\"canonical\" href=\"\(canonical)\">"))
            // The relative URL lands on the note's file.
            let folder = (alias as NSString).deletingLastPathComponent
            let resolved = SubPathSiteTests.localTarget(expected, from: folder) ?? ""
            #expect(SubPathSiteTests.exists(resolved, in: output), "\(alias) → \(resolved)")
        }
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(target).path))
        // Refused: the real page, the asset and the tag page are untouched; nothing leaves the folder.
        #expect(SiteFixture.read(output, "other" + (urls == "pretty" ? "/index.html" : ".html")).contains("Other"))
        #expect(SiteFixture.read(output, "media/a.png") == "png")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("etc").path))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("tags/x.html").path))
        let warnings = report.diagnostics.filter { $0.code == DiagnosticCode.alias }
        #expect(warnings.count == (urls == "pretty" ? 3 : 4), "\(warnings.map(\.message))")
        let leaving = warnings.first { $0.message.contains("../../etc/passwd") }
        #expect(leaving?.message.contains("leave the output folder") == true)
        #expect(leaving?.line == 6 && leaving?.column == 5, "positioned at the alias (\(leaving?.line ?? 0):\(leaving?.column ?? 0))")
        #expect(leaving?.file.hasSuffix("guide/setup.md") == true)
        let overwrite = warnings.first { $0.message.contains("'media/a.png'") }
        #expect(overwrite?.line == 8)
    }

    /// jekyll-redirect-from's `redirect_from:` is read as `aliases:` (beside them too), its refusals
    /// positioned at its own lines.
    @Test func jekyllsRedirectFromMakesRedirectsToo() throws {
        let root = try Self.site([
            "index.md": "# Home\n",
            "post.md": "---\ntitle: Post\naliases: [/from-hugo/]\nredirect_from:\n  - /2019/01/old-post.html\n  - /index.html\n---\n# Post\n",
            "single.md": "---\ntitle: Single\nredirect_from: /single-old/\n---\n# Single\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("_site")
        let report = try SiteFixture.build(root.appendingPathComponent("content").path, into: output)
        #expect(SiteFixture.read(output, "2019/01/old-post.html").contains("url=../../post.html"))
        #expect(SiteFixture.read(output, "from-hugo/index.html").contains("url=../post.html"))
        #expect(SiteFixture.read(output, "single-old/index.html").contains("url=../single.html"))
        let refused = report.diagnostics.filter { $0.code == DiagnosticCode.alias }
        #expect(refused.count == 1, "\(refused.map(\.message))")
        #expect(refused.first?.message.contains("'/index.html'") == true)
        #expect(refused.first?.line == 6 && refused.first?.column == 5, "\(refused.first?.line ?? 0):\(refused.first?.column ?? 0)")
        #expect(!SiteFixture.read(output, "post.html").contains("redirect_from"), "not listed as a fact about the note")
    }

    @Test func aliasPaths() {
        #expect(AliasRedirects.outputPath(alias: "/a/b.html") == "a/b.html")
        #expect(AliasRedirects.outputPath(alias: "a/b/") == "a/b/index.html")
        #expect(AliasRedirects.outputPath(alias: "a/b") == "a/b/index.html")
        #expect(AliasRedirects.outputPath(alias: "a/./b.htm#x") == "a/b.htm")
        #expect(AliasRedirects.outputPath(alias: "../x.html") == nil)
        #expect(AliasRedirects.outputPath(alias: "a/../../x.html") == nil)
        #expect(AliasRedirects.outputPath(alias: "https://host/x.html") == nil)
        #expect(AliasRedirects.outputPath(alias: ".git/config") == nil)
        #expect(AliasRedirects.outputPath(alias: "/") == nil)
        #expect(AliasRedirects.outputPath(alias: "a\\b.html") == nil)
    }
}

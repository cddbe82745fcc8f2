import Foundation
import Testing
@testable import FolioSite

/// `extra_css` and `extra_javascript` (MkDocs' keys): what folio.yml may say, the links every page gets
/// after the theme's (relative from every folder, percent-encoded, URLs as written), scripts' module,
/// async and defer, and what is left out with a warning.
@Suite("Extra stylesheets and scripts")
struct ExtraAssetsTests {
    @Test func folioYMLForms() {
        var config = SiteConfig()
        let css = config.readExtraAssets(.list([.string(" a.css "), .string("https://x.org/b.css"), .map([(key: "path", value: .string("c.css"))])]),
                                         key: "extra_css", display: "folio.yml", line: 3)
        #expect(css.map(\.source) == ["a.css", "https://x.org/b.css"], "a map is a script's form only")
        #expect(config.diagnostics.map(\.message) == ["extra_css: an item that is not a path or URL is left out"])
        let scripts = config.readExtraAssets(.list([.string("one.js"),
                                                    .map([(key: "path", value: .string("two.js")), (key: "type", value: .string("module")),
                                                          (key: "async", value: .string("true")), (key: "defer", value: .string("yes"))]),
                                                    .map([(key: "type", value: .string("module"))])]),
                                             key: "extra_javascript", display: "folio.yml", line: 4)
        #expect(scripts.map(\.source) == ["one.js", "two.js"])
        #expect(scripts[1].isModule && scripts[1].isAsync && scripts[1].isDeferred && !scripts[0].isModule)
        #expect(config.diagnostics.last?.message == "extra_javascript: an item without a 'path' is left out")
        #expect(config.readExtraAssets(.string("solo.css"), key: "extra_css", display: "folio.yml", line: 1).map(\.source) == ["solo.css"])
        #expect(ExtraAsset(source: "javascript:alert(1)").hasOtherScheme && ExtraAsset(source: "data:text/css,x").hasOtherScheme)
        #expect(!ExtraAsset(source: "css/a:b.css").hasOtherScheme && ExtraAsset(source: "//cdn.example/x.css").isURL)
    }

    @Test func everyPageLinksThemAfterTheTheme() throws {
        let content = try NavigationSiteTests.site([
            "folio.yml": """
                title: Extras
                extra_css:
                  - css/extra.css
                  - ./.well-known/site.css
                  - https://fonts.example.org/face.css
                  - missing.css
                  - javascript:alert(1)
                extra_javascript:
                  - /js/my script.js
                  - path: js/my script.js
                    type: module
                    defer: true
                """,
            "index.md": "# Home\n",
            "guide/deep/page.md": "# Deep\n",
            "css/extra.css": "body { color: red }\n", ".well-known/site.css": "a { color: blue }\n",
            "js/my script.js": "console.log(1)\n",
        ])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        let deep = SiteFixture.read(out, "guide/deep/page.html")
        let css = deep.components(separatedBy: "\n").filter { $0.hasPrefix("<link rel=\"stylesheet\"") }
        #expect(css.suffix(3) == ["<link rel=\"stylesheet\" href=\"../../css/extra.css\">",
                                  "<link rel=\"stylesheet\" href=\"../../.well-known/site.css\">",
                                  "<link rel=\"stylesheet\" href=\"https://fonts.example.org/face.css\">"],
                "a leading './' goes, a name's own leading dot stays: \(css)")
        #expect(css.first?.contains("_folio/") == true, "the theme's stylesheets come first")
        let scripts = deep.components(separatedBy: "\n").filter { $0.hasPrefix("<script src=") }
        #expect(scripts.suffix(2) == ["<script src=\"../../js/my%20script.js\"></script>",
                                      "<script src=\"../../js/my%20script.js\" type=\"module\" defer></script>"], "\(scripts)")
        #expect(SiteFixture.read(out, "index.html").contains("<link rel=\"stylesheet\" href=\"css/extra.css\">"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("css/extra.css").path))
        let warnings = report.diagnostics.filter { $0.code == DiagnosticCode.config }.map { "\($0.line) \($0.message)" }
        #expect(warnings.sorted() == [
            "2 extra_css: 'javascript:alert(1)' is neither an http(s) URL nor a file of the site; left out",
            "2 extra_css: 'missing.css' is not a file of the content folder that the site publishes; left out",
        ], "\(warnings)")
    }
}

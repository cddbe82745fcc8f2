import Foundation
import Testing
@testable import FolioSite

/// A site's `language:` and `strings:` reach every part of its pages Folio writes itself: the
/// templates' labels, the bodies' (heading links, diagrams), the generated pages and the scripts.
@Suite("Site language")
struct SiteLanguageTests {
    static func files(_ config: String) -> [String: String] {
        [
            "folio.yml": config,
            "guide/index.md": "---\ntitle: Guide\ntags: [swift]\n---\n# Guide\n\n## Start\n\nSee [[Setup]].\n\n## Draw\n\n```mermaid\nflowchart LR\n  A --> B\n```\n",
            "guide/setup.md": "---\ntags: [swift]\n---\n# Setup\n\n## Install\n\nText.\n\n!!! warning\n    Careful.\n\n> [!TIP]\n> Faster.\n\n!!! danger \"À lire\"\n    Own title.\n",
        ]
    }

    @Test func aFrenchSiteSaysFoliosWordsInFrench() throws {
        let content = try NavigationSiteTests.site(Self.files("title: Docs\nlanguage: fr\nbacklinks: true\nstrings:\n  editPage: Proposer une modification\n"))
        let out = SiteFixture.temporaryDirectory()
        defer { for url in [content, out] { try? FileManager.default.removeItem(at: url) } }
        let report = try SiteFixture.build(content.path, into: out)
        let page = SiteFixture.read(out, "guide/index.html")
        #expect(page.contains("<html lang=\"fr\">"))
        #expect(page.contains("\"inLanguage\":\"fr\""))
        #expect(page.contains("<p class=\"toc-title\">Sur cette page</p>"))
        #expect(page.contains("aria-label=\"Lien vers cette section\">#</a></h2>"))
        #expect(page.contains("placeholder=\"Rechercher\""))
        #expect(page.contains("aria-label=\"Diagramme 1\"") && page.contains("<summary>Source du diagramme</summary>"))
        #expect(page.contains(">Agrandir</button>"))
        #expect(!page.contains("On this page") && !page.contains("Link to this section") && !page.contains("Skip to content"))
        let setup = SiteFixture.read(out, "guide/setup.html")
        #expect(setup.contains("id=\"folio-backlinks\">Liée depuis</h2>"))
        // Callouts without a title of their own take the language's name of their type; a written one stays.
        #expect(setup.contains("</svg>Avertissement</p>") && setup.contains("</svg>Astuce</p>") && setup.contains("</svg>À lire</p>"))
        // The theme's scripts read the words from a file loaded before them.
        let scripts = page.components(separatedBy: "<script src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        let first = try #require(scripts.first)
        #expect(first.hasPrefix("../_folio/strings.") && first.hasSuffix(".js"))
        #expect(SiteFixture.read(out, String(first.dropFirst(3))).contains("\"searchNone\":\"Aucun résultat\""))
        // Generated pages.
        #expect(SiteFixture.read(out, "tags/swift.html").contains("<h1>Étiquette : swift</h1>"))
        #expect(SiteFixture.read(out, "tags/index.html").contains("<h1>Étiquettes</h1>"))
        #expect(SiteFixture.read(out, "index.html").contains("2 notes · 1 diagrammes"))
        #expect(SiteFixture.read(out, "404.html").contains("<h1>Page introuvable</h1>"))
        #expect(SiteFixture.read(out, "licenses.html").contains("de la clé <code>license</code>, <code>licenses</code>"))
        #expect(!report.diagnostics.contains { $0.message.contains("strings") })
    }

    @Test func anEnglishSiteHasNoFileOfWordsAndAMisspeltNameIsTold() throws {
        let content = try NavigationSiteTests.site(Self.files("title: Docs\nstrings:\n  serch: Find\n"))
        let out = SiteFixture.temporaryDirectory()
        defer { for url in [content, out] { try? FileManager.default.removeItem(at: url) } }
        let report = try SiteFixture.build(content.path, into: out)
        let names = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("_folio").path)
        #expect(!names.contains { $0.hasPrefix("strings.") })
        #expect(SiteFixture.read(out, "guide/index.html").contains("<p class=\"toc-title\">On this page</p>"))
        #expect(SiteFixture.read(out, "guide/setup.html").contains("</svg>Warning</p>"))
        let warning = report.diagnostics.first { $0.message.contains("'serch'") }
        #expect(warning?.line == 2 && warning?.file.hasSuffix("folio.yml") == true)
        #expect(warning?.message.contains("closest: search") == true, "\(warning?.message ?? "")")
    }

    @Test func aCachedBuildAfterAChangeOfLanguageEqualsAColdOne() throws {
        let content = try NavigationSiteTests.site(Self.files("title: Docs\n"))
        let warm = SiteFixture.temporaryDirectory(), cold = SiteFixture.temporaryDirectory(), cache = SiteFixture.temporaryDirectory()
        defer { for url in [content, warm, cold, cache] { try? FileManager.default.removeItem(at: url) } }
        _ = try SiteFixture.build(content.path, into: warm, configure: { $0.cacheDirectory = cache.path })
        try "title: Docs\nlanguage: de\n".write(to: content.appendingPathComponent("folio.yml"), atomically: true, encoding: .utf8)
        _ = try SiteFixture.build(content.path, into: warm, configure: { $0.cacheDirectory = cache.path })
        _ = try SiteFixture.build(content.path, into: cold)
        for path in ["guide/index.html", "guide/setup.html", "index.html", "tags/swift.html"] {
            #expect(SiteFixture.read(warm, path) == SiteFixture.read(cold, path), "\(path)")
        }
        #expect(SiteFixture.read(warm, "guide/index.html").contains("aria-label=\"Link zu diesem Abschnitt\""))
    }
}

/// Right-to-left languages: `dir="rtl"` on every page from the language, or from `direction:`.
@Suite("Site direction")
struct SiteDirectionTests {
    static func build(_ config: String) throws -> (page: String, report: BuildReport) {
        let content = try NavigationSiteTests.site(SiteLanguageTests.files(config))
        let out = SiteFixture.temporaryDirectory()
        defer { for url in [content, out] { try? FileManager.default.removeItem(at: url) } }
        let report = try SiteFixture.build(content.path, into: out)
        return (SiteFixture.read(out, "guide/index.html"), report)
    }

    @Test func arabicAndHebrewPagesAreWrittenFromRightToLeft() throws {
        let arabic = try Self.build("title: Docs\nlanguage: ar\n").page
        #expect(arabic.contains("<html lang=\"ar\" dir=\"rtl\">"))
        #expect(arabic.contains("<p class=\"toc-title\">في هذه الصفحة</p>"))
        #expect(try Self.build("title: Docs\nlanguage: he-IL\n").page.contains("<html lang=\"he-IL\" dir=\"rtl\">"))
        // Persian has no words of Folio's, but is written from right to left all the same.
        let persian = try Self.build("title: Docs\nlanguage: fa\n").page
        #expect(persian.contains("<html lang=\"fa\" dir=\"rtl\">") && persian.contains("On this page"))
        #expect(try Self.build("title: Docs\nlanguage: de\n").page.contains("<html lang=\"de\">"))
    }

    @Test func directionInFolioYmlWinsAndANonsenseOneIsTold() throws {
        #expect(try Self.build("title: Docs\nlanguage: ar\ndirection: ltr\n").page.contains("<html lang=\"ar\">"))
        #expect(try Self.build("title: Docs\ndirection: rtl\n").page.contains("<html lang=\"en\" dir=\"rtl\">"))
        let (page, report) = try Self.build("title: Docs\nlanguage: he\ndirection: sideways\n")
        #expect(page.contains("dir=\"rtl\""))
        let warning = report.diagnostics.first { $0.message.contains("direction must be ltr or rtl") }
        #expect(warning?.line == 3)
    }
}

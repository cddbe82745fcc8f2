import Foundation
import Testing
@testable import FolioSite

/// A Hugo site with `hugo.toml` (or `config.toml`, `hugo.yaml`) and no folio.yml: its settings read as
/// Folio's (title, address, language, author, description, copyright, URL style, git dates, typographer,
/// page size), folio.yml winning when both exist.
@Suite struct HugoConfigTests {
    static let hugoTOML = """
        baseURL = 'https://example.org/notes/'
        languageCode = 'de-de'
        title = 'Field Notes'
        copyright = '© 2025 Field Team'
        enableGitInfo = false

        [params]
          description = 'Notes from the field station'
          author = 'Ada Field'

        [pagination]
          pagerSize = 2

        [markup.goldmark.renderer]
          unsafe = true

        [[menu.main]]
          name = 'Posts'
          pageRef = '/posts'

        """

    static func site(_ files: [String: String]) throws -> URL {
        let root = SiteFixture.temporaryDirectory()
        try SiteFixture.write(files.merging([
            "content/posts/first.md": "+++\ntitle = 'First'\ndate = 2025-01-02\n+++\n\nIt's \"quoted\" -- and done...\n",
            "content/posts/second.md": "+++\ntitle = 'Second'\ndate = 2025-01-03\n+++\n\nMore.\n",
            "content/posts/third.md": "+++\ntitle = 'Third'\ndate = 2025-01-04\n+++\n\nMore.\n",
        ]) { mine, _ in mine }, under: root)
        return root
    }

    @Test func aHugoSiteBuildsItsContentFolderWithItsSettings() throws {
        let root = try Self.site(["hugo.toml": Self.hugoTOML])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(root.appendingPathComponent("content").path, into: out)
        #expect(report.diagnostics.filter { $0.severity != .note }.isEmpty, "\(report.diagnostics)")
        // Hugo's addresses (uglyURLs false), language, title, author, copyright and typographer.
        let first = SiteFixture.read(out, "posts/first/index.html")
        #expect(first.contains("<html lang=\"de-de\"") && first.contains("Field Notes") && first.contains("Ada Field"))
        #expect(first.contains("<link rel=\"canonical\" href=\"https://example.org/notes/posts/first/\">"))
        #expect(first.contains("© 2025 Field Team"))
        #expect(first.contains("It’s “quoted” – and done…"), "Hugo's typographer is on by default")
        // pagination.pagerSize: three posts, two on the home page's first page.
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("page/2/index.html").path), "paginated")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("hugo.toml").path))
        let config = SiteConfig.load(from: root.path, displayDirectory: ".")
        #expect(config.paginate == 2 && config.description == "Notes from the field station" && config.rawHTML == .sanitize)
    }

    @Test func theOlderNamesAndSwitches() throws {
        func load(_ name: String, _ text: String) throws -> SiteConfig {
            let root = SiteFixture.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: root) }
            try SiteFixture.write([name: text], under: root)
            return SiteConfig.load(from: root.path, displayDirectory: ".")
        }
        let old = try load("config.toml", "title = 'Old'\nuglyURLs = true\nenableGitInfo = true\n"
                           + "[markup.goldmark.extensions.typographer]\ndisable = true\n[author]\nname = 'Bo'\n")
        #expect(old.title == "Old" && old.urls == .plain && old.updatedFromGit && !old.smartPunctuation && old.author == "Bo")
        let yaml = try load("hugo.yaml", "title: Y\ndefaultContentLanguage: fr\n")
        #expect(yaml.title == "Y" && yaml.language == "fr" && yaml.urls == .pretty && yaml.smartPunctuation)
        let folio = try load("folio.yml", "title: F\nlanguageCode: it\n")
        #expect(folio.urls == .plain && !folio.smartPunctuation && folio.language == "it",
                "folio.yml takes Hugo's spellings, not Hugo's defaults")
    }

    @Test func folioYmlWins() throws {
        let root = try Self.site(["hugo.toml": Self.hugoTOML, "folio.yml": "title: Mine\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let config = SiteConfig.load(from: root.path, displayDirectory: ".")
        #expect(config.title == "Mine" && config.baseURL == nil && config.urls == .plain)
    }
}

/// Zola's `config.toml` (told from Hugo's by `base_url`): its address, title and language, folder URLs,
/// `[markdown] smart_punctuation` (off by default, not Hugo's typographer), and `@/` internal links.
@Suite struct ZolaConfigTests {
    @Test func aZolaSiteBuildsWithItsConfigAndLinks() throws {
        let root = SiteFixture.temporaryDirectory()
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: out) }
        try SiteFixture.write([
            "config.toml": "base_url = \"https://example.com\"\ntitle = \"Zola Notes\"\ndefault_language = \"es\"\n"
                + "compile_sass = false\nbuild_search_index = true\n\n[markdown]\nhighlight_code = true\n\n[extra]\nmenu = []\n",
            "content/blog/first.md": "+++\ntitle = \"First\"\n+++\n\nSee [the second](@/blog/second.md#more) -- \"quoted\".\n",
            "content/blog/second.md": "+++\ntitle = \"Second\"\n+++\n\n## More\n\nText.\n",
        ], under: root)
        let report = try SiteFixture.build(root.appendingPathComponent("content").path, into: out)
        #expect(report.diagnostics.filter { $0.severity != .note }.isEmpty, "\(report.diagnostics)")
        let first = SiteFixture.read(out, "blog/first/index.html")
        #expect(first.contains("<html lang=\"es\"") && first.contains("Zola Notes"))
        #expect(first.contains("<a href=\"../second/#more\">the second</a>"))
        #expect(first.contains("-- \"quoted\"") || first.contains("-- &quot;quoted&quot;"), "no typographer unless asked")
        #expect(first.contains("<link rel=\"canonical\" href=\"https://example.com/blog/first/\">"))
        let smart = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: smart) }
        try SiteFixture.write(["config.toml": "base_url = \"https://example.com\"\n[markdown]\nsmart_punctuation = true\n"], under: smart)
        #expect(SiteConfig.load(from: smart.path, displayDirectory: ".").smartPunctuation)
    }
}

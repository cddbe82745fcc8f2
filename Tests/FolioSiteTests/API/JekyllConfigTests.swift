import Foundation
import Testing
@testable import FolioSite

/// A Jekyll site whose `_config.yml` is its settings when it has no folio.yml: the address from `url` and
/// `baseurl`, the author's name, `permalink: pretty`, kramdown's typography, and its own theme ignored.
@Suite struct JekyllConfigTests {
    @Test func aJekyllSiteBuildsWithItsConfig() throws {
        let root = SiteFixture.temporaryDirectory()
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: out) }
        try SiteFixture.write([
            "_config.yml": "title: Station Log\nurl: https://example.net\nbaseurl: /log\nauthor:\n  name: Ada Field\n"
                + "lang: fr\npermalink: pretty\ntheme: minima\nplugins:\n  - jekyll-feed\nexclude:\n  - Gemfile\n"
                + "defaults:\n  - scope:\n      path: \"\"\n    values:\n      version: \"7.4\"\n",
            "_posts/2024-05-01-first-light.md": "---\ntitle: First light\n---\n\nIt's \"here\" -- at last...\n",
            "about.md": "# About\n\nAbout us.\n",
            "Gemfile": "source 'https://rubygems.org'\n",
        ], under: root)
        let report = try SiteFixture.build(root.path, into: out)
        #expect(report.diagnostics.filter { $0.severity != .note }.isEmpty, "\(report.diagnostics)")
        let about = SiteFixture.read(out, "about/index.html")
        #expect(about.contains("<html lang=\"fr\"") && about.contains("Station Log"))
        #expect(about.contains("<link rel=\"canonical\" href=\"https://example.net/log/about/\">"))
        #expect(about.contains("Version</dt><dd>7.4</dd>"), "its defaults: list applies")
        let post = try #require(FileManager.default.subpaths(atPath: out.path)?.first { $0.contains("first-light") && $0.hasSuffix(".html") })
        let text = SiteFixture.read(out, post)
        #expect(text.contains("It’s “here” – at last…"), "kramdown's typography")
        #expect(text.contains("Ada Field"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("_config.yml").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("Gemfile").path))
    }

    @Test func withoutURLNoAddressAndCommonMarkKeepsQuotes() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try SiteFixture.write(["_config.yml": "title: T\nbaseurl: /x\nmarkdown: CommonMarkGhPages\n"], under: root)
        let config = SiteConfig.load(from: root.path, displayDirectory: ".")
        #expect(config.baseURL == nil && !config.smartPunctuation && config.urls == .plain && config.theme == nil)
    }
}

import Foundation
import Testing
@testable import FolioSite

/// A Jekyll site's folder (a `_config.yml` at its root) publishes what Jekyll publishes: no configuration,
/// no `_` folders but `_posts/` and what `include:` names, nothing `exclude:` names, no last build in `_site/`.
@Suite struct JekyllSiteFilesTests {
    @Test func jekyllsRuleDecidesEachFile() {
        var rules = JekyllSiteFiles()
        rules.included.insert("_pages")
        rules.excluded += ["docs/private", "*.sh", "notes/draft.txt"]
        for path in ["assets/logo.png", "_posts/2024-01-01-pic.png", "_redirects", "_headers", "_pages/a.txt", "docs/public.txt",
                     "notes/draft.txt.bak", "vendor/app.js", "docs/privateer.txt"] {
            #expect(rules.publishes(path), "\(path)")
        }
        for path in ["_layouts/default.html", "_includes/nav.html", "_sass/main.scss", "_data/people.yml", "assets/_hidden.css",
                     "Gemfile", "Gemfile.lock", "node_modules/x/index.js", "vendor/bundle/gems/x.rb", "docs/private/a.txt",
                     "run.sh", "tools/deploy.sh", "notes/draft.txt"] {
            #expect(!rules.publishes(path), "\(path)")
        }
        #expect(rules.rootNamesLeftOut.isSuperset(of: ["_config.yml", "_site", "Gemfile", "node_modules"]))
        #expect(!rules.rootNamesLeftOut.contains("*.sh") && !rules.rootNamesLeftOut.contains("docs/private"))
    }

    @Test func aJekyllFolderBuildsWithoutWhatJekyllKeepsPrivate() throws {
        let content = SiteFixture.temporaryDirectory()
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        try SiteFixture.write([
            "_config.yml": "title: Blog\nexclude:\n  - scripts/\ninclude: [_well]\n",
            "Gemfile": "source \"https://rubygems.org\"\n",
            "_layouts/default.html": "<html>{{ content }}</html>\n",
            "_data/people.yml": "x: 1\n",
            "_site/index.html": "an old build\n",
            "_posts/2024-03-01-hello.md": "---\ntitle: Hello\n---\nSee ![logo](/assets/logo.png) and [data](/_data/people.yml).\n",
            "_posts/chart.png": "png",
            "_well/known.txt": "kept",
            "_redirects": "/old /new 301\n",
            "assets/logo.png": "png",
            "scripts/deploy.sh": "echo\n",
            "about.md": "# About\n",
        ], under: content)
        let report = try SiteFixture.build(content.path, into: out)
        let files = Set(SiteFixture.snapshot(out).keys.filter { !$0.hasPrefix("_folio/") })
        for published in ["assets/logo.png", "_posts/chart.png", "_well/known.txt", "_redirects", "about.html"] {
            #expect(files.contains(published), "\(published) in \(files.sorted())")
        }
        for kept in ["_config.yml", "Gemfile", "_layouts/default.html", "_data/people.yml", "_site/index.html", "scripts/deploy.sh"] {
            #expect(!files.contains(kept), "\(kept) must not be published")
        }
        #expect(files.contains { $0.hasSuffix("hello.html") })
        // A link to what is not published is a broken link, as on the Jekyll site.
        #expect(report.diagnostics.contains { $0.message.contains("_data/people.yml") })
        #expect(!report.diagnostics.contains { $0.message.contains("logo.png") })
    }

    @Test func withoutConfigurationEveryFileIsCopiedAsBefore() throws {
        let content = SiteFixture.temporaryDirectory()
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        try SiteFixture.write(["_static/style.css": "a{}", "Gemfile": "x", "index.md": "# Home\n"], under: content)
        _ = try SiteFixture.build(content.path, into: out)
        let files = SiteFixture.snapshot(out).keys
        #expect(files.contains("_static/style.css") && files.contains("Gemfile"))
    }
}

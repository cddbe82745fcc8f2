import Foundation
import Testing
@testable import FolioSite

/// Page keys and body keys: what changes them and what must not.
@Suite struct PageKeysTests {
    /// A site of three notes (one links to another, and to a note not yet written) with a template and a
    /// theme file beside it.
    final class KeyedSite {
        let root = SiteFixture.temporaryDirectory()
        var content: URL { root.appendingPathComponent("content") }

        init() throws {
            try write("title: Keys\n", to: "folio.yml")
            try write("<footer>one</footer>\n", to: "Templates/footer.mustache")
            try write("---\ntitle: Alpha\n---\nSee [beta](beta.md) and [delta](delta.md).\n", to: "content/alpha.md")
            try write("---\ntitle: Beta\n---\nBeta text.\n", to: "content/beta.md")
            try write("---\ntitle: Gamma\n---\nGamma text.\n", to: "content/gamma.md")
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ text: String, to relative: String) throws {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        /// Page keys and body keys by source path.
        func keys() throws -> (pages: [String: CacheDigest], bodies: [String: CacheDigest]) {
            let options = BuildOptions(contentDirectory: content.path, outputDirectory: root.appendingPathComponent("out").path, quiet: true)
            let folders = SiteFolders(options: options)
            let site = try SitePipeline(options: options, remembers: false).load().site
            let keys = PageKeys(site: site, inputs: PageKeys.inputs(options: options, folders: folders),
                                bodyInputs: PageKeys.bodyInputs(options: options, folders: folders))
            var bodies: [String: CacheDigest] = [:]
            for (page, key) in zip(site.plan.pages, keys.bodies) { bodies[page.sourcePath] = key }
            return (keys.pages, bodies)
        }

        /// The site as loaded now (its plan and renderer).
        func loaded() throws -> LoadedSite {
            let options = BuildOptions(contentDirectory: content.path, outputDirectory: root.appendingPathComponent("out").path, quiet: true)
            return try SitePipeline(options: options, remembers: false).load().site
        }

        /// What rendering the note at `source` looks up in the site's plan as it is now.
        func lookups(of source: String) throws -> SiteLookups {
            let site = try loaded()
            var renderer = site.renderer
            renderer.recordsSiteLookups = true
            let page = try #require(site.plan.pages.first { $0.sourcePath == source })
            return try #require(try renderer.render(page).siteLookups)
        }
    }

    @Test func templatesThemesAndTitlesChangePageKeysButNoBodyKey() throws {
        let site = try KeyedSite()
        let start = try site.keys()
        #expect(start.bodies.count == 3 && Set(start.bodies.values).count == 3)
        try site.write("<footer>two</footer>\n", to: "Templates/footer.mustache")
        let template = try site.keys()
        try site.write("body { color: red }\n", to: "Themes/default/extra.css")
        let theme = try site.keys()
        try site.write("---\ntitle: Beta renamed\n---\nBeta text.\n", to: "content/beta.md")
        let title = try site.keys()
        for (label, keys) in [("template", template), ("theme", theme)] {
            #expect(keys.pages.allSatisfy { start.pages[$0.key] != $0.value }, "\(label): every page key changes")
            #expect(keys.bodies == start.bodies, "\(label): no body key changes")
        }
        #expect(title.bodies["alpha.md"] == start.bodies["alpha.md"] && title.bodies["gamma.md"] == start.bodies["gamma.md"])
        #expect(title.bodies["beta.md"] != start.bodies["beta.md"], "beta's own text changed")
        #expect(title.pages["gamma.md"] != theme.pages["gamma.md"], "a title is in every page key (navigation)")
    }

    @Test func configLinkTargetsAndAssetsChangeBodyKeys() throws {
        let site = try KeyedSite()
        let start = try site.keys()
        try site.write("title: Keys\nurls: pretty\n", to: "folio.yml")
        let config = try site.keys()
        #expect(config.bodies.allSatisfy { start.bodies[$0.key] != $0.value }, "folio.yml is read by every body")
        try site.write("title: Keys\n", to: "folio.yml")
        #expect(try site.keys().bodies == start.bodies)
        // beta's output path moves: its own body key changes; alpha's link to it is rendered differently,
        // which alpha's recorded lookups tell (its body key covers only its own place).
        let alphaLookups = try site.lookups(of: "alpha.md")
        #expect(alphaLookups.hold(in: try site.loaded().plan))
        try site.write("---\ntitle: Beta\nslug: b\n---\nBeta text.\n", to: "content/beta.md")
        let slug = try site.keys()
        #expect(slug.bodies["beta.md"] != start.bodies["beta.md"])
        #expect(slug.bodies["alpha.md"] == start.bodies["alpha.md"] && slug.bodies["gamma.md"] == start.bodies["gamma.md"])
        #expect(!alphaLookups.hold(in: try site.loaded().plan), "alpha's link to beta goes elsewhere")
        try site.write("---\ntitle: Beta\n---\nBeta text.\n", to: "content/beta.md")
        try site.write("PNG", to: "content/pic.png")
        let asset = try site.keys()
        #expect(asset.bodies["gamma.md"] != start.bodies["gamma.md"], "an image's presence changes a body's checks")
    }

    @Test func aNewNoteChangesNoOtherBodyKeyAndBreaksOnlyTheLookupsThatFindIt() throws {
        let site = try KeyedSite()
        let start = try site.keys()
        let alpha = try site.lookups(of: "alpha.md"), gamma = try site.lookups(of: "gamma.md")
        #expect(alpha.targets.map(\.contentPath) == ["beta.md", "delta.md"])
        #expect(alpha.targets.last?.target == .missing)
        // A note nobody links to: every lookup still holds.
        try site.write("---\ntitle: Epsilon\n---\nText.\n", to: "content/epsilon.md")
        let added = try site.keys()
        #expect(added.bodies.filter { $0.key != "epsilon.md" } == start.bodies)
        let plan = try site.loaded().plan
        #expect(alpha.hold(in: plan) && gamma.hold(in: plan))
        // The note alpha's broken link names: alpha's lookups no longer hold, gamma's do.
        try site.write("---\ntitle: Delta\n---\nText.\n", to: "content/delta.md")
        #expect(try site.keys().bodies["alpha.md"] == start.bodies["alpha.md"])
        #expect(!alpha.hold(in: try site.loaded().plan))
        #expect(gamma.hold(in: try site.loaded().plan))
        // beta deleted: alpha's link to it is now broken.
        try FileManager.default.removeItem(at: site.content.appendingPathComponent("beta.md"))
        try FileManager.default.removeItem(at: site.content.appendingPathComponent("delta.md"))
        #expect(!alpha.hold(in: try site.loaded().plan))
    }

    @Test func postURLLookupsAreRecorded() throws {
        let site = try KeyedSite()
        try site.write("---\ntitle: Gamma\n---\nSee [post]({% post_url 2024-01-02-zeta %}).\n", to: "content/gamma.md")
        let before = try site.lookups(of: "gamma.md")
        #expect(before.posts.count == 1 && before.posts.first?.outputPath == nil)
        try site.write("---\ntitle: Zeta\n---\nText.\n", to: "content/_posts/2024-01-02-zeta.md")
        #expect(!before.hold(in: try site.loaded().plan), "the post now exists")
        let after = try site.lookups(of: "gamma.md")
        #expect(after.posts.first?.outputPath != nil)
        #expect(after.hold(in: try site.loaded().plan))
    }
}

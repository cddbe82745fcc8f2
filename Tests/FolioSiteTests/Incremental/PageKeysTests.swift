import Foundation
import Testing
@testable import FolioSite

/// Page keys and body keys: what changes them and what must not.
@Suite struct PageKeysTests {
    /// A site of three notes (one links to another) with a template and a theme file beside it.
    final class KeyedSite {
        let root = SiteFixture.temporaryDirectory()
        var content: URL { root.appendingPathComponent("content") }

        init() throws {
            try write("title: Keys\n", to: "folio.yml")
            try write("<footer>one</footer>\n", to: "Templates/footer.mustache")
            try write("---\ntitle: Alpha\n---\nSee [beta](beta.md).\n", to: "content/alpha.md")
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
        // beta's output path moves: alpha's link to it is rendered differently.
        try site.write("---\ntitle: Beta\nslug: b\n---\nBeta text.\n", to: "content/beta.md")
        let slug = try site.keys()
        #expect(slug.bodies["alpha.md"] != start.bodies["alpha.md"])
        try site.write("---\ntitle: Beta\n---\nBeta text.\n", to: "content/beta.md")
        try site.write("PNG", to: "content/pic.png")
        let asset = try site.keys()
        #expect(asset.bodies["gamma.md"] != start.bodies["gamma.md"], "an image's presence changes a body's checks")
    }
}

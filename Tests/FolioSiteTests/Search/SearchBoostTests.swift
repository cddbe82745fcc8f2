import Foundation
import Testing
@testable import FolioSearch
@testable import FolioSite

/// MkDocs-Material's `search: {boost: N}` (README "Search"): the factors `meta.js` carries for
/// `search.js`'s ranking, the values refused with a warning at their line, and warm builds that
/// follow a changed boost.
@Suite struct SearchBoostTests {
    /// The `"boost"` object of a built site's `meta.js`, as a map from page URL to factor (the
    /// document numbers read through the heads files, which list the pages in document order).
    static func boosts(_ output: URL) throws -> [String: Double] {
        let files = SiteFixture.snapshot(output.appendingPathComponent("_folio/search"))
        let meta = String(decoding: try #require(files["meta.js"]), as: UTF8.self)
        guard let start = meta.range(of: "\"boost\":") else { return [:] }
        let object = meta[start.upperBound...].prefix { $0 != "}" } + "}"
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(object.utf8)) as? [String: Double])
        let heads = files.filter { $0.key.hasPrefix("h/") }
            .sorted { Int($0.key.dropFirst(2).prefix { $0 != "." })! < Int($1.key.dropFirst(2).prefix { $0 != "." })! }
        var urls: [String] = []
        for (_, bytes) in heads {
            let text = String(decoding: bytes, as: UTF8.self)
            let list = text[text.range(of: ",")!.upperBound...].dropLast(3)  // `folioSearch.heads(n,` … `);\n`
            let pages = try #require(try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [[Any]])
            urls += pages.map { $0[0] as! String }
        }
        return Dictionary(uniqueKeysWithValues: try parsed.map { (urls[try #require(Int($0.key))], $0.value) })
    }

    static let notes = [
        "a.md": "---\ntitle: Alpha\n---\n# Alpha\n\nQuokkaword here.\n",
        "b.md": "---\ntitle: Beta\nsearch:\n  boost: 3\n---\n# Beta\n\nQuokkaword here.\n",
        "c.md": "---\ntitle: Gamma\nsearch: {boost: 0.5}\n---\n# Gamma\n\nQuokkaword here.\n",
        "d.md": "---\ntitle: Delta\nsearch:\n  boost: 1\n---\n# Delta\n\nQuokkaword here.\n",
    ]

    @Test func boostsGoIntoMetaByDocument() throws {
        let site = try BuiltSite(files: Self.notes)
        defer { site.remove() }
        #expect(try Self.boosts(site.output) == ["b.html": 3, "c.html": 0.5])
        #expect(site.warnings.isEmpty, "\(site.warnings)")
    }

    /// No boost anywhere: `meta.js` is as before boosts existed (no key at all).
    @Test func noBoostWritesNoKey() throws {
        let site = try BuiltSite(files: ["a.md": "# Alpha\n\nQuokkaword.\n", "b.md": "---\nsearch: {exclude: false}\n---\n# B\n"])
        defer { site.remove() }
        let meta = String(decoding: SiteFixture.snapshot(site.output.appendingPathComponent("_folio/search"))["meta.js"] ?? Data(), as: UTF8.self)
        #expect(meta.hasPrefix("folioSearch.meta(") && meta.hasSuffix("\"});\n") && !meta.contains("boost"))
    }

    /// A value that is no number above 0 and at most 100 is left out with a warning at its own line and column.
    @Test func unusableBoostsWarnAtTheirLine() throws {
        let site = try BuiltSite(files: [
            "block.md": "---\ntitle: Block\nsearch:\n  exclude: false\n  boost: lots\n---\n# Block\n",
            "flow.md": "---\ntitle: Flow\nsearch: {boost: -2}\n---\n# Flow\n",
            "huge.md": "---\ntitle: Huge\nsearch: {boost: 1e9}\n---\n# Huge\n",
            "hex.md": "---\ntitle: Hex\nsearch: {boost: 0x10}\n---\n# Hex\n",
            "nan.md": "---\ntitle: NaN\nsearch: {boost: nan}\n---\n# NaN\n",
            "fine.md": "---\ntitle: Fine\nsearch: {boost: 2.5}\n---\n# Fine\n",
        ])
        defer { site.remove() }
        let warnings = site.warnings.filter { $0.message.contains("search boost") }
        let positions = Set(warnings.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column)" })
        #expect(positions == ["block.md:5:3", "flow.md:3:10", "huge.md:3:10", "hex.md:3:10", "nan.md:3:10"])
        #expect(warnings.allSatisfy { $0.code == DiagnosticCode.frontMatter && $0.sourceLine?.contains("boost") == true })
        #expect(try Self.boosts(site.output) == ["fine.html": 2.5])
    }

    /// A boost from a folder's `.meta.yml` reaches the notes below it; an unusable one is a warning at the
    /// meta file's line, on no note's.
    @Test func folderDefaultsBoost() throws {
        let site = try BuiltSite(files: [
            "guides/.meta.yml": "search:\n  boost: 2\n",
            "guides/one.md": "# One\n\nQuokkaword.\n",
            "other.md": "# Other\n\nQuokkaword.\n",
            "bad/.meta.yml": "search:\n  boost: many\n",
            "bad/two.md": "# Two\n",
        ])
        defer { site.remove() }
        #expect(try Self.boosts(site.output) == ["guides/one.html": 2])
        #expect(!site.warnings.contains { $0.file.hasSuffix("two.md") })
        let meta = site.warnings.filter { $0.message.contains("search boost") }
        #expect(meta.count == 1 && meta[0].file.hasSuffix("bad/.meta.yml") && meta[0].line == 2 && meta[0].column == 3
                && meta[0].sourceLine == "  boost: many", "\(meta)")
    }

    /// A warm build after only a boost changed writes the `meta.js` a cold build writes.
    @Test func warmBuildFollowsAChangedBoost() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        var files = Self.notes.mapKeys { "content/" + $0 }
        try SiteFixture.write(files, under: root)
        let content = root.appendingPathComponent("content").path, output = root.appendingPathComponent("site")
        var options = BuildOptions(contentDirectory: content, outputDirectory: output.path, quiet: true)
        options.cacheDirectory = root.appendingPathComponent("cache").path
        options.cacheIdentity = "folio test"
        _ = try SiteBuilder(options: options).build()
        files["content/b.md"] = "---\ntitle: Beta\nsearch:\n  boost: 0.25\n---\n# Beta\n\nQuokkaword here.\n"
        try SiteFixture.write(files, under: root)
        _ = try SiteBuilder(options: options).build()
        #expect(try Self.boosts(output) == ["b.html": 0.25, "c.html": 0.5])
        let cold = root.appendingPathComponent("cold")
        _ = try SiteFixture.build(content, into: cold)
        #expect(SiteFixture.snapshot(output.appendingPathComponent("_folio/search"))
                == SiteFixture.snapshot(cold.appendingPathComponent("_folio/search")))
    }

    /// The number spelling in `meta.js`: integers bare, other factors in their shortest form.
    @Test func factorsAreSpelledAsJavaScriptNumbers() {
        #expect(SearchIndexBuilder.boostsObject([(0, 3), (7, 0.5), (12, 1e-5), (40, 100)]) == "{\"0\":3,\"7\":0.5,\"12\":1e-05,\"40\":100}")
        #expect(SearchIndexBuilder.boostsObject([]) == "{}")
    }
}

private extension Dictionary where Key == String {
    func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}

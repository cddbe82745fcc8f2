import Foundation
import Testing
@testable import FolioSite

/// MkDocs-Material's `.meta.yml`: front matter a folder shares with every note below it, merged (lists
/// appended, maps merged, the note's other values first), before folio.yml's `defaults:` fill the rest.
@Suite("Folder meta files")
struct FolderMetaFilesTests {
    static let files: [String: String] = [
        "folio.yml": "title: Site\ndefaults:\n  - values:\n      version: \"9.9\"\n      license: MIT\n",
        ".meta.yml": "version: \"1.0\"\n",
        "top.md": "# Top\n\nAt the top.\n",
        "guides/.meta.yml": "author: Guide Team\ntags: [guide]\nlicense: CC-BY-4.0\nsearch:\n  exclude: true\n",
        "guides/setup.md": "---\ntags: [setup, guide]\n---\n# Setup\n\nText.\n",
        "guides/own.md": "---\nAuthor: Ann Writer\nsearch: {boost: 2}\n---\n# Own\n\nText.\n",
        "guides/deep/.meta.yml": "author: Deep Team\ntags: [deep]\nsearch: {exclude: false}\n",
        "guides/deep/inner.md": "# Inner\n\nText about quokkaword.\n",
        "guidesbook.md": "# Guidesbook\n\nNot under guides/.\n",
    ]

    @Test func notesMergeTheMetaFilesOfTheirFolders() throws {
        let site = try BuiltSite(files: Self.files)
        defer { site.remove() }
        #expect(site.problems.isEmpty, "\(site.problems.map(\.description))")
        let page = site.page, out = site.output
        // The folder's values; its list and the note's appended, a tag written in both once.
        let setup = page("guides/setup.html")
        #expect(setup.contains("Guide Team") && setup.contains("CC-BY-4.0") && setup.contains("1.0"))
        #expect(setup.contains("tags/guide.html") && setup.contains("tags/setup.html"))
        #expect(setup.components(separatedBy: "tags/guide.html").count == 2, "the tag both write, once")
        // The note's own scalar wins, however cased; its map is merged with the folder's.
        #expect(page("guides/own.html").contains("Ann Writer") && !page("guides/own.html").contains("Guide Team"))
        // The deeper folder's scalars win, its lists add to the shallower folder's.
        let inner = page("guides/deep/inner.html")
        #expect(inner.contains("Deep Team") && inner.contains("tags/guide.html") && inner.contains("tags/deep.html"))
        // `search: {exclude: true}` of guides/ merged into its notes' maps: out of the index, but the
        // deeper folder sets it back to false.
        let index = SiteSearchIndexTests.indexText(out)
        #expect(!index.isEmpty)
        for absent in ["guides/setup.html", "guides/own.html"] { #expect(!index.contains(absent), "\(absent)") }
        #expect(index.contains("guides/deep/inner.html") && index.contains("quokkaword"))
        // folio.yml's defaults fill only what neither the note nor a meta file says.
        #expect(page("top.html").contains("1.0") && !page("top.html").contains("9.9"))
        #expect(page("top.html").contains(">MIT<") || page("top.html").contains("licenses/MIT"))
        // A name that only starts like the folder is not in it.
        #expect(!page("guidesbook.html").contains("Guide Team"))
        // Instructions to the build, not files of the site.
        for path in [".meta.yml", "guides/.meta.yml", "guides/deep/.meta.yml"] {
            #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(path).path), "\(path)")
        }
    }

    @Test func aMetaFileThatIsNoMapWarnsAtItsLineAndIsLeftOut() throws {
        let site = try BuiltSite(files: [
            "broken/.meta.yml": "author: Broken Author\ntags: [unclosed\n",
            "broken/a.md": "# A\n\nText.\n",
            "listed/.meta.yml": "- one\n- two\n",
            "listed/b.md": "# B\n\nText.\n",
            "both/.meta.yml": "author: Yml Team\n",
            "both/.meta.yaml": "author: Yaml Team\n",
            "both/c.md": "# C\n\nText.\n",
            "licensed/.meta.yml": "license: Not-A-License\n",
            "licensed/d.md": "# D\n\nText.\n",
        ])
        defer { site.remove() }
        let warnings = site.warnings, out = site.output
        let broken = warnings.first { $0.file.hasSuffix("broken/.meta.yml") }
        // libyaml finds the unclosed list at the end of the file.
        #expect(broken != nil && broken!.line >= 2 && broken!.message.contains("invalid YAML") && broken!.message.contains("left out"),
                "\(warnings.map(\.description))")
        #expect(warnings.contains { $0.file.hasSuffix("listed/.meta.yml") && $0.line == 1 && $0.message.contains("mapping") })
        #expect(warnings.contains { $0.file.hasSuffix("both/.meta.yaml") && $0.message.contains("another meta file") })
        #expect(warnings.contains { $0.file.hasSuffix("licensed/.meta.yml") && $0.message.contains("unknown license 'Not-A-License'") })
        // Said once at the meta file, not at every note; every note is still built.
        #expect(!warnings.contains { $0.file.hasSuffix("d.md") })
        let a = SiteFixture.read(out, "broken/a.html")
        #expect(!a.isEmpty && !a.contains("Broken Author"))
        #expect(SiteFixture.read(out, "both/c.html").contains("Yml Team") && !SiteFixture.read(out, "both/c.html").contains("Yaml Team"))
        #expect(!SiteFixture.read(out, "listed/b.html").isEmpty)
    }

    /// With the build cache, adding, editing and removing a meta file gives the cold build's site.
    @Test func warmBuildsFollowTheMetaFiles() throws {
        let builds = try WarmAndColdBuilds(files: Self.files)
        defer { builds.remove() }
        let meta = builds.content.appendingPathComponent("guides/.meta.yml")
        let inner = builds.content.appendingPathComponent("guides/deep/.meta.yml")
        try builds.build()
        for step in 0..<4 {
            switch step {
            case 0: try Data("author: Other Team\ntags: [other]\n".utf8).write(to: meta)
            case 1: try FileManager.default.removeItem(at: inner)
            case 2: try Data("author: Back Team\n".utf8).write(to: inner)
            default: try FileManager.default.removeItem(at: meta)
            }
            try builds.build()
            #expect(try builds.warmIsCold(), "step \(step)")
        }
        #expect(SiteFixture.read(builds.warm, "guides/deep/inner.html").contains("Back Team"))
        #expect(!SiteFixture.read(builds.warm, "guides/setup.html").contains("Other Team"))
    }

    /// The merge rule itself: lists appended without repeats, maps key by key, the top's other values.
    @Test func mergingKeepsTheTopsValuesAndAddsTheBasesLists() {
        let base: [(key: String, value: FrontMatterValue)] = [
            ("tags", .list([.string("a"), .string("b")])),
            ("extra", .map([("one", .string("1")), ("two", .string("2"))])),
            ("author", .string("Base")),
            ("only", .string("base")),
        ]
        let top: [(key: String, value: FrontMatterValue)] = [
            ("Author", .string("Top")),
            ("TAGS", .list([.string("b"), .string("c")])),
            ("extra", .map([("two", .string("II")), ("three", .string("3"))])),
        ]
        let merged = FrontMatterDefaults.merged(base, over: top)
        #expect(merged.map(\.key) == ["Author", "TAGS", "extra", "only"])
        #expect(merged[0].value == .string("Top"))
        #expect(merged[1].value == .list([.string("a"), .string("b"), .string("c")]))
        #expect(merged[2].value == .map([("two", .string("II")), ("three", .string("3")), ("one", .string("1"))]))
        #expect(merged[3].value == .string("base"))
        // A list over a scalar, or a scalar over a list: the top's.
        #expect(FrontMatterDefaults.merged([("k", .string("x"))], over: [("k", .list([.string("y")]))])[0].value == .list([.string("y")]))
        #expect(FrontMatterDefaults.merged([("k", .list([.string("y")]))], over: [("k", .null)])[0].value == .null)
    }
}

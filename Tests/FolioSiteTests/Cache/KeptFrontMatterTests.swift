import Mermaid
import Testing
@testable import FolioSite

/// A kept summary's front matter stays as bytes until asked for (``KeptFrontMatter``): it must answer
/// every question as the parsed front matter did, be checked as strictly as the eager decoding was,
/// and be written back byte for byte.
@Suite("Kept front matter")
struct KeptFrontMatterTests {
    private static let yamls = [
        "title: T", "Slug: custom\npermalink: /x/", "WEIGHT: 3\nnav_order: 1", "sidebar_position: 2\nLinkTitle: Short\nsidebar_label: Side\nimages: [x.png]", "aliases: [old.html, older.html]",
        "Alias: old.html", "slugs: no\nweights: no", "search: false\nslug: s", "\u{212A}ey: kelvin\nslug: k",
        "title: Été\nauthors:\n  - name: Zoë\n    links: [a, b]\n  - ~\ntags: [x, y]", "title: [unclosed", "a: 1\na: 2",
    ]

    private func summary(_ yaml: String) -> PageSummary {
        let (matter, _) = FrontMatterParser.split("---\n" + yaml + "\n---\nbody\n")
        return PageSummary(sourcePath: "a/b.md", outputPath: "a/b.html", frontMatter: matter, title: "B", baseTitle: "B",
                           firstH1: nil, firstH2: nil, summary: "First.", date: nil, created: nil, updated: nil,
                           authors: [], version: nil, copyright: nil, licenses: [], tags: [], categories: [],
                           diagramCount: 0, diagnostics: [])
    }

    @Test func aKeptFrontMatterAnswersAsTheParsedOne() throws {
        let names = ["slug", "permalink", "weight", "nav_order", "sidebar_position", "linktitle", "sidebar_label", "image", "images",
                     "aliases", "alias", "search", "title", "key", "authors"]
        for yaml in Self.yamls {
            let page = summary(yaml)
            let (back, _) = try roundTripThroughTheCache(page)
            #expect(back.keptFrontMatter != nil, "\(yaml)")
            #expect(back.planKeys == page.planKeys, "\(yaml)")
            let a = back.frontMatter, b = page.frontMatter
            #expect(a.entries.map(\.key) == b.entries.map(\.key) && a.entries.map(\.value) == b.entries.map(\.value), "\(yaml)")
            #expect(a.keyLines == b.keyLines && a.error == b.error && a.warnings == b.warnings && a.lineCount == b.lineCount, "\(yaml)")
            for name in names {
                #expect(back.frontMatterValue(name) == page.frontMatterValue(name), "\(yaml) / \(name)")
                #expect(back.frontMatterValue(name, "weight") == page.frontMatterValue(name, "weight"), "\(yaml) / \(name)")
            }
        }
    }

    /// A kept summary written back copies its front matter's bytes: the same file as the parsed one made.
    @Test func aKeptSummaryIsWrittenBackByteForByte() throws {
        for yaml in Self.yamls {
            let (back, bytes) = try roundTripThroughTheCache(summary(yaml))
            #expect(try roundTripThroughTheCache(back).bytes == bytes, "\(yaml)")
            // Setting the front matter replaces the kept bytes.
            var changed = back
            changed.frontMatter = FrontMatter(entries: [(key: "slug", value: .string("new"))])
            #expect(changed.keptFrontMatter == nil && changed.planKeys == .slug)
            #expect(try roundTripThroughTheCache(changed).back.frontMatterValue("slug")?.text == "new")
        }
    }

    /// The bytes are taken whole (the cache file's digest refuses a damaged file, see
    /// `BuildCacheTests`): bytes that do not decode anyway give the page a front matter error, never a
    /// crash or a half-read tree.
    @Test func undecodableBytesGiveAFrontMatterError() throws {
        func kept(_ tree: (inout CacheByteWriter) -> Void, planKeys: PlanKeys = []) throws -> KeptFrontMatter {
            var out = CacheByteWriter()
            out.u32(planKeys.rawValue)
            out.lengthPrefixed(kept: nil, tree)
            var reader = CacheByteReader(bytes: out.bytes[...])
            let matter = try reader.keptFrontMatter()
            #expect(reader.isAtEnd)
            return matter
        }
        let valid = try kept({ $0.frontMatter(FrontMatter(entries: [(key: "weight", value: .list([.string("3"), .null]))], lineCount: 3)) },
                             planKeys: .weight)
        #expect(valid.planKeys == .weight && valid.decoded.error == nil && valid.decoded.lineCount == 3)
        let damaged: [(String, (inout CacheByteWriter) -> Void)] = [
            ("invalid UTF-8", { $0.u32(1); $0.u32(2); $0.bytes += [0xC3, 0x28]; $0.bytes.append(3); $0.u32(0); $0.bool(false); $0.u32(0); $0.int(0) }),
            ("unknown value kind", { $0.u32(1); $0.string("k"); $0.bytes.append(9); $0.u32(0); $0.bool(false); $0.u32(0); $0.int(0) }),
            ("too deep", {
                $0.u32(1); $0.string("k")
                for _ in 0..<200 { $0.bytes.append(1); $0.u32(1) }
                $0.bytes.append(3)
                $0.u32(0); $0.bool(false); $0.u32(0); $0.int(0)
            }),
            ("bad flag", { $0.u32(0); $0.u32(0); $0.bytes.append(7); $0.u32(0); $0.int(0) }),
            ("bytes left over", { $0.frontMatter(FrontMatter()); $0.bytes.append(0) }),
            ("cut short", { $0.u32(3) }),
        ]
        for (name, tree) in damaged {
            let matter = try kept(tree).decoded
            #expect(matter.entries.isEmpty && matter.error?.message.contains("could not be read") == true, "\(name)")
        }
        // A block longer than what is left refuses the cache when read.
        var out = CacheByteWriter()
        out.bytes.append(0)
        out.u32(1_000)
        var reader = CacheByteReader(bytes: out.bytes[...])
        #expect(throws: CacheFileRefusal.self) { try reader.keptFrontMatter() }
    }
}

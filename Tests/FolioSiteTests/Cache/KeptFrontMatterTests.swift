import Mermaid
import Testing
@testable import FolioSite

/// A kept summary's front matter stays as bytes until asked for (``KeptFrontMatter``): it must answer
/// every question as the parsed front matter did, be checked as strictly as the eager decoding was,
/// and be written back byte for byte.
@Suite("Kept front matter")
struct KeptFrontMatterTests {
    private static let yamls = [
        "title: T", "Slug: custom\npermalink: /x/", "WEIGHT: 3\nnav_order: 1", "aliases: [old.html, older.html]",
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
        let names = ["slug", "permalink", "weight", "nav_order", "aliases", "alias", "search", "title", "key", "authors"]
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

    /// The bytes are checked when read, as the eager decoding checked them: a damaged front matter
    /// refuses the cache there, never later when a page asks for it.
    @Test func damagedFrontMatterIsRefusedWhenRead() throws {
        func kept(_ tree: (inout CacheByteWriter) -> Void, length: Int? = nil) -> [UInt8] {
            var inner = CacheByteWriter()
            tree(&inner)
            var outer = CacheByteWriter()
            outer.u32(UInt32(length ?? inner.bytes.count))
            outer.bytes += inner.bytes
            return outer.bytes
        }
        func reads(_ bytes: [UInt8]) -> Bool {
            var reader = CacheByteReader(bytes: bytes[...])
            return (try? reader.keptFrontMatter()) != nil
        }
        let valid = kept { $0.frontMatter(FrontMatter(entries: [(key: "weight", value: .list([.string("3"), .null]))], lineCount: 3)) }
        #expect(reads(valid))
        var reader = CacheByteReader(bytes: valid[...])
        #expect(try reader.keptFrontMatter().planKeys == .weight)
        // A string that is not UTF-8.
        let invalidUTF8 = kept { $0.u32(1); $0.u32(2); $0.bytes += [0xC3, 0x28]; $0.bytes.append(3); $0.u32(0); $0.bool(false); $0.u32(0); $0.int(0) }
        #expect(!reads(invalidUTF8))
        // An unknown value kind.
        let badKind = kept { $0.u32(1); $0.string("k"); $0.bytes.append(9); $0.u32(0); $0.bool(false); $0.u32(0); $0.int(0) }
        #expect(!reads(badKind))
        // Nested past the limit.
        let deep = kept {
            $0.u32(1); $0.string("k")
            for _ in 0..<200 { $0.bytes.append(1); $0.u32(1) }
            $0.bytes.append(3)
            $0.u32(0); $0.bool(false); $0.u32(0); $0.int(0)
        }
        #expect(!reads(deep))
        // A bad flag, bytes left over, and a length past the end.
        let badFlag = kept { $0.u32(0); $0.u32(0); $0.bytes.append(7); $0.u32(0); $0.int(0) }
        #expect(!reads(badFlag))
        let leftOver = kept { $0.frontMatter(FrontMatter()); $0.bytes.append(0) }
        #expect(!reads(leftOver))
        #expect(!reads(kept({ $0.frontMatter(FrontMatter()) }, length: 1_000)))
    }
}

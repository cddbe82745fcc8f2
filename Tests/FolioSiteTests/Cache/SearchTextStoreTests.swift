import FolioSearch
import Foundation
import Testing
@testable import FolioSite

/// The build cache's search entries (``SearchTextStore``): appended, read back by reference and checked,
/// rewritten when dead entries outweigh live ones; a damaged store costs one full build, never a wrong index.
@Suite struct SearchTextStoreTests {
    /// A page's entry whose sections hold `texts`, its words counted.
    static func entry(_ texts: [String], title: String = "A page") -> SearchEntry {
        let document = SearchDocument(url: "a/page.html", title: title, tags: ["tag"],
                                      sections: texts.enumerated().map { .init(id: "s\($0.offset)", heading: "Part \($0.offset)", text: $0.element) })
        var tokenizer = SearchTokenizer()
        return SearchEntry(document: document, terms: PageTerms(document, tokenizer: &tokenizer))
    }

    /// The section texts of the entry `store` holds at `reference`.
    static func texts(_ store: SearchTextStore, _ reference: SearchTextStore.Reference) -> [String]? {
        store.entry(reference)?.document.sections.map(\.text)
    }

    @Test func anEntryComesBackWhole() throws {
        let folder = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = SearchTextStore(directory: folder)
        let written = Self.entry(["intro to caching", "café ☕ and more"], title: "Caching")
        let reference = try store.save(kept: [], added: [written]).added[0]
        let read = try #require(store.entry(reference))
        #expect(read.document == written.document && read.terms == written.terms)
        #expect(read.storedText == reference && !read.isStored)
        // What the page cache keeps in its place: the size and where, nothing else.
        let kept = SearchEntry(storedAt: reference, textBytes: written.document.textBytes, key: .zero)
        #expect(kept.isStored && kept.terms.count == 0 && kept.document.sections.isEmpty)
        #expect(kept.document.textBytes == written.document.textBytes)
    }

    @Test func entriesAreSizedWithoutEncodingThem() {
        // The store decides between appending and rewriting from these sizes, before encoding anything.
        for entry in [Self.entry([]), Self.entry(["intro"]), Self.entry(["café ☕ naïve", String(repeating: "word ", count: 300)], title: "Ünïcode")] {
            #expect(SearchTextStore.encodedSize(entry) == SearchTextStore.encode(entry).count)
        }
    }

    @Test func textsAreAppendedReadBackAndCheckedByDigest() throws {
        let folder = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = SearchTextStore(directory: folder)
        let first = try store.save(kept: [], added: [Self.entry(["intro", "café ☕"]), Self.entry([])])
        #expect(Self.texts(store, first.added[0]) == ["intro", "café ☕"] && Self.texts(store, first.added[1]) == [])
        // A second build keeps the first entry and adds one: appended, the first reference unchanged.
        let second = try store.save(kept: [first.added[0]], added: [Self.entry(["second page"])])
        #expect(second.kept == [first.added[0]] && second.added[0].offset > first.added[1].offset)
        #expect(Self.texts(store, second.added[0]) == ["second page"])
        // Other bytes at the place a reference names are refused.
        var wrong = second.added[0]
        wrong.digest = CacheDigest(high: 1, low: 2)
        #expect(store.entry(wrong) == nil)
        var beyond = second.added[0]
        beyond.offset += 1_000
        #expect(store.entry(beyond) == nil)
    }

    @Test func deadTextIsDroppedByRewritingTheFile() throws {
        let folder = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = SearchTextStore(directory: folder)
        store.slackBytes = 0
        let page = String(repeating: "text ", count: 200)
        var live = try store.save(kept: [], added: [Self.entry([page]), Self.entry([page])]).added
        for round in 0..<6 {
            // One page rendered again each round: its old entry becomes dead.
            let saved = try store.save(kept: [live[0]], added: [Self.entry([page + String(round)])])
            live = [saved.kept[0]!, saved.added[0]]
            let first = Self.texts(store, live[0]), second = Self.texts(store, live[1])
            #expect(first == [page] && second == [page + String(round)])
        }
        let size = try FileManager.default.attributesOfItem(atPath: store.path)[.size] as? Int ?? 0
        let liveBytes = live.reduce(0) { $0 + Int($1.length) }
        #expect(size <= 2 * liveBytes + 64, "dead entries are dropped: \(size) bytes")
    }

    @Test(arguments: ["flip", "truncate", "delete"])
    func aDamagedStoreCostsOneFullBuildNeverAWrongIndex(_ damage: String) throws {
        let site = try BuildCacheSite(seed: 41, notes: 8)
        let options = site.options(output: site.warmOutput, cached: true)
        _ = try SiteBuilder(options: options).build()
        let file = site.cache.appendingPathComponent(SearchTextStore.fileName)
        var bytes = [UInt8](try Data(contentsOf: file))
        switch damage {
        case "flip": for index in stride(from: 40, to: bytes.count, by: 97) { bytes[index] ^= 0x20 }
        case "truncate": bytes = Array(bytes.prefix(30))
        default: bytes = []
        }
        if damage == "delete" { try FileManager.default.removeItem(at: file) } else { try Data(bytes).write(to: file) }
        // An edit makes a block be built again, which needs the texts of its other pages.
        try site.write(try site.read("content/" + site.notes[2]) + "\nA change.\n", to: "content/" + site.notes[2])
        let warm = try SiteBuilder(options: options).build()
        #expect(warm.cacheWarnings.count == 1 && warm.cacheWarnings[0].contains("search text"), "\(warm.cacheWarnings)")
        let cold = site.root.appendingPathComponent("cold")
        _ = try SiteBuilder(options: site.options(output: cold, cached: false)).build()
        #expect(BuildCacheSite.files(site.warmOutput) == BuildCacheSite.files(cold))
        let again = try SiteBuilder(options: options).build()
        #expect(again.cacheWarnings.isEmpty && again.reusedPages == again.pages)
    }
}

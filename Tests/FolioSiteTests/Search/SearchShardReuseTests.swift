import Foundation
import Testing
@testable import FolioSite

/// A cached build patches the search index's term shards from the last build (``SearchShardReuse``,
/// `search.cache`) and still writes exactly the cold build's site, whatever changed; a damaged,
/// foreign or misleading search cache, or a changed shard in the live site, is never used.
@Suite struct SearchShardReuseTests {
    /// 80 notes of 250 words from a vocabulary of 4,000: postings enough for several 48 KB term shards.
    final class Site {
        let root = SiteFixture.temporaryDirectory()
        var content: URL { root.appendingPathComponent("content") }
        var output: URL { root.appendingPathComponent("site") }
        var cache: URL { root.appendingPathComponent(".folio-cache") }

        init(hidden: Int? = nil) throws {
            try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
            for number in 0..<80 {
                var words: [String] = []
                for position in 0..<250 { words.append(Self.word((number * 7_919 + position * 104_729) % 4_000)) }
                let search = number == hidden ? "search: false\n" : ""
                try write("---\ntitle: Note \(number) \(Self.word(number))\n\(search)---\n\n# Note \(number)\n\n"
                          + words.joined(separator: " ") + "\n\n## Part\n\nqueues and coordinators\n", note: number)
            }
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        /// A made-up word for `number` (lowercase letters: stemmed like English words).
        static func word(_ number: Int) -> String {
            let letters = Array("bcdfghklmnprstvz")
            var rest = number, word = "qa"
            repeat {
                word.append(letters[rest % 16])
                word.append("aeiou".map { $0 }[rest % 5])
                rest /= 16
            } while rest > 0
            return word
        }

        func note(_ number: Int) -> URL { content.appendingPathComponent(String(format: "note-%02d.md", number)) }
        func write(_ text: String, note number: Int) throws { try Data(text.utf8).write(to: note(number)) }
        func read(_ number: Int) throws -> String { try String(contentsOf: note(number), encoding: .utf8) }

        func options(cached: Bool, output: URL? = nil) -> BuildOptions {
            var options = BuildOptions(contentDirectory: content.path, outputDirectory: (output ?? self.output).path, quiet: true)
            if cached {
                options.cacheDirectory = cache.path
                options.cacheIdentity = "folio test"
            }
            return options
        }

        func warm() throws -> BuildReport { try SiteBuilder(options: options(cached: true)).build() }

        /// The cold build's files are the warm build's.
        func expectCold(_ comment: String) throws {
            let cold = root.appendingPathComponent("cold")
            try? FileManager.default.removeItem(at: cold)
            _ = try SiteBuilder(options: options(cached: false, output: cold)).build()
            let warmFiles = BuildCacheSite.files(output), coldFiles = BuildCacheSite.files(cold)
            #expect(warmFiles.keys.sorted() == coldFiles.keys.sorted(), "\(comment)")
            let differing = coldFiles.keys.sorted().filter { warmFiles[$0] != coldFiles[$0] }
            #expect(differing.isEmpty, "\(comment): \(differing.prefix(5))")
        }

        var shards: Int {
            ((try? FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("_folio/search/t").path)) ?? []).count
        }
    }

    @Test(arguments: ["edit", "new words", "retitle", "add", "delete", "rename", "search false", "search true"])
    func theWarmIndexIsTheColdIndex(_ change: String) throws {
        let site = try Site(hidden: change == "search true" ? 5 : nil)
        _ = try site.warm()
        #expect(site.shards >= 3, "the fixture must fill several term shards: \(site.shards)")
        switch change {
        case "edit": try site.write(try site.read(40) + "\nOne more line about queues.\n", note: 40)
        // Stems leave the page (other pages keep them) and stems new to the site come.
        case "new words": try site.write(try site.read(41).replacingOccurrences(of: "queues and coordinators", with: "zyzzyva quokkas"), note: 41)
        case "retitle": try site.write(try site.read(42).replacingOccurrences(of: "title: Note", with: "title: Queues of"), note: 42)
        case "add": try Data("---\ntitle: Added\n---\n\nA new note on zyzzyva.\n".utf8).write(to: site.content.appendingPathComponent("note-40a.md"))
        case "delete": try FileManager.default.removeItem(at: site.note(43))
        case "rename": try FileManager.default.moveItem(at: site.note(44), to: site.content.appendingPathComponent("renamed-44.md"))
        case "search false": try site.write(try site.read(5).replacingOccurrences(of: "---\n\n", with: "search: false\n---\n\n"), note: 5)
        default: try site.write(try site.read(5).replacingOccurrences(of: "search: false\n", with: ""), note: 5)
        }
        let second = try site.warm()
        // (A new title changes every page's key, like adding, deleting or renaming a note: the index is then built anew.)
        if ["edit", "new words"].contains(change) {
            #expect(second.reusedSearchShards > 0, "the shards were patched, the unchanged ones linked")
            #expect(second.reusedSearchShards < site.shards, "the changed page's shards were built again")
        }
        try site.expectCold("\(change)")
        // The cache the build left (patched, or built from every page) patches the next edit.
        try site.write(try site.read(60) + "\nAnd one line more.\n", note: 60)
        let third = try site.warm()
        #expect(third.reusedSearchShards > 0)
        try site.expectCold("\(change), then an edit")
    }

    /// Nothing changed: every shard is linked, and the site is the same.
    @Test func nothingChangedLinksEveryShard() throws {
        let site = try Site()
        _ = try site.warm()
        let second = try site.warm()
        #expect(second.reusedSearchShards == site.shards)
        try site.expectCold("nothing changed")
    }

    @Test(arguments: ["flip", "truncate", "garbage", "foreign", "other build", "wrong counts", "wrong keys", "tampered shard", "missing shard"])
    func aBadSearchCacheOrShardIsNeverUsed(_ damage: String) throws {
        let site = try Site()
        _ = try site.warm()
        let file = URL(fileURLWithPath: SearchTermsCache.path(in: site.cache))
        var bytes = [UInt8](try Data(contentsOf: file))
        let owner = PageCache.Owner(identity: "folio test", content: site.content.standardizedFileURL.path,
                                    output: site.output.standardizedFileURL.path)
        let shardFolder = site.output.appendingPathComponent("_folio/search/t")
        switch damage {
        case "flip": bytes[bytes.count / 2] ^= 0x04
        case "truncate": bytes = Array(bytes.prefix(bytes.count - 40))
        case "garbage": bytes = Array("FOLIO-SEARCH-CACHE\nnot really".utf8)
        case "foreign":
            let other = try Site(hidden: 3)
            _ = try other.warm()
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: SearchTermsCache.path(in: other.cache))))
        case "other build":
            let kept = try SearchTermsCache.decode(bytes, owner: owner)
            bytes = kept.encode(owner: PageCache.Owner(identity: "folio other", content: owner.content, output: owner.output))
        case "wrong counts", "wrong keys":
            // Well formed and for this site, but not what the live index holds.
            var kept = try SearchTermsCache.decode(bytes, owner: owner)
            if damage == "wrong counts" {
                for index in kept.terms.stems.indices { kept.terms.stems[index].postings += 1 }
            } else {
                kept.documents = kept.documents.map { CacheDigest(high: $0.high ^ 1, low: $0.low) }
            }
            bytes = kept.encode(owner: owner)
        case "tampered shard", "missing shard":
            for name in try FileManager.default.contentsOfDirectory(atPath: shardFolder.path) {
                let shard = shardFolder.appendingPathComponent(name)
                if damage == "missing shard" { try FileManager.default.removeItem(at: shard); continue }
                var shardBytes = [UInt8](try Data(contentsOf: shard))
                shardBytes[shardBytes.count - 10] = shardBytes[shardBytes.count - 10] == 0x31 ? 0x32 : 0x31
                try FileManager.default.removeItem(at: shard)
                try Data(shardBytes).write(to: shard)
            }
        default: break
        }
        if !damage.contains("shard") { try Data(bytes).write(to: file) }
        try site.write(try site.read(40) + "\nOne more line about queues.\n", note: 40)
        let second = try site.warm()
        #expect(second.reusedSearchShards == 0, "\(damage): nothing is linked from a bad cache")
        try site.expectCold(damage)
        // The build wrote a good cache again.
        try site.write(try site.read(41) + "\nOne more line about coordinators.\n", note: 41)
        #expect(try site.warm().reusedSearchShards > 0)
        try site.expectCold("\(damage), then an edit")
    }
}

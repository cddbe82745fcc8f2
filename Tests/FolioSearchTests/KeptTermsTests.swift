import Testing
@testable import FolioSearch

/// Term shards patched from kept terms (``KeptTerms/patched(_:limit:read:leaders:)``) are the shards built from
/// scratch: same files, same names, same kept terms, whatever the pages' changes do to the stems
/// (new words, words gone, weights moved by titles and headings) and to the shard plan (tiny shard
/// limits make shards split and merge as postings come and go).
@Suite struct KeptTermsTests {
    static let words = ["coordinator", "coordinating", "queue", "queues", "render", "rendering", "Crème", "brûlée",
                        "URLSession", "run", "runs", "alpha", "beta", "gamma", "delta", "zeta", "東京", "x9", "über"]

    static func document(_ index: Int, title: String, text: String, folder: String = "n") -> SearchDocument {
        SearchDocument(url: "\(folder)/\(index).html", title: title, tags: ["t\(index % 3)"],
                       sections: [.init(id: "", heading: "", text: text), .init(id: "s", heading: "Part \(index % 4)", text: "run")])
    }

    static func terms(_ documents: [SearchDocument]) -> [PageTerms] {
        var tokenizer = SearchTokenizer()
        return documents.map { PageTerms($0, tokenizer: &tokenizer) }
    }

    static func index(_ documents: [SearchDocument], limit: Int) -> (files: [SearchIndexBuilder.File], terms: KeptTerms) {
        var builder = SearchIndexBuilder(documents: documents, terms: terms(documents), compress: nil)
        builder.shardLimit = limit
        return builder.indexed()
    }

    @Test(arguments: [(1, 120), (2, 400), (3, 2_000), (4, 48 * 1_024), (5, 60)])
    func patchedShardsAreTheShardsBuiltFromScratch(_ seed: Int, _ limit: Int) throws {
        var generator = SearchIndexBuilderTests.SeededWords(seed: UInt64(seed))
        var serial = 0
        func text(_ count: Int) -> String {
            serial += 1
            // Now and then a word no page had before, so stems appear and disappear.
            return generator.words(from: Self.words, count: count) + (serial % 3 == 0 ? " novel\(serial)" : "")
        }
        var documents = (0..<30).map { Self.document($0, title: "Note " + text(2), text: text(4 + $0 % 9)) }
        var (files, kept) = Self.index(documents, limit: limit)
        var patchedShards = 0, keptShards = 0
        for step in 0..<12 {
            let changed = Set((0...(step % 3)).map { (step * 7 + $0 * 11) % documents.count }).sorted()
            let before = Self.terms(documents)
            for index in changed {
                documents[index] = step % 4 == 3
                    ? Self.document(index, title: documents[index].title, text: documents[index].sections[0].text)  // unchanged
                    : Self.document(index, title: step % 2 == 0 ? "Note " + text(1) : documents[index].title, text: text(step % 5 == 0 ? 1 : 6),
                                    folder: step % 4 == 1 ? "m" : "n")  // a page moved: its URL in the shards' leaders changes
            }
            let after = Self.terms(documents)
            let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.bytes) })
            let current = documents
            let patch = try #require(kept.patched(changed.map { KeptTerms.Change(document: $0, old: before[$0], new: after[$0]) },
                                                  limit: limit, read: { byPath[kept.shards[$0].path] },
                                                  leaders: { Self.leaders($0, current) }))
            let cold = Self.index(documents, limit: limit)
            let coldShards = Array(cold.files.prefix(cold.terms.shards.count))
            let shards = patch.shards.map { shard in
                shard.kept.map { SearchIndexBuilder.File(path: kept.shards[$0].path, bytes: byPath[kept.shards[$0].path]!) } ?? shard.file
            }
            #expect(shards == coldShards, "step \(step)")
            #expect(patch.shards.map(\.key) == cold.terms.shards.map(\.key))
            #expect(patch.terms == cold.terms, "step \(step)")
            var builder = SearchIndexBuilder(documents: documents, terms: after, compress: nil)
            builder.shardLimit = limit
            #expect(builder.files(shards: patch.shards.map { ($0.key, $0.file) }).last == cold.files.last, "meta.js names the same files")
            patchedShards += patch.shards.count { $0.kept == nil }
            keptShards += patch.shards.count { $0.kept != nil }
            (files, kept) = cold
        }
        #expect(patchedShards > 0)
        if limit < 1_000 { #expect(keptShards > 0, "unchanged shards are kept, not built") }
    }

    static func leaders(_ tops: [UInt32], _ documents: [SearchDocument]) -> [UInt8] {
        SearchLeaders.statement(tops: tops) { (documents[$0].url, documents[$0].title) }
    }

    /// Kept terms that do not hold a page's old words (a cache of another index) are refused.
    @Test func keptTermsThatDoNotFitAreRefused() throws {
        let documents = (0..<6).map { Self.document($0, title: "Note \($0)", text: "queue render \($0)") }
        let (files, kept) = Self.index(documents, limit: 200)
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.bytes) })
        let other = Self.terms([Self.document(0, title: "Other", text: "coordinator zeta")])[0]
        let new = Self.terms([Self.document(0, title: "New", text: "gamma")])[0]
        #expect(kept.patched([KeptTerms.Change(document: 0, old: other, new: new)], limit: 200,
                             read: { byPath[kept.shards[$0].path] }, leaders: { Self.leaders($0, documents) }) == nil)
        // A shard file that cannot be read is refused too (the caller then builds from every page).
        let old = Self.terms(documents)[0]
        #expect(kept.patched([KeptTerms.Change(document: 0, old: old, new: new)], limit: 200, read: { _ in nil }, leaders: { Self.leaders($0, documents) }) == nil)
        // The same change with the files at hand patches.
        #expect(kept.patched([KeptTerms.Change(document: 0, old: old, new: new)], limit: 200,
                             read: { byPath[kept.shards[$0].path] }, leaders: { Self.leaders($0, documents) }) != nil)
    }

    @Test func postingCodesDecodeBackToPairs() {
        var js = JavaScriptLiteral()
        let pairs: [UInt32] = [0, 40, 1, 3, 33, 1, 70_000, 65_535, 70_001, 8]
        SearchIndexBuilder.appendPostings(pairs, to: &js)
        #expect(KeptTerms.decode(js.bytes[...]) == pairs)
        #expect(KeptTerms.decode(Array("0".utf8)[...]) == nil, "a document without its weight")
        #expect(KeptTerms.decode(Array("0\"".utf8)[...]) == nil, "not a digit")
        #expect(KeptTerms.decode(Array("0101".utf8)[...]) == nil, "a document twice")
        #expect(KeptTerms.decode(Array("ZZZZZZZZ1".utf8)[...]) == nil, "more than 32 bits")
    }
}

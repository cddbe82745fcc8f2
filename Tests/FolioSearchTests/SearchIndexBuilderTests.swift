import Foundation
import Testing
@testable import FolioSearch

@Suite struct SearchIndexBuilderTests {
    static func document(_ index: Int, _ title: String, _ text: String) -> SearchDocument {
        SearchDocument(url: "notes/\(index).html", title: title, tags: ["tag\(index % 2)"],
                       sections: [.init(id: "", heading: "", text: text),
                                  .init(id: "s\(index)", heading: "Section \(index)", text: "running coordinators")])
    }

    static func build(_ documents: [SearchDocument], limit: Int = 48 * 1_024) -> [SearchIndexBuilder.File] {
        var tokenizer = SearchTokenizer()
        let terms = documents.map { PageTerms($0, tokenizer: &tokenizer) }
        var builder = SearchIndexBuilder(documents: documents, terms: terms, compress: nil)
        builder.shardLimit = limit
        return builder.files()
    }

    /// Postings merged in runs on several cores are the postings merged in one: same stems, same
    /// (document, weight) pairs in the same order, whatever the run boundaries cut.
    @Test(arguments: [2, 3, 7])
    func postingsMergedInRunsAreTheSame(_ runs: Int) {
        let words = ["coordinator", "coordinating", "queue", "queues", "render", "rendering", "Crème", "URLSession", "run", "runs"]
        var generator = SeededWords(seed: UInt64(runs))
        let documents = (0..<50).map { index in
            Self.document(index, "Note \(index) " + generator.words(from: words, count: 3),
                          generator.words(from: words, count: 5 + index % 13))
        }
        var tokenizer = SearchTokenizer()
        let builder = SearchIndexBuilder(documents: documents, terms: documents.map { PageTerms($0, tokenizer: &tokenizer) }, compress: nil)
        let one = builder.mergedPostings(runs: 1), many = builder.mergedPostings(runs: runs)
        #expect(one.stems == many.stems)
        #expect(one.lists == many.lists)
        #expect(one.sizes == many.sizes)
    }

    /// A small deterministic word picker (the test must not depend on a random seed).
    struct SeededWords {
        var state: UInt64
        init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
        mutating func words(from list: [String], count: Int) -> String {
            (0..<count).map { _ in
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                return list[Int(state % UInt64(list.count))]
            }.joined(separator: " ")
        }
    }

    @Test func writesMetaShardsAndBlocksNamedByContent() throws {
        let files = Self.build([Self.document(0, "Alpha </script>", "URLSession tasks"), Self.document(1, "Beta", "runs")])
        let meta = try #require(files.last)
        #expect(meta.path == "meta.js")
        let text = String(decoding: meta.bytes, as: UTF8.self)
        #expect(text.hasPrefix("folioSearch.meta({\"v\":3,\"docs\":2,\"z\":0,"))
        // Shards are named in full; blocks by their page counts and name hashes, in order.
        let texts = files.filter { $0.path.hasPrefix("d/") }
        let heads = files.filter { $0.path.hasPrefix("h/") }
        #expect(texts.count == 1 && heads.count == 1)
        #expect(text.contains("\"sizes\":[2]"))
        // One hash of a block's heads and text names both files.
        let blockHash = ContentHash.hex(heads[0].bytes + texts[0].bytes)
        #expect(text.contains("\"hashes\":\"" + blockHash + "\""))
        #expect(texts[0].path == "d/0.\(blockHash).js" && heads[0].path == "h/0.\(blockHash).js")
        for file in files.dropLast() where !file.path.hasPrefix("d/") && !file.path.hasPrefix("h/") {
            if file.path.hasPrefix("t/") { #expect(text.contains("\"\(file.path)\""), "meta names \(file.path)") }
            #expect(SearchIndexBuilder.nameHash(file.path) == ContentHash.hex(file.bytes))
        }
        // Heads hold what a result list shows; the text file only the sections' texts.
        let headsText = String(decoding: heads[0].bytes, as: UTF8.self)
        #expect(headsText.contains("\"notes/1.html\",\"Beta\",[\"\",\"\",\"s1\",\"Section 1\"]"))
        #expect(!headsText.contains("URLSession"))
        #expect(String(decoding: texts[0].bytes, as: UTF8.self).contains("URLSession tasks"))
        // No note text can close the script element it is loaded by.
        for file in files { #expect(!String(decoding: file.bytes, as: UTF8.self).contains("</")) }
    }

    /// The postings of `term` in a shard's text, decoded.
    static func postings(_ term: String, in shard: String) -> [UInt32]? {
        guard let start = shard.range(of: "\"\(term)\":\"") else { return nil }
        let rest = shard[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return PostingCode.decode(String(rest[..<end]))
    }

    @Test func postingsHoldStemsWithWeightsAndSections() throws {
        let files = Self.build([Self.document(0, "Alpha", "URLSession tasks"), Self.document(1, "Beta", "runs")])
        let shard = String(decoding: try #require(files.first { $0.path.hasPrefix("t/") }).bytes, as: UTF8.self)
        // "running" (doc 0 and 1) and "runs" (doc 1) share the stem "run": (document delta, weight) pairs.
        #expect(Self.postings("run", in: shard) == [0, 1, 1, 2])
        // Title hits outweigh body hits.
        #expect(Self.postings("alpha", in: shard) == [0, UInt32(PageTerms.Weight.title)])
        #expect(Self.postings("urlsess", in: shard) == [0, 1])
    }

    @Test func postingCodeRoundTrips() {
        let values: [UInt32] = [0, 1, 31, 32, 33, 1_023, 1_024, 65_535, 1 << 30 | 5, UInt32.max]
        var js = JavaScriptLiteral()
        for value in values { PostingCode.append(value, to: &js) }
        let code = String(decoding: js.bytes, as: UTF8.self)
        #expect(PostingCode.decode(code) == values)
        #expect(code.utf8.allSatisfy { PostingCode.digits.contains($0) })
        #expect(code.hasPrefix("01"))   // small numbers take one digit
    }

    @Test func bigShardsSplitByLongerPrefixes() {
        let documents = (0..<300).map { Self.document($0, "Page \($0)", "word\($0) sample\($0 % 7) another\($0 % 5)") }
        let files = Self.build(documents, limit: 2_000)
        let shards = files.filter { $0.path.hasPrefix("t/") }
        #expect(shards.count > 3)
        #expect(shards.allSatisfy { $0.bytes.count < 12_000 })
    }

    @Test func sameInputSameBytes() {
        let documents = (0..<50).map { Self.document($0, "Page \($0)", "text \($0)") }
        #expect(Self.build(documents) == Self.build(documents))
    }

    @Test func javaScriptStringsEscapeScriptBreakers() {
        var js = JavaScriptLiteral()
        js.string("a\"b\\c\n</script><!--&\u{2028}x")
        #expect(String(decoding: js.bytes, as: UTF8.self) == "\"a\\\"b\\\\c\\n\\u003c/script\\u003e\\u003c!--\\u0026\\u2028x\"")
    }

    @Test func base64MatchesFoundation() {
        for length in 0..<10 {
            let bytes = (0..<length).map { UInt8(($0 * 37 + 11) & 0xFF) }
            var out: [UInt8] = []
            Base64.encode(bytes, into: &out)
            #expect(String(decoding: out, as: UTF8.self) == Data(bytes).base64EncodedString())
            // Appended after what the output already holds, which stays as it was.
            var after: [UInt8] = Array("js(\"".utf8)
            Base64.encode(bytes, into: &after)
            #expect(String(decoding: after, as: UTF8.self) == "js(\"" + Data(bytes).base64EncodedString())
        }
        // Every length around the six-bytes-a-step loop's ends, and every byte value at every position.
        var state: UInt64 = 5
        for length in Array(10..<40) + [255, 256, 257, 1_000, 4_099] {
            let bytes = (0..<length).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 56)
            }
            var out: [UInt8] = []
            Base64.encode(bytes, into: &out)
            #expect(String(decoding: out, as: UTF8.self) == Data(bytes).base64EncodedString(), "\(length)")
        }
        for value in 0...255 {
            for position in 0..<9 {
                var bytes = [UInt8](repeating: 0xA5, count: 9)
                bytes[position] = UInt8(value)
                var out: [UInt8] = []
                Base64.encode(bytes, into: &out)
                #expect(String(decoding: out, as: UTF8.self) == Data(bytes).base64EncodedString())
            }
        }
    }

    @Test func nameHashIsTheSecondToLastPartOfTheName() {
        let cases = ["h/12.abcdef0123.js", "t/ab.0f0f.js", "d/0.x.js", "a..b.js", "a.b..js", "..a.b", "x.y", ".a.b.", "t/é.ü.js"]
        for path in cases {
            let parts = path.split(separator: ".")
            #expect(SearchIndexBuilder.nameHash(path) == String(parts[parts.count - 2]), "\(path)")
        }
        #expect(SearchIndexBuilder.nameHash("nodot") == "")
        #expect(SearchIndexBuilder.nameHash("") == "")
    }
}

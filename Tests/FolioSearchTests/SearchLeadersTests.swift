import Foundation
import Testing
@testable import FolioSearch

/// Every term shard ends with its stems' best pages (``SearchLeaders``): `search.js` shows a word's
/// first result from them before that page's heads file is loaded, so they must be the right pages
/// with their URLs and titles as the heads spell them.
@Suite struct SearchLeadersTests {
    @Test func theBestPageIsTheHighestWeightThenTheFirst() {
        #expect(SearchLeaders.top(of: [0, 1, 3, 5, 7, 5, 9, 2]) == 3, "the first of two pages with the best weight")
        #expect(SearchLeaders.top(of: [4, 9]) == 4)
        #expect(SearchLeaders.top(of: [2, 1, 6, 1]) == 2)
    }

    @Test func theStatementListsEachPageOnceInOrderEscaped() {
        let heads = ["a.html": "A", "b \"q\".html": "B </script>", "c.html": "Crème"]
        let urls = heads.keys.sorted()
        let bytes = SearchLeaders.statement(tops: [2, 0, 2, 1, 0]) { (urls[$0], heads[urls[$0]]!) }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("folioSearch.leaders({\"0\":[\"a.html\",\"A\"],\"1\":[\"b \\\"q\\\".html\","))
        #expect(!text.contains("</script>"), "a title cannot close the script element")
        #expect(text.hasSuffix("\"2\":[\"c.html\",\"Crème\"]});\n"))
    }

    /// In a built index each stem's shard names its best page (decoded from the shard's own postings),
    /// with that page's URL and title, and names no other page.
    @Test(arguments: [1, 2, 3])
    func shardsNameEveryStemsBestPage(_ seed: Int) throws {
        var generator = SearchIndexBuilderTests.SeededWords(seed: UInt64(seed))
        let words = KeptTermsTests.words
        let documents = (0..<40).map {
            SearchIndexBuilderTests.document($0, "Note \($0) " + generator.words(from: words, count: 2),
                                             generator.words(from: words, count: 3 + $0 % 7))
        }
        let files = SearchIndexBuilderTests.build(documents, limit: 300)
        let shards = files.filter { $0.path.hasPrefix("t/") }
        #expect(shards.count > 3, "small shards, so several")
        for shard in shards {
            let text = String(decoding: shard.bytes, as: UTF8.self)
            let parts = text.components(separatedBy: "});\nfolioSearch.leaders(")
            try #require(parts.count == 2, "\(shard.path) ends with its leaders")
            let termsJSON = String(parts[0].drop { $0 != "{" }) + "}"
            let leadersJSON = String(parts[1].dropLast(3))
            let terms = try #require(try JSONSerialization.jsonObject(with: Data(termsJSON.utf8)) as? [String: String])
            let leaders = try #require(try JSONSerialization.jsonObject(with: Data(leadersJSON.utf8)) as? [String: [String]])
            var expected = Set<String>()
            for (_, code) in terms {
                let pairs = PostingCode.decode(code)
                // Deltas to documents, then the best: highest weight, first page on a tie.
                var document: UInt32 = 0, best: (UInt32, UInt32)?
                for i in stride(from: 0, to: pairs.count, by: 2) {
                    document += pairs[i]
                    if best == nil || pairs[i + 1] > best!.1 { best = (document, pairs[i + 1]) }
                }
                expected.insert(String(try #require(best).0))
            }
            #expect(Set(leaders.keys) == expected, "\(shard.path)")
            for (key, head) in leaders {
                let page = documents[try #require(Int(key))]
                #expect(head == [page.url, page.title])
            }
        }
    }
}

// Why: a text block's plain form is read back by `search.js` with two splits; if a text could hold
// a separator, a snippet or a phrase check would read another section's or page's text.
import Foundation
import Testing
@testable import FolioSearch

@Suite struct SearchTextBlockTests {
    static func document(_ texts: [String]) -> SearchDocument {
        SearchDocument(url: "n.html", title: "T", tags: [],
                       sections: texts.enumerated().map { .init(id: "s\($0.offset)", heading: "H", text: $0.element) })
    }

    /// What `search.js`'s `readTexts` does with the decompressed string.
    static func read(_ bytes: [UInt8]) -> [[String]] {
        #expect(bytes.first == SearchTextBlock.pageSeparator)
        return String(decoding: bytes.dropFirst(), as: UTF8.self)
            .split(separator: "\t", omittingEmptySubsequences: false)
            .map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    }

    @Test func pagesAndSectionsReadBackAsWritten() throws {
        let pages = [["Intro text", "", "Crème brûlée \"quoted\" <b> & \\ \u{2028}"], ["only one"], [""], ["a", "b"]]
        let plain = try #require(SearchTextBlock.plain(pages.map(Self.document)[...]))
        #expect(Self.read(plain) == pages)
        // Nothing is escaped: the texts' bytes are there as they are.
        #expect(String(decoding: plain, as: UTF8.self).contains("\"quoted\" <b> & \\"))
    }

    @Test func aPageWithoutSectionsReadsAsOneEmptyText() throws {
        let plain = try #require(SearchTextBlock.plain([Self.document([]), Self.document(["x"])][...]))
        #expect(Self.read(plain) == [[""], ["x"]])
    }

    @Test(arguments: ["line\nfeed", "a\ttab", "\t", "\n"])
    func aTextHoldingASeparatorIsNotWrittenPlain(_ text: String) {
        #expect(SearchTextBlock.plain([Self.document(["fine"]), Self.document(["ok", text])][...]) == nil)
    }

    /// The builder falls back to JSON for such a block, and writes plain text otherwise.
    @Test func theBuilderWritesJSONWhenPlainCannotHoldTheTexts() throws {
        let identity: @Sendable ([UInt8]) -> [UInt8]? = { $0 }
        func payload(_ texts: [String]) throws -> [UInt8] {
            let documents = [Self.document(texts)]
            var tokenizer = SearchTokenizer()
            let builder = SearchIndexBuilder(documents: documents, terms: documents.map { PageTerms($0, tokenizer: &tokenizer) },
                                             compress: identity)
            let file = try #require(builder.files().first { $0.path.hasPrefix("d/") })
            let quoted = String(decoding: file.bytes, as: UTF8.self).split(separator: "\"")
            let encoded = try #require(quoted.dropLast().last)
            return Array(try #require(Data(base64Encoded: String(encoded))))
        }
        #expect(Self.read(try payload(["one", "two"])) == [["one", "two"]])
        let json = try payload(["one", "two\nlines"])
        #expect(json.first == UInt8(ascii: "["))
        #expect(try JSONSerialization.jsonObject(with: Data(json)) as? [[String]] == [["one", "two\nlines"]])
    }
}

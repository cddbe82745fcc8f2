import Testing
@testable import FolioSearch

@Suite struct SearchTokenizerTests {
    func words(_ text: String) -> [String] {
        var tokenizer = SearchTokenizer()
        return tokenizer.words(in: text)
    }

    @Test func foldsCaseAndDiacritics() {
        #expect(words("Crème BRÛLÉE naïve Ångström") == ["creme", "brulee", "naive", "angstrom"])
    }

    @Test func cutsAtPunctuationAndDropsStopWordsAndSingleLetters() {
        #expect(words("The URLSession's data-task (a retry) is in v2.0") == ["urlsession", "data", "task", "retry", "v2"])
    }

    @Test func ideographsAreWordsOfTheirOwn() {
        #expect(words("東京タワー test") == ["東", "京", "タ", "ワ", "ー", "test"])
    }

    @Test func packedStopWordsMatchTheList() {
        for word in SearchTokenizer.stopWords where word.utf8.count >= 2 {
            #expect(SearchTokenizer.isPackedStopWord(SearchTokenizer.pack(word.utf8)), "\(word)")
        }
        #expect(!SearchTokenizer.isPackedStopWord(SearchTokenizer.pack("tea".utf8)))
        #expect(SearchTokenizer.stopWords.allSatisfy { $0.utf8.count <= 4 })
    }

    @Test func dropsOverlongWords() {
        let long = String(repeating: "x", count: 60)
        #expect(words("keep \(long) this2") == ["keep", "this2"])
    }
}

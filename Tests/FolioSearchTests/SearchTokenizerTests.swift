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

    /// A short ASCII word is read in one load only when an ASCII separator ends it: a letter beyond
    /// ASCII right after it, or the end of the text, leaves it to the byte loop.
    @Test func shortWordsNextToNonASCIIAndAtTheEnd() {
        #expect(words("abcé déf xy") == ["abce", "def", "xy"])
        #expect(words("one two three four five six seven eight nineéé ten") ==
                ["one", "two", "three", "four", "five", "six", "seven", "eight", "nineee", "ten"])
        #expect(words("Stop THE and For it Go 東京x ab") == ["stop", "go", "東", "京", "ab"])
        #expect(words("tail12") == ["tail12"])
        #expect(words("xx yy zz aa bb cc dd ee ff gg hh") == ["xx", "yy", "zz", "aa", "bb", "cc", "dd", "ee", "ff", "gg", "hh"])
    }

    @Test func dropsOverlongWords() {
        let long = String(repeating: "x", count: 60)
        #expect(words("keep \(long) this2") == ["keep", "this2"])
    }
}

/// Holds the tokenizer's ASCII word loop to a plain description of its rules, and the hash it hands
/// over to the one ``WordTable`` computes.
@Suite struct SearchTokenizerASCIITests {
    /// ASCII text cut by the rules, written the slow way.
    static func reference(_ text: String) -> [String] {
        let lowered = String(text.unicodeScalars.map { scalar -> Character in
            let value = scalar.value
            if (65...90).contains(value) { return Character(Unicode.Scalar(value + 32)!) }
            if (97...122).contains(value) || (48...57).contains(value) { return Character(scalar) }
            return " "
        })
        return lowered.split(separator: " ").map(String.init).filter {
            $0.count >= 2 && $0.count <= SearchTokenizer.maximumWordBytes && !SearchTokenizer.stopWords.contains($0)
        }
    }

    struct HashCheck: SearchWordSink {
        var mismatches = 0
        mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) {
            if hash != WordTable.hash(bytes) { mismatches += 1 }
        }
    }

    @Test func asciiWordsFollowTheRules() {
        let alphabet = Array("aZm09 .-_@[`{/:\n\tTHE".unicodeScalars)
        var state: UInt64 = 12_345
        var tokenizer = SearchTokenizer()
        for _ in 0..<1_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 57)
            var text = ""
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.unicodeScalars.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            if state & 1 == 0 { text += String(repeating: "q", count: 40 + Int(state >> 60)) + " to" }
            #expect(tokenizer.words(in: text) == Self.reference(text), "\(text.debugDescription)")
            var check = HashCheck()
            tokenizer.forEachWord(in: text + " Crème brûlée 東京", into: &check)
            #expect(check.mismatches == 0)
        }
    }
}

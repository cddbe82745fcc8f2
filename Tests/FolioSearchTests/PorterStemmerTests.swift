import Testing
@testable import FolioSearch

/// Porter's own examples (1980 paper and his reference vocabulary), whole algorithm.
@Suite struct PorterStemmerTests {
    static let examples: [(String, String)] = [
        ("caresses", "caress"), ("ponies", "poni"), ("ties", "ti"), ("caress", "caress"), ("cats", "cat"),
        ("feed", "feed"), ("agreed", "agre"), ("plastered", "plaster"), ("bled", "bled"), ("motoring", "motor"),
        ("sing", "sing"), ("conflated", "conflat"), ("troubled", "troubl"), ("sized", "size"), ("hopping", "hop"),
        ("tanned", "tan"), ("falling", "fall"), ("hissing", "hiss"), ("fizzed", "fizz"), ("failing", "fail"),
        ("filing", "file"), ("happy", "happi"), ("sky", "sky"), ("relational", "relat"), ("conditional", "condit"),
        ("rational", "ration"), ("generalizations", "gener"), ("oscillators", "oscil"), ("adjustment", "adjust"),
        ("running", "run"), ("runs", "run"), ("coordinates", "coordin"), ("coordinator", "coordin"),
        ("hopeful", "hope"), ("goodness", "good"), ("revival", "reviv"), ("allowance", "allow"),
        ("inference", "infer"), ("airliner", "airlin"), ("adoption", "adopt"), ("controll", "control"),
        ("roll", "roll"), ("effective", "effect"), ("probate", "probat"), ("rate", "rate"), ("cease", "ceas"),
    ]

    @Test(arguments: examples)
    func stems(_ example: (String, String)) {
        #expect(PorterStemmer.stem(example.0) == example.1)
    }

    @Test func leavesShortAndNonLetterWordsAlone() {
        #expect(PorterStemmer.stem("is") == "is")
        #expect(PorterStemmer.stem("ios17") == "ios17")
        #expect(PorterStemmer.stem("café") == "café")
        #expect(PorterStemmer.stem("") == "")
    }

    /// The browser's copy in `Themes/default/search.js` must give the same stems: the browser test
    /// runs it on this list (`Tests/Browser/search_check.py`), so keep the list there in step.
    @Test func browserCopyUsesTheSameSteps() throws {
        let script = try String(contentsOfFile: #filePath.replacingOccurrences(
            of: "Tests/FolioSearchTests/PorterStemmerTests.swift", with: "Themes/default/search.js"), encoding: .utf8)
        for suffix in ["ational", "iveness", "biliti", "icate", "ement"] { #expect(script.contains("\"\(suffix)\"")) }
    }
}

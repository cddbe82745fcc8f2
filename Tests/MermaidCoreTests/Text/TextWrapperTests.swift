import Testing
@testable import MermaidCore

/// Wrapping reads ASCII labels by bytes; cutting words at spaces and after hyphens must give what
/// the `Character` rules give, piece for piece.
@Suite struct TextWrapperTests {
    func randomTexts(seed: UInt64, count: Int) -> [String] {
        var random = SeededRandom(seed: seed)
        let pieces = ["-", "a", "Z", "9", " ", "  ", "\r\n", "--", "x-y", ".", "-b", "4-", "_", "text-align", "\t", "é", "e\u{301}",
                      "-\u{301}", " \u{301}", "🙂"]
        return (0..<count).map { _ in
            (0..<Int(random.next() % 10)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }
    }

    @Test func spacesSplitAsCharactersDo() {
        for text in randomTexts(seed: 21, count: 4_000) {
            #expect(TextMeasurer.spaceSplit(text) == TextMeasurer.spaceSplit(text, byCharacters: true), "\(text)")
        }
    }

    @Test func hyphensCutAsCharactersDo() {
        var random = SeededRandom(seed: 22)
        let texts = randomTexts(seed: 23, count: 4_000)
        for start in stride(from: 0, to: texts.count - 3, by: 3) {
            let words = (start..<start + 3).map { i in
                [TextRun(texts[i], bold: random.next() % 2 == 0), TextRun(texts[(i + 1) % texts.count])]
            }
            let bytes = TextMeasurer.hyphenated(words), characters = TextMeasurer.hyphenated(words, byCharacters: true)
            #expect(bytes.pieces == characters.pieces && bytes.glued == characters.glued, "\(words)")
        }
        let cut = TextMeasurer.hyphenated([[TextRun("text-align")], [TextRun("a--b 9-x")]])
        #expect(cut.pieces.map { $0.map(\.text) } == [["text-"], ["align"], ["a--b 9-"], ["x"]], "no cut between two hyphens")
        #expect(cut.glued == [false, true, false, true])
    }
}

import Foundation
import Testing
@testable import MermaidCore

/// The hand-drawn pass reads inline styles and class lists as bytes; each byte path must answer
/// exactly as the `Character` rule it stands in for.
@Suite struct InlineStyleTests {
    /// Random texts built from the pieces that matter to the rules: separators, spaces, keys, `none`,
    /// `!important`, and a few non-ASCII characters (which take the `Character` path).
    func randomTexts(seed: UInt64, count: Int, ascii: Bool) -> [String] {
        var random = SeededRandom(seed: seed)
        var pieces = [";", ":", " ", "  ", "fill", "stroke", "none", "nonex", "#333", "red", "!important", "!", "\t",
                      "\r\n", "stroke-width", "label", "edgeLabel", "cluster", "relation", "x", "fil l", "::"]
        if !ascii { pieces += ["é", "e\u{301}", "\u{212A}", "none\u{301}", " \u{301}", "ﬁll"] }
        return (0..<count).map { _ in
            (0..<Int(random.next() % 12)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }
    }

    @Test func declaresNoneAnswersAsTheCharacterRule() {
        for ascii in [true, false] {
            for text in randomTexts(seed: ascii ? 1 : 2, count: 3_000, ascii: ascii) {
                #expect(InlineStyle.declaresNone(text, "fill") == InlineStyle.declaresNoneByCharacters(text, "fill"), "\(text)")
                #expect(InlineStyle.declaresNone(text, "stroke") == InlineStyle.declaresNoneByCharacters(text, "stroke"),
                        "\(text)")
            }
        }
        #expect(InlineStyle.declaresNone("fill : n one", "fill"))
        #expect(InlineStyle.declaresNone(":fill:none", "fill"), "leading colons are dropped as empty pieces")
        #expect(!InlineStyle.declaresNone("fill::none", "fill"))
        #expect(!InlineStyle.declaresNone(nil, "fill"))
    }

    @Test func strokeColorAnswersAsTheCharacterRule() {
        for ascii in [true, false] {
            for text in randomTexts(seed: ascii ? 3 : 4, count: 3_000, ascii: ascii) {
                #expect(InlineStyle.strokeColor(in: text) == InlineStyle.strokeColorByCharacters(in: text), "\(text)")
            }
        }
        #expect(InlineStyle.strokeColor(in: "fill:#f9f;stroke: #333 !important;stroke:none") == "#333")
    }

    @Test func hasClassAnswersAsTheCharacterRule() {
        let names = ClassNames(["edgeLabel", "label", "cluster", "relation"])
        for ascii in [true, false] {
            for text in randomTexts(seed: ascii ? 5 : 6, count: 3_000, ascii: ascii) {
                #expect(InlineStyle.hasClass(text, in: names) == InlineStyle.hasClassByCharacters(text, in: names.set), "\(text)")
            }
        }
        #expect(InlineStyle.hasClass("node  cluster ", in: names))
        #expect(!InlineStyle.hasClass("clusters edgeLabels", in: names))
        #expect(!InlineStyle.hasClass(nil, in: names))
    }
}

// Why: remembered style sheet parts are cut where the id prefix goes without Foundation; the cut must
// be Foundation's `components(separatedBy:)`, or a diagram's CSS would lose or gain text.
import Foundation
import Testing
@testable import MermaidCore

@Suite struct StyleSheetMemoTests {
    @Test func piecesAreFoundationsComponents() {
        let s = StyleSheetMemo.standIn
        for text in ["", s, s + s, "#\(s){fill:red}", "a\(s)b\(s)c", "\(s)x\(s)", "é\(s)ü",
                     "\u{1}\u{2}", "\u{1}\u{2}\u{1}\u{2}\u{1}", "no prefix at all"] {
            #expect(StyleSheetMemo.pieces(of: text) == text.components(separatedBy: s), "\(text.debugDescription)")
        }
    }
}

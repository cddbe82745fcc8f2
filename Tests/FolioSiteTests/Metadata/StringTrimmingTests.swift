import Foundation
import Testing
@testable import FolioSite

/// `trimming(_:)` answers "nothing to trim" from the strings' bytes; every answer must be the
/// character walk's (random texts of ASCII, accented and combining characters, with and without
/// characters of the set at either end; a bridged string takes the general way).
@Suite("String trimming")
struct StringTrimmingTests {
    @Test func shortcutAgreesWithTheCharacterWalk() {
        func byCharacters(_ text: String, _ set: String) -> String {
            let characters = Set(set)
            var slice = Substring(text)
            while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
            while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
            return String(slice)
        }
        let pieces = [" ", "  ", "a", "Heading", "é", "e\u{301}", "\u{301}", "-", "x y", "\t", "日本", "\n"]
        let sets = [" ", " -", "\t\n ", "é", "-"]
        var numbers = SeededNumbers(seed: 11)
        for _ in 0..<4_000 {
            let text = (0..<numbers.next(6)).map { _ in pieces[numbers.next(pieces.count)] }.joined()
            let set = sets[numbers.next(sets.count)]
            #expect(text.trimming(set) == byCharacters(text, set), "\(text.debugDescription) \(set.debugDescription)")
        }
        #expect((NSString(string: "  bridged  ") as String).trimming(" ") == "bridged")
        #expect("".trimming(" ") == "")
    }
}

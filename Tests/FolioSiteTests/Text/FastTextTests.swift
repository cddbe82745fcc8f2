import Testing
@testable import FolioSite

@Suite("Byte-level text helpers")
struct FastTextTests {
    /// The word-at-a-time scan must see a non-ASCII byte at every offset and alignment.
    @Test func hasNonASCIIAtEveryOffset() {
        for length in 0..<40 {
            let ascii = String(repeating: "a", count: length)
            #expect(!ascii.hasNonASCII, "length \(length)")
            for position in 0...length {
                var text = ascii
                text.insert("é", at: text.index(text.startIndex, offsetBy: position))
                #expect(text.hasNonASCII, "é at \(position) of \(length + 1)")
            }
        }
        #expect(String(repeating: "x", count: 5_000).appending("ü").hasNonASCII)
        #expect(!String(repeating: "x", count: 5_000).hasNonASCII)
    }

    @Test func firstOffsetFindsEveryOccurrence() {
        let text = "ab{%cd{%"
        #expect(text.utf8FirstOffset(of: "{%") == 2)
        #expect(text.utf8FirstOffset(of: "{%", from: 3) == 6)
        #expect(text.utf8FirstOffset(of: "{%", from: 7) == nil)
        #expect(text.utf8FirstOffset(of: "%c") == 3)
        #expect("{".utf8FirstOffset(of: "{%") == nil)
        #expect("".utf8FirstOffset(of: "x") == nil)
        #expect("abc".utf8FirstOffset(of: "") == 0)
    }
}

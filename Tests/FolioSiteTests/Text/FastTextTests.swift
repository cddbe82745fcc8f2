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

    /// The contiguous scan finds the byte the generic `utf8.lastIndex(of:)` finds, small strings,
    /// long ones, non-ASCII and bridged-looking substrings' bases included.
    @Test func lastIndexAgreesWithTheGenericSearch() {
        let samples = ["", "/", "a/b", "a/b/", "/a", "section-003/note-00304.md", "ünï/cödé/ñame.md",
                       String(repeating: "x/", count: 300) + "tail", "no slash here", "a.b.c", ".hidden"]
        for text in samples {
            for byte in [UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "z")] {
                #expect(text.utf8LastIndex(of: byte) == text.utf8.lastIndex(of: byte), "\(text) \(byte)")
            }
        }
        let sliced = String("prefix/a/b.md".dropFirst(7))
        #expect(sliced.utf8LastIndex(of: UInt8(ascii: "/")).map { String(sliced[$0...]) } == "/b.md")
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

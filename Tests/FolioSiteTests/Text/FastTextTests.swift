import Testing
@testable import FolioSite

@Suite("Byte-level text helpers")
struct FastTextTests {
    /// The word-at-a-time scan must see a non-ASCII byte at every offset and alignment.
    @Test func hasNonASCIIAtEveryOffset() {
        for length in 0..<80 {
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

    @Test func orderAgreesWithSwiftsComparison() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aAbZz09 -_.~/".utf8)
        var words = ["", "a", "ab", "abc", "b", "B", "a b", "ab ", "zz", "long title that shares a prefix", "long title that"]
        for _ in 0..<300 {
            let length = Int.random(in: 0...12, using: &generator)
            words.append(String(decoding: (0..<length).map { _ in alphabet.randomElement(using: &generator)! }, as: UTF8.self))
        }
        for a in words {
            for b in words.prefix(60) {
                let expected = a == b ? 0 : a < b ? -1 : 1
                #expect(String.order(a, b, bothASCII: true).signum() == expected, "\(a) vs \(b)")
            }
        }
        // Not ASCII: Swift's own comparison (canonical equivalence), so "é" composed equals "e" + U+0301.
        #expect(String.order("caf\u{E9}", "cafe\u{301}", bothASCII: false) == 0)
        #expect(String.order("\u{E9}clair", "zebra", bothASCII: false) == ("\u{E9}clair" < "zebra" ? -1 : 1))
    }
}

// Why: `String(characters:)` copies ASCII character runs as bytes and `lfLines` splits on the bytes;
// these hold both to the general code they replace (`String(slice)`, the generic UTF-8 `split`) on
// inputs at their edges: CR LF as one character, combining marks, multi-byte text, empty lines.
import Testing
@testable import MermaidCore

@Suite struct CharacterTextTests {
    static let samples = [
        "", " ", "a", "word", "  CAR ||--o{ DRIVER : allows  ", "\"quoted label\"", "x\r\ny", "\r\n", "a\rb",
        "é", "e\u{301}", "a \u{301}b", "日本 語", "\u{FEFF}flowchart", "tab\tbed", "\n", "a\n\nb\n", "\u{7F}\u{0}",
        String(repeating: "abcdefgh", count: 9), String(repeating: "x", count: 15) + "é",
    ]

    @Test func characterSlicesAgreeWithTheGeneralInit() {
        for s in Self.samples {
            let chars = Array(s)
            for start in 0...chars.count {
                for end in start...chars.count {
                    let slice = chars[start..<end]
                    let fast = String(characters: slice)
                    #expect(fast == String(slice), "\(s.debugDescription) [\(start)..<\(end)]")
                    #expect(Array(fast.utf8) == Array(String(slice).utf8), "\(s.debugDescription) [\(start)..<\(end)]")
                }
            }
            #expect(String(characters: chars) == s)
        }
    }

    @Test func crLfStaysTwoBytes() {
        #expect(Array(String(characters: Array("a\r\nb")[...]).utf8) == [97, 13, 10, 98])
    }

    @Test func lfLinesAgreeWithTheGenericSplit() {
        for s in Self.samples + ["\n\n", "a\n", "\na", "line one\nline two\r\nthree"] {
            let general = s.utf8.split(separator: 10, omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
            #expect(s.lfLines == general, "\(s.debugDescription)")
            #expect(s.containsCarriageReturn == s.utf8.contains(13), "\(s.debugDescription)")
        }
    }
}

@Suite struct LetterQuickTests {
    @Test func isLetterQuickAgreesWithIsLetter() {
        var characters: [Character] = (0..<0x800).compactMap { Unicode.Scalar($0).map(Character.init) }
        characters += ["\r\n", "e\u{301}", "日", "\u{FEFF}", "👍", "Ⅻ", "ß", "Σ", "1\u{301}", " \u{301}", "\u{2028}", "\u{00A0}", "٣"]
        for c in characters {
            #expect(c.isLetterQuick == c.isLetter, "\(c.debugDescription)")
            #expect(c.isNumberQuick == c.isNumber, "\(c.debugDescription)")
            #expect(c.isWhitespaceQuick == c.isWhitespace, "\(c.debugDescription)")
            // One byte exactly when asciiValue is set, except CR LF (asciiValue 10 over two bytes).
            #expect(c.singleByte == (c == "\r\n" ? nil : c.asciiValue), "\(c.debugDescription)")
        }
    }
}

// Why: the byte paths of every parser ask `isPlainASCII` whether a byte is a character; it must say
// no for CR (CR LF is one character) and for anything past ASCII, on strings, substrings and buffers.
import Testing
@testable import MermaidCore

@Suite struct PlainASCIITests {
    @Test func plainASCIIIsASCIIWithoutCR() {
        for (text, plain) in [("", true), ("flowchart LR", true), ("tab\there", true), ("a\nb", true),
                              ("a\r\nb", false), ("a\rb", false), ("é", false), ("e\u{301}", false), ("日本", false)] {
            #expect(text.isPlainASCII == plain, "\(text.debugDescription)")
            #expect(("x" + text + "y").dropFirst().dropLast().isPlainASCII == plain, "\(text.debugDescription)")
            #expect(Array(text.utf8).withUnsafeBufferPointer { $0.isPlainASCII } == plain, "\(text.debugDescription)")
            // Where it says yes, each byte is indeed one character.
            if plain { #expect(text.count == text.utf8.count) }
        }
    }
}

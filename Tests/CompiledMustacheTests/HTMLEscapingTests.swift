import CompiledMustache
import Mustache
import Testing
import TestRandom

@Suite("HTMLEscaping")
struct HTMLEscapingTests {
    static let samples = [
        "", "plain", "a < b && c > d", "\"quoted\" and 'single'", "&amp; stays &amp;amp;",
        "naïve <café> & \"thé\"", "emoji 🚀 <x>", "\"\u{301} combining quote", "'\u{0308}' and <\u{20D2}",
        "\r\n<\r\n>", String(repeating: "<&>", count: 500),
        "Title · Site", "a·<b", "<·>", "\u{0600}<x", "x<\u{301}", "é&", "&é", "\"\u{200D}\"", "'\u{FE0F}",
    ]

    /// Same bytes as swift-mustache's own HTML escaping, appended after what the buffer holds.
    @Test func matchesMustacheEscaping() throws {
        let plain = try MustacheTemplate(string: "{{value}}")
        for sample in HTMLEscapingTests.samples {
            var out = Array("prefix".utf8)
            HTMLEscaping.appendMustacheEscaped(sample, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == "prefix" + plain.render(["value": sample]), "\(sample)")
            #expect(HTMLEscaping.mustacheEscapedCharacters(sample) == plain.render(["value": sample]), "\(sample)")
        }
    }

    /// The byte rule escapes every special byte, graphemes or not.
    @Test func escapesEverySpecialByte() {
        let entities: [Character: String] = ["<": "&lt;", ">": "&gt;", "&": "&amp;", "\"": "&quot;", "'": "&#39;"]
        for sample in HTMLEscapingTests.samples {
            var out = Array("p".utf8)
            HTMLEscaping.appendEscaped(sample, to: &out)
            let expected = sample.unicodeScalars.map { scalar in
                entities[Character(scalar)] ?? String(scalar)
            }.joined()
            #expect(String(decoding: out, as: UTF8.self) == "p" + expected, "\(sample)")
        }
        var out: [UInt8] = []
        HTMLEscaping.appendEscaped("<a href=\"x\">'&'</a>", to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    }

    /// The eight-bytes-a-step search escapes as a byte-by-byte reference does, with and without the
    /// grapheme check, on random byte strings of every length up to 40 (specials next to each other, at
    /// either end, beside non-ASCII bytes, and bytes one below or above a special).
    @Test func wordSearchAgreesWithBytewiseReference() {
        func reference(_ bytes: [UInt8], graphemeSafe: Bool) -> [UInt8]? {
            var out: [UInt8] = []
            for (index, byte) in bytes.enumerated() {
                let entity: String? = switch byte {
                case 38: "&amp;"
                case 60: "&lt;"
                case 62: "&gt;"
                case 34: "&quot;"
                case 39: "&#39;"
                default: nil
                }
                guard let entity else { out.append(byte); continue }
                if graphemeSafe && ((index > 0 && bytes[index - 1] >= 0x80) || (index + 1 < bytes.count && bytes[index + 1] >= 0x80)) {
                    return nil
                }
                out.append(contentsOf: entity.utf8)
            }
            return out
        }
        let alphabet: [UInt8] = [38, 60, 62, 34, 39, 37, 61, 63, 33, 35, 40, 59, 32, 97, 0x80, 0xC3, 0xA9, 0x26 ^ 0x80, 0x3C | 0x80]
        var generator = SeededGenerator(seed: 0x2545_F491_4F6C_DD1D)
        for _ in 0..<6_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            for graphemeSafe in [false, true] {
                var out: [UInt8] = [7]
                let clean = bytes.withUnsafeBufferPointer { HTMLEscaping.append($0, to: &out, graphemeSafe: graphemeSafe) }
                let expected = reference(bytes, graphemeSafe: graphemeSafe)
                #expect(clean == (expected != nil), "\(bytes)")
                if let expected { #expect(out == [7] + expected, "\(bytes)") }
            }
        }
    }
}

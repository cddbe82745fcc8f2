import Testing
@testable import MermaidCore

/// `XMLEscape` works on UTF-8 bytes; the oracle here is the rule written per Unicode scalar,
/// as the writer used to apply it, so the byte version cannot drift from it.
@Suite struct XMLEscapeTests {
    static func oracle(_ s: String, attribute: Bool) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\n" where attribute: out += "&#10;"
            case "\t" where attribute: out += "&#9;"
            case "\t", "\n", "\r": out.unicodeScalars.append(c)
            default: if c.value >= 32 { out.unicodeScalars.append(c) }
            }
        }
        return out
    }

    static let samples = [
        "", "plain", "a&b", "<tag attr=\"v\">", "tab\there\nline\r\nend", "\u{0}\u{1}x\u{1F}\u{7F}",
        "émoji 🎉 & ünïcode > ≥", "&&&", "\"", "ends with <", "trailing\t", String(repeating: "ab<", count: 50),
    ]

    @Test(arguments: samples)
    func bytesMatchTheScalarRule(sample: String) {
        for attribute in [false, true] {
            var bytes: [UInt8] = [UInt8(ascii: "=")]
            XMLEscape.append(sample, to: &bytes, attribute: attribute)
            #expect(String(decoding: bytes, as: UTF8.self) == "=" + Self.oracle(sample, attribute: attribute))
            var text = "="
            XMLEscape.append(sample, to: &text, attribute: attribute)
            #expect(text == "=" + Self.oracle(sample, attribute: attribute))
        }
        #expect(XMLEscape.text(sample) == Self.oracle(sample, attribute: false))
        #expect(XMLEscape.attribute(sample) == Self.oracle(sample, attribute: true))
    }

    @Test func seededStringsMatchTheScalarRule() {
        let alphabet: [Unicode.Scalar] = ["a", "&", "<", ">", "\"", "\n", "\t", "\r", "\u{1}", "é", "🎉", " "]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<300 {
            var s = ""
            for _ in 0..<Int(state % 24) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                s.unicodeScalars.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            #expect(XMLEscape.attribute(s) == Self.oracle(s, attribute: true))
            #expect(XMLEscape.text(s) == Self.oracle(s, attribute: false))
        }
    }
}

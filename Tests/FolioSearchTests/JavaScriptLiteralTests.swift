import Testing
@testable import FolioSearch

/// Holds `JavaScriptLiteral.string`'s eight-bytes-at-a-time skip to the byte-wise rules.
@Suite struct JavaScriptLiteralTests {
    /// The bytes `string(_:)` looks at one by one.
    static func isSpecial(_ byte: UInt8) -> Bool {
        byte < 0x20 || [0x22, 0x26, 0x3C, 0x3E, 0x5C, 0x7F, 0xE2].contains(byte)
    }

    /// The escaping the index promises, written per scalar.
    static func reference(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0..<0x20, 0x7F, 0x3C, 0x3E, 0x26, 0x2028, 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    @Test func chunkTestFindsEveryByteThatNeedsALookAtEveryPosition() {
        for value in 0...255 {
            for position in 0..<8 {
                var bytes = [UInt8](repeating: 0x61, count: 8)
                bytes[position] = UInt8(value)
                let chunk = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                #expect(JavaScriptLiteral.mayNeedEscape(chunk) == Self.isSpecial(UInt8(value)), "byte \(value) at \(position)")
            }
        }
        // Several specials, or none, in one chunk.
        let clean = Array("abcdéfgh".utf8.prefix(8))
        #expect(!JavaScriptLiteral.mayNeedEscape(clean.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }))
    }

    @Test func escapedStringsMatchTheRulesAtEveryOffset() {
        let pieces = ["a", "bc", "xyz12345", " ", "\"", "\\", "\n", "\t", "\u{1}", "\u{7F}", "<", ">", "&", "é", "“",
                      "\u{2028}", "\u{2029}", "\u{2026}", "😀", "</script>", "<!--"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let count = Int(state >> 58)
            for _ in 0..<count {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                // Mostly plain text, so clean chunks and specials at chunk edges both occur.
                let pick = Int(state >> 33) % (pieces.count * 3)
                text += pick < pieces.count ? pieces[pick] : pieces[pick % 3]
            }
            var literal = JavaScriptLiteral()
            literal.string(text)
            #expect(String(decoding: literal.bytes, as: UTF8.self) == Self.reference(text), "\(text.debugDescription)")
        }
    }
}

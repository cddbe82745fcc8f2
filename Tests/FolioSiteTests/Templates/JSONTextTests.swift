import Testing
@testable import FolioSite

@Suite("JSONText")
struct JSONTextTests {
    static let samples = [
        "", "plain", "quote \" backslash \\ slash /", "a\nb\rc\td", "</script> & <b>", "\u{0}\u{1}\u{1f}\u{7f}",
        "line\u{2028}para\u{2029}end", "é ü 🚀 ·", "\u{2027}\u{202A}", "tail \u{e2}",
    ]

    /// Byte for byte what `String.jsonQuoted` gives.
    @Test func matchesJSONQuoted() {
        for sample in JSONTextTests.samples {
            var out: [UInt8] = []
            JSONText.appendQuoted(sample, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == sample.jsonQuoted, "\(sample)")
        }
    }

    @Test func appendsFields() {
        var out: [UInt8] = []
        JSONText.appendField("name", "<x>", to: &out)
        #expect(String(decoding: out, as: UTF8.self) == #","name":"\u003cx\u003e""#)
    }
}

private extension String {
    /// The scalar-by-scalar JSON quoting the site used before ``JSONText``: its oracle.
    var jsonQuoted: String {
        var out = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

import CompiledMustache
import Mustache
import Testing

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
}

import Mustache
import Testing
@testable import FolioSite

@Suite("FastHTMLEscaping")
struct FastHTMLEscapingTests {
    static let samples = [
        "", "plain", "a < b && c > d", "\"quoted\" and 'single'", "&amp; stays &amp;amp;",
        "naïve <café> & \"thé\"", "emoji 🚀 <x>", "\"\u{301} combining quote", "'\u{0308}' and <\u{20D2}",
        "\r\n<\r\n>", String(repeating: "<&>", count: 500),
        "Title · Site", "a·<b", "<·>", "\u{0600}<x", "x<\u{301}", "é&", "&é", "\"\u{200D}\"", "'\u{FE0F}",
    ]

    /// Same bytes as swift-mustache's own HTML escaping, which it replaces.
    @Test func matchesMustacheEscaping() throws {
        let plain = try MustacheTemplate(string: "{{value}}")
        let fast = try MustacheTemplate(string: TemplateSet.fastEscapePragma + "{{value}}")
        for sample in FastHTMLEscapingTests.samples {
            let expected = plain.render(["value": sample])
            #expect(FastHTMLEscaping().escapeText(sample) == expected, "\(sample)")
            #expect(fast.render(["value": sample]) == expected, "pragma line leaves no output: \(sample)")
        }
    }

    /// Appending into a buffer keeps what is already there.
    @Test func appendsIntoABuffer() {
        for sample in FastHTMLEscapingTests.samples {
            var out = Array("prefix".utf8)
            FastHTMLEscaping.appendEscaped(sample, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == "prefix" + FastHTMLEscaping.escapeCharacters(sample), "\(sample)")
            var bytes = Array("p".utf8)
            FastHTMLEscaping.appendByteEscaped(sample, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "p" + sample.htmlEscaped, "\(sample)")
        }
    }

    @Test func escapesTheFiveCharacters() {
        #expect(FastHTMLEscaping().escapeText("<a href=\"x\">'&'</a>") == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    }
}

import Mustache
import Testing
@testable import FolioSite

@Suite("FastHTMLEscaping")
struct FastHTMLEscapingTests {
    static let samples = ["plain", "naïve <café> & \"thé\"", "\"\u{301} combining quote", "Title · Site <&>"]

    /// Same bytes as swift-mustache's own HTML escaping, which it replaces (the escaping
    /// itself is tested in CompiledMustacheTests).
    @Test func matchesMustacheEscaping() throws {
        let plain = try MustacheTemplate(string: "{{value}}")
        let fast = try MustacheTemplate(string: TemplateSet.fastEscapePragma + "{{value}}")
        for sample in FastHTMLEscapingTests.samples {
            let expected = plain.render(["value": sample])
            #expect(FastHTMLEscaping().escapeText(sample) == expected, "\(sample)")
            #expect(fast.render(["value": sample]) == expected, "pragma line leaves no output: \(sample)")
        }
    }

    @Test func escapesTheFiveCharacters() {
        #expect(FastHTMLEscaping().escapeText("<a href=\"x\">'&'</a>") == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    }
}

// Why: style lines and edge labels are read on their bytes when each byte is a character
// (StyleDeclarationText). These tests hold the byte readings to the character-level ones on inputs
// at their edges (marks joined to spaces, CR LF, non-ASCII values, parentheses, stray `;`), and pin
// what a styled docs example reads as.
import Testing
@testable import MermaidFlowchart

@Suite struct StyleDeclarationTextTests {
    static let styleSamples = [
        "", "fill:#f9f,stroke:#333,stroke-width:4px", "fill:#bbf,stroke:#f66,stroke-width:2px,color:#fff,stroke-dasharray: 5 5",
        "  fill : red ; stroke:blue;", "fill:url(a,b;c),stroke:none", "fill:rgb(1, 2, 3)", "x:(;", "x:((;)", "a:b;;;",
        "no colon here", ":novalue", "bad prop:1", "font-size:30px,color:red", "fill:#f9f\t,\tstroke:#333",
        "a:b))c,d:e", ",,,", " ; ", "fill:é", "fill: \u{301}x", "fi\u{301}ll:red", "color:#fff\r\n", "a:b\r", "a:b\n,c:d",
        "stroke-dasharray: 5 5;", "FILL:Red", "f1-2:x", "_x:y", "fill:red !important",
    ]

    /// Every sample reads the same, declarations and warnings, on the bytes and by characters.
    @Test func bytesAndCharactersAgree() {
        for sample in Self.styleSamples {
            var fastWarnings: [String] = []
            var slowWarnings: [String] = []
            let fast = StyleDeclarationText.parse(sample, warnings: &fastWarnings)
            let slow = StyleDeclarationText.parseCharacters(sample, warnings: &slowWarnings)
            #expect(fast == slow, "\(sample.debugDescription)")
            #expect(fastWarnings == slowWarnings, "\(sample.debugDescription)")
        }
    }

    /// mermaid's docs example: seven declarations, the dash array with its space, no warnings.
    @Test func docsExampleReadsAsItsDeclarations() {
        var warnings: [String] = []
        let declarations = StyleDeclarationText.parse("fill:#bbf,stroke:#f66,stroke-width:2px,color:#fff,stroke-dasharray: 5 5;",
                                                      warnings: &warnings)
        #expect(declarations.map(\.property) == ["fill", "stroke", "stroke-width", "color", "stroke-dasharray"])
        #expect(declarations.map(\.value) == ["#bbf", "#f66", "2px", "#fff", "5 5"])
        #expect(warnings.isEmpty)
        var more: [String] = []
        _ = StyleDeclarationText.parse("fill:red,oops,my prop:1", warnings: &more)
        #expect(more == ["style 'oops' has no ':' and is ignored", "style property 'my prop' is not a CSS property and is ignored"])
    }

    /// `trimmingSpaces` on the bytes gives what a character at a time gives, on substrings too.
    @Test func trimmingAgreesWithCharacterTrimming() {
        let samples = Self.styleSamples + [
            " ", "\t\n", "\r\n", " \r\n", "\r\n x \r\n", "x\r", "\rx", " \u{301}a", "a \u{301}", "\u{0600} x ", " x\u{0600}",
            "é ", " é", "日本 ", "\n\nlabel\n", "a", " a", "a ", "\u{00A0}a\u{00A0}", "\r\r", "\n\r\n",
        ]
        for sample in samples {
            let whole = Substring(sample)
            #expect(whole.trimmingSpaces == whole.characterTrimmingSpaces, "\(sample.debugDescription)")
            let inner = Substring("[" + sample + "]").dropFirst().dropLast()
            #expect(inner.trimmingSpaces == inner.characterTrimmingSpaces, "inner \(sample.debugDescription)")
        }
    }
}

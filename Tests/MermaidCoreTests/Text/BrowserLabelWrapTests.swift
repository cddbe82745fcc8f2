// Why: mermaid's flowchart, state and mind map labels are HTML that the browser wraps at 200 px, so a
// label grown to fit must break where the browser does, whatever slack its box gets for other fonts.
import Testing
@testable import MermaidCore

/// `TextMeasurer.wrap(asBrowserLabel: true)`: a browser's line breaking of mermaid's HTML labels.
@Suite struct BrowserLabelWrapTests {
    /// Monospace (DejaVu Sans Mono, no fallback slack) at 10 px: every character is `cell` wide.
    let mono = TextMeasurer(fontFamily: "Monospace", fontSize: 10)
    var cell: Double { mono.naturalWidth(of: "x") }

    func wrapped(_ text: String, columns: Double, measurer: TextMeasurer? = nil) -> String {
        let m = measurer ?? mono
        return m.wrap(TextBlock(plain: text), width: columns * cell, asBrowserLabel: true).plainText
    }

    @Test func breaksAfterAHyphenInsideAWord() {
        // 22 columns: ".mermaid { text-align," (22) would fit only without its trailing space.
        #expect(wrapped(".mermaid { text-align, max-width }", columns: 22) == ".mermaid { text-\nalign, max-width }")
        // Mermaid's own word wrap (the default) knows no hyphen breaks.
        let plain = mono.wrap(TextBlock(plain: ".mermaid { text-align, max-width }"), width: 22 * cell).plainText
        #expect(plain == ".mermaid { text-align,\nmax-width }")
        // Not before a digit, nor at a word's start.
        #expect(wrapped("abcd x-1 -abc", columns: 7) == "abcd\nx-1\n-abc")
    }

    @Test func aLinesTrailingSpaceMustFit() {
        // "Internet for loading " is 21 columns: at 20 the space does not fit, so "loading" moves down.
        #expect(wrapped("Internet for loading external resources", columns: 20) == "Internet for\nloading external\nresources")
        // The last line carries no space.
        #expect(wrapped("aaaa bbbb", columns: 4) == "aaaa\nbbbb")
    }

    @Test func aPieceWiderThanTheLineWidensItInsteadOfBreaking() {
        // "(prefers-color-scheme:" is 22 columns, more than the line, but breaks after its hyphens.
        #expect(wrapped("@media (prefers-color-scheme: dark) { ... }", columns: 20)
                == "@media (prefers-\ncolor-scheme: dark)\n{ ... }")
        // A piece wider than the limit sets the width for every line (a browser's table cell grows).
        #expect(wrapped("mermaid.initialize(...) a b c", columns: 10) == "mermaid.initialize(...)\na b c")
    }

    @Test func linesBreakInTheMeasuredFontNotTheSlack() {
        // The default font is measured with Liberation Sans, with DejaVu Sans's wider widths as slack.
        let sans = TextMeasurer(fontFamily: nil)
        let text = "This is the text in the box"
        #expect(sans.naturalWidth(of: text) < 200 && sans.width(of: text) > 200)
        #expect(sans.wrap(TextBlock(plain: text), width: 200, asBrowserLabel: true).lines.count == 1)
        #expect(sans.wrap(TextBlock(plain: text), width: 200).lines.count == 2)
    }
}

import Testing
@testable import Markup

/// `==marked==` as `<mark>`: flanking like emphasis, nesting, what stays text, and the tree's node.
@Suite("Highlight syntax")
struct MarkSyntaxTests {
    static func html(_ text: String, highlights: Bool = true) -> String {
        MarkdownDocument(parsing: text, options: .init(highlights: highlights)).renderHTML()
    }

    @Test func highlightsAndWhatStaysText() {
        #expect(Self.html("A ==marked== word") == "<p>A <mark>marked</mark> word</p>\n")
        #expect(Self.html("==a *b* **c**==") == "<p><mark>a <em>b</em> <strong>c</strong></mark></p>\n")
        #expect(Self.html("*a ==b== c*") == "<p><em>a <mark>b</mark> c</em></p>\n")
        #expect(Self.html("x==y==z") == "<p>x<mark>y</mark>z</p>\n")
        #expect(Self.html("[==link==](u)") == "<p><a href=\"u\"><mark>link</mark></a></p>\n")
        #expect(Self.html("==one\ntwo==") == "<p><mark>one\ntwo</mark></p>\n", "over a soft break")
        for text in ["a == b", "x = y", "===three===", "`==code==`", "\\==escaped==", "==open", "== spaced ==", "==a\n\nb=="] {
            #expect(!Self.html(text).contains("<mark>"), "\(text)")
        }
        #expect(Self.html("a == b ==c==") == "<p>a == b <mark>c</mark></p>\n")
        #expect(Self.html("==marked==", highlights: false) == "<p>==marked==</p>\n")
        #expect(Self.html("Title\n==\n") == "<h1>Title</h1>\n", "a setext underline is still a heading")
    }

    @Test func aHighlightIsACustomInlineHoldingItsText() {
        let document = MarkdownDocument(parsing: "A ==marked *word*== here", options: .init())
        let marks = document.nodes(of: .customInline)
        #expect(marks.count == 1)
        #expect(marks.first?.plainText == "marked word")
        #expect(marks.first?.range.start == SourceLocation(line: 1, column: 3))
        #expect(marks.first?.range.end == SourceLocation(line: 1, column: 19), "the closing `==` ends it")
    }
}

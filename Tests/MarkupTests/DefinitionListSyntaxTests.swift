import Testing
@testable import Markup

/// Definition lists (`Term` then `:   definition`): terms, definitions, bodies of blocks, loose and lazy
/// lines, lists in a row made one, what stays text, and the tree's nodes.
@Suite("Definition list syntax")
struct DefinitionListSyntaxTests {
    static func html(_ text: String, definitionLists: Bool = true) -> String {
        MarkdownDocument(parsing: text, options: .init(definitionLists: definitionLists)).renderHTML()
    }

    static func lists(in html: String) -> Int {
        var count = 0, rest = Substring(html)
        while let range = rest.firstRange(of: "<dl>") { count += 1; rest = rest[range.upperBound...] }
        return count
    }

    @Test func termsAndDefinitions() {
        #expect(Self.html("Cache\n:   Where builds *keep* things.\n")
            == "<dl>\n<dt>Cache</dt>\n<dd>\n<p>Where builds <em>keep</em> things.</p>\n</dd>\n</dl>\n")
        #expect(Self.html("One\nTwo `x`\n: Both.\n: Again.\n")
            == "<dl>\n<dt>One</dt>\n<dt>Two <code>x</code></dt>\n<dd>\n<p>Both.</p>\n</dd>\n<dd>\n<p>Again.</p>\n</dd>\n</dl>\n",
                "each line a term, each `:` line a definition")
        #expect(Self.html("Term\n\n:   Loose.\n") == "<dl>\n<dt>Term</dt>\n<dd>\n<p>Loose.</p>\n</dd>\n</dl>\n",
                "a blank line between term and definition")
        #expect(Self.html("Term\n: Lazy\ncontinued.\n") == "<dl>\n<dt>Term</dt>\n<dd>\n<p>Lazy\ncontinued.</p>\n</dd>\n</dl>\n")
        #expect(Self.html("Term\n:   Plain\n\n    ```swift\n    let x = 1\n    ```\n\n    - a\n    - b\n")
            == "<dl>\n<dt>Term</dt>\n<dd>\n<p>Plain</p>\n<pre><code class=\"language-swift\">let x = 1\n</code></pre>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n</dd>\n</dl>\n",
                "a body of blocks indented like a list item's")
        #expect(Self.html("Term\n: Two-space body\n\n  second paragraph\n")
            == "<dl>\n<dt>Term</dt>\n<dd>\n<p>Two-space body</p>\n<p>second paragraph</p>\n</dd>\n</dl>\n")
        #expect(Self.html("Term\n:     code\n") == "<dl>\n<dt>Term</dt>\n<dd>\n<pre><code>code\n</code></pre>\n</dd>\n</dl>\n",
                "five blanks after the colon make indented code, as after a list marker")
    }

    @Test func listsInARowAreOneAndOtherBlocksEndThem() {
        #expect(Self.html("A\n: a\n\nB\n: b\n") == "<dl>\n<dt>A</dt>\n<dd>\n<p>a</p>\n</dd>\n<dt>B</dt>\n<dd>\n<p>b</p>\n</dd>\n</dl>\n")
        #expect(Self.html("A\n: a\n\nAfter.\n") == "<dl>\n<dt>A</dt>\n<dd>\n<p>a</p>\n</dd>\n</dl>\n<p>After.</p>\n")
        #expect(Self.lists(in: Self.html("A\n: a\n\n# H\n\nB\n: b\n")) == 2, "a heading between: two lists")
        #expect(Self.html("> Q\n> : in a quote\n") == "<blockquote>\n<dl>\n<dt>Q</dt>\n<dd>\n<p>in a quote</p>\n</dd>\n</dl>\n</blockquote>\n")
    }

    @Test func whatStaysText() {
        for text in [": no term before", "# Heading\n: after a heading", "Time: 10:30", "a\n:b", "```\nT\n: in code\n```",
                     "    T\n    : indented code", "- item\n\n: after a list", "| a |\n|---|\n: row"] {
            #expect(!Self.html(text).contains("<dl>"), "\(text)")
        }
        #expect(Self.html("Term\n: def\n", definitionLists: false) == "<p>Term\n: def</p>\n")
        #expect(Self.html("T\n:::note\nx\n:::\n").contains("<blockquote>"), "admonitions still open after a paragraph")
    }

    @Test func nodesAndPositions() {
        let document = MarkdownDocument(parsing: "Intro.\n\nFirst\nSecond *term*\n:   The body.\n", options: .init())
        let parts = document.nodes(of: .customBlock).compactMap(\.definitionListPart)
        #expect(parts == [.list, .term, .term, .definition])
        let terms = document.nodes(of: .customBlock).filter { $0.definitionListPart == .term }
        #expect(terms.map(\.plainText) == ["First", "Second term"])
        #expect(terms.map(\.range.start.line) == [3, 4])
        let emphasis = document.nodes(of: .emphasis).first
        #expect(emphasis?.range.start.line == 4, "a term's inlines keep their line")
        #expect(document.nodes(of: .paragraph).count == 2, "the terms' paragraph is gone; the intro and the body stay")
    }

    @Test func hostileInputStaysBounded() {
        // Thousands of lists in a row (each merged into the first) and deep nesting parse without recursion.
        let many = String(repeating: "T\n: d\n\n", count: 5000)
        #expect(Self.lists(in: Self.html(many)) == 1)
        let deep = String(repeating: "> ", count: 3000) + "T\n" + String(repeating: "> ", count: 3000) + ": d\n"
        #expect(Self.html(deep).contains("<dt>T</dt>"))
        let colons = String(repeating: "T\n: \n: :\n:\t:\n", count: 2000)
        #expect(Self.html(colons).hasPrefix("<dl>"))
    }
}

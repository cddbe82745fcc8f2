import Testing
@testable import Markup

/// GitHub's math syntax in the cmark-gfm extension (`CCmarkMath`): which dollars make formulas, what
/// their TeX and style are, that Markdown never reads inside them, and that everything else parses
/// as before.
@Suite struct MathSyntaxTests {
    /// Every formula of `markdown`, in order.
    func formulas(_ markdown: String, math: Bool = true) -> [MathFormulaSeen] {
        let document = MarkdownDocument(parsing: markdown, options: MarkdownDocument.Options(math: math))
        return document.nodes(of: .math).compactMap { node in
            node.mathFormula.map { MathFormulaSeen(tex: $0.tex, display: $0.display) }
        }
    }

    struct MathFormulaSeen: Equatable, CustomStringConvertible {
        var tex: String
        var display: Bool
        var description: String { (display ? "$$" : "$") + tex }
    }

    func inline(_ tex: String) -> MathFormulaSeen { MathFormulaSeen(tex: tex, display: false) }
    func display(_ tex: String) -> MathFormulaSeen { MathFormulaSeen(tex: tex, display: true) }

    @Test func inlineAndDisplayFormulas() {
        #expect(formulas("An $x^2$ here.") == [inline("x^2")])
        #expect(formulas("Two $a$ and $b$.") == [inline("a"), inline("b")])
        #expect(formulas("$$\\frac{a}{b}$$") == [display("\\frac{a}{b}")])
        #expect(formulas("$$\nE = mc^2\n$$\n") == [display("E = mc^2")])
        #expect(formulas("text $$ x $$ more") == [display("x")])
        #expect(formulas("GitHub's form $`a \\$ b`$.") == [inline("a \\$ b")])
        #expect(formulas("$` x `$") == [inline("x")])
    }

    @Test func markdownIsNotReadInsideAFormula() throws {
        #expect(formulas("$a*b*c$ and $a_1 + b_1$") == [inline("a*b*c"), inline("a_1 + b_1")])
        #expect(formulas("$\\{x\\}$ and $$a \\\\ b$$") == [inline("\\{x\\}"), display("a \\\\ b")])
        let html = MarkdownDocument(parsing: "$a*b*c$ *em*").renderHTML()
        #expect(html == "<p><code>a*b*c</code> <em>em</em></p>\n")
    }

    @Test func pricesAndEscapesStayText() {
        #expect(formulas("It costs $5 and $10.").isEmpty)
        #expect(formulas("From $20,000 to $30,000.").isEmpty)
        #expect(formulas("A $ sign and $ another").isEmpty)
        #expect(formulas("Escaped \\$x\\$ dollars").isEmpty)
        #expect(formulas("$x $ no").isEmpty)
        #expect(formulas("$$$ and $$$$").isEmpty)
        #expect(formulas("only $$ one").isEmpty)
        #expect(MarkdownDocument(parsing: "It costs $5 and $10.").renderHTML() == "<p>It costs $5 and $10.</p>\n")
        #expect(MarkdownDocument(parsing: "$$$ x").renderHTML() == "<p>$$$ x</p>\n")
    }

    @Test func codeAndRawHTMLKeepTheirDollars() {
        #expect(formulas("`$x$` and <span title=\"$y$\">z</span>").isEmpty)
        #expect(formulas("Costs $5, see `$PATH`.").isEmpty)
        #expect(formulas("```\n$x$\n```\n").isEmpty)
        #expect(formulas("    $x$\n").isEmpty)
        #expect(formulas("[$x$](https://example.org/$y$)") == [inline("x")])
    }

    /// A link opened before a formula keeps its text: the formula ends before the link text does.
    @Test func formulasDoNotLeaveLinkText() {
        let document = MarkdownDocument(parsing: "[costs $5](a) and [$x$](b) and ![p $q](c) $r$")
        #expect(document.nodes(of: .link).count == 2 && document.nodes(of: .image).count == 1)
        #expect(document.nodes(of: .math).compactMap(\.literal) == ["x", "r"])
        #expect(formulas("[see $[0,1]$](u)") == [inline("[0,1]")])
        #expect(formulas("$[0,1]$ and $\\sqrt[3]{x}$") == [inline("[0,1]"), inline("\\sqrt[3]{x}")])
        #expect(formulas("[a $$x](b) y$$") == [])
    }

    @Test func formulasDoNotCrossParagraphs() {
        #expect(formulas("$$\na\n\nb\n$$\n").isEmpty)
        #expect(formulas("$a\n\nb$").isEmpty)
        #expect(formulas("$a\nb$") == [inline("a\nb")])
    }

    @Test func switchedOff() {
        #expect(formulas("$x$ and $$y$$", math: false).isEmpty)
        #expect(MarkdownDocument(parsing: "$a*b*$", options: MarkdownDocument.Options(math: false)).renderHTML()
            == "<p>$a<em>b</em>$</p>\n")
        #expect(!MarkdownDocument(parsing: "no dollars").holdsMath)
        #expect(!MarkdownDocument(parsing: "a $ b").holdsMath, "a dollar before a blank starts no formula")
        #expect(MarkdownDocument(parsing: "a $b").holdsMath)
        #expect(!MarkdownDocument(parsing: "a $x$ b", options: MarkdownDocument.Options(math: false)).holdsMath)
    }

    @Test func kindsAndPositions() throws {
        let document = MarkdownDocument(parsing: "Text `code` and\nmore $x$ and $$y$$\n")
        #expect(document.nodes(of: .code).map(\.literal) == ["code"])
        #expect(document.nodes(of: .math).map(\.literal) == ["x", "y"])
        #expect(document.nodes(of: [.code, .math]).count == 3)
        let formulas = document.nodes(of: .math)
        #expect(formulas.map(\.kind) == [.math, .math])
        #expect(formulas[0].location == SourceLocation(line: 2, column: 6))
        #expect(formulas[1].location == SourceLocation(line: 2, column: 14))
        #expect(document.nodes(of: .code).first?.mathFormula == nil)
        // A formula ends its paragraph's text like code would: the plain text holds its TeX.
        #expect(document.root.plainText == "Text code and more x and y")
    }

    @Test func formulasInTablesAndHeadings() {
        #expect(formulas("| a | b |\n|---|---|\n| $x$ | $y_1$ |\n") == [inline("x"), inline("y_1")])
        #expect(formulas("# The $O(n)$ bound\n") == [inline("O(n)")])
    }
}

import Testing
@testable import MermaidCore

/// Formulas on pages (README "Math"): the MathML Core `MathMLWriter` writes for each construct of the
/// TeX subset, checked element by element, and its escaping.
@Suite struct MathMLWriterTests {
    /// The MathML between `<semantics>` and the annotation.
    func body(_ tex: String) throws -> String {
        let full = MathMLWriter.element(try MathParser.parse(tex), tex: tex, display: false)
        let start = try #require(full.range(of: "<semantics>")).upperBound
        let end = try #require(full.range(of: "<annotation")).lowerBound
        return String(full[start..<end])
    }

    /// Whether every start tag has its end tag, properly nested (void-free MathML).
    static func isBalanced(_ html: String) -> Bool {
        var stack: [Substring] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { return false }
            let tag = rest[rest.index(after: open)..<close]
            if tag.hasPrefix("/") {
                guard stack.popLast() == tag.dropFirst() else { return false }
            } else {
                stack.append(tag.prefix { $0 != " " })
            }
            rest = rest[rest.index(after: close)...]
        }
        return stack.isEmpty
    }

    @Test func displayAndInlineElements() throws {
        let node = try MathParser.parse("x")
        #expect(MathMLWriter.element(node, tex: "x", display: true).hasPrefix("<math display=\"block\"><semantics>"))
        #expect(MathMLWriter.element(node, tex: "x", display: false).hasPrefix("<math><semantics>"))
        #expect(MathMLWriter.element(node, tex: "x<y", display: false)
            .hasSuffix("<annotation encoding=\"application/x-tex\">x&lt;y</annotation></semantics></math>"))
    }

    @Test func identifiersNumbersAndOperators() throws {
        #expect(try body("x+1") == "<mrow><mi>x</mi><mo>+</mo><mn>1</mn></mrow>")
        #expect(try body("3.14") == "<mrow><mn>3.14</mn></mrow>")
        #expect(try body("12x") == "<mrow><mn>12</mn><mi>x</mi></mrow>")
        #expect(try body("a<b") == "<mrow><mi>a</mi><mo>&lt;</mo><mi>b</mi></mrow>")
        #expect(try body("\\Gamma\\alpha") == "<mrow><mi mathvariant=\"normal\">Γ</mi><mi>α</mi></mrow>")
        #expect(try body("\\infty") == "<mi mathvariant=\"normal\">∞</mi>")
        #expect(try body("(x)") == "<mrow><mo stretchy=\"false\">(</mo><mi>x</mi><mo stretchy=\"false\">)</mo></mrow>")
    }

    @Test func functionsAndLimits() throws {
        #expect(try body("\\sin x") == "<mrow><mi>sin</mi><mo rspace=\"0.1667em\">\u{2061}</mo><mi>x</mi></mrow>")
        #expect(try body("\\sin^2 x") == "<mrow><msup><mi>sin</mi><mn>2</mn></msup><mo rspace=\"0.1667em\">\u{2061}</mo><mi>x</mi></mrow>")
        // A thin space after a term before the function; none before a parenthesis or after an operator.
        #expect(try body("a\\sin(x)") == "<mrow><mi>a</mi><mspace width=\"0.1667em\"></mspace><mi>sin</mi><mo>\u{2061}</mo><mo stretchy=\"false\">(</mo><mi>x</mi><mo stretchy=\"false\">)</mo></mrow>")
        #expect(try body("=\\log n") == "<mrow><mo>=</mo><mi>log</mi><mo rspace=\"0.1667em\">\u{2061}</mo><mi>n</mi></mrow>")
        #expect(try body("\\sum_{i=1}^n i")
            == "<mrow><munderover><mo movablelimits=\"true\">∑</mo><mrow><mi>i</mi><mo>=</mo><mn>1</mn></mrow><mi>n</mi></munderover><mi>i</mi></mrow>")
        #expect(try body("\\int_0^1") == "<msubsup><mo>∫</mo><mn>0</mn><mn>1</mn></msubsup>")
        #expect(try body("\\lim_{x}").hasPrefix("<munder><mo movablelimits=\"true\""))
    }

    @Test func fractionsRootsAndScripts() throws {
        #expect(try body("\\frac{a}{b}") == "<mfrac><mi>a</mi><mi>b</mi></mfrac>")
        #expect(try body("{a \\over b+c}") == "<mfrac><mi>a</mi><mrow><mi>b</mi><mo>+</mo><mi>c</mi></mrow></mfrac>")
        #expect(try body("\\sqrt{x}") == "<msqrt><mi>x</mi></msqrt>")
        #expect(try body("\\sqrt[3]{x}") == "<mroot><mi>x</mi><mn>3</mn></mroot>")
        #expect(try body("x_i^2") == "<msubsup><mi>x</mi><mi>i</mi><mn>2</mn></msubsup>")
        #expect(try body("x_{i}") == "<msub><mi>x</mi><mi>i</mi></msub>")
    }

    @Test func textStylesAccentsAndSpaces() throws {
        #expect(try body("\\text{if } x") == "<mrow><mtext>if\u{00A0}</mtext><mi>x</mi></mrow>")
        #expect(try body("\\textbf{a}") == "<mtext style=\"font-weight:bold\">a</mtext>")
        #expect(try body("\\mathbf{v}") == "<mi>𝐯</mi>")
        #expect(try body("\\mathbb{R}") == "<mi mathvariant=\"normal\">ℝ</mi>")
        #expect(try body("\\mathcal{L}") == "<mi mathvariant=\"normal\">ℒ</mi>")
        #expect(try body("\\hat{x}") == "<mover accent=\"true\"><mi>x</mi><mo>^</mo></mover>")
        #expect(try body("a\\,b") == "<mrow><mi>a</mi><mspace width=\"0.1667em\"></mspace><mi>b</mi></mrow>")
        #expect(try body("a\\!b").contains("<mspace width=\"-0.1667em\"></mspace>"))
        #expect(try body("\\overline{z}") == "<mover accent=\"true\"><mi>z</mi><mo stretchy=\"true\">\u{203E}</mo></mover>")
    }

    @Test func delimiters() throws {
        #expect(try body("\\left( x \\right.")
            == "<mrow><mo fence=\"true\" stretchy=\"true\" symmetric=\"true\">(</mo><mi>x</mi></mrow>")
        #expect(try body("\\big(").hasPrefix("<mo fence=\"true\" stretchy=\"true\" symmetric=\"true\" minsize=\"1.2em\" maxsize=\"1.2em\">"))
    }

    @Test func environments() throws {
        let matrix = try body("\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}")
        #expect(matrix.hasPrefix("<mrow><mo fence=\"true\" stretchy=\"true\" symmetric=\"true\">(</mo><mtable><mtr><mtd><mi>a</mi></mtd>"))
        #expect(matrix.components(separatedBy: "<mtr>").count == 3 && matrix.components(separatedBy: "<mtd>").count == 5)
        #expect(matrix.hasSuffix("</mtable><mo fence=\"true\" stretchy=\"true\" symmetric=\"true\">)</mo></mrow>"))
        let aligned = try body("\\begin{aligned} a &= b \\\\ &= c \\end{aligned}")
        #expect(aligned.contains("<mtable displaystyle=\"true\">"))
        #expect(aligned.contains("<mtd columnalign=\"right\" style=\"text-align:-webkit-right;padding-right:0\"><mi>a</mi></mtd>"))
        #expect(aligned.contains("<mtd columnalign=\"left\" style=\"text-align:-webkit-left;padding-left:0\"><mrow></mrow><mo>=</mo><mi>b</mi></mtd>"))
        let cases = try body("\\begin{cases} 1 & x \\\\ 0 \\end{cases}")
        #expect(cases.contains("<mtd columnalign=\"left\" style=\"text-align:-webkit-left\"><mn>0</mn></mtd><mtd columnalign=\"left\" style=\"text-align:-webkit-left\"></mtd>"))
        #expect(try body("\\binom{n}{k}").contains("<mfrac linethickness=\"0\"><mi>n</mi><mi>k</mi></mfrac>"))
        let array = try body("\\begin{array}{r|l} 1 & 2 \\end{array}")
        #expect(array.contains("<mtd columnalign=\"right\" style=\"text-align:-webkit-right\"><mn>1</mn></mtd><mtd columnalign=\"left\" style=\"text-align:-webkit-left\"><mn>2</mn></mtd>"))
    }

    @Test func braces() throws {
        #expect(try body("\\overbrace{a+b}^{n}")
            == "<mover><mover accent=\"true\"><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mo stretchy=\"true\">\u{23DE}</mo></mover><mi>n</mi></mover>")
        #expect(try body("\\underbrace{x}_{k}")
            == "<munder><munder accentunder=\"true\"><mi>x</mi><mo stretchy=\"true\">\u{23DF}</mo></munder><mi>k</mi></munder>")
    }

    @Test func everyConstructIsBalanced() throws {
        for tex in ["\\frac{\\sqrt[n]{x_i^2}}{\\left[\\sum_{k} a_k\\right]}", "\\begin{bmatrix} 1 \\\\ \\binom{a}{b} \\end{bmatrix}",
                    "\\text{a<b&c}", "\\hat{x}\\vec{v}\\overline{AB}", "\\lim_{n\\to\\infty} \\sin^2 x"] {
            #expect(Self.isBalanced(MathMLWriter.element(try MathParser.parse(tex), tex: tex, display: true)), "\(tex)")
        }
        #expect(try body("\\text{a<b&c}") == "<mtext>a&lt;b&amp;c</mtext>")
    }
}

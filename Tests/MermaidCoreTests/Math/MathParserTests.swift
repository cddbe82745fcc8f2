import Testing
@testable import MermaidCore

/// Issue 12, KaTeX in labels: the TeX subset `MathParser` reads, one test per construct, and
/// the inputs it refuses (so the label falls back to the formula's source with a warning).
@Suite struct MathParserTests {
    func parse(_ s: String) throws -> MathNode { try MathParser.parse(s) }
    func error(_ s: String) -> MathParseError? {
        if case .failure(let e) = MathParser.result(s) { return e }
        return nil
    }
    func row(_ nodes: MathNode...) -> MathNode { .row(nodes) }
    func italic(_ s: String) -> MathNode { .glyph(s, .italic, .ordinary) }
    func roman(_ s: String) -> MathNode { .glyph(s, .roman, .ordinary) }

    @Test func lettersDigitsAndOperators() throws {
        #expect(try parse("x+1") == row(italic("x"), .glyph("+", .roman, .binary), roman("1")))
        #expect(try parse("a-b") == row(italic("a"), .glyph("−", .roman, .binary), italic("b")))
        #expect(try parse("a = b") == row(italic("a"), .glyph("=", .roman, .relation), italic("b")))
    }

    @Test func greekLetters() throws {
        #expect(try parse("\\alpha") == row(.glyph("α", .italic, .ordinary)))
        #expect(try parse("\\omega") == row(.glyph("ω", .italic, .ordinary)))
        #expect(try parse("\\Gamma") == row(.glyph("Γ", .roman, .ordinary)))
        #expect(try parse("\\Omega") == row(.glyph("Ω", .roman, .ordinary)))
        #expect(try parse("\\varepsilon\\epsilon") == row(.glyph("ε", .italic, .ordinary), .glyph("ϵ", .italic, .ordinary)))
    }

    @Test func symbols() throws {
        let expected: [String: (String, MathClass)] = [
            "infty": ("∞", .ordinary), "pm": ("±", .binary), "times": ("×", .binary), "cdot": ("⋅", .binary),
            "leq": ("≤", .relation), "geq": ("≥", .relation), "neq": ("≠", .relation), "approx": ("≈", .relation),
            "rightarrow": ("→", .relation), "partial": ("∂", .ordinary), "in": ("∈", .relation),
        ]
        for (name, (char, cls)) in expected {
            #expect(try parse("\\" + name) == row(.glyph(char, .roman, cls)), "\\\(name)")
        }
        #expect(try parse("\\sum") == row(.glyph("∑", .roman, .largeOperator(limits: true))))
        #expect(try parse("\\int") == row(.glyph("∫", .roman, .largeOperator(limits: false))))
        #expect(try parse("\\sin x") == row(.glyph("sin", .roman, .function), italic("x")))
        #expect(try parse("\\lim") == row(.glyph("lim", .roman, .largeOperator(limits: true))))
    }

    @Test func subscriptsAndSuperscripts() throws {
        #expect(try parse("x_i") == row(.scripts(italic("x"), sub: italic("i"), sup: nil)))
        #expect(try parse("x^{2}") == row(.scripts(italic("x"), sub: nil, sup: row(roman("2")))))
        #expect(try parse("x_i^2") == row(.scripts(italic("x"), sub: italic("i"), sup: roman("2"))))
        #expect(try parse("x^2_i") == row(.scripts(italic("x"), sub: italic("i"), sup: roman("2"))))
        // Nested: e^{x^{2}}.
        #expect(try parse("e^{x^{2}}") == row(.scripts(italic("e"), sub: nil,
                                                         sup: row(.scripts(italic("x"), sub: nil, sup: row(roman("2")))))))
        #expect(try parse("f'") == row(.scripts(italic("f"), sub: nil, sup: roman("′"))))
        #expect(error("x^2^3") == .doubleScript)
        #expect(error("x_1_2") == .doubleScript)
        #expect(error("x^") == .missingArgument("^"))
    }

    @Test func fractionsAndRoots() throws {
        #expect(try parse("\\frac{a}{b}") == row(.fraction(row(italic("a")), row(italic("b")))))
        #expect(try parse("\\frac12") == row(.fraction(roman("1"), roman("2"))))
        #expect(try parse("\\dfrac{1}{x}") == row(.fraction(row(roman("1")), row(italic("x")))))
        #expect(try parse("\\sqrt{x}") == row(.root(row(italic("x")), index: nil)))
        #expect(try parse("\\sqrt[3]{x}") == row(.root(row(italic("x")), index: row(roman("3")))))
        #expect(error("\\frac{a}") == .missingArgument("frac"))
    }

    @Test func textAndFonts() throws {
        #expect(try parse("\\text{if } x") == row(.text("if ", .roman), italic("x")))
        #expect(try parse("\\textbf{B}") == row(.text("B", .bold)))
        #expect(try parse("\\mathrm{d}x") == row(.row([.glyph("d", .roman, .ordinary)]), italic("x")))
        #expect(try parse("\\mathbf{v}") == row(.row([.glyph("v", .bold, .ordinary)])))
        #expect(try parse("\\mathbb{R}") == row(.row([.glyph("ℝ", .roman, .ordinary)])))
        #expect(try parse("\\operatorname{rank}") == row(.glyph("rank", .roman, .function)))
        #expect(try parse("\\vec{v}") == row(.glyph("v\u{20D7}", .italic, .ordinary)))
        #expect(try parse("\\hat x") == row(.glyph("x\u{0302}", .italic, .ordinary)))
    }

    @Test func spacingAndDelimiters() throws {
        #expect(try parse("a\\,b") == row(italic("a"), .space(3.0 / 18), italic("b")))
        #expect(try parse("a\\quad b") == row(italic("a"), .space(1), italic("b")))
        #expect(try parse("a\\!b") == row(italic("a"), .space(-3.0 / 18), italic("b")))
        #expect(try parse("\\left( x \\right)") == row(.delimited("(", row(italic("x")), ")")))
        #expect(try parse("\\left. x \\right|") == row(.delimited("", row(italic("x")), "|")))
        #expect(try parse("\\big(") == row(.bigDelimiter("(", scale: 1.2)))
        #expect(try parse("\\relax x") == row(.row([]), italic("x")))
    }

    @Test func outsideTheSubset() {
        #expect(error("\\begin{tikzcd} a \\end{tikzcd}") == .unsupportedEnvironment("tikzcd"))
        #expect(error("\\begin{matrix} a \\end{pmatrix}") == .unclosedEnvironment("matrix"))
        #expect(error("\\begin{matrix} a & b") == .unclosedEnvironment("matrix"))
        #expect(error("\\boxed{a}") == .unsupportedCommand("boxed"))
        #expect(error("a & b") == .unsupportedCharacter("&"))
        #expect(error("\\hat{ab}") == .unsupportedCommand("hat over more than one character"))
        #expect(error("\\right)") == .unsupportedCommand("right"))
        #expect(MathParseError.unsupportedCommand("boxed").message.contains("\\boxed"))
        #expect(MathParseError.unclosedEnvironment("matrix").message == "\\begin{matrix} has no matching \\end{matrix}")
    }

    @Test func unbalancedBraces() {
        #expect(error("{x") == .unbalancedBraces)
        #expect(error("x}") == .unbalancedBraces)
        #expect(error("\\frac{a}{b") == .unbalancedBraces)
        #expect(error("\\text{ab") == .unbalancedBraces)
        #expect(error("\\left( x") == .unbalancedBraces)
        #expect(error("\\sqrt[3{x}") == .unbalancedBraces)
    }

    @Test func nestingIsBounded() {
        // 10,000 nested braces, \frac and ^{} fail fast instead of overflowing the stack.
        #expect(error(String(repeating: "{", count: 10_000) + String(repeating: "}", count: 10_000)) == .tooLong)
        #expect(error(String(repeating: "{", count: 1_000) + String(repeating: "}", count: 1_000)) == .tooDeep)
        #expect(error(String(repeating: "\\frac{1}{", count: 300) + String(repeating: "}", count: 300)) == .tooDeep)
        #expect(error(String(repeating: "x^{", count: 600) + String(repeating: "}", count: 600)) == .tooDeep)
        #expect(error(String(repeating: "\\sqrt{", count: 500) + String(repeating: "}", count: 500)) == .tooDeep)
        // Within the bound, deep nesting parses.
        #expect(error(String(repeating: "{", count: 30) + "x" + String(repeating: "}", count: 30)) == nil)
    }

    @Test func environmentsAreTables() throws {
        let matrix = try parse("\\begin{pmatrix} a & b \\\\ c & d \\\\ \\end{pmatrix}")
        guard case .row(let nodes) = matrix, case .table(let table)? = nodes.first else {
            Issue.record("not a table: \(matrix)")
            return
        }
        #expect(table.rows == [[row(italic("a")), row(italic("b"))], [row(italic("c")), row(italic("d"))]])
        #expect(table.open == "(" && table.close == ")" && table.layout == .matrix)
        let aligned = try parse("\\begin{aligned} x &= 1 \\\\[2pt] &= y \\end{aligned}")
        guard case .row(let alignedNodes) = aligned, case .table(let pairs)? = alignedNodes.first else {
            Issue.record("not a table: \(aligned)")
            return
        }
        #expect(pairs.layout == .aligned && pairs.rows.count == 2 && pairs.columnCount == 2)
        // The right half of a pair starts with an empty group, so `=` is spaced as a relation.
        #expect(pairs.rows[1][1] == row(.row([]), .glyph("=", .roman, .relation), italic("y")))
        #expect(pairs.alignment(of: 0) == .right && pairs.alignment(of: 3) == .left)
        let array = try parse("\\begin{array}{l|cr} 1 & 2 & 3 \\\\ \\hline 4 \\end{array}")
        if case .row(let arrayNodes) = array, case .table(let grid)? = arrayNodes.first {
            #expect(grid.columns == [.left, .center, .right] && grid.rows.count == 2 && grid.rows[1].count == 1)
        } else {
            Issue.record("not a table: \(array)")
        }
        #expect(try parse("\\binom{n}{k}") == row(.table(MathTable(rows: [[row(italic("n"))], [row(italic("k"))]], columns: [.center],
                                                                      layout: .stack, open: "(", close: ")"))))
    }

    @Test func overIsAFraction() throws {
        #expect(try parse("{a \\over b}") == row(.row([.fraction(.row([italic("a")]), .row([italic("b")]))])))
        #expect(try parse("1 \\over 2") == row(.fraction(.row([roman("1")]), .row([roman("2")]))))
        // `\overline` is not `\over`.
        #expect(try parse("\\overline{x}") == row(.overline(row(italic("x")))))
    }
}

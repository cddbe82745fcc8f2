import Foundation
import Testing
@testable import MermaidCore

/// Issue 12, KaTeX in labels: mutated, truncated, random and huge formulas never crash the
/// math parser, layout or drawing, always give finite geometry, and stay bounded in work
/// (inputs are capped: `MathParser.maxLength`, `maxDepth`, `MathLabel.maxFormulas`).
@Suite struct MathFuzzTests {
    let measurer = TextMeasurer(fontFamily: nil, fontSize: 16)

    static let seeds = [
        "x^2 + y_i^2 = r^2", "\\frac{a+b}{2}", "\\sqrt[3]{\\frac{1}{1+x}}", "\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}",
        "\\int_0^\\infty e^{-x}\\,dx", "\\mathbf{v} \\cdot \\mathrm{d}\\vec{s} \\neq \\text{work done}",
        "\\left( \\frac{a}{b} \\right)^{2}", "\\Bigg(\\big(x\\big)\\Bigg)", "f'(x) \\leq \\alpha\\beta\\Gamma",
        "\\overline{z} \\in \\mathbb{C}", "\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1",
        "\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}", "\\begin{aligned} x &= 1 \\\\ &= \\binom{n}{k} \\end{aligned}",
        "f = \\begin{cases} 1 & x > 0 \\\\ 0 \\end{cases}", "{a \\over b} + \\begin{array}{lc} 1 & 2 \\end{array}",
    ]

    /// Parses, lays out and draws `raw` as a label; checks every number written is finite.
    func survive(_ raw: String) {
        guard let label = MathLabel(raw, measurer: measurer) else { return }
        #expect(label.width.isFinite && label.height.isFinite && label.height >= 0)
        var writer = SVGWriter()
        label.draw(x: 0, topY: 0, anchor: .middle, into: &writer)
        let out = writer.output
        for bad in ["nan", "inf\""] { #expect(!out.contains(bad), "non-finite number for \(raw.prefix(80))") }
        #expect(!out.contains("<script"))
        // The same formulas written as MathML for a page: tags balanced, nothing unescaped.
        for (index, piece) in raw.components(separatedBy: "$$").enumerated() where index % 2 == 1 {
            guard case .success(let node) = MathParser.result(piece) else { continue }
            let mathML = MathMLWriter.element(node, tex: piece, display: true)
            #expect(MathMLWriterTests.isBalanced(mathML), "unbalanced MathML for \(piece.prefix(80))")
            #expect(!mathML.contains("<b>") && !mathML.contains("<br>"))
        }
    }

    @Test func mutatedAndTruncatedFormulas() {
        var rng = SeededRandom(seed: 12)
        let alphabet = Array("{}^_\\$&#%[]()|.,;:'<>\"aAx1 \n")
        let commands = ["\\frac", "\\sqrt", "\\text{", "\\left(", "\\right)", "\\left", "\\right", "\\big", "\\hat",
                        "\\mathbb", "\\sum", "\\int", "\\alpha", "\\,", "\\", "^{", "_{", "}", "{", "$$", "<br>", "<b>",
                        "\\begin{matrix}", "\\end{matrix}", "&", "\\\\", "\\over", "\\binom", "\\hline"]
        for seed in Self.seeds {
            let chars = Array(seed)
            for cut in 0...chars.count { survive("$$" + String(chars.prefix(cut)) + "$$") }
            for _ in 0..<60 {
                var mutated = chars
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    let at = Int.random(in: 0...mutated.count, using: &rng)
                    if Bool.random(using: &rng), !mutated.isEmpty, at < mutated.count {
                        mutated.remove(at: at)
                    } else if Bool.random(using: &rng) {
                        mutated.insert(alphabet.randomElement(using: &rng)!, at: at)
                    } else {
                        mutated.insert(contentsOf: commands.randomElement(using: &rng)!, at: at)
                    }
                }
                survive("a $$" + String(mutated) + "$$ b")
            }
        }
    }

    @Test func unbalancedAndDeeplyNestedInput() {
        for n in [1, 10, 39, 41, 500, 10_000] {
            survive("$$" + String(repeating: "{", count: n) + "x$$")
            survive("$$x" + String(repeating: "}", count: n) + "$$")
            survive("$$" + String(repeating: "{", count: n) + "x" + String(repeating: "}", count: n) + "$$")
            survive("$$" + String(repeating: "\\frac{1}{", count: n) + "x" + String(repeating: "}", count: n) + "$$")
            survive("$$" + String(repeating: "x^{", count: n) + "2" + String(repeating: "}", count: n) + "$$")
            survive("$$" + String(repeating: "\\sqrt{", count: n) + "2" + String(repeating: "}", count: n) + "$$")
            survive("$$" + String(repeating: "\\left(", count: n) + "x" + String(repeating: "\\right)", count: n) + "$$")
        }
        // Within the depth bound nested fractions are drawn, not refused.
        let nested = "$$" + String(repeating: "\\frac{1}{", count: 12) + "x" + String(repeating: "}", count: 12) + "$$"
        #expect(MathLabel(nested, measurer: measurer)?.problems == [])
    }

    @Test func hugeInputs() {
        survive("$$" + String(repeating: "x+", count: 1_999) + "x$$")  // just under the length cap
        survive("$$" + String(repeating: "x+", count: 50_000) + "$$")  // refused: too long
        survive(String(repeating: "$$x$$ ", count: 2_000))  // more formulas than are read
        survive(String(repeating: "$", count: 20_001))
        survive(String(repeating: "\\", count: 5_000))
        survive("$$" + String(repeating: "\\text{", count: 3_000) + "$$")
        let many = MathLabel(String(repeating: "$$x$$", count: 1_000), measurer: measurer)
        #expect(many?.lines.first?.pieces.count ?? 0 <= MathLabel.maxFormulas + 1)
    }

    @Test func randomTokens() {
        var rng = SeededRandom(seed: 99)
        let tokens = ["\\frac", "\\sqrt", "[", "]", "{", "}", "^", "_", "x", "1", "\\alpha", "\\left", "\\right", "(",
                      ")", "\\text", "\\mathbf", "\\vec", "\\sum", "\\int", "'", "\\,", "\\!", " ", "+", "=", "\\big",
                      "|", ".", "\\\\", "&", "\\overline", "\\operatorname"]
        for _ in 0..<600 {
            var s = "$$"
            for _ in 0..<Int.random(in: 1...40, using: &rng) { s += tokens.randomElement(using: &rng)! }
            survive(s + "$$")
        }
    }
}

import Testing
@testable import MermaidCore

/// Issue 12, KaTeX in labels: labels mixing text and `$$…$$`, their size, the fallback to the
/// formula's source for anything outside the subset, and escaping of everything drawn.
@Suite struct MathLabelTests {
    let measurer = TextMeasurer(fontFamily: nil, fontSize: 16)

    func svg(_ raw: String) throws -> String {
        let label = try #require(MathLabel(raw, measurer: measurer))
        var writer = SVGWriter()
        label.draw(x: 0, topY: 0, anchor: .middle, into: &writer)
        return writer.output
    }

    @Test func findsFormulasOnOneLine() {
        #expect(MathLabel.containsMath("$$x$$"))
        #expect(MathLabel.containsMath("Area $$\\pi r^2$$ here"))
        #expect(!MathLabel.containsMath("costs $5 or $$"))
        #expect(!MathLabel.containsMath("$$x<br>y$$"))
        #expect(!MathLabel.containsMath("$$$$"))
        #expect(MathLabel("no math", measurer: measurer) == nil)
    }

    @Test func mixesTextAndMath() throws {
        let label = try #require(MathLabel("Area: $$\\pi r^{2}$$", measurer: measurer))
        #expect(label.lines.count == 1)
        #expect(label.problems.isEmpty)
        let pieces = label.lines[0].pieces
        #expect(pieces.count == 2)
        if case .text(let run, _) = pieces[0] { #expect(run.text == "Area: ") } else { Issue.record("text first") }
        if case .math(let box) = pieces[1] { #expect(box.text == "πr2") } else { Issue.record("math second") }
        let text = try svg("Area: $$\\pi r^{2}$$")
        #expect(text.contains(">Area:\u{00A0}</tspan>"))
        #expect(text.contains("font-style=\"italic\">π</tspan>"))
    }

    @Test func widthCoversEveryPiece() throws {
        let label = try #require(MathLabel("Sum $$\\sum_{i=1}^{n} i$$ and $$\\frac{a}{b}$$", measurer: measurer))
        var total = 0.0
        for piece in label.lines[0].pieces {
            switch piece {
            case .text(_, let w): total += w
            case .math(let box): total += box.width
            }
        }
        #expect(abs(label.width - total) < 0.001)
        #expect(label.width > measurer.width(of: "Sum  and "))
    }

    @Test func tallFormulasMakeTallerLines() throws {
        let plain = try #require(MathLabel("$$x$$", measurer: measurer))
        let fraction = try #require(MathLabel("$$\\frac{a}{b}$$", measurer: measurer))
        #expect(plain.height == measurer.lineHeight())
        #expect(fraction.height > plain.height)
        let twoLines = try #require(MathLabel("top<br>$$\\frac{a}{b}$$", measurer: measurer))
        #expect(twoLines.lines.count == 2)
        #expect(abs(twoLines.height - (measurer.lineHeight() + fraction.height)) < 0.001)
    }

    @Test func unsupportedFormulasStayAsSourceWithAProblem() throws {
        let raw = "$$\\begin{tikzcd} a \\end{tikzcd}$$ ok $$x$$"
        let label = try #require(MathLabel(raw, measurer: measurer))
        #expect(label.problems.count == 1)
        #expect(label.problems.first?.contains("the environment 'tikzcd' is not in the supported KaTeX subset") == true)
        #expect(MathLabel.problems(in: raw) == label.problems)
        let text = try svg(raw)
        #expect(text.contains("$$\\begin{tikzcd}\u{00A0}a\u{00A0}\\end{tikzcd}$$"))
        #expect(MathLabel.problems(in: "$${x$$").first?.contains("braces are not balanced") == true)
    }

    @Test func rulesAreDrawnForFractionsAndRoots() throws {
        let text = try svg("$$\\frac{\\sqrt{x}}{2}$$")
        #expect(text.contains("<line class=\"math-rule\""))
        #expect(text.contains("<polyline class=\"math-rule\""))
        #expect(text.contains("fill=\"none\""))
    }

    @Test func everythingDrawnIsEscaped() throws {
        let text = try svg("<b>bold</b> $$\\text{<script>alert(1)</script>}$$ & \"q\"")
        #expect(!text.contains("<script"))
        #expect(text.contains("&lt;script&gt;"))
        #expect(text.contains("font-weight=\"bold\">bold</tspan>"))
        // A formula that falls back is escaped too.
        let fallback = try svg("$$\\foo{<img src=x onerror=alert(1)>}$$")
        #expect(!fallback.contains("<img"))
        #expect(fallback.contains("&lt;img"))
        // Inline HTML outside formulas keeps the label rules: unsafe links are dropped.
        let link = try svg("<a href=\"javascript:alert(1)\">x</a> $$y$$")
        #expect(!link.lowercased().contains("javascript"))
    }

    @Test func anchorsPlaceLines() throws {
        let label = try #require(MathLabel("$$x$$", measurer: measurer))
        for (anchor, expected) in [(SVGText.Anchor.start, 10.0), (.middle, 10 - label.width / 2), (.end, 10 - label.width)] {
            var writer = SVGWriter()
            label.draw(x: 10, topY: 0, anchor: anchor, into: &writer)
            #expect(writer.output.contains("x=\"\(NumberFormat.format(expected))\""), "\(anchor)")
        }
    }
}

extension MathLabelTests {
    @Test func horizontalRuleBetweenTextAndFormula() throws {
        let label = try #require(MathLabel("$$\\frac{1}{2}$$<hr>half", measurer: measurer))
        #expect(label.lines.map(\.ruleAbove) == [false, true])
        let text = try svg("$$\\frac{1}{2}$$<hr>half")
        // The fraction bar and the rule across the label.
        #expect(text.components(separatedBy: "<line class=\"math-rule\"").count == 3)
        #expect(text.contains("x1=\"\(NumberFormat.format(-label.width / 2))\""))
    }
}

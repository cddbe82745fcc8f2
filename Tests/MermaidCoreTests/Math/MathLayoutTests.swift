import Testing
@testable import MermaidCore

/// Issue 12, KaTeX in labels: where `MathLayout` puts each construct's glyphs and rules, and
/// that the measured box holds everything it draws.
@Suite struct MathLayoutTests {
    let measurer = TextMeasurer(fontFamily: nil, fontSize: 16)

    func box(_ tex: String) throws -> MathBox {
        MathLayout(measurer: measurer).layout(try MathParser.parse(tex))
    }

    struct Glyph { var text: String; var x, y, size: Double; var variant: MathVariant }

    func glyphs(_ b: MathBox) -> [Glyph] {
        b.items.compactMap {
            if case let .glyph(t, x, y, s, v) = $0 { return Glyph(text: t, x: x, y: y, size: s, variant: v) }
            return nil
        }
    }

    func glyph(_ b: MathBox, _ text: String) -> Glyph? { glyphs(b).first { $0.text == text } }

    /// Every glyph's advance (measured like a label's text) and every rule lie inside the box.
    func holdsEverything(_ b: MathBox) -> Bool {
        for item in b.items {
            switch item {
            case let .glyph(t, x, y, s, v):
                let w = measurer.width(of: t, size: 16 * s, bold: v == .bold, italic: v == .italic)
                if x < -0.01 || x + w > b.width + 0.01 { return false }
                if y - 0.75 * 16 * s < -b.ascent - 0.01 || y + 0.22 * 16 * s > b.descent + 0.01 { return false }
            case let .rule(x1, x2, y, _):
                if x1 < 0 || x2 > b.width + 0.01 || y < -b.ascent || y > b.descent { return false }
            case let .polyline(points, _):
                if points.contains(where: { $0.x < 0 || $0.x > b.width + 0.01 || $0.y < -b.ascent || $0.y > b.descent }) {
                    return false
                }
            }
        }
        return true
    }

    @Test func superscriptIsRaisedAndSmaller() throws {
        let b = try box("x^{2}")
        let x = try #require(glyph(b, "x")), two = try #require(glyph(b, "2"))
        #expect(x.variant == .italic && x.size == 1 && x.y == 0)
        #expect(two.size == 0.7 && two.y < -5 && two.x > x.x)
        #expect(holdsEverything(b))
    }

    @Test func subscriptIsLowered() throws {
        let b = try box("x_i")
        let i = try #require(glyph(b, "i"))
        #expect(i.size == 0.7 && i.y > 2)
        let both = try box("x_i^2")
        let sub = try #require(glyph(both, "i")), sup = try #require(glyph(both, "2"))
        #expect(sub.x == sup.x && sub.y > 0 && sup.y < 0)
        // The text reads base, subscript, superscript, like mermaid's MathML.
        #expect(both.text == "xi2")
    }

    @Test func nestedScriptsShrinkToHalf() throws {
        let b = try box("e^{x^{2}}")
        #expect(try #require(glyph(b, "x")).size == 0.7)
        #expect(try #require(glyph(b, "2")).size == 0.5)
        #expect(try #require(glyph(b, "2")).y < (try #require(glyph(b, "x"))).y)
    }

    @Test func fractionIsStackedWithARule() throws {
        let b = try box("\\frac{a+b}{2}")
        var rules: [(Double, Double, Double)] = []
        for case let .rule(x1, x2, y, _) in b.items { rules.append((x1, x2, y)) }
        #expect(rules.count == 1)
        let a = try #require(glyph(b, "a")), two = try #require(glyph(b, "2"))
        let ruleY = try #require(rules.first).2
        #expect(a.y < ruleY && two.y > ruleY)
        // The bar spans the wider part, the narrower one is centred.
        let numeratorWidth = b.width - 2 * 1.6
        #expect(abs((rules[0].1 - rules[0].0) - (b.width - 1.6)) < 0.01 && numeratorWidth > 0)
        #expect(two.x > a.x)
        #expect(b.ascent > 16 && b.descent > 10)
        #expect(holdsEverything(b))
    }

    @Test func nestedFractionsGetSmaller() throws {
        let b = try box("\\frac{1}{1+\\frac{1}{x}}")
        #expect(try #require(glyph(b, "x")).size == 0.7)
        #expect(holdsEverything(b))
    }

    @Test func squareRootHasRadicalAndOverbar() throws {
        let b = try box("\\sqrt{x^2+1}")
        var polylines: [[(x: Double, y: Double)]] = []
        for case let .polyline(points, _) in b.items { polylines.append(points) }
        let points = try #require(polylines.first)
        let x = try #require(glyph(b, "x")), one = try #require(glyph(b, "1"))
        // The overbar (last segment) starts left of the radicand and ends right of it, above it.
        #expect(points.count == 5)
        #expect(points[3].x <= x.x && points[4].x >= one.x + measurer.width(of: "1"))
        #expect(points[3].y == points[4].y && points[3].y < -12)
        // The sign's tip goes below the baseline.
        #expect(points[2].y > 0)
        #expect(holdsEverything(b))
        let indexed = try box("\\sqrt[3]{x}")
        #expect(try #require(glyph(indexed, "3")).size == 0.5)
        #expect(indexed.text == "x3")
    }

    @Test func largeOperatorsTakeLimits() throws {
        let b = try box("\\sum_{i=1}^{n} i")
        let sum = try #require(glyph(b, "∑")), n = try #require(glyph(b, "n"))
        #expect(sum.size == 1.4)
        #expect(n.y < -16)  // above the sign
        let integral = try box("\\int_0^1 x")
        let zero = try #require(glyph(integral, "0")), sign = try #require(glyph(integral, "∫"))
        #expect(zero.x > sign.x)  // beside the sign
        #expect(holdsEverything(b) && holdsEverything(integral))
    }

    @Test func spacingFollowsAtomClasses() throws {
        let tight = try box("ab").width
        let relation = try box("a=b")
        let eq = try #require(glyph(relation, "=")), a = try #require(glyph(relation, "a"))
        // A thick space (5/18 em) before the relation.
        #expect(eq.x - (a.x + measurer.width(of: "a", size: 16, italic: true) + 0.64) > 4)
        #expect(relation.width > tight)
        #expect(try box("a\\quad b").width - tight >= 16 - 0.01)
        #expect(try box("a\\!b").width < tight + 0.01)
        // In a script no space is added around `=`.
        let script = try box("x_{a=b}")
        let scriptEq = try #require(glyph(script, "=")), scriptA = try #require(glyph(script, "a"))
        #expect(scriptEq.x - scriptA.x < measurer.width(of: "a", size: 11.2) + 1)
    }

    @Test func lettersMergeIntoRunsAndTextKeepsSpaces() throws {
        #expect(glyphs(try box("abc")).map(\.text) == ["abc"])
        #expect(glyphs(try box("123")).map(\.text) == ["123"])
        let text = try box("\\text{work done}")
        #expect(glyphs(text).map(\.text) == ["work\u{00A0}done"])
        #expect(try #require(glyph(try box("\\mathbf{v}"), "v")).variant == .bold)
        #expect(try #require(glyph(try box("\\mathrm{d}"), "d")).variant == .roman)
    }

    @Test func delimitersGrowWithTheirContent() throws {
        let plain = try box("\\left( x \\right)")
        let tall = try box("\\left( \\frac{1}{x} \\right)")
        let small = try #require(glyph(plain, "(")), big = try #require(glyph(tall, "("))
        #expect(big.size > small.size)
        #expect(holdsEverything(tall))
    }

    /// Matrices, `cases`, aligned equations and `\binom` in labels: rows stacked around the math axis,
    /// columns apart and aligned, delimiters grown to the whole table.
    @Test func tables() throws {
        let matrix = try box("\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}")
        #expect(holdsEverything(matrix))
        let a = try #require(glyph(matrix, "a")), b = try #require(glyph(matrix, "b"))
        let c = try #require(glyph(matrix, "c")), d = try #require(glyph(matrix, "d"))
        #expect(a.y == b.y && c.y == d.y && c.y > a.y)
        #expect(b.x > a.x + 16 && abs(a.x - c.x) < 2)
        let open = try #require(glyph(matrix, "(")), close = try #require(glyph(matrix, ")"))
        #expect(open.x < a.x && close.x > b.x && open.size > 1.5)
        // Centred near the axis: about as much above the baseline as below, shifted up by the axis.
        #expect(matrix.ascent > matrix.descent)
        let aligned = try box("\\begin{aligned} xx &= 1 \\\\ y &= 22 \\end{aligned}")
        #expect(holdsEverything(aligned))
        let equals = glyphs(aligned).filter { $0.text == "=" }
        #expect(equals.count == 2 && abs(equals[0].x - equals[1].x) < 0.01)
        let left = try #require(glyph(aligned, "xx")), right = try #require(glyph(aligned, "y"))
        #expect(left.x < right.x)   // right-aligned: the shorter cell starts further right
        let binomial = try box("\\binom{n}{k}")
        #expect(holdsEverything(binomial))
        #expect(binomial.items.allSatisfy { if case .rule = $0 { return false } else { return true } })
        #expect(try #require(glyph(binomial, "n")).y < (try #require(glyph(binomial, "k"))).y)
    }

    /// `\overbrace{…}^{…}`: a brace drawn over the body, its note above the brace; `\underbrace` below.
    @Test func braces() throws {
        let over = try box("\\overbrace{a+b}^{n}")
        #expect(holdsEverything(over))
        let a = try #require(glyph(over, "a")), n = try #require(glyph(over, "n"))
        let brace = over.items.compactMap { item -> [(x: Double, y: Double)]? in
            if case let .polyline(points, _) = item { return points } else { return nil }
        }
        #expect(brace.count == 1)
        let ys = brace[0].map(\.y)
        #expect(ys.allSatisfy { $0 < a.y - 10 } && ys.allSatisfy { $0 > n.y })
        let under = try box("\\underbrace{x}_{k}")
        #expect(holdsEverything(under))
        #expect(try #require(glyph(under, "k")).y > (try #require(glyph(under, "x"))).y + 10)
    }
}

// Why: mermaid hands `$$…$$` in flowchart and sequence labels to KaTeX, which needs a
// browser. Folio draws a common subset of TeX math itself, as SVG text; this is the tree
// `MathParser` builds and `MathLayout` turns into positioned glyphs and rules.

/// How a glyph is set: TeX math italic for letters, upright for digits and operators.
package enum MathVariant: Sendable, Equatable {
    case italic, roman, bold
}

/// TeX's atom classes, which decide the spacing between neighbours.
package enum MathClass: Sendable, Equatable {
    /// Letters, digits, symbols: no extra space.
    case ordinary
    /// `+ − × · ±`: a medium space either side.
    case binary
    /// `= < ≤ → ∈`: a thick space either side.
    case relation
    /// `, ;`: a thin space after.
    case punctuation
    /// `\sin`, `\log`: a thin space before what follows.
    case function
    /// `\sum`, `\prod`: larger, limits above and below in display style.
    case largeOperator(limits: Bool)
}

/// One piece of a parsed formula.
package indirect enum MathNode: Sendable, Equatable {
    /// Characters drawn as they are (a letter, a digit, `≤`, `sin`).
    case glyph(String, MathVariant, MathClass)
    /// `\text{…}`, `\textbf{…}`: upright text, spaces kept.
    case text(String, MathVariant)
    /// A group in braces, or a whole formula.
    case row([MathNode])
    /// `x_i`, `x^{2}`, `x_i^2`.
    case scripts(MathNode, sub: MathNode?, sup: MathNode?)
    /// `\frac{a}{b}`: stacked with a rule.
    case fraction(MathNode, MathNode)
    /// `\sqrt{x}`, `\sqrt[n]{x}`: radical sign and overbar.
    case root(MathNode, index: MathNode?)
    /// `\,`, `\quad`: horizontal space in em (negative for `\!`).
    case space(Double)
    /// `\left( … \right)`: delimiters grown to the content; `""` for `\left.`.
    case delimited(String, MathNode, String)
    /// `\big(`, `\Bigg]`: a delimiter drawn `scale` times its normal size.
    case bigDelimiter(String, scale: Double)
    /// `\overline{x}`: a rule over the content.
    case overline(MathNode)
}

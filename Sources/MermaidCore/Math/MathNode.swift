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
    /// `\overbrace{x}` (`over`) or `\underbrace{x}`: a horizontal brace; its `^` or `_` is set above or below it.
    case brace(MathNode, over: Bool)
    /// `\begin{pmatrix}…\end{pmatrix}`, `cases`, `aligned`, `array`, `\binom`: rows of cells.
    case table(MathTable)
}

/// A column's alignment in a ``MathTable``.
package enum MathColumnAlignment: Sendable, Equatable {
    case left, center, right
}

/// The rows of an environment (`matrix`, `cases`, `aligned`, `array` …) or a `\binom`.
package struct MathTable: Sendable, Equatable {
    /// How the columns are spaced and set.
    package enum Layout: Sendable, Equatable {
        /// Matrices, `cases`, `array`, `gathered`: a quad between columns, cells in text style.
        case matrix
        /// `aligned`, `align`, `split`: right/left pairs of columns set in display style, the pairs
        /// a quad or two apart and nothing between the two halves of a pair.
        case aligned
        /// `\binom`: two cells stacked closely, like a fraction without its bar.
        case stack
    }

    /// The cells, row by row (rows may have fewer cells than others).
    package var rows: [[MathNode]]
    /// Each column's alignment; columns past the list take its last entry.
    package var columns: [MathColumnAlignment]
    package var layout: Layout
    /// The delimiters around the table (`""` for none).
    package var open: String
    package var close: String

    package init(rows: [[MathNode]], columns: [MathColumnAlignment], layout: Layout, open: String = "", close: String = "") {
        self.rows = rows
        self.columns = columns
        self.layout = layout
        self.open = open
        self.close = close
    }

    /// The alignment of column `index`.
    package func alignment(of index: Int) -> MathColumnAlignment {
        columns.isEmpty ? .center : columns[min(index, columns.count - 1)]
    }

    /// The number of columns: the widest row's cells.
    package var columnCount: Int { rows.map(\.count).max() ?? 0 }
}

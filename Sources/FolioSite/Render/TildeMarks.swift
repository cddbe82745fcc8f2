import Markup

/// Subscripts written as MkDocs-Material writes them (Python-Markdown's `pymdownx.tilde`, also Pandoc's):
/// `H~2~O` is `H<sub>2</sub>O`, when `markdown.tilde` is on (README "Writing notes").
///
/// Why opt-in: GitHub reads a single tilde pair as strikethrough (`~gone~`), and Folio follows GitHub by
/// default. With `markdown.tilde: true` cmark's strikethrough takes only double tildes (`~~gone~~`, as
/// pymdownx.tilde does: its `<del>`), and a single pair is a subscript.
/// Why on the tree's text nodes, as ``CaretMarks``: a tilde in a code span, a code block, a formula or raw
/// HTML stays as written (cmark joins the text it cut at tildes it did not use before Folio reads it). A
/// subscript holds no space and no tilde, so `~/notes`, `~ 5 %` and `a ~ b` stay text.
enum TildeMarks {
    /// Whether `bytes` could hold a subscript: a tilde with another after it before any blank.
    static func mayOccur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        CaretMarks.mayOccur(in: bytes, mark: 126)
    }

    /// Turns every subscript in `texts` into `<sub>` (each text node cut around it); returns the text nodes
    /// made before them, for later passes over the text.
    @discardableResult
    static func apply(to texts: [MarkupNode]) -> [MarkupNode] {
        MarkupNode.splice(texts, minimumBytes: 3, find: marks(in:))
    }

    /// Each `~…~` in `bytes` (a single tilde on each side): where it is and its HTML (its text escaped).
    static func marks(in bytes: UnsafeBufferPointer<UInt8>) -> [(range: Range<Int>, html: String)] {
        CaretMarks.marks(in: bytes, mark: 126, doubled: nil, single: "sub")
    }
}

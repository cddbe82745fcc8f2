import Markup

/// Inserted text and superscripts written as MkDocs-Material writes them (Python-Markdown's
/// `pymdownx.caret`, also Pandoc's superscript): `^^new words^^` is `<ins>new words</ins>` and `H^2^`
/// is `H<sup>2</sup>` (README "Writing notes").
///
/// Why on the tree's text nodes, like keyboard keys: a mark in prose, a heading, a table cell or a link's
/// text is read, and one in a code span, a code block, a formula or raw HTML stays as written, which only
/// the parsed tree tells apart (an escaped caret, `\^`, reaches the text as a caret: a caret that must stay
/// goes in a code span, or `markdown.caret: false`). The rules keep other carets text: `^^…^^` neither starts nor ends inside with a space;
/// a superscript holds no space and no caret (`2^10 and 3^5` and Obsidian's block id ` ^id` stay text).
enum CaretMarks {
    /// Whether `bytes` could hold a mark: a `^^`, or a caret with another after it before any blank (a
    /// superscript). Notes without one (most: a caret is rare outside code) skip the walk over their text.
    static func mayOccur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        mayOccur(in: bytes, mark: 94)
    }

    /// Whether `bytes` holds a `mark` with another after it before any blank: a pair of `mark`s could
    /// enclose a word there (shared by ``TildeMarks``).
    static func mayOccur(in bytes: UnsafeBufferPointer<UInt8>, mark: UInt8) -> Bool {
        var index = 0
        while let open = bytes.firstOffset(of: mark, from: index) {
            var end = open + 1
            while end < bytes.count, !isSpace(bytes[end]) {
                if bytes[end] == mark { return true }
                end += 1
            }
            index = end
        }
        return false
    }

    /// Turns every mark in `texts` into its element (each text node cut around the HTML it gets); returns
    /// the text nodes made before them, for later passes over the text.
    @discardableResult
    static func apply(to texts: [MarkupNode]) -> [MarkupNode] {
        MarkupNode.splice(texts, minimumBytes: 3, find: marks(in:))
    }

    /// Each `^^…^^` and `^…^` in `bytes`: where it is and its HTML (its text escaped).
    static func marks(in bytes: UnsafeBufferPointer<UInt8>) -> [(range: Range<Int>, html: String)] {
        marks(in: bytes, mark: 94, doubled: "ins", single: "sup")
    }

    /// Each pair of single `mark`s in `bytes` as a `single` element, and of doubled ones as a `doubled`
    /// element when there is one (``TildeMarks`` leaves double tildes to cmark's strikethrough).
    static func marks(in bytes: UnsafeBufferPointer<UInt8>, mark: UInt8, doubled: String?,
                      single: String) -> [(range: Range<Int>, html: String)] {
        var found: [(Range<Int>, String)] = []
        var index = 0
        while let open = bytes.firstOffset(of: mark, from: index) {
            let run = runLength(bytes, at: open, of: mark)
            if run == 2, let doubled, let close = doubleMarkEnd(bytes, from: open + 2, mark: mark) {
                found.append((open..<(close + 2), "<\(doubled)>" + text(bytes, open + 2, close) + "</\(doubled)>"))
                index = close + 2
            } else if run == 1, let close = singleMarkEnd(bytes, from: open + 1, mark: mark) {
                found.append((open..<(close + 1), "<\(single)>" + text(bytes, open + 1, close) + "</\(single)>"))
                index = close + 1
            } else {
                index = open + run
            }
        }
        return found
    }

    /// How many `mark`s stand together at `start`.
    private static func runLength(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, of mark: UInt8) -> Int {
        var end = start
        while end < bytes.count, bytes[end] == mark { end += 1 }
        return end - start
    }

    /// Where the doubled `mark` that closes an insertion (`^^`) opened before `start` is: text that neither
    /// starts nor ends with a space, holds no doubled `mark`, and a closing run of exactly two.
    private static func doubleMarkEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, mark: UInt8) -> Int? {
        guard start < bytes.count, !isSpace(bytes[start]) else { return nil }
        var at = start
        while let close = bytes.firstOffset(of: mark, from: at) {
            let run = runLength(bytes, at: close, of: mark)
            if run == 2, close > start, !isSpace(bytes[close - 1]) { return close }
            if run >= 2 { return nil }
            at = close + run
        }
        return nil
    }

    /// Where the single `mark` that closes a superscript (`^`) or subscript (`~`) opened before `start`
    /// is: one or more bytes, no space, and a single closing `mark`.
    private static func singleMarkEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, mark: UInt8) -> Int? {
        var end = start
        while end < bytes.count, bytes[end] != mark {
            if isSpace(bytes[end]) { return nil }
            end += 1
        }
        guard end > start, end < bytes.count, runLength(bytes, at: end, of: mark) == 1 else { return nil }
        return end
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).htmlEscaped
    }
}

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
        var index = 0
        while let open = bytes.firstOffset(of: 94, from: index) {
            var end = open + 1
            while end < bytes.count, !isSpace(bytes[end]) {
                if bytes[end] == 94 { return true }
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
        var found: [(Range<Int>, String)] = []
        var index = 0
        while let open = bytes.firstOffset(of: 94, from: index) {
            index = open + 1
            let run = runLength(bytes, at: open)
            if run == 2, let close = insertEnd(bytes, from: open + 2) {
                found.append((open..<(close + 2), "<ins>" + text(bytes, open + 2, close) + "</ins>"))
                index = close + 2
            } else if run == 1, let close = superscriptEnd(bytes, from: open + 1) {
                found.append((open..<(close + 1), "<sup>" + text(bytes, open + 1, close) + "</sup>"))
                index = close + 1
            } else {
                index = open + run
            }
        }
        return found
    }

    /// How many carets stand together at `start`.
    private static func runLength(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] == 94 { end += 1 }
        return end - start
    }

    /// Where the `^^` that closes an insertion opened before `start` is: text that neither starts nor ends
    /// with a space, holds no `^^`, and a closing run of exactly two.
    private static func insertEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, !isSpace(bytes[start]) else { return nil }
        var at = start
        while let close = bytes.firstOffset(of: 94, from: at) {
            let run = runLength(bytes, at: close)
            if run == 2, close > start, !isSpace(bytes[close - 1]) { return close }
            if run >= 2 { return nil }
            at = close + run
        }
        return nil
    }

    /// Where the `^` that closes a superscript opened before `start` is: one or more bytes, no space, and
    /// a single closing caret.
    private static func superscriptEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var end = start
        while end < bytes.count, bytes[end] != 94 {
            if isSpace(bytes[end]) { return nil }
            end += 1
        }
        guard end > start, end < bytes.count, runLength(bytes, at: end) == 1 else { return nil }
        return end
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).htmlEscaped
    }
}

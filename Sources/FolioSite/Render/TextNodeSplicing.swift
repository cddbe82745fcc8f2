import Markup

// Why: several rewriters turn parts of a text node into raw HTML (keyboard keys, inline tags): each
// cuts the node around its pieces the same way, so the cutting lives here once.

extension MarkupNode {
    /// Each of `texts` still in the tree whose literal has at least `minimumBytes` bytes, cut around the
    /// pieces `find` gives for it (``splice(_:pieces:)``); returns the text nodes made before the pieces.
    static func splice(_ texts: [MarkupNode], minimumBytes: Int,
                       find: (UnsafeBufferPointer<UInt8>) -> [(range: Range<Int>, html: String)]) -> [MarkupNode] {
        var made: [MarkupNode] = []
        for text in texts where text.parent != nil {
            guard var literal = text.literal, literal.utf8.count >= minimumBytes else { continue }
            let found = literal.withUTF8(find)
            guard !found.isEmpty else { continue }
            made += text.splice(Array(literal.utf8), pieces: found)
        }
        return made
    }

    /// Replaces the byte ranges `pieces` of this text node's literal (`bytes`, in order, not
    /// overlapping) with their raw HTML, keeping the text between them as text nodes; returns the text
    /// nodes made before the pieces (this node keeps the text after the last one, or is removed).
    func splice(_ bytes: [UInt8], pieces: [(range: Range<Int>, html: String)]) -> [MarkupNode] {
        var made: [MarkupNode] = []
        var copied = 0
        for piece in pieces {
            if piece.range.lowerBound > copied,
               let text = insertTextBefore(String(decoding: bytes[copied..<piece.range.lowerBound], as: UTF8.self)) {
                made.append(text)
            }
            insertRawHTMLBefore(piece.html)
            copied = piece.range.upperBound
        }
        let rest = String(decoding: bytes[copied...], as: UTF8.self)
        if rest.isEmpty { remove() } else { literal = rest }
        return made
    }
}

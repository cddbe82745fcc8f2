import Markup

// Why: several rewriters turn parts of a text node into raw HTML (keyboard keys, inline tags): each
// cuts the node around its pieces the same way, so the cutting lives here once.

extension MarkupNode {
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

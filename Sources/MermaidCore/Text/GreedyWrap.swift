// Why: mermaid wraps labels greedily by words and splits a word wider than the line by
// characters. Styled label blocks (`TextMeasurer.wrap`) and plain line lists
// (`LineMeasurer.wrap`, sequence-style `wrap:` text) both wrap with this one algorithm;
// only what a "piece" is and how it is measured differ.

/// The greedy word-wrap algorithm, generic over the piece of text being wrapped.
package enum GreedyWrap {
    /// Wraps `words` into lines.
    /// - Parameters:
    ///   - fits: whether a candidate line fits the width.
    ///   - spaced: two pieces joined by a space (`a b`).
    ///   - joined: two pieces joined without a space (a word's characters).
    ///   - characters: a word split into one-character pieces, for words wider than a line.
    ///   - browser: a browser's rules for mermaid's HTML labels (`white-space: break-spaces`) instead
    ///     of mermaid's own word wrap: see ``BrowserRules``.
    /// - Returns: the lines; empty when there are no words.
    package static func lines<Piece>(_ words: [Piece], fits: (Piece) -> Bool, spaced: (Piece, Piece) -> Piece,
                                     joined: (Piece, Piece) -> Piece, characters: (Piece) -> [Piece],
                                     browser: BrowserRules<Piece>? = nil) -> [Piece] {
        var result: [Piece] = []
        var current: Piece?
        for (k, word) in words.enumerated() {
            let glued = browser?.gluedToPrevious(k) ?? false
            // In a browser, a line that a spaced word follows keeps that space at its end, where it must fit too.
            let spaceAfter = browser.flatMap { k + 1 < words.count && !$0.gluedToPrevious(k + 1) ? $0.withSpace : nil }
            func fitsHere(_ line: Piece) -> Bool { fits(spaceAfter?(line) ?? line) }
            let candidate = current.map { glued ? joined($0, word) : spaced($0, word) } ?? word
            if fitsHere(candidate) {
                current = candidate
                continue
            }
            if let line = current {
                result.append(line)
                current = nil
            }
            if fits(word) {  // alone on its line, a word may push its space past the end
                current = word
                continue
            }
            // Split an over-long word into pieces that fit (at least one character each).
            var piece: Piece?
            for character in characters(word) {
                guard let sofar = piece else {
                    piece = character
                    continue
                }
                let next = joined(sofar, character)
                if fits(next) {
                    piece = next
                } else {
                    result.append(sofar)
                    piece = character
                }
                if result.count > 5_000 { break }
            }
            current = piece
        }
        if let line = current { result.append(line) }
        return result
    }

    /// How a browser breaks the lines of mermaid's HTML labels: a hyphen inside a word is a break
    /// opportunity (`text-` | `align`), and the space after a line's last word stays on the line.
    package struct BrowserRules<Piece> {
        /// Whether word `k` follows word `k - 1` with no space between (the two halves of a
        /// hyphenated word).
        package var gluedToPrevious: (Int) -> Bool
        /// `line` with a space at its end.
        package var withSpace: (Piece) -> Piece

        package init(gluedToPrevious: @escaping (Int) -> Bool, withSpace: @escaping (Piece) -> Piece) {
            self.gluedToPrevious = gluedToPrevious
            self.withSpace = withSpace
        }
    }
}

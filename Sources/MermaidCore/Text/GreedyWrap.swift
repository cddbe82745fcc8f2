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
    /// - Returns: the lines; empty when there are no words.
    package static func lines<Piece>(_ words: [Piece], fits: (Piece) -> Bool, spaced: (Piece, Piece) -> Piece,
                                     joined: (Piece, Piece) -> Piece, characters: (Piece) -> [Piece]) -> [Piece] {
        var result: [Piece] = []
        var current: Piece?
        for word in words {
            let candidate = current.map { spaced($0, word) } ?? word
            if fits(candidate) {
                current = candidate
                continue
            }
            if let line = current {
                result.append(line)
                current = nil
            }
            if fits(word) {
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
}

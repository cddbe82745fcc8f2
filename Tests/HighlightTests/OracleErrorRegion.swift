/// Where the agreement test's oracle, Pygments, has lost track of a sample: the characters whose
/// Pygments class says nothing about how the code should be coloured.
///
/// Why: a Pygments lexer that meets text none of its rules match emits `Token.Error` for it and
/// goes on in the state it was in, so the classes around the error are guesses of a lexer in the
/// wrong state. Two of the corpus's samples show it (Pygments 2.20):
/// - SCSS: `ScssLexer` has no state for a declaration inside a rule block (its rules for one are
///   commented out in `pygments/lexers/css.py` as "broken, and prone to infinite loops"), so it
///   lexes every `padding: 1rem;` in a block as a selector: the property a tag name, the `:` a
///   pseudo-class, the value tag names, the `;` an operator, and the `$` of `$accent` and the `%`
///   of `10%` errors. The wrong state starts at the block's `{`, before the first error.
/// - GraphQL: its lexer knows queries, not type definitions (`type Note { id: ID! }`): the name
///   after `type` and every `!` in such a block are errors.
///
/// The region, defined on Pygments' own tokens only: for each Error token, the innermost `{…}`
/// block around it (between its braces, braces excluded; to the end of the text when it is not
/// closed), or the Error token's line when it is outside every block. Blocks are counted from
/// Pygments' `Token.Punctuation` `{` and `}`, so braces in strings and comments do not count.
/// Without Error tokens the region is empty and both figures are the same.
enum OracleErrorRegion {
    /// One flag per Unicode scalar of the tokens' text, in order: true inside the region.
    static func flags(_ tokens: [(kind: String, text: String)]) -> [Bool] {
        let scalars = tokens.flatMap { Array($0.text.unicodeScalars) }
        var flags = [Bool](repeating: false, count: scalars.count)
        var openBraces: [Int] = []
        var closingBrace: [Int: Int] = [:]
        var blocksInError = Set<Int>()
        var errorsOutsideBlocks: [Int] = []
        var offset = 0
        for token in tokens {
            let isError = token.kind == "Token.Error" || token.kind.hasPrefix("Token.Error.")
            let isPunctuation = token.kind == "Token.Punctuation" || token.kind.hasPrefix("Token.Punctuation.")
            for scalar in token.text.unicodeScalars {
                if isPunctuation && scalar == "{" {
                    openBraces.append(offset)
                } else if isPunctuation && scalar == "}", let open = openBraces.popLast() {
                    closingBrace[open] = offset
                }
                if isError {
                    if let open = openBraces.last { blocksInError.insert(open) } else { errorsOutsideBlocks.append(offset) }
                }
                offset += 1
            }
        }
        for open in blocksInError {
            for index in (open + 1)..<(closingBrace[open] ?? scalars.count) { flags[index] = true }
        }
        for error in errorsOutsideBlocks {
            var start = error
            while start > 0 && scalars[start - 1] != "\n" { start -= 1 }
            var end = error
            while end < scalars.count && scalars[end] != "\n" { end += 1 }
            for index in start..<end { flags[index] = true }
        }
        return flags
    }
}

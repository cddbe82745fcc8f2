import Testing

/// The region where the agreement test stops trusting Pygments: the innermost `{…}` block around a
/// `Token.Error`, or its line outside every block; nothing without errors.
@Suite struct OracleErrorRegionTests {
    /// The flagged text, by runs of flagged characters.
    func flagged(_ tokens: [(kind: String, text: String)]) -> [String] {
        let scalars = tokens.flatMap { Array($0.text.unicodeScalars) }
        var runs: [String] = [], current = ""
        for (scalar, flag) in zip(scalars, OracleErrorRegion.flags(tokens)) {
            if flag { current.unicodeScalars.append(scalar) } else if !current.isEmpty { runs.append(current); current = "" }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    @Test func noErrorsNoRegion() {
        let tokens = [(kind: "Token.Name.Tag", text: "a"), (kind: "Token.Punctuation", text: "{"),
                      (kind: "Token.Keyword", text: "b"), (kind: "Token.Punctuation", text: "}")]
        #expect(OracleErrorRegion.flags(tokens) == [false, false, false, false])
    }

    @Test func anErrorTakesItsInnermostBlockBetweenTheBraces() {
        // `.a { p: 1; .b { q: 2 } r: $x; } .c { s: 3 }`: the error is in `.a`'s block, so the
        // whole block (the nested `.b` too) is flagged, from before the error, braces excluded.
        let tokens: [(kind: String, text: String)] = [
            ("Token.Name.Class", ".a"), ("Token.Text", " "), ("Token.Punctuation", "{"), ("Token.Name.Tag", " p: 1; .b "),
            ("Token.Punctuation", "{"), ("Token.Name.Tag", " q: 2 "), ("Token.Punctuation", "}"), ("Token.Name.Tag", " r: "),
            ("Token.Error", "$"), ("Token.Name.Tag", "x; "), ("Token.Punctuation", "}"), ("Token.Text", " "),
            ("Token.Name.Class", ".c"), ("Token.Text", " "), ("Token.Punctuation", "{"), ("Token.Name.Tag", " s: 3 "),
            ("Token.Punctuation", "}"),
        ]
        #expect(flagged(tokens) == [" p: 1; .b { q: 2 } r: $x; "])
        // An error in the nested block flags that block only.
        var inner = tokens
        inner[5] = ("Token.Error", " q: 2 ")
        inner[8] = ("Token.Name.Variable", "$")
        #expect(flagged(inner) == [" q: 2 "])
    }

    @Test func anErrorOutsideBlocksTakesItsLineAndAnUnclosedBlockRunsToTheEnd() {
        let tokens: [(kind: String, text: String)] = [
            ("Token.Keyword", "query"), ("Token.Text", "\n"), ("Token.Keyword", "type"), ("Token.Text", " "),
            ("Token.Error", "N"), ("Token.Text", " "), ("Token.Punctuation", "{"), ("Token.Text", "\n"),
            ("Token.Name", "id"), ("Token.Error", "!"), ("Token.Text", "\n"),
        ]
        // `type N {` is the top-level error's line; the block it opens is never closed.
        #expect(flagged(tokens) == ["type N {\nid!\n"])
        #expect(OracleErrorRegion.flags(tokens).prefix(6) == [false, false, false, false, false, false])
    }

    @Test func bracesThatAreNotPunctuationDoNotCount() {
        // A `{` inside a string is not a block: the error's region is its line.
        let tokens: [(kind: String, text: String)] = [
            ("Token.Literal.String", "\"{\""), ("Token.Text", " "), ("Token.Error", "%"), ("Token.Text", "\n"), ("Token.Name", "z"),
        ]
        #expect(flagged(tokens) == ["\"{\" %"])
    }
}

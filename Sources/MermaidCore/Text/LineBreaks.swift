// Why: mermaid breaks plain labels at `<br>` in every diagram type (its `lineBreakRegex`).
// Sequence diagrams had their own copy; this is the one splitter for text that needs lines
// but no inline styling (`LabelText.parse` is the full parser for styled labels).

/// Splits plain label text into lines at `<br>`, `<br/>` and `<br />` (any case, any spaces
/// before the slash), without regular expressions: it runs for every label.
package enum LineBreaks {
    /// `"a<br/>b"` → `["a", "b"]`; text without a break is returned as one line.
    /// - Parameter rules: also break at `<hr>` (labels read as HTML, where it is a rule
    ///   between lines).
    package static func split(_ text: String, rules: Bool = false) -> [String] {
        guard text.containsByte(UInt8(ascii: "<")) else { return [text] }
        var result: [String] = []
        var current = ""
        let chars = Array(text.unicodeScalars)
        var i = 0
        while i < chars.count {
            if chars[i] == "<", let end = breakTagEnd(chars, from: i, rules: rules) {
                result.append(current)
                current = ""
                i = end
                continue
            }
            current.unicodeScalars.append(chars[i])
            i += 1
        }
        result.append(current)
        return result
    }

    /// Index just past a `<br…>` tag starting at `start`, or nil.
    private static func breakTagEnd(_ chars: [Unicode.Scalar], from start: Int, rules: Bool) -> Int? {
        var i = start + 1
        guard i + 1 < chars.count, chars[i + 1] == "r" || chars[i + 1] == "R",
              chars[i] == "b" || chars[i] == "B" || (rules && (chars[i] == "h" || chars[i] == "H"))
        else { return nil }
        i += 2
        while i < chars.count, chars[i] == " " || chars[i] == "\t" { i += 1 }
        if i < chars.count, chars[i] == "/" { i += 1 }
        guard i < chars.count, chars[i] == ">" else { return nil }
        return i + 1
    }
}

/// Finds the arrow of a message statement (`->>`, `-->>`, `-x`, `<<->>`, half arrows, …).
///
/// A participant name may itself contain `-` (`my-service`), so the scanner looks for the
/// first position where a complete arrow token starts, longest token first.
enum SequenceArrowScanner {
    private struct Token {
        let scalars: [Unicode.Scalar]
        let arrow: SequenceArrow
    }

    private static func token(_ text: String, dotted: Bool, start: ArrowHead, end: ArrowHead) -> Token {
        Token(scalars: Array(text.unicodeScalars),
              arrow: SequenceArrow(token: text, dotted: dotted, startHead: start, endHead: end))
    }

    /// Every arrow mermaid 11 knows, longest first so `-->>` wins over `-->`.
    private static let tokens: [Token] = [
        token("<<-->>", dotted: true, start: .filled, end: .filled),
        token("<<->>", dotted: false, start: .filled, end: .filled),
        token("-->>", dotted: true, start: .none, end: .filled),
        token("--|\\", dotted: true, start: .none, end: .solidTop),
        token("--|/", dotted: true, start: .none, end: .solidBottom),
        token("--\\\\", dotted: true, start: .none, end: .stickTop),
        token("--//", dotted: true, start: .none, end: .stickBottom),
        token("/|--", dotted: true, start: .solidBottom, end: .none),
        token("\\|--", dotted: true, start: .solidTop, end: .none),
        token("//--", dotted: true, start: .stickBottom, end: .none),
        token("\\\\--", dotted: true, start: .stickTop, end: .none),
        token("->>", dotted: false, start: .none, end: .filled),
        token("-->", dotted: true, start: .none, end: .none),
        token("--x", dotted: true, start: .none, end: .cross),
        token("--X", dotted: true, start: .none, end: .cross),
        token("--)", dotted: true, start: .none, end: .point),
        token("-|\\", dotted: false, start: .none, end: .solidTop),
        token("-|/", dotted: false, start: .none, end: .solidBottom),
        token("-\\\\", dotted: false, start: .none, end: .stickTop),
        token("-//", dotted: false, start: .none, end: .stickBottom),
        token("/|-", dotted: false, start: .solidBottom, end: .none),
        token("\\|-", dotted: false, start: .solidTop, end: .none),
        token("//-", dotted: false, start: .stickBottom, end: .none),
        token("\\\\-", dotted: false, start: .stickTop, end: .none),
        token("->", dotted: false, start: .none, end: .none),
        token("-x", dotted: false, start: .none, end: .cross),
        token("-X", dotted: false, start: .none, end: .cross),
        token("-)", dotted: false, start: .none, end: .point),
    ]

    /// The first arrow in `s`: its range, kind, and whether `()` precedes it (a circle at the source).
    static func findArrow(in s: [Unicode.Scalar]) -> (start: Int, end: Int, arrow: SequenceArrow, sourceCircle: Bool)? {
        var i = 0
        while i < s.count {
            let c = s[i]
            if c == "(", i + 1 < s.count, s[i + 1] == ")" {
                var j = i + 2
                while j < s.count, s[j] == " " || s[j] == "\t" { j += 1 }
                if let t = match(s, at: j) { return (i, j + t.scalars.count, t.arrow, true) }
            }
            if c == "-" || c == "<" || c == "/" || c == "\\", let t = match(s, at: i) {
                return (i, i + t.scalars.count, t.arrow, false)
            }
            i += 1
        }
        return nil
    }

    private static func match(_ s: [Unicode.Scalar], at i: Int) -> Token? {
        outer: for t in tokens where i + t.scalars.count <= s.count {
            for k in 0..<t.scalars.count where s[i + k] != t.scalars[k] { continue outer }
            return t
        }
        return nil
    }
}

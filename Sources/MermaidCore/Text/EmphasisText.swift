// Why: class diagrams show every name, member and label as markdown (`*italic*`, `__bold__`,
// `**bold**`) without the backticks other diagram types need, yet their text must stay literal
// otherwise (`List<b>` from a generic is not a tag, `&amp;` is not an entity). `LabelText.parse`
// does much more; this is the small, cheap path for that text.

/// Plain text with markdown emphasis and newline breaks only; `` `code` `` spans stay literal.
package enum EmphasisText {
    /// `"+*italic* attr"` → one line with an italic run `italic`; `\n` breaks lines. Text
    /// without `*`, `_` or a newline is one unstyled run, built without scanning further.
    package static func block(_ text: String) -> TextBlock {
        let special = text.utf8.contains { $0 == 0x2A || $0 == 0x5F || $0 == 0x0A }
        // Backticks stay as written; only emphasis outside them is read.
        guard special else { return TextBlock(lines: [TextLine(runs: [TextRun(text)])]) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(10_000)
        return TextBlock(lines: lines.map { line(Array($0)) })
    }

    /// The emphasis markers of `chars` that count: those outside `` `code` `` spans, which
    /// mermaid shows literally, backticks included (`` `x *y*` `` is not italic).
    static func marks(_ chars: [Character]) -> MarkdownEmphasis {
        guard chars.contains("`") else { return MarkdownEmphasis(chars) }
        var masked = chars
        var open: Int?
        for i in chars.indices {
            if chars[i] == "\n" { open = nil }
            guard chars[i] == "`" else { continue }
            if let start = open {
                for k in start...i { masked[k] = "x" }
                open = nil
            } else {
                open = i
            }
        }
        return MarkdownEmphasis(masked)
    }

    private static func line(_ chars: [Character]) -> TextLine {
        let emphasis = marks(chars)
        var runs: [TextRun] = []
        var style = TextRun("")
        var pending = ""
        func flush() {
            if !pending.isEmpty { runs.append(style.with(text: pending)) }
            pending = ""
        }
        var i = 0
        while i < chars.count {
            if let (toggle, length) = emphasis.toggle(at: i) {
                flush()
                switch toggle {
                case .bold: style.bold.toggle()
                case .italic: style.italic.toggle()
                }
                i += length
                continue
            }
            pending.append(chars[i])
            i += 1
        }
        flush()
        return TextLine(runs: runs)
    }
}

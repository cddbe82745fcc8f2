// Why: the indentation-based types (mindmap, treeView, ishikawa) all read a line as "how far it
// is indented, and what follows"; one helper keeps their column arithmetic the same.

extension SourceLine {
    /// The line's indentation (spaces and tabs, in characters) and its text without the
    /// indentation and trailing spaces/tabs; nil for a blank line. Column of the text = indent + 1.
    package var indentedText: (indent: Int, text: String)? {
        let chars = Array(text)
        var start = 0
        while start < chars.count, chars[start] == " " || chars[start] == "\t" { start += 1 }
        var end = chars.count
        while end > start, chars[end - 1] == " " || chars[end - 1] == "\t" { end -= 1 }
        guard start < end else { return nil }
        return (start, String(characters: chars[start..<end]))
    }
}

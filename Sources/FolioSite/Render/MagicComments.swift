// Why: Docusaurus writers mark the lines a reader should look at with comments inside the code,
// `// highlight-next-line`, or `// highlight-start` … `// highlight-end` around several lines, in whatever
// comment syntax the language has. Folio showed those comments as code. Here they leave the code and the
// lines they name are highlighted as `{2,4-6}` after the language highlights them.

/// Docusaurus' magic comments in one code block (README "Code blocks").
enum MagicComments {
    /// `code` without its magic comment lines, and the lines (1-based, in the code returned) they highlight;
    /// nil when it has none. A `highlight-start` without an end runs to the block's end.
    static func apply(_ code: String) -> (code: String, lines: Set<Int>)? {
        guard code.utf8Contains(literal: "highlight-") else { return nil }
        var kept: [Substring] = []
        var lines = Set<Int>()
        var nextLine = false, open = false, found = false
        let all = code.split(separator: "\n", omittingEmptySubsequences: false)
        for line in all {
            switch directive(line) {
            case "highlight-next-line"?: nextLine = true; found = true
            case "highlight-start"?: open = true; found = true
            case "highlight-end"?: open = false; found = true
            default:
                kept.append(line)
                if nextLine || open { lines.insert(kept.count) }
                nextLine = false
            }
        }
        guard found else { return nil }
        // The block's final newline is an empty last piece, not a line.
        if code.hasSuffix("\n") { lines.remove(kept.count) }
        return (kept.joined(separator: "\n"), lines)
    }

    /// The directive a line is nothing but, in one of the comment forms Docusaurus reads (`//`, `#`, `--`,
    /// `%`, `;`, `/* … */`, `{/* … */}`, `<!-- … -->`); nil for any other line.
    static func directive(_ line: Substring) -> String? {
        var text = String(line).trimming(" \t\r")
        guard text.utf8Contains(literal: "highlight-") else { return nil }
        for (open, close) in [("{/*", "*/}"), ("/*", "*/"), ("<!--", "-->")] where text.hasPrefix(open) && text.hasSuffix(close) {
            text = String(text.dropFirst(open.count).dropLast(close.count))
            return known(text.trimming(" \t"))
        }
        for open in ["//", "#", "--", "%", ";"] where text.hasPrefix(open) {
            return known(String(text.dropFirst(open.count)).trimming(" \t"))
        }
        return nil
    }

    private static func known(_ word: String) -> String? {
        ["highlight-next-line", "highlight-start", "highlight-end"].contains(word) ? word : nil
    }
}

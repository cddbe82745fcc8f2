// Why: Hugo, Jekyll (with `excerpt_separator`) and MkDocs-Material's blog mark where a post's summary
// ends with a `<!--more-->` line: what comes before it is what lists and cards show. Folio took the
// first paragraph whatever the writer marked, so a post whose summary is two paragraphs, or starts
// after an image, showed the wrong text in its card, its `og:description` and the feed.

/// The summary a `<!--more-->` (or `<!-- more -->`) line marks: the text of the prose before it.
enum MoreDivider {
    /// The plain text before the note's first divider line outside fenced code (headings, code, HTML
    /// and list or quote markers left out), or nil when it has none or nothing comes before it.
    static func summary(ofBody body: String) -> String? {
        guard body.utf8Contains("<!--") else { return nil }
        var fences = FencedCodeLines()
        var prose: [Substring] = []
        // `\r\n` is one Character: both line ends split.
        for line in body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" }).trimmingTrailingWhitespace()
            if fences.isCode(line) { continue }
            if isDivider(trimmed) {
                let text = InlinePlainText.reduce(prose.joined(separator: " "))
                return text.isEmpty ? nil : text
            }
            if let kept = proseText(of: trimmed) { prose.append(kept) }
        }
        return nil
    }

    /// `<!--more-->`, spaces inside allowed, any case.
    static func isDivider(_ line: Substring) -> Bool {
        guard line.hasPrefix("<!--"), line.hasSuffix("-->"), line.count >= 11 else { return false }
        return String(line.dropFirst(4).dropLast(3)).trimming(" ").lowercased() == "more"
    }

    /// A line's text as prose, or nil for a line that holds none (blank, a heading, an HTML line, a
    /// table, a setext underline or thematic break, an image alone).
    private static func proseText(of line: Substring) -> Substring? {
        guard let first = line.first else { return nil }
        if first == "#" || first == "<" || first == "|" || first == "!" { return nil }
        if line.allSatisfy({ $0 == "=" || $0 == "-" || $0 == "*" || $0 == "_" || $0 == " " }) { return nil }
        var rest = line
        while let marker = rest.first, marker == ">" { rest = rest.dropFirst().drop(while: { $0 == " " }) }
        if rest.hasPrefix("- ") || rest.hasPrefix("* ") || rest.hasPrefix("+ ") { rest = rest.dropFirst(2) }
        let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
        if !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(". ") { rest = rest.dropFirst(digits.count + 2) }
        return rest.isEmpty ? nil : rest
    }
}

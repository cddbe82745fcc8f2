import Foundation

// Why: Jekyll sites share Markdown between pages with `{% include_relative part.md %}` and with
// `{% include part.md %}`, which reads `_includes/part.md`; Folio showed such a line as an unsupported
// Liquid tag. Alone on its line and without parameters (which need Liquid to fill in), it is an include
// like `--8<--` (``CodeIncludeRewriter/expandProse(_:)``); `_includes/` is a partials folder
// (``PartialNotes``), so its files are included and never published, as in Jekyll.

/// `{% include name.md %}` or `{% include_relative path.md %}` alone on a line.
struct JekyllInclude: Equatable {
    /// The file as an include path: `/_includes/name.md`, or the relative path as written.
    var path: String
    var indent: String
    /// 1-based column of `{%`.
    var column: Int

    /// True when `bytes` hold `{%`, so notes without one cost one `memchr`.
    static func mayOccur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.containsPair(0x7B, 0x25)  // {%
    }

    /// The include that is all of `line` but spaces, or nil (a tag with parameters or a variable, a file
    /// that is not Markdown, any other tag).
    static func alone(in line: Substring) -> JekyllInclude? {
        let (indent, rest) = line.indentAndText
        guard rest.hasPrefix("{%"), rest.hasSuffix("%}") else { return nil }
        var inner = rest.dropFirst(2).dropLast(2)
        if inner.first == "-" { inner = inner.dropFirst() }
        if inner.last == "-" { inner = inner.dropLast() }
        let words = inner.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count == 2, words[0] == "include" || words[0] == "include_relative" else { return nil }
        let file = String(words[1])
        let lower = file.lowercased()
        guard !file.contains("{"), lower.hasSuffix(".md") || lower.hasSuffix(".markdown") else { return nil }
        return JekyllInclude(path: words[0] == "include" ? "/_includes/" + file : file, indent: String(indent),
                             column: indent.utf8.count + 1)
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

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
        guard let base = bytes.baseAddress, bytes.count >= 2 else { return false }
        var offset = 1
        while offset < bytes.count {
            guard let hit = memchr(base + offset, 0x25, bytes.count - offset) else { return false }  // %
            let at = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
            if base[at - 1] == 0x7B { return true }  // {
            offset = at + 1
        }
        return false
    }

    /// The include that is all of `line` but spaces, or nil (a tag with parameters or a variable, a file
    /// that is not Markdown, any other tag).
    static func alone(in line: Substring) -> JekyllInclude? {
        let indent = line.prefix { $0 == " " || $0 == "\t" }
        var rest = line.dropFirst(indent.count)
        while let last = rest.last, last == " " || last == "\t" || last == "\r" { rest = rest.dropLast() }
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

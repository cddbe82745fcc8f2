// Why: the class parser reads one line at a time, but mermaid's strings and backtick names may
// hold newlines (`note "first\nsecond"`, ``class `Long\nName` ``, `A["two\nlines"]`). This
// decides when a line leaves one open, so the parser can join the next lines to it first.

/// Whether a statement's text leaves a `"…"` string or a `` `…` `` name unclosed.
enum MultilineText {
    /// True when a double quote or backtick opened before the first label colon (`:` that is
    /// not part of `:::`) or `%%` comment is still open at the end of `text`. Quotes inside
    /// backticks and backticks inside quotes do not count. A label after a colon never spans
    /// lines in mermaid, so quotes there are ignored.
    static func isOpen(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.contains(quote) || bytes.contains(backtick) else { return false }
        var inQuote = false
        var inBacktick = false
        var i = 0
        while i < bytes.count {
            let c = bytes[i]
            if c == quote, !inBacktick {
                inQuote.toggle()
            } else if c == backtick, !inQuote {
                inBacktick.toggle()
            } else if !inQuote, !inBacktick {
                if c == percent, i + 1 < bytes.count, bytes[i + 1] == percent { break }
                if c == colon {
                    if i + 2 < bytes.count, bytes[i + 1] == colon, bytes[i + 2] == colon {
                        i += 3
                        continue
                    }
                    break
                }
            }
            i += 1
        }
        return inQuote || inBacktick
    }

    private static let quote = UInt8(ascii: "\""), backtick = UInt8(ascii: "`")
    private static let colon = UInt8(ascii: ":"), percent = UInt8(ascii: "%")
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Markup

// Why: Obsidian writers keep notes to themselves in the text, `%%ask legal first%%`, or whole blocks
// between `%%` lines, and Obsidian never shows them. Published as text they would put a vault's
// private remarks on a public site, in the page, its summary, its `og:description` and the search
// index. So they are taken out of the Markdown before anything reads it, as Obsidian takes them out of
// its reading view, except in code, where `%%` is code (and Mermaid's own comment mark). MDX's comments,
// `{/* … */}` (Docusaurus' notes, where HTML comments are not allowed), are the same kind of remark and go
// the same way.

/// Removes Obsidian comments (`%%…%%`) and MDX comments (`{/*…*/}`), on one line or over many, from a
/// note's Markdown (README "Comments"). Fenced code blocks and code spans keep theirs. Every line break stays, so line
/// numbers stay file positions; a comment left open hides the rest of the note, as in Obsidian, and
/// is reported.
enum ObsidianComments {
    /// `text` without its comments, and where a comment that is never closed opens (1-based line and
    /// UTF-8 column) with its opening mark (`%%` or `{/*`); the text itself (same storage) when it holds
    /// neither mark.
    static func strip(_ text: String) -> (text: String, unclosed: (line: Int, column: Int, mark: String)?) {
        var text = text
        let found: ([UInt8], (line: Int, column: Int, mdx: Bool)?)? = text.withUTF8 { bytes in
            guard mayOccur(in: bytes) else { return nil }
            return strip(bytes)
        }
        guard let (kept, unclosed) = found else { return (text, nil) }
        return (String(decoding: kept, as: UTF8.self), unclosed.map { (line: $0.line, column: $0.column, mark: $0.mdx ? "{/*" : "%%") })
    }

    /// Whether `bytes` hold `%%` or `{/*` at all: most notes do not, and are not copied.
    static func mayOccur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if SyntaxCandidates.runOffset(of: 37, length: 2, in: UnsafeRawBufferPointer(bytes)) != nil { return true }
        guard let base = bytes.baseAddress else { return false }
        var index = 0
        while index < bytes.count, let found = memchr(base + index, 123, bytes.count - index) {
            let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if at + 2 < bytes.count, bytes[at + 1] == 47, bytes[at + 2] == 42 { return true }
            index = at + 1
        }
        return false
    }

    private static func strip(_ bytes: UnsafeBufferPointer<UInt8>) -> ([UInt8], (line: Int, column: Int, mdx: Bool)?) {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var opened: (line: Int, column: Int, mdx: Bool)? = nil  // the open comment's place and kind
        var fence: (marker: UInt8, count: Int)? = nil
        var line = 1, lineStart = 0
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 10 { lineEnd += 1 }
            let hasBreak = lineEnd < bytes.count
            if opened == nil, let marker = fenceMarker(bytes, lineStart, lineEnd) {
                // A code fence opens or closes (outside a comment only: a fence inside one is hidden with it).
                if let open = fence {
                    if marker.marker == open.marker && marker.count >= open.count && marker.isBare { fence = nil }
                } else {
                    fence = (marker.marker, marker.count)
                }
                kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]))
            } else if fence != nil {
                kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]))
            } else {
                var index = lineStart, codeRun = 0
                while index < lineEnd {
                    let byte = bytes[index]
                    if opened == nil, byte == 96 {
                        // A backtick run opens a code span, and the same length closes it.
                        var run = 0
                        while index + run < lineEnd, bytes[index + run] == 96 { run += 1 }
                        codeRun = codeRun == 0 ? run : (codeRun == run ? 0 : codeRun)
                        kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + run)]))
                        index += run
                        continue
                    }
                    if codeRun == 0, byte == 37, opened?.mdx != true, index + 1 < lineEnd, bytes[index + 1] == 37 {
                        opened = opened == nil ? (line, index - lineStart + 1, false) : nil
                        index += 2
                        continue
                    }
                    if codeRun == 0, opened == nil, byte == 123, index + 2 < lineEnd, bytes[index + 1] == 47, bytes[index + 2] == 42 {
                        opened = (line, index - lineStart + 1, true)  // `{/*`
                        index += 3
                        continue
                    }
                    if opened?.mdx == true, byte == 42, index + 2 < lineEnd, bytes[index + 1] == 47, bytes[index + 2] == 125 {
                        opened = nil  // `*/}`
                        index += 3
                        continue
                    }
                    if opened == nil { kept.append(byte) }
                    index += 1
                }
            }
            if hasBreak { kept.append(10) }
            line += 1
            lineStart = lineEnd + 1
        }
        return (kept, opened)
    }

    /// A code fence after the line's blanks and quote marks (`>`, so fences in quotes, callouts and list
    /// items count): three or more backticks or tildes, a backtick fence carrying no backtick after it;
    /// and whether nothing but blanks follows.
    private static func fenceMarker(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
        -> (marker: UInt8, count: Int, isBare: Bool)? {
        var index = start
        while index < end, bytes[index] == 32 || bytes[index] == 9 || bytes[index] == 62 { index += 1 }
        guard index < end, bytes[index] == 96 || bytes[index] == 126 else { return nil }
        let marker = bytes[index]
        var count = 0
        while index < end, bytes[index] == marker { count += 1; index += 1 }
        guard count >= 3 else { return nil }
        var isBare = true
        for position in index..<end {
            if marker == 96 && bytes[position] == 96 { return nil }
            if bytes[position] != 32 && bytes[position] != 9 && bytes[position] != 13 { isBare = false }
        }
        return (marker, count, isBare)
    }
}

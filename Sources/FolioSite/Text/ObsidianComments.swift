import Markup

// Why: Obsidian writers keep notes to themselves in the text, `%%ask legal first%%`, or whole blocks
// between `%%` lines, and Obsidian never shows them. Published as text they would put a vault's
// private remarks on a public site, in the page, its summary, its `og:description` and the search
// index. So they are taken out of the Markdown before anything reads it, as Obsidian takes them out of
// its reading view, except in code, where `%%` is code (and Mermaid's own comment mark).

/// Removes Obsidian comments (`%%…%%`, on one line or over many) from a note's Markdown (README
/// "Comments"). Fenced code blocks and code spans keep theirs. Every line break stays, so line
/// numbers stay file positions; a comment left open hides the rest of the note, as in Obsidian, and
/// is reported.
enum ObsidianComments {
    /// `text` without its comments, and where a comment that is never closed opens (1-based line and
    /// UTF-8 column); the text itself (same storage) when it holds no `%%`.
    static func strip(_ text: String) -> (text: String, unclosed: (line: Int, column: Int)?) {
        var text = text
        let found: ([UInt8], (Int, Int)?)? = text.withUTF8 { bytes in
            guard mayOccur(in: bytes) else { return nil }
            return strip(bytes)
        }
        guard let (kept, unclosed) = found else { return (text, nil) }
        return (String(decoding: kept, as: UTF8.self), unclosed.map { (line: $0.0, column: $0.1) })
    }

    /// Whether `bytes` hold `%%` at all: most notes do not, and are not copied.
    static func mayOccur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        SyntaxCandidates.runOffset(of: 37, length: 2, in: UnsafeRawBufferPointer(bytes)) != nil
    }

    private static func strip(_ bytes: UnsafeBufferPointer<UInt8>) -> ([UInt8], (Int, Int)?) {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var opened: (line: Int, column: Int)? = nil  // the open comment's place
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
                    if codeRun == 0, byte == 37, index + 1 < lineEnd, bytes[index + 1] == 37 {
                        opened = opened == nil ? (line, index - lineStart + 1) : nil
                        index += 2
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
        return (kept, opened.map { ($0.line, $0.column) })
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

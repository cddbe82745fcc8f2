/// Finds a note's plain fenced code blocks in its Markdown text, before it is parsed: their
/// language word and literal text, as the page's renderer will ask the highlighter for them.
///
/// Why: the render phase colours a run of pages' blocks together, grouped by language
/// (``SyntaxHighlighter/colourAhead(_:)``), before rendering those pages. This scan only has to be
/// right for the common shape: a fence at the start of a line, outside any container. A block it
/// gets wrong is a block the highlighter colours once more when the page asks for it, never a
/// wrong page, since the highlighter's cache is keyed by the exact text. Anything unusual (a fence
/// in a list or quote, carriage returns, Jekyll tags, a diagram) is left out, and a note with an
/// indented fence or an HTML block is not scanned at all.
enum FencedBlockScan {
    /// The blocks of `markdown` worth colouring ahead (languages other than `mermaid`, which
    /// diagrams draw), in order.
    static func blocks(in markdown: String) -> [(language: String, code: String)] {
        var markdown = markdown
        return markdown.withUTF8 { text in
            // CR: cmark's line endings differ from the text's; `{%`, `{{`: Jekyll tags are expanded first.
            guard text.firstOffset(of: 13, from: 0) == nil, !hasTemplateTag(text) else { return [] }
            var blocks: [(language: String, code: String)] = []
            var open: (marker: UInt8, length: Int, language: String, contentStart: Int)?
            // Only lines that start with a fence matter: found by `memchr` for their first byte
            // (vectorised), not by walking every line of the note.
            guard let lineStarts = fenceLineStarts(text) else { return [] }
            for lineStart in lineStarts {
                let lineEnd = text.firstOffset(of: 10, from: lineStart) ?? text.count
                guard let fence = fenceRun(text, from: lineStart, to: lineEnd) else { continue }
                if let current = open {
                    if fence.marker == current.marker, fence.length >= current.length,
                       isBlank(text, from: lineStart + fence.length, to: lineEnd) {
                        let code = String(decoding: UnsafeBufferPointer(rebasing: text[current.contentStart..<lineStart]), as: UTF8.self)
                        blocks.append((current.language, code))
                        open = nil
                    }
                } else {
                    let info = text[(lineStart + fence.length)..<lineEnd]
                    if !(fence.marker == UInt8(ascii: "`") && info.contains(UInt8(ascii: "`"))) {
                        let word = info.drop { $0 == 32 || $0 == 9 }.prefix { $0 != 32 && $0 != 9 && $0 != UInt8(ascii: "{") }
                        let language = String(decoding: UnsafeBufferPointer(rebasing: word), as: UTF8.self)
                        // An unterminated fence runs to the end of the note: not worth guessing.
                        open = (fence.marker, fence.length, language, min(lineEnd + 1, text.count))
                    }
                }
            }
            return blocks.filter { block in
                !block.language.isEmpty && block.language.lowercased() != "mermaid" && !block.language.utf8.contains(92)
            }
        }
    }

    /// The offsets, ascending, of every line that starts with a backtick or a tilde; nil when a
    /// fence may start where this scan does not look: after one to three spaces (cmark's fences
    /// may be indented so, which would put this scan out of step with cmark's), or in an HTML block
    /// (a line starting with `<`).
    private static func fenceLineStarts(_ text: UnsafeBufferPointer<UInt8>) -> [Int]? {
        var offset = 0
        while let position = text.firstOffset(of: UInt8(ascii: "<"), from: offset) {
            if position == 0 || text[position - 1] == 10 { return nil }
            offset = position + 1
        }
        var starts: [Int] = []
        for marker in [UInt8(ascii: "`"), UInt8(ascii: "~")] {
            var offset = 0
            while let position = text.firstOffset(of: marker, from: offset) {
                var spaces = 0
                while spaces < 4 && position - spaces > 0 && text[position - spaces - 1] == 32 { spaces += 1 }
                let lineStart = position - spaces == 0 || text[position - spaces - 1] == 10
                if lineStart && spaces == 0 { starts.append(position) }
                if lineStart && spaces > 0 && spaces < 4, position + 2 < text.count,
                   text[position + 1] == marker, text[position + 2] == marker { return nil }
                offset = position + 1
                // The rest of a run is never a line start.
                while offset < text.count && text[offset] == marker { offset += 1 }
            }
        }
        return starts.sorted()
    }

    /// A run of three or more backticks or tildes starting the line (no indentation).
    private static func fenceRun(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (marker: UInt8, length: Int)? {
        guard start < end, text[start] == UInt8(ascii: "`") || text[start] == UInt8(ascii: "~") else { return nil }
        let marker = text[start]
        var index = start
        while index < end && text[index] == marker { index += 1 }
        return index - start >= 3 ? (marker, index - start) : nil
    }

    private static func hasTemplateTag(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while let brace = text.firstOffset(of: UInt8(ascii: "{"), from: offset) {
            guard brace + 1 < text.count else { return false }
            if text[brace + 1] == UInt8(ascii: "%") || text[brace + 1] == UInt8(ascii: "{") { return true }
            offset = brace + 1
        }
        return false
    }

    private static func isBlank(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            if text[index] != 32 && text[index] != 9 { return false }
            index += 1
        }
        return true
    }
}

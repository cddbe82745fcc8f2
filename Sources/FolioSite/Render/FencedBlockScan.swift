/// Finds a note's plain fenced code blocks in its Markdown text, before it is parsed: their
/// language word and literal text, as the page's renderer will ask the highlighter for them.
///
/// Why: the render phase colours a run of pages' blocks together, grouped by language
/// (``SyntaxHighlighter/colourAhead(_:)``), before rendering those pages. This scan only has to be
/// right for the common shape: a fence at the start of a line, outside any container. A block it
/// gets wrong is a block the highlighter colours once more when the page asks for it, never a
/// wrong page, since the highlighter's cache is keyed by the exact text. Anything unusual (a fence
/// in a list or quote, carriage returns, Jekyll tags, a diagram) is left out.
enum FencedBlockScan {
    /// The blocks of `markdown` worth colouring ahead (languages other than `mermaid`, which
    /// diagrams draw), in order.
    static func blocks(in markdown: String) -> [(language: String, code: String)] {
        var markdown = markdown
        return markdown.withUTF8 { text in
            // CR: cmark's line endings differ from the text's; `{%`, `{{`: Jekyll tags are expanded first.
            guard !text.contains(13), !hasTemplateTag(text) else { return [] }
            var blocks: [(language: String, code: String)] = []
            var lineStart = 0
            var open: (marker: UInt8, length: Int, language: String, contentStart: Int)?
            while lineStart < text.count {
                let lineEnd = text[lineStart...].firstIndex(of: 10) ?? text.count
                let fence = fenceRun(text, from: lineStart, to: lineEnd)
                if let current = open {
                    if let fence, fence.marker == current.marker, fence.length >= current.length,
                       isBlank(text, from: lineStart + fence.length, to: lineEnd) {
                        let code = String(decoding: UnsafeBufferPointer(rebasing: text[current.contentStart..<lineStart]), as: UTF8.self)
                        blocks.append((current.language, code))
                        open = nil
                    }
                } else if let fence {
                    let info = text[(lineStart + fence.length)..<lineEnd]
                    if !(fence.marker == UInt8(ascii: "`") && info.contains(UInt8(ascii: "`"))) {
                        let word = info.drop { $0 == 32 || $0 == 9 }.prefix { $0 != 32 && $0 != 9 && $0 != UInt8(ascii: "{") }
                        let language = String(decoding: UnsafeBufferPointer(rebasing: word), as: UTF8.self)
                        // An unterminated fence runs to the end of the note: not worth guessing.
                        open = (fence.marker, fence.length, language, min(lineEnd + 1, text.count))
                    }
                }
                lineStart = lineEnd + 1
            }
            return blocks.filter { !$0.language.isEmpty && $0.language.lowercased() != "mermaid" && !$0.language.contains("\\") }
        }
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
        var index = 0
        while let brace = text[index...].firstIndex(of: UInt8(ascii: "{")) {
            guard brace + 1 < text.count else { return false }
            if text[brace + 1] == UInt8(ascii: "%") || text[brace + 1] == UInt8(ascii: "{") { return true }
            index = brace + 1
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

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A quick line scan of a Markdown body for its first H1, first H2 and first paragraph,
/// skipping fenced code, block quotes, HTML and tables. It is what lets the site plan
/// titles and the index without parsing every note twice.
///
/// The scan runs on UTF-8 bytes: every marker it looks for is ASCII, and the load phase of a
/// 10,000-note build spent most of its time in `Character` iteration here. Once the first H1,
/// the first H2 and the first paragraph are known, only fences are still looked at (to count
/// mermaid blocks).
struct MarkdownOutline {
    var firstH1: String?
    var firstH2: String?
    var firstParagraph: String?
    var mermaidBlocks = 0
    /// The first word of each code fence's info string, as written (`swift`, `JS`, `mermaid`), once each.
    var fenceLanguages: [String] = []
    var hasH1 = false

    /// The outline of `body`; with `definitionLists`, the terms of a definition list (the lines before a
    /// `:` line, or before the blank lines before one) and its definitions are not the first paragraph; with
    /// `critic`, the headings and paragraph read as CriticMarkup's edits accepted (``CriticMarks/accepted(_:)``).
    init(body: String, definitionLists: Bool = false, critic: Bool = false) {
        var body = body
        body.withUTF8 { scan(OutlineBytes($0), definitionLists: definitionLists, critic: critic) }
    }

    private mutating func scan(_ text: OutlineBytes, definitionLists: Bool, critic: Bool) {
        var fence: (byte: UInt8, count: Int)? = nil
        var paragraph: [Range<Int>] = []
        var previous: Range<Int>? = nil
        var paragraphDone = false
        // Definition lists: inside a definition; the paragraph was ended by a blank line and nothing since
        // (a `:` line now makes it terms); the line before was blank.
        var inDefinition = false, endedByBlank = false, afterBlank = false
        var lineStart = 0
        while lineStart <= text.count {
            let lineEnd = text.firstIndex(of: 10, from: lineStart) ?? text.count
            defer { lineStart = lineEnd + 1 }
            let indent = text.countLeading(32, in: lineStart..<lineEnd)
            let stripped = (lineStart + indent)..<lineEnd
            let firstByte = stripped.isEmpty ? 0 : text[stripped.lowerBound]
            if (firstByte == 96 || firstByte == 126) && indent < 4, let marker = text.fenceMarker(stripped) {
                if let open = fence {
                    if marker.byte == open.byte && marker.count >= open.count && marker.isBare { fence = nil }
                } else {
                    fence = (marker.byte, marker.count)
                    if text.isMermaidInfo(marker.info) { mermaidBlocks += 1 }
                    if let word = text.infoWord(marker.info), !fenceLanguages.contains(word) { fenceLanguages.append(word) }
                    if !paragraph.isEmpty { paragraphDone = true }
                }
                if indent < 2 { inDefinition = false }
                endedByBlank = false
                previous = nil
                continue
            }
            if fence != nil { continue }
            if definitionLists && (!paragraphDone || endedByBlank) {
                if text.trimmingTrailingWhitespace(stripped).isEmpty {
                    if !paragraph.isEmpty && !paragraphDone { endedByBlank = true }
                    afterBlank = true
                } else {
                    if indent < 4, text.isDefinitionMarker(stripped) {
                        // The lines above were the list's terms, not a paragraph.
                        if !paragraph.isEmpty { paragraph.removeAll(); paragraphDone = false }
                        inDefinition = true
                    } else if !inDefinition || (afterBlank && indent < 2) {
                        inDefinition = false
                    }
                    endedByBlank = false
                    afterBlank = false
                    if inDefinition { previous = nil; continue }
                }
            }
            // Everything below only looks for the outline; once it is complete, skip to fences.
            if firstH1 != nil && firstH2 != nil && paragraphDone { continue }
            let trimmed = text.trimmingTrailingWhitespace(stripped)
            if indent < 4, !trimmed.isEmpty, text[trimmed.lowerBound] == 35, let level = text.atxLevel(trimmed) {
                if level == 1 && firstH1 == nil {
                    firstH1 = text.inlineText([text.withoutHeadingID(text.atxText(trimmed, level: level))], critic: critic)
                    hasH1 = true
                }
                if level == 2 && firstH2 == nil {
                    firstH2 = text.inlineText([text.withoutHeadingID(text.atxText(trimmed, level: level))], critic: critic)
                }
                if !paragraph.isEmpty { paragraphDone = true }
                previous = nil
                continue
            }
            if indent < 4, let above = previous, !trimmed.isEmpty, text.allBytes(trimmed, equal: 61) {
                // Setext H1 underline: the line above is the heading, not paragraph text.
                if firstH1 == nil { firstH1 = text.inlineText([text.withoutHeadingID(above)], critic: critic); hasH1 = true }
                if !paragraphDone, let last = paragraph.last, text.equal(last, above) { paragraph.removeLast() }
                previous = nil
                continue
            }
            if indent < 4, let above = previous, trimmed.count >= 2, text.allBytes(trimmed, equal: 45),
               !paragraphDone, paragraph.count == 1, text.equal(paragraph[0], above) {
                if firstH2 == nil { firstH2 = text.inlineText([text.withoutHeadingID(above)], critic: critic) }
                paragraph.removeLast()
                previous = nil
                continue
            }
            if trimmed.isEmpty {
                if !paragraph.isEmpty { paragraphDone = true }
                previous = nil
                continue
            }
            previous = trimmed
            if paragraphDone { continue }
            let isOther = text.startsNonParagraph(trimmed, paragraphIsEmpty: paragraph.isEmpty)
            if isOther && paragraph.isEmpty { continue }
            if isOther { paragraphDone = true; continue }
            paragraph.append(trimmed)
        }
        if !paragraph.isEmpty { firstParagraph = text.inlineText(paragraph, critic: critic) }
    }
}

/// The bytes of one note body and the line-level tests ``MarkdownOutline`` makes on them.
/// Ranges are byte offsets into the body.
struct OutlineBytes {
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var count: Int { bytes.count }
    subscript(_ offset: Int) -> UInt8 { bytes[offset] }

    func firstIndex(of byte: UInt8, from start: Int) -> Int? { bytes.firstOffset(of: byte, from: start) }

    func countLeading(_ byte: UInt8, in range: Range<Int>) -> Int {
        var index = range.lowerBound
        while index < range.upperBound && bytes[index] == byte { index += 1 }
        return index - range.lowerBound
    }

    /// A definition's `:` and a blank after it (the range starts at the line's first non-space).
    func isDefinitionMarker(_ range: Range<Int>) -> Bool {
        range.count >= 2 && bytes[range.lowerBound] == 58 && (bytes[range.lowerBound + 1] == 32 || bytes[range.lowerBound + 1] == 9)
    }

    func allBytes(_ range: Range<Int>, equal byte: UInt8) -> Bool {
        range.allSatisfy { bytes[$0] == byte }
    }

    func equal(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { bytes[$0] == bytes[$1] }
    }

    /// Drops trailing spaces, tabs and carriage returns.
    func trimmingTrailingWhitespace(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, bytes[end - 1] == 32 || bytes[end - 1] == 9 || bytes[end - 1] == 13 { end -= 1 }
        return range.lowerBound..<end
    }

    /// A run of three or more backticks or tildes; a backtick fence's info string may not
    /// hold a backtick. `isBare` when nothing but blanks follows (a closing fence).
    func fenceMarker(_ range: Range<Int>) -> (byte: UInt8, count: Int, isBare: Bool, info: Range<Int>)? {
        let marker = bytes[range.lowerBound]
        let run = countLeading(marker, in: range)
        guard run >= 3 else { return nil }
        let rest = (range.lowerBound + run)..<range.upperBound
        if marker == 96 && rest.contains(where: { bytes[$0] == 96 }) { return nil }
        let isBare = rest.allSatisfy { bytes[$0] == 32 || bytes[$0] == 9 || bytes[$0] == 13 }
        return (marker, run, isBare, trimmingTrailingWhitespace(rest))
    }

    /// The info string's first space-separated word is `mermaid`, in any case.
    /// The info string's first word (up to a blank or `{`), nil when there is none.
    func infoWord(_ info: Range<Int>) -> String? {
        let start = info.lowerBound + countLeading(32, in: info)
        var end = start
        while end < info.upperBound && bytes[end] != 32 && bytes[end] != 9 && bytes[end] != 123 { end += 1 }
        guard end > start, end - start <= 32 else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    func isMermaidInfo(_ info: Range<Int>) -> Bool {
        let start = info.lowerBound + countLeading(32, in: info)
        var end = start
        while end < info.upperBound && bytes[end] != 32 { end += 1 }
        let word = Array("mermaid".utf8)
        guard end - start == word.count else { return false }
        return (0..<word.count).allSatisfy { bytes[start + $0] | 0x20 == word[$0] }
    }

    /// 1–6 `#` followed by a blank or the end of the line.
    func atxLevel(_ range: Range<Int>) -> Int? {
        let hashes = countLeading(35, in: range)
        guard (1...6).contains(hashes) else { return nil }
        let after = range.lowerBound + hashes
        guard after == range.upperBound || bytes[after] == 32 || bytes[after] == 9 else { return nil }
        return hashes
    }

    /// A heading's text without its custom `{#id}` (``HeadingID``), which the page does not show.
    func withoutHeadingID(_ range: Range<Int>) -> Range<Int> {
        guard let found = HeadingID.suffix(in: bytes, range) else { return range }
        return range.lowerBound..<found.start
    }

    /// The heading text of an ATX heading line, without the optional closing `#` sequence.
    func atxText(_ range: Range<Int>, level: Int) -> Range<Int> {
        var start = range.lowerBound + level
        while start < range.upperBound, bytes[start] == 32 || bytes[start] == 9 { start += 1 }
        var text = start..<range.upperBound
        var trailing = 0
        while trailing < text.count && bytes[text.upperBound - 1 - trailing] == 35 { trailing += 1 }
        if trailing > 0 {
            let before = text.lowerBound..<(text.upperBound - trailing)
            if before.isEmpty || bytes[before.upperBound - 1] == 32 { text = before }
        }
        return trimmingTrailingWhitespace(text)
    }

    /// Quotes, HTML, tables, images, Liquid tags, thematic breaks, link reference definitions
    /// and (at the start of a paragraph) list items are not summary text.
    func startsNonParagraph(_ range: Range<Int>, paragraphIsEmpty: Bool) -> Bool {
        let first = bytes[range.lowerBound]
        if first == 62 || first == 60 || first == 124 || first == 33 || first == 123 { return true }
        if range.count >= 3 && (first == 45 || first == 42 || first == 95)
            && bytes[range.lowerBound + 1] == first && bytes[range.lowerBound + 2] == first { return true }
        if first == 91 && range.dropLast().contains(where: { bytes[$0] == 93 && bytes[$0 + 1] == 58 }) { return true }
        guard paragraphIsEmpty else { return false }
        return isListItem(range)
    }

    /// Whether the line (without its indent) starts a list item: `- `, `* `, `+ `, `1. ` or `1) `.
    func isListItem(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        let first = bytes[range.lowerBound]
        if first == 45 || first == 42 || first == 43 {
            return range.count > 1 && bytes[range.lowerBound + 1] == 32
        }
        return isOrderedListItem(range)
    }

    /// `1. ` or `1) `. Digits are Unicode numbers, as `Character.isNumber` has them.
    private func isOrderedListItem(_ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound, bytes[index] >= 48 && bytes[index] <= 57 { index += 1 }
        if index < range.upperBound && bytes[index] >= 0x80 {
            // A non-ASCII number (`½`, `٣`) may continue the run: decide on characters.
            let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            let digits = line.prefix(while: { $0.isNumber })
            let rest = line.dropFirst(digits.count)
            return !digits.isEmpty && (rest.first == "." || rest.first == ")") && rest.dropFirst().first == " "
        }
        guard index > range.lowerBound, index + 1 < range.upperBound else { return false }
        return (bytes[index] == 46 || bytes[index] == 41) && bytes[index + 1] == 32
    }

    /// The text a reader sees of these lines joined by spaces (see ``InlinePlainText``); with `critic`, the
    /// CriticMarkup edits in them accepted.
    func inlineText(_ lines: [Range<Int>], critic: Bool) -> String {
        var joined: [UInt8] = []
        joined.reserveCapacity(lines.reduce(0) { $0 + $1.count + 1 })
        for (position, line) in lines.enumerated() {
            if position > 0 { joined.append(32) }
            joined.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[line]))
        }
        if critic, joined.withUnsafeBufferPointer(CriticMarks.mayOccur(in:)) {
            joined = joined.withUnsafeBufferPointer(CriticMarks.accepted)
        }
        return joined.withUnsafeBufferPointer { InlinePlainText.reduce($0) }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Markup

// Why: an Obsidian vault tags its notes in the text as often as in front matter (`#project/alpha`
// anywhere in a paragraph). Read as plain text, such a note is missing from its tag's page and its
// tags are dead words. The loader reads them with the front matter's `tags` (so tag pages, listings and
// search know them before any page renders), and the renderer makes each a link to its tag page in the
// parsed tree, where code spans, code blocks, raw HTML and URLs are not text and stay as written. The
// loader's line scan skips what it can tell is code; the renderer links only tags the page has, so
// every link made has its page.

/// Obsidian's inline tags: `#tag` after a space or at the start of a line, of letters, digits, `_`, `-`
/// and `/` (nested tags), not digits alone (`#1` is an issue number, `#123abc`… is a tag).
enum InlineTags {
    /// Whether `bytes` could hold a tag: a `#` at their start or after white space, before a tag character.
    static func mayOccur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var offset = 0
        while offset < bytes.count, let hit = memchr(base + offset, 0x23, bytes.count - offset) {
            let at = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
            if startsTag(at: at, in: bytes) { return true }
            offset = at + 1
        }
        return false
    }

    /// Each tag in `bytes` (a line or a text node's text): the bytes it covers, `#` included, and its name.
    static func tags(in bytes: UnsafeBufferPointer<UInt8>) -> [(range: Range<Int>, name: String)] {
        guard let base = bytes.baseAddress else { return [] }
        var found: [(Range<Int>, String)] = []
        var offset = 0
        while offset < bytes.count, let hit = memchr(base + offset, 0x23, bytes.count - offset) {
            let at = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
            offset = at + 1
            guard startsTag(at: at, in: bytes) else { continue }
            var end = at + 1
            var hasNonDigit = false
            while end < bytes.count {
                let byte = bytes[end]
                if byte < 0x80 {
                    guard isASCIITagByte(byte) else { break }
                    if byte < 0x30 || byte > 0x39 { hasNonDigit = true }
                    end += 1
                } else {
                    // A letter or digit of another script (or a mark on one) is part of the tag; other
                    // characters (dashes, quotes, emoji) end it.
                    guard let (scalar, length) = scalar(at: end, in: bytes),
                          scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                            || scalar.properties.generalCategory == .nonspacingMark else { break }
                    hasNonDigit = true
                    end += length
                }
            }
            // A nested tag's name does not end with its separator (`#a/` is `a`).
            while end > at + 1, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            guard hasNonDigit, end > at + 1 else { continue }
            found.append((at..<end, String(decoding: UnsafeBufferPointer(rebasing: bytes[(at + 1)..<end]), as: UTF8.self)))
            offset = end
        }
        return found
    }

    /// The tags of a note's body (front matter taken off), in order of first use, each once: its lines
    /// outside fenced and indented code, headings, link reference definitions and code spans.
    static func names(inBody body: String) -> [String] {
        var body = body
        return body.withUTF8 { bytes -> [String] in
            guard mayOccur(in: bytes) else { return [] }
            var names: [String] = []
            var seen: Set<String> = []
            var fences = FencedCodeLines()
            var previousBlank = true, inIndentedCode = false
            var lineStart = 0
            while lineStart <= bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 10 { lineEnd += 1 }
                let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                defer { lineStart = lineEnd + 1 }
                let text = String(decoding: line, as: UTF8.self)
                let isBlank = text.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
                let indented = text.hasPrefix("\t") || text.hasPrefix("    ")
                inIndentedCode = indented && !isBlank && (previousBlank || inIndentedCode)
                previousBlank = isBlank
                if fences.isCode(Substring(text)) || inIndentedCode || isBlank { continue }
                let trimmed = text.drop(while: { $0 == " " })
                if trimmed.hasPrefix("#") && isHeading(trimmed) { continue }
                if trimmed.hasPrefix("["), trimmed.contains("]:") { continue }
                // A paragraph's attribute list (`{: #intro .lead }`) names an id, not a tag.
                if trimmed.hasPrefix("{"), BlockAttributeLists.wholeList(String(trimmed)) != nil { continue }
                var prose = CodeSpans.blanked(text)
                prose.withUTF8 { prose in
                    for tag in tags(in: prose) where seen.insert(tag.name.lowercased()).inserted { names.append(tag.name) }
                }
            }
            return names
        }
    }

    /// Makes every tag in `texts` whose name is one of `known` (lowercased) a link to `url(name)`,
    /// cutting each text node around the links; text inside a link or a heading stays as written.
    /// Returns the text nodes made before the links, for later passes over the text.
    @discardableResult
    static func apply(to texts: [MarkupNode], known: Set<String>, url: (String) -> String) -> [MarkupNode] {
        var made: [MarkupNode] = []
        for text in texts where text.parent != nil {
            guard var literal = text.literal, literal.utf8.count >= 2, !isInsideLinkOrHeading(text) else { continue }
            let found = literal.withUTF8 { tags(in: $0) }.filter { known.contains($0.name.lowercased()) }
            guard !found.isEmpty else { continue }
            made += text.splice(Array(literal.utf8), pieces: found.map { tag in
                (tag.range, "<a class=\"taxonomy inline-tag\" href=\"" + url(tag.name).htmlEscaped + "\">#" + tag.name.htmlEscaped + "</a>")
            })
        }
        return made
    }

    // MARK: - Pieces

    private static func startsTag(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index + 1 < bytes.count else { return false }
        if index > 0 {
            let before = bytes[index - 1]
            guard before == 32 || before == 9 || before == 10 || before == 13 else { return false }
        }
        let next = bytes[index + 1]
        return next >= 0x80 || (isASCIITagByte(next) && next != UInt8(ascii: "/") && next != UInt8(ascii: "-"))
    }

    private static func isASCIITagByte(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "/")
    }

    private static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Unicode.Scalar, Int)? {
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return (scalar, String(scalar).utf8.count)
    }

    /// An ATX heading line: one to six `#` and then a space, a tab or nothing.
    private static func isHeading(_ line: Substring) -> Bool {
        let marks = line.prefix(while: { $0 == "#" }).count
        guard marks >= 1, marks <= 6 else { return false }
        let rest = line.dropFirst(marks)
        return rest.isEmpty || rest.first == " " || rest.first == "\t"
    }

    private static func isInsideLinkOrHeading(_ node: MarkupNode) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.kind == .link || current.kind == .image || current.kind == .heading { return true }
            parent = current.parent
        }
        return false
    }
}

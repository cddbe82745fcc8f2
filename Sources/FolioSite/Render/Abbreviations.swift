import Markup
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Why: MkDocs-Material (Python-Markdown's `abbr`), PHP Markdown Extra and Pandoc let a writer define
// `*[HTML]: Hyper Text Markup Language` once, and every `HTML` in the page's prose then explains itself
// on hover, as `<abbr title="…">`. Without them such a note shows its definitions as stray paragraphs.
// The definitions are taken out of the Markdown before it is read (each line blanked, so positions stay
// the file's), and the words are marked in the parsed tree's text, where code, URLs and raw HTML are not
// text and keep them as written.

/// A page's abbreviations: read from its `*[ABBR]: Full text` lines, then marked in its text (README
/// "Abbreviations").
struct Abbreviations {
    /// Abbreviation → what it stands for.
    var definitions: [String: String] = [:]

    /// `body` without its definition lines (each blanked, its line break kept) and the definitions read
    /// from them, the last of a repeated one winning; `body` itself when it has none. Lines in fenced
    /// code are code.
    static func extract(from body: String) -> (body: String, found: [String: String]) {
        var text = body
        guard text.withUTF8({ mayOccur(in: $0) }) else { return (body, [:]) }
        var found: [String: String] = [:]
        var lines: [Substring] = []
        var fence: FenceMarker? = nil
        var changed = false
        for line in body.fastLines {
            let stripped = line.drop(while: { $0 == " " })
            if let marker = FenceMarker(stripped) {
                if let open = fence {
                    if marker.char == open.char && marker.count >= open.count && marker.isBare { fence = nil }
                } else if line.count - stripped.count < 4 {
                    fence = marker
                }
            } else if fence == nil, line.count - stripped.count < 4, let (name, meaning) = definition(stripped) {
                found[name] = meaning
                lines.append("")
                changed = true
                continue
            }
            lines.append(line)
        }
        return (changed ? lines.joined(separator: "\n") : body, found)
    }

    /// Whether `bytes` could hold a definition: a `*[` at a line's start (after at most three spaces).
    /// `memchr` finds each `[` (a note's links have them; its emphasis and bullets have many more `*`).
    static func mayOccur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var index = 1
        while index < bytes.count, let found = memchr(base + index, 91, bytes.count - index) {
            let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if bytes[at - 1] == 42 {
                var start = at - 1
                while start > 0, at - 1 - start < 3, bytes[start - 1] == 32 { start -= 1 }
                if start == 0 || bytes[start - 1] == 10 { return true }
            }
            index = at + 1
        }
        return false
    }

    /// `*[ABBR]: Full text` (the abbreviation without `]` or a line break, the text not empty).
    private static func definition(_ line: Substring) -> (String, String)? {
        guard line.hasPrefix("*["), let close = line.firstIndex(of: "]"), line[line.index(after: close)...].hasPrefix(":")
        else { return nil }
        let name = line[line.index(line.startIndex, offsetBy: 2)..<close].trimmingBlanks
        let meaning = line[line.index(close, offsetBy: 2)...].trimmingBlanks
        guard !name.isEmpty, !meaning.isEmpty else { return nil }
        return (String(name), String(meaning))
    }

    /// Wraps each whole-word use of an abbreviation in `texts` (a page's text nodes) in `<abbr title>`.
    /// Code, URLs and raw HTML are not text nodes, so they keep theirs.
    func apply(to texts: [MarkupNode]) {
        guard !definitions.isEmpty else { return }
        // Longest first, so `HTML5` wins over `HTML` where both are defined.
        let names = definitions.keys.sorted { $0.utf8.count != $1.utf8.count ? $0.utf8.count > $1.utf8.count : $0 < $1 }
            .map { (name: Array($0.utf8), html: "<abbr title=\"" + (definitions[$0] ?? "").htmlEscaped + "\">" + $0.htmlEscaped + "</abbr>") }
        for text in texts where text.kind == .text {
            guard let bytes = text.literalBytes.map(Array.init), !bytes.isEmpty else { continue }
            var uses: [(range: Range<Int>, html: String)] = []
            var index = 0
            while index < bytes.count {
                if index == 0 || !Self.isWordByte(bytes[index - 1]),
                   let use = names.first(where: { Self.matches($0.name, in: bytes, at: index) }) {
                    uses.append((index..<(index + use.name.count), use.html))
                    index += use.name.count
                } else {
                    index += 1
                }
            }
            guard !uses.isEmpty, !Self.isURLOrAltText(text) else { continue }
            var copied = 0
            for use in uses {
                if use.range.lowerBound > copied { text.insertTextBefore(String(decoding: bytes[copied..<use.range.lowerBound], as: UTF8.self)) }
                text.insertRawHTMLBefore(use.html)
                copied = use.range.upperBound
            }
            if copied < bytes.count {
                text.literal = String(decoding: bytes[copied...], as: UTF8.self)
            } else {
                text.remove()
            }
        }
    }

    /// Whether `node` is part of an image's alt text (plain text, where no HTML may go) or is the URL an
    /// autolink shows (`<https://example.org/HTML>`, `www.example.org/HTML`).
    private static func isURLOrAltText(_ node: MarkupNode) -> Bool {
        var current = node.parent
        while let ancestor = current, !ancestor.kind.isBlock {
            if ancestor.kind == .image { return true }
            if ancestor.kind == .link, let literal = node.literal, let destination = ancestor.destination,
               destination.hasSuffix(literal) { return true }
            current = ancestor.parent
        }
        return false
    }

    /// Whether `name` stands at `index` in `bytes` as a whole word (no letter, digit or `_` after it).
    private static func matches(_ name: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard index + name.count <= bytes.count, bytes[index] == name[0] else { return false }
        for offset in 1..<max(name.count, 1) where bytes[index + offset] != name[offset] { return false }
        return index + name.count == bytes.count || !isWordByte(bytes[index + name.count])
    }

    /// A letter, a digit, `_`, or a byte of a character past ASCII (treated as a letter).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) || byte == 95 || byte >= 0x80
    }
}

private extension Substring {
    var trimmingBlanks: Substring {
        let start = firstIndex(where: { $0 != " " && $0 != "\t" }) ?? endIndex
        let end = lastIndex(where: { $0 != " " && $0 != "\t" }).map { index(after: $0) } ?? start
        return start < end ? self[start..<end] : self[start..<start]
    }
}

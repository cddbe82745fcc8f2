// Why: MkDocs-Material annotates text as it annotates code: a paragraph marked `{ .annotate }` holds markers
// `(1)`, and the ordered list after it holds the notes. The markers are found in the paragraph's rendered
// HTML, in its text only (not in tags, code spans or links), and become the same numbered links as in code
// (``CodeAnnotations``).

/// The markers `(n)` in a paragraph's text, made links to their notes.
enum TextAnnotationMarkers {
    /// `html` with each marker `(n)` (1 ≤ n ≤ `count`, at most four digits, after a space or at the start of a
    /// text, before a space, punctuation or a tag) in its text made note n's link (``CodeAnnotations/badge(_:block:first:words:)``),
    /// and the numbers used; nil when there is none.
    static func linked(in html: String, count: Int, block: Int, words: UIText) -> (String, Set<Int>)? {
        let bytes = Array(html.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 256)
        var used = Set<Int>()
        var index = 0, copied = 0
        var codeDepth = 0, linkDepth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 60 {  // a tag: code spans and links are not read
                let end = bytes[index...].firstIndex(of: 62) ?? bytes.count - 1
                let name = tagName(bytes, at: index)
                if name == "code" { codeDepth += 1 } else if name == "/code" { codeDepth = max(codeDepth - 1, 0) }
                if name == "a" { linkDepth += 1 } else if name == "/a" { linkDepth = max(linkDepth - 1, 0) }
                index = end + 1
                continue
            }
            guard byte == 40, codeDepth == 0, linkDepth == 0,
                  index == 0 || bytes[index - 1] == 32 || bytes[index - 1] == 62 || bytes[index - 1] == 10 else {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, end - index <= 5, bytes[end] >= 48, bytes[end] <= 57 { end += 1 }
            let digits = end - index - 1
            guard digits >= 1, digits <= 4, end < bytes.count, bytes[end] == 41,
                  end + 1 == bytes.count || isAfterMarker(bytes[end + 1]),
                  let number = Int(String(decoding: bytes[(index + 1)..<end], as: UTF8.self)), number >= 1, number <= count else {
                index += 1
                continue
            }
            out.append(contentsOf: bytes[copied..<index])
            out.append(contentsOf: CodeAnnotations.badge(number, block: block, first: used.insert(number).inserted, words: words).utf8)
            index = end + 1
            copied = index
        }
        guard !used.isEmpty else { return nil }
        out.append(contentsOf: bytes[copied...])
        return (String(decoding: out, as: UTF8.self), used)
    }

    /// A space, a line break, punctuation that ends a clause, or a tag's `<`.
    private static func isAfterMarker(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 10 || byte == 60 || byte == 46 || byte == 44 || byte == 59 || byte == 58 || byte == 33 || byte == 63
    }

    /// The tag's name at `start` (its `<`), lowercased, with `/` for an end tag (`a`, `/code`).
    private static func tagName(_ bytes: [UInt8], at start: Int) -> String {
        var end = start + 1
        if end < bytes.count, bytes[end] == 47 { end += 1 }
        while end < bytes.count, (bytes[end] | 0x20) >= 97, (bytes[end] | 0x20) <= 122 { end += 1 }
        return String(decoding: bytes[(start + 1)..<end], as: UTF8.self).lowercased()
    }
}

import Markup

/// Every id one page defines, gathered while its tree is walked: what `#fragment` links on the
/// page, and links from other pages, are checked against.
///
/// Why collected, not scanned: the ids are known where they are made (the slugger's heading ids,
/// the figure ids, cmark-gfm's footnote naming, the `id` attributes in raw HTML the author wrote),
/// so nobody has to search the final page for them. Ids inside a diagram's SVG (markers, nodes)
/// are drawing internals, not link targets: only the figure and the SVG root count.
struct PageAnchors {
    private(set) var ids: Set<String> = []

    mutating func insert(_ id: String) { ids.insert(id) }

    /// Room for `count` more ids without growing the set on the way.
    mutating func reserveCapacity(_ count: Int) { ids.reserveCapacity(ids.count + count) }

    /// A diagram figure (`diagram-N`) and, when it was drawn, its SVG root (`diagram-N-svg`).
    mutating func insertFigure(number: Int, drawn: Bool) {
        ids.insert("diagram-\(number)")
        if drawn { ids.insert("diagram-\(number)-svg") }
    }

    /// The `id="…"` attributes in a raw HTML literal the author wrote (an `.htmlBlock` or
    /// `.htmlInline` node's text), verbatim, as a browser would see them.
    mutating func insertRawHTML(_ literal: String) {
        var literal = literal
        literal.withUTF8 { bytes in
            let needle = Array(" id=\"".utf8)
            var index = 0
            while index + needle.count <= bytes.count {
                guard bytes[index] == needle[0], bytes[index + 1] == needle[1], bytes[index + 2] == needle[2],
                      bytes[index + 3] == needle[3], bytes[index + 4] == needle[4] else {
                    index += 1
                    continue
                }
                let start = index + needle.count
                var end = start
                while end < bytes.count && bytes[end] != 34 { end += 1 }
                guard end < bytes.count else { return }
                ids.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                index = end + 1
            }
        }
    }

    /// cmark-gfm's footnote ids (libcmark-gfm 0.29.0.gfm.6, checked by experiment): each referenced
    /// definition is `<li id="fn-LABEL">`; its references are `fnref-LABEL`, `fnref-LABEL-2`, … in
    /// document order. LABEL is the definition's label as written (not the reference's spelling:
    /// `[^AbC]` pointing at `[^abc]:` gives `fnref-abc`), escaped as cmark escapes an href.
    ///
    /// - Parameters:
    ///   - labels: the labels of the definitions cmark kept, in document order. After parsing, cmark
    ///     keeps only referenced definitions, moved to the end in the order of first reference, and
    ///     sets each reference's literal to its definition's 1-based number in that order.
    ///   - references: how many references point at each definition number.
    mutating func insertFootnotes(labels: [String], references: [Int: Int]) {
        for (offset, label) in labels.enumerated() {
            let escaped = Self.escapedHref(label)
            ids.insert("fn-" + escaped)
            let count = references[offset + 1] ?? 0
            if count >= 1 { ids.insert("fnref-" + escaped) }
            if count >= 2 { for index in 2...count { ids.insert("fnref-\(escaped)-\(index)") } }
        }
    }

    /// A footnote definition's label, read from its source line: cmark-gfm does not expose it
    /// (the definition's literal is empty), but the definition starts on the line that holds
    /// `[^label]:`, and its column points just past that marker.
    static func footnoteLabel(line: Substring?, column: Int) -> String? {
        guard let line else { return nil }
        var bytes = Array(line.utf8.prefix(max(0, column - 1)))
        while let last = bytes.last, last == 32 || last == 9 { bytes.removeLast() }
        guard bytes.count >= 4, bytes[bytes.count - 1] == 58, bytes[bytes.count - 2] == 93 else { return nil }
        let end = bytes.count - 2
        var start = end - 1
        while start > 0 {
            if bytes[start - 1] == 91 && bytes[start] == 94 && (start < 2 || bytes[start - 2] != 92) {
                return String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
            }
            start -= 1
        }
        return nil
    }

    /// cmark's `houdini_escape_href`: `&` and `'` become entities, bytes outside its safe set `%XX`.
    static func escapedHref(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            switch byte {
            case 38: out += Array("&amp;".utf8)
            case 39: out += Array("&#x27;".utf8)
            case 48...57, 65...90, 97...122, 33, 35, 36, 37, 40...47, 58, 59, 61, 63, 64, 95, 126:
                out.append(byte)
            default:
                out += [37, hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

// Why: a page's outline (its `##` and `###` headings with their ids) is what the template needs of a
// rendering besides the body and the title. The page holds it already, as the list the template wrote
// (``PageContext/tocHTMLBytes(_:)``: escaped id and text of each entry), and escaping is one to one, so
// the entries are read back from those bytes rather than kept twice. The bytes are taken only when
// writing the entries read back gives them exactly.

/// Reads a page's outline back from the bytes ``PageContext/tocHTMLBytes(_:)`` wrote for it.
enum KeptOutline {
    /// The entries `bytes` were written from, or nil when they are not such bytes.
    static func entries(_ bytes: [UInt8]) -> [RenderedPage.TOCEntry]? {
        var entries: [RenderedPage.TOCEntry] = []
        var index = 0
        func expect(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard bytes.count - index >= count else { return false }
            for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] { return false }
            index += count
            return true
        }
        func upTo(_ stop: UInt8) -> ArraySlice<UInt8>? {
            guard let end = bytes[index...].firstIndex(of: stop) else { return nil }
            defer { index = end }
            return bytes[index..<end]
        }
        while index < bytes.count {
            guard expect("<li class=\"toc-level-"), let digits = upTo(34), let level = Int(String(decoding: digits, as: UTF8.self)),
                  expect("\"><a href=\"#"), let id = upTo(34).flatMap(unescaped), expect("\">"),
                  let text = upTo(60).flatMap(unescaped), expect("</a></li>\n") else { return nil }
            entries.append(RenderedPage.TOCEntry(id: id, text: text, level: level))
        }
        return PageContext.tocHTMLBytes(entries) == bytes ? entries : nil
    }

    /// `bytes` with the five entities ``HTMLEscaping`` writes turned back into their characters; nil
    /// for any other `&` (bytes it did not write) or invalid UTF-8.
    private static func unescaped(_ bytes: ArraySlice<UInt8>) -> String? {
        guard bytes.contains(38) else { return String(validUTF8: bytes) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard bytes[index] == 38 else {
                out.append(bytes[index])
                index += 1
                continue
            }
            var matched = false
            for (entity, byte) in [("&amp;", UInt8(38)), ("&lt;", 60), ("&gt;", 62), ("&quot;", 34), ("&#39;", 39)] {
                let name = Array(entity.utf8)
                if bytes.endIndex - index >= name.count, bytes[index..<index + name.count].elementsEqual(name) {
                    out.append(byte)
                    index += name.count
                    matched = true
                    break
                }
            }
            guard matched else { return nil }
        }
        return String(validUTF8: out[...])
    }
}

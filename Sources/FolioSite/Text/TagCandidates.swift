#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Why: two text passes start at a tag, the elements that hold Markdown (`<div markdown>`) and Docusaurus'
// `<Tabs>`, and every note is asked whether it may need either before it is parsed. One `memchr` pass over
// its `<`s answers both, instead of one whole-note scan each.

/// Which tag-led text passes a note may need.
struct TagCandidates: OptionSet {
    let rawValue: UInt8

    /// A `<` whose tag, before its `>` or the line's end, spells `markdown` (``MarkdownInHTMLMarks``).
    static let markdownElement = TagCandidates(rawValue: 1)
    /// The bytes `<Tabs` (``DocusaurusTabs``).
    static let tabs = TagCandidates(rawValue: 2)

    /// What `text` may hold: a `memchr` for each `<`, stopping once both are found.
    static func found(in text: String) -> TagCandidates {
        var text = text
        return text.withUTF8 { bytes in
            var found: TagCandidates = []
            guard let base = bytes.baseAddress else { return found }
            let word = Array("markdown".utf8), tabs = Array("Tabs".utf8)
            var index = 0
            while index < bytes.count, let hit = memchr(base + index, Int32(UInt8(ascii: "<")), bytes.count - index) {
                var at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                if at + 4 <= bytes.count, bytes[at..<(at + 4)].elementsEqual(tabs) { found.insert(.tabs) }
                if !found.contains(.markdownElement) {
                    while at + 8 <= bytes.count, bytes[at] != UInt8(ascii: ">"), bytes[at] != 10, bytes[at] != UInt8(ascii: "<") {
                        if bytes[at] == UInt8(ascii: "m"), bytes[at..<(at + 8)].elementsEqual(word) { found.insert(.markdownElement); break }
                        at += 1
                    }
                }
                if found == [.markdownElement, .tabs] { break }
                index = at
            }
            return found
        }
    }
}

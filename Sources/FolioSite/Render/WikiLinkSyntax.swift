import Markup

// Why: Obsidian, Foam, Dendron, MediaWiki and Quartz link notes by name, `[[Note]]`, and writers who
// keep their guides in Obsidian write every cross-reference that way. This reads the syntax out of a
// piece of text, nothing more: which note it names is ``WikiLinkTargets``' question, and where in the
// page it may occur (not in code, not in a link) ``WikiLinks``'.

/// One `[[…]]` (or `![[…]]`) in a text: `[[target#heading|shown text]]`, as Obsidian writes it.
struct WikiLinkSyntax: Equatable {
    /// The UTF-8 byte range of the whole link in the text, the `!` of an embed included.
    var range: Range<Int>
    /// `![[…]]`: the file is shown in the page (an image, audio, video), not linked.
    var isEmbed: Bool
    /// What the link names, trimmed: a note's name (`Note`, `Note.md`), a path (`guides/Note`), a
    /// file (`diagram.png`); empty for a link to a heading of the same page (`[[#Heading]]`).
    var target: String
    /// The heading after `#` (the last one of `#A#B`), or a block id after `#^`, trimmed; nil without `#`.
    var heading: String?
    /// The text after `|`, trimmed; nil when there is none or it is empty.
    var alias: String?

    /// Whether ``heading`` names an Obsidian block (`#^id`: the block's element has that id, ``BlockReferences``).
    var isBlockReference: Bool { heading?.hasPrefix("^") == true }

    /// The text a reader sees: the alias, else the target as written with `#` shown as ` > `
    /// (Obsidian's reading view; a block's id is not shown), else the heading alone (`[[#Heading]]`).
    /// Never longer than the link as written.
    var shownText: String {
        if let alias { return alias }
        guard let heading, !heading.isEmpty else { return target }
        if isBlockReference, !target.isEmpty { return target }
        return target.isEmpty ? heading : target + " > " + heading
    }

    /// Every wikilink in `text`, in order. A link is `[[`, then at least one character other than
    /// `[`, `]` and a line break, then `]]`; its target, heading and alias may not all be empty.
    static func links(in text: String) -> [WikiLinkSyntax] {
        var text = text
        return text.withUTF8 { links(in: $0) }
    }

    static func links(in bytes: UnsafeBufferPointer<UInt8>) -> [WikiLinkSyntax] {
        var found: [WikiLinkSyntax] = []
        var index = 0
        while let open = openIndex(in: bytes, from: index) {
            let (link, next) = link(at: open, in: bytes)
            if let link { found.append(link) }
            index = next
        }
        return found
    }

    /// The wikilink whose `[[` is at `open` in `bytes` (nil when none is there), and where to look on.
    static func link(at open: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (link: WikiLinkSyntax?, next: Int) {
        var end = open + 2
        while end < bytes.count, bytes[end] != 93, bytes[end] != 91, bytes[end] != 10, bytes[end] != 13 { end += 1 }
        // `]]` must close it; a `[` starts over there (`[[a [[b]]` links `b`).
        guard end + 1 < bytes.count, bytes[end] == 93, bytes[end + 1] == 93, end > open + 2 else {
            return (nil, end < bytes.count && bytes[end] == 91 ? end : end + 1)
        }
        let isEmbed = open > 0 && bytes[open - 1] == 33
        return (parse(bytes, inner: (open + 2)..<end, range: (isEmbed ? open - 1 : open)..<(end + 2), isEmbed: isEmbed), end + 2)
    }

    /// `text` with each wikilink replaced by the text a reader sees (``shownText``), or nil when it has
    /// none: titles and summaries, made from the Markdown before any page is parsed.
    static func shownText(of text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            guard mayOccur(in: bytes) else { return nil }
            let found = links(in: bytes)
            guard !found.isEmpty else { return nil }
            var result = "", copied = 0
            for link in found {
                result += String(decoding: UnsafeBufferPointer(rebasing: bytes[copied..<link.range.lowerBound]), as: UTF8.self)
                result += link.shownText
                copied = link.range.upperBound
            }
            return result + String(decoding: UnsafeBufferPointer(rebasing: bytes[copied...]), as: UTF8.self)
        }
    }

    /// Whether `bytes` hold `[[` at all: most notes do not, and skip the search.
    static func mayOccur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        openIndex(in: bytes, from: 0) != nil
    }

    private static func openIndex(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        SyntaxCandidates.runOffset(of: 91, length: 2, in: UnsafeRawBufferPointer(bytes), from: start)
    }

    /// The parts of `inner` (the bytes between the brackets): target, `#heading`, `|alias`, read on bytes
    /// (a page of wikilinks reads thousands).
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, inner: Range<Int>, range: Range<Int>, isEmbed: Bool) -> WikiLinkSyntax? {
        var destination = inner, alias: Range<Int>? = nil
        if let bar = inner.first(where: { bytes[$0] == 124 }) {
            destination = inner.lowerBound..<bar
            alias = (bar + 1)..<inner.upperBound
        }
        var target = destination, heading: Range<Int>? = nil
        if let hash = destination.first(where: { bytes[$0] == 35 }) {
            target = destination.lowerBound..<hash
            // `#A#B` names B under A; the last one (not empty) is the heading linked to.
            var part = destination.upperBound..<destination.upperBound, partEnd = destination.upperBound
            for index in stride(from: destination.upperBound - 1, through: hash, by: -1) where bytes[index] == 35 {
                if index + 1 < partEnd { part = (index + 1)..<partEnd; break }
                partEnd = index
            }
            heading = part
        }
        let link = WikiLinkSyntax(range: range, isEmbed: isEmbed, target: trimmed(bytes, target), heading: heading.map { trimmed(bytes, $0) },
                                  alias: alias.map { trimmed(bytes, $0) }.flatMap { $0.isEmpty ? nil : $0 })
        return link.target.isEmpty && (link.heading ?? "").isEmpty ? nil : link
    }

    /// The bytes of `range` without blanks (space, tab) at either end, as a String.
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, bytes[lower] == 32 || bytes[lower] == 9 { lower += 1 }
        while upper > lower, bytes[upper - 1] == 32 || bytes[upper - 1] == 9 { upper -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
    }
}

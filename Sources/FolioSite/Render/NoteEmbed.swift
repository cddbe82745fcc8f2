import Foundation

// Why: Obsidian writers reuse a note, or one section of it, inside another with `![[Note]]` or
// `![[Note#Heading]]` on a line of its own, and Obsidian Publish and Quartz show the note's text there.
// Folio linked to the note with a warning instead. An embed alone on its line is now an include of the
// note (``CodeIncludeRewriter/expandProse(_:)``): the note's lines, or its section's, join the page. An
// embed within a sentence still links, as a sentence cannot hold a note.

/// `![[Note]]`, `![[Note#Heading]]` alone on a line: a note (or one of its sections) to include.
struct NoteEmbed: Equatable {
    /// The name as written (`Note`, `guides/Note`, `Note.md`).
    var target: String
    /// The heading whose section is included; nil for the whole note.
    var heading: String?
    /// The spaces before `![[`, and its 1-based column.
    var indent: String
    var column: Int

    /// The dependency a page's key records for an embed (a path cannot start with this byte): the name
    /// is resolved when the key is made, as the page resolves it.
    static let dependencyMark: Character = "\u{1}"

    /// The embed that is all of `line` but spaces, or nil (block references, `![[#Heading]]` of the same
    /// page, and embeds inside text are not includes).
    static func alone(in line: Substring) -> NoteEmbed? {
        let (indent, rest) = line.indentAndText
        guard rest.hasPrefix("![["), rest.hasSuffix("]]") else { return nil }
        let links = WikiLinkSyntax.links(in: String(rest))
        guard links.count == 1, let link = links.first, link.isEmbed, link.range == 0..<rest.utf8.count,
              !link.target.isEmpty, !link.isBlockReference else { return nil }
        return NoteEmbed(target: link.target, heading: link.heading.flatMap { $0.isEmpty ? nil : $0 },
                         indent: String(indent), column: indent.utf8.count + 1)
    }

    /// The lines (1-based, inclusive) of `heading`'s section in `text`: its heading line through the line
    /// before the next heading of the same or a higher level, outside fenced blocks; nil when `text` has no
    /// heading whose id is `heading`'s.
    static func section(_ heading: String, in text: String) -> (from: Int, to: Int)? {
        let wanted = HeadingSlugger.slug(heading)
        var fences = FencedCodeLines()
        var start: (line: Int, level: Int)?
        let lines = CodeInclude.lines(of: text)
        for (offset, line) in lines.enumerated() {
            guard !fences.isCode(line), let (level, title) = atxHeading(line) else { continue }
            if let open = start {
                if level <= open.level { return (open.line, offset) }
            } else if HeadingSlugger.slug(title) == wanted {
                start = (offset + 1, level)
            }
        }
        guard let open = start else { return nil }
        var last = lines.count
        while last > open.line, lines[last - 1].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { last -= 1 }
        return (open.line, last)
    }

    /// An ATX heading (`## Title ##`, up to three spaces before it): its level and text, read as the
    /// outline reads headings (``OutlineBytes/atxLevel(_:)``, ``OutlineBytes/atxText(_:level:)``).
    static func atxHeading(_ line: Substring) -> (Int, String)? {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3 else { return nil }
        var text = String(line.dropFirst(indent.count))
        return text.withUTF8 { bytes in
            let outline = OutlineBytes(bytes), whole = 0..<bytes.count
            guard !whole.isEmpty, bytes[0] == 35, let level = outline.atxLevel(whole) else { return nil }
            let title = outline.atxText(whole, level: level)
            return (level, String(decoding: UnsafeBufferPointer(rebasing: bytes[title]), as: UTF8.self))
        }
    }
}

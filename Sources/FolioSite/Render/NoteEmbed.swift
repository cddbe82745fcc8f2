import Foundation

// Why: Obsidian writers reuse a note, or one section of it, inside another with `![[Note]]` or
// `![[Note#Heading]]` on a line of its own, and Obsidian Publish and Quartz show the note's text there.
// Folio linked to the note with a warning instead. An embed alone on its line is now an include of the
// note (``CodeIncludeRewriter/expandProse(_:)``): the note's lines, or its section's, join the page. An
// embed within a sentence still links, as a sentence cannot hold a note.

/// `![[Note]]`, `![[Note#Heading]]`, `![[Note#^id]]` alone on a line: a note (or one of its sections, or
/// one of its blocks) to include.
struct NoteEmbed: Equatable {
    /// The name as written (`Note`, `guides/Note`, `Note.md`).
    var target: String
    /// The heading whose section is included, or the block (`^id`); nil for the whole note.
    var heading: String?
    /// The spaces before `![[`, and its 1-based column.
    var indent: String
    var column: Int

    /// The dependency a page's key records for an embed (a path cannot start with this byte): the name
    /// is resolved when the key is made, as the page resolves it.
    static let dependencyMark: Character = "\u{1}"

    /// The embed that is all of `line` but spaces, or nil (`![[#Heading]]` of the same page and embeds
    /// inside text are not includes).
    static func alone(in line: Substring) -> NoteEmbed? {
        let (indent, rest) = line.indentAndText
        guard rest.hasPrefix("![["), rest.hasSuffix("]]") else { return nil }
        let links = WikiLinkSyntax.links(in: String(rest))
        guard links.count == 1, let link = links.first, link.isEmbed, link.range == 0..<rest.utf8.count,
              !link.target.isEmpty else { return nil }
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

    /// The lines (1-based, inclusive) of the block whose id is `^name` (`id` as written, with its `^`) in
    /// `text`, and the number of bytes its last line keeps without the marker (nil: the whole line); nil
    /// when no line outside fenced blocks ends with the id. A marker ending a line with text names that
    /// line's paragraph (the lines up to the blank line above it; a list item's line alone); a marker on
    /// a line of its own names the block above it (the lines up to the blank line above that block).
    static func block(_ id: String, in text: String) -> (from: Int, to: Int, lastLineKeeps: Int?)? {
        let name = id.hasPrefix("^") ? String(id.dropFirst()) : id
        guard !name.isEmpty else { return nil }
        var fences = FencedCodeLines()
        let lines = CodeInclude.lines(of: text)
        func isBlank(_ line: Substring) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }
        for (offset, line) in lines.enumerated() {
            guard !fences.isCode(line), line.contains("^"),
                  let found = BlockReferences.trailingID(of: String(line)), found.id == name else { continue }
            let number = offset + 1
            if found.keep == 0 {
                // `^id` alone: the block above, after the blank lines between them.
                var last = offset
                while last > 0, isBlank(lines[last - 1]) { last -= 1 }
                guard last > 0 else { return nil }
                var first = last
                while first > 1, !isBlank(lines[first - 2]) { first -= 1 }
                return (first, last, nil)
            }
            var first = number
            if !isListItem(line) {
                while first > 1, !isBlank(lines[first - 2]), !isListItem(lines[first - 2]),
                      atxHeading(lines[first - 2]) == nil { first -= 1 }
            }
            return (first, number, found.keep)
        }
        return nil
    }

    /// A line that starts a list item at any indent (nested items too), as the outline reads one
    /// (``OutlineBytes/isListItem(_:)``).
    private static func isListItem(_ line: Substring) -> Bool {
        var rest = String(line.drop { $0 == " " || $0 == "\t" })
        return rest.withUTF8 { OutlineBytes($0).isListItem(0..<$0.count) }
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

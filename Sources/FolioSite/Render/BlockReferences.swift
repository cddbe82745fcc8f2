import Markup

// Why: Obsidian names a block (a paragraph, a list item, or a table, quote or list when the id stands on
// its own line after it) with `^id` at its end, and links to it as `[[Note#^id]]` or embeds it as
// `![[Note#^id]]`. Folio showed the `^id` as text and linked to the top of the note. Here a page's blocks
// take their ids: the marker leaves the text and the block's element gets `id="^id"`, so a link's
// fragment (`#%5Eid`) lands on it and the link check finds the id like any heading's.

/// Obsidian's block ids on one page (README "Wikilinks", block references).
struct BlockReferences {
    /// The ids given so far on this page, for the duplicates' warning.
    private var given: Set<String> = []
    var diagnostics: [Diagnostic] = []
    let file: String
    let lines: LineIndex

    init(file: String, lines: LineIndex) {
        self.file = file
        self.lines = lines
    }

    /// Whether `bytes` may hold a block id: a `^` at a line's start or after a space or tab, followed by an
    /// id character. Most notes hold no `^` at all, and their paragraphs are never collected.
    static func mayOccur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while let at = bytes.firstOffset(of: 94, from: index) {
            let before = at > 0 ? bytes[at - 1] : 10
            if (before == 32 || before == 9 || before == 10), at + 1 < bytes.count, isIDByte(bytes[at + 1]) { return true }
            index = at + 1
        }
        return false
    }

    /// `[A-Za-z0-9-]`: the characters Obsidian allows in a block id.
    static func isIDByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 45
    }

    /// The block id `text` ends with, where its `^` is, and where the text before it (and the spaces
    /// before the `^`) ends; nil when it ends otherwise. An id needs a letter or a dash (`x ^2` is a power,
    /// not an id); the `^` starts the text or follows a space or tab.
    static func trailingID(of bytes: UnsafeBufferPointer<UInt8>) -> (id: String, caret: Int, keep: Int)? {
        var end = bytes.count
        while end > 0, bytes[end - 1] == 32 || bytes[end - 1] == 9 { end -= 1 }
        var start = end
        var hasLetter = false
        while start > 0, isIDByte(bytes[start - 1]) {
            if bytes[start - 1] > 0x39 || bytes[start - 1] == 45 { hasLetter = true }
            start -= 1
        }
        guard start < end, hasLetter, start > 0, bytes[start - 1] == 94 else { return nil }
        let caret = start - 1
        guard caret == 0 || bytes[caret - 1] == 32 || bytes[caret - 1] == 9 else { return nil }
        var keep = caret
        while keep > 0, bytes[keep - 1] == 32 || bytes[keep - 1] == 9 { keep -= 1 }
        let id = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        return (id, caret, keep)
    }

    /// The id `literal` ends with, as ``trailingID(of:)`` reads it.
    static func trailingID(of literal: String) -> (id: String, caret: Int, keep: Int)? {
        var literal = literal
        return literal.withUTF8 { trailingID(of: $0) }
    }

    /// Gives each of `paragraphs` (in the page's order) that ends with a block id its id: the marker
    /// leaves the text and the paragraph is written `<p id="^id">` (in a tight list, where cmark writes no
    /// `<p>`, a `<span>` around it). A paragraph that is nothing but `^id` names the block before it: it
    /// becomes an empty anchor just before that block. Runs after every rewrite of the paragraphs' inline
    /// content (their HTML is written here); the ids join `anchors`.
    mutating func apply(to paragraphs: [MarkupNode], anchors: inout PageAnchors) {
        for paragraph in paragraphs where paragraph.parent != nil {
            guard let last = paragraph.lastChild, last.kind == .text, let literal = last.literal,
                  let (name, caret, keep) = Self.trailingID(of: literal) else { continue }
            let before = last.previous
            let afterBreak = before?.kind == .softBreak || before?.kind == .lineBreak
            // `**a**^id` is not a marker: the `^` must follow a space, a line break or nothing.
            guard caret > 0 || before == nil || afterBreak else { continue }
            if keep > 0 {
                last.literal = String(decoding: literal.utf8.prefix(keep), as: UTF8.self)
            } else {
                if afterBreak { before?.remove() }
                last.remove()
            }
            let id = "^" + name
            guard claim(id, paragraph: paragraph, anchors: &anchors) else {
                if paragraph.firstChild == nil { paragraph.remove() }
                continue
            }
            guard paragraph.firstChild == nil else {
                if paragraph.parent?.kind == .footnoteDefinition {
                    // cmark writes a footnote's back link inside its last paragraph only when it renders the
                    // whole page: the paragraph stays a node, an empty anchor at its start.
                    paragraph.prependRawHTMLChild("<span id=\"\(id.htmlEscaped)\"></span>")
                } else {
                    paragraph.replace(withRawHTML: Self.html(of: paragraph.renderHTML(), id: id))
                }
                continue
            }
            // `^id` alone: the anchor goes before the block it follows, so a link scrolls to that block's top.
            let anchor = "<div class=\"block-anchor\" id=\"\(id.htmlEscaped)\"></div>"
            if let block = paragraph.previous, block.insertRawHTMLBlockBefore(anchor) != nil {
                paragraph.remove()
            } else {
                paragraph.replace(withRawHTML: anchor)
            }
        }
    }

    /// Whether `id` is new on the page; a second block with the same id keeps its text without the marker,
    /// with a warning (links go to the first).
    private mutating func claim(_ id: String, paragraph: MarkupNode, anchors: inout PageAnchors) -> Bool {
        guard !given.contains(id), !anchors.ids.contains(id) else {
            let location = paragraph.range.start
            diagnostics.append(Diagnostic(file: file, line: max(location.line, 1), column: max(location.column, 1), severity: .warning,
                                          message: "block id '\(id)' is used twice on this page; links to it go to the first",
                                          sourceLine: lines.line(location.line), code: DiagnosticCode.general))
            return false
        }
        given.insert(id)
        anchors.insert(id)
        return true
    }

    /// The paragraph's HTML (`<p>…</p>`, or its bare content in a tight list) with the id on its element.
    static func html(of rendered: String, id: String) -> String {
        BlockAttributeLists.html(of: rendered, attributes: " id=\"\(id.htmlEscaped)\"")
    }
}

import Markup

// Why: MkDocs-Material's code annotations put a marker in a code comment, `# (1)`, and the note for it in
// the ordered list right after the block; with `(1)!` the comment's own characters go too. Folio showed the
// markers as comment text and the list as a list. Here a marker becomes a numbered link to its note, and
// the list becomes the block's annotations, each item with an id; no script is needed (the notes stay
// below the block, where a reader without MkDocs' tooltips finds them, like footnotes), and the theme draws
// the markers as badges.

/// A page's annotated code blocks (README "Code blocks", annotations).
struct CodeAnnotations {
    /// Annotated blocks so far on the page, for unique ids (`annotation-2-1`: the page's second such block,
    /// its first note).
    private var blocks = 0
    /// The site's words ("Annotation 1", "Back to the code").
    var words = UIText.english

    init(words: UIText = .english) { self.words = words }

    /// The code block's HTML (``CodeBlockChrome``'s, coloured) with its markers as links, and the list
    /// after it written as its annotations, when `list` is an ordered list starting at 1 right after the
    /// block and the block's comments hold at least one marker `(n)` for one of its items; else nil and
    /// nothing changes. Only highlighted comments are read (`hl-com` spans): a marker is a comment's
    /// last word.
    mutating func apply(blockHTML html: String, list: MarkupNode?) -> String? {
        // (Foundation's `contains` cost 20,000 instructions a block in the bench's lean build, which colours nothing.)
        guard let list, list.orderedListStart == 1, html.utf8Contains(literal: "<span class=\"hl-com\">") else { return nil }
        let items = list.children.filter { $0.kind == .item }
        guard !items.isEmpty, let (annotated, used) = Self.markers(in: html, count: items.count, block: blocks + 1, words: words),
              !used.isEmpty else { return nil }
        blocks += 1
        writeNotes(items, of: list, used: used, classes: "code-annotations", back: words.html(.backToCode))
        return annotated
    }

    /// MkDocs-Material's annotations in text: a paragraph with the class `annotate` (`{ .annotate }` on its last
    /// line) whose text holds markers `(n)`, each made a numbered link to item n of the ordered list right
    /// after it, which becomes its notes; nil when there is no such list or marker (nothing changes).
    mutating func apply(paragraphHTML html: String, list: MarkupNode?) -> String? {
        guard let list, list.orderedListStart == 1 else { return nil }
        let items = list.children.filter { $0.kind == .item }
        guard !items.isEmpty, let (annotated, used) = TextAnnotationMarkers.linked(in: html, count: items.count, block: blocks + 1, words: words)
        else { return nil }
        blocks += 1
        writeNotes(items, of: list, used: used, classes: "code-annotations text-annotations", back: words.html(.backToText))
        return annotated
    }

    /// `list` written as the notes of the page's block number ``blocks``: each item with its id, and those
    /// in `used` with a way back (`back`: the link's label) to their marker.
    private func writeNotes(_ items: [MarkupNode], of list: MarkupNode, used: Set<Int>, classes: String, back label: String) {
        var notes = "<ol class=\"\(classes)\">\n"
        for (offset, item) in items.enumerated() {
            var inner = Substring(item.renderHTML())
            if inner.hasPrefix("<li>") { inner = inner.dropFirst(4) }
            while inner.last == "\n" { inner = inner.dropLast() }
            if inner.hasSuffix("</li>") { inner = inner.dropLast(5) }
            while inner.last == "\n" { inner = inner.dropLast() }
            let id = "annotation-\(blocks)-\(offset + 1)"
            var note = String(inner)
            if used.contains(offset + 1) {
                // The way back ends the note's last paragraph, as a footnote's does.
                let back = " <a class=\"code-annotation-back\" href=\"#\(id)-ref\" aria-label=\"\(label)\">↩</a>"
                if note.hasSuffix("</p>") { note = note.dropLast(4) + back + "</p>" } else { note += back }
            }
            notes += "<li id=\"\(id)\">" + note + "</li>\n"
        }
        list.replace(withRawHTML: notes + "</ol>")
    }

    /// `html` with each comment span ending in `(n)` or `(n)!` (1 ≤ n ≤ `count`) given its marker link; the
    /// numbers used. `(n)!` drops the comment's characters (`# (1)!` is the marker alone); `(n)` keeps them. Each number links
    /// once (the first marker of it has the id the note's back link names).
    static func markers(in html: String, count: Int, block: Int, words: UIText = .english) -> (String, Set<Int>)? {
        // Read by bytes (Foundation's `range(of:)` went through CFString: 45 million instructions in the
        // 1,000-note bench, whose blocks have comments but no markers).
        let open = Array("<span class=\"hl-com\">".utf8), close = Array("</span>".utf8)
        let bytes = Array(html.utf8)
        var out: [UInt8] = []
        var used = Set<Int>()
        var copied = 0, from = 0
        open.withUnsafeBufferPointer { open in
            close.withUnsafeBufferPointer { close in
                bytes.withUnsafeBufferPointer { all in
                    while let start = String.firstOffset(of: open, in: all, from: from) {
                        let body = start + open.count
                        guard let end = String.firstOffset(of: close, in: all, from: body) else { break }
                        from = end + close.count
                        let comment = Substring(decoding: all[body..<end], as: UTF8.self)
                        guard let (kept, number, dropsComment) = marker(at: comment), number <= count else { continue }
                        out.append(contentsOf: all[copied..<start])
                        copied = from
                        var made = ""
                        // `(n)!` leaves out the comment's own characters (`#`, `//`), not words written before the marker.
                        if !kept.isEmpty, !dropsComment || kept.contains(where: { $0.isLetter || $0.isNumber }) {
                            made += "<span class=\"hl-com\">" + kept + "</span> "
                        }
                        made += badge(number, block: block, first: used.insert(number).inserted, words: words)
                        out.append(contentsOf: made.utf8)
                    }
                }
            }
        }
        guard !used.isEmpty else { return (html, used) }
        out.append(contentsOf: bytes[copied...])
        return (String(decoding: out, as: UTF8.self), used)
    }

    /// The link a marker becomes: note `number` of block `block`; the first marker of a number has the id its
    /// note's way back names.
    static func badge(_ number: Int, block: Int, first: Bool, words: UIText) -> String {
        let id = "annotation-\(block)-\(number)"
        return "<a class=\"code-annotation\" href=\"#\(id)\"" + (first ? " id=\"\(id)-ref\"" : "")
            + " aria-label=\"\(UIText.html(words.format(.annotationNumber, n: number)))\">\(number)</a>"
    }

    /// The comment text before its final marker, the marker's number and whether it ends with `!`; nil when
    /// the comment does not end with one. Digits only, at most four.
    private static func marker(at comment: Substring) -> (Substring, Int, Bool)? {
        var end = comment.endIndex
        while end > comment.startIndex, comment[comment.index(before: end)] == " " { end = comment.index(before: end) }
        var text = comment[..<end]
        let drops = text.hasSuffix(")!")
        if drops { text = text.dropLast() }
        guard text.hasSuffix(")") else { return nil }
        text = text.dropLast()
        let digits = text.reversed().prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 4, let number = Int(String(digits.reversed())), number > 0 else { return nil }
        text = text.dropLast(digits.count)
        guard text.hasSuffix("(") else { return nil }
        text = text.dropLast()
        // The marker is the comment's last word: a space or the comment's start before it.
        guard text.isEmpty || text.last == " " else { return nil }
        while text.last == " " { text = text.dropLast() }
        return (text, number, drops)
    }
}

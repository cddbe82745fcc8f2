import Markup

// Why: Python-Markdown's attr_list (MkDocs, MkDocs-Material) and kramdown (Jekyll) give a paragraph
// attributes with a list on its last line: `Some text.` then `{: .lead }` or `{ data-search-exclude }`
// (Material's way to keep a block out of its search). Without reading it, a moved page shows the braces
// as text. The same rule as a link's list (``InlineAttributes``) decides what is let through.

/// Attribute lists on the last line of paragraphs: taken out of the text, written on the paragraph's element.
struct BlockAttributeLists {
    var diagnostics: [Diagnostic] = []
    let file: String
    let lines: LineIndex
    /// The paragraphs whose list was taken out, and the list.
    private var found: [(paragraph: MarkupNode, list: InlineAttributes, line: Int, column: Int)] = []

    init(file: String, lines: LineIndex) {
        self.file = file
        self.lines = lines
    }

    /// Whether `bytes` may hold such a list: a line that is `{`, maybe `:`, a token's first byte (`.`, `#` or a
    /// letter: JSON's `{"a": 1}` and code's `{` are not) and ends with `}`. `memchr` finds each `{`.
    static func mayOccur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while let found = bytes.firstOffset(of: 123, from: index) {
            index = found + 1
            var at = found
            while at > 0, bytes[at - 1] == 32 || bytes[at - 1] == 9 { at -= 1 }
            guard at > 0, bytes[at - 1] == 10 else { continue }
            var token = found + 1
            if token < bytes.count, bytes[token] == 58 { token += 1 }
            while token < bytes.count, bytes[token] == 32 || bytes[token] == 9 { token += 1 }
            guard token < bytes.count, bytes[token] == 46 || bytes[token] == 35 || (bytes[token] | 0x20) &- 97 < 26 else { continue }
            var end = bytes.firstOffset(of: 10, from: token) ?? bytes.count
            while end > token, bytes[end - 1] == 32 || bytes[end - 1] == 9 || bytes[end - 1] == 13 { end -= 1 }
            if bytes[end - 1] == 125 { return true }
        }
        return false
    }

    /// Takes the list out of each of `paragraphs` whose last line is nothing but one (one text, after a
    /// line break), before other rewrites of the text (an `#id` is no Obsidian tag).
    mutating func collect(from paragraphs: [MarkupNode]) {
        for paragraph in paragraphs where paragraph.parent != nil {
            guard let last = paragraph.lastChild, last.kind == .text, let before = last.previous,
                  before.kind == .softBreak || before.kind == .lineBreak,
                  let list = Self.wholeList(last.literal ?? "") else { continue }
            let location = last.range.start
            before.remove()
            last.remove()
            found.append((paragraph, list, max(location.line, 1), max(location.column, 1)))
        }
    }

    /// Writes each paragraph whose list was taken with its attributes (in a tight list, where cmark writes
    /// no `<p>`, a `<span>`), once its inline content is final. Ids join `anchors`; what a list refuses,
    /// and an id already on the page, is a warning at its line. A paragraph of the class `annotate` takes the
    /// ordered list after it as the notes of its markers `(n)` (MkDocs-Material's annotations, ``CodeAnnotations``).
    mutating func apply(anchors: inout PageAnchors, annotations: inout CodeAnnotations) {
        for (paragraph, list, line, column) in found where paragraph.parent != nil {
            if !list.refused.isEmpty {
                diagnostics.append(Diagnostic(
                    file: file, line: line, column: column, severity: .warning,
                    message: "attribute list: left out \(list.refused.map { "'\($0)'" }.joined(separator: ", ")) (a paragraph takes ids, "
                        + "classes, data-search-exclude and " + InlineAttributes.allowedNames.sorted().joined(separator: ", ") + ")",
                    sourceLine: lines.line(line), code: DiagnosticCode.rawHTML))
            }
            var attributes = list
            if let id = attributes.id {
                if anchors.ids.contains(id) {
                    attributes.id = nil
                    diagnostics.append(Diagnostic(
                        file: file, line: line, column: column, severity: .warning,
                        message: "attribute list: the id '\(id)' is already on this page; left out", sourceLine: lines.line(line),
                        code: DiagnosticCode.rawHTML))
                } else {
                    anchors.insert(id)
                }
            }
            let html = attributes.html() + (list.excludesFromSearch ? " data-search-exclude" : "")
            guard !html.isEmpty else { continue }
            var rendered = paragraph.renderHTML()
            if list.classes.contains("annotate"), let annotated = annotations.apply(paragraphHTML: rendered, list: paragraph.next) {
                rendered = annotated
            }
            paragraph.replace(withRawHTML: Self.html(of: rendered, attributes: html))
        }
    }

    /// `text` (a summary: a paragraph's lines joined) without the list that ends it after a blank; nil when none does.
    static func strippingTrailingList(_ text: String) -> String? {
        guard text.utf8.last == 125, let open = text.utf8.lastIndex(of: 123), open > text.startIndex else { return nil }
        let before = text.utf8[text.utf8.index(before: open)]
        guard before == 32 || before == 10 || before == 9, wholeList(String(text[open...])) != nil else { return nil }
        var head = text[..<open]
        while let last = head.last, last == " " || last == "\n" || last == "\t" || last == "\r" { head = head.dropLast() }
        return String(head)
    }

    /// The list `text` is, whole (spaces after it aside), with an id, a class, an attribute or the search flag.
    static func wholeList(_ text: String) -> InlineAttributes? {
        var text = text
        return text.withUTF8 { bytes in
            var end = bytes.count
            while end > 0, bytes[end - 1] == 32 || bytes[end - 1] == 9 { end -= 1 }
            guard end > 0, bytes[0] == 123, let (list, listEnd) = InlineAttributes.read(bytes, from: 0), listEnd == end,
                  list.id != nil || !list.classes.isEmpty || !list.attributes.isEmpty || list.excludesFromSearch else { return nil }
            return list
        }
    }

    /// The paragraph's HTML (`<p>…</p>`, or its bare content in a tight list) with `attributes` on its element.
    static func html(of rendered: String, attributes: String) -> String {
        if rendered.hasPrefix("<p>") { return "<p" + attributes + ">" + rendered.dropFirst(3) }
        var inner = Substring(rendered)
        while inner.last == "\n" { inner = inner.dropLast() }
        return "<span" + attributes + ">" + inner + "</span>"
    }
}

// Why: MkDocs-Material's docs write image captions, card grids and annotated layouts as HTML whose
// opening tag says `markdown` (Python-Markdown's md_in_html; kramdown and PHP Markdown Extra read the
// same attribute), and cmark keeps such a block as raw HTML: the Markdown inside showed as typed. cmark
// hands any line opening with `<div` to its HTML block before an extension is asked, so this pass finds
// each element whose opening tag stands alone on its line with a `markdown` attribute, pairs it with
// its closing tag alone on a later line (nested elements of the same name counted, code left alone),
// and marks the two lines for the parser's extension (`markdown_html_syntax.c`) by replacing their `<`
// with the byte 0x01; an element written on one line has its opening marked and its closing tag blanked.
// Nothing else moves, so every line and column stays the note's.

/// Marks the HTML elements whose content is Markdown (`<div class="grid" markdown>` … `</div>`).
enum MarkdownInHTMLMarks {
    /// The byte that stands for a marked line's `<`.
    static let mark: UInt8 = 0x01

    /// The block-level elements the attribute is read on (Python-Markdown's list without the elements
    /// whose content is never Markdown: `pre`, `script`, `style`, `textarea`, `canvas`, `math`, `option`).
    static let elements: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "dd", "details", "dialog", "div", "dl", "dt", "fieldset",
        "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "legend", "li",
        "main", "menu", "nav", "ol", "p", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul",
    ]

    /// Whether `text` may hold such an element: a `<` whose tag, before its `>` or the line's end, spells
    /// `markdown` (``TagCandidates``, which every note is asked).
    static func mayOccur(in text: String) -> Bool {
        TagCandidates.found(in: text).contains(.markdownElement)
    }

    /// What a `markdown` attribute asks for, from its value; nil for `markdown="0"` (raw HTML, kramdown)
    /// or no such attribute.
    enum Content: Equatable {
        /// Blocks (paragraphs, lists, code): `markdown="block"`, or `"1"` and no value on most elements.
        case block
        /// One run of inline text, no paragraph: `markdown="span"`, or `"1"` on `p`, `li`, `td`, headings…
        case span
    }

    /// The opening tag standing alone on `line` (blanks around it allowed): its name, lower case, and
    /// what its `markdown` attribute asks for; nil when the line is anything else.
    static func opening(_ line: Substring) -> (tag: String, content: Content)? {
        let text = line.drop { $0 == " " || $0 == "\t" }
        guard text.first == "<", let element = HTMLOpeningTag(text), let content = content(of: element) else { return nil }
        return (element.name, content)
    }

    /// An element written on one line (`<p markdown="1">One *line*</p>`, blanks around it allowed): its
    /// closing tag's place in `line`'s UTF-8 bytes; nil when the line is anything else (no text inside, a
    /// closing tag elsewhere, an element of the same name left open inside).
    static func oneLine(_ line: Substring) -> (tag: String, closing: Range<Int>)? {
        let text = line.drop { $0 == " " || $0 == "\t" }
        guard text.first == "<", let element = HTMLOpeningTag(startOf: text), content(of: element) != nil else { return nil }
        let closing = "</" + element.name + ">"
        let trimmed = element.rest.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed()
        let inner = String(trimmed)
        guard inner.count > closing.count, inner.lowercased().hasSuffix(closing) else { return nil }
        let body = inner.dropLast(closing.count)
        guard body.contains(where: { $0 != " " && $0 != "\t" }) else { return nil }
        let (opens, closes) = count(tag: element.name, in: body)
        guard opens == closes else { return nil }
        let start = line.utf8.count - element.rest.utf8.count + body.utf8.count
        return (element.name, start..<(start + closing.utf8.count))
    }

    /// What `element`'s `markdown` attribute asks for; nil without one, for `markdown="0"`, and on an
    /// element whose content is never Markdown.
    static func content(of element: HTMLOpeningTag) -> Content? {
        guard elements.contains(element.name), let value = element.markdownValue else { return nil }
        switch value.lowercased() {
        case "block": return .block
        case "span": return .span
        case "", "1": return spanElements.contains(element.name) ? .span : .block
        default: return nil
        }
    }

    /// Elements whose default (`markdown="1"`) is one run of inline text.
    static let spanElements: Set<String> = ["address", "dd", "dt", "h1", "h2", "h3", "h4", "h5", "h6", "legend", "li", "p", "td", "th"]

    /// `text` with each paired element's two lines marked, and each one-line element's opening marked and
    /// its closing tag blanked; nil when it holds none.
    ///
    /// An opening line counts when the parser will take it as a block: indented at most three columns and
    /// not inside raw HTML (a line opening with `<` that is no such element starts raw HTML, which lasts
    /// to the next blank line, as cmark's HTML blocks do). Its closing line is indented as it is, so both
    /// sit in the same container (a list item's lines keep the item's indentation).
    static func marked(_ text: String) -> String? {
        var bytes = Array(text.utf8)
        var marks: [Int] = []
        var open: [(tag: String, at: Int, indent: Int, depth: Int)] = []
        var fences = FencedCodeLines()
        var rawHTML = false
        // A one-line element's closing tag, blanked: the parser ends the element with its line.
        var blanks: [Range<Int>] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 10 { end += 1 }
            let line = Substring(decoding: bytes[start..<end], as: UTF8.self)
            var first = start, indent = 0
            while first < end, bytes[first] == 32 || bytes[first] == 9 {
                indent = bytes[first] == 9 ? indent + 4 - indent % 4 : indent + 1
                first += 1
            }
            if first == end || (first == end - 1 && bytes[first] == 13) { rawHTML = false }
            if fences.isCode(line) {
                // A fence line or a line of fenced code: never an element's.
            } else if first < end, bytes[first] == UInt8(ascii: "<") {
                if indent <= 3, !rawHTML, let (_, closing) = oneLine(line) {
                    marks.append(first)
                    blanks.append((start + closing.lowerBound)..<(start + closing.upperBound))
                } else if indent <= 3, !rawHTML, let (tag, _) = opening(line) {
                    open.append((tag, first, indent, 0))
                } else if var innermost = open.last {
                    let (opens, closes) = Self.count(tag: innermost.tag, in: line)
                    if opens == 0, closes == 1, innermost.depth == 0, indent == innermost.indent,
                       Self.isClosing(line, tag: innermost.tag) {
                        marks.append(innermost.at)
                        marks.append(first)
                        open.removeLast()
                        rawHTML = false
                    } else {
                        innermost.depth = max(0, innermost.depth + opens - closes)
                        open[open.count - 1] = innermost
                        rawHTML = true
                    }
                } else {
                    rawHTML = true
                }
            } else if var innermost = open.last {
                let (opens, closes) = Self.count(tag: innermost.tag, in: line)
                innermost.depth = max(0, innermost.depth + opens - closes)
                open[open.count - 1] = innermost
            }
            start = end + 1
        }
        guard !marks.isEmpty else { return nil }
        for at in marks { bytes[at] = mark }
        for range in blanks { for index in range { bytes[index] = 32 } }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// How many opening and closing tags named `tag` `line` holds (`<div …>`, `</div>`; any case).
    static func count(tag: String, in line: Substring) -> (opens: Int, closes: Int) {
        let bytes = Array(line.lowercased().utf8), name = Array(tag.utf8)
        var opens = 0, closes = 0
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            var j = i + 1
            let closing = j < bytes.count && bytes[j] == UInt8(ascii: "/")
            if closing { j += 1 }
            if j + name.count <= bytes.count, bytes[j..<(j + name.count)].elementsEqual(name) {
                let after = j + name.count < bytes.count ? bytes[j + name.count] : 32
                if after == UInt8(ascii: ">") || after == 32 || after == 9 || after == 13 || (!closing && after == UInt8(ascii: "/")) {
                    if closing { closes += 1 } else { opens += 1 }
                }
            }
            i = j
        }
        return (opens, closes)
    }

    /// Whether `line` is `</tag>` alone (blanks around it allowed, any case).
    static func isClosing(_ line: Substring, tag: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(trimmed.reversed()).lowercased() == "</" + tag + ">"
    }
}

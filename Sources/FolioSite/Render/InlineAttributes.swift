import Markup

// Why: MkDocs-Material's docs (Python-Markdown's `attr_list`) and kramdown (Jekyll) give a link or an
// image attributes in braces right after it: `[Get started](setup.md){ .md-button }`,
// `![Flow](flow.png){ width="300" loading=lazy }`, `[Spec](spec.pdf){:target="_blank"}`. Without
// reading them a moved page shows the braces as text. Only attributes that cannot run script or
// change where a link goes are let through (a list is written by a note's author, and notes are not
// trusted more than their raw HTML is); each other one is left out with a warning.

/// An attribute list read after a link or image: its id, classes and other attributes.
struct InlineAttributes: Equatable {
    struct Attribute: Equatable {
        var name: String
        var value: String
    }

    var id: String?
    var classes: [String] = []
    /// The attributes let through, as written (a repeated name: the last one).
    var attributes: [Attribute] = []
    /// Names left out: event handlers, `style`, URLs (`href`, `src`), `data-*` (the theme's scripts act on
    /// some), an id in the diagrams' family (`#diagram-…`), and anything else not listed.
    var refused: [String] = []
    /// MkDocs-Material's bare `data-search-exclude`: on a heading, its section is left out of the search
    /// index (``HeadingID``), on a paragraph that paragraph (``BlockAttributeLists``); a link or image refuses
    /// it as any other `data-*` (``InlineAttributeRewriter``). Not in ``refused``: only links refuse it.
    var excludesFromSearch = false

    /// Attribute names a link or an image may take from a list.
    static let allowedNames: Set<String> = ["width", "height", "title", "loading", "decoding", "target", "rel", "lang", "dir",
                                            "align", "hreflang", "download", "referrerpolicy", "alt"]

    /// The list written `{ … }` (or `{: … }`) at `start` of `text`, and where it ends; nil when the bytes
    /// there are not one (a `{` and `}` on one line around `#id`, `.class` and `name=value` tokens, values
    /// quoted or not, no `}` inside, as Python-Markdown's attr_list reads them).
    static func read(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> (list: InlineAttributes, end: Int)? {
        guard start < text.count, text[start] == 123 else { return nil }
        var list = InlineAttributes()
        var index = start + 1
        if index < text.count, text[index] == 58 { index += 1 }  // kramdown's `{:`
        var tokens = 0
        while true {
            while index < text.count, text[index] == 32 || text[index] == 9 { index += 1 }
            guard index < text.count else { return nil }
            let byte = text[index]
            if byte == 125 { return tokens > 0 ? (list, index + 1) : nil }
            if byte == 35 || byte == 46 {  // `#id`, `.class`
                let nameStart = index + 1
                index = nameStart
                while index < text.count, isNameByte(text[index]) { index += 1 }
                guard index > nameStart else { return nil }
                let name = String(decoding: UnsafeBufferPointer(rebasing: text[nameStart..<index]), as: UTF8.self)
                if byte == 35 {
                    // The page's diagrams own `diagram-N` and every id inside their drawings.
                    if name.lowercased().hasPrefix("diagram-") { list.refused.append("#" + name) } else { list.id = name }
                } else if !list.classes.contains(name) {
                    list.classes.append(name)
                }
            } else if isNameByte(byte) {
                let nameStart = index
                while index < text.count, isNameByte(text[index]) { index += 1 }
                let name = String(decoding: UnsafeBufferPointer(rebasing: text[nameStart..<index]), as: UTF8.self).lowercased()
                if name == "data-search-exclude", index < text.count, isBlankOrEnd(text[index]) {
                    list.excludesFromSearch = true
                    tokens += 1
                    continue
                }
                guard index < text.count, text[index] == 61 else { return nil }
                index += 1
                guard index < text.count else { return nil }
                let valueStart: Int, valueEnd: Int
                if text[index] == 34 || text[index] == 39 {
                    let quote = text[index]
                    valueStart = index + 1
                    index = valueStart
                    while index < text.count, text[index] != quote, text[index] != 125, text[index] != 10, text[index] != 13 { index += 1 }
                    guard index < text.count, text[index] == quote else { return nil }
                    valueEnd = index
                    index += 1
                } else {
                    valueStart = index
                    while index < text.count, !isBlankOrEnd(text[index]) { index += 1 }
                    valueEnd = index
                }
                let value = String(decoding: UnsafeBufferPointer(rebasing: text[valueStart..<valueEnd]), as: UTF8.self)
                if allowedNames.contains(name) {
                    list.attributes.removeAll { $0.name == name }
                    list.attributes.append(Attribute(name: name, value: value))
                } else if !list.refused.contains(name) {
                    list.refused.append(name)
                }
            } else {
                return nil
            }
            tokens += 1
            guard index < text.count, isBlankOrEnd(text[index]) else { return nil }
        }
    }

    /// Letters, digits, `-`, `_` and `:` (ids, classes and attribute names).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) || byte == 45 || byte == 95 || byte == 58
    }

    private static func isBlankOrEnd(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 125 || byte == 10 || byte == 13 }

    /// The attributes as they go into a tag (` id="x" class="a b" width="300"`), escaped, but those named
    /// in `names` (the caller writes them itself); `rel="noopener noreferrer"` with a `target` and no `rel`.
    func html(leavingOut names: Set<String> = []) -> String {
        var html = ""
        if let id { html += " id=\"\(id.htmlEscaped)\"" }
        if !classes.isEmpty { html += " class=\"\(classes.joined(separator: " ").htmlEscaped)\"" }
        for attribute in attributes where !names.contains(attribute.name) {
            html += " \(attribute.name)=\"\(attribute.value.htmlEscaped)\""
        }
        if let target = attributes.first(where: { $0.name == "target" }), target.value != "_self",
           !attributes.contains(where: { $0.name == "rel" }) {
            html += " rel=\"noopener noreferrer\""
        }
        return html
    }
}

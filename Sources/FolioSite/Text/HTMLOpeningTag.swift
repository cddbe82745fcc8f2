// Why: an element whose content is Markdown (`<div class="grid cards" markdown>`) is found by its opening
// tag alone on a line, and written again without its `markdown` attribute; both need the tag read as
// HTML reads it (quoted values may hold `>` and spaces), not by a search for the word.

/// An HTML opening tag that makes up a whole line: `<name attribute="value" flag>`, blanks after it allowed.
struct HTMLOpeningTag {
    /// One attribute as written: its name, lower case, its value without quotes (nil when it has none),
    /// and its text as written (with the blanks before it).
    struct Attribute {
        var name: String
        var value: String?
        var written: Substring
    }

    /// The tag name, lower case.
    let name: String
    let attributes: [Attribute]

    /// What follows the tag's `>` on its line.
    let rest: Substring

    /// Reads `text` (from its `<`); nil when it is not one opening tag and nothing after it but blanks.
    init?(_ text: Substring) {
        self.init(startOf: text)
        guard rest.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\r\n" }) else { return nil }
    }

    /// Reads the opening tag `text` starts with (from its `<`), whatever follows it (``rest``).
    init?(startOf text: Substring) {
        var index = text.startIndex
        guard index < text.endIndex, text[index] == "<" else { return nil }
        index = text.index(after: index)
        let nameStart = index
        while index < text.endIndex, text[index].isASCII, text[index].isLetter || text[index].isNumber { index = text.index(after: index) }
        guard index > nameStart, text[nameStart].isLetter else { return nil }
        name = text[nameStart..<index].lowercased()
        var attributes: [Attribute] = []
        while true {
            let writtenStart = index
            while index < text.endIndex, text[index] == " " || text[index] == "\t" { index = text.index(after: index) }
            guard index < text.endIndex else { return nil }
            if text[index] == ">" {
                rest = text[text.index(after: index)...]
                break
            }
            guard index > writtenStart else { return nil }   // attributes are separated by blanks
            let attributeStart = index
            while index < text.endIndex, !" \t=>\"'/".contains(text[index]) { index = text.index(after: index) }
            guard index > attributeStart else { return nil }
            let attributeName = text[attributeStart..<index].lowercased()
            var value: String? = nil
            if index < text.endIndex, text[index] == "=" {
                index = text.index(after: index)
                guard index < text.endIndex else { return nil }
                if text[index] == "\"" || text[index] == "'" {
                    let quote = text[index]
                    let valueStart = text.index(after: index)
                    guard let close = text[valueStart...].firstIndex(of: quote) else { return nil }
                    value = String(text[valueStart..<close])
                    index = text.index(after: close)
                } else {
                    let valueStart = index
                    while index < text.endIndex, !" \t>\"'=<`".contains(text[index]) { index = text.index(after: index) }
                    guard index > valueStart else { return nil }
                    value = String(text[valueStart..<index])
                }
            }
            attributes.append(Attribute(name: attributeName, value: value, written: text[writtenStart..<index]))
        }
        self.attributes = attributes
    }

    /// The value of the `markdown` attribute ("" when written without one); nil when there is none.
    var markdownValue: String? {
        attributes.first { $0.name == "markdown" }.map { $0.value ?? "" }
    }

    /// The tag as written, without its `markdown` attribute: `<div class="grid cards">`.
    var withoutMarkdown: String {
        "<" + name + attributes.filter { $0.name != "markdown" }.map { String($0.written) }.joined() + ">"
    }
}

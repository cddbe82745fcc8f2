// Why: MDX components (`<Tabs groupId="os">`, `<TabItem value="mac" label={'macOS'} default>`) are JSX, not
// HTML: values may be quoted or in braces, a tag may run over several lines, and `values={[{…}]}` holds
// JavaScript. The text passes that turn known components into Markdown read their tags here, so what a
// tag may look like is decided in one place.
import Foundation

/// An MDX component's opening tag, read from a note's lines.
struct JSXTag {
    struct Attribute {
        var name: String
        /// As written after `=` (`"x"`, `'x'`, `{…}`); nil for a bare flag (`default`).
        var value: String?
    }

    var attributes: [Attribute]
    /// The line the tag's `>` is on.
    var end: Int
    /// What follows the `>` on that line.
    var rest: String

    /// Whether `line`, after its blanks, opens a `<name` tag (followed by a blank, `>` or the line's end).
    static func opens(_ name: String, _ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("<" + name) else { return false }
        let after = trimmed.dropFirst(name.count + 1).first
        return after == nil || after == " " || after == ">" || after == "\t" || after == "\r"
    }

    /// The `<name …>` tag that starts line `start` (``opens(_:_:)`` true there), over at most 20 lines; nil
    /// when it never closes, closes itself (`/>`) or is not JSX's shape.
    init?(_ name: String, _ lines: [String], from start: Int) {
        let first = lines[start].drop { $0 == " " || $0 == "\t" }.dropFirst(name.count + 1)
        var text = "", quote: Character? = nil, depth = 0
        var line = start, current = Substring(first)
        while true {
            var index = current.startIndex
            while index < current.endIndex {
                let character = current[index]
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" || character == "`" {
                    quote = character
                } else if character == "{" {
                    depth += 1
                } else if character == "}" {
                    depth -= 1
                    if depth < 0 { return nil }
                } else if character == ">", depth == 0 {
                    if text.last == "/" { return nil }
                    guard let attributes = Self.attributes(text) else { return nil }
                    self.attributes = attributes
                    end = line
                    rest = String(current[current.index(after: index)...])
                    return
                }
                text.append(character)
                index = current.index(after: index)
            }
            line += 1
            guard line < lines.count, line - start < 20, quote == nil || quote == "`" else { return nil }
            text.append("\n")
            current = lines[line][...]
        }
    }

    /// `name`'s text when written as a string (`"x"`, `'x'`, `{"x"}`, `{'x'}`, `` {`x`} ``); nil when absent,
    /// bare, or any other expression.
    func string(_ name: String) -> String? {
        guard var value = attributes.last(where: { $0.name == name })?.value else { return nil }
        if value.first == "{", value.last == "}" { value = value.dropFirst().dropLast().trimmingCharacters(in: .whitespacesAndNewlines) }
        guard value.count >= 2, let first = value.first, "\"'`".contains(first), value.last == first else { return nil }
        let inner = value.dropFirst().dropLast()
        return inner.contains(first) ? nil : String(inner)
    }

    /// Whether the bare flag `name` (`default`) or `name={true}` is set.
    func flag(_ name: String) -> Bool {
        guard let attribute = attributes.last(where: { $0.name == name }) else { return false }
        return attribute.value == nil || attribute.value == "{true}"
    }

    /// The labels of Docusaurus' older `values={[{label: 'Apple', value: 'apple'}, …]}` by value.
    func labelsByValue(_ name: String) -> [String: String] {
        guard let written = attributes.last(where: { $0.name == name })?.value else { return [:] }
        var labels: [String: String] = [:]
        for object in written.split(separator: "{").dropFirst() {
            let body = object.prefix { $0 != "}" }
            if let label = Self.property("label", in: body), let value = Self.property("value", in: body) { labels[value] = label }
        }
        return labels
    }

    /// The quoted string after `name:` in an object's text.
    private static func property(_ name: String, in object: Substring) -> String? {
        guard let key = object.range(of: name) else { return nil }
        var after = object[key.upperBound...]
        if after.first == "\"" || after.first == "'" { after = after.dropFirst() }   // JSON's `"label":`
        after = after.drop { $0 == " " }
        guard after.first == ":" else { return nil }
        let value = after.dropFirst().drop { $0 == " " }
        guard let quote = value.first, "\"'`".contains(quote) else { return nil }
        let inner = value.dropFirst().prefix { $0 != quote }
        return inner.endIndex < value.endIndex ? String(inner) : nil
    }

    /// The attributes of a tag's text: `name`, `name="…"`, `name='…'`, `name={…}` (braces balanced); nil for
    /// anything else (a spread `{...props}`, a stray character).
    private static func attributes(_ text: String) -> [Attribute]? {
        var attributes: [Attribute] = []
        var index = text.startIndex
        func skipBlanks() { while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) } }
        while true {
            skipBlanks()
            guard index < text.endIndex else { return attributes }
            let nameStart = index
            while index < text.endIndex, text[index].isLetter || text[index].isNumber || text[index] == "-" || text[index] == "_" {
                index = text.index(after: index)
            }
            guard index > nameStart else { return nil }
            var attribute = Attribute(name: String(text[nameStart..<index]), value: nil)
            skipBlanks()
            if index < text.endIndex, text[index] == "=" {
                index = text.index(after: index)
                skipBlanks()
                guard index < text.endIndex else { return nil }
                let valueStart = index
                let open = text[index]
                if open == "\"" || open == "'" {
                    index = text.index(after: index)
                    while index < text.endIndex, text[index] != open { index = text.index(after: index) }
                    guard index < text.endIndex else { return nil }
                    index = text.index(after: index)
                } else if open == "{" {
                    var depth = 0, quote: Character? = nil
                    repeat {
                        let character = text[index]
                        if let q = quote { if character == q { quote = nil } }
                        else if "\"'`".contains(character) { quote = character }
                        else if character == "{" { depth += 1 }
                        else if character == "}" { depth -= 1 }
                        index = text.index(after: index)
                    } while index < text.endIndex && depth > 0
                    guard depth == 0 else { return nil }
                } else {
                    return nil
                }
                attribute.value = String(text[valueStart..<index])
            }
            attributes.append(attribute)
        }
    }
}

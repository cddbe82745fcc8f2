import Mustache

/// Mustache's HTML escaping (`<`, `>`, `&`, `"`, `'`), done on bytes.
///
/// swift-mustache escapes by looking every `Character` up in a dictionary, which was a
/// large share of page rendering. The output is identical: Mustache escapes a special
/// character only when it is a grapheme on its own, and an ASCII special character whose
/// neighbours are ASCII always is (no ASCII character extends or prepends to a grapheme
/// except CR LF, which is not special). Only when a special character touches a non-ASCII
/// byte (`"` followed by a combining mark is one grapheme that Mustache leaves as written)
/// does the text go through a `Character` loop with Mustache's own rule.
struct FastHTMLEscaping: MustacheContentType {
    static let name = "FOLIOHTML"

    func escapeText(_ text: String) -> String {
        var out: [UInt8] = []
        FastHTMLEscaping.appendEscaped(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text` escaped exactly as Mustache escapes it.
    static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        var text = text
        let start = out.count
        let clean = text.withUTF8 { HTMLEscaping.append($0, to: &out, graphemeSafe: true) }
        if !clean {
            out.removeSubrange(start...)
            out.append(contentsOf: escapeCharacters(text).utf8)
        }
    }

    /// Appends `text` with every special byte escaped (the rule of `String.htmlEscaped`,
    /// used for HTML Folio writes itself, such as the TOC items).
    static func appendByteEscaped(_ text: String, to out: inout [UInt8]) {
        var text = text
        _ = text.withUTF8 { HTMLEscaping.append($0, to: &out) }
    }

    static func escapeCharacters(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}

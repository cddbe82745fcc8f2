import Mustache

/// Mustache's HTML escaping (`<`, `>`, `&`, `"`, `'`), done on bytes for ASCII text.
///
/// swift-mustache escapes by looking every `Character` up in a dictionary, which was a
/// large share of page rendering. The output is identical: on ASCII text every special
/// character is its own grapheme, so a byte scan finds exactly the same ones; text with
/// other characters goes through a `Character` loop with the same rule (a `"` followed by a
/// combining mark is one grapheme and stays as written, as Mustache leaves it).
struct FastHTMLEscaping: MustacheContentType {
    static let name = "FOLIOHTML"

    func escapeText(_ text: String) -> String {
        // On ASCII text every special character is its own grapheme: the byte-level
        // escaping used for Folio's own HTML gives Mustache's bytes exactly.
        text.hasNonASCII ? FastHTMLEscaping.escapeCharacters(text) : text.htmlEscaped
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

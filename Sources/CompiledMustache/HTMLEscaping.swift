/// HTML escaping on UTF-8 bytes: `&`, `<`, `>`, `"` and `'` become entities.
///
/// Why here: it is the one table behind the compiled templates' `{{x}}`, and clients use it
/// for the HTML they write themselves (Folio's `String.htmlEscaped`, its TOC items), so
/// every escaped byte in a page comes from the same place.
///
/// `{{x}}` must give swift-mustache's bytes exactly. Mustache escapes a special character
/// only when it is a grapheme on its own, and an ASCII special character whose neighbours
/// are ASCII always is (no ASCII character extends or prepends to a grapheme except CR LF,
/// which is not special). Only when a special character touches a non-ASCII byte (`"`
/// followed by a combining mark is one grapheme that Mustache leaves as written) does the
/// text go through a `Character` loop with Mustache's own rule.
public enum HTMLEscaping {
    /// Appends `bytes` to `out` with every special byte escaped.
    ///
    /// With `graphemeSafe`, returns false as soon as a special byte touches a non-ASCII byte:
    /// it may then belong to a larger grapheme (`"` followed by a combining mark), which
    /// Mustache leaves as written, so the caller must decide on characters instead and drop
    /// what was appended. Returns true otherwise.
    @discardableResult
    public static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8], graphemeSafe: Bool = false) -> Bool {
        let count = bytes.count
        var run = 0
        var index = 0
        while index < count {
            let byte = bytes[index]
            // Letters and most punctuation sit above `>`, the highest special byte.
            if byte > 62 { index += 1; continue }
            let replacement: StaticString
            switch byte {
            case 38: replacement = "&amp;"
            case 60: replacement = "&lt;"
            case 62: replacement = "&gt;"
            case 34: replacement = "&quot;"
            case 39: replacement = "&#39;"
            default: index += 1; continue
            }
            if graphemeSafe && ((index > 0 && bytes[index - 1] >= 0x80) || (index + 1 < count && bytes[index + 1] >= 0x80)) {
                return false
            }
            if run < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index])) }
            replacement.withUTF8Buffer { out.append(contentsOf: $0) }
            index += 1
            run = index
        }
        if run < count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<count])) }
        return true
    }

    /// Appends `text` with every special byte escaped.
    public static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        var text = text
        _ = text.withUTF8 { append($0, to: &out) }
    }

    /// Appends `text` escaped exactly as Mustache's HTML content type escapes it.
    public static func appendMustacheEscaped(_ text: String, to out: inout [UInt8]) {
        var text = text
        let start = out.count
        let clean = text.withUTF8 { append($0, to: &out, graphemeSafe: true) }
        if !clean {
            out.removeSubrange(start...)
            out.append(contentsOf: mustacheEscapedCharacters(text).utf8)
        }
    }

    /// Mustache's own rule, on `Character`s: a special character is escaped only when it is
    /// a whole grapheme.
    public static func mustacheEscapedCharacters(_ text: String) -> String {
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

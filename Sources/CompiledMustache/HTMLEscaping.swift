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
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var run = 0
        var index = 0
        while true {
            // The next special byte: eight bytes a step, then the last few one by one (a byte a step
            // cost some 5 instructions a byte, and a page escapes its titles and descriptions).
            var found = -1
            while index + 8 <= count {
                let mask = specialBytes(UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
                if mask != 0 {
                    found = index + mask.trailingZeroBitCount / 8
                    break
                }
                index += 8
            }
            if found < 0 {
                while index < count {
                    if replacement(for: bytes[index]) != nil { found = index; break }
                    index += 1
                }
            }
            guard found >= 0, let replacement = replacement(for: bytes[found]) else { break }
            index = found
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

    /// The entity for a special byte, nil for any other.
    @inline(__always) static func replacement(for byte: UInt8) -> StaticString? {
        // Letters and most punctuation sit above `>`, the highest special byte.
        if byte > 62 { return nil }
        switch byte {
        case 38: return "&amp;"
        case 60: return "&lt;"
        case 62: return "&gt;"
        case 34: return "&quot;"
        case 39: return "&#39;"
        default: return nil
        }
    }

    /// The high bit of each byte of `word` (little-endian) that may be `&`, `<`, `>`, `"` or `'`: the
    /// lowest one set always is one (a zero-byte test can mark bytes above a true match, never below).
    @inline(__always) static func specialBytes(_ word: UInt64) -> UInt64 {
        @inline(__always) func zeroBytes(_ x: UInt64) -> UInt64 {
            (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
        }
        return zeroBytes(word ^ 0x2626_2626_2626_2626) | zeroBytes(word ^ 0x3C3C_3C3C_3C3C_3C3C)
            | zeroBytes(word ^ 0x3E3E_3E3E_3E3E_3E3E) | zeroBytes(word ^ 0x2222_2222_2222_2222)
            | zeroBytes(word ^ 0x2727_2727_2727_2727)
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

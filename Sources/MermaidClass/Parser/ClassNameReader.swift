/// Reads class references: plain names, `` `names with spaces` ``, an optional generic part
/// (`Square~Shape~`) and an optional `:::cssClass` suffix.
struct ClassReference: Equatable {
    var id: String
    var generic: String?
    var cssClass: String?
}

enum ClassNameReader {
    /// Letters, digits, `_`, `$` and any non-ASCII character.
    static func isNameChar(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24, 0x80...: return true
        default: return false
        }
    }

    /// Reads a reference at the cursor; nil when there is no name there.
    static func read(_ cursor: inout TextCursor) -> ClassReference? {
        var id = ""
        if cursor.peek == "`" {
            var i = cursor.pos + 1
            while i < cursor.bytes.count, cursor.bytes[i] != 0x60 { i += 1 }
            guard i < cursor.bytes.count, i > cursor.pos + 1 else { return nil }
            id = String(decoding: cursor.bytes[(cursor.pos + 1)..<i], as: UTF8.self)
            cursor.pos = i + 1
        } else {
            let start = cursor.pos
            while let c = cursor.peek {
                if isNameChar(c) {
                    cursor.pos += 1
                } else if c == "-" || c == ".", let next = cursor.peek(at: 1), isNameChar(next),
                          cursor.pos > start {
                    cursor.pos += 1
                } else {
                    break
                }
            }
            guard cursor.pos > start else { return nil }
            id = String(decoding: cursor.bytes[start..<cursor.pos], as: UTF8.self)
        }
        var reference = ClassReference(id: id)
        if cursor.peek == "~", let generic = readGeneric(&cursor) {
            reference.generic = generic
        }
        if cursor.hasPrefix(":::") {
            cursor.pos += 3
            let name = cursor.read { isNameChar($0) || $0 == "-" }
            if !name.isEmpty { reference.cssClass = name }
        }
        return reference
    }

    /// Reads `~…~` with nesting; the cursor is on the first tilde, which always opens. A later
    /// tilde opens when a name character or `[` (not a `["` label) follows it, so
    /// `~[Domain][]~` is one generic. Leaves the cursor alone and returns nil when the generic
    /// never closes or runs into `{`, `"`, `:` or a `["` label.
    private static func readGeneric(_ cursor: inout TextCursor) -> String? {
        var depth = 0
        var i = cursor.pos
        let bytes = cursor.bytes
        while i < bytes.count {
            let c = TextCursor.scalar(bytes[i])
            let next: Unicode.Scalar? = i + 1 < bytes.count ? TextCursor.scalar(bytes[i + 1]) : nil
            if c == "~" {
                if i == cursor.pos {
                    depth = 1
                } else if let next, isNameChar(next) || next == "[" && (i + 2 >= bytes.count || bytes[i + 2] != 0x22) {
                    depth += 1
                } else {
                    depth -= 1
                    if depth == 0 {
                        let inner = String(decoding: bytes[(cursor.pos + 1)..<i], as: UTF8.self)
                        cursor.pos = i + 1
                        return inner
                    }
                }
            } else if c == "{" || c == "\"" || c == ":" || c == "[" && next == "\"" {
                return nil
            }
            i += 1
        }
        return nil
    }
}

/// Reads class references: plain names, `` `names with spaces` ``, an optional generic part
/// (`Square~Shape~`) and an optional `:::cssClass` suffix.
struct ClassReference: Equatable {
    var id: String
    var generic: String?
    var cssClass: String?
}

enum ClassNameReader {
    static func isNameChar(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c == "$" || (!c.isASCII && !c.isWhitespace)
    }

    /// Reads a reference at the cursor; nil when there is no name there.
    static func read(_ cursor: inout TextCursor) -> ClassReference? {
        var id = ""
        if cursor.peek == "`" {
            var i = cursor.pos + 1
            while i < cursor.chars.count, cursor.chars[i] != "`" { i += 1 }
            guard i < cursor.chars.count, i > cursor.pos + 1 else { return nil }
            id = String(cursor.chars[(cursor.pos + 1)..<i])
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
            id = String(cursor.chars[start..<cursor.pos])
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

    /// Reads `~…~` with nesting; the cursor is on the first tilde. Leaves the cursor alone
    /// and returns nil when the generic never closes.
    private static func readGeneric(_ cursor: inout TextCursor) -> String? {
        var depth = 0
        var i = cursor.pos
        while i < cursor.chars.count {
            let c = cursor.chars[i]
            if c == "~" {
                let next: Character? = i + 1 < cursor.chars.count ? cursor.chars[i + 1] : nil
                if let next, isNameChar(next) || next == "~" && depth == 0 {
                    depth += 1
                } else {
                    depth -= 1
                    if depth == 0 {
                        let inner = String(cursor.chars[(cursor.pos + 1)..<i])
                        cursor.pos = i + 1
                        return inner
                    }
                }
            } else if c == "{" || c == "\"" || c == "[" || c == ":" {
                return nil
            }
            i += 1
        }
        return nil
    }
}

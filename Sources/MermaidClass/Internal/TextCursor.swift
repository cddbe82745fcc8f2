/// A forward-only reader over one source line, tracking the column for error messages.
/// Works on an array of characters so that lookahead is O(1) and nothing here can loop
/// without consuming input.
struct TextCursor {
    let chars: [Character]
    var pos: Int

    init(_ text: String, from pos: Int = 0) {
        self.chars = Array(text)
        self.pos = pos
    }

    var atEnd: Bool { pos >= chars.count }
    var peek: Character? { pos < chars.count ? chars[pos] : nil }
    /// 1-based column of the current position.
    var column: Int { pos + 1 }
    var rest: String { pos < chars.count ? String(chars[pos...]) : "" }

    func peek(at offset: Int) -> Character? {
        let i = pos + offset
        return i >= 0 && i < chars.count ? chars[i] : nil
    }

    mutating func skipSpaces() {
        while pos < chars.count, chars[pos] == " " || chars[pos] == "\t" { pos += 1 }
    }

    func hasPrefix(_ s: String) -> Bool {
        var i = pos
        for c in s {
            guard i < chars.count, chars[i] == c else { return false }
            i += 1
        }
        return true
    }

    mutating func consume(_ s: String) -> Bool {
        guard hasPrefix(s) else { return false }
        pos += s.count
        return true
    }

    /// Reads `"…"` (the cursor must be on the opening quote); nil when it is not closed.
    mutating func readQuoted() -> String? {
        guard peek == "\"" else { return nil }
        var i = pos + 1
        while i < chars.count, chars[i] != "\"" { i += 1 }
        guard i < chars.count else { return nil }
        let text = String(chars[(pos + 1)..<i])
        pos = i + 1
        return text
    }

    mutating func read(while accept: (Character) -> Bool) -> String {
        let start = pos
        while pos < chars.count, accept(chars[pos]) { pos += 1 }
        return String(chars[start..<pos])
    }

    /// Reads a word up to the next space or tab.
    mutating func readWord() -> String { read { $0 != " " && $0 != "\t" } }
}

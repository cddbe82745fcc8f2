// Why: the diagram parsers written after class and state diagrams (ER, requirement, block…) read
// one short statement line at a time and need the same few moves: skip blanks, read a word, a
// quoted string or a keyword, report a 1-based column. One forward-only scanner over the line's
// characters, shared, so each parser is only its grammar. Every read consumes input or returns
// without moving, so a parser loop built on it always ends.

/// A forward-only reader over one statement line, by `Character` (columns count characters).
///
/// ```swift
/// var scan = LineScanner("  CAR ||--o{ DRIVER : allows")
/// scan.skipBlanks()
/// scan.readWhile { $0.isLetterQuick }        // "CAR"
/// scan.column                            // 6
/// ```
package struct LineScanner: Sendable {
    package let chars: [Character]
    package var position: Int

    package init(_ text: String, from position: Int = 0) {
        chars = Array(text)
        self.position = position
    }

    package var atEnd: Bool { position >= chars.count }
    package var peek: Character? { position < chars.count ? chars[position] : nil }
    /// 1-based column of the current position.
    package var column: Int { position + 1 }
    /// The unread rest of the line.
    package var rest: String { position < chars.count ? String(characters: chars[position...]) : "" }

    package func peek(at offset: Int) -> Character? {
        let i = position + offset
        return i >= 0 && i < chars.count ? chars[i] : nil
    }

    package mutating func skipBlanks() {
        while position < chars.count, chars[position] == " " || chars[position] == "\t" { position += 1 }
    }

    /// True when the rest starts with `prefix` (compared case-insensitively when asked).
    package func hasPrefix(_ prefix: String, caseInsensitive: Bool = false) -> Bool {
        // Most calls fail at the first character (a parser tries each opener in turn): when both first
        // characters are one ASCII byte, bytes that differ (letters folded when asked) settle it without
        // walking the prefix's characters.
        if let wanted = prefix.utf8.first, wanted < 0x80, position < chars.count, let mine = chars[position].singleByte,
           Self.folded(mine, caseInsensitive) != Self.folded(wanted, caseInsensitive) {
            return false
        }
        var i = position
        for c in prefix {
            guard i < chars.count else { return false }
            let mine = chars[i]
            if caseInsensitive ? mine.lowercased() != c.lowercased() : mine != c { return false }
            i += 1
        }
        return true
    }

    /// An ASCII byte, its letter lowered when `caseInsensitive`.
    private static func folded(_ byte: UInt8, _ caseInsensitive: Bool) -> UInt8 {
        caseInsensitive && (byte | 0x20) &- 97 < 26 ? byte | 0x20 : byte
    }

    /// Consumes `prefix` when the rest starts with it.
    package mutating func consume(_ prefix: String, caseInsensitive: Bool = false) -> Bool {
        guard hasPrefix(prefix, caseInsensitive: caseInsensitive) else { return false }
        position += prefix.count
        return true
    }

    /// Consumes the keyword `word` when it is followed by a non-word character (or the end).
    package mutating func consumeKeyword(_ word: String, caseInsensitive: Bool = true) -> Bool {
        guard hasPrefix(word, caseInsensitive: caseInsensitive) else { return false }
        if let next = peek(at: word.count), next.isLetterQuick || next.isNumber || next == "_" { return false }
        position += word.count
        return true
    }

    package mutating func readWhile(_ accept: (Character) -> Bool) -> String {
        let start = position
        while position < chars.count, accept(chars[position]) { position += 1 }
        return String(characters: chars[start..<position])
    }

    /// Reads up to the next blank.
    package mutating func readWord() -> String { readWhile { $0 != " " && $0 != "\t" } }

    /// Reads `"…"` (the scanner must be on the opening quote) and returns the text between the
    /// quotes; nil, without moving, when the quote is never closed.
    package mutating func readQuoted() -> String? {
        guard peek == "\"" else { return nil }
        var i = position + 1
        while i < chars.count, chars[i] != "\"" { i += 1 }
        guard i < chars.count else { return nil }
        let text = String(characters: chars[(position + 1)..<i])
        position = i + 1
        return text
    }
}

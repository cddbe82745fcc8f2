// Why: the chart grammars (pie, packet, journey) share their small statements — `title …`,
// quoted labels, numbers — and the same error style. One scanner over one source line keeps
// columns right (1-based, counted in characters) for every message.
// A line of plain ASCII (no CR) is kept as bytes instead, one per character, and the scanning calls
// (spaces, words, digits, literal words) compare bytes: comparing `Character`s and asking them for
// Unicode properties was most of a Wardley map's parse (issue 20, item 5). Any other line uses the
// characters, and `ChartLineTests` holds the two to the same answers.
import MermaidCore

/// A cursor over one source line of a chart diagram.
struct ChartLine {
    let line: SourceLine
    /// The line's characters when it is not kept as ASCII bytes (empty then: making a `Character` of
    /// every byte cost more than the rest of a chart line's parse).
    private let chars: [Character]
    /// The number of characters (of bytes, on an ASCII line).
    private let count: Int
    /// The line's bytes when each character is one ASCII byte (no CR, which joins an LF into one
    /// character): byte `i` is character `i`. Nil otherwise.
    private let ascii: [UInt8]?
    private(set) var index = 0

    init(_ line: SourceLine) {
        self.init(line, bytePaths: true)
    }

    /// `bytePaths: false` keeps to the characters (the general path the byte paths must match).
    init(_ line: SourceLine, bytePaths: Bool) {
        self.line = line
        if bytePaths, line.text.isPlainASCII {
            // One character per byte: made from the bytes, without grapheme breaking.
            let bytes = Array(line.text.utf8)
            ascii = bytes
            chars = []
            count = bytes.count
        } else {
            ascii = nil
            chars = Array(line.text)
            count = chars.count
        }
    }

    /// The header line with the cursor after its keyword and the spaces that follow (where
    /// options such as `showData` or `TD` start); nil when the source has no header.
    static func afterKeyword(_ source: DiagramSource) -> ChartLine? {
        guard let header = source.header else { return nil }
        var cursor = ChartLine(header)
        cursor.skipSpaces()
        _ = cursor.word()
        cursor.skipSpaces()
        return cursor
    }

    /// 1-based column of the cursor.
    var column: Int { index + 1 }
    var atEnd: Bool { index >= count }
    var rest: String { index < count ? text(index..<count) : "" }
    var peek: Character? { index < count ? character(at: index) : nil }

    /// The character at `i` (within the line).
    private func character(at i: Int) -> Character {
        if let ascii { return Character(Unicode.Scalar(ascii[i])) }
        return chars[i]
    }

    /// Moves past one character.
    mutating func advance() { if index < count { index += 1 } }

    mutating func skipSpaces() {
        if let ascii {
            while index < ascii.count, ascii[index] == 32 || ascii[index] == 9 { index += 1 }
            return
        }
        while index < chars.count, chars[index] == " " || chars[index] == "\t" { index += 1 }
    }

    /// True (and consumed) when the next characters are `text`.
    mutating func consume(_ text: String) -> Bool {
        // Compared in place, character by character (copying both sides into arrays cost more than the
        // comparison; the parsers try several words at each position). On an ASCII line, byte by byte:
        // a character of `text` that is not one ASCII byte fails on its first byte, as it would whole.
        var end = index
        if let ascii {
            for byte in text.utf8 {
                guard end < ascii.count, ascii[end] == byte else { return false }
                end += 1
            }
            index = end
            return true
        }
        for c in text {
            guard end < chars.count, chars[end] == c else { return false }
            end += 1
        }
        index = end
        return true
    }

    /// On an ASCII line, moves past the bytes `accepts` takes (it is given each byte and the one after
    /// it, nil at the end) and returns them as text; nil on any other line, which the caller reads a
    /// character at a time.
    mutating func asciiRun(_ accepts: (UInt8, UInt8?) -> Bool) -> String? {
        guard let ascii else { return nil }
        let start = index
        while index < ascii.count, accepts(ascii[index], index + 1 < ascii.count ? ascii[index + 1] : nil) { index += 1 }
        return text(start..<index)
    }

    /// The next word (letters, digits, `-`, `_`), or nil.
    mutating func word() -> String? {
        let start = index
        if let ascii {
            while index < ascii.count, Self.isWordByte(ascii[index]) { index += 1 }
            return index > start ? String(decoding: ascii[start..<index], as: UTF8.self) : nil
        }
        while index < chars.count, chars[index].isLetterQuick || chars[index].isNumber || chars[index] == "-" || chars[index] == "_" {
            index += 1
        }
        return index > start ? String(characters: chars[start..<index]) : nil
    }

    /// A keyword followed by a space, a tab or the end of the line.
    mutating func keyword(_ word: String) -> Bool {
        let saved = index
        guard consume(word) else { return false }
        if atEnd || peek == " " || peek == "\t" { return true }
        index = saved
        return false
    }

    /// A `"…"` or `'…'` string (no escapes, as mermaid's grammars), without its quotes.
    mutating func quoted(in source: DiagramSource, what: String) throws -> String {
        guard let quote = peek, quote == "\"" || quote == "'" else {
            throw source.error("expected \(what) in quotes, e.g. \"Dogs\"", line: line.number, column: column)
        }
        let start = index
        index += 1
        while index < count, character(at: index) != quote { index += 1 }
        guard index < count else {
            throw source.error("the quote opened here is never closed", line: line.number, column: start + 1)
        }
        let quoted = text((start + 1)..<index)
        index += 1
        return quoted
    }

    /// A decimal number `-?digits(.digits)?`, as mermaid's chart grammars accept it.
    mutating func number() -> Double? {
        let start = index
        if peek == "-" { index += 1 }
        let digitsStart = index
        skipDigits()
        guard index > digitsStart else { index = start; return nil }
        if peek == ".", index + 1 < count, isDigit(at: index + 1) {
            index += 1
            skipDigits()
        }
        guard let value = Double(text(start..<index)), value.isFinite else { index = start; return nil }
        return value
    }

    /// True when the character at `i` (within the line) is an ASCII digit.
    private func isDigit(at i: Int) -> Bool {
        if let ascii { return ascii[i] &- 48 < 10 }
        return chars[i].isASCII && chars[i].isNumber
    }

    /// Moves past ASCII digits.
    private mutating func skipDigits() {
        while index < count, isDigit(at: index) { index += 1 }
    }

    /// The characters in `range`, as text.
    private func text(_ range: Range<Int>) -> String {
        if let ascii { return String(decoding: ascii[range], as: UTF8.self) }
        return String(characters: chars[range])
    }

    /// A word byte: an ASCII letter or digit, `-` or `_` (as `word()`'s test on one-byte characters).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 97 < 26 || byte &- 48 < 10 || byte == 45 || byte == 95
    }

    /// A run of ASCII digits, as text.
    mutating func integerText() -> String? {
        let start = index
        skipDigits()
        return index > start ? text(start..<index) : nil
    }

    /// A non-negative whole number of at most 9 digits.
    mutating func integer() -> Int? {
        let start = index
        while index < count, isDigit(at: index), index - start < 10 { index += 1 }
        guard index > start, index - start <= 9 else { index = start; return nil }
        return Int(text(start..<index))
    }

    /// Fails unless only spaces (or a `;`) remain.
    mutating func expectEnd(in source: DiagramSource) throws {
        skipSpaces()
        if peek == ";" { index += 1; skipSpaces() }
        guard atEnd else {
            throw source.error("unexpected '\(rest.prefix(20))' at the end of the line", line: line.number, column: column)
        }
    }
}

/// The `title …` statement shared by the chart grammars: the text after the keyword, trimmed;
/// nil when the line is not a title.
func chartTitle(_ text: String) -> String? {
    let trimmed = text.trimmingASCIIWhitespace()
    guard trimmed.hasPrefix("title") else { return nil }
    let rest = trimmed.dropFirst(5)
    guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
    return String(rest).trimmingASCIIWhitespace()
}

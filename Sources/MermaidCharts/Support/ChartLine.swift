// Why: the chart grammars (pie, packet, journey) share their small statements — `title …`,
// quoted labels, numbers — and the same error style. One scanner over one source line keeps
// columns right (1-based, counted in characters) for every message.
import MermaidCore

/// A cursor over one source line of a chart diagram.
struct ChartLine {
    let line: SourceLine
    private let chars: [Character]
    private(set) var index = 0

    init(_ line: SourceLine) {
        self.line = line
        chars = Array(line.text)
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
    var atEnd: Bool { index >= chars.count }
    var rest: String { index < chars.count ? String(characters: chars[index...]) : "" }
    var peek: Character? { index < chars.count ? chars[index] : nil }

    /// Moves past one character.
    mutating func advance() { if index < chars.count { index += 1 } }

    mutating func skipSpaces() {
        while index < chars.count, chars[index] == " " || chars[index] == "\t" { index += 1 }
    }

    /// True (and consumed) when the next characters are `text`.
    mutating func consume(_ text: String) -> Bool {
        // Compared in place, character by character (copying both sides into arrays cost more than the
        // comparison; the parsers try several words at each position).
        var end = index
        for c in text {
            guard end < chars.count, chars[end] == c else { return false }
            end += 1
        }
        index = end
        return true
    }

    /// The next word (letters, digits, `-`, `_`), or nil.
    mutating func word() -> String? {
        let start = index
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
        while index < chars.count, chars[index] != quote { index += 1 }
        guard index < chars.count else {
            throw source.error("the quote opened here is never closed", line: line.number, column: start + 1)
        }
        let text = String(characters: chars[(start + 1)..<index])
        index += 1
        return text
    }

    /// A decimal number `-?digits(.digits)?`, as mermaid's chart grammars accept it.
    mutating func number() -> Double? {
        let start = index
        if peek == "-" { index += 1 }
        let digitsStart = index
        while index < chars.count, chars[index].isASCII, chars[index].isNumber { index += 1 }
        guard index > digitsStart else { index = start; return nil }
        if peek == ".", index + 1 < chars.count, chars[index + 1].isASCII, chars[index + 1].isNumber {
            index += 1
            while index < chars.count, chars[index].isASCII, chars[index].isNumber { index += 1 }
        }
        guard let value = Double(String(characters: chars[start..<index])), value.isFinite else { index = start; return nil }
        return value
    }

    /// A run of ASCII digits, as text.
    mutating func integerText() -> String? {
        let start = index
        while index < chars.count, chars[index].isASCII, chars[index].isNumber { index += 1 }
        return index > start ? String(characters: chars[start..<index]) : nil
    }

    /// A non-negative whole number of at most 9 digits.
    mutating func integer() -> Int? {
        let start = index
        while index < chars.count, chars[index].isASCII, chars[index].isNumber, index - start < 10 { index += 1 }
        guard index > start, index - start <= 9 else { index = start; return nil }
        return Int(String(characters: chars[start..<index]))
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

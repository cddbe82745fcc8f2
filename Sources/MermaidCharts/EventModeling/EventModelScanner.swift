// Why: mermaid's event-modeling grammar is token based, not line based: statements may span lines
// and a `data` block runs over many lines up to a `}` in column 1. This scanner turns the body into
// those tokens (words, frame numbers, `->>`, `[[`, inline `{…}` data, data blocks, `title` lines),
// skipping `//` and `/* */` comments, and keeps each token's line and column for messages.
import MermaidCore

/// One token of an `eventmodeling` body.
struct EventModelToken: Equatable {
    enum Kind: Equatable {
        /// `[_a-zA-Z][A-Za-z0-9_]*`
        case word
        /// One to three digits: a frame number.
        case number
        /// `->>`, `[[`, `]]`, `.` or a backtick.
        case symbol
        /// `{…}`, `"…"` or `'…'` on one line.
        case inlineData
        /// `{` + newline … newline + `}`.
        case dataBlock
        /// `title …` up to the end of its line (`text` is the rest, trimmed).
        case title
    }

    var kind: Kind
    var text: String
    var line: Int
    var column: Int
}

struct EventModelScanner {
    private let chars: [Character]
    /// Offset of each line's first character, with its source line number.
    private var lineStarts: [(offset: Int, number: Int)] = []
    private var index = 0
    let source: DiagramSource

    /// The body after the `eventmodeling` keyword (the header's rest included).
    init(_ source: DiagramSource) {
        self.source = source
        var text: [Character] = []
        for (n, line) in source.lines.enumerated() {
            lineStarts.append((text.count, line.number))
            var chars = Array(line.text)
            if n == 0 {
                // Blank the header keyword, keeping columns.
                let lead = chars.prefix { $0 == " " || $0 == "\t" }.count
                let end = min(chars.count, lead + source.keyword.count)
                for i in 0..<end { chars[i] = " " }
            }
            text += chars
            text.append("\n")
        }
        chars = text
    }

    /// Line and column (1-based) of an offset.
    func position(_ offset: Int) -> (line: Int, column: Int) {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid].offset <= offset { lo = mid } else { hi = mid - 1 }
        }
        guard !lineStarts.isEmpty else { return (1, 1) }
        return (lineStarts[lo].number, offset - lineStarts[lo].offset + 1)
    }

    /// Where the scanner stands (after whitespace and comments), for an "expected … at end" message.
    mutating func endPosition() -> (line: Int, column: Int) {
        skipHidden()
        return position(min(index, max(chars.count - 1, 0)))
    }

    /// Every token of the body.
    mutating func tokens() throws -> [EventModelToken] {
        var out: [EventModelToken] = []
        while true {
            try skipHiddenChecked()
            guard index < chars.count else { return out }
            guard out.count < 200_000 else {
                let p = position(index)
                throw source.error("more than 200,000 tokens; split the diagram", line: p.line, column: p.column)
            }
            out.append(try next())
        }
    }

    private mutating func skipHidden() { try? skipHiddenChecked() }

    private mutating func skipHiddenChecked() throws {
        while index < chars.count {
            let c = chars[index]
            if c == " " || c == "\t" || c == "\n" || c == "\r" { index += 1; continue }
            if c == "/", index + 1 < chars.count, chars[index + 1] == "/" {
                while index < chars.count, chars[index] != "\n" { index += 1 }
                continue
            }
            if c == "/", index + 1 < chars.count, chars[index + 1] == "*" {
                let start = index
                index += 2
                while index + 1 < chars.count, !(chars[index] == "*" && chars[index + 1] == "/") { index += 1 }
                guard index + 1 < chars.count else {
                    let p = position(start)
                    throw source.error("the comment opened here is never closed; expected '*/'", line: p.line, column: p.column)
                }
                index += 2
                continue
            }
            return
        }
    }

    private func isWordStart(_ c: Character) -> Bool { c.isASCIIQuick && (c.isLetterQuick || c == "_") }
    private func isWordChar(_ c: Character) -> Bool { c.isASCIIQuick && (c.isLetterQuick || c.isNumberQuick || c == "_") }

    private mutating func next() throws -> EventModelToken {
        let start = index
        let p = position(start)
        func token(_ kind: EventModelToken.Kind, _ text: String) -> EventModelToken {
            EventModelToken(kind: kind, text: text, line: p.line, column: p.column)
        }
        let c = chars[index]
        if isWordStart(c) {
            while index < chars.count, isWordChar(chars[index]) { index += 1 }
            let word = String(characters: chars[start..<index])
            if word == "title", index >= chars.count || chars[index] == " " || chars[index] == "\t" || chars[index] == "\n" {
                let rest = lineEnd(from: index)
                let text = String(characters: chars[index..<rest]).trimmingASCIIWhitespace()
                index = rest
                return token(.title, text)
            }
            return token(.word, word)
        }
        if c.isASCIIQuick, c.isNumberQuick {
            while index < chars.count, index - start < 3, chars[index].isASCIIQuick, chars[index].isNumberQuick { index += 1 }
            return token(.number, String(characters: chars[start..<index]))
        }
        for symbol in ["->>", "[[", "]]", ".", "`"] where matches(symbol) {
            index += symbol.count
            return token(.symbol, symbol)
        }
        if c == "\"" || c == "'" || c == "{" {
            let close: Character = c == "{" ? "}" : c
            let end = lineEnd(from: index)
            if let last = chars[(index + 1)..<end].lastIndex(of: close) {
                index = last + 1
                return token(.inlineData, String(characters: chars[start..<index]))
            }
            if c == "{", let blockEnd = dataBlockEnd(from: index) {
                index = blockEnd + 1
                return token(.dataBlock, String(characters: chars[start..<index]))
            }
            throw source.error(c == "{" ? "expected '}' closing this data: on the same line, or alone at the start of a later line for a block"
                                        : "expected a closing \(c) on the same line",
                               line: p.line, column: p.column)
        }
        throw source.error("unexpected '\(c)'; expected a statement such as 'tf 01 ui Name'", line: p.line, column: p.column)
    }

    private func matches(_ text: String) -> Bool {
        var i = index
        for ch in text {
            guard i < chars.count, chars[i] == ch else { return false }
            i += 1
        }
        return true
    }

    private func lineEnd(from offset: Int) -> Int {
        var i = offset
        while i < chars.count, chars[i] != "\n" { i += 1 }
        return i
    }

    /// A block: `{`, spaces, a newline, then anything up to a `}` at the start of a line that is
    /// followed by whitespace or the end. The offset of that `}`.
    private func dataBlockEnd(from open: Int) -> Int? {
        var i = open + 1
        while i < chars.count, chars[i] == " " || chars[i] == "\t" || chars[i] == "\r" { i += 1 }
        guard i < chars.count, chars[i] == "\n" else { return nil }
        while i < chars.count {
            if chars[i] == "\n", i + 1 < chars.count, chars[i + 1] == "}",
               i + 2 >= chars.count || chars[i + 2].isWhitespaceQuick {
                return i + 1
            }
            i += 1
        }
        return nil
    }
}

import MermaidCore

/// A cursor over the diagram body as UTF-8 bytes. Mermaid's flowchart grammar is not
/// line-based (quoted labels may span lines), so the body is scanned as one stream; the
/// scanner maps any offset back to the line and column of the original block.
///
/// Every syntax character is ASCII, so scanning bytes is safe; text is cut out of the
/// byte buffer only at token boundaries, which are always on character boundaries.
struct SourceScanner {
    let bytes: [UInt8]
    var pos: Int = 0
    private let lineStarts: [Int]
    private let lineNumbers: [Int]

    init(lines: [SourceLine]) {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        var numbers: [Int] = []
        bytes.reserveCapacity(lines.reduce(0) { $0 + $1.text.utf8.count + 1 })
        for line in lines {
            starts.append(bytes.count)
            numbers.append(line.number)
            bytes.append(contentsOf: line.text.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        self.bytes = bytes
        self.lineStarts = starts
        self.lineNumbers = numbers
    }

    var atEnd: Bool { pos >= bytes.count }
    var current: UInt8 { pos < bytes.count ? bytes[pos] : 0 }
    func peek(_ offset: Int = 0) -> UInt8 {
        let i = pos + offset
        return i >= 0 && i < bytes.count ? bytes[i] : 0
    }

    /// True when the bytes at the cursor spell `literal` (ASCII).
    func starts(with literal: StaticString, at offset: Int = 0) -> Bool {
        let start = pos + offset
        let count = literal.utf8CodeUnitCount
        guard start >= 0, start + count <= bytes.count else { return false }
        let base = literal.utf8Start
        for i in 0..<count where bytes[start + i] != base[i] { return false }
        return true
    }

    /// Same, ignoring ASCII case.
    func startsIgnoringCase(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard pos + count <= bytes.count else { return false }
        let base = literal.utf8Start
        for i in 0..<count where Self.lower(bytes[pos + i]) != Self.lower(base[i]) { return false }
        return true
    }

    static func lower(_ b: UInt8) -> UInt8 { (b >= 65 && b <= 90) ? b + 32 : b }

    mutating func skipSpaces() {
        while pos < bytes.count, bytes[pos] == 32 || bytes[pos] == 9 || bytes[pos] == 13 { pos += 1 }
    }

    /// Skips spaces and newlines (not `;`): the white space mermaid's arrow tokens absorb.
    mutating func skipWhiteSpaceAndNewlines() {
        while pos < bytes.count, bytes[pos] == 32 || bytes[pos] == 9 || bytes[pos] == 13 || bytes[pos] == 10 { pos += 1 }
    }

    /// Skips spaces, newlines and `;` separators.
    mutating func skipSeparators() {
        while pos < bytes.count {
            let b = bytes[pos]
            if b == 32 || b == 9 || b == 13 || b == 10 || b == 59 { pos += 1 } else { break }
        }
    }

    /// At a statement end: newline, `;` or end of input (after optional spaces).
    mutating func atStatementEnd() -> Bool {
        skipSpaces()
        return atEnd || current == 10 || current == 59
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[max(0, range.lowerBound)..<min(bytes.count, range.upperBound)], as: UTF8.self)
    }

    /// Reads the rest of the current line (without the newline) and moves past it.
    mutating func restOfLine() -> String {
        let start = pos
        while pos < bytes.count, bytes[pos] != 10 { pos += 1 }
        return string(start..<pos)
    }

    // MARK: Positions

    func position(at offset: Int) -> SourcePosition {
        guard !lineStarts.isEmpty else { return SourcePosition(line: 1, column: 1) }
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        let start = lineStarts[lo]
        // Columns count Unicode scalars (UTF-8 lead bytes), without building a String.
        var column = 1
        var i = start
        let end = max(start, min(offset, bytes.count))
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourcePosition(line: lineNumbers[lo], column: column)
    }

    var position: SourcePosition { position(at: pos) }

    /// A short description of what is at the cursor, for error messages.
    var foundDescription: String {
        if atEnd { return "end of input" }
        if current == 10 { return "end of line" }
        var end = pos
        var count = 0
        while end < bytes.count, bytes[end] != 10, count < 12 { end += 1; count += 1 }
        return "'\(string(pos..<end))'"
    }

    // MARK: Character classes

    static func isSpace(_ b: UInt8) -> Bool { b == 32 || b == 9 || b == 13 }

    /// Characters allowed in a node id, as mermaid's lexer allows them. `-` and `=` are
    /// checked in context (they start arrows), see `idByteAllowed`.
    static func isIdByte(_ b: UInt8) -> Bool {
        if b >= 128 { return true }  // any non-ASCII letter
        switch b {
        case 48...57, 65...90, 97...122: return true
        case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"),
             UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "\\"),
             UInt8(ascii: "/"), UInt8(ascii: "`"), UInt8(ascii: "^"):
            return true
        default: return false
        }
    }

    /// Whether the byte at `pos + offset` may continue an id.
    func idByteAllowed(at offset: Int) -> Bool {
        let b = peek(offset)
        if Self.isIdByte(b) {
            // `A.->B`-style: a dot that starts a dotted arrow tail is not part of the id.
            return true
        }
        if b == UInt8(ascii: "-") {
            let next = peek(offset + 1)
            return next != UInt8(ascii: "-") && next != UInt8(ascii: ">") && next != UInt8(ascii: ".")
                && next != 0 && !Self.isSpace(next) && next != 10
        }
        if b == UInt8(ascii: "=") {
            let next = peek(offset + 1)
            return next != UInt8(ascii: "=") && next != 0 && !Self.isSpace(next) && next != 10
        }
        if b == UInt8(ascii: ":") {
            // `fa:fa-check`, `B:c`: a colon joins an id, except `:::` (a class follows).
            return !(peek(offset + 1) == b && peek(offset + 2) == b)
        }
        return false
    }

    /// Reads a node id at the cursor; nil (cursor unchanged) when there is none.
    mutating func readId() -> String? {
        let start = pos
        while pos < bytes.count, idByteAllowed(at: 0) {
            // `A:::cls`, `A@{`, `e1@-->` end an id; so do brackets, handled by isIdByte.
            pos += 1
        }
        return pos > start ? string(start..<pos) : nil
    }

    /// Reads a plain word of letters (keywords); does not move when there is none.
    func wordAtCursor() -> String {
        var end = pos
        while end < bytes.count {
            let b = bytes[end]
            if (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == UInt8(ascii: "-") || (b >= 48 && b <= 57) {
                end += 1
            } else { break }
        }
        return string(pos..<end)
    }
}

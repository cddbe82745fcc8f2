/// A forward-only reader over one source line, on its UTF-8 bytes so that lookahead is O(1)
/// and cheap (no grapheme breaking in the parser's hot loop). Characters are seen as
/// `Unicode.Scalar`s: ASCII as themselves, every byte of a non-ASCII character as U+0080,
/// which the parser treats as part of a name. Nothing here can loop without consuming input.
struct TextCursor {
    let bytes: [UInt8]
    var pos: Int

    /// Stands for any byte of a non-ASCII character.
    static let nonASCII: Unicode.Scalar = "\u{80}"

    init(_ text: String, from pos: Int = 0) {
        self.bytes = Array(text.utf8)
        self.pos = pos
    }

    init(bytes: ArraySlice<UInt8>, from pos: Int = 0) {
        self.bytes = Array(bytes)
        self.pos = pos
    }

    static func scalar(_ byte: UInt8) -> Unicode.Scalar { byte < 0x80 ? Unicode.Scalar(byte) : nonASCII }

    var atEnd: Bool { pos >= bytes.count }
    var peek: Unicode.Scalar? { pos < bytes.count ? Self.scalar(bytes[pos]) : nil }

    /// 1-based column (in characters) of the current position.
    var column: Int { Self.column(of: pos, in: bytes) }

    static func column(of pos: Int, in bytes: [UInt8]) -> Int {
        let end = min(max(pos, 0), bytes.count)
        if !bytes[..<end].contains(where: { $0 >= 0x80 }) { return end + 1 }
        return String(decoding: bytes[..<end], as: UTF8.self).count + 1
    }

    var rest: String { pos < bytes.count ? String(decoding: bytes[pos...], as: UTF8.self) : "" }

    func peek(at offset: Int) -> Unicode.Scalar? {
        let i = pos + offset
        return i >= 0 && i < bytes.count ? Self.scalar(bytes[i]) : nil
    }

    mutating func skipSpaces() {
        while pos < bytes.count, bytes[pos] == 0x20 || bytes[pos] == 0x09 { pos += 1 }
    }

    func hasPrefix(_ s: StaticString) -> Bool {
        let count = s.utf8CodeUnitCount
        guard pos + count <= bytes.count else { return false }
        let start = s.utf8Start
        for k in 0..<count where bytes[pos + k] != start[k] { return false }
        return true
    }

    mutating func consume(_ s: StaticString) -> Bool {
        guard hasPrefix(s) else { return false }
        pos += s.utf8CodeUnitCount
        return true
    }

    /// Reads `"…"` (the cursor must be on the opening quote); nil when it is not closed.
    mutating func readQuoted() -> String? {
        guard pos < bytes.count, bytes[pos] == 0x22 else { return nil }
        var i = pos + 1
        while i < bytes.count, bytes[i] != 0x22 { i += 1 }
        guard i < bytes.count else { return nil }
        let text = String(decoding: bytes[(pos + 1)..<i], as: UTF8.self)
        pos = i + 1
        return text
    }

    mutating func read(while accept: (Unicode.Scalar) -> Bool) -> String {
        let start = pos
        while pos < bytes.count, accept(Self.scalar(bytes[pos])) { pos += 1 }
        return String(decoding: bytes[start..<pos], as: UTF8.self)
    }

    /// Reads a word up to the next space or tab.
    mutating func readWord() -> String { read { $0 != " " && $0 != "\t" } }
}

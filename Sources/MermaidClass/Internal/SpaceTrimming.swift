extension StringProtocol {
    /// The text without leading and trailing spaces and tabs. Pure standard library: much cheaper
    /// per line than Foundation's `trimmingCharacters(in:)`, which matters in the parser's hot loop.
    var spaceTrimmed: String {
        // Usual case, on the bytes: nothing to trim (a last byte other than space or tab ends a character
        // that is neither), so no walk over the characters from both ends.
        let text = Substring(self)
        let bytes = text.utf8
        guard let head = bytes.first, let tail = bytes.last else { return "" }
        if head != 32, head != 9, tail != 32, tail != 9 { return String(self) }
        // Indented lines, on the bytes too, when the first and last kept bytes are ASCII: then every
        // space and tab cut is a character of its own (only a non-ASCII mark could join one to its
        // neighbour), so the cut falls where the character walk below would make it.
        guard let first = bytes.firstIndex(where: { $0 != 32 && $0 != 9 }),
              let last = bytes.lastIndex(where: { $0 != 32 && $0 != 9 }) else { return "" }
        if bytes[first] < 0x80 && bytes[last] < 0x80 { return String(text[first...last]) }
        return spaceTrimmedByCharacters
    }

    /// `spaceTrimmed` character by character (spaces joined to combining marks are kept).
    var spaceTrimmedByCharacters: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs. Pure standard library: much cheaper
    /// per line than Foundation's `trimmingCharacters(in:)`, which matters in the parser's hot loop.
    var spaceTrimmed: String {
        // Usual case, on the bytes: nothing to trim (a last byte other than space or tab ends a character
        // that is neither), so no walk over the characters from both ends.
        let bytes = Substring(self).utf8
        guard let head = bytes.first, let tail = bytes.last else { return "" }
        if head != 32, head != 9, tail != 32, tail != 9 { return String(self) }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs. Pure standard library: much cheaper
    /// per line than Foundation's `trimmingCharacters(in:)`, which matters in the parser's hot loop.
    var spaceTrimmed: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}

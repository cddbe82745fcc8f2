/// HTML escaping on UTF-8 bytes: `&`, `<`, `>`, `"` and `'` become entities. The one table
/// behind `String.htmlEscaped`, the template engine's escaping and the HTML Folio writes itself.
enum HTMLEscaping {
    /// Appends `bytes` to `out` with every special byte escaped.
    ///
    /// With `graphemeSafe`, returns false as soon as a special byte touches a non-ASCII byte:
    /// it may then belong to a larger grapheme (`"` followed by a combining mark), which
    /// Mustache leaves as written, so the caller must decide on characters instead and drop
    /// what was appended. Returns true otherwise.
    @discardableResult
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8], graphemeSafe: Bool = false) -> Bool {
        let count = bytes.count
        var run = 0
        var index = 0
        while index < count {
            let byte = bytes[index]
            // Letters and most punctuation sit above `>`, the highest special byte.
            if byte > 62 { index += 1; continue }
            let replacement: StaticString
            switch byte {
            case 38: replacement = "&amp;"
            case 60: replacement = "&lt;"
            case 62: replacement = "&gt;"
            case 34: replacement = "&quot;"
            case 39: replacement = "&#39;"
            default: index += 1; continue
            }
            if graphemeSafe && ((index > 0 && bytes[index - 1] >= 0x80) || (index + 1 < count && bytes[index + 1] >= 0x80)) {
                return false
            }
            if run < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index])) }
            replacement.withUTF8Buffer { out.append(contentsOf: $0) }
            index += 1
            run = index
        }
        if run < count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<count])) }
        return true
    }
}

extension String {
    /// Escapes `& < > " '` for HTML text and attribute values. Public so the preview server's
    /// overlay escapes diagnostics exactly as the pages do.
    public var htmlEscaped: String {
        let needsWork = utf8.contains { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 }
        guard needsWork else { return self }
        var text = self
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + 16)
        _ = text.withUTF8 { HTMLEscaping.append($0, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Escapes for XML text (Atom, sitemap).
    var xmlEscaped: String { htmlEscaped }
}

import CompiledMustache

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

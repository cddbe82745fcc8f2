import MermaidCore

/// Sequence-syntax text helpers: `#name;` entity codes after mermaid's quote rewrite and
/// `wrap:` prefixes. Line breaking, measuring and wrapping are the core text model's
/// (`LineBreaks`, `LineMeasurer`). Written without regular expressions
/// because they run for every label of every diagram.
enum SequenceText {
    /// Mermaid's `wrap:` / `nowrap:` prefix on message, note and title text.
    static func extractWrap(_ raw: String) -> (text: String, wrap: Bool?) {
        var text = trim(raw)
        var wrap: Bool?
        var body = Substring(text)
        if body.hasPrefix(":") { body = body.dropFirst() }
        let lower = body.prefix(7).lowercased()
        if lower.hasPrefix("wrap:") {
            wrap = true
            body = body.dropFirst(5)
        } else if lower.hasPrefix("nowrap:") {
            wrap = false
            body = body.dropFirst(7)
        }
        if wrap != nil { text = trim(String(body)) }
        return (text, wrap)
    }

    /// Mermaid's preprocessing turns `attr="value"` inside HTML-like tags into `attr='value'`
    /// (so `<pre class="mermaid">` shows as `<pre class='mermaid'>`); labels follow it.
    static func singleQuoteTagAttributes(_ text: String) -> String {
        guard hasByte(text, 0x3C), hasByte(text, 0x22) else { return text }
        var out = String.UnicodeScalarView()
        let s = Array(text.unicodeScalars)
        var i = 0
        while i < s.count {
            // A tag: '<', a word character, then anything up to '>'.
            if s[i] == "<", i + 1 < s.count, isWordScalar(s[i + 1]), let close = s[(i + 1)...].firstIndex(of: ">") {
                var j = i
                var inValue = false
                while j <= close {
                    let c = s[j]
                    if c == "\"", j > 0, s[j - 1] == "=", !inValue {
                        out.append("'")
                        inValue = true
                    } else if c == "\"", inValue {
                        out.append("'")
                        inValue = false
                    } else {
                        out.append(c)
                    }
                    j += 1
                }
                i = close + 1
                continue
            }
            out.append(s[i])
            i += 1
        }
        return String(out)
    }

    private static func isWordScalar(_ c: Unicode.Scalar) -> Bool {
        c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_"
    }

    /// Replaces mermaid entity codes (`#35;`, `#x23;`, `#quot;`, `#9829;`) by their characters,
    /// after mermaid's tag-attribute quote rewrite. A `<` written as a code (`#lt;`, `#60;`,
    /// `#x3C;`) becomes ``literalLessThan``: mermaid splits lines at `<br>` before it decodes
    /// codes, so `#lt;br /#gt;` is text, not a break. ``lines(_:)`` and ``wrap(_:width:with:)``
    /// turn it back into `<`; ``plain(_:)`` does for text that is never split.
    static func decodeEntities(_ raw: String) -> String {
        var text = singleQuoteTagAttributes(raw)
        guard hasByte(text, 0x3B), hasByte(text, 0x23) || hasByte(text, 0x26) else { return text }
        if hasByte(text, 0x23) {
            for code in ["#lt;", "#60;", "#x3C;", "#x3c;", "#X3C;", "#X3c;"] where text.contains(code) {
                text = text.replacingOccurrences(of: code, with: String(literalLessThan))
            }
        }
        return HTMLEntities.decode(text)
    }

    /// Stands for a `<` that came from an entity code until the text is split into lines.
    static let literalLessThan: Character = "\u{E000}"

    /// Text that is drawn as it is (never split at `<br>`), with codes decoded.
    static func plain(_ raw: String) -> String { restore(decodeEntities(raw)) }

    /// Decoded text split into lines at `<br>` and `<hr>`, a coded `<` restored; a line with
    /// inline HTML or `$$…$$` is marked (`MarkedLine`) to be measured and drawn styled.
    static func lines(_ text: String) -> [String] {
        LineBreaks.split(text, rules: true).map(finish)
    }

    /// Decoded text split and wrapped to `width`, a coded `<` restored. Text with markup is
    /// only split at its explicit breaks: wrapping must not cut a tag or a formula.
    static func wrap(_ text: String, width: Double, with measurer: LineMeasurer) -> [String] {
        if hasByte(text, 0x3C) || hasByte(text, 0x24) {
            let explicit = lines(text)
            if explicit.contains(where: MarkedLine.isMarked) { return explicit }
        }
        return measurer.wrap(text, width: width).map(restore)
    }

    /// One split line: marked when it holds markup (a coded `<` kept literal), else restored.
    static func finish(_ line: String) -> String {
        guard MarkedLine.hasMarkup(line) else { return restore(line) }
        return MarkedLine.mark(line, literal: [literalLessThan: "&lt;"])
    }

    static func restore(_ text: String) -> String {
        guard text.unicodeScalars.contains("\u{E000}") else { return text }
        return text.replacingOccurrences(of: String(literalLessThan), with: "<")
    }

    /// Whether the UTF-8 form of `text` holds the ASCII byte (faster than `String.contains`).
    @inline(__always)
    static func hasByte(_ text: String, _ byte: UInt8) -> Bool {
        var s = text
        return s.withUTF8 { $0.contains(byte) }
    }

    /// Length of a mermaid entity code (`#` + 1–12 letters or digits + `;`) starting at
    /// `start`, or nil. Such a `#` does not start a comment.
    static func entityLength(in s: [Unicode.Scalar], at start: Int) -> Int? {
        var i = start + 1
        while i < s.count, i - start <= 13, s[i] != ";" {
            guard s[i].properties.isAlphabetic || ("0"..."9").contains(s[i]) else { return nil }
            i += 1
        }
        guard i < s.count, s[i] == ";", i > start + 1 else { return nil }
        return i + 1 - start
    }

    static func trim(_ s: String) -> String {
        let scalars = s.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isSpace(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isSpace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }

    static func isSpace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\r" || c == "\n" || c == "\u{00A0}" || c == "\u{FEFF}"
    }
}

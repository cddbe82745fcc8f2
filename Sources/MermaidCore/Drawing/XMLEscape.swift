// Why: one escaping table for all SVG output. `SVGWriter` and `SVGValue` escape bytes straight
// into their UTF-8 buffers (`append(_:to:attribute:)` on any `ByteAppending`); the `String` forms remain
// for callers that build plain strings (titles, ids, CSS) and share the same table.

/// Escaping for SVG/XML output.
package enum XMLEscape {
    /// Escapes `&`, `<`, `>` for character data, and drops characters XML 1.0 forbids.
    package static func text(_ s: String) -> String {
        var out = ""
        append(s, to: &out, attribute: false)
        return out
    }

    /// Escapes for a double-quoted attribute value (also `"`, newlines and tabs).
    package static func attribute(_ s: String) -> String {
        var out = ""
        append(s, to: &out, attribute: true)
        return out
    }

    /// Appends `s` escaped to `out`; text without special characters is appended as is.
    package static func append(_ s: String, to out: inout String, attribute: Bool) {
        guard needsEscaping(s, attribute: attribute) else {
            out += s
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(s.utf8.count + 16)
        append(s, to: &bytes, attribute: attribute)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 of `s`, escaped, to `out`.
    package static func append(_ s: String, to out: inout some ByteAppending, attribute: Bool) {
        if let done: Void = s.utf8.withContiguousStorageIfAvailable({ append(utf8: $0, to: &out, attribute: attribute) }) {
            return done
        }
        var copy = s
        copy.withUTF8 { append(utf8: $0, to: &out, attribute: attribute) }
    }

    /// Appends UTF-8 bytes, escaped, to `out`. Every byte that needs attention is ASCII (below
    /// `?`), so multi-byte characters pass through untouched: `&` `<` `>` become entities; in an
    /// attribute also `"`, newline and tab; other control characters except CR are dropped.
    package static func append(utf8 input: UnsafeBufferPointer<UInt8>, to out: inout some ByteAppending, attribute: Bool) {
        guard let base = input.baseAddress else { return }
        let count = input.count
        var clean = 0  // start of the run not yet copied
        for i in 0..<count {
            let u = base[i]
            guard u < 63 else { continue }
            let replacement: StaticString?
            switch u {
            case 38: replacement = "&amp;"
            case 60: replacement = "&lt;"
            case 62: replacement = "&gt;"
            case 34 where attribute: replacement = "&quot;"
            case 10 where attribute: replacement = "&#10;"
            case 9 where attribute: replacement = "&#9;"
            case 9, 10, 13: continue
            case 0..<32: replacement = nil
            default: continue
            }
            if clean < i { out.appendBytes(UnsafeBufferPointer(start: base + clean, count: i - clean)) }
            if let replacement { replacement.withUTF8Buffer { out.appendBytes($0) } }
            clean = i + 1
        }
        if clean < count { out.appendBytes(UnsafeBufferPointer(start: base + clean, count: count - clean)) }
    }

    /// Whether `append` would change `s`.
    static func needsEscaping(_ s: String, attribute: Bool) -> Bool {
        for u in s.utf8 where u == 38 || u == 60 || u == 62 || u < 32 || (attribute && u == 34) {
            return true
        }
        return false
    }

    /// A safe id fragment: letters, digits, `-` and `_` kept, everything else as `_XX` hex,
    /// so ids built from user node names stay valid and unique.
    package static func idFragment(_ s: String) -> String {
        // Usual case: every byte is already an ASCII letter, digit, `-` or `_` (the same test as
        // below, where the ASCII alphabetic scalars are exactly A–Z and a–z): kept as is.
        if s.utf8.allSatisfy({ ($0 | 0x20) >= 97 && ($0 | 0x20) <= 122 || ($0 >= 48 && $0 <= 57) || $0 == 45 || $0 == 95 }) {
            return s
        }
        var out = ""
        for c in s.unicodeScalars {
            if (c.properties.isAlphabetic && c.isASCII) || ("0"..."9").contains(c) || c == "-" || c == "_" {
                out.unicodeScalars.append(c)
            } else {
                out += "_" + String(c.value, radix: 16)
            }
        }
        return out
    }
}

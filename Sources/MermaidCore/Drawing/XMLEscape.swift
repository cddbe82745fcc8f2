// Why: one escaping table for all SVG output. `SVGWriter` and `SVGValue` call `append` so text
// is escaped straight into the output buffer; the `String`-returning forms remain for callers
// that build plain strings (titles, ids).

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
        var needs = false
        for u in s.utf8 where u == 38 || u == 60 || u == 62 || u < 32 || (attribute && u == 34) {
            needs = true
            break
        }
        guard needs else {
            out += s
            return
        }
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\n" where attribute: out += "&#10;"
            case "\t" where attribute: out += "&#9;"
            case "\t", "\n", "\r": out.unicodeScalars.append(c)
            default:
                if c.value >= 32 { out.unicodeScalars.append(c) }
            }
        }
    }

    /// A safe id fragment: letters, digits, `-` and `_` kept, everything else as `_XX` hex,
    /// so ids built from user node names stay valid and unique.
    package static func idFragment(_ s: String) -> String {
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

/// Escaping for SVG/XML output. Diagram modules must pass every piece of user text
/// through these before it reaches the SVG.
package enum XMLEscape {
    /// Escapes `&`, `<`, `>` for character data, and drops characters XML 1.0 forbids.
    package static func text(_ s: String) -> String { escape(s, attribute: false) }

    /// Escapes for a double-quoted attribute value (also `"`, newlines and tabs).
    package static func attribute(_ s: String) -> String { escape(s, attribute: true) }

    private static func escape(_ s: String, attribute: Bool) -> String {
        var needs = false
        for u in s.utf8 where u == 38 || u == 60 || u == 62 || u < 32 || (attribute && u == 34) {
            needs = true
            break
        }
        guard needs else { return s }
        var out = ""
        out.reserveCapacity(s.utf8.count + 16)
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
        return out
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

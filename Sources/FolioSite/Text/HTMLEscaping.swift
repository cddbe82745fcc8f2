extension String {
    /// Escapes `& < > " '` for HTML text and attribute values. Public so the preview server's
    /// overlay escapes diagnostics exactly as the pages do.
    public var htmlEscaped: String {
        // Byte-level: every character that needs escaping is ASCII.
        let needsWork = utf8.contains { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 }
        guard needsWork else { return self }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case 38: out += Array("&amp;".utf8)
            case 60: out += Array("&lt;".utf8)
            case 62: out += Array("&gt;".utf8)
            case 34: out += Array("&quot;".utf8)
            case 39: out += Array("&#39;".utf8)
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Escapes for XML text (Atom, sitemap).
    var xmlEscaped: String { htmlEscaped }

    /// A JSON string literal, quotes included. `</` is escaped so it is safe inside `<script>`.
    var jsonQuoted: String {
        var out = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

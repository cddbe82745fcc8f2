/// JSON string literals written straight into a byte buffer (`</` and friends escaped so the
/// JSON is safe inside `<script>`; U+2028/9 escaped for old parsers).
/// Why: the JSON-LD of every page was built from a dozen intermediate strings.
enum JSONText {
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends `text` as a quoted JSON string.
    static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        var text = text
        out.append(UInt8(ascii: "\""))
        text.withUTF8 { bytes in
            let count = bytes.count
            var run = 0
            var index = 0
            while index < count {
                let byte = bytes[index]
                // Most bytes sit above `>` and are neither `\` nor the lead byte of U+2028/9.
                if byte > 62 && byte != 92 && byte != 0xE2 { index += 1; continue }
                var escape: StaticString? = nil
                var control = false
                var skip = 1
                switch byte {
                case 34: escape = "\\\""
                case 92: escape = "\\\\"
                case 10: escape = "\\n"
                case 13: escape = "\\r"
                case 9: escape = "\\t"
                case 60: escape = "\\u003c"
                case 62: escape = "\\u003e"
                case 38: escape = "\\u0026"
                case 0xE2 where index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    escape = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    skip = 3
                default:
                    if byte < 0x20 { control = true } else { index += 1; continue }
                }
                if run < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index])) }
                if let escape = escape {
                    escape.withUTF8Buffer { out.append(contentsOf: $0) }
                } else if control {
                    out.append(contentsOf: "\\u00".utf8)
                    out.append(hexDigits[Int(byte >> 4)])
                    out.append(hexDigits[Int(byte & 15)])
                }
                index += skip
                run = index
            }
            if run < count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<count])) }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Appends `,"name":"value"` (`name` is plain ASCII with nothing to escape).
    static func appendField(_ name: StaticString, _ value: String, to out: inout [UInt8]) {
        out.append(contentsOf: ",\"".utf8)
        name.withUTF8Buffer { out.append(contentsOf: $0) }
        out.append(contentsOf: "\":".utf8)
        appendQuoted(value, to: &out)
    }
}

// Why: compressed section text travels inside a JavaScript string; base64 is what the browser's
// `atob` reads back. Foundation's encoder would copy through `Data`; this writes straight into the index.

/// Standard base64 (RFC 4648, with padding).
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Appends the base64 form of `input` to `output`.
    package static func encode(_ input: [UInt8], into output: inout [UInt8]) {
        output.reserveCapacity(output.count + (input.count + 2) / 3 * 4)
        var i = 0
        while i + 2 < input.count {
            let value = UInt32(input[i]) << 16 | UInt32(input[i + 1]) << 8 | UInt32(input[i + 2])
            output.append(alphabet[Int(value >> 18 & 63)])
            output.append(alphabet[Int(value >> 12 & 63)])
            output.append(alphabet[Int(value >> 6 & 63)])
            output.append(alphabet[Int(value & 63)])
            i += 3
        }
        let rest = input.count - i
        if rest == 1 {
            let value = UInt32(input[i]) << 16
            output.append(alphabet[Int(value >> 18 & 63)])
            output.append(alphabet[Int(value >> 12 & 63)])
            output.append(contentsOf: [61, 61])
        } else if rest == 2 {
            let value = UInt32(input[i]) << 16 | UInt32(input[i + 1]) << 8
            output.append(alphabet[Int(value >> 18 & 63)])
            output.append(alphabet[Int(value >> 12 & 63)])
            output.append(alphabet[Int(value >> 6 & 63)])
            output.append(61)
        }
    }
}

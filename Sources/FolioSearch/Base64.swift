// Why: compressed section text travels inside a JavaScript string; base64 is what the browser's
// `atob` reads back. Foundation's encoder would copy through `Data`; this writes straight into the index.

/// Standard base64 (RFC 4648, with padding).
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Appends the base64 form of `input` to `output`.
    package static func encode(_ input: [UInt8], into output: inout [UInt8]) {
        let start = output.count
        let produced = (input.count + 2) / 3 * 4
        // Written through pointers into room made up front: appending a byte at a time (a capacity and
        // uniqueness check each) took 1.6 times the instructions (callgrind, a 1,000-note index: 70 million, now 44).
        output.append(contentsOf: repeatElement(0, count: produced))
        output.withUnsafeMutableBufferPointer { out in
            input.withUnsafeBufferPointer { bytes in
                alphabet.withUnsafeBufferPointer { table in
                    var i = 0, o = start
                    while i + 2 < bytes.count {
                        let value = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
                        out[o] = table[Int(value >> 18 & 63)]
                        out[o + 1] = table[Int(value >> 12 & 63)]
                        out[o + 2] = table[Int(value >> 6 & 63)]
                        out[o + 3] = table[Int(value & 63)]
                        i += 3
                        o += 4
                    }
                    let rest = bytes.count - i
                    guard rest > 0 else { return }
                    let value = UInt32(bytes[i]) << 16 | (rest == 2 ? UInt32(bytes[i + 1]) << 8 : 0)
                    out[o] = table[Int(value >> 18 & 63)]
                    out[o + 1] = table[Int(value >> 12 & 63)]
                    out[o + 2] = rest == 2 ? table[Int(value >> 6 & 63)] : 61
                    out[o + 3] = 61
                }
            }
        }
    }
}

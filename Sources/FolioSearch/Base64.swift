// Why: compressed section text travels inside a JavaScript string; base64 is what the browser's
// `atob` reads back. Foundation's encoder would copy through `Data`; this writes straight into the index.
// It is on every build's path (a few MB of compressed text at 10,000 notes), so it takes twelve bits
// at a time from a table of character pairs, and six input bytes a step.

/// Standard base64 (RFC 4648, with padding).
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    /// The two characters of each 12-bit value, the first in the low byte (as memory holds it on a
    /// little-endian machine once stored with `littleEndian`).
    private static let pairs: [UInt16] = (0..<4096).map { UInt16(alphabet[$0 >> 6]) | UInt16(alphabet[$0 & 63]) << 8 }

    /// Appends the base64 form of `input` to `output`.
    package static func encode(_ input: [UInt8], into output: inout [UInt8]) {
        let start = output.count
        let produced = (input.count + 2) / 3 * 4
        guard produced > 0 else { return }
        // Written through pointers into room made up front: appending a byte at a time (a capacity and
        // uniqueness check each) took 1.6 times the instructions (callgrind, a 1,000-note index: 70 million, then 44).
        output.append(contentsOf: repeatElement(0, count: produced))
        output.withUnsafeMutableBufferPointer { out in
            input.withUnsafeBufferPointer { bytes in
                pairs.withUnsafeBufferPointer { pairs in
                    let target = UnsafeMutableRawPointer(out.baseAddress! + start)
                    let source = UnsafeRawPointer(bytes.baseAddress!)
                    let n = bytes.count
                    var i = 0, o = 0
                    // Six bytes (eight characters) from one eight-byte load while eight are readable.
                    while i + 8 <= n {
                        let word = UInt64(bigEndian: source.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                        let chunk = UInt64(pairs[Int(truncatingIfNeeded: word >> 52)])
                            | UInt64(pairs[Int(truncatingIfNeeded: word >> 40) & 0xFFF]) << 16
                            | UInt64(pairs[Int(truncatingIfNeeded: word >> 28) & 0xFFF]) << 32
                            | UInt64(pairs[Int(truncatingIfNeeded: word >> 16) & 0xFFF]) << 48
                        target.storeBytes(of: chunk.littleEndian, toByteOffset: o, as: UInt64.self)
                        i += 6
                        o += 8
                    }
                    while i + 2 < n {
                        let value = Int(bytes[i]) << 16 | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2])
                        let chunk = UInt32(pairs[value >> 12]) | UInt32(pairs[value & 0xFFF]) << 16
                        target.storeBytes(of: chunk.littleEndian, toByteOffset: o, as: UInt32.self)
                        i += 3
                        o += 4
                    }
                    let rest = n - i
                    guard rest > 0 else { return }
                    let value = Int(bytes[i]) << 16 | (rest == 2 ? Int(bytes[i + 1]) << 8 : 0)
                    let pair = pairs[value >> 12]
                    target.storeBytes(of: UInt8(truncatingIfNeeded: pair), toByteOffset: o, as: UInt8.self)
                    target.storeBytes(of: UInt8(truncatingIfNeeded: pair >> 8), toByteOffset: o + 1, as: UInt8.self)
                    target.storeBytes(of: rest == 2 ? UInt8(truncatingIfNeeded: pairs[value & 0xFFF]) : 61, toByteOffset: o + 2, as: UInt8.self)
                    target.storeBytes(of: 61, toByteOffset: o + 3, as: UInt8.self)
                }
            }
        }
    }
}

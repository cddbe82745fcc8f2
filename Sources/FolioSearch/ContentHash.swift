// Why: files whose name carries a hash of their bytes can be cached forever by browsers and hosts;
// the theme's files and the search index's shards are named this way.

/// 64-bit FNV-1a, printed as its first 8 hex digits: stable across runs and machines.
package enum ContentHash {
    package static func hex<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        let hex = String(value, radix: 16)
        let padded = String(repeating: "0", count: max(0, 16 - hex.count)) + hex
        return String(padded.prefix(8))
    }
}

// Why: files whose name carries a hash of their bytes can be cached forever by browsers and hosts;
// the theme's files and the search index's shards and blocks are named this way. The index is tens
// of megabytes on a big site, so the hash reads 8 bytes at a time.

/// A 64-bit hash of bytes (FNV-1a's constants over 8-byte words, then a final mix), printed as its
/// first 8 hex digits: stable across runs and machines.
package enum ContentHash {
    /// How many hex digits ``hex(_:)`` prints.
    package static let hexDigits = 8

    package static func hex<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        let value: UInt64
        if let fast = bytes.withContiguousStorageIfAvailable({ hash($0) }) {
            value = fast
        } else {
            value = Array(bytes).withUnsafeBufferPointer { hash($0) }
        }
        let hex = String(value, radix: 16)
        let padded = String(repeating: "0", count: max(0, 16 - hex.count)) + hex
        return String(padded.prefix(hexDigits))
    }

    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var index = 0
        let count = bytes.count
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                value = (value ^ word) &* prime
                value ^= value >> 29
                index += 8
            }
        }
        while index < count {
            value = (value ^ UInt64(bytes[index])) &* prime
            index += 1
        }
        value ^= value >> 33
        value = value &* 0xff51_afd7_ed55_8ccd
        value ^= value >> 33
        return value
    }
}

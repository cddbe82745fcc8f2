// Why: counting words is the index's hot loop (every word of every page, then every page's words
// once more when the index merges them). Swift's Dictionary with `[UInt8]` or `String` keys
// allocates a key per word and hashes with SipHash; this table keeps the words in one byte arena,
// hashes eight bytes per step and probes linearly, so a word costs a hash and a compare. The hash
// never leaves the process (no file holds it), so it can change without changing the index.

import Foundation

/// A set of byte strings, each given a dense index (0, 1, …) in insertion order.
package struct WordTable {
    private var slots: [Int32]
    private var mask: Int
    private var hashes: [UInt64] = []
    /// Word `i` is `arena[starts[i]..<starts[i + 1]]`.
    private(set) var arena: [UInt8] = []
    private(set) var starts: [Int32] = [0]

    package init(capacity: Int = 256) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        arena.reserveCapacity(capacity * 8)
        hashes.reserveCapacity(capacity)
        starts.reserveCapacity(capacity + 1)
    }

    /// Number of words.
    package var count: Int { hashes.count }

    /// The bytes of word `index`.
    package func word(_ index: Int) -> ArraySlice<UInt8> { arena[Int(starts[index])..<Int(starts[index + 1])] }

    /// Word `index` as a string.
    package func string(_ index: Int) -> String { String(decoding: word(index), as: UTF8.self) }

    private static let seed: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    private static let mixer: UInt64 = 0xFF51_AFD7_ED55_8CCD

    /// A 64-bit hash of `word`: its bytes eight at a time (multiply and xor-shift), then the last
    /// up to seven in one more step, then a final mix so the low bits (the table's slot)
    /// depend on every byte. Not ``ContentHash/hash(_:)``: that one names files, so it must never
    /// change, and it takes the last bytes one multiply each, which is most of a short word.
    @inline(__always) package static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let n = word.count
        var hash = seed ^ (UInt64(n) &* multiplier)
        guard let base = word.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= n {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        let left = n - offset
        if left >= 4 {
            // Two overlapping 4-byte loads cover 4…7 bytes (the length, already mixed in, tells them apart).
            let head = UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            let last = UInt64(raw.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self))
            hash = (hash ^ (head << 32 | last)) &* multiplier
        } else if left > 0 {
            var tail: UInt64 = 0
            for index in offset..<n { tail = tail << 8 | UInt64(base[index]) }
            hash = (hash ^ tail) &* multiplier
        }
        hash ^= hash >> 32
        hash &*= mixer
        return hash ^ (hash >> 29)
    }

    /// The index of `word`, added when new.
    package mutating func insert(_ word: UnsafeBufferPointer<UInt8>) -> (index: Int, inserted: Bool) {
        insert(word, hash: WordTable.hash(word))
    }

    /// The index of `word`, whose ``hash(_:)`` is `hash`, added when new.
    package mutating func insert(_ word: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (index: Int, inserted: Bool) {
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while true {
            let entry = slots[slot]
            if entry < 0 { break }
            if hashes[Int(entry)] == hash && equals(Int(entry), word) { return (Int(entry), false) }
            slot = (slot + 1) & mask
        }
        let index = hashes.count
        slots[slot] = Int32(index)
        hashes.append(hash)
        arena.append(contentsOf: word)
        starts.append(Int32(arena.count))
        if hashes.count * 2 > slots.count { grow() }
        return (index, true)
    }

    package mutating func insert(_ word: ArraySlice<UInt8>) -> (index: Int, inserted: Bool) {
        word.withUnsafeBufferPointer { insert($0) }
    }

    private func equals(_ index: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[index])
        let end = Int(starts[index + 1])
        guard end - start == word.count else { return false }
        return arena.withUnsafeBufferPointer { all in
            memcmp(all.baseAddress! + start, word.baseAddress!, word.count) == 0
        }
    }

    private mutating func grow() {
        let size = slots.count * 2
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}

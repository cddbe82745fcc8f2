// Why: counting words is the index's hot loop (every word of every page, then every page's words
// once more when the index merges them). Swift's Dictionary with `[UInt8]` or `String` keys
// allocates a key per word and hashes with SipHash; this table keeps the words in one byte arena,
// hashes eight bytes per step and probes linearly, so a word costs a hash and a compare. The hash
// never leaves the process (no file holds it), so it can change without changing the index.


/// A set of byte strings, each given a dense index (0, 1, …) in insertion order.
package struct WordTable {
    /// Per slot, ``empty`` or a word: the high 32 bits of its hash over its index, so a probe reads one
    /// array and compares bytes only when the hashes agree (a word is nearly always found at the first).
    private var slots: [UInt64]
    private var mask: Int
    private var hashes: [UInt64] = []
    /// Per word, its first eight bytes (fewer: zero above them), little-endian: a short word is
    /// compared in one step.
    private var heads: [UInt64] = []
    /// Word `i` is `arena[starts[i]..<starts[i + 1]]`.
    private(set) var arena: [UInt8] = []
    private(set) var starts: [Int32] = [0]

    private static let empty = UInt64.max
    private static let indexBits: UInt64 = 0xFFFF_FFFF

    package init(capacity: Int = 256) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [UInt64](repeating: WordTable.empty, count: size)
        mask = size - 1
        arena.reserveCapacity(capacity * 8)
        hashes.reserveCapacity(capacity)
        heads.reserveCapacity(capacity)
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

    /// ``hash(_:)`` of a word of `count` (0…7) bytes held in `short`, little-endian (its first byte
    /// lowest), every byte above the word zero: the same value, from a register instead of memory.
    @inline(__always) package static func hash(short: UInt64, count: Int) -> UInt64 {
        var hash = seed ^ (UInt64(count) &* multiplier)
        if count >= 4 {
            // What hash(_:) loads: the first four bytes, and the last four (overlapping).
            let head = short & 0xFFFF_FFFF
            let last = (short >> UInt64(8 * (count - 4))) & 0xFFFF_FFFF
            hash = (hash ^ (head << 32 | last)) &* multiplier
        } else if count > 0 {
            // The bytes in reading order, first byte highest.
            hash = (hash ^ (short.byteSwapped >> UInt64(64 - 8 * count))) &* multiplier
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
        insert(word, hash: hash, head: WordTable.head(word))
    }

    /// ``insert(_:hash:)`` for a word whose memory may be read eight bytes from its start, whatever its length
    /// (the tokenizer's word buffer): its head is read in one load.
    @inline(__always)
    package mutating func insert(padded word: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (index: Int, inserted: Bool) {
        let loaded = UnsafeRawPointer(word.baseAddress!).loadUnaligned(as: UInt64.self)
        return insert(word, hash: hash, head: word.count >= 8 ? loaded : loaded & (UInt64.max >> UInt64(64 - 8 * word.count)))
    }

    /// The first eight bytes of `word` (fewer: zero above them), little-endian, read without going past its end.
    static func head(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = word.baseAddress else { return 0 }
        if word.count >= 8 { return UnsafeRawPointer(base).loadUnaligned(as: UInt64.self) }
        var head: UInt64 = 0
        for index in stride(from: word.count - 1, through: 0, by: -1) { head = head << 8 | UInt64(base[index]) }
        return head
    }

    @inline(__always)
    private mutating func insert(_ word: UnsafeBufferPointer<UInt8>, hash: UInt64, head: UInt64) -> (index: Int, inserted: Bool) {
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        let tag = hash & ~WordTable.indexBits
        let found: Int = slots.withUnsafeBufferPointer { slots in
            heads.withUnsafeBufferPointer { heads in
                arena.withUnsafeBufferPointer { arena in
                    starts.withUnsafeBufferPointer { starts in
                        while true {
                            let entry = slots[slot]
                            if entry == WordTable.empty { return -1 }
                            if entry & ~WordTable.indexBits == tag {
                                let index = Int(entry & WordTable.indexBits)
                                let start = Int(starts[index])
                                let end = Int(starts[index + 1])
                                if heads[index] == head && end - start == word.count
                                    && (word.count <= 8 || WordTable.equal(arena, from: start, word, after: 8)) {
                                    return index
                                }
                            }
                            slot = (slot + 1) & mask
                        }
                    }
                }
            }
        }
        if found >= 0 { return (found, false) }
        let index = hashes.count
        slots[slot] = tag | UInt64(index)
        hashes.append(hash)
        heads.append(head)
        arena.append(contentsOf: word)
        starts.append(Int32(arena.count))
        if hashes.count * 2 > slots.count { grow() }
        return (index, true)
    }

    package mutating func insert(_ word: ArraySlice<UInt8>) -> (index: Int, inserted: Bool) {
        word.withUnsafeBufferPointer { insert($0) }
    }

    /// True when the bytes of `word` from `offset` on are those at `start + offset` in `arena` (the lengths
    /// are known equal): eight bytes a compare, then the rest one by one (`memcmp` cost more on short words).
    @inline(__always) private static func equal(_ arena: UnsafeBufferPointer<UInt8>, from start: Int,
                                                _ word: UnsafeBufferPointer<UInt8>, after offset: Int) -> Bool {
        guard let stored = arena.baseAddress, let wanted = word.baseAddress else { return true }
        let left = UnsafeRawPointer(stored + start)
        let right = UnsafeRawPointer(wanted)
        let count = word.count
        var offset = offset
        while offset + 8 <= count {
            if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        while offset < count {
            if stored[start + offset] != wanted[offset] { return false }
            offset += 1
        }
        return true
    }

    private mutating func grow() {
        let size = slots.count * 2
        slots = [UInt64](repeating: WordTable.empty, count: size)
        mask = size - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
            while slots[slot] != WordTable.empty { slot = (slot + 1) & mask }
            slots[slot] = hash & ~WordTable.indexBits | UInt64(index)
        }
    }
}

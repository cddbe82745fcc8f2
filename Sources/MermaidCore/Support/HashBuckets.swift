/// A small map from `Key` to `Value` for the process-wide memos: an open-addressed table of hash
/// values beside the entries they stand for. Why: a `Dictionary` or `Set` keyed by a type of our
/// own makes the Swift runtime find that type's `Hashable` conformance by scanning every
/// conformance record in the binary (about 6,200 of them, some 330,000 instructions) the first
/// time its storage is made. A one-diagram `folio mermaid` run paid that once for each memo's key
/// type, a sixth of its start-up (issue 20, item 4). These arrays are made without asking the
/// runtime anything about the key type, and for the same reason the generic parameters carry no
/// constraint (the operations do). Entries are only added or all forgotten, as a memo needs.
package struct HashBuckets<Key, Value> {
    /// Each slot's key hash, or nil for a free slot; a power of two long, at most half full.
    private var hashes: [Int?] = []
    private var entries: [(key: Key, value: Value)?] = []
    /// The number of keys held.
    package private(set) var count = 0

    package init() {}

    /// Forgets every key, keeping the storage for the keys to come.
    package mutating func removeAll() {
        guard count > 0 else { return }
        for slot in hashes.indices { hashes[slot] = nil; entries[slot] = nil }
        count = 0
    }
}

extension HashBuckets where Key: Hashable {
    /// The value held for `key`.
    package subscript(key: Key) -> Value? {
        guard count > 0 else { return nil }
        let hash = key.hashValue
        let mask = hashes.count - 1
        var slot = hash & mask
        while let held = hashes[slot] {
            if held == hash, let entry = entries[slot], entry.key == key { return entry.value }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Holds `value` for `key`, in place of the value it held.
    package mutating func set(_ value: Value, for key: Key) {
        if (count + 1) * 2 > hashes.count { grow() }
        let hash = key.hashValue
        let mask = hashes.count - 1
        var slot = hash & mask
        while let held = hashes[slot] {
            if held == hash, let entry = entries[slot], entry.key == key {
                entries[slot] = (key, value)
                return
            }
            slot = (slot + 1) & mask
        }
        hashes[slot] = hash
        entries[slot] = (key, value)
        count += 1
    }

    /// Doubles the table (eight slots at first) and places every entry again.
    private mutating func grow() {
        let oldHashes = hashes
        let oldEntries = entries
        let size = max(8, hashes.count * 2)
        hashes = Array(repeating: nil, count: size)
        entries = Array(repeating: nil, count: size)
        let mask = size - 1
        for index in oldHashes.indices {
            guard let hash = oldHashes[index] else { continue }
            var slot = hash & mask
            while hashes[slot] != nil { slot = (slot + 1) & mask }
            hashes[slot] = hash
            entries[slot] = oldEntries[index]
        }
    }
}

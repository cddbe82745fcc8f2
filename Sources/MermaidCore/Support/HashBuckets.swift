/// A small map from `Key` to `Value` for the process-wide memos: an open-addressed table of entries,
/// each kept with its key's hash. Why: a `Dictionary` or `Set` keyed by a type of our
/// own makes the Swift runtime find that type's `Hashable` conformance by scanning every
/// conformance record in the binary (about 6,200 of them, some 330,000 instructions) the first
/// time its storage is made. A one-diagram `folio mermaid` run paid that once for each memo's key
/// type, a sixth of its start-up (issue 20, item 4). This table is made without asking the
/// runtime anything about the key type, and for the same reason the generic parameters carry no
/// constraint (the operations do). Entries are only added or all forgotten, as a memo needs.
package struct HashBuckets<Key, Value> {
    /// The table: each slot free or holding a key, its hash and its value; a power of two long, at
    /// most half full.
    private var slots: [(hash: Int, key: Key, value: Value)?] = []
    /// The number of keys held.
    package private(set) var count = 0

    package init() {}

    /// Forgets every key, keeping the storage for the keys to come.
    package mutating func removeAll() {
        guard count > 0 else { return }
        for slot in slots.indices { slots[slot] = nil }
        count = 0
    }
}

extension HashBuckets where Key: Hashable {
    /// The value held for `key`.
    package subscript(key: Key) -> Value? {
        guard count > 0 else { return nil }
        let hash = key.hashValue
        let mask = slots.count - 1
        var slot = hash & mask
        while let held = slots[slot] {
            if held.hash == hash && held.key == key { return held.value }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Holds `value` for `key`, in place of the value it held.
    package mutating func set(_ value: Value, for key: Key) {
        if (count + 1) * 2 > slots.count { grow() }
        let hash = key.hashValue
        let mask = slots.count - 1
        var slot = hash & mask
        while let held = slots[slot] {
            if held.hash == hash && held.key == key { break }
            slot = (slot + 1) & mask
        }
        if slots[slot] == nil { count += 1 }
        slots[slot] = (hash, key, value)
    }

    /// Doubles the table (eight slots at first) and places every entry again.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: nil, count: max(8, slots.count * 2))
        let mask = slots.count - 1
        for case let entry? in old {
            var slot = entry.hash & mask
            while slots[slot] != nil { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}

import Foundation

/// Remembers the results of a pure function of a key (most often a string), thread-safely, up to `capacity`
/// entries (then it starts again empty). Why: a site's diagrams ask the same small questions
/// over and over (the same theme colours parsed, the same label contrast solved, the same font
/// family resolved), and on the small docs examples those answers were a third of the time.
///
/// Its entries are ``HashBuckets`` and its key type is constrained only where it is used, so a memo
/// keyed by a new type costs no runtime conformance lookup when it is first made.
final class BoundedMemo<Key, Value>: @unchecked Sendable {
    private var entries = HashBuckets<Key, Value>()
    private let lock = NSLock()
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }
}

extension BoundedMemo where Key: Hashable {
    /// The remembered value for `key`, or `compute()`'s, remembered. `compute` runs outside the
    /// lock (two threads may both compute a new key; both get the same value).
    func value(for key: Key, compute: () -> Value) -> Value {
        lock.lock()
        if let hit = entries[key] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        let value = compute()
        lock.lock()
        if entries.count >= capacity { entries.removeAll() }
        entries.set(value, for: key)
        lock.unlock()
        return value
    }
}

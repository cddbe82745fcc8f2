#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FolioSearch
import Foundation
import Mermaid

/// A read-only map from paths to paths, for the lookups link rewriting makes for every link of every
/// page (``SitePlan/target(contentPath:)``).
///
/// Why not a `Dictionary` of strings: each of its strings is a heap object of its own, and on a big
/// site those lie scattered over hundreds of megabytes. A lookup compared the key with the entries on
/// its probe run, reading each one's string, then retained the answer's: a few cache and TLB misses a
/// link, and the bench's 180,000 links cost 3.4% of a lean build's CPU (a first version that only
/// kept each key's hash beside it saved nothing). Here keys and values lie in one byte arena, next to
/// each other, and the slots hold each key's hash and where its entry is: a lookup reads a slot and
/// one entry, and makes the answer's string from bytes it just read.
///
/// Strings compare as Swift compares them (canonical equivalence: `é` written as one scalar or as
/// `e` and an accent is one key). Bytes are enough for ASCII, which nothing else is equivalent to
/// but the odd compatibility letter (the Kelvin sign is `K`): so the arena answers an ASCII key when
/// every key is ASCII, and a dictionary answers anything else.
struct PathTable: Sendable {
    /// Every pair, for the keys the arena cannot answer.
    private let dictionary: Fallback
    /// Whether every key is ASCII (the arena holds them all).
    private let isASCII: Bool
    /// Per slot: the key's hash and the arena offset of its entry (`UInt32.max`: empty).
    private let slots: [Slot]
    /// Entries: the key's length and bytes, then the value's (lengths as 4 bytes, little-endian).
    private let arena: [UInt8]
    private let mask: Int

    private struct Slot {
        var hash: UInt64
        var entry: UInt32
    }

    /// The map of `pairs`; a key given twice keeps its last value, as assigning in a dictionary would.
    init(_ pairs: [(key: String, value: String)]) {
        isASCII = !pairs.contains { $0.key.hasNonASCII }
        dictionary = Fallback(pairs, now: !isASCII)
        var capacity = 8
        while capacity < pairs.count * 2 { capacity *= 2 }
        var slots = [Slot](repeating: Slot(hash: 0, entry: .max), count: capacity)
        var arena: [UInt8] = []
        if isASCII {
            arena.reserveCapacity(pairs.reduce(0) { $0 + 8 + $1.key.utf8.count + $1.value.utf8.count })
            for (key, value) in pairs {
                var key = key
                key.withUTF8 { bytes in
                    let hash = ContentHash.hash(bytes)
                    var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
                    // A key given again takes the slot of its first entry: last value wins.
                    while slots[slot].entry != .max
                            && !(slots[slot].hash == hash && PathTable.key(at: Int(slots[slot].entry), in: arena, equals: bytes)) {
                        slot = (slot + 1) & (capacity - 1)
                    }
                    slots[slot] = Slot(hash: hash, entry: UInt32(arena.count))
                    PathTable.append(bytes, to: &arena)
                }
                var value = value
                value.withUTF8 { PathTable.append($0, to: &arena) }
            }
        }
        self.slots = slots
        self.arena = arena
        mask = capacity - 1
    }

    /// The value of `key`, nil when the map has none.
    subscript(key: String) -> String? {
        guard isASCII, !key.hasNonASCII else { return dictionary[key] }
        var key = key
        return key.withUTF8 { wanted in lookUp(asciiKey: wanted) { String(decoding: $0, as: UTF8.self) } }
    }

    /// `found` with the value of the key whose bytes are `wanted`, read in place, no String made; nil
    /// when no key has exactly these bytes, or the map holds a non-ASCII key. Only byte-equal keys
    /// match: a non-ASCII `wanted` (which may equal an ASCII key by canonical equivalence, as the Kelvin
    /// sign equals `K`) finds nothing here, so a nil must be taken to the subscript, never as absence.
    func lookUp<Result>(asciiKey wanted: UnsafeBufferPointer<UInt8>, _ found: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard isASCII else { return nil }
        let hash = ContentHash.hash(wanted)
        return slots.withUnsafeBufferPointer { slots in
            arena.withUnsafeBufferPointer { arena in
                var slot = Int(truncatingIfNeeded: hash) & mask
                while slots[slot].entry != .max {
                    if slots[slot].hash == hash {
                        let start = Int(slots[slot].entry)
                        let length = PathTable.length(at: start, in: arena)
                        if length == wanted.count, length == 0 || memcmp(arena.baseAddress! + start + 4, wanted.baseAddress!, length) == 0 {
                            let valueStart = start + 4 + length
                            return found(UnsafeBufferPointer(rebasing: arena[(valueStart + 4)..<(valueStart + 4 + PathTable.length(at: valueStart, in: arena))]))
                        }
                    }
                    slot = (slot + 1) & mask
                }
                return nil
            }
        }
    }

    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, to arena: inout [UInt8]) {
        arena.appendLittleEndian(UInt32(bytes.count))
        arena.append(contentsOf: bytes)
    }

    /// Whether the entry at `offset` has the key `bytes`.
    private static func key(at offset: Int, in arena: [UInt8], equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        arena.withUnsafeBufferPointer { arena in
            let length = PathTable.length(at: offset, in: arena)
            return length == bytes.count && (length == 0 || memcmp(arena.baseAddress! + offset + 4, bytes.baseAddress!, length) == 0)
        }
    }

    private static func length(at offset: Int, in arena: UnsafeBufferPointer<UInt8>) -> Int {
        Int(arena[offset]) | Int(arena[offset + 1]) << 8 | Int(arena[offset + 2]) << 16 | Int(arena[offset + 3]) << 24
    }

    /// The pairs as a dictionary, made when first asked unless made at once: an ASCII table (the usual
    /// one) needs it only for a non-ASCII key, which may equal an ASCII key by canonical equivalence.
    /// Made under a lock (pages render on every core).
    private final class Fallback: @unchecked Sendable {
        /// The dictionary made at once (read without the lock: never written again).
        private let eager: [String: String]?
        private let lock = NSLock()
        private var pairs: [(key: String, value: String)]
        private var made: [String: String]?

        init(_ pairs: [(key: String, value: String)], now: Bool) {
            eager = now ? Self.dictionary(of: pairs) : nil
            self.pairs = now ? [] : pairs
        }

        subscript(key: String) -> String? {
            if let eager { return eager[key] }
            return lock.withLock {
                if made == nil {
                    made = Self.dictionary(of: pairs)
                    pairs = []
                }
                return made![key]
            }
        }

        private static func dictionary(of pairs: [(key: String, value: String)]) -> [String: String] {
            var dictionary: [String: String] = [:]
            dictionary.reserveCapacity(pairs.count)
            for (key, value) in pairs { dictionary[key] = value }
            return dictionary
        }
    }
}

// Why: every page's anchors are kept for the link check (a `#fragment` link to another page is
// checked against that page's ids), and a rebuild read them back from the build cache for all
// 10,000 pages into sets: a hundred thousand strings hashed to answer the few lookups the check
// makes. Kept sorted instead, a page's anchors were read as they were written and looked up by
// binary search; but decoding them still made a string of each, 7% of a rebuild in which nothing
// changed. So a list read back from the cache keeps its bytes as the cache wrote them (a slice of
// the cache file, no copy) and is looked up in place; a long list (a page of hundreds of headings,
// which other pages may link into by the hundred) is still decoded and searched by halves.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Mermaid

/// The ids a page's HTML defines (headings, figures, footnotes, raw HTML), sorted, without repeats.
struct PageAnchorList: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// A list of at most this many ids is kept packed when read back from the cache.
    static let packedLimit = 64

    private enum Form: Sendable {
        /// The ids in ascending order.
        case list([String])
        /// `count` ids, each as its UTF-8 length (4 bytes, little-endian) and bytes, checked as
        /// valid UTF-8 when read: the cache's own encoding of the list.
        case packed(ArraySlice<UInt8>, count: Int)
    }

    private let form: Form

    init(_ ids: Set<String>) { form = .list(ids.sorted()) }

    init(arrayLiteral ids: String...) { self.init(Set(ids)) }

    /// `ids` as read back from the build cache: taken as they are when ascending and distinct (as
    /// written), otherwise sorted again (a list out of order must not make lookups miss).
    init(kept ids: [String]) {
        form = .list(zip(ids, ids.dropFirst()).allSatisfy({ $0 < $1 }) ? ids : Set(ids).sorted())
    }

    /// `count` ids as the cache encodes them (see ``Form/packed(_:count:)``); the caller has checked
    /// the lengths and the UTF-8. Long lists are decoded (``init(kept:)``) to be searched by halves.
    init(packed bytes: ArraySlice<UInt8>, count: Int) {
        form = count > Self.packedLimit ? PageAnchorList(kept: Self.decode(bytes, count: count)).form : .packed(bytes, count: count)
    }

    /// The ids in ascending order.
    var sorted: [String] {
        switch form {
        case .list(let ids): return ids
        case .packed(let bytes, let count): return PageAnchorList(kept: Self.decode(bytes, count: count)).sorted
        }
    }

    /// How many ids the list holds.
    var count: Int {
        switch form {
        case .list(let ids): return ids.count
        case .packed(_, let count): return count
        }
    }

    /// The ids as the cache encodes them: each one's length and UTF-8 bytes.
    func encoded(into bytes: inout [UInt8]) {
        switch form {
        case .packed(let packed, _):
            bytes.append(contentsOf: packed)
        case .list(let ids):
            for id in ids {
                bytes.appendLittleEndian(UInt32(id.utf8.count))
                bytes.appendUTF8(id)
            }
        }
    }

    /// Whether `id` is one of the ids, as Swift compares strings (canonical equivalence).
    func contains(_ id: String) -> Bool {
        switch form {
        case .list(let sorted):
            var low = 0, high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle] < id { low = middle + 1 } else { high = middle }
            }
            return low < sorted.count && sorted[low] == id
        case .packed(let bytes, let count):
            return Self.packed(bytes, count: count, contains: id)
        }
    }

    static func == (left: PageAnchorList, right: PageAnchorList) -> Bool {
        if case .packed(let a, _) = left.form, case .packed(let b, _) = right.form, a.elementsEqual(b) { return true }
        return left.sorted == right.sorted
    }

    /// Compares bytes where both sides are ASCII (nothing else is canonically equivalent to ASCII text but
    /// the odd compatibility letter, which is not ASCII itself), and strings otherwise.
    private static func packed(_ bytes: ArraySlice<UInt8>, count: Int, contains id: String) -> Bool {
        var id = id
        return id.withUTF8 { wanted in
            let wantedIsASCII = !String.containsNonASCII(wanted)
            return firstID(in: bytes, count: count) { candidate in
                if wantedIsASCII && !String.containsNonASCII(candidate) {
                    return candidate.count == wanted.count
                        && (candidate.isEmpty || memcmp(candidate.baseAddress!, wanted.baseAddress!, candidate.count) == 0)
                }
                return String(decoding: candidate, as: UTF8.self) == String(decoding: wanted, as: UTF8.self)
            }
        }
    }

    /// The ids of a packed list, in the order they were written.
    private static func decode(_ bytes: ArraySlice<UInt8>, count: Int) -> [String] {
        var ids: [String] = []
        ids.reserveCapacity(count)
        _ = firstID(in: bytes, count: count) { id in
            ids.append(String(decoding: id, as: UTF8.self))
            return false
        }
        return ids
    }

    /// Walks a packed list's ids in the order they were written, each as its bytes, until `found`
    /// says yes; whether it did. A length past the end stops the walk.
    private static func firstID(in bytes: ArraySlice<UInt8>, count: Int,
                                where found: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        bytes.withUnsafeBufferPointer { packed in
            var offset = 0
            for _ in 0..<count {
                guard packed.count - offset >= 4 else { return false }
                let length = Int(UInt32(littleEndian: UnsafeRawBufferPointer(packed).loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
                offset += 4
                guard length <= packed.count - offset else { return false }
                if found(UnsafeBufferPointer(rebasing: packed[offset..<offset + length])) { return true }
                offset += length
            }
            return false
        }
    }
}

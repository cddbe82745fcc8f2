// Why: `SVGWriter` makes tens of thousands of small appends a diagram: a tag name, ` x="`, a
// number's few digits. `[UInt8].append(contentsOf:)` paid about 90 instructions for each (a
// uniqueness check, a capacity check and a generic copy), the largest single cost of drawing the
// docs examples (callgrind: 5.4% of them, and the piece assembled on the stack before it was
// copied again). This storage keeps the bytes behind one pointer: an append checks room and
// uniqueness once and copies, and an attribute is written in place, not assembled and copied.
// Copies share the storage until one of them writes (copy on write, like `Array`).

/// Bytes of markup behind one growable buffer, copied on write.
package struct SVGBytes: Sendable {
    /// The buffer; mutated only while one `SVGBytes` holds it (checked before every write).
    private final class Storage: @unchecked Sendable {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int
        var count = 0

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: max(capacity, 1))
        }

        deinit { base.deallocate() }
    }

    /// Shared by every empty buffer: it is never unique, so the first write allocates.
    private static let empty = Storage(capacity: 0)

    private var storage: Storage

    /// An empty buffer with room for `capacity` bytes (none allocated for 0).
    package init(capacity: Int = 0) {
        storage = capacity > 0 ? Storage(capacity: capacity) : Self.empty
    }

    /// A buffer holding a copy of `bytes`.
    package init(_ bytes: [UInt8]) {
        self.init(capacity: bytes.count)
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// How many bytes are written.
    package var count: Int { storage.count }

    /// How many bytes fit before the storage must grow.
    var capacity: Int { storage.capacity }

    /// The bytes as an array (a copy).
    package var array: [UInt8] { withUnsafeBufferPointer { Array($0) } }

    /// The bytes decoded as UTF-8.
    package var string: String { withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) } }

    /// Calls `body` with the bytes written so far.
    package func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
    }

    /// Where the next `room` bytes go, with at least that much room and this buffer its storage's only
    /// holder. Write at most `room` bytes there, then ``advance(_:)`` by how many were written.
    @inline(__always)
    package mutating func tail(reserving room: Int) -> UnsafeMutablePointer<UInt8> {
        if !isKnownUniquelyReferenced(&storage) || storage.capacity - storage.count < room { grow(room) }
        return storage.base + storage.count
    }

    /// Counts `written` bytes put at ``tail(reserving:)`` as written.
    @inline(__always)
    package mutating func advance(_ written: Int) { storage.count += written }

    /// A new storage with room for `room` more bytes: the old capacity when that has the room (a copy
    /// made because the storage is shared), else at least double it.
    @inline(never)
    private mutating func grow(_ room: Int) {
        let count = storage.count
        let needed = count + room
        let new = Storage(capacity: storage.capacity >= needed ? storage.capacity : max(needed, storage.capacity * 2, 64))
        new.base.initialize(from: storage.base, count: count)
        new.count = count
        storage = new
    }

    /// Appends one byte.
    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        tail(reserving: 1).pointee = byte
        advance(1)
    }

    /// Appends `bytes`.
    @inline(__always)
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        tail(reserving: bytes.count).update(from: source, count: bytes.count)
        advance(bytes.count)
    }

    /// Appends another buffer's bytes.
    package mutating func append(_ other: SVGBytes) {
        other.withUnsafeBufferPointer { append($0) }
    }

    /// Appends the UTF-8 of `text`.
    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Drops every byte from `start` on.
    package mutating func truncate(to start: Int) {
        guard start < storage.count else { return }
        _ = tail(reserving: 0)
        storage.count = max(start, 0)
    }
}

/// Byte buffers that escaped text and formatted numbers can be appended to (``XMLEscape``,
/// ``NumberFormat``): an `SVGWriter`'s storage and plain arrays.
package protocol ByteAppending {
    /// Appends `bytes`.
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension SVGBytes: ByteAppending {
    @inline(__always)
    package mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) { append(bytes) }
}

extension Array: ByteAppending where Element == UInt8 {
    @inline(__always)
    package mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}

// Why: the text extractor appends every byte of every page's text, a word or a space at a time;
// on a Swift Array each append checks uniqueness and capacity (a sixth of the extractor's time at
// 10,000 notes). Its output can never be longer than its input (a tag adds at most one space, a
// character reference is longer than what it decodes to), so it writes into memory sized once.

/// Bytes appended into memory whose capacity the caller sized for everything it will append.
struct ByteRun {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private(set) var count = 0

    /// Writes into `memory`, which must outlive this value.
    init(_ memory: UnsafeMutableBufferPointer<UInt8>) {
        base = memory.baseAddress!
        capacity = memory.count
    }

    var last: UInt8? { count > 0 ? base[count - 1] : nil }

    @inline(__always) mutating func append(_ byte: UInt8) {
        precondition(count < capacity, "ByteRun sized too small")
        base[count] = byte
        count += 1
    }

    @inline(__always) mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        precondition(count + bytes.count <= capacity, "ByteRun sized too small")
        guard let source = bytes.baseAddress else { return }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends a space unless the run is empty or already ends with one (runs of spaces collapse).
    @inline(__always) mutating func space() {
        if count > 0 && base[count - 1] != 32 { append(32) }
    }

    mutating func dropTrailingSpaces() {
        while count > 0 && base[count - 1] == 32 { count -= 1 }
    }

    mutating func removeAll() { count = 0 }

    /// The bytes as a string (invalid UTF-8 repaired, as `String(decoding:as:)` does).
    var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }
}

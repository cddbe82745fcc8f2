// Why: the diagram cache (`mermaid.cache`) and the page cache of `folio build` (`pages.cache`) are
// files of the same shape: little-endian numbers and length-prefixed strings, every read checked.
// One writer and one reader keep both formats equally strict about damaged input.

/// Why a cache file was not used (shown in the warning that says it was ignored).
package struct CacheFileRefusal: Error, CustomStringConvertible {
    package var description: String
    package init(description: String) { self.description = description }
}

/// Little-endian fields, length-prefixed UTF-8 strings.
package struct CacheByteWriter {
    package var bytes: [UInt8] = []

    package init() {}

    package mutating func u32(_ value: UInt32) { bytes.appendLittleEndian(value) }
    package mutating func u64(_ value: UInt64) { bytes.appendLittleEndian(value) }
    package mutating func int(_ value: Int) { u64(UInt64(bitPattern: Int64(value))) }
    package mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }
    package mutating func string(_ text: String) {
        u32(UInt32(text.utf8.count))
        bytes.appendUTF8(text)
    }
    package mutating func optionalString(_ text: String?) {
        bytes.append(text == nil ? 0 : 1)
        if let text { string(text) }
    }
    package mutating func strings(_ list: [String]) {
        u32(UInt32(list.count))
        for text in list { string(text) }
    }
    /// A block a reader can take whole, undecoded (``CacheByteReader/take(_:)`` of its ``CacheByteReader/u32()``
    /// length): its byte length, then `kept` as it is when given (a block read back unchanged), else what
    /// `fields` writes.
    package mutating func lengthPrefixed(kept: ArraySlice<UInt8>?, _ fields: (inout CacheByteWriter) -> Void) {
        if let kept {
            u32(UInt32(kept.count))
            bytes.append(contentsOf: kept)
            return
        }
        let lengthAt = bytes.count
        u32(0)
        fields(&self)
        let length = UInt32(bytes.count - lengthAt - 4).littleEndian
        withUnsafeBytes(of: length) { bytes.replaceSubrange(lengthAt..<lengthAt + 4, with: $0) }
    }
}

extension Array where Element == UInt8 {
    /// Appends `value`'s eight bytes, least significant first. One byte at a time: appending the raw
    /// bytes of a number goes through a generic copy of about 110 instructions; these take about 70,
    /// and cache files and cache keys append a few hundred thousand numbers a rebuild.
    package mutating func appendLittleEndian(_ value: UInt64) {
        var rest = value
        for _ in 0..<8 {
            append(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
    }

    /// Appends `value`'s four bytes, least significant first (see the `UInt64` form).
    package mutating func appendLittleEndian(_ value: UInt32) {
        var rest = value
        for _ in 0..<4 {
            append(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
    }

    /// Appends `text`'s UTF-8 bytes in one copy (appending its `utf8` view went through the view's
    /// generic iteration: about 200 instructions for a 27-byte path, against 135).
    package mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}

/// Reads what ``CacheByteWriter`` wrote; every read is bounds-checked and throws on short input.
///
/// Why a position into the slice rather than a shrinking slice: a rebuild decodes a few million
/// fields of its cache, and each `prefix`/`dropFirst`/`reduce` of a slice retained and released its
/// array (a fifth of reading the page cache). Numbers are loaded from the bytes in place.
package struct CacheByteReader {
    private let source: ArraySlice<UInt8>
    /// Index in `source` of the next byte to read.
    private var position: Int

    package init(bytes: ArraySlice<UInt8>) {
        source = bytes
        position = bytes.startIndex
    }

    /// The bytes not read yet.
    package var bytes: ArraySlice<UInt8> { source[position...] }

    package var isAtEnd: Bool { position == source.endIndex }

    /// Moves past `count` bytes and returns where they start; throws when fewer are left.
    @inline(__always)
    private mutating func advance(_ count: Int) throws -> Int {
        guard count >= 0, count <= source.endIndex - position else { throw CacheFileRefusal(description: "damaged (cut short)") }
        defer { position += count }
        return position
    }

    package mutating func take(_ count: Int) throws -> ArraySlice<UInt8> {
        let start = try advance(count)
        return source[start..<start + count]
    }
    package mutating func byte() throws -> UInt8 { source[try advance(1)] }
    package mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw CacheFileRefusal(description: "damaged (bad flag)")
        }
    }
    @inline(__always)
    private mutating func load<T: FixedWidthInteger>(_: T.Type) throws -> T {
        let start = try advance(MemoryLayout<T>.size) - source.startIndex
        return T(littleEndian: source.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: start, as: T.self) })
    }
    package mutating func u32() throws -> UInt32 { try load(UInt32.self) }
    package mutating func u64() throws -> UInt64 { try load(UInt64.self) }
    package mutating func int() throws -> Int { Int(Int64(bitPattern: try u64())) }
    /// A count of items that each take at least `minimumBytes`: refused when the rest cannot hold them.
    package mutating func count(minimumBytes: Int = 1) throws -> Int {
        let count = Int(try u32())
        guard count <= (source.endIndex - position) / max(1, minimumBytes) else { throw CacheFileRefusal(description: "damaged (cut short)") }
        return count
    }
    package mutating func string() throws -> String {
        let count = Int(try u32())
        let start = try advance(count) - source.startIndex
        let text = source.withUnsafeBufferPointer { String(validUTF8: UnsafeBufferPointer(rebasing: $0[start..<start + count])) }
        guard let text else { throw CacheFileRefusal(description: "damaged (invalid UTF-8)") }
        return text
    }
    package mutating func optionalString() throws -> String? {
        try bool() ? try string() : nil
    }
    package mutating func strings() throws -> [String] {
        let count = try count(minimumBytes: 4)
        var list: [String] = []
        list.reserveCapacity(count)
        for _ in 0..<count { list.append(try string()) }
        return list
    }
}

extension String {
    /// `bytes` as a string when they are valid UTF-8, else nil: what `String(validating:as:)` does,
    /// without its cost on this toolchain (unspecialised, it looked up generic metadata on every
    /// call: 4% of a cached rebuild, which decodes a few hundred thousand strings). ASCII, the usual
    /// case, is checked in one pass and copied; anything else goes through the standard library.
    package init?(validUTF8 bytes: ArraySlice<UInt8>) {
        guard let text = bytes.withUnsafeBufferPointer({ String(validUTF8: $0) }) else { return nil }
        self = text
    }

    /// `buffer` as a string when it is valid UTF-8, else nil (see ``init(validUTF8:)-(ArraySlice<UInt8>)``).
    package init?(validUTF8 buffer: UnsafeBufferPointer<UInt8>) {
        var high: UInt8 = 0
        for byte in buffer { high |= byte }
        if high < 0x80 {
            self = String(decoding: buffer, as: UTF8.self)
        } else {
            guard let text = String(validating: buffer, as: UTF8.self) else { return nil }
            self = text
        }
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether the bytes are valid UTF-8, checked as ``Swift/String/init(validUTF8:)-(UnsafeBufferPointer<UInt8>)``
    /// checks them, without making the string.
    package var isValidUTF8: Bool {
        var high: UInt8 = 0
        for byte in self { high |= byte }
        return high < 0x80 || String(validating: self, as: UTF8.self) != nil
    }
}

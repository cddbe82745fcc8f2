#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-level helpers for the hot paths. Swift's `Character`-based string operations do
/// full grapheme breaking, which dominated build profiles; every delimiter searched for
/// here is ASCII, so working on UTF-8 bytes gives the same answers much faster.
extension String {
    /// The lines of the text (split on `\n`, empty lines kept), as `split` would give them.
    var fastLines: [Substring] {
        // Find the newline offsets on contiguous bytes, then slice: offsetting a UTF-8
        // index is O(1) for native strings.
        var newlines: [Int] = []
        let scan: (UnsafeBufferPointer<UInt8>) -> Void = { bytes in
            for i in 0..<bytes.count where bytes[i] == 10 { newlines.append(i) }
        }
        if utf8.withContiguousStorageIfAvailable(scan) == nil { Array(utf8).withUnsafeBufferPointer(scan) }
        var lines: [Substring] = []
        lines.reserveCapacity(newlines.count + 1)
        let utf8 = self.utf8
        var start = utf8.startIndex
        var startOffset = 0
        for offset in newlines {
            let end = utf8.index(start, offsetBy: offset - startOffset)
            lines.append(self[start..<end])
            start = utf8.index(after: end)
            startOffset = offset + 1
        }
        lines.append(self[start..<utf8.endIndex])
        return lines
    }

    /// The index of the last byte `byte` (ASCII) in the text, found on contiguous bytes: the
    /// generic `utf8.lastIndex(of:)` steps a string index back one byte at a time.
    func utf8LastIndex(of byte: UInt8) -> String.Index? {
        let found = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard let base = bytes.baseAddress else { return nil }
            var offset = bytes.count - 1
            while offset >= 0 {
                if base[offset] == byte { return offset }
                offset -= 1
            }
            return nil
        }
        switch found {
        case .some(let offset?): return utf8.index(utf8.startIndex, offsetBy: offset)
        case .some(nil): return nil
        case nil: return utf8.lastIndex(of: byte)
        }
    }

    /// True when the UTF-8 bytes of `needle` occur in the text.
    func utf8Contains(_ needle: String) -> Bool {
        utf8FirstOffset(of: needle) != nil
    }

    /// True when `needle`'s bytes occur in the text; no array is made of it (a check on every code block).
    func utf8Contains(literal needle: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        if let found = utf8.withContiguousStorageIfAvailable({ String.firstOffset(of: pattern, in: $0, from: 0) }) { return found != nil }
        return Array(utf8).withUnsafeBufferPointer { String.firstOffset(of: pattern, in: $0, from: 0) } != nil
    }

    /// True when the path's last part is `name` (the whole text, or after a `/`), compared on the bytes with
    /// the name's first byte first (asked of every file of a site).
    func utf8EndsWithFileName(_ name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        let ends = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
            let start = bytes.count - count
            guard start >= 0, bytes[start] == name.utf8Start[0], start == 0 || bytes[start - 1] == 47 else { return false }
            return (1..<count).allSatisfy { bytes[start + $0] == name.utf8Start[$0] }
        }
        return utf8.withContiguousStorageIfAvailable(ends) ?? Array(utf8).withUnsafeBufferPointer(ends)
    }

    /// True when some byte is ≥ 0x80 (the text is not plain ASCII).
    var hasNonASCII: Bool {
        if let found = utf8.withContiguousStorageIfAvailable(String.containsNonASCII) { return found }
        return utf8.contains { $0 >= 0x80 }
    }

    /// `a` against `b` as `<` and `==` order them (negative, zero, positive), by bytes when `bothASCII`
    /// (the caller knows neither has a byte ≥ 0x80): ASCII text is its own normal form, so the order
    /// of its bytes is the order of its scalars, which is what `<` compares. The navigation sorts ten
    /// thousand titles on every build; `<` spent 600 instructions on each pair.
    static func order(_ a: String, _ b: String, bothASCII: Bool) -> Int {
        guard bothASCII,
              let order = a.utf8.withContiguousStorageIfAvailable({ x in
                  b.utf8.withContiguousStorageIfAvailable { y -> Int in
                      let common = Swift.min(x.count, y.count)
                      let head = common == 0 ? 0 : Int(memcmp(x.baseAddress!, y.baseAddress!, common))
                      return head != 0 ? head : x.count - y.count
                  }
              }) ?? nil else { return a == b ? 0 : a < b ? -1 : 1 }
        return order
    }

    /// Thirty-two bytes a step, then eight: a whole note is scanned on every render (eight a step
    /// cost 1.1 instructions a byte, 13.7 million at 1,000 notes).
    static func containsNonASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        var index = 0
        var high: UInt64 = 0
        while index + 32 <= bytes.count {
            high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
            index += 32
            if index & 511 == 0 && high & 0x8080_8080_8080_8080 != 0 { return true }
        }
        while index + 8 <= bytes.count {
            high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
            if index & 511 == 0 && high & 0x8080_8080_8080_8080 != 0 { return true }
        }
        while index < bytes.count {
            high |= UInt64(bytes[index])
            index += 1
        }
        return high & 0x8080_8080_8080_8080 != 0
    }

    /// Byte offset of the first occurrence of `needle` at or after `from`. Candidates are
    /// found with `memchr` (vectorised), then compared in place.
    func utf8FirstOffset(of needle: String, from: Int = 0) -> Int? {
        let pattern = Array(needle.utf8)
        return pattern.withUnsafeBufferPointer { pattern in
            if let result = utf8.withContiguousStorageIfAvailable({ String.firstOffset(of: pattern, in: $0, from: from) }) { return result }
            return Array(utf8).withUnsafeBufferPointer { String.firstOffset(of: pattern, in: $0, from: from) }
        }
    }

    /// Offset of the first `pattern` in `bytes` at or after `from`: candidates found with `memchr`, then
    /// compared in place.
    static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let first = pattern.first else { return from }
        guard let base = bytes.baseAddress else { return nil }
        var i = from
        let last = bytes.count - pattern.count
        while i <= last {
            guard let hit = memchr(base + i, Int32(first), last - i + 1) else { return nil }
            i = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
            var k = 1
            while k < pattern.count && bytes[i + k] == pattern[k] { k += 1 }
            if k == pattern.count { return i }
            i += 1
        }
        return nil
    }
}

extension Substring {
    /// Number of leading spaces (bytes, so cheap).
    var leadingSpaces: Int {
        var count = 0
        for byte in utf8 {
            if byte != 32 { break }
            count += 1
        }
        return count
    }
}

extension Substring {
    /// The spaces and tabs before the line's text, and the text without them or the spaces, tabs and
    /// carriage return after it: how a line that must stand alone (an include, an embed) is read.
    var indentAndText: (indent: Substring, text: Substring) {
        let indent = prefix { $0 == " " || $0 == "\t" }
        var text = dropFirst(indent.count)
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return (indent, text)
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// The offset of the first `byte` at or after `start`, found with `memchr` (vectorised).
    func firstOffset(of byte: UInt8, from start: Int) -> Int? {
        guard start < count, let base = baseAddress, let hit = memchr(base + start, Int32(byte), count - start) else { return nil }
        return UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
    }

    /// True when `first` is directly followed by `second` somewhere: a `memchr` for each `second` (pick
    /// the rarer byte of the pair as `second`), so text without the pair costs one or a few scans.
    func containsPair(_ first: UInt8, _ second: UInt8) -> Bool {
        var offset = 1
        while let at = firstOffset(of: second, from: offset) {
            if self[at - 1] == first { return true }
            offset = at + 1
        }
        return false
    }
}

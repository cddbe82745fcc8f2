/// Byte-level helpers for the hot paths. Swift's `Character`-based string operations do
/// full grapheme breaking, which dominated build profiles; every delimiter searched for
/// here is ASCII, so working on UTF-8 bytes gives the same answers much faster.
extension String {
    /// The lines of the text (split on `\n`, empty lines kept), as `split` would give them.
    var fastLines: [Substring] {
        var lines: [Substring] = []
        let utf8 = self.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == 10 {
                lines.append(self[start..<index])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        lines.append(self[start..<utf8.endIndex])
        return lines
    }

    /// True when the UTF-8 bytes of `needle` occur in the text.
    func utf8Contains(_ needle: String) -> Bool {
        utf8FirstOffset(of: needle) != nil
    }

    /// True when some byte is ≥ 0x80 (the text is not plain ASCII).
    var hasNonASCII: Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ $0.contains { $0 >= 0x80 } }) { return found }
        return utf8.contains { $0 >= 0x80 }
    }

    /// Byte offset of the first occurrence of `needle` at or after `from`.
    func utf8FirstOffset(of needle: String, from: Int = 0) -> Int? {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return from }
        let search: (UnsafeBufferPointer<UInt8>) -> Int? = { bytes in
            var i = from
            let last = bytes.count - pattern.count
            while i <= last {
                if bytes[i] == first {
                    var k = 1
                    while k < pattern.count && bytes[i + k] == pattern[k] { k += 1 }
                    if k == pattern.count { return i }
                }
                i += 1
            }
            return nil
        }
        if let result = utf8.withContiguousStorageIfAvailable(search) { return result }
        return Array(utf8).withUnsafeBufferPointer(search)
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

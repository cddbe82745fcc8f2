/// Fast whitespace trimming on the UTF-8 view. Foundation's `trimmingCharacters(in:)` bridges
/// through NSString and showed up at the top of the renderer's profile; the front end and label
/// code only need ASCII spaces, tabs and line breaks removed.
extension StringProtocol {
    /// The text without leading and trailing ASCII whitespace (space, tab, CR, LF, VT, FF).
    package func trimmingASCIIWhitespace() -> String {
        let text = Substring(self)
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { !Self.isASCIISpace($0) }),
              let last = bytes.lastIndex(where: { !Self.isASCIISpace($0) }) else { return "" }
        return String(text[first...last])
    }

    /// `trimmingCharacters(in: .whitespaces)` (spaces, tabs and the other Unicode space separators),
    /// without Foundation when both ends are plain ASCII that is not a space or tab: the usual case
    /// for style declarations and branch names, which were bridged through NSString each time.
    package func trimmingWhitespaces() -> String {
        let bytes = Substring(self).utf8
        guard let first = bytes.first, let last = bytes.last else { return "" }
        if first < 0x80, last < 0x80, first != 32, first != 9, last != 32, last != 9 { return String(self) }
        // ASCII spaces and tabs at the ends, trimmed on the bytes when what is left starts and ends with
        // ASCII (Foundation trims scalar by scalar, and an ASCII byte that is not a space or tab stops it).
        let trimmed = bytes.withContiguousStorageIfAvailable { bytes -> String? in
            var low = 0, high = bytes.count
            while low < high && (bytes[low] == 32 || bytes[low] == 9) { low += 1 }
            while high > low && (bytes[high - 1] == 32 || bytes[high - 1] == 9) { high -= 1 }
            if low == high { return "" }
            guard bytes[low] < 0x80, bytes[high - 1] < 0x80 else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[low..<high]), as: UTF8.self)
        }
        if let trimmed, let trimmed { return trimmed }
        return trimmingCharacters(in: .whitespaces)
    }

    /// True when the text is empty or only ASCII whitespace.
    package var isASCIIBlank: Bool { utf8.allSatisfy(Self.isASCIISpace) }

    /// True when the UTF-8 bytes of `needle` occur in the text (no Foundation bridging).
    /// The needle is read in place (a literal's bytes), not copied into an array: the front end asks
    /// this of every source line.
    package func containsBytes(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { n in
            guard !n.isEmpty else { return true }
            if let found = utf8.withContiguousStorageIfAvailable({ Self.firstOffset(of: n, in: $0) != nil }) { return found }
            return Array(utf8).withUnsafeBufferPointer { Self.firstOffset(of: n, in: $0) != nil }
        }
    }

    /// Where `n` (not empty) first occurs in `hay`, as a byte offset; nil when it does not.
    static func firstOffset(of n: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>) -> Int? {
        guard hay.count >= n.count else { return nil }
        let head = n[0]
        var i = 0
        while i <= hay.count - n.count {
            if hay[i] == head {
                var k = 1
                while k < n.count && hay[i + k] == n[k] { k += 1 }
                if k == n.count { return i }
            }
            i += 1
        }
        return nil
    }

    @inline(__always)
    static func isASCIISpace(_ b: UInt8) -> Bool { b == 32 || (b >= 9 && b <= 13) }
}

import Foundation

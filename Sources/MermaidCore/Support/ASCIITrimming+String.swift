/// `String`'s own `trimmingASCIIWhitespace()` and `isASCIIBlank`, on its bytes in place. Why: the
/// `StringProtocol` versions are generic, and called from the diagram modules they ran unspecialised,
/// reading each byte through the protocol (about 2% of a docs example, issue 20, item 5). A concrete
/// member wins over the protocol's for every `String`; `FastPathAgreementTests` holds the two together.
extension String {
    /// The text without leading and trailing ASCII whitespace, as `StringProtocol`'s version gives it.
    package func trimmingASCIIWhitespace() -> String {
        let trimmed: String?? = utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var lo = 0, hi = bytes.count
            while lo < hi, Self.isASCIISpace(bytes[lo]) { lo += 1 }
            while hi > lo, Self.isASCIISpace(bytes[hi - 1]) { hi -= 1 }
            if lo == hi { return "" }
            if lo == 0, hi == bytes.count { return self }
            // Cut between an ASCII space and an ASCII non-space (ends included) is a character
            // boundary, so the bytes are the generic version's characters. Else leave it to that version.
            guard bytes[lo] < 0x80, bytes[hi - 1] < 0x80 else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[lo..<hi]), as: UTF8.self)
        }
        if let trimmed, let trimmed { return trimmed }
        return Substring(self).trimmingASCIIWhitespace()
    }

    /// True when the text is empty or only ASCII whitespace.
    package var isASCIIBlank: Bool {
        if let blank = utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(Self.isASCIISpace) }) { return blank }
        return utf8.allSatisfy(Self.isASCIISpace)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a text holds a byte, by `memchr` on its bytes in place. Why: `utf8.contains(_:)` walks the
/// view's indices a byte at a time; the renderers ask it of every label and line (`$` for maths, `<`
/// for line breaks, `#` and `%` for comments): 1% of a small diagram.
extension String {
    /// True when the text's UTF-8 holds `byte`: `utf8.contains(byte)`.
    package func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { ByteSearch.contains($0, byte) } ?? utf8.contains(byte)
    }
}

extension Substring {
    /// True when the text's UTF-8 holds `byte`: `utf8.contains(byte)`.
    package func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { ByteSearch.contains($0, byte) } ?? utf8.contains(byte)
    }
}

/// `memchr` over a buffer.
enum ByteSearch {
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ byte: UInt8) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, Int32(byte), bytes.count) != nil
    }
}

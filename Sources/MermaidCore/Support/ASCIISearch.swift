// Why: `text.contains(" ")` goes through Foundation's `range(of:)` (an NSString search, about 4,000
// instructions), and `firstRange(of: "-->")` through the string-processing library's character search;
// a state diagram's parser asked six of them of every line, a fifth of a one-state diagram's render
// (issue 20, item 5). When the text is ASCII (a character is a byte there) and the needle is ASCII
// without CR or LF, the bytes give the same answer; otherwise the general search answers.
// `FastPathAgreementTests` holds the two together.

import Foundation

extension String {
    /// `contains(needle)` (Foundation's) for an ASCII needle without CR or LF: false when the text lacks
    /// its first byte, a byte search when the text is ASCII, else Foundation's search.
    package func containsASCII(_ needle: String) -> Bool {
        guard let first = needle.utf8.first else { return contains(needle) }
        guard containsByte(first) else { return false }
        if let found = asciiSearch(needle) { return found != nil }
        return contains(needle)
    }

    /// `firstRange(of: needle)` for an ASCII needle without CR or LF, on the bytes when the text is ASCII.
    package func firstRangeOfASCII(_ needle: String) -> Range<String.Index>? {
        guard let first = needle.utf8.first else { return firstRange(of: needle) }
        guard containsByte(first) else { return nil }
        guard let found = asciiSearch(needle) else { return firstRange(of: needle) }
        guard let offset = found else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        return start..<utf8.index(start, offsetBy: needle.utf8.count)
    }

    /// The byte offset of `needle` (nil inside: not found), or nil when the bytes cannot answer for
    /// characters (text or needle not ASCII, a CR or LF in the needle, no contiguous bytes).
    private func asciiSearch(_ needle: String) -> Int?? {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 < 0x80 && $0 != 10 && $0 != 13 }) else { return nil }
        // The offset, -1 when not found, -2 when the text is not ASCII.
        let offset = utf8.withContiguousStorageIfAvailable { bytes -> Int in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return -2 }
            return pattern.withUnsafeBufferPointer { String.firstOffset(of: $0, in: bytes) } ?? -1
        }
        guard let offset, offset != -2 else { return nil }
        return .some(offset >= 0 ? offset : nil)
    }
}

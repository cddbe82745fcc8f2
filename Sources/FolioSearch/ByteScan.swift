// Why: the text extractor and the tokenizer walk every byte of every page (some 300 MB of HTML and
// 150 MB of text at 10,000 notes), a compare or three per byte. Most bytes are ordinary (inside a run
// of text, inside a word, inside a tag), so both first skip eight bytes a step while none of the eight ends the run
// (SWAR: every byte's test done at once on a 64-bit word, exact per byte, no carry between bytes), and
// only then look at bytes one by one. The bytes found, and so the text and words, are the same.
// The site's link rewriting uses the same kind of scan for the runs of a relative URL that need no
// escape (``urlUnreservedLength(_:)``), so it is `package`.

/// Eight-bytes-a-step scans for the extractor's, the tokenizer's and relative URLs' hot loops.
package enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080
    private static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// 0x80 in each byte of `word` that is zero, 0 in every other bit.
    @inline(__always) static func zeroBytes(_ word: UInt64) -> UInt64 {
        ~(((word & lows) &+ lows) | word | lows)
    }

    /// 0x80 in each byte of `word` below `limit` (bytes from 0x80 up are never below), 0 in every other bit.
    @inline(__always) static func bytesBelow(_ word: UInt64, _ limit: UInt8) -> UInt64 {
        ~(((word & lows) &+ (ones &* UInt64(0x80 &- limit))) | word) & highs
    }

    /// The first index at or after `start` (≥ 1) whose byte might end a run of plain text in the extractor:
    /// `<`, `&`, a control byte, or a space after a space. Bytes before it end nothing; the caller checks
    /// from it on byte by byte (at most the last seven bytes of `bytes` are not looked at here).
    @inline(__always) static func plainTextEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress, start >= 1 else { return start }
        let raw = UnsafeRawPointer(base)
        let n = bytes.count
        var j = start
        while j + 8 <= n {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: j, as: UInt64.self))
            let spaces = zeroBytes(word ^ (ones &* 0x20))
            // Byte k + 1 is a space after a space when bytes k and k + 1 both are (memory order is bit order).
            var stops = zeroBytes(word ^ (ones &* 0x3C)) | zeroBytes(word ^ (ones &* 0x26)) | bytesBelow(word, 0x20)
                | (spaces & (spaces << 8))
            if base[j - 1] == 32 { stops |= spaces & 0x80 }
            if stops != 0 { return j + stops.trailingZeroBitCount / 8 }
            j += 8
        }
        return j
    }

    /// The first index at or after `start` whose byte is not an ASCII letter or digit, or the last
    /// index whose eight bytes are not all known to be (the caller checks from it on byte by byte).
    @inline(__always) static func asciiWordEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        let n = bytes.count
        var j = start
        while j + 8 <= n {
            let length = asciiWordLength(raw.loadUnaligned(fromByteOffset: j, as: UInt64.self))
            if length < 8 { return j + length }
            j += 8
        }
        return j
    }

    /// How many of the bytes of `chunk` (little-endian: its first byte lowest), from the first on, are
    /// ASCII letters or digits (8 when all are): the test of ``asciiWordEnd(_:from:)`` on one load.
    @inline(__always) static func asciiWordLength(_ chunk: UInt64) -> Int {
        let word = UInt64(littleEndian: chunk)
        let lower = word | (ones &* 0x20)
        let letters = ~bytesBelow(lower, 0x61) & bytesBelow(lower, 0x7B)
        let digits = ~bytesBelow(word, 0x30) & bytesBelow(word, 0x3A)
        let others = ~(letters | digits) & highs
        return others.trailingZeroBitCount / 8
    }

    /// How many of the bytes of `chunk` (little-endian), from the first on, may be in an HTML tag's
    /// name as the extractor reads one (ASCII letters, digits, `-`, `:`; 8 when all are).
    @inline(__always) static func tagNameLength(_ chunk: UInt64) -> Int {
        let word = UInt64(littleEndian: chunk)
        let lower = word | (ones &* 0x20)
        let letters = ~bytesBelow(lower, 0x61) & bytesBelow(lower, 0x7B)
        let digitsOrColon = ~bytesBelow(word, 0x30) & bytesBelow(word, 0x3B)   // '0'…'9' and ':' (0x3A) are one range
        let dash = zeroBytes(word ^ (ones &* 0x2D))
        let others = ~(letters | digitsOrColon | dash) & highs
        return others.trailingZeroBitCount / 8
    }

    /// How many of the bytes of `chunk` (little-endian), from the first on, are RFC 3986's unreserved
    /// characters (ASCII letters, digits, `-`, `.`, `_`, `~`; 8 when all are): relative URLs copy such
    /// runs as they are.
    @inline(__always) package static func urlUnreservedLength(_ chunk: UInt64) -> Int {
        let word = UInt64(littleEndian: chunk)
        let lower = word | (ones &* 0x20)
        let letters = ~bytesBelow(lower, 0x61) & bytesBelow(lower, 0x7B)
        let digits = ~bytesBelow(word, 0x30) & bytesBelow(word, 0x3A)
        let marks = zeroBytes(word ^ (ones &* 0x2D)) | zeroBytes(word ^ (ones &* 0x2E)) | zeroBytes(word ^ (ones &* 0x5F))
            | zeroBytes(word ^ (ones &* 0x7E))
        let others = ~(letters | digits | marks) & highs
        return others.trailingZeroBitCount / 8
    }

    /// The first index at or after `start` whose byte is `a`, `b` or `c`; `bytes.count` when there is none.
    @inline(__always) static func first(of a: UInt8, _ b: UInt8, _ c: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let n = bytes.count
        var j = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while j + 8 <= n {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: j, as: UInt64.self))
                let found = zeroBytes(word ^ (ones &* UInt64(a))) | zeroBytes(word ^ (ones &* UInt64(b))) | zeroBytes(word ^ (ones &* UInt64(c)))
                if found != 0 { return j + found.trailingZeroBitCount / 8 }
                j += 8
            }
        }
        while j < n {
            let byte = bytes[j]
            if byte == a || byte == b || byte == c { return j }
            j += 1
        }
        return n
    }
}

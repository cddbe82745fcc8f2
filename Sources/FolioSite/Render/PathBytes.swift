#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FolioSearch

// Why: link rewriting resolves every link of every page (the bench's pages have some 40 each). Its
// steps — join and normalise the path, look the page up, make the relative URL — work on bytes into
// buffers the caller owns, so the common link makes no String between them (``LinkRewriter``'s
// fast path). ``SitePaths``' String functions are these same steps, wrapped: one implementation.

/// Path arithmetic on UTF-8 bytes, writing into caller-owned memory.
enum PathBytes {
    /// `directory + "/" + path` normalised (`.` and empty parts dropped, `..` removing the part before
    /// it; a `path` starting with `/` ignores `directory`) into `out`, which has room for
    /// `directory.count + path.count + 1` bytes. The length written; nil when a `..` climbs above the root.
    static func normalize(joining directory: UnsafeBufferPointer<UInt8>, _ path: UnsafeBufferPointer<UInt8>,
                          into out: UnsafeMutablePointer<UInt8>) -> Int? {
        var length = 0
        var climbedOut = false
        /// Appends the parts of `bytes`, applying `.` and `..` to what is already there.
        func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            var start = 0
            while start <= bytes.count && !climbedOut {
                var end = start
                while end < bytes.count && bytes[end] != 47 { end += 1 }
                let count = end - start
                if count == 0 || (count == 1 && bytes[start] == 46) {
                    // empty or `.`: skipped
                } else if count == 2 && bytes[start] == 46 && bytes[start + 1] == 46 {
                    // `..` drops the last kept part (and the `/` before it).
                    if length == 0 { climbedOut = true; return }
                    var cut = length - 1
                    while cut > 0 && out[cut] != 47 { cut -= 1 }
                    length = cut
                } else {
                    if length > 0 { out[length] = 47; length += 1 }
                    (out + length).update(from: bytes.baseAddress! + start, count: count)
                    length += count
                }
                start = end + 1
            }
        }
        if path.first != 47 { append(directory) }
        append(path)
        return climbedOut ? nil : length
    }

    /// Room enough for ``relativeURL(from:to:into:)``: a `../` per part of `source`, and every byte of
    /// `target` percent-encoded.
    static func relativeURLCapacity(from source: UnsafeBufferPointer<UInt8>, to target: UnsafeBufferPointer<UInt8>) -> Int {
        3 * source.count + 3 * target.count + 1
    }

    /// The relative URL from the page at output path `source` to the file at output path `target`,
    /// written into `out` (``relativeURLCapacity(from:to:)`` bytes); the length written. Parts are
    /// compared in place, never split out, and runs of bytes that need no escape are copied at once.
    static func relativeURL(from source: UnsafeBufferPointer<UInt8>, to target: UnsafeBufferPointer<UInt8>,
                            into out: UnsafeMutablePointer<UInt8>) -> Int {
        let sourceEnd = lastSlash(source) ?? 0
        let fromParts = partCount(source, end: sourceEnd)
        // Where the target's last part (its file name, never shared) starts.
        var lastPartStart = target.count
        while lastPartStart > 0 && target[lastPartStart - 1] == 47 { lastPartStart -= 1 }
        while lastPartStart > 0 && target[lastPartStart - 1] != 47 { lastPartStart -= 1 }
        // Skip the leading parts both paths share.
        var sourceCursor = 0
        var targetCursor = 0
        var common = 0
        while common < fromParts {
            let a = nextPart(source, from: sourceCursor, end: sourceEnd)
            let b = nextPart(target, from: targetCursor, end: target.count)
            guard !b.isEmpty, b.lowerBound < lastPartStart, a.count == b.count,
                  memcmp(source.baseAddress! + a.lowerBound, target.baseAddress! + b.lowerBound, a.count) == 0
            else { break }
            sourceCursor = a.upperBound
            targetCursor = b.upperBound
            common += 1
        }
        var length = 0
        for _ in common..<fromParts {
            out[length] = 46; out[length + 1] = 46; out[length + 2] = 47
            length += 3
        }
        // The rest of the target, its empty parts dropped (one `/` between parts): runs of bytes
        // that need no escape copied at once (found eight bytes a step), the others as `%XX`.
        let raw = UnsafeRawPointer(target.baseAddress!)
        var index = targetCursor
        var wrotePart = false
        var slashPending = false
        while index < target.count {
            if target[index] == 47 {
                slashPending = wrotePart
                index += 1
                continue
            }
            if slashPending { out[length] = 47; length += 1; slashPending = false }
            wrotePart = true
            var run = index
            while run + 8 <= target.count {
                let plain = ByteScan.urlUnreservedLength(raw.loadUnaligned(fromByteOffset: run, as: UInt64.self))
                run += plain
                if plain < 8 { break }
            }
            while run < target.count && isUnreserved(target[run]) { run += 1 }
            if run > index {
                (out + length).update(from: target.baseAddress! + index, count: run - index)
                length += run - index
                index = run
                continue
            }
            let byte = target[index]
            out[length] = 37
            out[length + 1] = hexDigit(byte >> 4)
            out[length + 2] = hexDigit(byte & 15)
            length += 3
            index += 1
        }
        return length
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? 48 + value : 55 + value }

    private static func lastSlash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = bytes.count
        while index > 0 {
            index -= 1
            if bytes[index] == 47 { return index }
        }
        return nil
    }

    /// How many non-empty `/`-separated parts `bytes[..<end]` has.
    private static func partCount(_ bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Int {
        var count = 0
        var inPart = false
        for index in 0..<end {
            if bytes[index] == 47 { inPart = false } else if !inPart { inPart = true; count += 1 }
        }
        return count
    }

    /// The next non-empty part at or after `start`, before `end` (empty at the end).
    private static func nextPart(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Range<Int> {
        var lower = start
        while lower < end && bytes[lower] == 47 { lower += 1 }
        var upper = lower
        while upper < end && bytes[upper] != 47 { upper += 1 }
        return lower..<upper
    }

    /// Letters, digits and `- . _ ~` (RFC 3986's unreserved characters), as one bit each of two words.
    @inline(__always) static func isUnreserved(_ byte: UInt8) -> Bool {
        let low: UInt64 = 1 << 45 | 1 << 46 | 0x3FF << 48                    // - . 0-9
        let high: UInt64 = 0x3FF_FFFF << 1 | 1 << 31 | 0x3FF_FFFF << 33 | 1 << 62   // A-Z _ a-z ~
        if byte < 64 { return (low >> UInt64(byte)) & 1 != 0 }
        if byte < 128 { return (high >> UInt64(byte - 64)) & 1 != 0 }
        return false
    }
}

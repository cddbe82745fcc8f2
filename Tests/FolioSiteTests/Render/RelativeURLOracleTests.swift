import Testing
@testable import FolioSite

/// `SitePaths.relativeURL` against the implementation it replaced (kept here as the reference), on
/// random output paths: shared folders, repeated and trailing slashes, characters that need escapes.
@Suite("Relative URLs against the reference")
struct RelativeURLOracleTests {
    private static func reference(from: String, to: String) -> String { Former.relativeURL(from: from, to: to) }

    /// The former implementation, verbatim.
    enum Former {
        static func relativeURL(from: String, to: String) -> String {
            // On bytes, in one output buffer: parts are compared in place, never split out.
            var from = from
            var to = to
            return from.withUTF8 { source in
                to.withUTF8 { target in
                    let sourceEnd = lastSlash(source) ?? 0
                    let fromParts = partCount(source, end: sourceEnd)
                    let toParts = partCount(target, end: target.count)
                    // Skip the leading parts both paths share (never the target's file name).
                    var sourceCursor = 0
                    var targetCursor = 0
                    var common = 0
                    while common < fromParts, common < toParts - 1 {
                        let a = nextPart(source, from: sourceCursor, end: sourceEnd)
                        let b = nextPart(target, from: targetCursor, end: target.count)
                        guard a.count == b.count, zip(a, b).allSatisfy({ source[$0] == target[$1] }) else { break }
                        sourceCursor = a.upperBound
                        targetCursor = b.upperBound
                        common += 1
                    }
                    let capacity = 3 * (fromParts - common) + 3 * target.count + 1
                    return String(unsafeUninitializedCapacity: capacity) { out in
                        var length = 0
                        for _ in common..<fromParts {
                            out[length] = 46; out[length + 1] = 46; out[length + 2] = 47
                            length += 3
                        }
                        var first = true
                        var cursor = targetCursor
                        while true {
                            let part = nextPart(target, from: cursor, end: target.count)
                            if part.isEmpty { break }
                            if !first { out[length] = 47; length += 1 }
                            first = false
                            for index in part {
                                let byte = target[index]
                                if isUnreserved(byte) {
                                    out[length] = byte
                                    length += 1
                                } else {
                                    out[length] = 37
                                    out[length + 1] = hexDigits[Int(byte >> 4)]
                                    out[length + 2] = hexDigits[Int(byte & 15)]
                                    length += 3
                                }
                            }
                            cursor = part.upperBound
                        }
                        return length
                    }
                }
            }
        }

        static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

        static func lastSlash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            var index = bytes.count
            while index > 0 {
                index -= 1
                if bytes[index] == 47 { return index }
            }
            return nil
        }

        /// How many non-empty `/`-separated parts `bytes[..<end]` has.
        static func partCount(_ bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Int {
            var count = 0
            var inPart = false
            for index in 0..<end {
                if bytes[index] == 47 { inPart = false } else if !inPart { inPart = true; count += 1 }
            }
            return count
        }

        /// The next non-empty part at or after `start`, before `end` (empty at the end).
        static func nextPart(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Range<Int> {
            var lower = start
            while lower < end && bytes[lower] == 47 { lower += 1 }
            var upper = lower
            while upper < end && bytes[upper] != 47 { upper += 1 }
            return lower..<upper
        }

        static func isUnreserved(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 45 || byte == 46 || byte == 95 || byte == 126
        }
    }

    @Test func agreesOnRandomPaths() {
        let parts = ["a", "b", "sec-1", "n~o_t.e", "é", "my file", "#", "%", "", "x.html", "index.html", "A"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        func path() -> String {
            (0..<(1 + next(4))).map { _ in parts[next(parts.count)] }.joined(separator: next(5) == 0 ? "//" : "/")
                + (next(8) == 0 ? "/" : "")
        }
        for _ in 0..<5_000 {
            let from = path(), to = path()
            #expect(SitePaths.relativeURL(from: from, to: to) == Self.reference(from: from, to: to), "\(from) → \(to)")
        }
    }
}

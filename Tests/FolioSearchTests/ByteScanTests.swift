import Testing
@testable import FolioSearch

/// Holds the eight-bytes-a-step scans to the byte-by-byte rules they stand in for: on every offset of
/// random and hand-picked buffers, a scan stops no later than the first byte the rule stops at, and
/// every byte it skips is one the rule passes.
@Suite struct ByteScanTests {
    /// The extractor's rule: does byte `j` end a run of plain text?
    static func endsText(_ bytes: [UInt8], _ j: Int) -> Bool {
        let byte = bytes[j]
        if byte > 32 { return byte == 60 || byte == 38 }
        return byte != 32 || bytes[j - 1] == 32
    }

    static func isASCIIWordByte(_ byte: UInt8) -> Bool { SearchTokenizer.asciiFold(byte) != 0 }

    /// Buffers mixing every kind of byte the rules tell apart, in short runs so stops fall at every offset.
    static func buffers() -> [[UInt8]] {
        let alphabet: [UInt8] = [34, 39, 62, 32, 32, 32, 9, 10, 0, 31, 33, 38, 60, 62, 47, 48, 57, 58, 64, 65, 90, 91, 96, 97, 122, 123,
                                 127, 128, 0xC3, 0xA9, 0xE2, 0xFF, 0x40, 0x60, 0x7B, 0x5B, 0x2F, 0x3A]
        var generator = SystemRandomNumberGenerator()
        var result: [[UInt8]] = [Array("plain words here, and two  spaces<b>&amp;".utf8),
                                 Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@[`{/:".utf8),
                                 Array(repeating: 97, count: 40), Array(repeating: 32, count: 20)]
        for length in 1..<64 {
            for _ in 0..<12 {
                result.append((0..<length).map { _ in
                    // Mostly ordinary letters, so runs are long enough to be skipped eight at a time.
                    Int.random(in: 0..<4, using: &generator) == 0 ? alphabet.randomElement(using: &generator)!
                        : UInt8.random(in: 97...122, using: &generator)
                })
            }
        }
        return result
    }

    /// Where a scan from `start` must stop: at the first stop when one of its eight-byte steps holds it, else
    /// after its last whole step (the caller goes on byte by byte).
    static func expected(first: Int, start: Int, count: Int) -> Int {
        let stepped = start + (count - start) / 8 * 8
        return first < stepped ? first : stepped
    }

    @Test func plainTextEndStopsWhereTheByteRuleWould() {
        for bytes in Self.buffers() where bytes.count >= 2 {
            bytes.withUnsafeBufferPointer { buffer in
                for start in 1..<bytes.count {
                    let found = ByteScan.plainTextEnd(buffer, from: start)
                    let first = (start..<bytes.count).first { Self.endsText(bytes, $0) } ?? bytes.count
                    #expect(found == Self.expected(first: first, start: start, count: bytes.count), "\(bytes) from \(start)")
                }
            }
        }
    }

    @Test func asciiWordEndStopsWhereTheByteRuleWould() {
        for bytes in Self.buffers() {
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0..<bytes.count {
                    let found = ByteScan.asciiWordEnd(buffer, from: start)
                    let first = (start..<bytes.count).first { !Self.isASCIIWordByte(bytes[$0]) } ?? bytes.count
                    #expect(found == Self.expected(first: first, start: start, count: bytes.count), "\(bytes) from \(start)")
                }
            }
        }
    }

    @Test func firstOfFindsTheFirstOfThreeBytes() {
        for bytes in Self.buffers() {
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...bytes.count {
                    let found = ByteScan.first(of: 62, 34, 39, in: buffer, from: start)
                    let first = (start..<bytes.count).first { [62, 34, 39].contains(bytes[$0]) } ?? bytes.count
                    #expect(found == first, "\(bytes) from \(start)")
                }
            }
        }
    }

    @Test func masksAreExactPerByte() {
        for value in 0...255 {
            let byte = UInt8(value)
            // The byte under test among neighbours that would borrow or carry into it.
            for neighbour: UInt8 in [0, 1, 0x7F, 0x80, 0xFF] {
                let word = UInt64(neighbour) | UInt64(byte) << 8 | UInt64(neighbour) << 16
                #expect((ByteScan.zeroBytes(word) >> 8) & 0xFF == (byte == 0 ? 0x80 : 0))
                for limit: UInt8 in [0x20, 0x30, 0x3A, 0x61, 0x7B] {
                    #expect((ByteScan.bytesBelow(word, limit) >> 8) & 0xFF == (byte < limit ? 0x80 : 0), "\(byte) \(limit)")
                }
            }
        }
    }

    @Test func asciiWordLengthCountsTheLeadingWordBytes() {
        for bytes in Self.buffers() where bytes.count >= 8 {
            for start in 0...(bytes.count - 8) {
                let chunk = bytes[start..<(start + 8)].withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                let expected = bytes[start..<(start + 8)].prefix { Self.isASCIIWordByte($0) }.count
                #expect(ByteScan.asciiWordLength(chunk) == expected, "\(bytes) at \(start)")
            }
        }
    }

    /// Holds a leading-length scan to its byte rule: every byte value at every position among bytes the
    /// rule passes (`neighbours`), then every window of the random buffers.
    static func checkLeadingLength(_ scan: (UInt64) -> Int, rule: (UInt8) -> Bool, neighbours: String) {
        var windows: [ArraySlice<UInt8>] = []
        for value in 0...255 {
            for position in 0..<8 {
                var bytes = Array(neighbours.utf8)
                bytes[position] = UInt8(value)
                windows.append(bytes[...])
            }
        }
        for bytes in Self.buffers() where bytes.count >= 8 {
            for start in 0...(bytes.count - 8) { windows.append(bytes[start..<(start + 8)]) }
        }
        for window in windows {
            let chunk = window.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
            #expect(scan(chunk) == window.prefix(while: rule).count, "\(Array(window))")
        }
    }

    @Test func urlUnreservedLengthCountsTheLeadingUnreservedBytes() {
        Self.checkLeadingLength(ByteScan.urlUnreservedLength, rule: { byte in
            (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57)
                || byte == 45 || byte == 46 || byte == 95 || byte == 126
        }, neighbours: "aZ9-._~q")
    }

    @Test func tagNameLengthCountsTheLeadingNameBytes() {
        Self.checkLeadingLength(ByteScan.tagNameLength, rule: { byte in
            (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 45 || byte == 58
        }, neighbours: "aZ9-:bQx")
    }
}

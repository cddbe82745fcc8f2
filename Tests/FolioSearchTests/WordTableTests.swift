import Testing
@testable import FolioSearch

@Suite struct WordTableTests {
    @Test func hashSeesEveryByteAndTheLength() {
        // Every word of 0…48 bytes, and each one-byte change of it, hash apart.
        var seen: [UInt64: [UInt8]] = [:]
        for length in 0...48 {
            let word = (0..<length).map { UInt8(97 + $0 % 26) }
            var variants = [word]
            for position in 0..<length {
                var changed = word
                changed[position] ^= 0x01
                variants.append(changed)
            }
            if length > 0 { variants.append(word + [0]) }
            for variant in variants {
                let hash = variant.withUnsafeBufferPointer { WordTable.hash($0) }
                if let other = seen[hash] { #expect(other == variant, "\(variant) and \(other) collide") }
                seen[hash] = variant
            }
        }
    }

    @Test func insertsEachWordOnceInOrder() {
        var table = WordTable(capacity: 4)
        var expected: [String] = []
        for round in 0..<3 {
            for number in 0..<500 {
                let word = "w\(number * 7919 % 1000)x"
                let (index, inserted) = table.insert(Array(word.utf8)[...])
                if round == 0 && !expected.contains(word) {
                    #expect(inserted)
                    expected.append(word)
                } else {
                    #expect(!inserted)
                }
                #expect(table.string(index) == word)
            }
        }
        #expect(table.count == expected.count)
        #expect((0..<table.count).map { table.string($0) } == expected)
    }
    /// ``WordTable/hash(short:count:)`` (a short word from a register) is ``WordTable/hash(_:)`` of the same bytes.
    @Test func shortHashIsTheHashOfTheBytes() {
        var generator = SystemRandomNumberGenerator()
        for count in 0...7 {
            for _ in 0..<200 {
                let word = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
                var short: UInt64 = 0
                for byte in word.reversed() { short = short << 8 | UInt64(byte) }
                let expected = word.withUnsafeBufferPointer { WordTable.hash($0) }
                #expect(WordTable.hash(short: short, count: count) == expected, "\(word)")
            }
        }
    }

    /// Inserting through ``WordTable/insert(padded:hash:)`` (the head read in one load) finds and adds
    /// exactly what ``WordTable/insert(_:)`` does, for words of every length around eight bytes and
    /// words sharing their first eight bytes.
    @Test func paddedInsertAgreesWithTheGeneralOne() {
        var general = WordTable(capacity: 4)
        var padded = WordTable(capacity: 4)
        var generator = SystemRandomNumberGenerator()
        let stems = ["a", "ab", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghijklmnop", "abcdefghijklmnopq", "zz"]
        for _ in 0..<3_000 {
            var word = Array(stems.randomElement(using: &generator)!.utf8)
            for _ in 0..<Int.random(in: 0...3, using: &generator) { word.append(UInt8.random(in: 97...99, using: &generator)) }
            // Room for the padded load past the word's end, filled with noise it must ignore.
            let room = word + (0..<8).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let expected = word.withUnsafeBufferPointer { general.insert($0) }
            let found = room.withUnsafeBufferPointer { buffer in
                let bytes = UnsafeBufferPointer(rebasing: buffer[0..<word.count])
                return padded.insert(padded: bytes, hash: WordTable.hash(bytes))
            }
            #expect(found == expected, "\(String(decoding: word, as: UTF8.self))")
        }
        #expect(padded.count == general.count)
        #expect((0..<padded.count).map { padded.string($0) } == (0..<general.count).map { general.string($0) })
    }
}

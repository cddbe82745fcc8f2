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
}

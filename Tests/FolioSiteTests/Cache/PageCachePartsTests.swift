import Testing
@testable import FolioSite

/// A page cache part is trusted only when its bytes give the check its index names
/// (``PageCacheParts/check(_:)``: ISA-L's CRC-64s through `folio_crc128`). The check must be the
/// standard CRC-64s, the same on every machine, and see any damage to a part.
@Suite struct PageCachePartCheckTests {
    /// The reflected CRC-64 computed bit by bit (start all ones, end inverted): the textbook
    /// algorithm, to hold ISA-L's folding code to.
    private func bitwiseCRC(_ bytes: [UInt8], polynomial: UInt64) -> UInt64 {
        var crc = ~UInt64(0)
        for byte in bytes {
            crc ^= UInt64(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ polynomial : crc >> 1 }
        }
        return ~crc
    }

    private let ecma: UInt64 = 0xC96C_5795_D787_0F42, jones: UInt64 = 0x95AC_9329_AC4B_C9B5

    /// The published check values of "123456789" (CRC-64/XZ is the reflected ECMA-182 one).
    @Test func theCheckValuesOfTheStandardString() {
        let check = PageCacheParts.check(Array("123456789".utf8))
        #expect(check.high == 0x995D_C9BB_DF19_39FA)
        #expect(check.low == bitwiseCRC(Array("123456789".utf8), polynomial: jones))
    }

    /// Every length from empty to past several of ISA-L's 128-byte folding steps, and a long input,
    /// agrees with the bit-by-bit CRCs.
    @Test func agreesWithTheBitwiseCRCsAtEveryLength() {
        let bytes = (0..<5_000).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for length in Array(0...300) + [511, 512, 513, 1_024, 4_099, 5_000] {
            let input = Array(bytes.prefix(length))
            let check = PageCacheParts.check(input)
            #expect(check.high == bitwiseCRC(input, polynomial: ecma), "length \(length)")
            #expect(check.low == bitwiseCRC(input, polynomial: jones), "length \(length)")
        }
    }

    /// A part with one bit flipped anywhere, two bytes swapped, or a byte more or less is seen as damaged.
    @Test func anyDamageChangesTheCheck() {
        let part = (0..<3_000).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
        let original = PageCacheParts.check(part)
        for position in stride(from: 0, to: part.count, by: 37) {
            for bit in 0..<8 {
                var damaged = part
                damaged[position] ^= UInt8(1 << bit)
                let check = PageCacheParts.check(damaged)
                #expect(check.high != original.high && check.low != original.low, "byte \(position), bit \(bit)")
            }
        }
        var swapped = part
        swapped.swapAt(100, 101)
        #expect(PageCacheParts.check(swapped) != original)
        #expect(PageCacheParts.check(part + [0]) != original)
        #expect(PageCacheParts.check(Array(part.dropLast())) != original)
    }
}

import Foundation
import Testing
@testable import FolioSite

/// ``CacheDigest`` decides "unchanged, reuse it" for pages, notes, search blocks and texts: it must be
/// the same for the same bytes on every run, and differ whenever the bytes do.
@Suite struct CacheDigestTests {
    private func digest(_ bytes: [UInt8]) -> CacheDigest { bytes.withUnsafeBytes { CacheDigest($0) } }

    @Test func theSameBytesGiveTheSameDigest() {
        let text = String(repeating: "A note about queues. ", count: 500)
        #expect(CacheDigest(text) == CacheDigest(String(text)))
        #expect(digest(Array(text.utf8)) == CacheDigest(text))
    }

    /// Every single-bit change of inputs of every length up to 80 bytes (all the word, pair and tail
    /// paths) changes both halves of the digest; so do length changes (a trailing zero byte).
    @Test func everyBitAndLengthChangeChangesTheDigest() {
        var seen = Set<CacheDigest>()
        for length in 0...80 {
            let base = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            let original = digest(base)
            #expect(seen.insert(original).inserted, "length \(length) collides with a shorter input")
            #expect(digest(base + [0]) != original)
            for byte in 0..<length {
                for bit in 0..<8 {
                    var changed = base
                    changed[byte] ^= UInt8(1 << bit)
                    let other = digest(changed)
                    #expect(other.high != original.high && other.low != original.low, "length \(length), byte \(byte), bit \(bit)")
                }
            }
        }
    }

    /// Swapping two 8-byte words (even and odd lanes) changes the digest.
    @Test func wordOrderMatters() {
        let a = Array("01234567abcdefgh".utf8), b = Array("abcdefgh01234567".utf8)
        #expect(digest(a) != digest(b))
        #expect(digest(a + a) != digest(b + b) && digest(a + b) != digest(b + a))
    }
}

import Testing
@testable import Mermaid

/// `String(validUTF8:)` accepts exactly what `String(validating:as:)` accepts (its fast path is for
/// ASCII only), and the cache reader refuses a string that is not UTF-8.
@Suite struct CacheBytesTests {
    @Test(arguments: [
        [UInt8](), Array("plain ascii/path.md".utf8), Array("Crème brûlée — 東京 🙂".utf8),
        [0x80], [0x61, 0xC3], [0xF0, 0x9F, 0x98, 0x61], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0x61, 0xFF, 0x62],
    ])
    func agreesWithTheStandardLibrary(_ bytes: [UInt8]) {
        #expect(String(validUTF8: bytes[...]) == String(validating: bytes, as: UTF8.self))
    }

    @Test func theReaderRefusesInvalidUTF8() throws {
        var writer = CacheByteWriter()
        writer.u32(2)
        writer.bytes += [0xC3, 0x28]
        var reader = CacheByteReader(bytes: writer.bytes[...])
        #expect(throws: CacheFileRefusal.self) { try reader.string() }
        var good = CacheByteWriter()
        good.string("Crème")
        var goodReader = CacheByteReader(bytes: good.bytes[...])
        #expect(try goodReader.string() == "Crème")
    }
}

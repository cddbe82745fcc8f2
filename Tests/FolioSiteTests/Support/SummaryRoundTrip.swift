import Mermaid
import Testing
@testable import FolioSite

/// A summary written as the build cache writes it and read back, with the bytes written: the kept
/// summary tests read their answers from both.
func roundTripThroughTheCache(_ page: PageSummary) throws -> (back: PageSummary, bytes: [UInt8]) {
    var writer = CacheByteWriter()
    writer.noteSummary(page)
    var reader = CacheByteReader(bytes: writer.bytes[...])
    let back = try reader.noteSummary()
    #expect(reader.isAtEnd)
    return (back, writer.bytes)
}

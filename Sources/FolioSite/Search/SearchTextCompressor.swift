import CLibDeflate
import FolioSearch
import Foundation

/// gzip for the search index's text blocks, remembering what it compressed for the next rebuild.
///
/// Why libdeflate and not zlib (which `compress: true` uses): the index compresses every page's text
/// on every build, so its speed is build time. On the bench's text at level 1, libdeflate took 0.037 s
/// where zlib took 0.080 s, and wrote 26% of the input where zlib wrote 29% (README "Search").
/// Why remember: a `folio serve` rebuild writes the index again, and most blocks hold the same text as
/// before; a block whose text is unchanged reuses its compressed bytes (keyed by a 64-bit hash of the
/// text and its length). Only the blocks of the last build are kept, so memory stays bounded.
final class SearchTextCompressor: @unchecked Sendable {
    private let lock = NSLock()
    private var previous: [Key: [UInt8]] = [:]
    private var current: [Key: [UInt8]] = [:]

    private struct Key: Hashable {
        let hash: UInt64
        let count: Int
    }

    /// The compressed form of `input`, from the last build when it was compressed there.
    func gzip(_ input: [UInt8]) -> [UInt8]? {
        let key = input.withUnsafeBufferPointer { Key(hash: ContentHash.hash($0), count: $0.count) }
        if let known = lock.withLock({ previous[key] ?? current[key] }) {
            lock.withLock { current[key] = known }
            return known
        }
        guard let packed = SearchTextCompressor.gzip(input) else { return nil }
        lock.withLock { current[key] = packed }
        return packed
    }

    /// Starts a new build: what the last one compressed stays reusable; older entries are dropped.
    func startBuild() {
        lock.withLock {
            previous = current
            current = [:]
        }
    }

    /// gzip (RFC 1952) of `input` at libdeflate's level 1; nil if it cannot allocate.
    static func gzip(_ input: [UInt8]) -> [UInt8]? {
        guard let compressor = libdeflate_alloc_compressor(1) else { return nil }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_gzip_compress_bound(compressor, input.count)
        var output = [UInt8](repeating: 0, count: bound)
        let written = input.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { target in
                libdeflate_gzip_compress(compressor, source.baseAddress, source.count, target.baseAddress, target.count)
            }
        }
        guard written > 0 else { return nil }
        output.removeLast(output.count - written)
        return output
    }
}

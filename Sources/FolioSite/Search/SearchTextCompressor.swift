import CIgzip
import FolioSearch
import Foundation

/// gzip for the search index's text blocks, remembering what it compressed for the next rebuild.
///
/// Why ISA-L's igzip and not zlib (which `compress: true` uses): the index compresses every page's
/// text on every build, so its speed is build time. ISA-L's level 0 (whose bytes, unlike levels 1 and 2's,
/// do not depend on where the compressor lies: see igzip.c) compresses the bench's blocks at about
/// 380 MB/s on this machine, writing 36.6% of the input (PERFORMANCE.md "Search", "Stop 91").
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

    /// Compressors not in use, for the next block (each holds ISA-L's 82 KB stream state;
    /// its output depends only on its input). Allocating one per block cost 1,673 allocations at
    /// 10,000 notes, each touching fresh pages.
    private static let idle = CompressorPool()

    /// gzip (RFC 1952) of `input` (ISA-L level 0: the same bytes wherever the compressor lies; see igzip.c);
    /// nil if it cannot allocate or compress.
    static func gzip(_ input: [UInt8]) -> [UInt8]? {
        guard let compressor = idle.take() else { return nil }
        defer { idle.put(compressor) }
        let bound = folio_igzip_bound(input.count)
        let output = [UInt8](unsafeUninitializedCapacity: bound) { target, initialized in
            initialized = input.withUnsafeBufferPointer { source in
                folio_igzip_compress(compressor, source.baseAddress, source.count, target.baseAddress, target.count)
            }
        }
        return output.isEmpty ? nil : output
    }

    /// A lock-guarded stack of idle compressors (at most one per worker is ever made), never freed: they
    /// serve every build of the process.
    private final class CompressorPool: @unchecked Sendable {
        private let lock = NSLock()
        private var compressors: [OpaquePointer] = []

        func take() -> OpaquePointer? {
            if let compressor = lock.withLock({ compressors.popLast() }) { return compressor }
            return folio_igzip_new()
        }

        func put(_ compressor: OpaquePointer) { lock.withLock { compressors.append(compressor) } }
    }
}

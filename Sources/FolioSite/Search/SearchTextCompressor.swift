import CLibDeflate

/// gzip for the search index's text blocks.
///
/// Why libdeflate and not zlib (which `compress: true` uses): the index compresses every page's text
/// on every build, so its speed is build time. On the bench's text at level 1, libdeflate took 0.037 s
/// where zlib took 0.080 s, and wrote 26% of the input where zlib wrote 29% (README "Search").
enum SearchTextCompressor {
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

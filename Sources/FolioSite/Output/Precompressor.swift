import CBrotli
import CZlib

/// `.gz` and `.br` siblings of the site's text files (`compress: true` in folio.yml), for hosts
/// and servers that send a precompressed file when the browser accepts it (nginx `gzip_static`,
/// `brotli_static`, Netlify, S3 with `Content-Encoding`).
///
/// Why at write time: every file of a build goes through ``SiteWriter``, so a rebuild that
/// rewrites a page rewrites its siblings too and never serves a stale one. The bytes are
/// deterministic: gzip's header carries no time stamp and no file name, and both encoders run at
/// fixed settings, so the same site gives the same files (good for caches and `rsync`).
struct Precompressor: Sendable {
    /// Extensions of the files compressed (text that hosts serve with a text type).
    static let extensions: Set<String> = ["html", "htm", "css", "js", "mjs", "svg", "xml", "json", "txt", "map"]
    /// Files of this size or smaller are left alone: the saving would not pay for the request header.
    static let minimumSize = 1024

    /// True when `path` gets siblings (by its extension) once it is over ``minimumSize``.
    static func compresses(_ path: String, size: Int) -> Bool {
        guard size > minimumSize, let dot = path.utf8.lastIndex(of: 46) else { return false }
        let slash = path.utf8.lastIndex(of: 47)
        if let slash, slash > dot { return false }
        return extensions.contains(String(path[path.utf8.index(after: dot)...]).lowercased())
    }

    /// The siblings of a file with these bytes: (suffix, compressed bytes). A coder that fails
    /// (out of memory) gives no sibling rather than a wrong one.
    static func siblings(of bytes: UnsafeRawBufferPointer) -> [(suffix: String, bytes: [UInt8])] {
        var result: [(String, [UInt8])] = []
        if let gzip = gzip(bytes) { result.append((".gz", gzip)) }
        if let brotli = brotli(bytes) { result.append((".br", brotli)) }
        return result
    }

    /// gzip (RFC 1952) at level 9: zlib's own header, whose time stamp is 0 and which names no file.
    static func gzip(_ input: UnsafeRawBufferPointer) -> [UInt8]? {
        var stream = z_stream()
        // windowBits 15 + 16: a gzip wrapper instead of zlib's.
        guard deflateInit2_(&stream, 9, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY,
                            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(input.count)))
        var output = [UInt8](repeating: 0, count: bound)
        let status: Int32 = output.withUnsafeMutableBytes { out in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
            stream.avail_in = uInt(input.count)
            stream.next_out = out.baseAddress?.assumingMemoryBound(to: Bytef.self)
            stream.avail_out = uInt(out.count)
            return deflate(&stream, Z_FINISH)
        }
        guard status == Z_STREAM_END else { return nil }
        output.removeLast(output.count - Int(stream.total_out))
        return output
    }

    /// Brotli (RFC 7932) at quality 11 with a 4 MB window, text mode.
    static func brotli(_ input: UnsafeRawBufferPointer) -> [UInt8]? {
        var size = BrotliEncoderMaxCompressedSize(input.count)
        guard size > 0 else { return nil }
        var output = [UInt8](repeating: 0, count: size)
        let ok = output.withUnsafeMutableBufferPointer { out in
            BrotliEncoderCompress(BROTLI_MAX_QUALITY, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_TEXT, input.count,
                                  input.baseAddress?.assumingMemoryBound(to: UInt8.self), &size, out.baseAddress)
        }
        guard ok == BROTLI_TRUE else { return nil }
        output.removeLast(output.count - size)
        return output
    }
}

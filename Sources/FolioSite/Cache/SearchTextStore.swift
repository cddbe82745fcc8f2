import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Mermaid

/// The pages' search text, kept by the build cache in `search-text.cache` beside `pages.cache`, read
/// back only for the pages whose search index block is built again.
///
/// Why apart from `pages.cache`: the text is nine tenths of what the cache keeps (120 MB for the
/// bench's 10,000 notes), and a cached build reuses almost every search block as it is, so it needs
/// the text of a few pages. Held in `pages.cache`, all of it was decoded and encoded again on every
/// build. Here, a page's text is written once, when the page is rendered, appended to the file; the
/// page's entry in `pages.cache` keeps where it is and its 128-bit digest, so a read is one `pread`,
/// checked. When dead text (of pages rendered again since) outweighs the live text, the file is
/// rewritten with the live text only.
///
/// A blob: the section count, then each section's text as a length and its UTF-8 bytes.
final class SearchTextStore: @unchecked Sendable {
    static let fileName = "search-text.cache"
    private static let header = Array("FOLIO-SEARCH-TEXT 1\n".utf8)

    /// Where one page's text is: a byte range of the file, and the digest its bytes must have.
    struct Reference: Sendable, Equatable {
        var offset: UInt64
        var length: UInt32
        var digest: CacheDigest
    }

    /// A text a build needs that the file does not hold as recorded: the cache cannot stand in for it.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    let path: String
    /// Dead text allowed beyond the live text before the file is rewritten (tests lower it).
    var slackBytes = 8 << 20
    private let lock = NSLock()
    private var descriptor: Int32 = -1

    init(directory: URL) {
        path = directory.appendingPathComponent(Self.fileName).path
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// The section texts at `reference`, or nil when the file does not hold them (gone, cut short,
    /// other bytes).
    func texts(_ reference: Reference) -> [String]? {
        guard let bytes = blob(reference) else { return nil }
        return Self.decode(bytes)
    }

    /// The bytes at `reference` when their digest is the recorded one.
    private func blob(_ reference: Reference) -> [UInt8]? {
        let fd = lock.withLock { () -> Int32 in
            if descriptor < 0 { descriptor = open(path, O_RDONLY | O_CLOEXEC) }
            return descriptor
        }
        guard fd >= 0, reference.offset >= UInt64(Self.header.count) else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(reference.length))
        let complete = bytes.withUnsafeMutableBytes { buffer -> Bool in
            var done = 0
            while done < buffer.count {
                let got = pread(fd, buffer.baseAddress! + done, buffer.count - done, off_t(reference.offset) + off_t(done))
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else { return false }
                done += got
            }
            return true
        }
        guard complete, bytes.withUnsafeBytes({ CacheDigest($0) }) == reference.digest else { return nil }
        return bytes
    }

    /// Writes the texts of a build: `kept` (references into the file as it is) stay where they are,
    /// `added` are appended; when the file would then be more than half dead text, it is rewritten
    /// with the live text only (a temporary file renamed over it). Returns the references of `kept`
    /// (nil for one that could not be read back while rewriting) and of `added`, in order.
    func save(kept: [Reference], added: [[String]]) throws -> (kept: [Reference?], added: [Reference]) {
        // Reads after this open the file as it is then (a rewrite renames a new file over it).
        defer {
            lock.withLock {
                if descriptor >= 0 { close(descriptor) }
                descriptor = -1
            }
        }
        let blobs = added.map(Self.encode)
        let liveBytes = kept.reduce(0) { $0 + Int($1.length) } + blobs.reduce(0) { $0 + $1.count }
        var info = stat()
        let existing = stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && hasHeader() ? Int(info.st_size) : 0
        if existing > 0, existing + blobs.reduce(0, { $0 + $1.count }) <= 2 * liveBytes + slackBytes {
            return (kept.map { Optional($0) }, try append(blobs, at: existing))
        }
        return try rewrite(kept: kept, blobs: blobs)
    }

    private func hasHeader() -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: Self.header.count)
        return read(fd, &head, head.count) == head.count && head == Self.header
    }

    private func append(_ blobs: [[UInt8]], at size: Int) throws -> [Reference] {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0, lseek(fd, off_t(size), SEEK_SET) == off_t(size) else {
            if fd >= 0 { close(fd) }
            throw SiteBuildError.io("cannot write \(path): \(FileProblem.reason(errno))")
        }
        defer { close(fd) }
        var offset = UInt64(size)
        var references: [Reference] = []
        for blob in blobs {
            try Self.writeAll(fd, blob, path: path)
            references.append(Reference(offset: offset, length: UInt32(blob.count), digest: blob.withUnsafeBytes { CacheDigest($0) }))
            offset += UInt64(blob.count)
        }
        return references
    }

    private func rewrite(kept: [Reference], blobs: [[UInt8]]) throws -> (kept: [Reference?], added: [Reference]) {
        let keptBlobs = kept.map { blob($0) }
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SiteBuildError.io("cannot write \(temporary): \(FileProblem.reason(errno))") }
        var offset = UInt64(Self.header.count)
        func put(_ blob: [UInt8]) throws -> Reference {
            try Self.writeAll(fd, blob, path: temporary)
            defer { offset += UInt64(blob.count) }
            return Reference(offset: offset, length: UInt32(blob.count), digest: blob.withUnsafeBytes { CacheDigest($0) })
        }
        do {
            try Self.writeAll(fd, Self.header, path: temporary)
            let keptReferences = try keptBlobs.map { try $0.map(put) }
            let addedReferences = try blobs.map(put)
            close(fd)
            guard rename(temporary, path) == 0 else { throw SiteBuildError.io("cannot write \(path): \(FileProblem.reason(errno))") }
            return (keptReferences, addedReferences)
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws {
        if let code = bytes.withUnsafeBytes({ SiteWriter.writeAll(fd, $0) }) {
            throw SiteBuildError.io("cannot write \(path): \(FileProblem.reason(code))")
        }
    }

    static func encode(_ texts: [String]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(texts.reduce(4) { $0 + 4 + $1.utf8.count })
        func u32(_ value: Int) { withUnsafeBytes(of: UInt32(value).littleEndian) { out.append(contentsOf: $0) } }
        u32(texts.count)
        for text in texts {
            u32(text.utf8.count)
            out.append(contentsOf: text.utf8)
        }
        return out
    }

    static func decode(_ bytes: [UInt8]) -> [String]? {
        var index = 0
        func u32() -> Int? {
            guard index + 4 <= bytes.count else { return nil }
            defer { index += 4 }
            return Int(UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16 | UInt32(bytes[index + 3]) << 24)
        }
        guard let count = u32(), count <= bytes.count / 4 else { return nil }
        var texts: [String] = []
        texts.reserveCapacity(count)
        for _ in 0..<count {
            guard let length = u32(), index + length <= bytes.count,
                  let text = String(validUTF8: bytes[index..<(index + length)]) else { return nil }
            texts.append(text)
            index += length
        }
        return index == bytes.count ? texts : nil
    }
}

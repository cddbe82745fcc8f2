import FolioSearch
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Mermaid

/// The pages' search entries (document, section texts and counted words), kept by the build cache in
/// `search-text.cache` beside `pages.cache`, read back only for the pages a build needs them for.
///
/// Why apart from `pages.cache`: the entries are nearly all of what the cache keeps (the text alone
/// was 120 MB for the bench's 10,000 notes, the words and headings another 45 MB), and a cached build
/// reuses almost every search block and term shard as it is, so it needs the entries of a few pages:
/// those in a block built again, and the old words of the pages that changed. Held in `pages.cache`,
/// all of them were decoded on every build (a fifth of a one-note rebuild's CPU, and a third of its
/// memory). Here, a page's entry is written once, when the page is rendered, appended to the file;
/// the page's record in `pages.cache` keeps where it is, its 128-bit digest and the size of its
/// text, so a read is one `pread`, checked. When dead entries (of pages rendered again since)
/// outweigh the live ones, the file is rewritten with the live ones only.
///
/// A blob (``CacheByteWriter``): the URL, title and tags, the section count, each section's id,
/// heading and text, then the words (``PageTerms``: arena, little-endian starts and weights).
final class SearchTextStore: @unchecked Sendable {
    static let fileName = "search-text.cache"
    private static let header = Array("FOLIO-SEARCH-TEXT 2\n".utf8)

    /// Where one page's text is: a byte range of the file, and the digest its bytes must have.
    struct Reference: Sendable, Equatable {
        var offset: UInt64
        var length: UInt32
        var digest: CacheDigest
    }

    /// An entry a build needs that the file does not hold as recorded: the cache cannot stand in for it.
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

    /// The entry at `reference` (its ``SearchEntry/storedText`` set to it), or nil when the file does
    /// not hold it (gone, cut short, other bytes).
    func entry(_ reference: Reference) -> SearchEntry? {
        guard let bytes = blob(reference), var entry = Self.decode(bytes) else { return nil }
        entry.storedText = reference
        return entry
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

    /// Writes the entries of a build: `kept` (references into the file as it is) stay where they are,
    /// `added` are appended; when the file would then be more than half dead bytes, it is rewritten
    /// with the live entries only (a temporary file renamed over it). Returns the references of `kept`
    /// (nil for one that could not be read back while rewriting) and of `added`, in order.
    func save(kept: [Reference], added: [SearchEntry]) throws -> (kept: [Reference?], added: [Reference]) {
        // Reads after this open the file as it is then (a rewrite renames a new file over it).
        defer {
            lock.withLock {
                if descriptor >= 0 { close(descriptor) }
                descriptor = -1
            }
        }
        // Sized without encoding: the entries are encoded one at a time as they are written (all of a
        // first build's entries at once were some 130 MB more at the build's peak, at 10,000 notes).
        let addedBytes = added.reduce(0) { $0 + Self.encodedSize($1) }
        let liveBytes = kept.reduce(0) { $0 + Int($1.length) } + addedBytes
        var info = stat()
        let existing = stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && hasHeader() ? Int(info.st_size) : 0
        if existing > 0, existing + addedBytes <= 2 * liveBytes + slackBytes {
            return (kept.map { Optional($0) }, try append(added, at: existing))
        }
        return try rewrite(kept: kept, added: added)
    }

    private func hasHeader() -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: Self.header.count)
        return read(fd, &head, head.count) == head.count && head == Self.header
    }

    private func append(_ entries: [SearchEntry], at size: Int) throws -> [Reference] {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0, lseek(fd, off_t(size), SEEK_SET) == off_t(size) else {
            if fd >= 0 { close(fd) }
            throw SiteBuildError.io("cannot write \(path): \(FileProblem.reason(errno))")
        }
        defer { close(fd) }
        var out = ChunkedWriter(fd: fd, path: path, offset: UInt64(size))
        let references = try entries.map { try out.put(Self.encode($0)) }
        try out.flush()
        return references
    }

    private func rewrite(kept: [Reference], added: [SearchEntry]) throws -> (kept: [Reference?], added: [Reference]) {
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SiteBuildError.io("cannot write \(temporary): \(FileProblem.reason(errno))") }
        do {
            try Self.writeAll(fd, Self.header, path: temporary)
            var out = ChunkedWriter(fd: fd, path: temporary, offset: UInt64(Self.header.count))
            // One kept entry in memory at a time, read from the file being replaced.
            let keptReferences = try kept.map { reference in try blob(reference).map { try out.put($0) } }
            let addedReferences = try added.map { try out.put(Self.encode($0)) }
            try out.flush()
            close(fd)
            guard rename(temporary, path) == 0 else { throw SiteBuildError.io("cannot write \(path): \(FileProblem.reason(errno))") }
            return (keptReferences, addedReferences)
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
    }

    /// Blobs gathered into writes of about a megabyte (not one system call each), with their references.
    private struct ChunkedWriter {
        let fd: Int32
        let path: String
        /// Where the next blob starts in the file.
        var offset: UInt64
        private var pending: [UInt8] = []

        init(fd: Int32, path: String, offset: UInt64) {
            self.fd = fd
            self.path = path
            self.offset = offset
            pending.reserveCapacity(1 << 20)
        }

        mutating func put(_ blob: [UInt8]) throws -> Reference {
            let reference = Reference(offset: offset, length: UInt32(blob.count), digest: blob.withUnsafeBytes { CacheDigest($0) })
            offset += UInt64(blob.count)
            pending.append(contentsOf: blob)
            if pending.count >= 1 << 20 { try flush() }
            return reference
        }

        mutating func flush() throws {
            guard !pending.isEmpty else { return }
            try SearchTextStore.writeAll(fd, pending, path: path)
            pending.removeAll(keepingCapacity: true)
        }
    }

    fileprivate static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws {
        if let code = bytes.withUnsafeBytes({ SiteWriter.writeAll(fd, $0) }) {
            throw SiteBuildError.io("cannot write \(path): \(FileProblem.reason(code))")
        }
    }

    /// `entry` as a blob of the file.
    static func encode(_ entry: SearchEntry) -> [UInt8] {
        var out = CacheByteWriter()
        let document = entry.document
        out.bytes.reserveCapacity(encodedSize(entry))
        out.string(document.url)
        out.string(document.title)
        out.strings(document.tags)
        out.u32(UInt32(document.sections.count))
        for section in document.sections {
            out.string(section.id)
            out.string(section.heading)
            out.string(section.text)
        }
        let terms = entry.terms
        out.u32(UInt32(terms.arena.count))
        out.bytes.append(contentsOf: terms.arena)
        // Whole arrays at once, little-endian (a per-element loop was most of the cache's time).
        out.u32(UInt32(terms.starts.count))
        terms.starts.map { $0.littleEndian }.withUnsafeBytes { out.bytes.append(contentsOf: $0) }
        out.u32(UInt32(terms.weights.count))
        terms.weights.map { $0.littleEndian }.withUnsafeBytes { out.bytes.append(contentsOf: $0) }
        return out.bytes
    }

    /// How many bytes ``encode(_:)`` makes of `entry`.
    static func encodedSize(_ entry: SearchEntry) -> Int {
        let document = entry.document
        var size = 4 + document.url.utf8.count + 4 + document.title.utf8.count + 4
        for tag in document.tags { size += 4 + tag.utf8.count }
        size += 4
        for section in document.sections { size += 12 + section.id.utf8.count + section.heading.utf8.count + section.text.utf8.count }
        return size + 12 + entry.terms.arena.count + entry.terms.starts.count * 4 + entry.terms.weights.count * 2
    }

    /// The entry a blob holds, or nil when the bytes are not one.
    static func decode(_ bytes: [UInt8]) -> SearchEntry? {
        var reader = CacheByteReader(bytes: bytes[...])
        return try? reader.searchEntry()
    }
}

private extension CacheByteReader {
    /// `bytes` read as little-endian integers, copied in one go.
    static func littleEndian<T: FixedWidthInteger>(_ bytes: ArraySlice<UInt8>, as type: T.Type) -> [T] {
        let count = bytes.count / MemoryLayout<T>.size
        let values = [T](unsafeUninitializedCapacity: count) { target, initialized in
            bytes.withUnsafeBytes { UnsafeMutableRawBufferPointer(target).copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[..<(count * MemoryLayout<T>.size)])) }
            initialized = count
        }
        // One copy on little-endian machines (all Folio runs on); the byte swap only elsewhere.
        return 1.littleEndian == 1 ? values : values.map { T(littleEndian: $0) }
    }

    mutating func searchEntry() throws -> SearchEntry {
        let url = try string(), title = try string(), tags = try strings()
        let sectionCount = try count(minimumBytes: 12)
        var sections: [SearchDocument.Section] = []
        sections.reserveCapacity(sectionCount)
        for _ in 0..<sectionCount {
            sections.append(SearchDocument.Section(id: try string(), heading: try string(), text: try string()))
        }
        let arena = Array(try take(Int(try u32())))
        let starts = Self.littleEndian(try take(try count(minimumBytes: 4) * 4), as: Int32.self)
        let weights = Self.littleEndian(try take(try count(minimumBytes: 2) * 2), as: UInt16.self)
        guard isAtEnd, let terms = PageTerms(arena: arena, starts: starts, weights: weights) else {
            throw CacheFileRefusal(description: "damaged (search entry)")
        }
        return SearchEntry(document: SearchDocument(url: url, title: title, tags: tags, sections: sections), terms: terms)
    }
}

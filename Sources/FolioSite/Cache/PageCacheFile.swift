import Dispatch
import FolioSearch
import Mermaid

/// The on-disk form of a ``PageCache``: the index `pages.cache` and its parts (``PageCacheParts``).
///
/// Layout of the index: the magic line, the format number, the owner (Folio build, content folder,
/// output folder), the name, byte length and digest of each of the ``PageCacheParts/count`` part files
/// (each holding its pages' entries, then their notes' summaries), the search blocks, the digest of the
/// build's other inputs the pages were written under, the digest of the loader's inputs the summaries
/// hold for, the generated pages, and a 128-bit ``CacheDigest`` of everything before it.
/// An index or a part that is short, garbled, of another format, written by another build or for
/// another site is refused as a whole with a reason; it never yields an entry.
enum PageCacheFile {
    static let magic = Array("FOLIO-PAGE-CACHE\n".utf8)
    static let format: UInt32 = 27

    /// What the index holds besides the parts' contents.
    struct Index {
        var parts: [PageCacheParts.Part]
        var searchBlocks: [CacheDigest: SearchBlockReuse.KeptBlock]
        var settings: CacheDigest
        /// What the notes' summaries were made under (``PageCache/KnownNotes/summarySettings``).
        var summarySettings: CacheDigest = .zero
        var generated: KeptGeneratedPages? = nil
    }

    static func encode(_ index: Index, owner: PageCache.Owner) -> [UInt8] {
        var out = CacheByteWriter()
        out.bytes.append(contentsOf: magic)
        out.u32(format)
        out.string(owner.identity)
        out.string(owner.content)
        out.string(owner.output)
        out.u32(UInt32(index.parts.count))
        for part in index.parts {
            out.string(part.name)
            out.u64(UInt64(part.length))
            out.digest(part.digest)
        }
        out.u32(UInt32(index.searchBlocks.count))
        for (key, block) in index.searchBlocks.sorted(by: { $0.value.path < $1.value.path }) {
            out.digest(key)
            out.string(block.path)
            out.digest(block.digest)
            out.optionalFileStamp(block.stamp)
        }
        out.digest(index.settings)
        out.digest(index.summarySettings)
        out.bool(index.generated != nil)
        if let generated = index.generated {
            out.digest(generated.key)
            out.u32(UInt32(generated.files.count))
            for file in generated.files { out.keptFile(file) }
        }
        out.sealWithDigest()
        return out.bytes
    }

    static func decode(_ bytes: [UInt8], owner: PageCache.Owner) throws -> Index {
        var reader = try CacheByteReader(sealed: bytes, magic: magic, kind: "page cache")
        let fileFormat = try reader.u32()
        guard fileFormat == format else { throw CacheFileRefusal(description: "format \(fileFormat), expected \(format)") }
        let identity = try reader.string()
        guard identity == owner.identity else {
            throw CacheFileRefusal(description: "written by another Folio build (\(identity.prefix(80)))")
        }
        let content = try reader.string(), output = try reader.string()
        guard content == owner.content, output == owner.output else {
            throw CacheFileRefusal(description: "written for another site (\(content.prefix(120)) → \(output.prefix(120)))")
        }
        guard try reader.u32() == UInt32(PageCacheParts.count) else { throw CacheFileRefusal(description: "damaged (part count)") }
        var parts: [PageCacheParts.Part] = []
        for number in 0..<PageCacheParts.count {
            let name = try reader.string(), length = try reader.u64()
            let part = PageCacheParts.Part(name: name, length: Int(clamping: length), digest: try reader.digest())
            guard part.name == PageCacheParts.fileName(part: number, digest: part.digest) else {
                throw CacheFileRefusal(description: "damaged (a part's name)")
            }
            parts.append(part)
        }
        let blockCount = try reader.count(minimumBytes: 40)
        var blocks: [CacheDigest: SearchBlockReuse.KeptBlock] = [:]
        for _ in 0..<blockCount {
            let key = try reader.digest()
            let path = try reader.string()
            let digest = try reader.digest()
            blocks[key] = SearchBlockReuse.KeptBlock(path: path, digest: digest, stamp: try reader.optionalFileStamp())
        }
        let settings = try reader.digest(), summarySettings = try reader.digest()
        var generated: KeptGeneratedPages?
        if try reader.bool() {
            let key = try reader.digest()
            var files: [KeptFile] = []
            for _ in 0..<(try reader.count(minimumBytes: 64)) { files.append(try reader.keptFile()) }
            generated = KeptGeneratedPages(key: key, files: files)
        }
        guard reader.isAtEnd else { throw CacheFileRefusal(description: "damaged (bytes after the last entry)") }
        return Index(parts: parts, searchBlocks: blocks, settings: settings, summarySettings: summarySettings, generated: generated)
    }
}

extension CacheByteWriter {
    /// A file a build wrote: its path, stamp and digest.
    mutating func keptFile(_ file: KeptFile) {
        string(file.path)
        fileStamp(file.stamp)
        digest(file.digest)
    }

    mutating func digest(_ digest: CacheDigest) {
        u64(digest.high)
        u64(digest.low)
    }

    /// A stamp that may be missing: a flag, then the stamp.
    mutating func optionalFileStamp(_ stamp: FileStamp?) {
        bool(stamp != nil)
        if let stamp { fileStamp(stamp) }
    }

    mutating func fileStamp(_ stamp: FileStamp) {
        u64(stamp.device)
        u64(stamp.inode)
        int(Int(stamp.size))
        int(Int(stamp.seconds))
        int(Int(stamp.nanoseconds))
        u32(stamp.mode)
    }

    /// One part: its pages' entries (by source path), then its notes' summaries.
    mutating func part(entries: [(source: String, entry: PageCache.Entry)], summaries: [PageSummary]) {
        u32(UInt32(entries.count))
        for (source, entry) in entries { self.entry(entry, source: source) }
        u32(UInt32(summaries.count))
        for summary in summaries { noteSummary(summary) }
    }
}

extension CacheByteReader {
    mutating func keptFile() throws -> KeptFile {
        let path = try string(), stamp = try fileStamp()
        return KeptFile(path: path, stamp: stamp, digest: try digest())
    }

    mutating func digest() throws -> CacheDigest {
        CacheDigest(high: try u64(), low: try u64())
    }

    /// A stamp as ``CacheByteWriter/optionalFileStamp(_:)`` wrote it.
    mutating func optionalFileStamp() throws -> FileStamp? {
        try bool() ? try fileStamp() : nil
    }

    mutating func fileStamp() throws -> FileStamp {
        FileStamp(device: try u64(), inode: try u64(), size: Int64(try int()),
                  seconds: Int64(try int()), nanoseconds: Int64(try int()), mode: try u32())
    }

    /// One part as ``CacheByteWriter/part(entries:summaries:)`` wrote it.
    mutating func part() throws -> (entries: [(source: String, entry: PageCache.Entry)], summaries: [PageSummary]) {
        var entries: [(source: String, entry: PageCache.Entry)] = []
        for _ in 0..<(try count(minimumBytes: 40)) { entries.append(try entry()) }
        var summaries: [PageSummary] = []
        for _ in 0..<(try count(minimumBytes: 60)) { summaries.append(try noteSummary()) }
        guard isAtEnd else { throw CacheFileRefusal(description: "damaged (bytes after a part's entries)") }
        return (entries, summaries)
    }
}

private extension CacheByteWriter {
    mutating func entry(_ entry: PageCache.Entry, source: String) {
        string(source)
        digest(entry.key)
        string(entry.outputPath)
        u32(UInt32(entry.files.count))
        for file in entry.files { keptFile(file) }
        u32(UInt32(entry.anchors.count))
        entry.anchors.encoded(into: &bytes)
        record(entry.record)
    }

    mutating func record(_ record: BuildState.PageRecord) {
        u32(UInt32(record.diagnostics.count))
        for diagnostic in record.diagnostics { self.diagnostic(diagnostic) }
        u32(UInt32(record.anchorReferences.count))
        for reference in record.anchorReferences {
            string(reference.targetOutputPath)
            string(reference.fragment)
            int(reference.line)
            int(reference.column)
            optionalString(reference.sourceLine)
            optionalString(reference.file)
        }
        int(record.diagrams)
        int(record.renderedDiagrams)
        // Kept as read: decoded only for a page rendered again (``KeptBodyReader``).
        bool(record.keptBody != nil)
        if let kept = record.keptBody { lengthPrefixed(kept: kept) { _ in } }
        // The entry lives in the ``SearchTextStore``: here only where, and the size of its text.
        guard let search = record.search, let text = search.storedText else { return bool(false) }
        bool(true)
        int(search.document.textBytes)
        u64(text.offset)
        u32(text.length)
        digest(text.digest)
        digest(search.key)
    }
}

private extension CacheByteReader {
    mutating func entry() throws -> (source: String, entry: PageCache.Entry) {
        let source = try string()
        let key = try digest()
        let outputPath = try string()
        let fileCount = try count(minimumBytes: 64)
        var files: [KeptFile] = []
        for _ in 0..<fileCount { files.append(try keptFile()) }
        let anchors = try anchorList()
        return (source, PageCache.Entry(key: key, outputPath: outputPath, files: files, record: try record(), anchors: anchors))
    }

    /// A page's anchors as ``CacheByteWriter/strings(_:)`` would have written them, kept as they lie
    /// in the file (see ``PageAnchorList``): each length and UTF-8 checked, no string made.
    mutating func anchorList() throws -> PageAnchorList {
        let count = try count(minimumBytes: 4)
        // One pass over the bytes in place: a slice of each id cost more than the check itself.
        let length = try bytes.withUnsafeBufferPointer { buffer -> Int in
            var offset = 0
            for _ in 0..<count {
                guard buffer.count - offset >= 4 else { throw CacheFileRefusal(description: "damaged (cut short)") }
                let length = Int(UInt32(littleEndian: UnsafeRawBufferPointer(buffer).loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
                offset += 4
                guard length <= buffer.count - offset else { throw CacheFileRefusal(description: "damaged (cut short)") }
                let id = UnsafeBufferPointer(rebasing: buffer[offset..<offset + length])
                guard !String.containsNonASCII(id) || id.isValidUTF8 else { throw CacheFileRefusal(description: "damaged (invalid UTF-8)") }
                offset += length
            }
            return offset
        }
        return PageAnchorList(packed: try take(length), count: count)
    }

    mutating func record() throws -> BuildState.PageRecord {
        let diagnosticCount = try count(minimumBytes: 30)
        var diagnostics: [Diagnostic] = []
        for _ in 0..<diagnosticCount { diagnostics.append(try diagnostic()) }
        let referenceCount = try count(minimumBytes: 25)
        var references: [RenderedPage.AnchorReference] = []
        for _ in 0..<referenceCount {
            references.append(RenderedPage.AnchorReference(
                targetOutputPath: try string(), fragment: try string(), line: try int(), column: try int(),
                sourceLine: try optionalString(), file: try optionalString()))
        }
        let diagrams = try int(), renderedDiagrams = try int()
        let keptBody = try bool() ? try take(Int(try u32())) : nil
        var search: SearchEntry?
        if try bool() {
            // The rest of the entry is in the text store (``SearchTextStore``), read when needed.
            let textBytes = try int()
            let reference = SearchTextStore.Reference(offset: try u64(), length: try u32(), digest: try digest())
            search = SearchEntry(storedAt: reference, textBytes: textBytes, key: try digest())
        }
        return BuildState.PageRecord(diagnostics: diagnostics, anchorReferences: references, diagrams: diagrams,
                                     renderedDiagrams: renderedDiagrams, search: search, keptBody: keptBody)
    }
}

import Foundation
import FolioSearch
import Mermaid

/// `search.cache` in the build cache folder: the term shards of the last build's search index
/// (``KeptTerms``: each stem's posting count and where its postings are in which shard file), the
/// shard files as written (digest and stamp), and the page key of every indexed document in order.
///
/// Why a file of its own: ``SearchIndexPhase`` patches the last index with the pages that changed
/// instead of merging every page's postings and encoding every shard again; this is what it patches.
/// It is about 30 bytes a stem and 16 a page, so reading it costs little next to `pages.cache`. Layout:
/// the magic line, the format number, the owner (as ``PageCacheFile``), the shard size limit, the
/// documents' keys, the shards, the stems, and a 128-bit ``CacheDigest`` of everything before it. A file
/// that is short, garbled, of another format, written by another Folio build or for another site, or
/// whose stems do not fit its shards is refused whole: the index is then built from every page.
struct SearchTermsCache: Sendable, Equatable {
    static let fileName = "search.cache"
    static let magic = Array("FOLIO-SEARCH-CACHE\n".utf8)
    static let format: UInt32 = 2

    /// The shard size limit the shards were planned with (``SearchIndexBuilder/shardLimit``).
    var shardLimit: Int
    /// Per document of the index, in index order: its search entry's key (``SearchEntry/key``).
    var documents: [CacheDigest]
    var terms: KeptTerms
    /// Per shard of `terms`: its file in the index folder as written (digest, and stamp after the build).
    var files: [SearchBlockReuse.KeptBlock]

    static func path(in directory: URL) -> String { directory.appendingPathComponent(fileName).path }

    /// The kept terms of the cache folder `directory`, nil when there are none or they are refused.
    static func read(from directory: URL, owner: PageCache.Owner) -> SearchTermsCache? {
        guard let bytes = PageLoader.readBytes(path(in: directory)) else { return nil }
        return try? decode(bytes, owner: owner)
    }

    /// Writes the file whole or not at all.
    func write(to directory: URL, owner: PageCache.Owner) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try ReplacedCacheFile.write(encode(owner: owner), to: Self.path(in: directory))
    }

    /// Removes the file (a build whose index it no longer describes).
    static func remove(from directory: URL) {
        unlink(path(in: directory))
    }

    func encode(owner: PageCache.Owner) -> [UInt8] {
        var out = CacheByteWriter()
        out.bytes.append(contentsOf: Self.magic)
        out.u32(Self.format)
        out.string(owner.identity)
        out.string(owner.content)
        out.string(owner.output)
        out.u32(UInt32(shardLimit))
        out.u32(UInt32(documents.count))
        for key in documents {
            out.digest(key)
        }
        out.u32(UInt32(terms.shards.count))
        for (shard, file) in zip(terms.shards, files) {
            out.string(shard.key)
            out.string(shard.path)
            out.u32(shard.bytes)
            out.digest(file.digest)
            out.optionalFileStamp(file.stamp)
        }
        out.u32(UInt32(terms.stems.count))
        for stem in terms.stems {
            out.string(stem.text)
            out.u32(stem.postings)
            out.u32(stem.shard)
            out.u32(stem.start)
            out.u32(stem.length)
            out.u32(stem.top)
        }
        out.sealWithDigest()
        return out.bytes
    }

    static func decode(_ bytes: [UInt8], owner: PageCache.Owner) throws -> SearchTermsCache {
        var reader = try CacheByteReader(sealed: bytes, magic: magic, kind: "search cache")
        guard try reader.u32() == format else { throw CacheFileRefusal(description: "another format") }
        guard try reader.string() == owner.identity else { throw CacheFileRefusal(description: "written by another Folio build") }
        guard try reader.string() == owner.content, try reader.string() == owner.output else {
            throw CacheFileRefusal(description: "written for another site")
        }
        let shardLimit = Int(try reader.u32())
        var documents: [CacheDigest] = []
        let documentCount = try reader.count(minimumBytes: 16)
        documents.reserveCapacity(documentCount)
        // Read as one run of little-endian words (10,000 pages: 20,000 of them).
        try reader.take(documentCount * 16).withUnsafeBytes { raw in
            for index in 0..<documentCount {
                documents.append(CacheDigest(high: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 16, as: UInt64.self)),
                                             low: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 16 + 8, as: UInt64.self))))
            }
        }
        var terms = KeptTerms()
        var files: [SearchBlockReuse.KeptBlock] = []
        for _ in 0..<(try reader.count(minimumBytes: 33)) {
            let key = try reader.string(), path = try reader.string(), length = try reader.u32()
            let digest = try reader.digest()
            let stamp = try reader.optionalFileStamp()
            // A kept path never leaves the index's term folder.
            guard Self.isShardPath(path) else {
                throw CacheFileRefusal(description: "damaged (a shard's name)")
            }
            terms.shards.append(KeptTerms.Shard(key: key, path: path, bytes: length))
            files.append(SearchBlockReuse.KeptBlock(path: path, digest: digest, stamp: stamp))
        }
        let stemCount = try reader.count(minimumBytes: 24)
        terms.stems.reserveCapacity(stemCount)
        for _ in 0..<stemCount {
            terms.stems.append(KeptTerms.Stem(text: try reader.string(), postings: try reader.u32(), shard: try reader.u32(),
                                              start: try reader.u32(), length: try reader.u32(), top: try reader.u32()))
        }
        guard reader.isAtEnd else { throw CacheFileRefusal(description: "damaged (bytes after the last stem)") }
        guard terms.isConsistent else { throw CacheFileRefusal(description: "damaged (a stem outside its shard)") }
        return SearchTermsCache(shardLimit: shardLimit, documents: documents, terms: terms, files: files)
    }

    /// `t/<key>.<hash>.js` with a key of letters, digits and `_`: a name ``SearchIndexBuilder`` writes.
    static func isShardPath(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == "t" else { return false }
        let name = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return name.count == 3 && name[2] == "js" && !name[0].isEmpty && !name[1].isEmpty
            && (name[0].utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 95 })
            && name[1].utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) }
    }
}

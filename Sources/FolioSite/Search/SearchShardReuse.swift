import FolioSearch

/// The term shards of a `folio build` with the build cache, patched from the last build's
/// (``SearchTermsCache``, ``KeptTerms``) instead of merged from every page's words.
///
/// Why: merging 10,000 pages' postings and encoding every shard again was most of a one-note
/// rebuild's search phase, though only the shards holding that page's changed words differ. It
/// patches only when it is safe to: the same number of documents, each either with the key the cache
/// recorded for that document number or (a few) with a kept page entry of the recorded key (its old
/// words); the shards of the last build still in the live output (linked when their stamp is the one
/// recorded, else read and checked against their digest). Anything else, and anything that does not
/// fit (a page's old weight missing from a stem's postings), builds the index from every page.
struct SearchShardReuse {
    /// The patched shards, in index order (a linked one's bytes are empty), with what the cache keeps next.
    struct Shards {
        var files: [(key: String, file: SearchIndexBuilder.File)]
        /// By shard number: the live file to link, as the cache recorded it.
        var links: [Int: SearchBlockReuse.KeptBlock]
        var terms: KeptTerms
        /// Per shard: its file's digest (the kept one for a linked or read file).
        var digests: [CacheDigest]
        /// How many kept shards stay in place (``filesInPlace``).
        var keptInPlace = 0
    }

    let kept: SearchTermsCache
    /// The live site's index folder (`<output>/_folio/search/`).
    let folder: String
    /// In place (a `folio serve` rebuild, whose output folder is a hard-link copy of the last build's):
    /// the index files `folder` holds, by path inside it. A kept shard found there stays as it is,
    /// neither linked nor read; nil for a build with the cache, which links or reads it.
    var filesInPlace: Set<String>? = nil

    /// Patches fewer pages than this share of the documents (and at least ``fewPages``); more build anew.
    static let fewPages = 32

    /// The shards for `documents` (in index order: their search entries' keys and sources; `terms(index)` reads a
    /// page's words, nil when it cannot), or nil to build them from every page. `oldTerms(source, key)`:
    /// the words a page had under `key`, when kept. `leaders(tops)`: a rebuilt shard's ``SearchLeaders``
    /// statement for its stems' best pages, nil when it cannot be had.
    func shards(keys: [CacheDigest], sources: [String], terms: (Int) -> PageTerms?, shardLimit: Int,
                leaders: ([UInt32]) -> [UInt8]?, oldTerms: (String, CacheDigest) -> PageTerms?) -> Shards? {
        guard kept.shardLimit == shardLimit, kept.documents.count == keys.count,
              kept.files.count == kept.terms.shards.count else { return nil }
        var changes: [KeptTerms.Change] = []
        for index in keys.indices where keys[index] != kept.documents[index] {
            guard changes.count < max(Self.fewPages, keys.count / 8),
                  let old = oldTerms(sources[index], kept.documents[index]), let new = terms(index) else { return nil }
            changes.append(KeptTerms.Change(document: index, old: old, new: new))
        }
        guard let patch = kept.terms.patched(changes, limit: shardLimit, read: { read($0) }, leaders: leaders) else { return nil }
        var result = Shards(files: [], links: [:], terms: patch.terms, digests: [])
        for (number, shard) in patch.shards.enumerated() {
            guard let old = shard.kept else {
                result.files.append((shard.key, shard.file))
                result.digests.append(shard.file.bytes.withUnsafeBytes { CacheDigest($0) })
                continue
            }
            let file = kept.files[old]
            if let filesInPlace, filesInPlace.contains(file.path), shard.file.path == file.path {
                result.files.append((shard.key, shard.file))
                result.keptInPlace += 1
            } else if let stamp = file.stamp, FileStamp.of(folder + file.path) == stamp {
                result.links[number] = file
                result.files.append((shard.key, shard.file))
            } else {
                guard let bytes = read(old) else { return nil }
                result.files.append((shard.key, SearchIndexBuilder.File(path: file.path, bytes: bytes)))
            }
            result.digests.append(file.digest)
        }
        return result
    }

    /// The last build's shard `number` from the live folder, when its bytes have the recorded digest.
    private func read(_ number: Int) -> [UInt8]? {
        guard number < kept.files.count, let bytes = PageLoader.readBytes(folder + kept.files[number].path),
              bytes.withUnsafeBytes({ CacheDigest($0) }) == kept.files[number].digest else { return nil }
        return bytes
    }
}

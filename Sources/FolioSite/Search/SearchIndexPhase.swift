import Dispatch
import FolioSearch

/// Writes the search index (`_folio/search/`) from the pages' ``SearchEntry`` records.
///
/// Why a phase of its own: the index depends on every page, so it is built after rendering, once
/// per build; a rebuild (`folio serve`) builds it again from the kept records of unchanged pages and
/// the new ones, writes only the files whose bytes changed (shards and blocks are named after their
/// content) and removes the files the new index no longer names.
struct SearchIndexPhase {
    /// Where the index goes in the output.
    static let folder = "_folio/search/"

    let writer: SiteWriter
    /// The live site's output folder, whose document blocks may be reused (a build with the cache).
    var previousOutput: String?
    /// Reused files are copied instead of hard-linked (`--cache-reuse copy`).
    var copiesReusedFiles = false
    /// The build cache (with `previousOutput`): its kept terms (``SearchTermsCache``) and its pages' old
    /// words let the term shards be patched (``SearchShardReuse``); the terms of this build are kept in it.
    var cache: PageCache?
    /// Called once the phase has read from the build cache's text store all it will (the store may
    /// then be written: ``CacheKeeping``); not called when the phase throws first or search is off.
    var hasReadTextStore: (() -> Void)?
    /// A `folio serve` rebuild into a hard-link copy of the last build's folder: the last index's files
    /// are already in it, so unchanged blocks and shards stay as they are and the term shards are
    /// patched with the changed pages' words, as a build with the cache patches them.
    var inPlace: InPlace?
    /// Keep this build's blocks and term shards in the state for the next in-place rebuild (`folio serve`).
    var remembersIndex = false

    /// What an in-place rebuild needs of the last build: its pages' records (a changed page's old words,
    /// under its entry's old key).
    struct InPlace {
        let records: [String: BuildState.PageRecord]
    }

    /// Builds the index of `state`'s pages and writes what changed since `state.searchFiles`.
    func run(_ state: inout BuildState) throws {
        guard state.site.config.search else { return }
        let pages = state.site.plan.pages
        let found = Self.entries(of: pages, records: state.records)
        let (documents, terms, keys, storedTexts, sources, stored) = found.parts
        let inUse = SearchEntriesInUse(documents: documents, terms: terms, stored: stored, references: storedTexts,
                                       sources: sources, store: state.searchTextStore)
        let compress: @Sendable ([UInt8]) -> [UInt8]?
        if let compressor = state.searchCompressor {
            compressor.startBuild()
            compress = { compressor.gzip($0) }
        } else {
            compress = { SearchTextCompressor.gzip($0) }
        }
        let blocks = SearchIndexBuilder(documents: documents, terms: terms, compress: nil).documentBlocks()
        // A linked file brings no precompressed siblings: with `compress: true` every file is written.
        let links = !writer.compresses
        // In place: the index files of the last build, by path inside the index folder.
        let filesInPlace: Set<String>? = inPlace == nil || !links ? nil : Set(state.searchFiles.keys.lazy
            .filter { $0.hasPrefix(SearchIndexPhase.folder) }.map { String($0.dropFirst(SearchIndexPhase.folder.count)) })
        var reuse = SearchBlockReuse(pageKeys: keys, previous: filesInPlace == nil ? state.previousSearchBlocks : state.searchBlocks,
                                     previousFolder: filesInPlace == nil ? previousOutput.map { $0 + "/" + SearchIndexPhase.folder }
                                                                         : writer.sink.folder + "/" + SearchIndexPhase.folder)
        reuse.filesInPlace = filesInPlace
        // Kept files the staging folder already holds as recorded are recorded as they are (not linked).
        if filesInPlace == nil, links, !copiesReusedFiles, writer.sink.holdsPreviousFiles {
            reuse.stagingFolder = writer.sink.folder
        }
        let kept = reuse.taken(for: blocks, enabled: !keys.contains(.zero), trustingStamps: links)
        state.reusedSearchBlocks = kept.count { $0 != nil }
        // The pages of the blocks built again need their documents; the cache kept them apart.
        try inUse.restore(blocks.indices.filter { !Self.isTakenWhole(kept[$0], number: $0) }.flatMap { blocks[$0] })
        // A cache with the live site, files linked: the term shards patched from the last build's when they can be.
        let keepsTerms = cache != nil && links && !keys.contains(.zero)
        let shardLimit = SearchIndexBuilder.defaultShardLimit
        // A rebuilt shard names its stems' best pages: their URL and title come from the pages (no text read back).
        let urls = state.site.plan.urls
        let leaders: ([UInt32]) -> [UInt8]? = { tops in
            guard tops.allSatisfy({ Int($0) < found.pageIndices.count }) else { return nil }
            return SearchLeaders.statement(tops: tops) { document in
                let page = pages[found.pageIndices[document]]
                return (SearchEntry.url(of: page, urls: urls), page.title)
            }
        }
        let patched: SearchShardReuse.Shards?
        if keepsTerms {
            patched = patchedShards(keys: keys, sources: sources, entries: inUse, shardLimit: shardLimit, leaders: leaders)
        } else if let filesInPlace, let keptTerms = state.keptSearchTerms, !keys.contains(.zero) {
            patched = shardsInPlace(keptTerms, files: filesInPlace, folder: reuse.previousFolder!, keys: keys, sources: sources,
                                    entries: inUse, shardLimit: shardLimit, leaders: leaders)
        } else {
            patched = nil
        }
        // Shards built from every page need every page's words.
        if patched == nil { try inUse.restoreAll() }
        hasReadTextStore?()
        var builder = SearchIndexBuilder(documents: inUse.documents, terms: inUse.terms, compress: compress)
        builder.shardLimit = shardLimit
        builder.boosts = found.pageIndices.indices.compactMap { document in
            SearchEntry.boost(of: pages[found.pageIndices[document]]).map { (document, $0) }
        }
        builder.reuseBlock = { number, _ in
            kept[number].map { (text: $0.file, heads: $0.heads.map { SearchIndexBuilder.File(path: $0.path, bytes: []) }) }
        }
        var keptTerms = patched?.terms ?? KeptTerms()
        let files: [SearchIndexBuilder.File]
        if let patched {
            files = builder.files(shards: patched.files)
        } else {
            (files, keptTerms) = builder.indexed()
        }
        state.reusedSearchShards = patched.map { $0.links.count + $0.keptInPlace } ?? 0
        let previous = state.searchFiles
        var current: [String: Int] = [:]
        var changed: [Output] = []
        var reusedHeads: [Int: SearchBlockReuse.KeptBlock] = [:]
        for (index, file) in files.enumerated() {
            let path = SearchIndexPhase.folder + file.path
            // A file left in place was not read: its size is the last build's.
            current[path] = file.bytes.isEmpty ? previous[path] ?? 0 : file.bytes.count
            // Shards and blocks are named after their bytes: the same name means the same file.
            guard previous[path] == nil && file.path != "meta.js" else { continue }
            if let shard = patched?.links[index], let folder = previousOutput.map({ $0 + "/" + SearchIndexPhase.folder }) {
                current[path] = Int(keptTerms.shards[index].bytes)
                changed.append(.link(folder + file.path, KeptFile(path: path, stamp: shard.stamp!, digest: shard.digest), checked: false))
            } else if links, let number = SearchBlockReuse.blockNumber(file.path, folder: "d"), let taken = kept[number], taken.trusted,
               let folder = reuse.previousFolder {
                changed.append(.link(folder + file.path, KeptFile(path: path, stamp: taken.kept.stamp!, digest: taken.kept.digest),
                                     checked: taken.textInStaging))
            } else if links, let number = SearchBlockReuse.blockNumber(file.path, folder: "h"), number < blocks.count,
                      let heads = kept[number]?.heads ?? reuse.keptHeads(file, number: number, documents: blocks[number]), let folder = reuse.previousFolder {
                reusedHeads[number] = heads
                changed.append(.link(folder + file.path, KeptFile(path: path, stamp: heads.stamp!, digest: heads.digest),
                                     checked: kept[number]?.heads != nil && kept[number]!.headsInStaging))
            } else {
                changed.append(.write(file))
            }
        }
        try Self.write(changed, with: writer, copy: copiesReusedFiles)
        // `meta.js` last: it names the others, so a page reading the live index never misses one.
        if let meta = files.last, meta.path == "meta.js" { try writer.write(SearchIndexPhase.folder + meta.path, bytes: meta.bytes) }
        for path in previous.keys.sorted() where current[path] == nil { try writer.remove(path) }
        state.searchFiles = current
        if let cache {
            if keepsTerms {
                let digests = patched?.digests ?? files.prefix(keptTerms.shards.count).map { file in file.bytes.withUnsafeBytes { CacheDigest($0) } }
                let shardFiles = keptTerms.shards.indices.map { number in
                    SearchBlockReuse.KeptBlock(path: keptTerms.shards[number].path, digest: digests[number],
                                               stamp: writer.kept(SearchIndexPhase.folder + keptTerms.shards[number].path)?.stamp)
                }
                // Not kept (a full disk): the next build builds the index from every page, never from a stale file.
                do {
                    try SearchTermsCache(shardLimit: builder.shardLimit, documents: keys, terms: keptTerms, files: shardFiles)
                        .write(to: cache.directory, owner: cache.owner)
                } catch {
                    SearchTermsCache.remove(from: cache.directory)
                }
            } else {
                SearchTermsCache.remove(from: cache.directory)
            }
        }
        if previousOutput != nil || remembersIndex {
            state.searchBlocks = reuse.kept(files: files, blocks: blocks, taken: kept, reusedHeads: reusedHeads) {
                writer.kept(SearchIndexPhase.folder + $0)?.stamp
            }
        }
        if remembersIndex {
            state.keptSearchTerms = links && !keys.contains(.zero)
                ? SearchTermsCache(shardLimit: builder.shardLimit, documents: keys, terms: keptTerms, files: keptTerms.shards.indices.map { number in
                    SearchBlockReuse.KeptBlock(path: keptTerms.shards[number].path,
                                               digest: patched?.digests[number] ?? files[number].bytes.withUnsafeBytes { CacheDigest($0) })
                })
                : nil
        }
    }

    /// The term shards of an in-place rebuild, patched from the last build's (`kept`, in memory) with the
    /// words the changed pages had then; nil when the index must be built from every page.
    private func shardsInPlace(_ kept: SearchTermsCache, files: Set<String>, folder: String, keys: [CacheDigest], sources: [String],
                               entries: SearchEntriesInUse, shardLimit: Int, leaders: ([UInt32]) -> [UInt8]?) -> SearchShardReuse.Shards? {
        guard let inPlace else { return nil }
        var reuse = SearchShardReuse(kept: kept, folder: folder)
        reuse.filesInPlace = files
        return reuse.shards(keys: keys, sources: sources, terms: { entries.words($0) }, shardLimit: shardLimit,
                            leaders: leaders) { source, key in
            guard let search = inPlace.records[source]?.search, search.key == key, !search.isStored else { return nil }
            return search.terms
        }
    }

    /// The term shards patched from the cache's kept terms, nil when the index must be built from every page.
    private func patchedShards(keys: [CacheDigest], sources: [String], entries: SearchEntriesInUse, shardLimit: Int,
                               leaders: ([UInt32]) -> [UInt8]?) -> SearchShardReuse.Shards? {
        guard let cache, let previousOutput, let kept = SearchTermsCache.read(from: cache.directory, owner: cache.owner) else { return nil }
        let reuse = SearchShardReuse(kept: kept, folder: previousOutput + "/" + SearchIndexPhase.folder)
        return reuse.shards(keys: keys, sources: sources, terms: { entries.words($0) }, shardLimit: shardLimit,
                            leaders: leaders) { source, key in
            guard let search = cache.entries[source]?.record.search, search.key == key else { return nil }
            guard search.isStored else { return search.terms }
            return search.storedText.flatMap { cache.textStore.entry($0) }?.terms
        }
    }

    /// Whether block `number` is taken whole from the last build, heads and text (as
    /// ``SearchIndexBuilder/blockFiles(_:documents:compress:kept:)`` takes it), so its pages' documents are not read.
    private static func isTakenWhole(_ taken: SearchBlockReuse.Taken?, number: Int) -> Bool {
        guard let taken, let heads = taken.heads else { return false }
        return SearchIndexBuilder.keptHeadsMatch(number, headsPath: heads.path, textPath: taken.file.path)
    }

    /// The searchable pages' entries, in site order: their documents, words, keys, stored texts and sources.
    private struct Entries {
        var documents: [SearchDocument] = []
        var terms: [PageTerms] = []
        var keys: [CacheDigest] = []
        var storedTexts: [SearchTextStore.Reference?] = []
        var sources: [String] = []
        var stored: [Bool] = []
        /// Per entry, its page's position in the site's pages.
        var pageIndices: [Int] = []

        var parts: ([SearchDocument], [PageTerms], [CacheDigest], [SearchTextStore.Reference?], [String], [Bool]) {
            (documents, terms, keys, storedTexts, sources, stored)
        }

        mutating func append(contentsOf other: Entries) {
            documents += other.documents
            terms += other.terms
            keys += other.keys
            storedTexts += other.storedTexts
            sources += other.sources
            stored += other.stored
            pageIndices += other.pageIndices
        }
    }

    /// The entries of `pages`, looked up on both cores in halves (10,000 lookups of records by source
    /// path took 12 ms on one), each with its key (``SearchEntry/key``).
    private static func entries(of pages: [PageSummary], records: [String: BuildState.PageRecord]) -> Entries {
        let parts = pages.count >= 2_000 ? 2 : 1
        var halves = [Entries](repeating: Entries(), count: parts)
        halves.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                var entries = Entries()
                let range = (pages.count * part / parts)..<(pages.count * (part + 1) / parts)
                entries.documents.reserveCapacity(range.count)
                entries.terms.reserveCapacity(range.count)
                entries.keys.reserveCapacity(range.count)
                entries.storedTexts.reserveCapacity(range.count)
                entries.sources.reserveCapacity(range.count)
                entries.stored.reserveCapacity(range.count)
                for index in range {
                    // Fields read in place (a copy of a summary retains each of its fields).
                    let sourcePath = pages[index].sourcePath
                    guard let entry = records[sourcePath]?.search else { continue }
                    entries.documents.append(entry.document)
                    entries.terms.append(entry.terms)
                    entries.keys.append(entry.key)
                    entries.storedTexts.append(entry.storedText)
                    entries.sources.append(sourcePath)
                    entries.stored.append(entry.isStored)
                    entries.pageIndices.append(index)
                }
                slots.buffer[part] = entries
            }
        }
        var all = Entries()
        swap(&all, &halves[0])
        for half in halves.dropFirst() { all.append(contentsOf: half) }
        return all
    }

    /// A file of the index to put in the site: written from its bytes, or the live site's file linked
    /// (taken unchanged from the last build, its stamp the one recorded; `checked`: already found in
    /// the staging folder as recorded, see ``SearchBlockReuse/stagingFolder``).
    private enum Output {
        case write(SearchIndexBuilder.File)
        case link(String, KeptFile, checked: Bool)
    }

    /// Writes `files` on every core (a 10,000-page site's index is some 3,600 files); throws the
    /// first failure in `files` order.
    private static func write(_ files: [Output], with writer: SiteWriter, copy: Bool) throws {
        // Links the kept previous site already holds (most of them on a rebuild) are recorded in one pass.
        var files = files
        if !copy {
            let links = files.indices.compactMap { index -> (Int, KeptFile, Bool)? in
                if case .link(_, let kept, let checked) = files[index] { return (index, kept, checked) } else { return nil }
            }
            let done = writer.reuseInPlace(links.map(\.1), checked: links.map(\.2))
            let handled = Set(zip(links, done).compactMap { $1 ? $0.0 : nil })
            files = files.indices.filter { !handled.contains($0) }.map { files[$0] }
        }
        var failures = [(any Error)?](repeating: nil, count: files.count)
        failures.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                do {
                    switch files[index] {
                    case .write(let file): try writer.write(SearchIndexPhase.folder + file.path, bytes: file.bytes)
                    case .link(let live, let kept, _): try writer.reuse(live, kept: kept, as: kept.path, copy: copy)
                    }
                } catch { slots.buffer[index] = error }
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }
}

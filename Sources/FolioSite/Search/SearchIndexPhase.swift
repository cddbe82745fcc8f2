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

    /// Builds the index of `state`'s pages and writes what changed since `state.searchFiles`.
    func run(_ state: inout BuildState) throws {
        guard state.site.config.search else { return }
        let pages = state.site.plan.pages
        var documents: [SearchDocument] = []
        var terms: [PageTerms] = []
        var keys: [CacheDigest] = []
        documents.reserveCapacity(pages.count)
        terms.reserveCapacity(pages.count)
        keys.reserveCapacity(pages.count)
        for page in pages {
            guard let entry = state.records[page.sourcePath]?.search else { continue }
            documents.append(entry.document)
            terms.append(entry.terms)
            keys.append(state.pageKeys[page.sourcePath] ?? .zero)
        }
        let compress: @Sendable ([UInt8]) -> [UInt8]?
        if let compressor = state.searchCompressor {
            compressor.startBuild()
            compress = { compressor.gzip($0) }
        } else {
            compress = { SearchTextCompressor.gzip($0) }
        }
        var builder = SearchIndexBuilder(documents: documents, terms: terms, compress: compress)
        let reuse = SearchBlockReuse(pageKeys: keys, previous: state.previousSearchBlocks,
                                     previousFolder: previousOutput.map { $0 + "/" + SearchIndexPhase.folder })
        let reusedCount = WorkCounter()
        if reuse.previousFolder != nil, !reuse.previous.isEmpty, !keys.contains(.zero) {
            builder.reuseBlock = { number, documents in
                guard let file = reuse.file(number: number, documents: documents) else { return nil }
                _ = reusedCount.finished()
                return file
            }
        }
        let files = builder.files()
        state.reusedSearchBlocks = reusedCount.finished() - 1
        if previousOutput != nil { state.searchBlocks = reuse.kept(files: files, blocks: builder.documentBlocks()) }
        let previous = state.searchFiles
        var current: [String: Int] = [:]
        for file in files {
            let path = SearchIndexPhase.folder + file.path
            current[path] = file.bytes.count
            // Shards and blocks are named after their bytes: the same name means the same file.
            if previous[path] == nil || file.path == "meta.js" { try writer.write(path, bytes: file.bytes) }
        }
        for path in previous.keys.sorted() where current[path] == nil { try writer.remove(path) }
        state.searchFiles = current
    }
}

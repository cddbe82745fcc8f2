import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Mermaid

/// The page part of `folio build`'s persistent cache: `pages.cache` in the cache folder, one entry
/// per page of the last build — its key (``PageKeys``), the files it wrote with their stamps, and
/// what rendering found (diagnostics, anchors, links, diagram counts, search entry).
///
/// Why: a build that starts from nothing but the notes must still render only what changed. A page
/// is reused when its key is the one kept and every file it wrote is still, by stamp, the file the
/// last build wrote; its files are then hard-linked from the previous output into the staging
/// folder, and its record stands in for rendering, so the checks and the search index see exactly
/// what a cold build sees. Anything else renders the page. A file that is damaged, cut short, of
/// another format, written by another Folio build or for another site is ignored whole, with a
/// reason for the warning: the cache can make a build faster, never different.
final class PageCache: @unchecked Sendable {
    static let fileName = "pages.cache"

    /// Whose cache this is: the Folio build and the site's folders.
    struct Owner: Equatable {
        var identity: String
        var content: String
        var output: String
    }

    let directory: URL
    let owner: Owner
    /// Per source path, the entries read from the folder (empty when there was no usable file).
    private(set) var entries: [String: Entry] = [:]
    /// The search index's document blocks of the last build, by key (``SearchBlockReuse``).
    private(set) var searchBlocks: [CacheDigest: SearchBlockReuse.KeptBlock] = [:]
    /// The notes' summaries of the last build (``KnownNotes``).
    private(set) var notes = KnownNotes()
    /// The generated pages of the last build (``KeptGeneratedPages``).
    private(set) var generated: KeptGeneratedPages?

    /// Each note's summary as the loader made it from the note's text, by source path, valid while
    /// the note's text has the summary's `textDigest` and what the loader reads besides it has
    /// `summarySettings` (``PageKeys/bodyInputs(options:folders:)``: folio.yml, the options, Folio itself;
    /// no template or theme, so a theme change reads no note). `settings` is the build's other inputs
    /// (``PageKeys/inputs(options:folders:)``, templates and themes too), under which every kept page was written.
    struct KnownNotes: Sendable {
        var settings = CacheDigest.zero
        var summarySettings = CacheDigest.zero
        var summaries: [String: PageSummary] = [:]

        /// The summaries still valid for a build whose loader's inputs are `summarySettings`.
        func valid(forSummaries summarySettings: CacheDigest) -> [String: PageSummary] {
            summarySettings == self.summarySettings ? summaries : [:]
        }
    }

    /// The pages' search entries (``SearchTextStore``), kept apart from `pages.cache`.
    let textStore: SearchTextStore
    /// The parts as read (``PageCacheParts``): a part whose contents are unchanged is not written again.
    private var readParts: [PageCacheParts.Part] = []
    private var readContents: [PageCacheParts.Contents] = []
    /// How many part files the last ``save(_:searchBlocks:notes:)`` wrote (the others were unchanged).
    private(set) var writtenParts = 0

    init(directory: URL, owner: Owner) {
        self.directory = directory
        self.owner = owner
        textStore = SearchTextStore(directory: directory)
    }

    /// Forgets what was read: every page is rendered, and the cache written anew at the end.
    func discardEntries() {
        entries = [:]
        searchBlocks = [:]
        notes = KnownNotes()
        generated = nil
        readParts = []
        readContents = []
    }

    /// The folder of the part files.
    var partsFolder: String { directory.appendingPathComponent(PageCacheParts.folderName).path }

    var file: URL { directory.appendingPathComponent(Self.fileName) }

    /// Reads the kept entries. Returns why the file was ignored (for a warning), nil when it was
    /// read or there was none.
    func load() -> String? {
        // Read straight into an array (through `Data` it was copied once more: 54 MB at 10,000 pages).
        guard let bytes = PageLoader.readBytes(file.path) else { return nil }
        do {
            let index = try PageCacheFile.decode(bytes, owner: owner)
            let contents = try PageCacheParts.read(index.parts, folder: partsFolder)
            // The two maps are filled side by side, one on each core (10,000 inserts each).
            var entries: [String: Entry] = [:], summaries: [String: PageSummary] = [:]
            SideBySide.run(&entries, { entries in
                entries.reserveCapacity(contents.reduce(0) { $0 + $1.entries.count })
                for part in contents {
                    for (source, entry) in part.entries { entries[source] = entry }
                }
            }, &summaries, { summaries in
                summaries.reserveCapacity(contents.reduce(0) { $0 + $1.summaries.count })
                for part in contents {
                    for summary in part.summaries { summaries[summary.sourcePath] = summary }
                }
            })
            self.entries = entries
            searchBlocks = index.searchBlocks
            notes = KnownNotes(settings: index.settings, summarySettings: index.summarySettings, summaries: summaries)
            generated = index.generated
            readParts = index.parts
            readContents = contents
            return nil
        } catch {
            discardEntries()
            return "\(file.path): \(error)"
        }
    }

    /// The kept entry of `page` when it can stand in for rendering: same key, and every file it
    /// wrote still in `outputFolder`, with the stamp recorded or else (read back) the bytes recorded.
    /// The entry comes back with the files' stamps as they are now.
    func reusable(_ page: PageSummary, key: CacheDigest, outputFolder: String) -> Entry? {
        guard let entry = entries[page.sourcePath], entry.key == key, entry.outputPath == page.outputPath,
              entry.files.first?.path == page.outputPath else { return nil }
        let allowed = Self.files(of: page.outputPath)
        guard entry.files.allSatisfy({ allowed.contains($0.path) }) else { return nil }
        var verified = entry
        for (index, file) in entry.files.enumerated() {
            let path = outputFolder + "/" + file.path
            guard let stamp = FileStamp.of(path), stamp.mode == UInt32(KeptOutputFiles.pageMode) else { return nil }
            if stamp != file.stamp {
                guard stamp.size == file.stamp.size, let data = FileManager.default.contents(atPath: path),
                      data.withUnsafeBytes({ CacheDigest($0) }) == file.digest else { return nil }
                verified.files[index].stamp = stamp
            }
        }
        return verified
    }

    /// The files a page at `outputPath` may have written: itself and its precompressed siblings.
    static func files(of outputPath: String) -> [String] { [outputPath, outputPath + ".gz", outputPath + ".br"] }

    /// The cache of `options`, its file read (a refused file adds a warning); nil without a cache folder.
    static func open(options: BuildOptions, folders: SiteFolders, warnings: inout [String]) -> PageCache? {
        guard let directory = options.cacheDirectory else { return nil }
        _ = KeptOutputFiles.pageMode  // read the umask now, before any worker thread creates files
        let cache = PageCache(directory: URL(fileURLWithPath: directory).standardizedFileURL,
                              owner: Owner(identity: options.cacheIdentity, content: folders.content.path,
                                           output: folders.output.path))
        if let problem = cache.load() { warnings.append("ignoring the build cache \(problem); every page is rendered and the cache rewritten") }
        return cache
    }

    /// Writes `entries` as the cache of the build just published (atomically: a temporary file in the
    /// cache folder renamed over the old one).
    func save(_ entries: [String: Entry], searchBlocks: [CacheDigest: SearchBlockReuse.KeptBlock] = [:],
              notes: KnownNotes = KnownNotes(), generated: KeptGeneratedPages? = nil) throws {
        let parts = try saveEntries(entries, notes: notes)
        try saveIndex(parts: parts, searchBlocks: searchBlocks, settings: notes.settings, summarySettings: notes.summarySettings,
                      generated: generated)
    }

    /// The first half of ``save(_:searchBlocks:notes:generated:)``: the pages' search entries into the
    /// text store and the part files whose contents changed; returns the parts the index must name.
    /// Nothing refers to what it writes until ``saveIndex(parts:searchBlocks:settings:generated:)``,
    /// so it may run while the search index is still being built, once that has read the text store.
    /// - Parameter untouched: parts (by number, ``readPageCount(part:)``) whose pages all reused their
    ///   kept entries and took their kept summaries unread, as many pages as the part read held: their
    ///   pages are in neither `entries` nor `notes`, and what they keep is the part as read.
    func saveEntries(_ entries: [String: Entry], notes: KnownNotes, untouched: Set<Int> = []) throws -> [PageCacheParts.Part] {
        var entries = entries
        let comparable = readParts.count == PageCacheParts.count && notes.settings == self.notes.settings
            && notes.summarySettings == self.notes.summarySettings
        // A part untouched is the part read (the caller left its pages out): needs the parts read.
        precondition(untouched.isEmpty || (comparable && readContents.count == PageCacheParts.count),
                     "untouched parts of a cache whose parts were not read")
        var untouchedContents: [Int: PageCacheParts.Contents] = [:]
        for number in untouched { untouchedContents[number] = readContents[number] }
        // Search entries go to the text store: those of reused pages are there already, those of
        // rendered pages are added. A page whose kept entry cannot be read back is left out (rendered
        // next time), never kept without it. (The untouched parts' pages are all kept ones.)
        var keptSources: [String] = [], kept: [SearchTextStore.Reference] = []
        var addedSources: [String] = [], added: [SearchEntry] = []
        for source in entries.keys.sorted() {
            guard let search = entries[source]?.record.search else { continue }
            if let reference = search.storedText {
                keptSources.append(source)
                kept.append(reference)
            } else {
                addedSources.append(source)
                added.append(search)
            }
        }
        var untouchedKept: [(part: Int, position: Int)] = []
        for number in untouched.sorted() {
            for (position, item) in readContents[number].entries.enumerated() {
                guard let reference = item.entry.record.search?.storedText else { continue }
                untouchedKept.append((number, position))
                kept.append(reference)
            }
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let stored = try textStore.save(kept: kept, added: added)
        for (source, reference) in zip(keptSources, stored.kept) {
            guard let reference else {
                entries[source] = nil
                continue
            }
            // Written only when the text moved: an unchanged entry keeps sharing its fields with the one
            // read, so the part comparison below finds it equal at once.
            if entries[source]?.record.search?.storedText != reference { entries[source]?.record.search?.storedText = reference }
        }
        // An untouched part whose texts all stayed put is kept as it is; one whose texts moved (the
        // store was rewritten) or could not be read back is written again from what was read.
        var movedParts = Set<Int>(), droppedPositions: [Int: Set<Int>] = [:]
        for ((number, position), reference) in zip(untouchedKept, stored.kept.dropFirst(keptSources.count)) {
            guard let reference else {
                droppedPositions[number, default: []].insert(position)
                movedParts.insert(number)
                continue
            }
            if untouchedContents[number]!.entries[position].entry.record.search?.storedText != reference {
                untouchedContents[number]!.entries[position].entry.record.search?.storedText = reference
                movedParts.insert(number)
            }
        }
        for (number, positions) in droppedPositions {
            untouchedContents[number]!.entries = untouchedContents[number]!.entries.enumerated()
                .filter { !positions.contains($0.offset) }.map(\.element)
        }
        for (source, reference) in zip(addedSources, stored.added) { entries[source]?.record.search?.storedText = reference }
        // Only the parts whose contents changed are written; the index naming them all goes last.
        var partContents = PageCacheParts.contents(entries: entries, summaries: notes.summaries)
        for (number, kept) in untouchedContents { partContents[number] = kept }
        let contents = partContents, moved = movedParts
        try FileManager.default.createDirectory(atPath: partsFolder, withIntermediateDirectories: true)
        var results = [Result<PageCacheParts.Part, Error>?](repeating: nil, count: PageCacheParts.count)
        let folder = partsFolder, readParts = self.readParts, readContents = self.readContents
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: PageCacheParts.count) { number in
                slots.buffer[number] = Result {
                    if untouched.contains(number) && !moved.contains(number) {
                        #if DEBUG
                        // An untouched part must be the part read (the tests run this).
                        guard PageCacheParts.digest(of: contents[number]) == readParts[number].digest else {
                            throw CacheFileRefusal(description: "part \(number) untouched but encodes differently")
                        }
                        #endif
                        return readParts[number]
                    }
                    if comparable, PageCacheParts.isUnchanged(contents[number], from: readContents[number]) {
                        #if DEBUG
                        // The comparison must never keep a part whose bytes would differ (the tests run this).
                        guard PageCacheParts.digest(of: contents[number]) == readParts[number].digest else {
                            throw CacheFileRefusal(description: "part \(number) compared unchanged but encodes differently")
                        }
                        #endif
                        return readParts[number]
                    }
                    return try PageCacheParts.write(contents[number], part: number, folder: folder)
                }
            }
        }
        return try results.map { try $0!.get() }
    }

    /// How many pages part `number` held as read: its entries, when it held a summary for each (nil
    /// when the parts were not read, or when they differ).
    func readPageCount(part number: Int) -> Int? {
        guard readParts.count == PageCacheParts.count, number < readContents.count,
              readContents[number].entries.count == readContents[number].summaries.count else { return nil }
        return readContents[number].entries.count
    }

    /// The second half of ``save(_:searchBlocks:notes:generated:)``: the index naming `parts` (written
    /// by ``saveEntries(_:notes:)``), then the part files it no longer names removed.
    func saveIndex(parts: [PageCacheParts.Part], searchBlocks: [CacheDigest: SearchBlockReuse.KeptBlock],
                   settings: CacheDigest, summarySettings: CacheDigest, generated: KeptGeneratedPages?) throws {
        let index = PageCacheFile.Index(parts: parts, searchBlocks: searchBlocks, settings: settings,
                                        summarySettings: summarySettings, generated: generated)
        try ReplacedCacheFile.write(PageCacheFile.encode(index, owner: owner), to: file.path)
        PageCacheParts.removeStale(in: partsFolder, keeping: parts)
        writtenParts = parts.indices.count { readParts.count != parts.count || parts[$0] != readParts[$0] }
    }
}

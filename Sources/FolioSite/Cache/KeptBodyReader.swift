import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Why: the render phase asks, for each page it is about to render, whether the last build left its
// body in a page file that can stand in for rendering the note again (``KeptBody``). The bytes are
// taken from the live output, which holds exactly the last build's files until this build publishes,
// and are trusted only when they have the digests the cache recorded: a page edited, replaced or
// restored from elsewhere with other bytes is rendered, never guessed at.

/// Reads kept bodies (``KeptBody``) back from the previous build's output folder.
final class KeptBodyReader: @unchecked Sendable {
    /// The output folder as the last build published it.
    let folder: String
    /// The build cache's entries, by source path.
    let entries: [String: PageCache.Entry]
    /// Where the cache keeps the pages' search entries: a kept body comes with the entry made from it,
    /// which the render phase uses again when the page's URL, title and tags are the ones it was made for.
    let searchTexts: SearchTextStore?
    /// What each kept body looked up in the plan (``KeptLookups``), by source path: a kept body whose key
    /// changed only because pages were added, deleted or moved is taken while those lookups still hold.
    let lookups: [String: KeptLookups.Entry]
    private let lock = NSLock()
    private var hits = 0

    init(folder: String, entries: [String: PageCache.Entry], searchTexts: SearchTextStore? = nil,
         lookups: [String: KeptLookups.Entry] = [:]) {
        self.folder = folder
        self.entries = entries
        self.searchTexts = searchTexts
        self.lookups = lookups
    }

    /// How many pages were taken from kept bodies so far.
    var hitCount: Int { lock.withLock { hits } }

    /// `page`'s rendering put together from its kept body, and the lookups kept for it (nil: none), when
    /// the page file still holds the body's bytes and either the cache kept it under `key` (the body key
    /// and every page's place, ``PageKeys/keptBodies``) or it was rendered under `bodyKey` (the page's
    /// own inputs, ``PageKeys/bodies``) and every lookup it made gives the same answer in `plan`.
    func page(_ page: PageSummary, key: CacheDigest, bodyKey: CacheDigest, plan: SitePlan)
        -> (page: RenderedPage, lookups: KeptLookups.Entry?)? {
        guard let entry = entries[page.sourcePath], entry.outputPath == page.outputPath,
              let packed = entry.record.keptBody, let kept = try? KeptBody(decoding: packed),
              SiteWriter.isSafe(entry.outputPath) else { return nil }
        // Lookups recorded for another kept body (an older rendering of the page) say nothing of this one.
        let lookups = self.lookups[page.sourcePath].flatMap { $0.tie == kept.key ? $0 : nil }
        if kept.key != key {
            guard let lookups, lookups.bodyKey == bodyKey, lookups.holds(in: plan) else { return nil }
        }
        let descriptor = open(folder + "/" + entry.outputPath, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(info.st_size)
        guard let body = Self.read(descriptor, kept.body, size: size, digest: kept.bodyDigest) else { return nil }
        var title: String?
        if let range = kept.title {
            guard let bytes = Self.read(descriptor, range, size: size, digest: kept.titleDigest) else { return nil }
            title = bytes
        }
        let toc: [RenderedPage.TOCEntry]
        switch kept.toc {
        case .entries(let entries):
            toc = entries
        case .inPage(let range, let digest):
            guard let bytes = Self.read(descriptor, range, size: size, digest: digest),
                  let entries = KeptOutline.entries(Array(bytes.utf8)) else { return nil }
            toc = entries
        }
        let record = entry.record
        let search = record.search?.storedText.flatMap { searchTexts?.entry($0) }
        lock.withLock { hits += 1 }
        var rendered = RenderedPage(bodyHTML: body, titleHTML: title, toc: toc, hasOwnH1: kept.hasOwnH1,
                            anchors: Set(entry.anchors.sorted), anchorReferences: record.anchorReferences,
                            diagnostics: record.diagnostics, diagrams: record.diagrams,
                            renderedDiagrams: record.renderedDiagrams, search: search, siteLookups: nil)
        rendered.keptDigests = (kept.bodyDigest, kept.titleDigest)
        return (rendered, lookups)
    }

    /// The bytes at `range` of the open file, as a string, when they are there whole and have `digest`.
    private static func read(_ descriptor: Int32, _ range: Range<Int>, size: Int, digest: CacheDigest) -> String? {
        guard range.upperBound <= size else { return nil }
        var matched = false
        let text = String(unsafeUninitializedCapacity: range.count) { buffer in
            var done = 0
            while done < range.count {
                let count = pread(descriptor, buffer.baseAddress! + done, range.count - done, off_t(range.lowerBound + done))
                guard count > 0 else { return 0 }
                done += count
            }
            matched = CacheDigest(UnsafeRawBufferPointer(buffer)) == digest
            return matched ? done : 0
        }
        return matched ? text : nil
    }
}

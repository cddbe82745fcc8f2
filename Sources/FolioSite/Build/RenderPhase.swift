import Dispatch
import FolioSearch
import Highlight
import Foundation

/// Phase 4, render: every page to be built goes Markdown → HTML → template → file, and every
/// asset to be copied is copied, all on one pool of workers.
///
/// Why: this is where a build spends its time, so pages and assets share the cores. A worker takes
/// a run of pages (``pagesTogether``) and takes it through each stage in turn: colour its code,
/// render its Markdown, put it in templates, write its files, read it back for search. Each stage's
/// code and tables then stay in the processor's caches from one page to the next (interleaving
/// them cost 10,000 bench notes 4–5% of the lean build, and a third of what highlighting adds;
/// PERFORMANCE.md).
/// A run's HTML is dropped once written, so memory stays flat for large sites. What the later
/// phases need is kept as a slim ``RenderedPage``.
struct RenderPhase {
    let site: LoadedSite
    let writer: SiteWriter
    let content: URL
    let workers: Int
    let progress: (@Sendable (Int, Int) -> Void)?
    /// The most pages a worker takes at once (see ``run(_:bodies:assets:)``). Runs of 32 to 128 pages
    /// measured alike at 10,000 notes; 16 and 8 lost part of the gain (PERFORMANCE.md).
    static let pagesTogether = 64
    /// Kept renderings (`folio serve`): a page whose body key (`bodyKeys`, as `pages`) is in the store,
    /// with lookups in the site plan that still give the answers they gave (``SiteLookups``), is put in
    /// its template without being rendered again, and every page rendered is kept there.
    var bodyStore: RenderedBodyStore? = nil
    /// Kept bodies (`folio build` with its cache): a page whose kept body key (`keptBodyKeys`, as
    /// `pages`) is the one the cache recorded, or whose body key (`ownBodyKeys`) is the one it was
    /// rendered under with lookups that still hold (``KeptLookups``), and whose last page file still
    /// holds that body's bytes, is put in its template without being rendered again (``KeptBodyReader``).
    var keptBodies: KeptBodyReader? = nil
    /// Each search entry gets its key (``SearchEntry/key``), so the next build's index reuses its blocks
    /// and words while the pages' entries are the same (a build that keeps nothing has no use for them).
    var makesSearchKeys = false

    /// Renders `pages` from `bodies` (same order; each slot is emptied once used) and copies
    /// `assets`; returns each page's rendering without its HTML, in `pages` order.
    /// `keptBodyKeys` (``PageKeys/keptBodies``, as `pages`) and `ownBodyKeys` (``PageKeys/bodies``, as
    /// `pages`): each page written records where its body lies in its file under that key
    /// (``RenderedPage/keptBody``) and what its rendering looked up (``RenderedPage/keptLookups``), and
    /// kept bodies are looked up by them.
    func run(_ pages: [PageSummary], bodies: inout [String?], assets: [String],
             bodyKeys: [CacheDigest] = [], keptBodyKeys: [CacheDigest] = [], ownBodyKeys: [CacheDigest] = []) throws -> [RenderedPage] {
        let store = bodyKeys.count == pages.count ? bodyStore : nil
        let keeps = keptBodyKeys.count == pages.count && ownBodyKeys.count == pages.count
        let keptBodyKeys = keeps ? keptBodyKeys : [], ownBodyKeys = keeps ? ownBodyKeys : []
        let kept = keeps ? keptBodies : nil
        // An asset a page's output takes the place of is not copied (no set of every page's path when there are none).
        let pageOutputs = assets.isEmpty ? [] : Set(site.plan.pages.map { $0.outputPath.lowercased() })
        let assets = assets.filter { !pageOutputs.contains($0.lowercased()) }
        let total = pages.count + assets.count
        var outcomes = [Result<RenderedPage, Error>?](repeating: nil, count: pages.count)
        var assetErrors = [Error?](repeating: nil, count: assets.count)
        let counter = WorkCounter()
        let workers = max(1, min(self.workers, max(total, 1)))
        // Each worker still gets eight runs or more on a small site.
        let run = max(1, min(RenderPhase.pagesTogether, pages.count / (workers * 8)))
        let highlighter = site.renderer.highlighter
        bodies.withUnsafeMutableBufferPointer { bodyBuffer in
            outcomes.withUnsafeMutableBufferPointer { pageBuffer in
                assetErrors.withUnsafeMutableBufferPointer { assetBuffer in
                    let bodySlots = UnsafeSendableBuffer(bodyBuffer)
                    let pageSlots = UnsafeSendableBuffer(pageBuffer)
                    let assetSlots = UnsafeSendableBuffer(assetBuffer)
                    DispatchQueue.concurrentPerform(iterations: workers) { _ in
                        while let tasks = counter.next(limit: total, taking: run) {
                            let pageTasks = tasks.clamped(to: 0..<pages.count)
                            // Kept renderings first: their notes are neither coloured (no body left) nor rendered.
                            if let store {
                                for task in pageTasks {
                                    guard let kept = store.page(pages[task].sourcePath, key: bodyKeys[task], plan: site.plan) else { continue }
                                    pageSlots.buffer[task] = .success(kept)
                                    bodySlots.buffer[task] = nil
                                }
                            }
                            if let kept {
                                for task in pageTasks where pageSlots.buffer[task] == nil {
                                    guard let taken = kept.page(pages[task], key: keptBodyKeys[task], bodyKey: ownBodyKeys[task],
                                                                plan: site.plan) else { continue }
                                    var page = taken.page
                                    page.keptLookups = taken.lookups
                                    pageSlots.buffer[task] = .success(page)
                                    bodySlots.buffer[task] = nil
                                }
                            }
                            if let highlighter { colourAhead(pageTasks, bodies: bodySlots, with: highlighter) }
                            for task in pageTasks where pageSlots.buffer[task] == nil {
                                let body = bodySlots.buffer[task]
                                bodySlots.buffer[task] = nil
                                let result = Result { try renderBody(pages[task], body: body, recordingLookups: store != nil || keeps) }
                                if let store, case .success(let rendered) = result {
                                    store.keep(rendered, source: pages[task].sourcePath, key: bodyKeys[task])
                                }
                                pageSlots.buffer[task] = result
                            }
                            writePages(pageTasks, pages: pages, slots: pageSlots, counter: counter, total: total,
                                       store: store, bodyKeys: bodyKeys, keptBodyKeys: keptBodyKeys, ownBodyKeys: ownBodyKeys)
                            for task in tasks.clamped(to: pages.count..<total) {
                                let path = assets[task - pages.count]
                                do {
                                    try writer.copy(from: content.appendingPathComponent(path), to: path)
                                } catch {
                                    assetSlots.buffer[task - pages.count] = error
                                }
                                if let progress { progress(counter.finished(), total) }
                            }
                        }
                    }
                }
            }
        }
        if let error = assetErrors.lazy.compactMap({ $0 }).first { throw error }
        return try outcomes.map { outcome in
            guard let outcome else { throw SiteBuildError.io("a page was not rendered") }
            return try outcome.get()
        }
    }

    /// Colours the code blocks of the pages `tasks` (those whose body is in memory), by language.
    private func colourAhead(_ tasks: Range<Int>, bodies: UnsafeSendableBuffer<String?>, with highlighter: SyntaxHighlighter) {
        guard tasks.count > 1 else { return }
        var blocks: [(language: String, code: String)] = []
        for task in tasks {
            if let body = bodies.buffer[task] { blocks += FencedBlockScan.blocks(in: body) }
        }
        highlighter.colourAhead(blocks)
    }

    /// The page's Markdown rendered (its body HTML, title, outline…), before its template.
    /// `recordingLookups`: the rendering records what it looks up in the plan (for the store).
    private func renderBody(_ page: PageSummary, body: String?, recordingLookups: Bool) throws -> RenderedPage {
        let body = try body ?? FrontMatterParser.body(of: site.renderer.loader.readText(page.sourcePath))
        guard recordingLookups else { return try site.renderer.render(page, body: body) }
        var renderer = site.renderer
        renderer.recordsSiteLookups = true
        return try renderer.render(page, body: body)
    }

    /// The pages `tasks` whose bodies rendered: put in their template and written, a stage at a time
    /// over the run; then read back for search. Each page's slot ends without its HTML (or with the
    /// error that stopped it).
    /// A kept rendering comes with the search entry made from it, used again when the page's URL, title
    /// and tags are the ones it was made for (a new title changes the words the entry counts).
    private func writePages(_ tasks: Range<Int>, pages: [PageSummary], slots: UnsafeSendableBuffer<Result<RenderedPage, Error>?>,
                            counter: WorkCounter, total: Int, store: RenderedBodyStore?, bodyKeys: [CacheDigest],
                            keptBodyKeys: [CacheDigest], ownBodyKeys: [CacheDigest]) {
        // A summary kept in the build cache decodes its details once here, not at each field the page shows.
        let shown = tasks.map { task in
            var page = pages[task]
            page.decodeKept()
            return page
        }
        var files: [(task: Int, bytes: [UInt8])] = []
        files.reserveCapacity(tasks.count)
        // The digests of the bodies kept (``KeptBody/bodyDigest``), for the search keys.
        var bodyDigests = [CacheDigest?](repeating: nil, count: tasks.count)
        for task in tasks {
            guard case .success(var rendered)? = slots.buffer[task] else { continue }
            let bytes = site.templates.renderPageBytes("page", context: site.context.page(shown[task - tasks.lowerBound], rendered: rendered,
                                                                                           navigation: site.navigation, plan: site.plan, backlinks: site.backlinks, related: site.related))
            if !keptBodyKeys.isEmpty {
                let key = keptBodyKeys[task]
                let keptBody = KeptBody(key: key, rendered: rendered, page: bytes)
                bodyDigests[task - tasks.lowerBound] = keptBody?.bodyDigest
                rendered.keptBody = keptBody.map { ArraySlice($0.encoded) }
                // The lookups go with the body written here: those just recorded, or those kept for the body taken.
                if rendered.keptBody == nil {
                    rendered.keptLookups = nil
                } else if let lookups = rendered.siteLookups {
                    rendered.keptLookups = KeptLookups.Entry(tie: key, bodyKey: ownBodyKeys[task], lookups: lookups)
                } else {
                    rendered.keptLookups = rendered.keptLookups?.tied(to: key)
                }
                if store == nil { rendered.siteLookups = nil }
                slots.buffer[task] = .success(rendered)
            }
            files.append((task, bytes))
        }
        for file in files {
            do {
                try writer.write(pages[file.task].outputPath, bytes: file.bytes)
            } catch {
                slots.buffer[file.task] = .failure(error)
            }
        }
        files = []
        for task in tasks {
            if let progress { progress(counter.finished(), total) }
            guard case .success(var rendered)? = slots.buffer[task] else { continue }
            slots.buffer[task] = nil
            let page = shown[task - tasks.lowerBound]
            if site.config.search && SearchEntry.isSearchable(page) {
                if let kept = rendered.search, kept.document.title == page.title, kept.document.tags == page.tags,
                   kept.document.url == SearchEntry.url(of: page, urls: site.plan.urls) {
                    // The kept rendering's entry is this page's.
                } else {
                    // The marker of Docusaurus' cards is no text of the page (``DocCardList``).
                    let text = page.listsDocCards ? DocCardList.withoutMarkers(rendered.bodyHTML) : rendered.bodyHTML
                    rendered.search = SearchEntry(page: page, bodyHTML: text, urls: site.plan.urls)
                    store?.keepSearch(rendered.search, source: page.sourcePath, key: bodyKeys[task])
                }
                // The entry's URL is the page's (made with it, or kept because it is the same).
                if makesSearchKeys, let url = rendered.search?.document.url {
                    let body = bodyDigests[task - tasks.lowerBound] ?? CacheDigest(rendered.bodyHTML)
                    rendered.search?.key = SearchEntry.key(url: url, title: page.title, tags: page.tags, body: body)
                }
            } else {
                rendered.search = nil
            }
            rendered.bodyHTML = ""
            slots.buffer[task] = .success(rendered)
        }
    }
}

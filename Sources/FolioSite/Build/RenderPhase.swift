import Dispatch
import FolioSearch
import Highlight
import Foundation

/// Phase 4, render: every page to be built goes Markdown → HTML → template → file, and every
/// asset to be copied is copied, all on one pool of workers.
///
/// Why: this is where a build spends its time, so pages and assets share the cores, each page
/// is written as soon as it is rendered, and its HTML and body are dropped at once, so memory
/// stays flat for large sites. What the later phases need is kept as a slim ``RenderedPage``.
struct RenderPhase {
    let site: LoadedSite
    let writer: SiteWriter
    let content: URL
    let workers: Int
    let progress: (@Sendable (Int, Int) -> Void)?
    /// The most pages a worker takes at once with highlighting or search (see ``run(_:bodies:assets:)``).
    static let pagesTogether = 64

    /// Renders `pages` from `bodies` (same order; each slot is emptied once used) and copies
    /// `assets`; returns each page's rendering without its HTML, in `pages` order.
    func run(_ pages: [PageSummary], bodies: inout [String?], assets: [String]) throws -> [RenderedPage] {
        // An asset a page's output takes the place of is not copied (no set of every page's path when there are none).
        let pageOutputs = assets.isEmpty ? [] : Set(site.plan.pages.map { $0.outputPath.lowercased() })
        let assets = assets.filter { !pageOutputs.contains($0.lowercased()) }
        let total = pages.count + assets.count
        var outcomes = [Result<RenderedPage, Error>?](repeating: nil, count: pages.count)
        var assetErrors = [Error?](repeating: nil, count: assets.count)
        let counter = WorkCounter()
        let workers = max(1, min(self.workers, max(total, 1)))
        // With highlighting or search, a worker takes a run of pages. It colours their code blocks
        // together, by language, before rendering them, and reads their HTML back for search after:
        // a grammar's tables, and the search tokenizer's, then stay in the processor's caches from
        // one page to the next (10,000 bench notes: the highlighting build 4.05 → 3.55 s wall, the
        // default build 4.59 → 4.41 s, the same bytes). Runs of 16 to 64 pages measured alike;
        // smaller lose the gain, and each worker still gets eight runs or more on a small site.
        let highlighter = site.renderer.highlighter
        let indexes = site.config.search
        let chunk = highlighter == nil && !indexes ? 1 : max(1, min(RenderPhase.pagesTogether, pages.count / (workers * 8)))
        bodies.withUnsafeMutableBufferPointer { bodyBuffer in
            outcomes.withUnsafeMutableBufferPointer { pageBuffer in
                assetErrors.withUnsafeMutableBufferPointer { assetBuffer in
                    let bodySlots = UnsafeSendableBuffer(bodyBuffer)
                    let pageSlots = UnsafeSendableBuffer(pageBuffer)
                    let assetSlots = UnsafeSendableBuffer(assetBuffer)
                    DispatchQueue.concurrentPerform(iterations: workers) { _ in
                        while let tasks = counter.next(limit: total, taking: chunk) {
                            if let highlighter { colourAhead(tasks.clamped(to: 0..<pages.count), bodies: bodySlots, with: highlighter) }
                            for task in tasks {
                                if task < pages.count {
                                    let body = bodySlots.buffer[task]
                                    bodySlots.buffer[task] = nil
                                    pageSlots.buffer[task] = Result { try render(pages[task], body: body) }
                                } else {
                                    let path = assets[task - pages.count]
                                    do {
                                        try writer.copy(from: content.appendingPathComponent(path), to: path)
                                    } catch {
                                        assetSlots.buffer[task - pages.count] = error
                                    }
                                }
                                if let progress { progress(counter.finished(), total) }
                            }
                            if indexes { addSearchEntries(tasks.clamped(to: 0..<pages.count), pages: pages, to: pageSlots) }
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

    /// The search entries of the pages `tasks` rendered so far, from their bodies, which are then dropped.
    private func addSearchEntries(_ tasks: Range<Int>, pages: [PageSummary], to slots: UnsafeSendableBuffer<Result<RenderedPage, Error>?>) {
        for task in tasks {
            guard case .success(var rendered)? = slots.buffer[task] else { continue }
            let page = pages[task]
            if SearchEntry.isSearchable(page) {
                rendered.search = SearchEntry(page: page, bodyHTML: rendered.bodyHTML, urls: site.plan.urls)
            }
            rendered.bodyHTML = ""
            slots.buffer[task] = .success(rendered)
        }
    }

    /// One page: rendered, put in its template, written; handed back without its HTML (with it when
    /// the site has search, for ``addSearchEntries(_:pages:to:)``).
    private func render(_ page: PageSummary, body: String?) throws -> RenderedPage {
        var rendered = try site.renderer.render(page, body: body ?? FrontMatterParser.body(of: site.renderer.loader.readText(page.sourcePath)))
        let html = site.templates.renderPageBytes("page", context: site.context.page(page, rendered: rendered, navigation: site.navigation))
        try writer.write(page.outputPath, bytes: html)
        // Search reads the body back once the worker's run of pages is rendered (``addSearchEntries``).
        if !site.config.search { rendered.bodyHTML = "" }
        return rendered
    }
}

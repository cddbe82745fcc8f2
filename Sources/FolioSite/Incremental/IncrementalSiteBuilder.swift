import Mermaid
import Dispatch
import Foundation

/// Builds a site once, keeps what it learned (the loaded site, each page's anchors and diagnostics,
/// the generated pages' HTML), and then rebuilds only what a change touches. This is what makes
/// `folio serve` fast: one edited note in a 1,000-note site re-renders one page and rewrites the few
/// listing pages whose HTML changed, in milliseconds, while unchanged diagrams come from the
/// ``DiagramCache``.
///
/// It runs the same stages as ``SiteBuilder`` (`loadSite` → `renderPage` → generated pages → theme
/// files), so a full build here writes the same files as `folio build` (a test compares them).
/// Writes replace files (temporary file + rename) and never modify one in place, because the preview
/// passes a folder whose files are hard links to the version being served.
///
/// ```swift
/// let builder = IncrementalSiteBuilder(options: BuildOptions(contentDirectory: "notes"))
/// _ = try builder.fullBuild(into: URL(fileURLWithPath: "/tmp/site-1"))
/// // … notes/setup.md is saved, /tmp/site-2 is a copy of /tmp/site-1 …
/// let result = try builder.rebuild(changed: ["/abs/notes/setup.md"], into: URL(fileURLWithPath: "/tmp/site-2"))
/// result.writtenPaths   // ["index.html", "setup.html"]
/// ```
public final class IncrementalSiteBuilder: @unchecked Sendable {
    public let options: BuildOptions
    /// Shared by every build of this builder.
    public let diagramCache: DiagramCache
    let builder: SiteBuilder
    var state: IncrementalState?
    private let lock = NSLock()
    private var phases = PhaseClock()

    /// Milliseconds spent in each phase of the last incremental rebuild (load, render, lists, report),
    /// for the bench; empty after a full build.
    public var lastPhaseTimings: [(phase: String, milliseconds: Double)] { lock.withLock { phases.laps } }

    public init(options: BuildOptions, diagramCache: DiagramCache = DiagramCache()) {
        self.options = options
        self.diagramCache = diagramCache
        self.builder = SiteBuilder(options: options)
    }

    /// The content folder, absolute and standardized.
    public var contentDirectory: String { builder.contentURL.path }

    /// Files and folders whose change affects every page: `folio.yml`, and the `Templates/` and
    /// `Themes/` folders of the site and of the built-in resources. Both places a site root can be
    /// (the content folder and its parent) are listed, so creating a `folio.yml` is noticed too.
    public var fullBuildRoots: [String] {
        let content = builder.contentURL
        var roots: [String] = []
        for folder in [content, content.deletingLastPathComponent()] {
            let base = folder.standardizedFileURL.path
            roots += ["folio.yml", "folio.yaml", "Templates", "Themes"].map { base + "/" + $0 }
        }
        if let resources = ResourceLocator.resourcesDirectory(explicit: options.resourcesDirectory) {
            let base = URL(fileURLWithPath: resources).standardizedFileURL.path
            roots += [base + "/Templates", base + "/Themes"]
        }
        return Array(Set(roots)).sorted()
    }

    /// Builds everything into `output` (emptied first).
    public func fullBuild(into output: URL) throws -> IncrementalBuildResult {
        try lock.withLock { try performFullBuild(into: output, reason: nil) }
    }

    /// Brings `output` (a copy of the previous build's folder) up to date after `changed` files changed.
    /// If it throws, the next rebuild is a full build: a half-applied change is never built upon.
    public func rebuild(changed: Set<String>, into output: URL) throws -> IncrementalBuildResult {
        try lock.withLock {
            do {
                return try plannedRebuild(changed: changed, into: output)
            } catch {
                state = nil
                throw error
            }
        }
    }

    private func plannedRebuild(changed: Set<String>, into output: URL) throws -> IncrementalBuildResult {
        guard let current = state else { return try performFullBuild(into: output, reason: "no previous build") }
        let plan = ChangePlan.classify(
            changed: changed, content: contentDirectory, fullBuildRoots: fullBuildRoots,
            pages: Set(current.site.plan.pages.map(\.sourcePath)), assets: current.site.plan.assets,
            ignored: [builder.outputURL.path])
        if plan.needsFullBuild { return try performFullBuild(into: output, reason: plan.reason) }
        return try performIncrementalBuild(plan, state: current, into: output)
    }

    private func performFullBuild(into output: URL, reason: String?) throws -> IncrementalBuildResult {
        let start = DispatchTime.now().uptimeNanoseconds
        phases = PhaseClock()
        self.state = nil
        let writer = try SiteFileWriter(root: output, startEmpty: true)
        var site = try builder.loadSite()
        site.renderer.diagramCache = diagramCache
        var state = IncrementalState(site: site)
        let pages = site.plan.pages
        let outcomes = try renderInParallel(pages, site: site, writer: writer)
        for (page, rendered) in zip(pages, outcomes) { state.record(rendered, for: page) }

        let content = builder.contentURL
        let pageOutputs = Set(pages.map { $0.outputPath.lowercased() })
        for asset in site.plan.assets.sorted() where !pageOutputs.contains(asset.lowercased()) {
            try writer.copy(from: content.appendingPathComponent(asset), to: asset)
        }
        for (path, contents) in state.generatedPages() where !pageOutputs.contains(path.lowercased()) {
            try writer.write(path, contents: contents)
            state.generated[path] = contents
        }
        for file in site.theme.files { try writer.write(file.outputPath, data: file.data) }
        self.state = state
        return result(state: state, written: writer.written, full: true, reason: reason, start: start)
    }

    private func performIncrementalBuild(_ plan: ChangePlan, state current: IncrementalState,
                                         into output: URL) throws -> IncrementalBuildResult {
        let start = DispatchTime.now().uptimeNanoseconds
        phases = PhaseClock()
        let writer = try SiteFileWriter(root: output, startEmpty: false)
        var state = current
        let loader = state.site.renderer.loader
        var pages = state.site.plan.pages
        let oldTitles = pages.map(\.title)
        for (index, page) in pages.enumerated() where plan.pages.contains(page.sourcePath) {
            var fresh = try loader.load(page.sourcePath, outputPath: page.outputPath)
            if fresh.frontMatter.value("slug")?.text != page.frontMatter.value("slug")?.text {
                return try performFullBuild(into: output, reason: "\(page.sourcePath) changed its slug")
            }
            fresh.outputPath = page.outputPath
            pages[index] = fresh
        }
        for index in pages.indices { pages[index].title = pages[index].baseTitle }
        TitleDisambiguator.disambiguate(&pages)
        state.replacePages(pages)
        phases.lap("load")

        // Re-render the changed pages, and any other page whose displayed title changed with them.
        // Generated pages are redone only when something they list changed (``ListingSignature``).
        let affected = pages.indices.filter { plan.pages.contains(pages[$0].sourcePath) || pages[$0].title != oldTitles[$0] }
        let toRender = affected.map { pages[$0] }
        let outcomes = try renderInParallel(toRender, site: state.site, writer: writer)
        for (page, rendered) in zip(toRender, outcomes) { state.record(rendered, for: page) }
        phases.lap("render")
        let pageOutputs = Set(pages.map { $0.outputPath.lowercased() })
        for asset in plan.assets.sorted() where !pageOutputs.contains(asset.lowercased()) {
            try writer.copy(from: builder.contentURL.appendingPathComponent(asset), to: asset)
        }
        // Only pages that were reloaded or retitled can list differently.
        let oldPages = current.site.plan.pages
        let relisted = affected.map { (oldPages[$0], pages[$0]) }.filter { old, new in
            ListingSignature(old) != ListingSignature(new)
        }
        if !relisted.isEmpty {
            let tags = Set(relisted.flatMap { $0.0.tags + $0.1.tags })
            let categories = Set(relisted.flatMap { $0.0.categories + $0.1.categories })
            let generator = GeneratedPages(plan: state.site.plan, context: state.site.context, templates: state.site.templates)
            let cards = state.cards.map { generator.updating($0, for: relisted.map(\.1)) }
                ?? generator.renderCards(for: pages)
            state.cards = cards
            var expected = Set(tags.map { GeneratedPages.listPath(folder: "tags", name: $0) })
            expected.formUnion(categories.map { GeneratedPages.listPath(folder: "categories", name: $0) })
            for (path, contents) in generator.pages(listingTags: tags, categories: categories, cards: cards)
            where !pageOutputs.contains(path.lowercased()) {
                expected.remove(path)
                if state.generated[path] != contents { try writer.write(path, contents: contents) }
                state.generated[path] = contents
            }
            // List pages of tags that no page has any more.
            for path in expected.sorted() where state.generated[path] != nil {
                try writer.remove(path)
                state.generated[path] = nil
            }
        }
        phases.lap("lists")
        self.state = state
        defer { phases.lap("report") }
        return result(state: state, written: writer.written, full: false, reason: nil, start: start)
    }

    /// Renders `pages` on every core and writes each as soon as it is done.
    private func renderInParallel(_ pages: [PageSummary], site: LoadedSite,
                                  writer: SiteFileWriter) throws -> [RenderedPage] {
        var outcomes = [Result<RenderedPage, Error>?](repeating: nil, count: pages.count)
        let workers = max(1, min(options.concurrency ?? ProcessInfo.processInfo.activeProcessorCount, pages.count))
        let counter = WorkCounter()
        let builder = self.builder
        outcomes.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let index = counter.next(limit: pages.count) {
                    slots.buffer[index] = Result {
                        let (html, rendered) = try builder.renderPage(pages[index], in: site)
                        try writer.write(pages[index].outputPath, contents: html)
                        var slim = rendered
                        slim.bodyHTML = ""
                        return slim
                    }
                }
            }
        }
        return try outcomes.map { outcome in
            guard let outcome else { throw SiteBuildError.io("a page was not rendered") }
            return try outcome.get()
        }
    }

    private func result(state: IncrementalState, written: [String], full: Bool, reason: String?,
                        start: UInt64) -> IncrementalBuildResult {
        var diagnostics = state.diagnostics()
        if options.strict {
            for index in diagnostics.indices where diagnostics[index].severity == .warning {
                diagnostics[index].severity = .error
            }
        }
        diagnostics.sort()
        let pages = state.site.plan.pages
        let report = BuildReport(
            pages: pages.count, diagrams: state.diagramCounts.values.reduce(0, +),
            renderedDiagrams: state.renderedDiagramCounts.values.reduce(0, +), assets: state.site.plan.assets.count,
            diagnostics: diagnostics, duration: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9,
            outputDirectory: "")
        return IncrementalBuildResult(report: report, writtenPaths: written.sorted(), wasFullBuild: full, reason: reason)
    }
}

/// What one build or rebuild did.
public struct IncrementalBuildResult: Sendable {
    /// The whole site's state after this build (every page's diagnostics, not only the changed ones).
    public var report: BuildReport
    /// Output paths written or removed by this build, sorted.
    public var writtenPaths: [String]
    /// True when every page was rebuilt.
    public var wasFullBuild: Bool
    /// Why a rebuild became a full build (e.g. "layout.mustache changed").
    public var reason: String?
}

/// Splits a rebuild's time into named phases.
struct PhaseClock {
    private var last = DispatchTime.now().uptimeNanoseconds
    private(set) var laps: [(phase: String, milliseconds: Double)] = []

    mutating func lap(_ phase: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        laps.append((phase, Double(now - last) / 1e6))
        last = now
    }
}

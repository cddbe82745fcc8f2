import Mermaid
import Highlight
import Dispatch
import Foundation

/// The one build pipeline: discover → load → plan → render → check → generate → publish.
///
/// Why one: `folio build` and every `folio serve` rebuild run these same phases, one file each
/// in this folder; only the ``OutputSink`` differs (a staging folder swapped in atomically, or a
/// hard-linked generation the preview publishes). A full build is a rebuild where everything
/// changed; a rebuild loads only the changed notes, renders them and the pages whose title moved
/// with them, and rewrites only the lists that show them. It remembers the last build (when
/// `remembers`) and falls back to a full build whenever that is the only safe answer
/// (``ChangePlan``).
///
/// ```swift
/// let pipeline = SitePipeline(options: BuildOptions(contentDirectory: "notes", outputDirectory: "_site"))
/// let result = try pipeline.build(into: try StagingSink(path: "_site"))
/// ```
public final class SitePipeline: @unchecked Sendable {
    public let options: BuildOptions
    let folders: SiteFolders
    private let diagramCache: MermaidCache?
    /// Colours code; with a build cache folder it keeps the coloured blocks there between runs.
    private let highlighter: SyntaxHighlighter
    private let remembers: Bool
    /// The search index's compressed blocks, kept across rebuilds when the pipeline remembers.
    private let searchCompressor = SearchTextCompressor()
    /// The pages' rendered Markdown, kept across rebuilds when the pipeline remembers (``RenderedBodyStore``).
    private let bodyStore: RenderedBodyStore?
    /// The notes' summaries as the last full build loaded them (with their files' stamps), and the
    /// body inputs (options and `folio.yml`) they were read under: a full rebuild with the same body
    /// inputs and no build cache takes an unchanged note's summary from here instead of reading and
    /// parsing it again (a template, theme or new note rebuild in `folio serve`). Kept when `remembers`.
    private var keptNotes: (bodyInputs: CacheDigest, summaries: [String: PageSummary])?
    private let lock = NSLock()
    private var state: BuildState?
    private var phases = PhaseClock()
    /// Test hook: make the writer fail after this many files.
    var failAfterWrites: Int?

    /// - Parameters:
    ///   - diagramCache: draws each unchanged diagram once per session (`folio serve`).
    ///   - remembers: keep what a build learnt for the next rebuild (off for a one-shot build).
    public init(options: BuildOptions, diagramCache: MermaidCache? = nil, remembers: Bool = true) {
        self.options = options
        self.folders = SiteFolders(options: options)
        self.diagramCache = diagramCache
        self.remembers = remembers
        bodyStore = remembers ? RenderedBodyStore() : nil
        highlighter = options.cacheDirectory.map {
            SyntaxHighlighter(keepingBlocksIn: $0 + "/" + SitePipeline.keptHighlightsFile, identity: options.cacheIdentity)
        } ?? .shared
    }

    /// The file of coloured code blocks in the build cache folder.
    static let keptHighlightsFile = "highlights.cache"

    /// The content folder, absolute and standardized.
    public var contentDirectory: String { folders.content.path }
    /// Files and folders whose change makes the next build a full one (see ``SiteFolders``).
    public var fullBuildRoots: [String] { folders.fullBuildRoots }
    /// Time per phase of the last build (a full build's too).
    public var lastPhaseTimings: [(phase: String, milliseconds: Double, cpuMilliseconds: Double)] { lock.withLock { phases.laps } }

    /// Builds everything into `sink` (made once the site is loaded) and publishes it.
    public func build(into sink: @autoclosure () throws -> any OutputSink) throws -> PipelineResult {
        try lock.withLock { try full(reason: nil) { _ in try sink() } }
    }

    /// Builds everything into `output` (emptied first), a generation folder of the preview.
    public func fullBuild(into output: URL) throws -> PipelineResult {
        try lock.withLock { try full(reason: nil) { _ in try GenerationSink(folder: output, startEmpty: true) } }
    }

    /// Brings `output` (a hard-link copy of the previous build's folder) up to date after `changed`
    /// files changed. If it throws, the next rebuild is a full one: a half-applied change is never built upon.
    public func rebuild(changed: Set<String>, into output: URL) throws -> PipelineResult {
        try lock.withLock {
            let sink = { (full: Bool) in try GenerationSink(folder: output, startEmpty: full) }
            do {
                guard let previous = state else { return try full(reason: "no previous build", sink: sink) }
                let plan = ChangePlan.classify(
                    changed: changed, content: contentDirectory, fullBuildRoots: fullBuildRoots,
                    pages: Set(previous.site.plan.pages.map(\.sourcePath)), assets: previous.site.plan.assets,
                    ignored: [folders.output.path], drafts: previous.site.plan.drafts)
                if plan.needsFullBuild { return try full(reason: plan.reason, sink: sink) }
                if let section = SectionCascades.changedCascade(in: plan.pages, content: contentDirectory,
                                                                 cascading: previous.site.renderer.loader.frontMatterDefaults.cascadingSections) {
                    return try full(reason: "\(section) cascades front matter", sink: sink)
                }
                return try incremental(plan, from: previous, sink: sink)
                    ?? full(reason: "a changed note changed its slug or aliases, or became a draft", sink: sink)
            } catch {
                state = nil
                keptNotes = nil
                throw error
            }
        }
    }

    /// Discovers, loads and plans the site without writing anything. `known`: kept summaries of notes
    /// (``PageCache/KnownNotes``) that stand in for parsing those whose text is unchanged.
    func load(known: [String: PageSummary] = [:]) throws
        -> (site: LoadedSite, discovery: DiscoverPhase.Discovery, bodies: [String?], noteSummaries: [PageSummary]) {
        let discovery = try DiscoverPhase(folders: folders).run()
        phases.lap("discover")
        let loaded = try load(discovery, known: known)
        return (loaded.site, loaded.discovery, loaded.bodies, loaded.noteSummaries)
    }

    /// Loads and plans the notes `discovery` found; `unread` tells the notes taken by their files'
    /// stamps without being read (by index, as the pages).
    private func load(_ discovery: DiscoverPhase.Discovery, known: [String: PageSummary]) throws
        -> (site: LoadedSite, discovery: DiscoverPhase.Discovery, bodies: [String?], noteSummaries: [PageSummary], unread: [Bool]) {
        var loading = LoadPhase(loader: discovery.loader)
        loading.settleSeconds = options.noteSettleSeconds
        var (notes, unread) = try loading.allWithUnread(discovery.pageFiles, observations: discovery.pageObservations, known: known)
        var discovery = discovery
        if !options.includeDrafts { DraftFilter.leaveOut(&notes, unread: &unread, discovery: &discovery) }
        phases.lap("load notes")
        let (site, noteSummaries) = PlanPhase(discovery: discovery, diagramCache: diagramCache, highlighter: highlighter).all(notes)
        defer { DeferredRelease.release(notes) }   // every note's fields, released one by one: not on the way to the site
        return (site, discovery, notes.map(\.body), noteSummaries, unread)
    }

    /// A full build; when the build cache turns out not to hold a search text it recorded, the build
    /// starts again (its staging folder dropped) with every page rendered, and says so.
    private func full(reason: String?, sink makeSink: (Bool) throws -> any OutputSink) throws -> PipelineResult {
        do {
            return try full(reason: reason, sink: makeSink, cacheProblem: nil)
        } catch let missing as SearchTextStore.Unavailable {
            return try full(reason: reason, sink: makeSink, cacheProblem: missing.description)
        }
    }

    /// - Parameter cacheProblem: why the cache's entries must not be used this time (they are rewritten).
    private func full(reason: String?, sink makeSink: (Bool) throws -> any OutputSink,
                      cacheProblem: String?) throws -> PipelineResult {
        let start = DispatchTime.now().uptimeNanoseconds
        phases = PhaseClock()
        state = nil
        // The cache is read on other threads while this one discovers the site (neither needs the other).
        let opening = CacheOpening(options: options, folders: folders)
        let discovered = try DiscoverPhase(folders: folders).run()
        // The folders' `.meta.yml` files are front matter of every note below them, as `folio.yml` is settings.
        let folderMeta = discovered.loader.frontMatterDefaults.folderLayersDigest
        let inputs = PageKeys.inputs(options: options, folders: folders).joined(with: folderMeta)
        let bodyInputs = bodyStore == nil ? nil : PageKeys.bodyInputs(options: options, folders: folders).joined(with: folderMeta)
        phases.lap("discover")
        // `makeSink` does not outlive this call: the thread that makes the sink lets go of it before
        // it says the sink is made, and every way out waits for that (``PendingSink``).
        return try withoutActuallyEscaping(makeSink) { makeSink in
            try full(discovered, opening: opening, inputs: inputs, bodyInputs: bodyInputs, sink: makeSink, start: start,
                     reason: reason, cacheProblem: cacheProblem)
        }
    }

    /// The rest of a full build once the site is discovered (``full(reason:sink:cacheProblem:)``).
    private func full(_ discovered: DiscoverPhase.Discovery, opening: CacheOpening, inputs: CacheDigest,
                      bodyInputs: CacheDigest?, sink makeSink: @escaping (Bool) throws -> any OutputSink, start: UInt64, reason: String?,
                      cacheProblem: String?) throws -> PipelineResult {
        var (cache, cacheWarnings) = opening.wait()
        if let cacheProblem, let cache {
            cache.discardEntries()
            cacheWarnings.append("ignoring the build cache: \(cacheProblem); every page is rendered and the cache rewritten")
        }
        // The sink is made on another core while the notes are loaded and planned (once the cache is
        // read: both cores read it), taken when the first file is written or abandoned when the build fails first.
        // The same thread then checks which kept pages its folder holds as recorded (``KeptPagesCheck``),
        // unless no page can be reused: other site inputs (a template, the theme, `folio.yml`) are in every key.
        let keptCheck = KeptPagesCheck.Slot()
        let checkedEntries = options.cacheReuse == .copy || cache?.notes.settings != inputs ? nil : cache?.entries
        let pending = PendingSink {
            let sink = try makeSink(true)
            if let checkedEntries, !checkedEntries.isEmpty, sink.holdsPreviousFiles {
                keptCheck.check = KeptPagesCheck(folder: sink.folder, entries: checkedEntries)
            }
            return sink
        }
        defer { pending.abandonIfUntaken() }
        if cache != nil { phases.lap("read cache") }
        // Without a build cache, the last full build's summaries when read under the same options and `folio.yml`.
        let kept = cache == nil ? keptNotes.flatMap { $0.bodyInputs == bodyInputs ? $0.summaries : nil } : nil
        keptNotes = nil
        // Summaries depend on folio.yml and the options, not on templates or themes (``PageCache/KnownNotes``).
        let summaryInputs = cache == nil ? CacheDigest.zero : bodyInputs
            ?? PageKeys.bodyInputs(options: options, folders: folders).joined(with: discovered.loader.frontMatterDefaults.folderLayersDigest)
        let known = cache?.notes.valid(forSummaries: summaryInputs) ?? kept ?? [:]
        // `unread`: the notes taken by their files' stamps (the kept stamp came back unchanged).
        var (site, discovery, loadedBodies, noteSummaries, unread) = try load(discovered, known: known)
        if remembers, cache == nil, let bodyInputs {
            keptNotes = (bodyInputs, Dictionary(noteSummaries.lazy.map { ($0.sourcePath, $0) }, uniquingKeysWith: { first, _ in first }))
        }
        let unreadNotes = unread.count { $0 }
        let reusedNotes = cache == nil && kept == nil ? 0 : loadedBodies.count { $0 == nil }
        phases.lap("plan")
        let keys = PageKeys(site: site, inputs: inputs, bodyInputs: bodyInputs)
        phases.lap("keys")
        return try writing(into: pending.take(), compress: site.config.compress) { writer in
            writer.recordsStamps = cache != nil
            var state = BuildState(site: site, siteDiagnostics: discovery.diagnostics)
            state.inputs = inputs
            state.bodyInputs = bodyInputs
            state.pageKeys = keys.pages
            state.pageKeysInOrder = keys.inPageOrder
            state.previousSearchBlocks = cache?.searchBlocks ?? [:]
            state.previousGenerated = cache?.generated
            state.siteKey = keys.site
            state.searchTextStore = cache?.textStore
            if remembers { state.searchCompressor = searchCompressor }
            var pages = site.plan.pages
            state.records.reserveCapacity(pages.count)
            state.anchors.reserveCapacity(pages.count)
            // The pages the cache can stand in for: key unchanged (the rule `folio serve` uses too)
            // and their files still the ones it recorded.
            let reused = try cache.map { try CachedPages(cache: $0, keys: keys, pages: pages, writer: writer,
                                                         folders: folders, copy: options.cacheReuse == .copy, check: keptCheck.check) }
            phases.lap("reuse cached pages")
            if let reused { state.record(reused: reused.entries, of: pages) }
            let toRender = pages.indices.filter { reused?.entries[$0] == nil }
            // Most pages rendered again (a changed title or theme): every kept summary's details decoded
            // once, on every core, for the pages and for the listings after them (``PageDetails``).
            if toRender.count * 4 > pages.count {
                state.site.plan.decodeKept()
                pages = state.site.plan.pages
            }
            var bodies = toRender.map { loadedBodies[$0] }
            // Only `bodies` holds the notes' text now: each is freed as soon as its page is rendered
            // (the whole site's Markdown stayed alive to the end of the build: 120 MB at 10,000 notes).
            loadedBodies = []
            // Kept bodies (``KeptBody``) when a tenth of the pages or more are rendered (a theme, template
            // or title change; a cold build records them): their keys cost a pass over every page, which a
            // rebuild of a few edited notes does without (those few pages then keep no body until rendered again).
            var rendering = render(site, writer)
            // A kept body whose key moved only with the other pages' places is taken while what it looked up
            // still holds (``KeptLookups``, read from the cache folder only now).
            var keptBodyKeys: [CacheDigest] = [], ownBodyKeys: [CacheDigest] = []
            var keptBodies: KeptBodyReader?
            var oldLookups: [String: KeptLookups.Entry] = [:]
            if let cache, toRender.count * 10 >= pages.count, !toRender.isEmpty {
                // Keyed by the renderer's settings, not `folio.yml`'s bytes: a new site title renders no note.
                let renderInputs = PageKeys.renderInputs(options: options, folders: folders, renderer: site.renderer)
                let all = PageKeys(site: site, inputs: inputs, bodyInputs: renderInputs, keepsBodies: true)
                keptBodyKeys = toRender.map { all.keptBodies[$0] }
                ownBodyKeys = toRender.map { all.bodies[$0] }
                oldLookups = KeptLookups.read(directory: cache.directory.path, owner: cache.owner)
                keptBodies = KeptBodyReader(folder: folders.output.path, entries: cache.entries, searchTexts: cache.textStore,
                                            lookups: oldLookups)
                rendering.keptBodies = keptBodies
            }
            let rendered = try rendering.run(toRender.map { pages[$0] }, bodies: &bodies, assets: site.plan.assets.sorted(),
                                             bodyKeys: keys.bodies.isEmpty ? [] : toRender.map { keys.bodies[$0] },
                                             keptBodyKeys: keptBodyKeys, ownBodyKeys: ownBodyKeys)
            for (index, result) in zip(toRender, rendered) { state.record(result, for: pages[index]) }
            // The lookups of every body kept now: those the render phase wrote, and a reused page's as kept.
            let newLookups: [(source: String, entry: KeptLookups.Entry)]? = keptBodies == nil ? nil
                : KeptLookups.gather(pages: pages, rendered: zip(toRender, rendered), reused: reused?.entries, kept: oldLookups)
            oldLookups = [:]
            bodyStore?.keepOnly(Set(pages.lazy.map(\.sourcePath)))
            phases.lap("render")
            var generating = GeneratePhase(writer: writer, remembers: remembers)
            generating.previousOutput = cache != nil ? folders.output.path : nil
            generating.copiesReusedFiles = options.cacheReuse == .copy
            let checking = CheckPhase(policy: WarningPolicy(options: options, config: state.site.config))
            // The cache's entries are kept on another core while the index is built and the site published.
            let keeping = CacheKeeping()
            defer { _ = keeping.wait() }   // never a writer left running when this returns or throws
            let keepEntries = { [state, highlighter, noteSummaries, unread, newLookups] in
                guard let cache else { return }
                keeping.start(entries: {
                    // The parts every page of which was reused and its note taken unread are kept as read;
                    // only the other parts' pages are gathered (a rebuild after one edit touches one part).
                    let parts = CachedPages.untouchedParts(of: state.site.plan.pages, reused: reused, unread: unread, cache: cache)
                    var summaries: [String: PageSummary] = [:]
                    summaries.reserveCapacity(noteSummaries.count - parts.pageCount)
                    for index in noteSummaries.indices where !parts.untouched.contains(parts.partOf[index]) {
                        summaries[noteSummaries[index].sourcePath] = noteSummaries[index]
                    }
                    let entries = CachedPages.entries(of: state, keys: keys, writer: writer, reused: reused,
                                                      leavingOut: parts.untouched, partOf: parts.partOf)
                    let notes = PageCache.KnownNotes(settings: inputs, summarySettings: summaryInputs, summaries: summaries)
                    let written = try cache.saveEntries(entries, notes: notes, untouched: parts.untouched)
                    if let newLookups { KeptLookups.write(newLookups, directory: cache.directory.path, owner: cache.owner) }
                    return written
                }, highlights: {
                    do {
                        // After a render of every page, only the blocks in use are kept.
                        return try highlighter.saveKeptBlocks(usedOnly: (reused?.count ?? 0) == 0).map { [$0] } ?? []
                    } catch {
                        return ["could not keep the code colours: \(error)"]
                    }
                })
            }
            var searchPhase = SearchIndexPhase(writer: writer, previousOutput: cache != nil ? folders.output.path : nil)
            searchPhase.copiesReusedFiles = options.cacheReuse == .copy
            searchPhase.cache = cache
            searchPhase.hasReadTextStore = keepEntries
            searchPhase.remembersIndex = remembers
            let diagnostics = try CheckGenerateAndIndex.run(&state, checking: checking, generating: generating, indexing: searchPhase)
            keepEntries()
            phases.lap("check, generate and search")
            var result = try publish(state, diagnostics, writer: writer, full: true, reason: reason, start: start)
            phases.lap("publish")
            if let cache {
                let (parts, highlightWarnings) = keeping.wait()
                do {
                    try cache.saveIndex(parts: try parts!.get(), searchBlocks: state.searchBlocks, settings: inputs,
                                        summarySettings: summaryInputs, generated: state.keptGenerated)
                } catch {
                    cacheWarnings.append("could not keep the build cache: \(error)")
                }
                cacheWarnings += highlightWarnings
                phases.lap("keep cache")
            }
            result.report.reusedPages = reused?.count ?? 0
            result.report.reusedBodies = (bodyStore?.takeHitCount() ?? 0) + (keptBodies?.hitCount ?? 0)
            result.report.reusedSearchBlocks = state.reusedSearchBlocks
            result.report.reusedSearchShards = state.reusedSearchShards
            result.report.reusedNoteSummaries = reusedNotes
            result.report.unreadNotes = unreadNotes
            result.report.writtenCacheParts = cache?.writtenParts ?? 0
            result.report.reusedGeneratedPages = state.reusedGenerated
            result.report.phaseTimings = phases.laps
            result.report.cacheWarnings = cacheWarnings + writer.sink.warnings
            if !remembers {
                DeferredRelease.release(state, cache as Any, reused as Any, site, keys, noteSummaries, known, keptCheck, discovery, writer)
            }
            return result
        }
    }

    /// Nil when the change needs a full build after all (a note changed its slug).
    private func incremental(_ plan: ChangePlan, from previous: BuildState,
                             sink makeSink: (Bool) throws -> any OutputSink) throws -> PipelineResult? {
        let start = DispatchTime.now().uptimeNanoseconds
        phases = PhaseClock()
        var state = previous
        let oldPages = previous.site.plan.pages
        let navigationBefore = Self.signature(of: previous.site.navigation)
        var loading = LoadPhase(loader: state.site.renderer.loader, settleSeconds: options.noteSettleSeconds)
        loading.leavesOutDrafts = !options.includeDrafts
        guard var (pages, bodiesBySource) = try loading.changed(plan.pages, of: oldPages) else { return nil }
        let changed = pages.indices.filter { plan.pages.contains(pages[$0].sourcePath) }
        state.site.gitDates?.apply(to: &pages, at: changed)
        PlanPhase.retitle(&pages, changed: changed, old: oldPages)
        state.replacePages(pages, changed: changed)
        // The pages whose key changed: the rule the build cache uses too (a changed title or tree
        // changes every key; unchanged notes are read again from disk as they render).
        let keys = PageKeys(site: state.site, inputs: state.inputs, bodyInputs: state.bodyInputs)
        let affected = keys.stale(pages, since: state.pageKeys)
        state.pageKeys = keys.pages
        state.pageKeysInOrder = keys.inPageOrder
        phases.lap("load")
        return try writing(into: makeSink(false), compress: state.site.config.compress) { writer in
            let toRender = affected.map { pages[$0] }
            var bodies = toRender.map { bodiesBySource.removeValue(forKey: $0.sourcePath) }
            let rendered = try render(state.site, writer).run(toRender, bodies: &bodies, assets: plan.assets.sorted(),
                                                              bodyKeys: keys.bodies.isEmpty ? [] : affected.map { keys.bodies[$0] })
            for (page, result) in zip(toRender, rendered) { state.record(result, for: page) }
            phases.lap("render")
            let diagnostics = CheckPhase(policy: WarningPolicy(options: options, config: state.site.config)).run(state)
            let relisted = affected.map { (old: oldPages[$0], new: pages[$0]) }
                .filter { ListingSignature($0.old) != ListingSignature($0.new) }
            try GeneratePhase(writer: writer, remembers: remembers)
                .lists(&state, relisted: relisted, navigationChanged: Self.signature(of: state.site.navigation) != navigationBefore)
            phases.lap("lists")
            // The output folder is a hard-link copy of the last build's: its index files are there.
            var searchPhase = SearchIndexPhase(writer: writer)
            searchPhase.inPlace = SearchIndexPhase.InPlace(records: previous.records)
            searchPhase.remembersIndex = remembers
            try searchPhase.run(&state)
            phases.lap("search")
            defer { phases.lap("report") }
            var result = try publish(state, diagnostics, writer: writer, full: false, reason: nil, start: start)
            result.report.reusedBodies = bodyStore?.takeHitCount() ?? 0
            result.report.reusedSearchBlocks = state.reusedSearchBlocks
            result.report.reusedSearchShards = state.reusedSearchShards
            return result
        }
    }

    /// The navigation tree's shape as one digest (``SiteNavigation/addSignature(to:)``).
    private static func signature(of navigation: SiteNavigation) -> CacheDigest {
        var key = CacheKeyBuilder()
        navigation.addSignature(to: &key)
        return key.digest
    }

    private func render(_ site: LoadedSite, _ writer: SiteWriter) -> RenderPhase {
        var phase = RenderPhase(site: site, writer: writer, content: folders.content,
                                workers: options.concurrency ?? ProcessInfo.processInfo.activeProcessorCount,
                                progress: options.quiet ? nil : options.progress)
        phase.bodyStore = bodyStore
        phase.makesSearchKeys = remembers || options.cacheDirectory != nil
        _ = bodyStore?.takeHitCount()   // a build that failed leaves its count behind
        return phase
    }

    /// Runs `body` with a writer on `sink`, abandoning the sink when it throws.
    private func writing(into sink: any OutputSink, compress: Bool,
                         _ body: (SiteWriter) throws -> PipelineResult) throws -> PipelineResult {
        let writer = SiteWriter(sink: sink)
        writer.failAfterWrites = failAfterWrites
        writer.compresses = compress
        do {
            return try body(writer)
        } catch {
            sink.abandon()
            throw error
        }
    }

    /// Phase 7, publish: the sink makes the written folder the site; the state is kept for the next rebuild.
    private func publish(_ state: BuildState, _ diagnostics: [Diagnostic], writer: SiteWriter, full: Bool,
                         reason: String?, start: UInt64) throws -> PipelineResult {
        let written = writer.written.sorted()
        try writer.sink.willPublish(written: written)
        try writer.sink.publish()
        self.state = remembers ? state : nil
        let report = BuildReport(
            pages: state.site.plan.pages.count, diagrams: state.diagramCount,
            renderedDiagrams: state.renderedDiagramCount, assets: state.site.plan.assets.count,
            diagnostics: diagnostics, duration: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9,
            outputDirectory: folders.output.path)
        return PipelineResult(report: report, writtenPaths: written, wasFullBuild: full, reason: reason)
    }
}

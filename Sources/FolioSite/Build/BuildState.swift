import Dispatch

/// What the pipeline knows about the site after a build: the loaded site, and per page what
/// rendering found (diagnostics, anchors, links into other pages, diagram counts).
///
/// Why: the check and generate phases read only this, never rendered HTML, so a rebuild that
/// renders one page checks the whole site from the records of the pages it did not render.
/// `folio serve` keeps it between rebuilds; `folio build` drops it after its one build.
struct BuildState: Sendable {
    var site: LoadedSite
    /// Diagnostics that belong to no page (folio.yml, base URL).
    var siteDiagnostics: [Diagnostic]
    /// Per source path: what rendering found.
    var records: [String: PageRecord] = [:]
    /// Per output path: the ids on the page, for links to `page.html#id` from other pages.
    var anchors: [String: PageAnchorList] = [:]
    /// The generated pages as last written (path → bytes), to write only those that change.
    var generated: [String: [UInt8]] = [:]
    /// Every page's listing card, rendered on the first edit that changes a listing and then kept.
    var cards: GeneratedPages.Cards?
    /// The search index files last written (path → size), to write only new ones (``SearchIndexPhase``).
    var searchFiles: [String: Int] = [:]
    /// Digest of what the build read besides the notes (``PageKeys/inputs(options:folders:)``).
    var inputs = CacheDigest.zero
    /// The part of it the pages' Markdown reads (``PageKeys/bodyInputs(options:folders:)``), when the
    /// pipeline keeps rendered bodies (`folio serve`).
    var bodyInputs: CacheDigest?
    /// Per source path: the key of the page as last rendered (``PageKeys``).
    var pageKeys: [String: CacheDigest] = [:]
    /// The same keys in the order of `site.plan.pages`, when the build made them so (a full build);
    /// empty otherwise.
    var pageKeysInOrder: [CacheDigest] = []
    /// Keeps the compressed text blocks of the last build for the next rebuild (`folio serve` only).
    var searchCompressor: SearchTextCompressor?
    /// The search index's document blocks the build cache kept from the last build, by key
    /// (``SearchBlockReuse``), and those of this build, for the cache to keep.
    var previousSearchBlocks: [CacheDigest: SearchBlockReuse.KeptBlock] = [:]
    var searchBlocks: [CacheDigest: SearchBlockReuse.KeptBlock] = [:]
    /// The term shards of this build's index, kept in memory for the next in-place rebuild
    /// (``SearchIndexPhase/inPlace``: `folio serve`); what the build cache keeps in `search.cache`.
    var keptSearchTerms: SearchTermsCache?
    /// The build cache's generated pages of the last build, and those of this build for the cache to keep
    /// (``KeptGeneratedPages``); `siteKey` is ``PageKeys/site`` of this build.
    var previousGenerated: KeptGeneratedPages?
    var keptGenerated: KeptGeneratedPages?
    var siteKey: CacheDigest?
    /// Whether the generated pages were linked from the last build instead of generated.
    var reusedGenerated = false
    /// How many of this build's blocks were taken from the last build.
    var reusedSearchBlocks = 0
    /// How many of this build's term shards were linked from the last build (``SearchShardReuse``).
    var reusedSearchShards = 0
    /// Where the build cache keeps the search texts of pages it stands in for (``SearchTextStore``).
    var searchTextStore: SearchTextStore?

    /// What one rendered page contributes to the site-wide phases (its HTML is already written).
    struct PageRecord: Sendable, Equatable {
        var diagnostics: [Diagnostic]
        var anchorReferences: [RenderedPage.AnchorReference]
        var diagrams: Int
        var renderedDiagrams: Int
        var search: SearchEntry?
        /// Where the page file holds the rendered body (``KeptBody``, encoded), when the build kept it.
        var keptBody: ArraySlice<UInt8>?

        init(diagnostics: [Diagnostic], anchorReferences: [RenderedPage.AnchorReference], diagrams: Int,
             renderedDiagrams: Int, search: SearchEntry?, keptBody: ArraySlice<UInt8>? = nil) {
            self.diagnostics = diagnostics
            self.anchorReferences = anchorReferences
            self.diagrams = diagrams
            self.renderedDiagrams = renderedDiagrams
            self.search = search
            self.keptBody = keptBody
        }

        init(_ rendered: RenderedPage) {
            diagnostics = rendered.diagnostics
            anchorReferences = rendered.anchorReferences
            diagrams = rendered.diagrams
            renderedDiagrams = rendered.renderedDiagrams
            search = rendered.search
            keptBody = rendered.keptBody
        }
    }

    init(site: LoadedSite, siteDiagnostics: [Diagnostic]) {
        self.site = site
        self.siteDiagnostics = siteDiagnostics
    }

    /// Keeps what the kept renderings `entries` (by index into `pages`) found: the records and the
    /// anchors are filled side by side, each map on its own core (a rebuild reuses ten thousand pages,
    /// and the two maps' inserts were a serial 8 ms).
    /// `entries` is by index into `pages` (nil: a page rendered, not reused); walked in page order, so
    /// each core reads the pages and the entries front to back.
    mutating func record(reused entries: [PageCache.Entry?], of pages: [PageSummary]) {
        let reusedCount = entries.count { $0 != nil }
        SideBySide.run(&records, { records in
            records.reserveCapacity(records.count + reusedCount)
            for index in entries.indices {
                if let record = entries[index]?.record { records[pages[index].sourcePath] = record }
            }
        }, &anchors, { anchors in
            anchors.reserveCapacity(anchors.count + reusedCount)
            for index in entries.indices {
                if let kept = entries[index]?.anchors { anchors[pages[index].outputPath] = kept }
            }
        })
    }

    /// Keeps what `rendered` found for `page`.
    mutating func record(_ rendered: RenderedPage, for page: PageSummary) {
        records[page.sourcePath] = PageRecord(rendered)
        anchors[page.outputPath] = PageAnchorList(rendered.anchors)
    }

    var diagramCount: Int { records.values.reduce(0) { $0 + $1.diagrams } }
    var renderedDiagramCount: Int { records.values.reduce(0) { $0 + $1.renderedDiagrams } }

    /// Swaps in new page summaries (same sources, output paths and slugs: ``LoadPhase/changed(_:of:)``
    /// gives up on any other change) and the renderer built on them. `changed`: the positions of the
    /// pages read again.
    ///
    /// The plan's tables stand (they hold only those three), and so does the navigation while every
    /// page keeps its title and the changed ones their `weight`, navigation title and listing
    /// (``FolderTree/navigationTitle(of:)``): at 10,000 notes building both again
    /// was a fifth of a one-note preview rebuild.
    mutating func replacePages(_ pages: [PageSummary], changed: [Int]) {
        let old = site.plan.pages
        let keepsNavigation = pages.count == old.count
            && pages.indices.allSatisfy { pages[$0].title == old[$0].title }
            && changed.allSatisfy {
                FolderTree.weight(of: pages[$0]) == FolderTree.weight(of: old[$0])
                    && FolderTree.navigationTitle(of: pages[$0]) == FolderTree.navigationTitle(of: old[$0])
                    && pages[$0].isUnlisted == old[$0].isUnlisted   // an unlisted page is in no tree of folders
            }
        var plan = site.plan
        plan.pages = pages
        // The same renderer on the new pages: every setting carried over, none to forget when one is added.
        var renderer = site.renderer
        renderer.plan = plan
        site.plan = plan
        site.renderer = renderer
        if !keepsNavigation { site.navigation = SiteNavigation(pages: pages, config: site.config, categories: site.categories) }
        if site.backlinks != nil { site.backlinks = Backlinks.of(plan) }
        if let count = site.config.related { site.related = RelatedPages.of(plan, count: count) }
        site.diagnostics = siteDiagnostics + PageSummary.diagnostics(of: pages)
    }
}

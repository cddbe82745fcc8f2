/// What a build did. Returned by ``SiteBuilder/build()``; the CLI prints it (its summary line
/// and the diagnostics are formatted by the `folio` executable, not here).
public struct BuildReport: Sendable {
    /// Pages written from Markdown sources (generated pages such as the index not counted).
    public var pages: Int
    /// Mermaid blocks found on those pages (rendered or shown as an error box).
    public var diagrams: Int
    /// Diagrams that rendered to SVG.
    public var renderedDiagrams: Int
    /// Files copied through unchanged (images, downloads…).
    public var assets: Int
    /// Every diagnostic, sorted by file and position. With `strict`, warnings arrive here
    /// already promoted to errors.
    public var diagnostics: [Diagnostic]
    /// Wall-clock time of the build, in seconds.
    public var duration: Double
    /// The folder the site was written to.
    public var outputDirectory: String
    /// Pages taken from the build cache instead of rendered (``BuildOptions/cacheDirectory``).
    public var reusedPages = 0
    /// Search index blocks taken from the last build instead of built (``BuildOptions/cacheDirectory``).
    /// Pages whose rendered Markdown was kept from an earlier build and put in their (changed)
    /// templates instead of rendering it again: `folio serve` keeps it in memory (``RenderedBodyStore``),
    /// `folio build` reads it back from the pages the last build wrote (``KeptBodyReader``).
    public var reusedBodies = 0
    public var reusedSearchBlocks = 0
    /// Search index term shards linked from the last build, their postings unchanged (``BuildOptions/cacheDirectory``).
    public var reusedSearchShards = 0
    /// Notes whose kept summary stood in for parsing them (``BuildOptions/cacheDirectory``).
    public var reusedNoteSummaries = 0
    /// Of those, the notes not even read: their files kept the stamp recorded with the summary.
    public var unreadNotes = 0
    /// How many of the build cache's part files this build wrote (the unchanged ones are kept as they are).
    public var writtenCacheParts = 0
    /// Whether the generated pages (index, lists, sitemap, feed) were taken from the last build unchanged.
    public var reusedGeneratedPages = false
    /// Why the build cache was not used or not kept (a damaged or foreign file, a failed write):
    /// warnings for the terminal, never a change to the site.
    public var cacheWarnings: [String] = []
    /// Milliseconds per phase of a `folio build` (`folio build --timings`), for profiling: wall
    /// time, and the CPU time of all the process's threads.
    public var phaseTimings: [(phase: String, milliseconds: Double, cpuMilliseconds: Double)] = []

    public init(pages: Int, diagrams: Int, renderedDiagrams: Int, assets: Int, diagnostics: [Diagnostic],
                duration: Double, outputDirectory: String) {
        self.pages = pages
        self.diagrams = diagrams
        self.renderedDiagrams = renderedDiagrams
        self.assets = assets
        self.diagnostics = diagnostics
        self.duration = duration
        self.outputDirectory = outputDirectory
    }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
    /// True when there is no error: the CLI exits 0.
    public var succeeded: Bool { errorCount == 0 }
}

/// Everything a build needs to know. Only the two folders are required; the rest has
/// defaults that `folio.yml` and the command line may override (command line wins).
///
/// ```swift
/// var options = BuildOptions(contentDirectory: "Content", outputDirectory: "_site")
/// options.baseURL = "https://example.org/docs/"
/// let report = try SiteBuilder(options: options).build()
/// print(report.pages, report.errorCount)
/// ```
public struct BuildOptions: Sendable {
    /// Folder holding the notes (searched recursively).
    public var contentDirectory: String
    /// Folder the site is written to. It is replaced atomically at the end of the build.
    public var outputDirectory: String
    /// Absolute URL the site is published under (enables sitemap.xml and the Atom feed).
    /// Overrides `baseURL` in folio.yml.
    public var baseURL: String?
    /// Theme folder name under `Themes/` (default `default`). Overrides folio.yml.
    public var themeName: String?
    /// Treat warnings as errors.
    public var strict: Bool
    /// Codes (``DiagnosticCode``) of warnings never reported; folio.yml's `warnings.ignore` adds to these.
    public var ignoredWarnings: [String] = []
    /// Codes of warnings reported as errors (`--warn-error`); folio.yml's `warnings.error` adds to these.
    public var warningsAsErrors: [String] = []
    /// Suppress progress reporting (the library never prints; this only silences `progress`).
    public var quiet: Bool
    /// Repair mojibake (UTF-8 read as Mac Roman / Latin-1) instead of only warning about it.
    public var fixEncoding: Bool
    /// HTML inserted at the end of every page's `<head>` (e.g. a live-reload script).
    public var extraHeadHTML: String
    /// HTML inserted at the end of every page's `<body>`.
    public var extraBodyHTML: String
    /// Folder holding `folio.yml` and an optional `Templates/` override folder.
    /// nil: the content folder's parent if it has a folio.yml or Templates/, else the
    /// content folder itself. See README "Templates".
    public var siteRoot: String?
    /// Folder holding the built-in `Templates/` and `Themes/` (a checkout of this repo).
    /// nil: found automatically, see ``ResourceLocator``.
    public var resourcesDirectory: String?
    /// Replace the output folder even when it holds files Folio did not write (its
    /// `.folio-manifest` does not list them, or it has none). Off by default: such a folder is
    /// refused, naming the first foreign file.
    public var force: Bool = false
    /// Worker threads for page rendering (default: active processor count).
    public var concurrency: Int?
    /// Called with (pages done, pages total) from worker threads while pages render.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Folder of the persistent build cache (`pages.cache`: each page's key and what rendering it
    /// found), nil for none. A page whose key is unchanged and whose file in the previous output is
    /// the one the cache recorded is reused instead of rendered (see ``PageCache``).
    public var cacheDirectory: String?
    /// What must match for a kept page to be reused: the Folio build (version, commit, binary).
    public var cacheIdentity: String = "folio"
    /// How a reused page gets into the staging folder: a hard link (default) or a copy of its bytes.
    public var cacheReuse: CacheReuse = .link
    /// Build notes whose front matter marks them as drafts (`draft: true`, `published: false`); off
    /// by default, so a draft never reaches the published site (`folio serve` turns it on).
    public var includeDrafts: Bool = false
    /// How long a note must have been left alone before the cache trusts its file's stamp instead of
    /// reading it (``SourceStamp``); the differential test shortens it so its quick steps use stamps.
    var noteSettleSeconds = SourceStamp.settleSeconds

    /// How ``BuildOptions/cacheDirectory`` reuses an unchanged output file.
    public enum CacheReuse: String, Sendable {
        /// A hard link to the previous output's file (no bytes written).
        case link
        /// A new file with the previous output's bytes (for measuring; and where links are refused).
        case copy
    }

    public init(contentDirectory: String = "Content", outputDirectory: String = "_site",
                baseURL: String? = nil, themeName: String? = nil, strict: Bool = false,
                quiet: Bool = false, fixEncoding: Bool = false,
                extraHeadHTML: String = "", extraBodyHTML: String = "") {
        self.contentDirectory = contentDirectory
        self.outputDirectory = outputDirectory
        self.baseURL = baseURL
        self.themeName = themeName
        self.strict = strict
        self.quiet = quiet
        self.fixEncoding = fixEncoding
        self.extraHeadHTML = extraHeadHTML
        self.extraBodyHTML = extraBodyHTML
    }
}

/// Everything the site needs to know about a page *before* rendering any page: enough for
/// the index, tags, licenses page, feeds, title disambiguation and cross-page links.
///
/// Built by ``PageLoader`` from a cheap scan of the file; the Markdown is only parsed
/// when the page itself is rendered, so summaries of 10,000 notes stay small.
public struct PageSummary: Sendable {
    /// Path inside the content folder (`guides/setup.md`).
    public var sourcePath: String
    /// Path inside the output folder (`guides/setup.html`).
    public var outputPath: String
    public var frontMatter: FrontMatter
    /// The title shown everywhere (front matter `title`, else first H1, else file name),
    /// made unique across the site by ``TitleDisambiguator``.
    public var title: String
    /// The title before disambiguation.
    public var baseTitle: String
    /// Text of the first H1 in the body, if any.
    public var firstH1: String?
    /// Text of the first H2 in the body, if any.
    public var firstH2: String?
    /// Front matter `summary`/`description`/`excerpt`, else the first paragraph.
    public var summary: String
    /// `date`, else `created`.
    public var date: PageDate?
    public var created: PageDate?
    public var updated: PageDate?
    public var authors: [String]
    public var version: String?
    public var copyright: String?
    public var licenses: [License]
    public var tags: [String]
    public var categories: [String]
    /// Number of ```mermaid blocks.
    public var diagramCount: Int
    /// Diagnostics found while loading (front matter, licenses).
    public var diagnostics: [Diagnostic]
    /// Digest of the note's text as read: with the page's place in the site, what decides whether a
    /// kept rendering of it is still right (``PageKeys``).
    public var textDigest = CacheDigest.zero
    /// The note's text holds the word `gantt` (a chart whose today line changes daily).
    public var mentionsGantt = false
    /// The note's file as it was when its text was read, when settled (``SourceStamp``): a rebuild
    /// that finds the same stamp takes this summary without reading the note.
    var sourceStamp: SourceStamp?

    /// Sort order of the index: newest first, then title, then path.
    public static func newestFirst(_ a: PageSummary, _ b: PageSummary) -> Bool {
        switch (a.date, b.date) {
        case let (x?, y?) where x.sortKey != y.sortKey: return x.sortKey > y.sortKey
        case (.some, nil): return true
        case (nil, .some): return false
        default:
            if a.title != b.title { return a.title < b.title }
            return a.sourcePath < b.sourcePath
        }
    }
}

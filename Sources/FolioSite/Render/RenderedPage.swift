/// The result of rendering one page's Markdown: the HTML body and what the site-wide
/// stages (templates, link checker) need to know about it.
public struct RenderedPage: Sendable {
    /// One entry of the table of contents (h2 and h3 headings).
    public struct TOCEntry: Sendable, Hashable {
        public var id: String
        public var text: String
        public var level: Int
    }

    /// A link to another page's `#fragment`, checked once every page is rendered.
    public struct AnchorReference: Sendable, Hashable {
        public var targetOutputPath: String
        public var fragment: String
        public var line: Int
        public var column: Int
        public var sourceLine: String?
        /// The file the link is written in, when not the page's note (a file its prose includes).
        public var file: String? = nil
    }

    public var bodyHTML: String
    /// The page's leading H1 (with its id and anchor), taken out of the body so templates
    /// can put the metadata block between title and text. nil when the body does not
    /// start with an H1.
    public var titleHTML: String?
    public var toc: [TOCEntry]
    /// True when the body has its own H1 (the template then does not add one).
    public var hasOwnH1: Bool
    /// Every `id` on the page (headings, footnotes, figures, raw HTML).
    public var anchors: Set<String>
    public var anchorReferences: [AnchorReference]
    public var diagnostics: [Diagnostic]
    public var diagrams: Int
    public var renderedDiagrams: Int
    /// What the search index keeps of the page (nil: not indexed).
    package var search: SearchEntry?
    /// What the rendering looked up in the site plan, when it was asked to record it
    /// (``PageRenderer/recordsSiteLookups``): a kept body is used again only while these still hold.
    package var siteLookups: SiteLookups?
    /// Where the written page holds this rendering, for the build cache (``KeptBody/encoded``), when the
    /// build keeps bodies.
    var keptBody: ArraySlice<UInt8>? = nil
    /// What the rendering of that kept body looked up in the plan (``KeptLookups``), for the build cache.
    var keptLookups: KeptLookups.Entry? = nil
    /// For a body taken from the last build's page (``KeptBodyReader``): the digests its body and title
    /// bytes were checked against, so recording it again does not hash the same bytes twice.
    var keptDigests: (body: CacheDigest, title: CacheDigest)? = nil
}

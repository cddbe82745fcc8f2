import FolioSearch

/// One page as the search index sees it: its text by section and its counted words.
///
/// Why made on the render worker: the page's HTML exists only there (it is dropped once the page
/// is written), and counting words is the index's main cost, so it is spread over the cores.
package struct SearchEntry: Sendable, Equatable {
    package var document: SearchDocument
    package var terms: PageTerms
    /// Where the build cache's ``SearchTextStore`` keeps this entry (its document, texts and words);
    /// nil until the cache has kept it.
    var storedText: SearchTextStore.Reference?
    /// True for an entry read back from the build cache: it holds only `document.textBytes` and
    /// `storedText`, and the document's fields and the words wait in the ``SearchTextStore`` (a rebuild
    /// needs them for a few pages only; ``SearchIndexPhase`` reads those back).
    private(set) var isStored = false
    /// What the entry is made from, as one digest (``key(url:title:tags:body:)``): the search index reuses
    /// a block or a shard's words while its pages' keys are the ones it was built with, so a theme or
    /// template change, which writes every page, rebuilds none of the index. `.zero` when not made (a
    /// build that keeps nothing for the next one).
    var key: CacheDigest = .zero

    /// Reads the rendered `bodyHTML` of `page` back as text and counts its words.
    init(page: PageSummary, bodyHTML: String, urls: URLStyle) {
        document = SearchDocument(url: Self.url(of: page, urls: urls), title: page.title, tags: page.tags,
                                  sections: SearchTextExtractor.sections(fromHTML: bodyHTML))
        var tokenizer = SearchTokenizer()
        terms = PageTerms(document, tokenizer: &tokenizer)
    }

    /// An entry with its document and words (read back from the text store at `storedText`).
    init(document: SearchDocument, terms: PageTerms, storedText: SearchTextStore.Reference? = nil) {
        self.document = document
        self.terms = terms
        self.storedText = storedText
    }

    /// An entry the page cache kept: the size of its text, where the text store holds the rest, and its key.
    init(storedAt reference: SearchTextStore.Reference, textBytes: Int, key: CacheDigest) {
        document = SearchDocument(url: "", title: "", tags: [], sectionsWithoutText: [], textBytes: textBytes)
        terms = PageTerms.none
        storedText = reference
        isStored = true
        self.key = key
    }

    /// The key of the entry of a page with `url`, `title` and `tags` whose rendered body's bytes have the
    /// digest `body`: the entry is made from these alone (``init(page:bodyHTML:urls:)``).
    static func key(url: String, title: String, tags: [String], body: CacheDigest) -> CacheDigest {
        var key = CacheKeyBuilder(capacity: 128)
        key.add("folio-search-key 1")
        key.add(url)
        key.add(title)
        key.add(tags.count)
        for tag in tags { key.add(tag) }
        key.add(body)
        return key.digest
    }

    /// The URL a result links `page` by (from the site's root, as the index spells it).
    static func url(of page: PageSummary, urls: URLStyle) -> String {
        urls.link(SitePaths.relativeURL(from: "index.html", to: page.outputPath))
    }

    /// False when the note's front matter says `search: false` (or MkDocs-Material's `search: {exclude: true}`),
    /// or the page is unlisted (``PageSummary/isUnlisted``).
    static func isSearchable(_ page: PageSummary) -> Bool {
        if page.isUnlisted { return false }
        let value = page.frontMatter.value("search")
        if case .map? = value { return value?.member("exclude")?.text.flatMap(DraftRule.truth) != true }
        switch value?.text?.lowercased() {
        case "false", "no", "off": return false
        default: return true
        }
    }
}

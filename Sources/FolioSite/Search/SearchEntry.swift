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

    /// The largest `search: {boost: N}` read (MkDocs-Material's boost has no bound; a page a hundred
    /// times any other's rank is already first for every word it holds).
    static let maximumBoost = 100.0

    /// MkDocs-Material's `search: {boost: N}` of `page`: the factor its score is multiplied by in the
    /// results; nil when not written, 1, or not a number above 0 and at most ``maximumBoost`` (the
    /// loader warns about that: ``boost(_:)``). Cheap for the pages without a `search` key (``PlanKeys``).
    static func boost(of page: PageSummary) -> Double? {
        guard page.planKeys.contains(.search), let search = page.frontMatter.value("search") else { return nil }
        return boost(search).factor
    }

    /// What a `search` value's `boost` says: the factor (nil when there is none or it is 1), or why it is left out.
    static func boost(_ search: FrontMatterValue) -> (factor: Double?, problem: String?) {
        guard case .map = search, let written = search.member("boost") else { return (nil, nil) }
        // Decimal spellings only (Swift's `Double` would also read `inf`, `nan` and hexadecimal).
        let text = written.text ?? ""
        guard text.utf8.allSatisfy({ $0 == 46 || $0 == 43 || $0 == 45 || $0 == 101 || $0 == 69 || ($0 >= 48 && $0 <= 57) }),
              let number = Double(text), number.isFinite, number > 0, number <= maximumBoost else {
            return (nil, "search boost must be a number above 0 and at most \(Int(maximumBoost)) (MkDocs-Material's `search: {boost: 2}`); left out")
        }
        return (number == 1 ? nil : number, nil)
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

import FolioSearch

/// One page as the search index sees it: its text by section and its counted words.
///
/// Why made on the render worker: the page's HTML exists only there (it is dropped once the page
/// is written), and counting words is the index's main cost, so it is spread over the cores.
package struct SearchEntry: Sendable, Equatable {
    package var document: SearchDocument
    package var terms: PageTerms
    /// Where the build cache keeps the section texts when `document` was read back without them
    /// (``SearchTextStore``); nil when the texts are in `document`.
    var storedText: SearchTextStore.Reference?

    /// Reads the rendered `bodyHTML` of `page` back as text and counts its words.
    init(page: PageSummary, bodyHTML: String, urls: URLStyle) {
        let url = urls.link(SitePaths.relativeURL(from: "index.html", to: page.outputPath))
        document = SearchDocument(url: url, title: page.title, tags: page.tags,
                                  sections: SearchTextExtractor.sections(fromHTML: bodyHTML))
        var tokenizer = SearchTokenizer()
        terms = PageTerms(document, tokenizer: &tokenizer)
    }

    /// An entry kept by the page cache (its texts at `storedText` when not in `document`).
    init(document: SearchDocument, terms: PageTerms, storedText: SearchTextStore.Reference? = nil) {
        self.document = document
        self.terms = terms
        self.storedText = storedText
    }

    /// False when the note's front matter says `search: false`.
    static func isSearchable(_ page: PageSummary) -> Bool {
        switch page.frontMatter.value("search")?.text?.lowercased() {
        case "false", "no", "off": return false
        default: return true
        }
    }
}

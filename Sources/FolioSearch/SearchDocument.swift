// Why: the index is built from what a reader sees, page by page, and the pipeline keeps one of
// these per page between rebuilds (`folio serve`), so only re-rendered pages are read again.

/// What the search index knows about one page: where it is, its title and tags, and its text cut
/// at headings, so a result can link to the section that matched.
package struct SearchDocument: Sendable, Equatable {
    /// One part of the page: the text before the first heading (`id` and `heading` empty), or a
    /// heading with the text up to the next heading.
    package struct Section: Sendable, Equatable {
        package var id: String
        package var heading: String
        package var text: String

        package init(id: String, heading: String, text: String) {
            self.id = id
            self.heading = heading
            self.text = text
        }
    }

    /// The page's path in the output folder (`guides/setup.html`), as links spell it.
    package var url: String
    package var title: String
    package var tags: [String]
    package var sections: [Section]
    /// UTF-8 bytes of the title, headings and texts: what decides where document blocks close.
    /// Kept apart so a document whose texts are left out (a page the build cache stands in for,
    /// in a block taken from the last build) still falls in the same block.
    package var textBytes: Int

    package init(url: String, title: String, tags: [String], sections: [Section]) {
        self.url = url
        self.title = title
        self.tags = tags
        self.sections = sections
        textBytes = sections.reduce(title.utf8.count) { $0 + $1.text.utf8.count + $1.heading.utf8.count }
    }

    /// A document whose section texts are not at hand: `sections` hold their ids and headings with
    /// empty texts, and `textBytes` is the full document's.
    package init(url: String, title: String, tags: [String], sectionsWithoutText sections: [Section], textBytes: Int) {
        self.url = url
        self.title = title
        self.tags = tags
        self.sections = sections
        self.textBytes = textBytes
    }
}

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

    package init(url: String, title: String, tags: [String], sections: [Section]) {
        self.url = url
        self.title = title
        self.tags = tags
        self.sections = sections
    }
}

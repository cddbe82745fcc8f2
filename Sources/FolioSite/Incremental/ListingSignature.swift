/// Everything about a page that the generated pages (index, licenses, tag and category lists, sitemap,
/// feed) show or sort by. When an edit leaves it unchanged, no generated page can change, and the
/// rebuild skips them entirely: the common case of editing a note's body costs one page.
struct ListingSignature: Equatable {
    let text: String

    init(_ page: PageSummary) {
        var parts: [String] = [page.title, page.outputPath, page.sourcePath, page.summary]
        for date in [page.date, page.created, page.updated] { parts.append(date.map { "\($0.iso8601)|\($0.sortKey)" } ?? "-") }
        parts.append(page.authors.joined(separator: "\u{1}"))
        parts.append(page.version ?? "-")
        parts.append(page.copyright ?? "-")
        parts.append(page.licenses.map { "\($0.id)|\($0.name)|\($0.url ?? "-")" }.joined(separator: "\u{1}"))
        parts.append(page.tags.joined(separator: "\u{1}"))
        parts.append(page.categories.joined(separator: "\u{1}"))
        parts.append(String(page.diagramCount))
        text = parts.map { "\($0.utf8.count):\($0)" }.joined()
    }
}

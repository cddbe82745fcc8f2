/// Everything about a page that the generated pages (index, licenses, tag and category lists, sitemap,
/// feed) show or sort by. When an edit leaves it unchanged, no generated page can change, and the
/// rebuild skips them entirely: the common case of editing a note's body costs one page.
///
/// Why bytes written field by field (each with its length): the build cache keys the generated pages
/// with every page's signature (``KeptGeneratedPages``), 10,000 of them per rebuild, so a signature is
/// fed straight into a key without building a string per field. A date is its text as written: the
/// date shown is parsed from it.
struct ListingSignature: Equatable {
    let bytes: [UInt8]

    init(_ page: PageSummary) {
        var key = CacheKeyBuilder()
        Self.add(page, to: &key)
        bytes = key.bytes
    }

    /// Adds `page`'s signature to `key`.
    static func add(_ page: PageSummary, to key: inout CacheKeyBuilder) {
        key.add(page.title)
        key.add(page.outputPath)
        key.add(page.sourcePath)
        key.add(page.summary)
        key.add(page.date?.original ?? "\u{0}")
        key.add(page.created?.original ?? "\u{0}")
        key.add(page.updated?.original ?? "\u{0}")
        key.add(page.authors)
        key.add(page.version ?? "\u{0}")
        key.add(page.copyright ?? "\u{0}")
        key.add(page.licenses.count)
        for license in page.licenses {
            key.add(license.id)
            key.add(license.name)
            key.add(license.url ?? "\u{0}")
        }
        key.add(page.tags)
        key.add(page.categories)
        key.add(page.diagramCount)
    }
}

extension CacheKeyBuilder {
    /// Adds `texts` with their count, each with its length.
    mutating func add(_ texts: [String]) {
        add(texts.count)
        for text in texts { add(text) }
    }
}

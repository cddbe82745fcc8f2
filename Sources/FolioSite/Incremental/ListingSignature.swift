/// Everything about a page that the generated pages (index, licenses, tag and category lists, sitemap,
/// feed) show or sort by. When an edit leaves it unchanged, no generated page can change, and the
/// rebuild skips them entirely: the common case of editing a note's body costs one page.
///
/// Why a digest for most fields: the build cache keys the generated pages with every page's signature
/// (``KeptGeneratedPages``), 10,000 of them per rebuild, so a signature is fed straight into a key, and
/// the fields a note sets are digested once, when its summary is made. A date is its text as
/// written: the date shown is parsed from it.
struct ListingSignature: Equatable {
    let bytes: [UInt8]

    init(_ page: PageSummary) {
        var key = CacheKeyBuilder()
        Self.add(page, to: &key)
        bytes = key.bytes
    }

    /// Adds `page`'s signature to `key`: the title and output path the plan gave it, and the digest
    /// of the fields the note itself sets (``PageSummary/listingDigest``: path, summary, dates as
    /// written, authors, version, copyright, licenses, tags, categories, number of diagrams), and whether
    /// it is listed and in the sitemap (``PageSummary/listingState``).
    static func add(_ page: PageSummary, to key: inout CacheKeyBuilder) {
        key.add(page.title)
        key.add(page.outputPath)
        key.add(page.listingDigest)
        key.add(page.listingState)
    }
}

extension CacheKeyBuilder {
    /// Adds `texts` with their count, each with its length.
    mutating func add(_ texts: [String]) {
        add(texts.count)
        for text in texts { add(text) }
    }
}

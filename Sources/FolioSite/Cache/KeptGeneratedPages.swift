/// The generated pages (index, licenses, tag and category lists, 404, robots.txt, sitemap, feed) as
/// the build cache keeps them: the key they were generated for and the files written.
///
/// Why: a rebuild after a note's body changed generated all of them again (at 10,000 notes, an index
/// and a licenses page listing every note: a tenth of the rebuild) to write the same bytes. What they
/// show is the site key (``PageKeys/site``: templates, theme, `folio.yml`, options, every page's path
/// and title, navigation) and every page's ``ListingSignature``; when both are unchanged and every
/// file is still, by stamp, the one written, the files are linked from the live site as reused pages
/// are, and nothing is generated.
struct KeptGeneratedPages: Sendable, Equatable {
    var key: CacheDigest
    /// Every file the generated pages wrote (precompressed siblings included).
    var files: [KeptFile]

    /// The key of the generated pages of `state`'s site, whose site key is `siteKey`.
    static func key(siteKey: CacheDigest, pages: [PageSummary]) -> CacheDigest {
        var key = CacheKeyBuilder()
        key.add("folio-generated-pages 2")
        key.add(siteKey)
        key.add(String(pages.count))
        for page in pages { ListingSignature.add(page, to: &key) }
        return key.digest
    }
}

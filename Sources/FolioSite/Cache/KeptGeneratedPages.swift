import Dispatch

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
        // Runs of pages keyed on every core, then their keys in order: one signature per page, on
        // every warm build, was a tenth of its time on one core.
        let run = 512
        var runKeys = [CacheDigest](repeating: .zero, count: (pages.count + run - 1) / run)
        runKeys.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: slots.buffer.count) { number in
                var key = CacheKeyBuilder()
                for index in (number * run)..<min(pages.count, (number + 1) * run) { ListingSignature.add(pages[index], to: &key) }
                slots.buffer[number] = key.digest
            }
        }
        var key = CacheKeyBuilder()
        key.add("folio-generated-pages 4")
        key.add(siteKey)
        key.add(pages.count)
        for runKey in runKeys { key.add(runKey) }
        return key.digest
    }
}

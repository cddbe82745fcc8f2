import Dispatch

/// Phase 6, generate: the pages Folio writes itself (index, licenses, tag and category lists,
/// 404, robots.txt, sitemap, feed) and the theme's files.
///
/// Why two modes: a full build writes them all, in parallel; a rebuild rewrites only the lists
/// that can show a page whose ``ListingSignature`` changed, only when their bytes differ, and
/// deletes the list page of a tag no page has any more. The bytes written are kept in
/// ``BuildState/generated`` when the pipeline remembers its builds (`folio serve`).
struct GeneratePhase {
    let writer: SiteWriter
    let remembers: Bool
    /// The live site's output folder, whose generated pages may be linked (a build with the cache).
    var previousOutput: String?
    /// Reused files are copied instead of hard-linked (`--cache-reuse copy`).
    var copiesReusedFiles = false

    /// Every generated page and theme file.
    func all(_ state: inout BuildState) throws {
        var site = state.site
        let pageOutputs = Set(site.plan.pages.map { $0.outputPath.lowercased() })
        // Only a build with the cache keeps or reuses generated pages: no key otherwise.
        let key = previousOutput == nil ? nil : state.siteKey.map { KeptGeneratedPages.key(siteKey: $0, pages: site.plan.pages) }
        if !remembers, let key, try reuse(state.previousGenerated, key: key) {
            state.keptGenerated = state.previousGenerated
            state.reusedGenerated = true
            for file in site.theme.files { try writer.write(file.outputPath, data: file.data) }
            return
        }
        // The listings read every page's details: summaries kept in the build cache decode theirs once, first.
        state.site.plan.decodeKept()
        site = state.site
        // A page, or a file of the content folder, at a generated path keeps it (the author's robots.txt).
        let ownFiles = GeneratedPages.ownFiles(site.plan.assets)
        let jobs = GeneratedPages(site).jobs()
            .filter { !pageOutputs.contains($0.path.lowercased()) && !ownFiles.contains($0.path.lowercased()) }
        var results = [Result<[UInt8], Error>?](repeating: nil, count: jobs.count)
        let writer = self.writer
        let remembers = self.remembers
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
                slots.buffer[index] = Result {
                    let bytes = jobs[index].render()
                    try writer.write(jobs[index].path, bytes: bytes)
                    return remembers ? bytes : []
                }
            }
        }
        state.generated = [:]
        for (job, result) in zip(jobs, results) {
            let bytes = try result!.get()
            if remembers { state.generated[job.path] = bytes }
        }
        if let key, previousOutput != nil {
            let files = jobs.flatMap { PageCache.files(of: $0.path).compactMap(writer.kept) }
            state.keptGenerated = files.count >= jobs.count ? KeptGeneratedPages(key: key, files: files) : nil
        }
        for file in site.theme.files { try writer.write(file.outputPath, data: file.data) }
    }

    /// Links the last build's generated pages into the site when `kept` was generated for `key` and
    /// every file of it is still, by stamp, the one written; false (nothing linked) otherwise.
    private func reuse(_ kept: KeptGeneratedPages?, key: CacheDigest) throws -> Bool {
        guard let kept, kept.key == key, let folder = previousOutput, !kept.files.isEmpty,
              kept.files.allSatisfy({ SitePaths.isNormal($0.path) && FileStamp.of(folder + "/" + $0.path) == $0.stamp })
        else { return false }
        for file in kept.files { try writer.reuse(folder + "/" + file.path, kept: file, as: file.path, copy: copiesReusedFiles) }
        return true
    }

    /// The lists that show `relisted` pages (each as it was, and as it is now), and `llms.txt` when
    /// they changed or the navigation did (`navigationChanged`: its sections and order are the file's).
    func lists(_ state: inout BuildState, relisted: [(old: PageSummary, new: PageSummary)], navigationChanged: Bool = false) throws {
        if navigationChanged, relisted.isEmpty, let job = GeneratedPages(state.site).llmsTextJob() {
            let bytes = job.render()
            if state.generated[job.path] != bytes { try writer.write(job.path, bytes: bytes) }
            state.generated[job.path] = bytes
        }
        guard !relisted.isEmpty else { return }
        state.site.plan.decodeKept()
        let site = state.site
        let pageOutputs = Set(site.plan.pages.map { $0.outputPath.lowercased() })
        let tags = Set(relisted.flatMap { $0.old.tags + $0.new.tags })
        let categories = Set(relisted.flatMap { $0.old.categories + $0.new.categories })
        let generator = GeneratedPages(site)
        let cards = state.cards.map { generator.updating($0, for: relisted.map(\.new)) }
            ?? generator.renderCards(for: site.plan.pages)
        state.cards = cards
        var expected = Set(tags.map { GeneratedPages.listPath(folder: "tags", name: $0, urls: site.plan.urls) })
        expected.formUnion(categories.map { GeneratedPages.listPath(folder: "categories", name: $0, urls: site.plan.urls) })
        // The indexes of terms, gone when no page has a tag (or category) left.
        if !tags.isEmpty { expected.insert(GeneratedPages.termsPath(folder: "tags")) }
        if !categories.isEmpty { expected.insert(GeneratedPages.termsPath(folder: "categories")) }
        var produced = Set<String>()
        let ownFiles = GeneratedPages.ownFiles(site.plan.assets)
        for (path, contents) in generator.pages(listingTags: tags, categories: categories, cards: cards)
        where !pageOutputs.contains(path.lowercased()) {
            // The content folder's own file there is published as written, never replaced nor removed.
            if ownFiles.contains(path.lowercased()) { expected.remove(path); continue }
            expected.remove(path)
            produced.insert(path)
            let bytes = Array(contents.utf8)
            if state.generated[path] != bytes { try writer.write(path, bytes: bytes) }
            state.generated[path] = bytes
        }
        // The later pages of a split list that has fewer pages now (``ListPager``), or none.
        if let pager = generator.pager {
            let folders = [pager.laterPagesFolder("")]
                + tags.map { pager.laterPagesFolder(GeneratedPages.listFolder(folder: "tags", name: $0)) }
                + categories.map { pager.laterPagesFolder(GeneratedPages.listFolder(folder: "categories", name: $0)) }
            for path in state.generated.keys.sorted() where !produced.contains(path) && folders.contains(where: { path.hasPrefix($0) }) {
                expected.insert(path)
            }
        }
        // List pages of tags that no page has any more.
        for path in expected.sorted() where state.generated[path] != nil {
            try writer.remove(path)
            state.generated[path] = nil
        }
    }
}

import Dispatch

extension GeneratedPages {
    /// The generated pages that can show a page whose listing changed: the index, the licenses page,
    /// the feed and sitemap (when there is a base URL), `llms.txt` (when written), and the tag and category pages of `tags` and
    /// `categories` (the changed pages' tags before and after the edit) with the indexes of every tag and
    /// category when those sets are not empty. A tag page whose tag has no
    /// page left is absent from the result; the caller deletes it.
    ///
    /// `cards` are the listing cards kept from the previous build with the changed pages' cards
    /// replaced (``updating(_:for:)``), so a rebuild renders two cards instead of two per page. The
    /// HTML is the same as ``all()`` gives for those paths (the incremental tests compare whole sites).
    func pages(listingTags tags: Set<String>, categories: Set<String>, cards: Cards) -> [(String, String)] {
        let everyPage = plan.pages.sorted(by: PageSummary.newestFirst)
        let sorted = everyPage.listed
        let me = self
        var jobs = indexJobs(sorted, cards: cards) + [Job(path: licensesPath) { me.licenses(sorted, cards: cards) }]
        let wanted = Set(tags.map { Self.listPath(folder: "tags", name: $0, urls: plan.urls) })
            .union(categories.map { Self.listPath(folder: "categories", name: $0, urls: plan.urls) })
        jobs += taxonomyJobs(everyPage, folder: "tags", heading: .tagHeading, values: \.tags, cards: cards)
            .filter { wanted.contains($0.list) }
        jobs += taxonomyJobs(everyPage, folder: "categories", heading: .categoryHeading, values: \.categories, cards: cards)
            .filter { wanted.contains($0.list) }
        // The index of every tag (or category) counts the pages of the tags that changed.
        if !tags.isEmpty, let job = termsJob(sorted, folder: "tags", heading: context.words[.tags], values: \.tags) { jobs.append(job) }
        if !categories.isEmpty, let job = termsJob(sorted, folder: "categories", heading: context.words[.categories], values: \.categories) {
            jobs.append(job)
        }
        if let base = context.baseURL {
            if !context.noIndex { jobs.append(Job(path: "sitemap.xml") { me.sitemap(base: base) }) }
            jobs.append(Job(path: "feed.xml") { me.feed(sorted, base: base) })
        }
        if let job = llmsTextJob() { jobs.append(job) }
        var results = [String](repeating: "", count: jobs.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: jobs.count) { slots.buffer[$0] = jobs[$0].make() }
        }
        return zip(jobs.map(\.path), results).map { ($0, $1) }
    }

    /// `cards` with the cards of `pages` rendered again (their listing changed).
    func updating(_ cards: Cards, for pages: [PageSummary]) -> Cards {
        let fresh = renderCards(for: pages)
        var result = cards
        for page in pages {
            result.root[page.sourcePath] = fresh.root[page.sourcePath]
            result.nested[page.sourcePath] = fresh.nested[page.sourcePath]
            result.licenses[page.sourcePath] = fresh.licenses[page.sourcePath]
        }
        return result
    }

    /// The folder a term's list owns beside its page (`tags/swift/`): its later pages go under it (``ListPager``).
    static func listFolder(folder: String, name: String) -> String {
        folder + "/" + SitePaths.safeComponent(name.lowercased()) + "/"
    }

    /// Output path of the list page for `name` in `folder` (`tags/guide.html`, or
    /// `tags/guide/index.html` with pretty URLs).
    static func listPath(folder: String, name: String, urls: URLStyle) -> String {
        urls.outputPath(plain: "\(folder)/\(SitePaths.safeComponent(name.lowercased())).html")
    }
}

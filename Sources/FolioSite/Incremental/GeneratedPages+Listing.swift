import Dispatch

extension GeneratedPages {
    /// The generated pages that can show a page whose listing changed: the index, the licenses page,
    /// the feed and sitemap (when there is a base URL), and the tag and category pages of `tags` and
    /// `categories` (the changed pages' tags before and after the edit). A tag page whose tag has no
    /// page left is absent from the result; the caller deletes it.
    ///
    /// Same HTML as ``all()`` for those paths (a test compares them), at a fraction of the cost on a big
    /// site: the other tag pages are not rendered at all.
    func pages(listingTags tags: Set<String>, categories: Set<String>) -> [(String, String)] {
        let sorted = plan.pages.sorted(by: PageSummary.newestFirst)
        // Each job renders independent pages; they run on every core (big lists are the slow part).
        var jobs: [@Sendable () -> [(String, String)]] = [
            { [("index.html", index(sorted))] },
            { [("licenses.html", licenses(sorted))] },
        ]
        for slug in Set(tags.map(Self.slug)).sorted() {
            jobs.append { groupPage(sorted, slug: slug, folder: "tags", label: "Tag", values: \.tags) }
        }
        for slug in Set(categories.map(Self.slug)).sorted() {
            jobs.append { groupPage(sorted, slug: slug, folder: "categories", label: "Category", values: \.categories) }
        }
        if let base = context.baseURL {
            jobs.append { [("sitemap.xml", sitemap(sorted, base: base)), ("feed.xml", feed(sorted, base: base))] }
        }
        var results = [[(String, String)]](repeating: [], count: jobs.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: jobs.count) { slots.buffer[$0] = jobs[$0]() }
        }
        return results.flatMap { $0 }
    }

    static func slug(_ name: String) -> String { SitePaths.safeComponent(name.lowercased()) }

    /// Output path of the list page for `name` in `folder` (`tags/guide.html`).
    static func listPath(folder: String, name: String) -> String { "\(folder)/\(slug(name)).html" }

    /// The list page of one tag or category, or nothing when no page has it any more.
    private func groupPage(_ sorted: [PageSummary], slug: String, folder: String, label: String,
                           values keyPath: KeyPath<PageSummary, [String]> & Sendable) -> [(String, String)] {
        let members = sorted.filter { $0[keyPath: keyPath].contains { Self.slug($0) == slug } }
        guard !members.isEmpty else { return [] }
        let path = "\(folder)/\(slug).html"
        return taxonomy(members, folder: folder, label: label, values: keyPath).filter { $0.0 == path }
    }
}

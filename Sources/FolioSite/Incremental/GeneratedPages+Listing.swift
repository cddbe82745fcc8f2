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
        var files: [(String, String)] = [("index.html", index(sorted)), ("licenses.html", licenses(sorted))]
        files += groupPages(sorted, slugs: Set(tags.map(Self.slug)), folder: "tags", label: "Tag", values: \.tags)
        files += groupPages(sorted, slugs: Set(categories.map(Self.slug)), folder: "categories", label: "Category",
                            values: \.categories)
        if let base = context.baseURL {
            files.append(("sitemap.xml", sitemap(sorted, base: base)))
            files.append(("feed.xml", feed(sorted, base: base)))
        }
        return files
    }

    static func slug(_ name: String) -> String { SitePaths.safeComponent(name.lowercased()) }

    /// Output path of the list page for `name` in `folder` (`tags/guide.html`).
    static func listPath(folder: String, name: String) -> String { "\(folder)/\(slug(name)).html" }

    private func groupPages(_ sorted: [PageSummary], slugs: Set<String>, folder: String, label: String,
                            values keyPath: KeyPath<PageSummary, [String]>) -> [(String, String)] {
        var files: [(String, String)] = []
        for slug in slugs.sorted() {
            let members = sorted.filter { $0[keyPath: keyPath].contains { Self.slug($0) == slug } }
            guard !members.isEmpty else { continue }
            let path = "\(folder)/\(slug).html"
            files += taxonomy(members, folder: folder, label: label, values: keyPath).filter { $0.0 == path }
        }
        return files
    }
}

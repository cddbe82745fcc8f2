import CompiledMustache

// Why: Hugo writes `/tags/` and `/categories/`, every term with its number of pages, and MkDocs-Material's
// tags plugin an index of every tag; a reader who follows a tag wants to see the others, and an address
// one folder up from a tag page (`tags/`) should not be a missing page. Made from the summaries, as the
// tag pages are.

extension GeneratedPages {
    /// Where the index of a folder's terms is written (`tags/index.html`, linked as `tags/` with pretty URLs).
    static func termsPath(folder: String) -> String { "\(folder)/index.html" }

    /// The link from a tag or category page at `path` to its folder's index of terms ("All tags").
    func linkTerms(from path: String, folder: String, in values: inout TemplateObject) {
        values[.termsURL] = .string(context.urls.link(SitePaths.relativeURL(from: path, to: Self.termsPath(folder: folder))))
        values[.termsLabel] = .string(context.words[folder == "tags" ? .allTags : .allCategories])
    }

    /// The page listing every tag (or category) of `pages` with its number of notes, each linking to its
    /// page; nil when no page has one, when the templates have no `terms`, or (plain URLs) when a term named
    /// `index` has that path for its page.
    func termsJob(_ pages: [PageSummary], folder: String, heading: String, values keyPath: KeyPath<PageSummary, [String]>) -> Job? {
        // Counted by name, read in place (a key path copies each page's list), then merged by address.
        // Names in the order first seen: a term's shown name is its first page's, as on its own page.
        var byName: [String: Int] = [:], order: [String] = []
        let isTags = keyPath == \PageSummary.tags
        for index in pages.indices {
            for name in isTags ? pages[index].tags : pages[index].categories {
                if byName[name] == nil { order.append(name) }
                byName[name, default: 0] += 1
            }
        }
        guard !order.isEmpty else { return nil }
        var terms: [String: (name: String, count: Int)] = [:]
        for name in order {
            terms[SitePaths.safeComponent(name.lowercased()), default: (name, 0)].count += byName[name]!
        }
        let path = Self.termsPath(folder: folder)
        // Templates of a theme made before this page lack `terms`: no index then.
        guard !terms.isEmpty, templates.sources["terms"] != nil, !terms.keys.contains(where: { Self.listPath(folder: folder, name: $0, urls: plan.urls) == path })
        else { return nil }
        let sorted = terms.values.sorted { $0.name.lowercased() != $1.name.lowercased() ? $0.name.lowercased() < $1.name.lowercased() : $0.name < $1.name }
        let me = self
        return Job(path: path) {
            var html = ""
            for term in sorted {
                let url = me.context.urls.link(SitePaths.relativeURL(from: path, to: Self.listPath(folder: folder, name: term.name, urls: me.plan.urls)))
                html += "<li><a class=\"taxonomy\" href=\"\(url.htmlEscaped)\">\(term.name.htmlEscaped)</a> "
                    + "<span class=\"term-count\">\(term.count)</span></li>\n"
            }
            if html.hasSuffix("\n") { html.removeLast() }
            var values = me.context.common(outputPath: path, pageTitle: heading)
            values[.heading] = .string(heading)
            values[.termsHTML] = .string(html)
            return me.templates.renderPageBytes("terms", context: values)
        }
    }
}

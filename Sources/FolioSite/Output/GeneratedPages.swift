/// The pages Folio writes itself: index, licenses, tag and category pages, 404, robots.txt,
/// and — when a base URL is known — sitemap.xml and the Atom feed. All are built from page
/// summaries only, never from rendered HTML.
struct GeneratedPages {
    let plan: SitePlan
    let context: PageContext
    let templates: TemplateSet

    /// (output path, contents) pairs, in a fixed order.
    func all() -> [(String, String)] {
        var files: [(String, String)] = []
        let sorted = plan.pages.sorted(by: PageSummary.newestFirst)
        files.append(("index.html", index(sorted)))
        files.append(("licenses.html", licenses(sorted)))
        files += taxonomy(sorted, folder: "tags", label: "Tag", values: \.tags)
        files += taxonomy(sorted, folder: "categories", label: "Category", values: \.categories)
        var notFound = context.common(outputPath: "404.html", pageTitle: "Page not found")
        notFound["generated"] = true
        files.append(("404.html", templates.renderPage("404", context: notFound)))
        var robots = "User-agent: *\nAllow: /\n"
        if let base = context.baseURL {
            robots += "Sitemap: \(base)sitemap.xml\n"
            files.append(("sitemap.xml", sitemap(sorted, base: base)))
            files.append(("feed.xml", feed(sorted, base: base)))
        }
        files.append(("robots.txt", robots))
        files.append((".nojekyll", ""))
        return files
    }

    func index(_ pages: [PageSummary]) -> String {
        var values = context.common(outputPath: "index.html", pageTitle: context.siteTitle)
        values["pages"] = pages.map { context.card($0, fromPath: "index.html") }
        values["pageCount"] = pages.count
        values["diagramCount"] = pages.reduce(0) { $0 + $1.diagramCount }
        values["isIndex"] = true
        let tags = Set(pages.flatMap(\.tags)).sorted()
        values["tags"] = tags.map { ["name": $0, "url": "tags/\(SitePaths.safeComponent($0.lowercased())).html"] }
        let categories = Set(pages.flatMap(\.categories)).sorted()
        values["categories"] = categories.map { ["name": $0, "url": "categories/\(SitePaths.safeComponent($0.lowercased())).html"] }
        values["hasTaxonomy"] = !tags.isEmpty || !categories.isEmpty
        values["hasTags"] = !tags.isEmpty
        values["hasCategories"] = !categories.isEmpty
        return templates.renderPage("index", context: values)
    }

    func licenses(_ pages: [PageSummary]) -> String {
        var values = context.common(outputPath: "licenses.html", pageTitle: "Licenses")
        var byID: [String: (License, [PageSummary])] = [:]
        var unlicensed: [PageSummary] = []
        for page in pages {
            if page.licenses.isEmpty { unlicensed.append(page) }
            for license in page.licenses {
                byID[license.id, default: (license, [])].1.append(page)
            }
        }
        let groups = byID.values.sorted { $0.0 < $1.0 }.map { license, members -> [String: Any] in
            [
                "id": license.id, "name": license.name, "url": license.url ?? "", "known": license.isKnown,
                "anchor": "license-" + SitePaths.safeComponent(license.id.lowercased()),
                "pages": members.map { context.card($0, fromPath: "licenses.html") },
                "count": members.count,
            ]
        }
        values["licenses"] = groups
        values["unlicensed"] = unlicensed.map { context.card($0, fromPath: "licenses.html") }
        values["hasUnlicensed"] = !unlicensed.isEmpty
        return templates.renderPage("licenses", context: values)
    }

    func taxonomy(_ pages: [PageSummary], folder: String, label: String,
                          values keyPath: KeyPath<PageSummary, [String]>) -> [(String, String)] {
        var groups: [String: (String, [PageSummary])] = [:]
        for page in pages {
            for name in page[keyPath: keyPath] {
                let slug = SitePaths.safeComponent(name.lowercased())
                groups[slug, default: (name, [])].1.append(page)
            }
        }
        return groups.keys.sorted().map { slug in
            let (name, members) = groups[slug]!
            let path = "\(folder)/\(slug).html"
            var values = context.common(outputPath: path, pageTitle: "\(label): \(name)")
            values["heading"] = "\(label): \(name)"
            values["pages"] = members.map { context.card($0, fromPath: path) }
            return (path, templates.renderPage("list", context: values))
        }
    }

    func sitemap(_ pages: [PageSummary], base: String) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        xml += "  <url><loc>\(base.xmlEscaped)</loc></url>\n"
        for page in plan.pages {
            xml += "  <url><loc>\((base + page.outputPath).xmlEscaped)</loc>"
            if let date = page.updated ?? page.date { xml += "<lastmod>\(date.day10)</lastmod>" }
            xml += "</url>\n"
        }
        xml += "  <url><loc>\((base + "licenses.html").xmlEscaped)</loc></url>\n"
        return xml + "</urlset>\n"
    }

    func feed(_ pages: [PageSummary], base: String) -> String {
        // The feed's <updated> is the newest page date, never the build time.
        let newest = pages.compactMap { $0.updated ?? $0.date }.max()?.rfc3339 ?? "1970-01-01T00:00:00Z"
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">\n"
        xml += "  <title>\(context.siteTitle.xmlEscaped)</title>\n"
        if !context.siteDescription.isEmpty { xml += "  <subtitle>\(context.siteDescription.xmlEscaped)</subtitle>\n" }
        xml += "  <link href=\"\(base.xmlEscaped)\"/>\n  <link rel=\"self\" href=\"\((base + "feed.xml").xmlEscaped)\"/>\n"
        xml += "  <id>\(base.xmlEscaped)</id>\n  <updated>\(newest)</updated>\n"
        for page in pages.prefix(50) {
            let url = (base + page.outputPath).xmlEscaped
            xml += "  <entry>\n    <title>\(page.title.xmlEscaped)</title>\n    <link href=\"\(url)\"/>\n    <id>\(url)</id>\n"
            xml += "    <updated>\((page.updated ?? page.date)?.rfc3339 ?? newest)</updated>\n"
            for author in page.authors { xml += "    <author><name>\(author.xmlEscaped)</name></author>\n" }
            if !page.summary.isEmpty { xml += "    <summary>\(page.summary.xmlEscaped)</summary>\n" }
            xml += "  </entry>\n"
        }
        return xml + "</feed>\n"
    }
}

/// Builds the values templates see. Every URL in them is relative to the page being
/// rendered (`root` is `../` per folder level), so the site works from `file://` and
/// under any sub-path.
///
/// Keys available in every template: `site.title`, `site.description`, `site.language`,
/// `site.baseURL`, `root`, `stylesheets[].href`, `scripts[].src`, `headScript`,
/// `extraHead`, `extraBody`, `homeURL`, `licensesURL`, `canonicalURL`, `pageTitle`.
/// Page templates add `page.*` (see README "Templates").
struct PageContext: Sendable {
    var siteTitle: String
    var siteDescription: String
    var language: String
    var baseURL: String?
    var theme: ThemeAssets
    var extraHead: String
    var extraBody: String

    func common(outputPath: String, pageTitle: String) -> [String: Any] {
        let root = SitePaths.rootPrefix(from: outputPath)
        var context: [String: Any] = [
            "site": ["title": siteTitle, "description": siteDescription, "hasDescription": !siteDescription.isEmpty,
                     "language": language,
                     "baseURL": baseURL ?? ""] as [String: Any],
            "root": root,
            "stylesheets": theme.stylesheets.map { ["href": root + $0] },
            "scripts": theme.scripts.map { ["src": root + $0] },
            "headScript": theme.inlineHeadScript,
            "extraHead": extraHead,
            "extraBody": extraBody,
            "homeURL": root + "index.html",
            "licensesURL": root + "licenses.html",
            "pageTitle": pageTitle,
            "documentTitle": pageTitle == siteTitle ? siteTitle : "\(pageTitle) · \(siteTitle)",
        ]
        if let base = baseURL {
            context["canonicalURL"] = base + outputPath
            context["feedURL"] = root + "feed.xml"
        }
        return context
    }

    func licenseValues(_ licenses: [License]) -> [[String: Any]] {
        licenses.map { ["id": $0.id, "name": $0.name, "url": $0.url ?? "", "known": $0.isKnown] }
    }

    /// A card for listings (index, tag and category pages), linked from `fromPath`.
    func card(_ page: PageSummary, fromPath: String) -> [String: Any] {
        [
            "title": page.title,
            "url": SitePaths.relativeURL(from: fromPath, to: page.outputPath),
            "date": page.date?.day10 ?? "",
            "dateISO": page.date?.iso8601 ?? "",
            "hasDate": page.date != nil,
            "author": page.authors.joined(separator: ", "),
            "hasAuthor": !page.authors.isEmpty,
            "summary": page.summary,
            "licenses": licenseValues(page.licenses),
            "hasLicenses": !page.licenses.isEmpty,
            "diagramCount": page.diagramCount,
            "hasDiagrams": page.diagramCount > 0,
            "diagramLabel": page.diagramCount == 1 ? "1 diagram" : "\(page.diagramCount) diagrams",
            "tags": page.tags.map { ["name": $0, "url": SitePaths.relativeURL(from: fromPath, to: "tags/\(SitePaths.safeComponent($0.lowercased())).html")] },
        ]
    }

    /// Front matter keys shown by the metadata block itself, not listed as extras (built once).
    static let knownKeys: Set<String> = [
        "title", "author", "authors", "created", "date", "updated", "modified", "version",
        "license", "licenses", "license(s)", "copyright", "tags", "categories", "summary",
        "description", "layout", "slug",
    ]

    func page(_ summary: PageSummary, rendered: RenderedPage) -> [String: Any] {
        var context = common(outputPath: summary.outputPath, pageTitle: summary.title)
        let root = SitePaths.rootPrefix(from: summary.outputPath)
        var frontMatter: [String: Any] = [:]
        var extra: [[String: Any]] = []
        for (key, value) in summary.frontMatter.entries {
            frontMatter[key] = value.templateValue
            if !PageContext.knownKeys.contains(key.lowercased()), let text = value.text { extra.append(["key": key, "value": text]) }
        }
        let toc = rendered.toc.map { ["id": $0.id, "text": $0.text, "level": $0.level, "isSub": $0.level == 3] as [String: Any] }
        var page: [String: Any] = [
            "title": summary.title,
            "hasOwnH1": rendered.hasOwnH1,
            "titleHTML": rendered.titleHTML ?? "",
            "hasTitleHTML": rendered.titleHTML != nil,
            "needsTitle": !rendered.hasOwnH1,
            "hasCreated": summary.created != nil,
            "hasUpdated": summary.updated != nil,
            "hasVersion": summary.version != nil,
            "hasCopyright": summary.copyright != nil,
            "hasTags": !summary.tags.isEmpty,
            "hasCategories": !summary.categories.isEmpty,
            "hasFrontMatterError": summary.frontMatter.error != nil,
            "content": rendered.bodyHTML,
            "toc": toc,
            "tocHTML": PageContext.tocHTML(rendered.toc),
            "hasTOC": toc.count >= 2,
            "author": summary.authors.joined(separator: ", "),
            "authors": summary.authors,
            "hasAuthor": !summary.authors.isEmpty,
            "created": summary.created?.day10 ?? "",
            "createdISO": summary.created?.iso8601 ?? "",
            "date": summary.date?.day10 ?? "",
            "dateISO": summary.date?.iso8601 ?? "",
            "showDate": summary.date != nil && summary.created == nil,
            "updated": summary.updated?.day10 ?? "",
            "updatedISO": summary.updated?.iso8601 ?? "",
            "version": summary.version ?? "",
            "copyright": summary.copyright ?? "",
            "licenses": licenseValues(summary.licenses),
            "knownLicenses": licenseValues(summary.licenses.filter(\.isKnown)),
            "hasLicenses": !summary.licenses.isEmpty,
            "multipleLicenses": summary.licenses.count > 1,
            "tags": summary.tags.map { ["name": $0, "url": root + "tags/\(SitePaths.safeComponent($0.lowercased())).html"] },
            "categories": summary.categories.map { ["name": $0, "url": root + "categories/\(SitePaths.safeComponent($0.lowercased())).html"] },
            "hasTaxonomy": !summary.tags.isEmpty || !summary.categories.isEmpty,
            "diagramCount": rendered.diagrams,
            "frontMatter": frontMatter,
            "extra": extra,
            "hasExtra": !extra.isEmpty,
            "sourcePath": summary.sourcePath,
            "summary": summary.summary,
            "jsonLD": jsonLD(summary),
        ]
        page["hasMetadata"] = !summary.authors.isEmpty || summary.date != nil || summary.version != nil
            || summary.copyright != nil || !summary.licenses.isEmpty || !extra.isEmpty
        if let error = summary.frontMatter.error {
            page["frontMatterError"] = "Line \(error.line), column \(error.column): \(error.message)"
        }
        context["page"] = page
        if !summary.summary.isEmpty { context["metaDescription"] = summary.summary }
        return context
    }

    /// The TOC entries as `<li>` items. Built in Swift rather than with a Mustache section:
    /// long pages have dozens of entries and this was the hottest template loop. Templates
    /// that want other markup can still iterate `page.toc`.
    static func tocHTML(_ entries: [RenderedPage.TOCEntry]) -> String {
        var html = ""
        for entry in entries {
            html += "<li class=\"toc-level-\(entry.level)\"><a href=\"#\(entry.id.htmlEscaped)\">\(entry.text.htmlEscaped)</a></li>\n"
        }
        return html
    }

    /// schema.org `CreativeWork` as JSON-LD, keys in a fixed order (deterministic bytes).
    func jsonLD(_ summary: PageSummary) -> String {
        var fields: [(String, String)] = [
            ("@context", "https://schema.org".jsonQuoted),
            ("@type", "CreativeWork".jsonQuoted),
            ("name", summary.title.jsonQuoted),
            ("headline", summary.title.jsonQuoted),
        ]
        if !summary.authors.isEmpty {
            let people = summary.authors.map { "{\"@type\":\"Person\",\"name\":\($0.jsonQuoted)}" }
            fields.append(("author", people.count == 1 ? people[0] : "[" + people.joined(separator: ",") + "]"))
        }
        if let created = summary.created { fields.append(("dateCreated", created.iso8601.jsonQuoted)) }
        if let date = summary.date, date != summary.created { fields.append(("datePublished", date.iso8601.jsonQuoted)) }
        if let updated = summary.updated { fields.append(("dateModified", updated.iso8601.jsonQuoted)) }
        if let version = summary.version { fields.append(("version", version.jsonQuoted)) }
        if !summary.licenses.isEmpty {
            let values = summary.licenses.map { ($0.url ?? $0.id).jsonQuoted }
            fields.append(("license", values.count == 1 ? values[0] : "[" + values.joined(separator: ",") + "]"))
        }
        if let copyright = summary.copyright { fields.append(("copyrightNotice", copyright.jsonQuoted)) }
        if !summary.tags.isEmpty { fields.append(("keywords", summary.tags.joined(separator: ", ").jsonQuoted)) }
        if !summary.summary.isEmpty { fields.append(("description", summary.summary.jsonQuoted)) }
        if let base = baseURL { fields.append(("url", (base + summary.outputPath).jsonQuoted)) }
        return "{" + fields.map { "\($0.0.jsonQuoted):\($0.1)" }.joined(separator: ",") + "}"
    }
}

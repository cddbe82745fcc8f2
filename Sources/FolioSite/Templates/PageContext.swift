import CompiledMustache
import Foundation

/// Builds the values templates see. Every URL in them is relative to the page being
/// rendered (`root` is `../` per folder level), so the site works from `file://` and
/// under any sub-path.
///
/// Keys available in every template: `site.title`, `site.description`, `site.language`,
/// `site.baseURL`, `root`, `stylesheets[].href`, `scripts[].src`, `headScript`,
/// `extraHead`, `extraBody`, `homeURL`, `licensesURL`, `canonicalURL`, `pageTitle`, `search`.
/// Page templates add `page.*` (see README "Templates").
struct PageContext: Sendable {
    let siteTitle: String
    let siteDescription: String
    let language: String
    let baseURL: String?
    let theme: ThemeAssets
    let extraHead: String
    let extraBody: String
    /// The site icon, a URL relative to the site root (`favicon` in folio.yml), nil for none.
    var faviconPath: String?
    /// "Edit this page": `<repository>/edit/<branch>/<folder>/`, the note's path follows (nil: no link).
    var editBase: String?
    /// How links to pages are spelt (`urls:` in folio.yml).
    var urls: URLStyle = .plain
    /// Show the search box (`search` in folio.yml; the index is written by ``SearchIndexPhase``).
    var searchBox = false
    /// The bar above every page (`announcement`) and the footer's line (`copyright`), from folio.yml.
    var announcement: SiteMarkdownLine?
    var copyright: SiteMarkdownLine?
    /// Show each note's reading time and word count (`reading_time` in folio.yml; ``ReadingTime``).
    var readingTime = false
    /// Every page asks search engines not to index it: `site.noIndex` (`noindex` in folio.yml).
    var noIndex = false
    /// The site's words (``UIText``): counts and labels made here, and the navigation's.
    var words = UIText.english
    /// The last authors from git (`updated_by: true`): a note dated by its last commit names its author.
    var lastAuthors: GitDates?
    /// Pages written from right to left: `site.rightToLeft`, `dir="rtl"` on `<html>` (README "Languages").
    var rightToLeft = false
    /// The site's own stylesheets and scripts, after the theme's (`extra_css`, `extra_javascript`).
    var extraStylesheets: [ExtraLink] = []
    var extraScripts: [ExtraLink] = []

    /// One of the site's own stylesheets or scripts as pages link it.
    struct ExtraLink: Sendable {
        /// An http(s) URL, or a site file's percent-encoded path from the site root.
        let url: String
        let isSiteFile: Bool
        /// A script's attributes after its `src` (` type="module" async defer`, or nothing).
        let attributes: String

        init(_ asset: ExtraAsset, url: String, isSiteFile: Bool) {
            self.url = url
            self.isSiteFile = isSiteFile
            attributes = (asset.isModule ? " type=\"module\"" : "") + (asset.isAsync ? " async" : "") + (asset.isDeferred ? " defer" : "")
        }

        /// The URL from a page whose root prefix is `root`.
        func url(root: String) -> String { isSiteFile ? root + url : url }
    }
    /// The part of ``common(outputPath:pageTitle:)`` that depends only on the folder depth.
    private let depthEntries = DepthEntries()

    init(siteTitle: String, siteDescription: String, language: String, baseURL: String?, theme: ThemeAssets,
         extraHead: String, extraBody: String) {
        self.siteTitle = siteTitle
        self.siteDescription = siteDescription
        self.language = language
        self.baseURL = baseURL
        self.theme = theme
        self.extraHead = extraHead
        self.extraBody = extraBody
    }

    func common(outputPath: String, pageTitle: String) -> TemplateObject {
        let depth = outputPath.utf8.reduce(0) { $0 + ($1 == 47 ? 1 : 0) }
        var entries = depthEntries.entries(depth: depth) { depthValues(root: String(repeating: "../", count: depth)) }
        entries.reserveCapacity(entries.count + 4)
        entries.append((SiteKey.pageTitle.key, .string(pageTitle)))
        entries.append((SiteKey.documentTitle.key, .string(pageTitle == siteTitle ? siteTitle : "\(pageTitle) · \(siteTitle)")))
        if let base = baseURL { entries.append((SiteKey.canonicalURL.key, .string(urls.absolute(base: base, path: outputPath)))) }
        // `<meta name="robots" content="noindex, nofollow">`: the whole site's (`noindex`), or a page's (see ``page(_:rendered:navigation:plan:backlinks:related:)``).
        if noIndex { entries.append((SiteKey.robotsNoIndex.key, .bool(true))) }
        return TemplateObject(entries: entries)
    }

    /// The context values that are the same for every page `root` (`../` per level) below the top.
    private func depthValues(root: String) -> [(key: TemplateKey, value: TemplateValue)] {
        var site = TemplateObject(capacity: 6)
        site.append(.title, .string(siteTitle))
        site.append(.description, .string(siteDescription))
        site.append(.hasDescription, .bool(!siteDescription.isEmpty))
        site.append(.language, .string(language))
        site.append(.rightToLeft, .bool(rightToLeft))
        site.append(.baseURL, .string(baseURL ?? ""))
        site.append(.noIndex, .bool(noIndex))
        var entries: [(key: SiteKey, value: TemplateValue)] = [
            (.site, .object(site)),
            (.root, .string(root)),
            (.stylesheets, .list(theme.stylesheets.map { .object(TemplateObject(entries: [(.href, .string(root + $0))])) }
                + extraStylesheets.map { .object(TemplateObject(entries: [(.href, .string($0.url(root: root)))])) })),
            // Each script has its attributes as one string, empty for the theme's: one lookup a script, where a
            // key its object lacked was looked up through every outer context of the page.
            (.scripts, .list(theme.scripts.map { .object(TemplateObject(entries: [(.src, .string(root + $0)), (.attributes, .string(""))])) }
                + extraScripts.map { .object(TemplateObject(entries: [(.src, .string($0.url(root: root))), (.attributes, .string($0.attributes))])) })),
            (.headScript, .string(theme.inlineHeadScript)),
            (.extraHead, .string(extraHead)),
            (.extraBody, .string(extraBody)),
            (.homeURL, .string(urls.link(root + "index.html"))),
            (.licensesURL, .string(urls.link(root + urls.outputPath(plain: "licenses.html")))),
            (.search, .bool(searchBox)),
        ]
        if let announcement {
            entries.append((.hasAnnouncement, .bool(true)))
            entries.append((.announcementHTML, .string(announcement.html(root: root))))
            entries.append((.announcementID, .string(announcement.identity)))
        }
        if let copyright {
            entries.append((.hasSiteCopyright, .bool(true)))
            entries.append((.siteCopyrightHTML, .string(copyright.html(root: root))))
        }
        if baseURL != nil { entries.append((.feedURL, .string(root + "feed.xml"))) }
        if let faviconPath { entries.append((.faviconURL, .string(root + faviconPath))) }
        return entries.map { ($0.key.key, $0.value) }
    }

    /// A card for listings (index, tag and category pages), linked from `fromPath`.
    func card(_ page: PageSummary, fromPath: String) -> TemplateObject {
        var card = TemplateObject(capacity: 14)
        card.append(.title, .string(page.title))
        card.append(.url, .string(urls.link(SitePaths.relativeURL(from: fromPath, to: page.outputPath))))
        card.append(.date, .string(page.date.map(DateText.day10) ?? ""))
        card.append(.dateISO, .string(page.date.map(DateText.iso8601) ?? ""))
        card.append(.hasDate, .bool(page.date != nil))
        card.append(.author, .string(page.authors.joined(separator: ", ")))
        card.append(.hasAuthor, .bool(!page.authors.isEmpty))
        card.append(.summary, .string(page.summary))
        card.append(.licenses, .licenses(page.licenses))
        card.append(.hasLicenses, .bool(!page.licenses.isEmpty))
        card.append(.diagramCount, .int(page.diagramCount))
        card.append(.hasDiagrams, .bool(page.diagramCount > 0))
        card.append(.diagramLabel, .string(words.diagrams(page.diagramCount)))
        card.append(.tags, .list(page.tags.map {
            .object(.link(name: $0, url: urls.link(SitePaths.relativeURL(
                from: fromPath, to: GeneratedPages.listPath(folder: "tags", name: $0, urls: urls)))))
        }))
        return card
    }

    /// The link to the tag or category page of `name` from a page whose root prefix is `root`.
    func listURL(root: String, folder: String, name: String) -> String {
        urls.link(root + GeneratedPages.listPath(folder: folder, name: name, urls: urls))
    }

    /// Front matter keys shown by the metadata block itself, or instructions to Folio rather than facts
    /// about the note (`search`, `aliases`, `draft`: a reader has no use for them), not listed as extras
    /// (built once).
    static let knownKeys: Set<String> = [
        "title", "author", "authors", "created", "date", "updated", "modified", "version",
        "license", "licenses", "license(s)", "copyright", "tags", "categories", "summary",
        "description", "layout", "slug", "weight", "nav_order", "image", "images", "sidebar_position", "linktitle", "sidebar_label", "search", "aliases", "alias", "draft", "published",
        "cssclasses", "cssclass", "reading_time", "readtime", "toc_depth", "toc_min_heading_level", "toc_max_heading_level",
        "unlisted", "sitemap", "build", "redirect_from", "canonical_url", "canonicalurl", "noindex",
    ]

    /// `backlinks`: the pages linking to each page (`backlinks: true`), read with `plan`.
    func page(_ summary: PageSummary, rendered: RenderedPage, navigation: SiteNavigation = SiteNavigation(),
              plan: SitePlan? = nil, backlinks: PageLists? = nil, related: PageLists? = nil) -> TemplateObject {
        var context = common(outputPath: summary.outputPath, pageTitle: summary.title)
        let root = SitePaths.rootPrefix(from: summary.outputPath)
        var frontMatter = TemplateObject(capacity: summary.frontMatter.entries.count)
        var extra: [TemplateValue] = []
        var hidden = HiddenPageParts()
        var classes: [String] = []
        var readingOverride = ReadingTime.Override.counted
        for (key, value) in summary.frontMatter.entries {
            frontMatter[name: key] = TemplateValue(value)
            let lowercased = key.lowercased()
            if readingTime, lowercased.utf8.first == UInt8(ascii: "r"), lowercased == "reading_time" || lowercased == "readtime" {
                readingOverride = ReadingTime.Override(written: value)
                continue
            }
            if lowercased.utf8.first == UInt8(ascii: "c"), lowercased == "cssclasses" || lowercased == "cssclass" {
                classes += PageClasses(value).names.filter { !classes.contains($0) }
                continue
            }
            // Only keys starting with `h` or `p` can be one (a set lookup hashes the key).
            if let first = lowercased.utf8.first, first == UInt8(ascii: "h") || first == UInt8(ascii: "p"),
               HiddenPageParts.keys.contains(lowercased) {
                hidden.formUnion(HiddenPageParts(key: key, value: value))
                continue
            }
            if !PageContext.knownKeys.contains(lowercased), let text = value.text {
                extra.append(.object(TemplateObject(entries: [(.key, .string(key)), (.value, .string(text))])))
            }
        }
        // `reading_time: false` in a note hides its line, a number of minutes replaces the count.
        let reading = readingTime && readingOverride != .hidden ? ReadingTime(bodyHTML: rendered.bodyHTML) : nil
        let minutes = reading.map { counted in if case .minutes(let written) = readingOverride { written } else { counted.minutes } }
        let hasMetadata = reading != nil || !summary.authors.isEmpty || summary.date != nil || summary.updated != nil || summary.version != nil
            || summary.copyright != nil || !summary.licenses.isEmpty || !extra.isEmpty
        var page = TemplateObject(capacity: 60)
        page.append(.title, .string(summary.title))
        page.append(.hasOwnH1, .bool(rendered.hasOwnH1))
        page.append(.titleHTML, .string(rendered.titleHTML ?? ""))
        page.append(.hasTitleHTML, .bool(rendered.titleHTML != nil))
        page.append(.needsTitle, .bool(!rendered.hasOwnH1 && !hidden.contains(.title)))
        page.append(.hasCreated, .bool(summary.created != nil))
        page.append(.hasUpdated, .bool(summary.updated != nil))
        page.append(.hasVersion, .bool(summary.version != nil))
        page.append(.hasCopyright, .bool(summary.copyright != nil))
        page.append(.hasTags, .bool(!summary.tags.isEmpty && !hidden.contains(.tags)))
        page.append(.hasCategories, .bool(!summary.categories.isEmpty))
        page.append(.hasFrontMatterError, .bool(summary.frontMatter.error != nil))
        page.append(.cssClasses, .string(classes.joined(separator: " ")))
        page.append(.hasCSSClasses, .bool(!classes.isEmpty))
        page.append(.content, .string(summary.listsDocCards ? docCards(in: rendered.bodyHTML, of: summary, navigation: navigation, plan: plan)
                                                            : rendered.bodyHTML))
        page.append(.toc, .tocEntries(rendered.toc))
        page.append(.tocHTML, .bytes(PageContext.tocHTMLBytes(rendered.toc)))
        page.append(.hasTOC, .bool(rendered.toc.count >= 2 && !hidden.contains(.toc)))
        page.append(.author, .string(summary.authors.joined(separator: ", ")))
        page.append(.authors, .list(summary.authors.map { .string($0) }))
        page.append(.hasAuthor, .bool(!summary.authors.isEmpty))
        let createdISO = summary.created.map(DateText.iso8601), dateISO = summary.date.map(DateText.iso8601)
        let updatedISO = summary.updated.map(DateText.iso8601)
        page.append(.created, .string(summary.created.map(DateText.day10) ?? ""))
        page.append(.createdISO, .string(createdISO ?? ""))
        page.append(.date, .string(summary.date.map(DateText.day10) ?? ""))
        page.append(.dateISO, .string(dateISO ?? ""))
        page.append(.showDate, .bool(summary.date != nil && summary.created == nil))
        page.append(.updated, .string(summary.updated.map(DateText.day10) ?? ""))
        page.append(.updatedISO, .string(updatedISO ?? ""))
        let updatedBy = lastAuthors?.author(of: summary)
        page.append(.hasUpdatedBy, .bool(updatedBy != nil))
        page.append(.updatedBy, .string(updatedBy ?? ""))
        page.append(.version, .string(summary.version ?? ""))
        page.append(.copyright, .string(summary.copyright ?? ""))
        page.append(.licenses, .licenses(summary.licenses))
        page.append(.knownLicenses, .licenses(summary.licenses.filter(\.isKnown)))
        page.append(.hasLicenses, .bool(!summary.licenses.isEmpty))
        page.append(.multipleLicenses, .bool(summary.licenses.count > 1))
        page.append(.tags, .list(summary.tags.map {
            .object(.link(name: $0, url: listURL(root: root, folder: "tags", name: $0)))
        }))
        page.append(.categories, .list(summary.categories.map {
            .object(.link(name: $0, url: listURL(root: root, folder: "categories", name: $0)))
        }))
        page.append(.hasTaxonomy, .bool(!summary.tags.isEmpty || !summary.categories.isEmpty))
        page.append(.diagramCount, .int(rendered.diagrams))
        page.append(.frontMatter, .object(frontMatter))
        page.append(.hasExtra, .bool(!extra.isEmpty))
        page.append(.extra, .list(extra))
        page.append(.sourcePath, .string(summary.sourcePath))
        page.append(.summary, .string(summary.summary))
        page.append(.jsonLD, .bytes(jsonLDBytes(summary, createdISO: createdISO, dateISO: dateISO, updatedISO: updatedISO,
                                                reading: reading.map { ($0.wordCount, minutes ?? $0.minutes) })))
        page.append(.hasMetadata, .bool(hasMetadata))
        if let reading, let minutes {
            page.append(.hasReadingTime, .bool(true))
            page.append(.readingTime, .string(words.format(.minutes, n: minutes)))
            page.append(.readingMinutes, .int(minutes))
            page.append(.wordCount, .int(reading.wordCount))
        }
        appendNavigation(navigation, for: summary, root: root, hiding: hidden, to: &page)
        if let plan, related != nil || backlinks != nil {
            // "Related pages" and "Linked from": links to other pages of the site, by title.
            for (lists, flag, key) in [(related, SiteKey.hasRelated, SiteKey.related), (backlinks, .hasBacklinks, .backlinks)] {
                guard let listed = lists?.pages(for: summary.outputPath, in: plan) else { continue }
                page.append(flag, .bool(!listed.isEmpty))
                page.append(key, .list(listed.map { .object(.link(name: $0.title, url: plan.pageURL(from: summary.outputPath, to: $0.outputPath))) }))
            }
        }
        if let editBase {
            let path = summary.sourcePath.split(separator: "/").map { SitePaths.percentEncode(String($0)) }.joined(separator: "/")
            page.append(.editURL, .string(editBase + path))
            page.append(.hasEditURL, .bool(true))
        }
        if let marker = DraftRule.marker(of: summary) {
            page.append(.isDraft, .bool(true))
            page.append(.draftMarker, .string(marker))
        }
        if let error = summary.frontMatter.error {
            page.append(.frontMatterError, .string("Line \(error.line), column \(error.column): \(error.message)"))
        }
        context.append(.page, .object(page))
        if summary.isUnlisted { context.append(.isUnlisted, .bool(true)) }
        if summary.isUnlisted || summary.asksNoIndex { context[.robotsNoIndex] = .bool(true) }
        // An article first published elsewhere credits that address (`canonical_url`), with or without a base URL.
        if let canonical = summary.canonicalOverride { context[.canonicalURL] = .string(canonical) }
        if !summary.summary.isEmpty { context.append(.metaDescription, .string(summary.summary)) }
        if let image = socialImage(summary, plan: plan) {
            context.append(.socialImage, .string(image.url))
            // A card shows a picture whose size it knows before fetching it (Facebook's and LinkedIn's first share).
            if let size = image.size {
                context.append(.socialImageWidth, .string(String(size.width)))
                context.append(.socialImageHeight, .string(String(size.height)))
            }
        }
        return context
    }

    /// `body` with Docusaurus' `<DocCardList />` marker paragraphs replaced by the page's cards (``DocCardList``).
    private func docCards(in body: String, of summary: PageSummary, navigation: SiteNavigation, plan: SitePlan?) -> String {
        guard body.utf8Contains(DocCardList.marker) else { return body }
        let cards = plan.map { DocCardList.html(for: summary.outputPath, navigation: navigation, plan: $0, words: words) } ?? ""
        return DocCardList.withoutMarkers(body.replacingOccurrences(of: DocCardList.markerParagraph, with: cards))
    }

    /// The absolute URL of the page's social card picture (``SocialImage``): an http(s) URL as written,
    /// or a file of the site when the site has a base URL (a card's picture must be absolute), with the
    /// file's pixel size when it is known (``SitePlan/imageSizes``).
    private func socialImage(_ summary: PageSummary, plan: SitePlan?) -> (url: String, size: ImageSize?)? {
        guard let plan, let written = SocialImage.written(in: summary) else { return nil }
        switch SocialImage.place(of: written.text, from: summary, plan: plan) {
        case .url(let url): return (url, nil)
        case .file(let output):
            guard let baseURL else { return nil }
            let url = baseURL + output.split(separator: "/").map { SitePaths.percentEncode(String($0)) }.joined(separator: "/")
            return (url, plan.imageSizes[output])
        case .missing, .refused: return nil
        }
    }

    /// The TOC entries as `<li>` items. Built in Swift rather than with a Mustache section:
    /// long pages have dozens of entries and this was the hottest template loop. Templates
    /// that want other markup can still iterate `page.toc`.
    static func tocHTML(_ entries: [RenderedPage.TOCEntry]) -> String {
        String(decoding: tocHTMLBytes(entries), as: UTF8.self)
    }

    static func tocHTMLBytes(_ entries: [RenderedPage.TOCEntry]) -> [UInt8] {
        var html: [UInt8] = []
        guard !entries.isEmpty else { return html }
        html.reserveCapacity(entries.count * 80)
        for entry in entries {
            html.appendLiteral("<li class=\"toc-level-")
            if (0...9).contains(entry.level) { html.append(UInt8(48 + entry.level)) } else { html.append(contentsOf: String(entry.level).utf8) }
            html.appendLiteral("\"><a href=\"#")
            HTMLEscaping.appendEscaped(entry.id, to: &html)
            html.appendLiteral("\">")
            HTMLEscaping.appendEscaped(entry.text, to: &html)
            html.appendLiteral("</a></li>\n")
        }
        return html
    }

    /// schema.org `CreativeWork` as JSON-LD, keys in a fixed order (deterministic bytes).
    func jsonLD(_ summary: PageSummary) -> String {
        String(decoding: jsonLDBytes(summary, createdISO: summary.created?.iso8601, dateISO: summary.date?.iso8601,
                                     updatedISO: summary.updated?.iso8601), as: UTF8.self)
    }

    /// ``jsonLD(_:)`` written straight into bytes (no string per field), with the page's
    /// dates already formatted (the context needs them too).
    /// `reading` adds `wordCount` and `timeRequired` (ISO 8601 minutes) when reading times are shown.
    func jsonLDBytes(_ summary: PageSummary, createdISO: String?, dateISO: String?, updatedISO: String?,
                     reading: (words: Int, minutes: Int)? = nil) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(512)
        out.append(contentsOf: #"{"@context":"https://schema.org","@type":"CreativeWork","name":"#.utf8)
        JSONText.appendQuoted(summary.title, to: &out)
        out.append(contentsOf: #","headline":"#.utf8)
        JSONText.appendQuoted(summary.title, to: &out)
        JSONText.appendField("inLanguage", language, to: &out)
        if !summary.authors.isEmpty {
            out.append(contentsOf: #","author":"#.utf8)
            if summary.authors.count > 1 { out.append(UInt8(ascii: "[")) }
            for (index, author) in summary.authors.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.append(contentsOf: #"{"@type":"Person","name":"#.utf8)
                JSONText.appendQuoted(author, to: &out)
                out.append(UInt8(ascii: "}"))
            }
            if summary.authors.count > 1 { out.append(UInt8(ascii: "]")) }
        }
        if let created = createdISO { JSONText.appendField("dateCreated", created, to: &out) }
        if let date = dateISO, summary.date != summary.created { JSONText.appendField("datePublished", date, to: &out) }
        if let updated = updatedISO { JSONText.appendField("dateModified", updated, to: &out) }
        if let version = summary.version { JSONText.appendField("version", version, to: &out) }
        if !summary.licenses.isEmpty {
            out.append(contentsOf: #","license":"#.utf8)
            if summary.licenses.count > 1 { out.append(UInt8(ascii: "[")) }
            for (index, license) in summary.licenses.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONText.appendQuoted(license.url ?? license.id, to: &out)
            }
            if summary.licenses.count > 1 { out.append(UInt8(ascii: "]")) }
        }
        if let copyright = summary.copyright { JSONText.appendField("copyrightNotice", copyright, to: &out) }
        if let reading {
            out.append(contentsOf: #","wordCount":"#.utf8)
            out.append(contentsOf: String(reading.words).utf8)
            JSONText.appendField("timeRequired", "PT\(reading.minutes)M", to: &out)
        }
        if !summary.tags.isEmpty { JSONText.appendField("keywords", summary.tags.joined(separator: ", "), to: &out) }
        if !summary.summary.isEmpty { JSONText.appendField("description", summary.summary, to: &out) }
        if let base = baseURL { JSONText.appendField("url", urls.absolute(base: base, path: summary.outputPath), to: &out) }
        out.append(UInt8(ascii: "}"))
        return out
    }
}

/// The common context entries per folder depth, made once per depth and shared by every
/// page there (a site has a handful of depths and thousands of pages).
private final class DepthEntries: @unchecked Sendable {
    private let lock = NSLock()
    private var byDepth: [[(key: TemplateKey, value: TemplateValue)]?] = []

    func entries(depth: Int, make: () -> [(key: TemplateKey, value: TemplateValue)]) -> [(key: TemplateKey, value: TemplateValue)] {
        lock.lock()
        if depth < byDepth.count, let cached = byDepth[depth] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let made = make()
        lock.lock()
        if byDepth.count <= depth { byDepth += Array(repeating: nil, count: depth + 1 - byDepth.count) }
        byDepth[depth] = made
        lock.unlock()
        return made
    }
}

extension Array where Element == UInt8 {
    /// Appends a literal's UTF-8 bytes without going through `String`.
    mutating func appendLiteral(_ literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }
}

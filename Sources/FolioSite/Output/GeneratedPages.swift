import CompiledMustache
import Dispatch

/// The pages Folio writes itself: index, licenses, tag and category pages, 404, robots.txt,
/// and — when a base URL is known — sitemap.xml and the Atom feed. All are built from page
/// summaries only, never from rendered HTML, and list no unlisted page (``PageSummary/isUnlisted``).

struct GeneratedPages: Sendable {
    let plan: SitePlan
    let context: PageContext
    let templates: TemplateSet
    /// The sections `llms.txt` lists pages under.
    var navigation = SiteNavigation()
    /// Write `llms.txt` (``LLMsText``).
    var writesLLMsText = false
    /// Splits the home page and the tag and category pages into pages (`paginate`), nil for one page each.
    var pager: ListPager?

    /// The generated pages of a loaded site, with its navigation and `llms_txt` setting.
    init(_ site: LoadedSite) {
        self.init(plan: site.plan, context: site.context, templates: site.templates)
        navigation = site.navigation
        writesLLMsText = site.config.llmsTxt
        pager = site.config.paginate.map { ListPager(size: $0, urls: site.plan.urls, words: site.context.words) }
    }

    init(plan: SitePlan, context: PageContext, templates: TemplateSet) {
        self.plan = plan
        self.context = context
        self.templates = templates
    }

    /// One file to generate: its output path and how to make its contents.
    struct Job: Sendable {
        let path: String
        /// The first page of the list this is a page of (``ListPager``), else ``path``.
        var list: String
        /// The file's bytes (the build writes these as they are).
        let render: @Sendable () -> [UInt8]

        init(path: String, list: String? = nil, render: @escaping @Sendable () -> [UInt8]) {
            self.path = path
            self.list = list ?? path
            self.render = render
        }

        init(path: String, text: @escaping @Sendable () -> String) {
            self.init(path: path) { Array(text().utf8) }
        }

        /// The contents as text.
        func make() -> String {
            String(decoding: render(), as: UTF8.self)
        }
    }

    /// Each page's listing card (the `page-card` template), rendered once for pages at the
    /// root (`index.html`, `licenses.html`) and once for pages one folder down (`tags/…`),
    /// then reused by every listing: a large site lists each note several times.
    /// Kept as bytes: a listing page is thousands of cards copied into one buffer.
    struct Cards: Sendable {
        var root: [String: [UInt8]] = [:]
        var nested: [String: [UInt8]] = [:]
        /// Cards for the licenses page when it is a folder of its own (`urls: pretty`), else empty.
        var licenses: [String: [UInt8]] = [:]
        var licensesInFolder = false

        func html(_ pages: [PageSummary], nested isNested: Bool) -> [UInt8] {
            html(sourcePaths: pages.map(\.sourcePath), nested: isNested)
        }

        /// The cards of the pages with these source paths, in order.
        func html(sourcePaths: [String], nested isNested: Bool) -> [UInt8] {
            Self.join(sourcePaths, isNested ? nested : root)
        }

        /// The cards of the pages with these source paths as the licenses page shows them.
        func licensesHTML(sourcePaths: [String]) -> [UInt8] {
            Self.join(sourcePaths, licensesInFolder ? licenses : root)
        }

        private static func join(_ sourcePaths: [String], _ table: [String: [UInt8]]) -> [UInt8] {
            var parts: [[UInt8]] = []
            parts.reserveCapacity(sourcePaths.count)
            var size = 0
            for path in sourcePaths {
                guard let card = table[path] else { continue }
                parts.append(card)
                size += card.count
            }
            var html: [UInt8] = []
            html.reserveCapacity(size)
            for part in parts { html.append(contentsOf: part) }
            return html
        }
    }

    func renderCards(for pages: [PageSummary]) -> Cards {
        var rendered = [([UInt8], [UInt8], [UInt8])](repeating: ([], [], []), count: pages.count)
        let nestedPath = plan.urls.outputPath(plain: "tags/x.html")
        let licensesPath = self.licensesPath
        let licensesInFolder = licensesPath.contains("/")
        rendered.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            pages.withUnsafeBufferPointer { summaries in
                // Read in place: a summary is a large value to copy per card.
                let summaries = UnsafeSendableReadBuffer(summaries)
                DispatchQueue.concurrentPerform(iterations: pages.count) { index in
                    let root = templates.renderBytes("page-card", context: context.card(summaries.buffer[index], fromPath: "index.html"))
                    // Only tag and category pages (one folder down) list nested cards.
                    let listedNested = !summaries.buffer[index].tags.isEmpty || !summaries.buffer[index].categories.isEmpty
                    let nested = listedNested
                        ? templates.renderBytes("page-card", context: context.card(summaries.buffer[index], fromPath: nestedPath))
                        : []
                    let licenses = licensesInFolder
                        ? templates.renderBytes("page-card", context: context.card(summaries.buffer[index], fromPath: licensesPath))
                        : []
                    slots.buffer[index] = (root, nested, licenses)
                }
            }
        }
        var cards = Cards()
        cards.licensesInFolder = licensesInFolder
        cards.root.reserveCapacity(pages.count)
        cards.nested.reserveCapacity(pages.count)
        for index in pages.indices {
            cards.root[pages[index].sourcePath] = rendered[index].0
            cards.nested[pages[index].sourcePath] = rendered[index].1
            if licensesInFolder { cards.licenses[pages[index].sourcePath] = rendered[index].2 }
        }
        return cards
    }

    /// The files Folio writes at the root unless the content folder has its own (``ownFiles(_:)``).
    static let rootFiles = ["index.html", "licenses.html", "licenses/index.html", "404.html", "robots.txt", "sitemap.xml",
                            "feed.xml", ".nojekyll", "tags/index.html", "categories/index.html"]

    /// The generated paths (lowercased) the content folder has a file of its own at: that file is published
    /// as written, and nothing is generated there (the author's `robots.txt`, `404.html`, a tag page).
    static func ownFiles(_ assets: Set<String>) -> Set<String> {
        Set(assets.lazy.map { $0.lowercased() })
    }

    /// Every generated file, in a fixed order. Jobs are independent, so the builder runs
    /// them in parallel (the listing pages of a large site are the expensive ones).
    func jobs() -> [Job] {
        var jobs: [Job] = []
        let everyPage = plan.pages.sorted(by: PageSummary.newestFirst)
        let sorted = everyPage.listed
        let me = self
        let cards = renderCards(for: plan.pages)
        jobs += indexJobs(sorted, cards: cards)
        jobs.append(Job(path: licensesPath) { me.licenses(sorted, cards: cards) })
        jobs += taxonomyJobs(everyPage, folder: "tags", heading: .tagHeading, values: \.tags, cards: cards)
        jobs += taxonomyJobs(everyPage, folder: "categories", heading: .categoryHeading, values: \.categories, cards: cards)
        jobs += [termsJob(sorted, folder: "tags", heading: context.words[.tags], values: \.tags),
                 termsJob(sorted, folder: "categories", heading: context.words[.categories], values: \.categories)].compactMap { $0 }
        jobs.append(Job(path: "404.html") {
            me.templates.renderPageBytes("404", context: me.context.common(outputPath: "404.html", pageTitle: "Page not found"))
        })
        // A site that asks not to be indexed (`noindex`) names no sitemap; crawlers may still fetch its
        // pages, which is how they read the `noindex` (a robots.txt that forbade them could not say it).
        var robots = "User-agent: *\nAllow: /\n"
        if let base = context.baseURL {
            if !context.noIndex {
                robots += "Sitemap: \(base)sitemap.xml\n"
                jobs.append(Job(path: "sitemap.xml") { me.sitemap(base: base) })
            }
            jobs.append(Job(path: "feed.xml") { me.feed(sorted, base: base) })
        }
        if let job = llmsTextJob() { jobs.append(job) }
        let robotsText = robots
        jobs.append(Job(path: "robots.txt") { robotsText })
        jobs.append(Job(path: ".nojekyll") { [UInt8]() })
        for redirect in plan.redirects {
            jobs.append(Job(path: redirect.path) {
                AliasRedirects.html(redirect, plan: me.plan, baseURL: me.context.baseURL, language: me.context.language)
            })
        }
        return jobs
    }

    /// `llms.txt`, when asked for and the content folder has no file of that name (it is published as written).
    func llmsTextJob() -> Job? {
        guard writesLLMsText, !plan.assets.contains(LLMsText.path) else { return nil }
        let text = LLMsText(plan: plan, navigation: navigation, siteTitle: context.siteTitle,
                            siteDescription: context.siteDescription, baseURL: context.baseURL)
        return Job(path: LLMsText.path) { text.text() }
    }

    /// Every generated file rendered in order (serially); ``jobs()`` is the parallel form.
    func all() -> [(String, String)] {
        jobs().map { ($0.path, $0.make()) }
    }

    /// The index page listing `pages` (cards rendered on the spot unless given); `listing`: one page of
    /// it when it is split (``indexJobs(_:cards:)``), the site's tags and categories on its first only.
    func index(_ pages: [PageSummary], cards: Cards? = nil, listing: ListPage? = nil) -> [UInt8] {
        let path = listing?.path ?? "index.html", number = listing?.number ?? 1
        var values = context.common(outputPath: path, pageTitle: number == 1 ? context.siteTitle : context.words.format(.pageNumber, n: number))
        values[.cardsHTML] = .bytes(listing?.cardsHTML ?? (cards ?? renderCards(for: pages)).html(pages, nested: false))
        values[.pagerHTML] = .bytes(listing?.pagerHTML ?? [])
        values[.hasPager] = .bool(listing?.pagerHTML.isEmpty == false)
        values[.pageCount] = .int(pages.count)
        let diagrams = pages.reduce(0) { $0 + $1.diagramCount }
        values[.diagramCount] = .int(diagrams)
        values[.listingCount] = .string(context.words.format(.listingCount, n: pages.count, total: diagrams))
        values[.isIndex] = .bool(true)
        let root = SitePaths.rootPrefix(from: path)
        let tags = number == 1 ? Set(pages.flatMap(\.tags)).sorted() : []
        values[.tags] = .list(tags.map { .object(.link(name: $0, url: context.listURL(root: root, folder: "tags", name: $0))) })
        let categories = number == 1 ? Set(pages.flatMap(\.categories)).sorted() : []
        values[.categories] = .list(categories.map {
            .object(.link(name: $0, url: context.listURL(root: root, folder: "categories", name: $0)))
        })
        values[.hasTaxonomy] = .bool(!tags.isEmpty || !categories.isEmpty)
        values[.hasTags] = .bool(!tags.isEmpty)
        values[.hasCategories] = .bool(!categories.isEmpty)
        return templates.renderPageBytes("index", context: values)
    }

    /// The licenses page for `pages` (cards rendered on the spot unless given).
    func licenses(_ pages: [PageSummary], cards: Cards? = nil) -> [UInt8] {
        let cards = cards ?? renderCards(for: pages)
        var values = context.common(outputPath: licensesPath, pageTitle: "Licenses")
        // Source paths, not summaries: a summary is a large value to copy per license.
        var byID: [String: (License, [String])] = [:]
        var unlicensed: [String] = []
        for index in pages.indices {
            let licenses = pages[index].licenses
            if licenses.isEmpty { unlicensed.append(pages[index].sourcePath) }
            for license in licenses {
                byID[license.id, default: (license, [])].1.append(pages[index].sourcePath)
            }
        }
        let groups = byID.values.sorted { $0.0 < $1.0 }.map { license, members -> TemplateValue in
            var group = TemplateObject.license(license)
            group.append(.anchor, .string("license-" + SitePaths.safeComponent(license.id.lowercased())))
            group.append(.cardsHTML, .bytes(cards.licensesHTML(sourcePaths: members)))
            group.append(.count, .int(members.count))
            return .object(group)
        }
        values[.licenses] = .list(groups)
        values[.unlicensedCardsHTML] = .bytes(cards.licensesHTML(sourcePaths: unlicensed))
        values[.hasUnlicensed] = .bool(!unlicensed.isEmpty)
        return templates.renderPageBytes("licenses", context: values)
    }

    /// The tag or category pages for `pages`, rendered at once.
    func taxonomy(_ pages: [PageSummary], folder: String, heading: UIText.Key,
                  values keyPath: KeyPath<PageSummary, [String]>) -> [(String, String)] {
        taxonomyJobs(pages, folder: folder, heading: heading, values: keyPath, cards: renderCards(for: pages))
            .map { ($0.path, $0.make()) }
    }

    /// `heading`: the words of a term's page's heading ("Tag: {name}"). A term's page lists its listed
    /// pages; a term only unlisted pages have gets a page listing them that is unlisted too (as Docusaurus
    /// does: the pages' own links to it still lead somewhere, and no index or search engine finds it).
    func taxonomyJobs(_ pages: [PageSummary], folder: String, heading: UIText.Key,
                              values keyPath: KeyPath<PageSummary, [String]>, cards: Cards) -> [Job] {
        var groups: [String: (name: String, listed: [String], unlisted: [String])] = [:]
        // Field reads rather than `for page in pages`, which copies every summary.
        let names: (Int) -> [String]
        if keyPath == \PageSummary.tags { names = { pages[$0].tags } }
        else if keyPath == \PageSummary.categories { names = { pages[$0].categories } }
        else { names = { pages[$0][keyPath: keyPath] } }
        for index in pages.indices {
            let unlisted = pages[index].isUnlisted
            for name in names(index) {
                let slug = SitePaths.safeComponent(name.lowercased())
                if unlisted { groups[slug, default: (name, [], [])].unlisted.append(pages[index].sourcePath) }
                else { groups[slug, default: (name, [], [])].listed.append(pages[index].sourcePath) }
            }
        }
        let me = self
        return groups.keys.sorted().flatMap { slug -> [Job] in
            guard let group = groups[slug] else { return [] }
            let name = group.name, unlisted = group.listed.isEmpty, members = unlisted ? group.unlisted : group.listed
            let path = Self.listPath(folder: folder, name: name, urls: me.plan.urls)
            let title = me.context.words.format(heading, name: name)
            guard let pager = me.pager, members.count > pager.size else {
                return [Job(path: path) {
                    var values = me.context.common(outputPath: path, pageTitle: title)
                    values[.isUnlisted] = .bool(unlisted)
                    if unlisted { values[.robotsNoIndex] = .bool(true) }
                    values[.heading] = .string(title)
                    me.linkTerms(from: path, folder: folder, in: &values)
                    values[.cardsHTML] = .bytes(cards.html(sourcePaths: members, nested: true))
                    return me.templates.renderPageBytes("list", context: values)
                }]
            }
            return me.pagedListJobs(members, of: pages, title: title, first: path, folder: Self.listFolder(folder: folder, name: name),
                                    pager: pager, cards: cards, unlisted: unlisted)
        }
    }

    /// Where the licenses page is written (`licenses.html`, or `licenses/index.html` with pretty URLs).
    var licensesPath: String { plan.urls.outputPath(plain: "licenses.html") }

    /// The plan's pages in their order, but those ``PageSummary/isInSitemap`` leaves out.
    func sitemap(base: String) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        xml += "  <url><loc>\(base.xmlEscaped)</loc></url>\n"
        for page in plan.pages where page.isInSitemap {
            xml += "  <url><loc>\(plan.urls.absolute(base: base, path: page.outputPath).xmlEscaped)</loc>"
            if let date = page.updated ?? page.date { xml += "<lastmod>\(date.day10)</lastmod>" }
            xml += "</url>\n"
        }
        xml += "  <url><loc>\(plan.urls.absolute(base: base, path: licensesPath).xmlEscaped)</loc></url>\n"
        return xml + "</urlset>\n"
    }

    func feed(_ pages: [PageSummary], base: String) -> String {
        // The feed's <updated> is the newest page date, never the build time.
        let newest = pages.compactMap { $0.updated ?? $0.date }.max()?.rfc3339 ?? "1970-01-01T00:00:00Z"
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\""
            + context.language.xmlEscaped + "\">\n"
        xml += "  <title>\(context.siteTitle.xmlEscaped)</title>\n"
        if !context.siteDescription.isEmpty { xml += "  <subtitle>\(context.siteDescription.xmlEscaped)</subtitle>\n" }
        xml += "  <link href=\"\(base.xmlEscaped)\"/>\n  <link rel=\"self\" href=\"\((base + "feed.xml").xmlEscaped)\"/>\n"
        xml += "  <id>\(base.xmlEscaped)</id>\n  <updated>\(newest)</updated>\n"
        for page in pages.prefix(50) {
            let url = plan.urls.absolute(base: base, path: page.outputPath).xmlEscaped
            xml += "  <entry>\n    <title>\(page.title.xmlEscaped)</title>\n    <link href=\"\(url)\"/>\n    <id>\(url)</id>\n"
            xml += "    <updated>\((page.updated ?? page.date)?.rfc3339 ?? newest)</updated>\n"
            for author in page.authors { xml += "    <author><name>\(author.xmlEscaped)</name></author>\n" }
            if !page.summary.isEmpty { xml += "    <summary>\(page.summary.xmlEscaped)</summary>\n" }
            xml += "  </entry>\n"
        }
        return xml + "</feed>\n"
    }
}

/// A read-only buffer handed to `concurrentPerform` workers (the array outlives them).
private struct UnsafeSendableReadBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<Element>
    init(_ buffer: UnsafeBufferPointer<Element>) { self.buffer = buffer }
}

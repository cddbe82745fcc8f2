import HTMLSanitizer

/// The site's navigation: a tree of sections and pages in reading order, settled once per build
/// before any page renders (every page shows it, with its own position marked).
///
/// Why here and not in templates: the tree is a cross-page fact (folders, `weight`s, titles, the
/// `nav:` list of `folio.yml`), like output paths and titles in ``SitePlan``. Rules (README
/// "Navigation"):
/// - a folder is a section; its `index.md` or `README.md` is the section's page;
/// - siblings are ordered by front matter `weight` (or `nav_order`, smaller first; pages without
///   one come after those with one), then by title, then by path; a root `index.md`/`README.md`
///   comes first;
/// - a `nav:` list in `folio.yml` replaces the tree (see ``NavListParser``); pages it leaves out
///   still build, but are in no section and have no previous/next links;
/// - an unlisted page (``PageSummary/isUnlisted``) is in no tree made from the folders; a `nav:` list
///   that names one shows it (the list says so in so many words).
struct SiteNavigation: Sendable {
    /// One entry of the tree: a page, or a section (with or without a page of its own).
    struct Item: Sendable {
        var title: String
        /// The page this entry links to (a section's own page), nil for a section without one.
        var outputPath: String?
        var isSection: Bool
        /// A section shown open on every page (`collapsed: false` in its folder's `_category_` file).
        var expanded = false
        /// A link to another site (`GitHub: https://…` in `nav:` or a `.pages` file): no page of this
        /// one, so never current, in no reading order and in no breadcrumbs.
        var externalURL: String?
        var parent: Int?
        var children: [Int] = []
        /// How links to pages are spelt (the site's `urls:`).
        var urls: URLStyle = .plain
        /// The output path, percent-encoded, relative to the site root (prefix it with `root`).
        /// Made when a sidebar asks for it, like ``titleHTML``: a rebuild of one note renders one
        /// page's sidebar, not the 10,000 entries' links.
        var href: [UInt8] {
            outputPath.map { Array(urls.link(SitePaths.relativeURL(from: "index.html", to: $0)).utf8) } ?? []
        }
        /// The title, HTML-escaped.
        var titleHTML: [UInt8] { Array(title.htmlEscaped.utf8) }
        /// Sort key among siblings (auto tree only).
        var weight: Double?
        var sortPath: String = ""
    }

    private(set) var items: [Item] = []
    /// The top-level entries, in order.
    private(set) var roots: [Int] = []
    /// Items that link to a page, in reading order (depth first, a section's page before its children).
    private(set) var readingOrder: [Int] = []
    /// Output path → position in ``readingOrder``.
    private(set) var positionByOutput: [String: Int] = [:]
    /// Problems of the `nav:` list (positioned in folio.yml).
    var diagnostics: [Diagnostic] = []
    /// How links to pages are spelt (`urls:` in folio.yml).
    private(set) var urls: URLStyle = .plain
    /// The sidebar trees written so far this build (shared by copies: the tree never changes after
    /// `init`, so neither do they).
    let sidebarCache = SidebarCache()

    /// An empty navigation (sites that build nothing, tests).
    init() {}

    /// The tree of `pages`: from `folio.yml`'s `nav:` list when given, else from the folders.
    init(pages: [PageSummary], config: SiteConfig, categories: FolderCategories = FolderCategories()) {
        urls = config.urls
        if let list = config.nav {
            var parser = NavListParser(pages: pages, config: config, categories: categories)
            let entries = parser.parse(list)
            diagnostics = parser.diagnostics
            for entry in entries { roots.append(add(entry, parent: nil)) }
        } else {
            let tree = FolderTree(pages: pages.listed, categories: categories)
            for entry in tree.entries { roots.append(add(entry, parent: nil)) }
        }
        var order: [Int] = []
        func walk(_ index: Int) {
            if items[index].outputPath != nil { order.append(index) }
            for child in items[index].children { walk(child) }
        }
        for root in roots { walk(root) }
        // A page listed twice keeps its first position.
        var positions: [String: Int] = [:]
        positions.reserveCapacity(order.count)
        var unique: [Int] = []
        unique.reserveCapacity(order.count)
        for index in order {
            guard let output = items[index].outputPath, positions[output] == nil else { continue }
            positions[output] = unique.count
            unique.append(index)
        }
        readingOrder = unique
        positionByOutput = positions
    }

    /// Adds `entry` and its children; returns its index.
    private mutating func add(_ entry: NavEntry, parent: Int?) -> Int {
        var item = Item(title: entry.title, outputPath: entry.outputPath, isSection: entry.isSection, parent: parent)
        item.urls = urls
        item.expanded = entry.expanded
        item.externalURL = entry.externalURL
        let index = items.count
        items.append(item)
        var children: [Int] = []
        for child in entry.children { children.append(add(child, parent: index)) }
        items[index].children = children
        return index
    }

    /// The item a page is shown as (its first place in reading order), nil when the tree leaves it out.
    func item(forOutput output: String) -> Int? {
        positionByOutput[output].map { readingOrder[$0] }
    }

    /// The first item under section `index` that links to a page (depth first), nil when none does.
    func firstPage(under index: Int) -> Int? {
        var stack = Array(items[index].children.reversed())
        var steps = 0
        while let next = stack.popLast(), steps < 100_000 {
            steps += 1
            if items[next].outputPath != nil { return next }
            stack.append(contentsOf: items[next].children.reversed())
        }
        return nil
    }

    /// The pages before and after `output` in reading order.
    func neighbours(of output: String) -> (previous: Item?, next: Item?) {
        guard let position = positionByOutput[output] else { return (nil, nil) }
        let previous = position > 0 ? items[readingOrder[position - 1]] : nil
        let next = position + 1 < readingOrder.count ? items[readingOrder[position + 1]] : nil
        return (previous, next)
    }

    /// The sections above `index`, outermost first.
    func ancestors(of index: Int) -> [Int] {
        var chain: [Int] = []
        var cursor = items[index].parent
        while let parent = cursor, chain.count < 256 {
            chain.append(parent)
            cursor = items[parent].parent
        }
        return chain.reversed()
    }

    /// Everything that shapes the tree (titles, links, structure): when a rebuild changes it, every
    /// page's navigation changes, so only a full build is right.
    func addSignature(to key: inout CacheKeyBuilder) {
        key.add(items.count)
        for item in items {
            key.add(item.parent ?? -1)
            key.add(item.isSection ? (item.expanded ? 2 : 1) : 0)
            key.add(item.outputPath ?? "\u{0}")
            key.add(item.externalURL ?? "\u{0}")
            key.add(item.title)
        }
    }

    var isEmpty: Bool { roots.isEmpty }
}

/// A tree entry before it is numbered: what the folder walk and the `nav:` parser produce.
struct NavEntry: Sendable {
    var title: String
    var outputPath: String?
    var isSection: Bool
    var children: [NavEntry] = []
    /// Shown open on every page (``SiteNavigation/Item/expanded``).
    var expanded = false
    /// A link to another site (``SiteNavigation/Item/externalURL``).
    var externalURL: String? = nil

    /// An entry for `url` when it is an http(s) URL (the only links to other sites a sidebar gets), named
    /// `title`, or the URL itself without one.
    static func external(_ url: String, title: String?) -> NavEntry? {
        let scheme = URLSafety.scheme(of: url)
        guard scheme == "http" || scheme == "https", url.count > 8, url.contains("://"),
              !url.contains(where: { $0 == " " || $0 == "\n" }) else { return nil }
        return NavEntry(title: title.flatMap { $0.isEmpty ? nil : $0 } ?? url, outputPath: nil, isSection: false, externalURL: url)
    }

    /// Whether `name` is written as a link to another site (a scheme, as ``URLSafety`` reads one, and
    /// `://`), not a path of this one.
    static func looksLikeURL(_ name: String) -> Bool {
        URLSafety.scheme(of: name) != nil && name.contains("://")
    }
}

/// Writes one page's view of the ``SiteNavigation``: the sidebar tree (its link marked
/// `aria-current="page"`, the sections above it open) and the breadcrumbs.
///
/// Why bytes built in Swift rather than a Mustache section: every page carries the tree, so on a
/// 10,000-note site this is the hottest loop of the templates; titles and links were escaped and
/// encoded once when the tree was built. The HTML works without JavaScript: sections are
/// `<details>`, open on the current page's path.
///
/// Large sites stay light: when the tree has more than ``fullTreeLimit`` entries, sections off the
/// current page's path are shown closed and empty (a link to the section's page, or to its first
/// page), and a section with more than ``windowSize`` entries lists the block of ``windowSize``
/// entries that holds the current page and says how many more there are. Page entries are a bare
/// `<li>`: every byte here is on every page.
///
/// Why fixed blocks rather than a window centred on the page: every page of a block then shows the
/// same tree but for its own `aria-current` mark, so ``SidebarCache`` writes each tree once and a
/// page only copies it and inserts the mark (10,000 notes: about 200 trees instead of 10,000).
struct NavigationHTML {
    let navigation: SiteNavigation
    /// The site's words ("Pages in …", "3 more pages", "Breadcrumbs").
    var words = UIText.english
    static let fullTreeLimit = 400
    static let windowSize = 50

    /// The sidebar for the page at `output`, links relative to `root` (`../` per level).
    func sidebar(current output: String, root: String) -> [UInt8] {
        guard !navigation.isEmpty else { return [] }
        let current = navigation.item(forOutput: output)
        let tree = navigation.sidebarCache.tree(for: key(current: current, root: root)) {
            render(current: current, root: root)
        }
        guard let current, let mark = tree.marks[current] else { return tree.html }
        let attribute: StaticString = " aria-current=\"page\""
        var html: [UInt8] = []
        html.reserveCapacity(tree.html.count + attribute.utf8CodeUnitCount)
        html.append(contentsOf: tree.html[..<mark])
        html.appendLiteral(attribute)
        html.append(contentsOf: tree.html[mark...])
        return html
    }

    /// What makes two pages' trees identical but for the mark: the same parent, the same block of
    /// siblings, the same open section (a section page opens its own children), the same root.
    private func key(current: Int?, root: String) -> SidebarCache.Key {
        guard let current else { return SidebarCache.Key(parent: -2, block: 0, openSection: -1, root: root) }
        let item = navigation.items[current]
        let siblings = item.parent.map { navigation.items[$0].children } ?? navigation.roots
        let block = (siblings.firstIndex(of: current) ?? 0) / NavigationHTML.windowSize
        return SidebarCache.Key(parent: item.parent ?? -1, block: block,
                                openSection: item.isSection ? current : -1, root: root)
    }

    /// The tree as `current`'s block shows it, without the mark; `marks` holds, for every linked
    /// entry, the offset just after its `href="…"` where the mark goes.
    private func render(current: Int?, root: String) -> SidebarCache.Tree {
        var html: [UInt8] = []
        html.reserveCapacity(min(navigation.items.count, 300) * 96 + 256)
        var marks: [Int: Int] = [:]
        let path = Set(current.map(navigation.ancestors(of:)) ?? [])
        let full = navigation.items.count <= NavigationHTML.fullTreeLimit
        html.appendLiteral("<ul class=\"nav-tree\">\n")
        list(navigation.roots, current: current, path: path, full: full, root: root, into: &html, marks: &marks)
        html.appendLiteral("</ul>\n")
        return SidebarCache.Tree(html: html, marks: marks)
    }

    private func list(_ children: [Int], current: Int?, path: Set<Int>, full: Bool, root: String,
                      into html: inout [UInt8], marks: inout [Int: Int]) {
        var shown = children[...]
        var before = 0, after = 0
        if children.count > NavigationHTML.windowSize {
            let here = children.firstIndex { $0 == current || path.contains($0) } ?? 0
            let start = min(here / NavigationHTML.windowSize * NavigationHTML.windowSize,
                            children.count - 1)
            shown = children[start..<min(start + NavigationHTML.windowSize, children.count)]
            before = start
            after = children.count - shown.endIndex
        }
        if before > 0 { more(before, into: &html) }
        for index in shown {
            entry(index, current: current, path: path, full: full, root: root, into: &html, marks: &marks)
        }
        if after > 0 { more(after, into: &html) }
    }

    private func more(_ count: Int, into html: inout [UInt8]) {
        html.appendLiteral("<li class=\"nav-more\">")
        html.append(contentsOf: (count == 1 ? words.html(.morePagesOne) : UIText.html(words.format(.morePages, n: count))).utf8)
        html.appendLiteral("</li>\n")
    }

    private func entry(_ index: Int, current: Int?, path: Set<Int>, full: Bool, root: String,
                       into html: inout [UInt8], marks: inout [Int: Int]) {
        let item = navigation.items[index]
        guard item.isSection else {
            html.appendLiteral("<li>")
            marks[index] = link(item, root: root, into: &html)
            html.appendLiteral("</li>\n")
            return
        }
        let holdsCurrent = path.contains(index) || index == current
        // A section its folder's `_category_` file keeps expanded (`collapsed: false`) is open too.
        let open = holdsCurrent || item.expanded
        html.appendLiteral(holdsCurrent ? "<li class=\"nav-section nav-open\">" : "<li class=\"nav-section\">")
        guard full || open else {
            // A closed section of a large site: a link to it (its page, else its first page); its
            // pages are listed on its own pages.
            if item.outputPath != nil {
                link(item, root: root, into: &html)
            } else if let first = navigation.firstPage(under: index) {
                html.appendLiteral("<a href=\"")
                html.append(contentsOf: root.utf8)
                html.append(contentsOf: navigation.items[first].href)
                html.appendLiteral("\">")
                html.append(contentsOf: item.titleHTML)
                html.appendLiteral("</a>")
            } else {
                html.appendLiteral("<span class=\"nav-label\">")
                html.append(contentsOf: item.titleHTML)
                html.appendLiteral("</span>")
            }
            html.appendLiteral("</li>\n")
            return
        }
        if item.outputPath != nil {
            // The section's own page is a link beside the toggle, not inside it: a link within a
            // `<summary>` (itself a button) is one interactive element nested in another, which
            // screen readers and keyboards handle badly. The toggle is named for what it shows.
            marks[index] = link(item, root: root, into: &html)
            let label = words.parts(.pagesIn)
            html.appendLiteral(open ? "<details open><summary aria-label=\"" : "<details><summary aria-label=\"")
            html.append(contentsOf: UIText.html(label.before).utf8)
            html.append(contentsOf: item.titleHTML)
            html.append(contentsOf: UIText.html(label.after).utf8)
            html.appendLiteral("\"></summary>\n<ul>\n")
        } else {
            html.appendLiteral(open ? "<details open><summary>" : "<details><summary>")
            html.appendLiteral("<span class=\"nav-label\">")
            html.append(contentsOf: item.titleHTML)
            html.appendLiteral("</span></summary>\n<ul>\n")
        }
        list(item.children, current: current, path: path, full: full, root: root, into: &html, marks: &marks)
        html.appendLiteral("</ul></details></li>\n")
    }

    /// Writes the link to `item`; returns the offset just after its closing quote (where a mark goes).
    @discardableResult
    private func link(_ item: SiteNavigation.Item, root: String, into html: inout [UInt8]) -> Int {
        if let url = item.externalURL {
            // Another site's page: as written, opened in this tab, marked so the theme can show it leaves.
            html.appendLiteral("<a class=\"nav-external\" href=\"")
            html.append(contentsOf: url.htmlEscaped.utf8)
            html.appendLiteral("\" rel=\"noopener\"")
        } else {
            html.appendLiteral("<a href=\"")
            html.append(contentsOf: root.utf8)
            html.append(contentsOf: item.href)
            html.appendLiteral("\"")
        }
        let mark = html.count
        html.appendLiteral(">")
        html.append(contentsOf: item.titleHTML)
        html.appendLiteral("</a>")
        return mark
    }

    /// Breadcrumbs for the page at `output`: home, then each section above it, then the page; empty
    /// for pages the tree leaves out and for top-level pages (the trail would only say "Home").
    func breadcrumbs(current output: String, root: String, homeTitle: String) -> [UInt8] {
        guard let current = navigation.item(forOutput: output) else { return [] }
        let sections = navigation.ancestors(of: current)
        guard !sections.isEmpty else { return [] }
        var html: [UInt8] = []
        html.appendLiteral("<nav class=\"breadcrumbs\" aria-label=\"")
        html.append(contentsOf: words.html(.breadcrumbs).utf8)
        html.appendLiteral("\"><ol>\n<li><a href=\"")
        html.append(contentsOf: navigation.urls.link(root + "index.html").utf8)
        html.appendLiteral("\">")
        html.append(contentsOf: homeTitle.htmlEscaped.utf8)
        html.appendLiteral("</a></li>\n")
        for index in sections {
            let item = navigation.items[index]
            html.appendLiteral("<li>")
            if item.outputPath != nil {
                link(item, root: root, into: &html)
            } else {
                html.append(contentsOf: item.titleHTML)
            }
            html.appendLiteral("</li>\n")
        }
        html.appendLiteral("<li aria-current=\"page\">")
        html.append(contentsOf: navigation.items[current].titleHTML)
        html.appendLiteral("</li>\n</ol></nav>\n")
        return html
    }
}

import CompiledMustache

/// The navigation keys of `page.*`: `navHTML`/`hasNav` (the sidebar tree), `breadcrumbsHTML`/
/// `hasBreadcrumbs`, `previous` and `next` (`{title, url}`, absent at either end of the reading
/// order) and `hasPagination`, less the parts the note's front matter hides (``HiddenPageParts``).
///
/// Why HTML for the tree and breadcrumbs: see ``NavigationHTML``; it escapes every title itself.
/// Previous/next are plain values, escaped by the template like every other `{{…}}`.
extension PageContext {
    func appendNavigation(_ navigation: SiteNavigation, for summary: PageSummary, root: String,
                          hiding hidden: HiddenPageParts = [], to page: inout TemplateObject) {
        guard !navigation.isEmpty else {
            page.append(.hasNav, .bool(false))
            return
        }
        let writer = NavigationHTML(navigation: navigation, words: words)
        if !hidden.contains(.navigation) {
            page.append(.navHTML, .bytes(writer.sidebar(current: summary.outputPath, root: root)))
        }
        page.append(.hasNav, .bool(!hidden.contains(.navigation)))
        let crumbs = hidden.contains(.breadcrumbs) ? [] : writer.breadcrumbs(current: summary.outputPath, root: root, homeTitle: siteTitle)
        page.append(.breadcrumbsHTML, .bytes(crumbs))
        page.append(.hasBreadcrumbs, .bool(!crumbs.isEmpty))
        var (previous, next) = navigation.neighbours(of: summary.outputPath)
        if hidden.contains(.previous) { previous = nil }
        if hidden.contains(.next) { next = nil }
        if let previous { page.append(.previous, .object(PageContext.neighbour(previous, root: root))) }
        if let next { page.append(.next, .object(PageContext.neighbour(next, root: root))) }
        page.append(.hasPagination, .bool(previous != nil || next != nil))
    }

    private static func neighbour(_ item: SiteNavigation.Item, root: String) -> TemplateObject {
        var object = TemplateObject(capacity: 2)
        object.append(.title, .string(item.title))
        object.append(.url, .string(root + String(decoding: item.href, as: UTF8.self)))
        return object
    }
}

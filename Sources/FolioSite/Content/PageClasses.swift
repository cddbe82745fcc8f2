// Why: Obsidian writers give a note classes of their own (`cssclasses: [wide]`, a CSS snippet styles
// them), and with `extra_css` a Folio site can style them too. The classes go on the page's layout, so
// a name must be a plain class name, and not one the theme uses for its own parts: a note calling its
// page `note-body` or `diagram` would have the theme's scripts act on the whole page (the same reason a
// sanitised raw HTML `class` keeps only listed names).

/// A note's own classes, from front matter `cssclasses` (or the older `cssclass`), as the page uses them.
struct PageClasses {
    /// The classes kept, in order, without repeats.
    private(set) var names: [String] = []
    /// The names left out, each with why.
    private(set) var problems: [String] = []

    init(_ value: FrontMatterValue) {
        for name in SiteConfig.classNames(in: value) where !names.contains(name) {
            if !SiteConfig.isClassName(name) {
                problems.append("'\(name)' is not a class name (ASCII letters, digits, '-' and '_', not starting with a digit)")
            } else if Self.reserved.contains(name) {
                problems.append("'\(name)' is a class of the theme's own page parts")
            } else {
                names.append(name)
            }
        }
    }

    /// The default theme's classes for its layout, navigation and widgets, the ones its scripts look for
    /// among them.
    static let reserved: Set<String> = [
        "page-layout", "page-main", "has-nav", "has-toc", "note", "note-body", "note-meta", "page-title", "site-header",
        "site-footer", "site-nav", "site-sidebar", "site-title", "site-search", "site-search-panel", "site-search-section",
        "site-search-snippet", "site-search-results", "nav-tree", "nav-toggle", "breadcrumbs", "pagination", "toc", "toc-inline",
        "skip-link", "theme-toggle", "theme-toggle-label", "code-block", "code-header", "code-line", "copy-button", "diagram",
        "diagram-canvas", "math-display", "search-hit", "is-open", "tabbed-set", "tabbed-labels", "tabbed-content",
        "tabbed-block", "admonition", "heading-anchor", "block-anchor", "draft-banner",
    ]
}

/// A site after discovery and loading, before any page is rendered: the stage boundary
/// incremental rebuilds work from. Re-render one page with ``SiteBuilder/renderPage(_:in:)``.
public struct LoadedSite: Sendable {
    public var config: SiteConfig
    public var plan: SitePlan
    public var renderer: PageRenderer
    /// Diagnostics found so far (folio.yml, front matter, licenses, path clashes).
    public var diagnostics: [Diagnostic]
    var context: PageContext
    var templates: TemplateSet
    var theme: ThemeAssets
    /// The navigation tree, previous/next order and breadcrumbs (``SiteNavigation``).
    var navigation = SiteNavigation()
    /// The pages linking to each page (`backlinks: true`), nil when not shown.
    var backlinks: PageLists?
    /// The pages related to each page (`related: N`), nil when not shown.
    var related: PageLists?
    /// The folders' `_category_` files, which the navigation is made from again when titles change.
    var categories = FolderCategories()
    /// Each note's last commit date (`updated: git`), for the notes a preview reads again.
    var gitDates: GitDates?
}

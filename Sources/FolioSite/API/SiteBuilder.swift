import Foundation
import Mermaid

/// Builds a site with `folio build`: the ``SitePipeline`` run once, into a staging folder
/// swapped in atomically at the end.
///
/// ```swift
/// let report = try SiteBuilder(options: BuildOptions(contentDirectory: "notes", outputDirectory: "_site")).build()
/// print(report.diagnostics.count, report.pages)
/// ```
///
/// `build()` throws only when no site can be produced (missing content folder, unusable
/// output folder, broken templates, I/O failure); the previous output is then untouched.
/// Content problems are ``Diagnostic``s in the report.
public final class SiteBuilder: @unchecked Sendable {
    public let options: BuildOptions
    /// Test hook: make the output writer fail after this many files.
    var failAfterWrites: Int?
    /// Diagrams drawn by earlier builds (`folio build --cache DIR`): a diagram whose source and
    /// options are in it is not drawn again. Nil draws every diagram.
    public var diagramCache: MermaidCache?

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Where `folio.yml` and the `Templates/` override folder live.
    public var siteRoot: String { SiteFolders(options: options).siteRoot }

    /// Discovers content, loads every page's summary and plans the output. No file is written.
    public func loadSite() throws -> LoadedSite {
        try SitePipeline(options: options, remembers: false).load().site
    }

    /// Renders one page to its complete HTML document (templates applied).
    public func renderPage(_ page: PageSummary, in site: LoadedSite) throws -> (html: String, rendered: RenderedPage) {
        let rendered = try site.renderer.render(page)
        return (site.templates.renderPage("page", context: site.context.page(page, rendered: rendered, navigation: site.navigation, plan: site.plan, backlinks: site.backlinks, related: site.related)), rendered)
    }

    /// Builds the whole site and swaps it in place of the output folder.
    public func build() throws -> BuildReport {
        let pipeline = SitePipeline(options: options, diagramCache: diagramCache, remembers: false)
        pipeline.failAfterWrites = failAfterWrites
        let spare = options.cacheDirectory.map { $0 + "/" + SpareSite.folderName }
        return try pipeline.build(into: try StagingSink(path: options.outputDirectory, force: options.force, spare: spare)).report
    }
}

/// What the incremental builder remembers between builds.
struct IncrementalState {
    var site: LoadedSite
    /// Diagnostics that belong to no page (folio.yml, base URL).
    var siteDiagnostics: [Diagnostic]
    /// Per source path: diagnostics from loading (front matter, licenses) and from rendering.
    var loadDiagnostics: [String: [Diagnostic]] = [:]
    var renderDiagnostics: [String: [Diagnostic]] = [:]
    /// Per output path: the ids on the page, for links to `page.html#id` from other pages.
    var anchors: [String: Set<String>] = [:]
    /// Per source path: links to other pages' anchors, checked against `anchors`.
    var anchorReferences: [String: [RenderedPage.AnchorReference]] = [:]
    var diagramCounts: [String: Int] = [:]
    var renderedDiagramCounts: [String: Int] = [:]
    /// The generated pages as last written (path → HTML), to write only those that change.
    var generated: [String: String] = [:]
    /// Every page's listing card, rendered on the first edit that changes a listing and then kept.
    var cards: GeneratedPages.Cards?

    init(site: LoadedSite) {
        self.site = site
        var pageLevel = Set<Diagnostic>()
        for page in site.plan.pages {
            loadDiagnostics[page.sourcePath] = page.diagnostics
            pageLevel.formUnion(page.diagnostics)
        }
        siteDiagnostics = site.diagnostics.filter { !pageLevel.contains($0) }
    }

    mutating func record(_ rendered: RenderedPage, for page: PageSummary) {
        renderDiagnostics[page.sourcePath] = rendered.diagnostics
        anchors[page.outputPath] = rendered.anchors
        anchorReferences[page.sourcePath] = rendered.anchorReferences
        diagramCounts[page.sourcePath] = rendered.diagrams
        renderedDiagramCounts[page.sourcePath] = rendered.renderedDiagrams
    }

    /// Swaps in new page summaries (same sources and output paths) and the plan and renderer built on them.
    mutating func replacePages(_ pages: [PageSummary]) {
        let plan = SitePlan(pages: pages, assets: site.plan.assets)
        var renderer = PageRenderer(plan: plan, loader: site.renderer.loader, fixEncoding: site.renderer.fixEncoding,
                                    mermaidConfig: site.renderer.mermaidConfig)
        renderer.diagramCache = site.renderer.diagramCache
        site.plan = plan
        site.renderer = renderer
        for page in pages { loadDiagnostics[page.sourcePath] = page.diagnostics }
    }

    func generatedPages() -> [(String, String)] {
        GeneratedPages(plan: site.plan, context: site.context, templates: site.templates).all()
    }

    /// Every diagnostic of the site as it now stands, including links into other pages' anchors.
    func diagnostics() -> [Diagnostic] {
        var result = siteDiagnostics
        let loader = site.renderer.loader
        for page in site.plan.pages {
            result += loadDiagnostics[page.sourcePath] ?? []
            result += renderDiagnostics[page.sourcePath] ?? []
            let file = loader.displayPath(page.sourcePath)
            for reference in anchorReferences[page.sourcePath] ?? [] {
                guard let targets = anchors[reference.targetOutputPath], !targets.contains(reference.fragment) else { continue }
                result.append(Diagnostic(
                    file: file, line: reference.line, column: reference.column, severity: .warning,
                    message: "broken link '#\(reference.fragment)' (no such anchor in \(reference.targetOutputPath))",
                    sourceLine: reference.sourceLine))
            }
        }
        return result
    }
}

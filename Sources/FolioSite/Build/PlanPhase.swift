import Mermaid
import Dispatch
import Highlight

/// Phase 3, plan: which note becomes which output file, each page's summary and displayed
/// title, and, for a rebuild, which pages must be rendered again.
///
/// Why: every cross-page fact (output paths, unique titles, `post_url` targets) is settled here,
/// before any page renders, so pages can render in parallel and in any order.
struct PlanPhase {
    let discovery: DiscoverPhase.Discovery
    let diagramCache: MermaidCache?
    let highlighter: SyntaxHighlighter

    /// The whole site planned from its notes: output paths first (they depend on every slug), then
    /// the summaries on every core (a known note's kept summary stands in for its own). Also returns
    /// each note's summary as it was before the plan added path warnings and unique titles, for the
    /// build cache to keep.
    func all(_ notes: [LoadedNote]) -> (site: LoadedSite, noteSummaries: [PageSummary]) {
        let outputs = SitePlan.outputPaths(for: notes.map { ($0.sourcePath, $0.slug) }, assets: discovery.assets,
                                             urls: discovery.config.urls)
        var pages = [PageSummary?](repeating: nil, count: notes.count)
        var warnings = [[Diagnostic]](repeating: [], count: notes.count)
        var loader = discovery.loader
        if discovery.config.highlight { loader.seesFenceLanguages = { [highlighter] in highlighter.prepare($0) } }
        pages.withUnsafeMutableBufferPointer { buffer in
            warnings.withUnsafeMutableBufferPointer { warningBuffer in
                let slots = UnsafeSendableBuffer(buffer), warningSlots = UnsafeSendableBuffer(warningBuffer)
                DispatchQueue.concurrentPerform(iterations: notes.count) { index in
                    let summary: PageSummary
                    switch notes[index] {
                    case .parsed(let note):
                        summary = loader.summary(of: note, outputPath: outputs[index])
                    case .known(var known):
                        known.outputPath = outputs[index]
                        known.title = known.baseTitle
                        summary = known
                    }
                    warningSlots.buffer[index] = PathWarnings.check(summary, display: loader.displayPath(summary.sourcePath))
                    slots.buffer[index] = summary
                }
            }
        }
        let noteSummaries = pages.withUnsafeMutableBufferPointer { buffer in buffer.indices.map { buffer[$0].take()! } }  // moved, not copied
        var summaries = noteSummaries
        // Dates from git go to the pages planned with, not to the summaries the build cache keeps.
        discovery.gitDates?.apply(to: &summaries, at: summaries.indices)
        for index in summaries.indices where !warnings[index].isEmpty {
            summaries[index].diagnostics += warnings[index]
        }
        TitleDisambiguator.disambiguate(&summaries)
        let aliases = AliasRedirects(pages: summaries, assets: discovery.assets, urls: discovery.config.urls, loader: loader)
        for (index, diagnostic) in aliases.diagnostics { summaries[index].diagnostics.append(diagnostic) }
        return (site(summaries, redirects: aliases.redirects), noteSummaries)
    }

    /// `pages` (reloaded ones swapped in) titled again (which pages to render then is ``PageKeys``'s call).
    static func retitle(_ pages: inout [PageSummary]) {
        for index in pages.indices { pages[index].title = pages[index].baseTitle }
        TitleDisambiguator.disambiguate(&pages)
    }

    /// ``retitle(_:)`` after the pages at `changed` were read again (`old`: the pages before, titled):
    /// when none of them changed what titles are made of (``TitleDisambiguator``: the base title, the
    /// first `##` heading, the date, the path), every title is the old one, and the site's titles are
    /// not compared again (4 ms at 10,000 notes, for a preview's body edit).
    static func retitle(_ pages: inout [PageSummary], changed: [Int], old: [PageSummary]) {
        let keepsTitles = pages.count == old.count && changed.allSatisfy { index in
            pages[index].sourcePath == old[index].sourcePath && pages[index].baseTitle == old[index].baseTitle
                && pages[index].firstH2 == old[index].firstH2 && pages[index].date?.day10 == old[index].date?.day10
        }
        guard keepsTitles else { return retitle(&pages) }
        for index in changed { pages[index].title = old[index].title }
    }

    private func site(_ pages: [PageSummary], redirects: [AliasRedirects.Redirect]) -> LoadedSite {
        // The plan's maps and the navigation tree are independent: one on each core.
        var plan = SitePlan(pages: [], assets: [], urls: .plain), navigation = SiteNavigation()
        let assets = discovery.assets, partials = discovery.partials, config = discovery.config, categories = discovery.categories
        SideBySide.run(&plan, { $0 = SitePlan(pages: pages, assets: assets, urls: config.urls); $0.partials = partials },
                       &navigation, { $0 = SiteNavigation(pages: pages, config: config, categories: categories) })
        plan.redirects = redirects
        plan.drafts = discovery.drafts
        plan.imageSizes = discovery.imageSizes
        var renderer = PageRenderer(plan: plan, loader: discovery.loader, fixEncoding: discovery.loader.fixEncoding,
                                    mermaidConfig: discovery.config.mermaid, rawHTML: discovery.config.rawHTML)
        renderer.diagramCache = diagramCache
        renderer.remoteImages = discovery.config.remoteImages
        renderer.highlighter = discovery.config.highlight ? highlighter : nil
        renderer.math = discovery.config.math
        renderer.admonitions = discovery.config.admonitions
        renderer.emoji = discovery.config.emoji
        renderer.wikilinks = discovery.config.wikilinks
        renderer.comments = discovery.config.comments
        renderer.definitionLists = discovery.config.definitionLists
        renderer.attributeLists = discovery.config.attributeLists
        renderer.keys = discovery.config.keys
        renderer.caret = discovery.config.caret
        renderer.tilde = discovery.config.tilde
        renderer.critic = discovery.config.critic
        renderer.includes = discovery.config.includes
        renderer.shortcodes = discovery.config.shortcodes
        renderer.inlineTags = discovery.config.inlineTags
        renderer.smartPunctuation = discovery.config.smartPunctuation
        renderer.markdownInHTML = discovery.config.markdownInHTML
        if !discovery.config.htmlClasses.isEmpty {
            renderer.htmlClasses = PageRenderer.themeClasses.union(discovery.config.htmlClasses)
        }
        renderer.marks = discovery.config.marks
        renderer.words = discovery.config.uiText
        renderer.tocLevels = discovery.config.tocLevels
        renderer.abbreviations = discovery.config.abbreviations ? discovery.config.siteAbbreviations : nil
        renderer.warnsAboutRemoteImages = discovery.config.warnsAboutRemoteImages
        return LoadedSite(config: discovery.config, plan: plan, renderer: renderer,
                          diagnostics: discovery.diagnostics + PageSummary.diagnostics(of: pages),
                          context: discovery.context, templates: discovery.templates, theme: discovery.theme,
                          navigation: navigation, backlinks: config.backlinks ? Backlinks.of(plan) : nil,
                          related: config.related.map { RelatedPages.of(plan, count: $0) },
                          categories: categories, gitDates: discovery.gitDates)
    }
}

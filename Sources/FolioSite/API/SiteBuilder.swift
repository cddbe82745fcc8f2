import Dispatch
import Foundation

/// Builds a site: discover → load pages → render pages (in parallel) → generated pages →
/// link check → atomic swap.
///
/// ```swift
/// let report = try SiteBuilder(options: BuildOptions(contentDirectory: "notes", outputDirectory: "_site")).build()
/// for diagnostic in report.diagnostics { print(diagnostic.formatted(colour: false)) }
/// print(report.summaryLine)   // Built 5 pages, 24 diagrams in 41 ms — 3 warnings
/// ```
///
/// `build()` throws only when no site can be produced (missing content folder, unusable
/// output folder, broken templates, I/O failure); the previous output is then untouched.
/// Content problems are ``Diagnostic``s in the report. Each page's HTML is written as soon
/// as it is rendered and then dropped, so memory stays flat for large sites.
public final class SiteBuilder: @unchecked Sendable {
    public let options: BuildOptions
    /// Test hook: make the output writer fail after this many files.
    var failAfterWrites: Int?

    public init(options: BuildOptions) {
        self.options = options
    }

    var contentURL: URL { URL(fileURLWithPath: options.contentDirectory).standardizedFileURL }
    var outputURL: URL { URL(fileURLWithPath: options.outputDirectory).standardizedFileURL }
    var displayContent: String {
        var text = options.contentDirectory
        while text.count > 1 && text.hasSuffix("/") { text.removeLast() }
        return text
    }

    /// Where `folio.yml` and the `Templates/` override folder live.
    public var siteRoot: String {
        if let root = options.siteRoot { return root }
        let fm = FileManager.default
        let content = contentURL
        for candidate in [content, content.deletingLastPathComponent()] {
            if fm.fileExists(atPath: candidate.appendingPathComponent("folio.yml").path)
                || fm.fileExists(atPath: candidate.appendingPathComponent("folio.yaml").path) {
                return candidate.path
            }
        }
        return content.path
    }

    // MARK: Stages

    /// Discovers content, loads every page's summary and plans the output. No file is written.
    public func loadSite() throws -> LoadedSite {
        try loadSite(keepingSources: false).site
    }

    /// `loadSite()`, also handing back each page's body (front matter lines blanked) by source
    /// path when `keepingSources` (a whole build renders from it instead of reading every note
    /// a second time).
    func loadSite(keepingSources: Bool) throws -> (site: LoadedSite, sources: [String: String]) {
        let fm = FileManager.default
        let content = contentURL
        let output = outputURL
        guard output.path != content.path, !(content.path + "/").hasPrefix(output.path + "/") else {
            throw SiteBuildError.unsafeOutput("output folder '\(options.outputDirectory)' must not contain the content folder")
        }
        guard let resources = ResourceLocator.resourcesDirectory(explicit: options.resourcesDirectory) else {
            throw SiteBuildError.missingResources
        }
        let root = siteRoot
        let displayRoot = root == content.path ? displayContent
            : (displayContent as NSString).deletingLastPathComponent
        var config = SiteConfig.load(from: root, displayDirectory: displayRoot.isEmpty ? "." : displayRoot)
        var diagnostics = config.diagnostics

        // Discover.
        let excludedRoot: Set<String> = root == content.path ? ["folio.yml", "folio.yaml", "Templates"] : []
        let scanner = ContentScanner(contentDirectory: content.path, excludedDirectories: [output.path],
                                     excludedRootNames: excludedRoot)
        let files = try scanner.scan().filter { !$0.relativePath.contains(".folio-staging-") }
        let pageFiles = files.filter { $0.kind == .page }.map(\.relativePath)
        let assets = Set(files.filter { $0.kind == .asset }.map(\.relativePath))

        // Load pages in parallel.
        var loader = PageLoader(contentDirectory: content.path, displayContentDirectory: displayContent,
                                defaultAuthor: config.author)
        loader.fixEncoding = options.fixEncoding
        var loaded = [(Result<PageSummary, Error>, String?)?](repeating: nil, count: pageFiles.count)
        loaded.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: pageFiles.count) { index in
                do {
                    let text = try loader.readText(pageFiles[index])
                    let loaded = Result { try loader.loadWithBody(pageFiles[index], outputPath: "", text: text) }
                    slots.buffer[index] = (loaded.map(\.summary), keepingSources ? (try? loaded.get())?.body : nil)
                } catch {
                    slots.buffer[index] = (.failure(error), nil)
                }
            }
        }
        var pages: [PageSummary] = []
        var sources: [String: String] = [:]
        for slot in loaded {
            guard let (result, text) = slot else { continue }
            let page = try result.get()
            if let text = text { sources[page.sourcePath] = text }
            pages.append(page)
        }
        loaded = []
        let outputs = SitePlan.outputPaths(
            for: pages.map { ($0.sourcePath, $0.frontMatter.value("slug")?.text) }, assets: assets)
        for index in pages.indices { pages[index].outputPath = outputs[index] }
        TitleDisambiguator.disambiguate(&pages)
        for page in pages { diagnostics += page.diagnostics }

        // Base URL: absolute http(s) only, always ending in "/".
        var baseURL = options.baseURL ?? config.baseURL
        if let base = baseURL {
            if !(base.hasPrefix("https://") || base.hasPrefix("http://")) {
                diagnostics.append(Diagnostic(file: config.path ?? "folio.yml", line: 0, column: 0, severity: .warning,
                                              message: "base URL '\(base)' is not an absolute http(s) URL; ignored"))
                baseURL = nil
            } else if !base.hasSuffix("/") {
                baseURL = base + "/"
            }
        }
        config.baseURL = baseURL

        let themeName = SitePaths.safeComponent(options.themeName ?? config.theme ?? "default")
        var themeDirectory = (root as NSString).appendingPathComponent("Themes/\(themeName)")
        if !fm.fileExists(atPath: themeDirectory) {
            themeDirectory = (resources as NSString).appendingPathComponent("Themes/\(themeName)")
        }
        let theme = try ThemeAssets(themeDirectory: themeDirectory)
        let overrideDirectory = (root as NSString).appendingPathComponent("Templates")
        let templates = try TemplateSet(
            builtInDirectory: (resources as NSString).appendingPathComponent("Templates"),
            overrideDirectory: overrideDirectory == (resources as NSString).appendingPathComponent("Templates") ? nil : overrideDirectory)
        let context = PageContext(
            siteTitle: config.title ?? SiteBuilder.defaultTitle(content.lastPathComponent), siteDescription: config.description ?? "",
            language: config.language ?? "en", baseURL: baseURL, theme: theme,
            extraHead: options.extraHeadHTML, extraBody: options.extraBodyHTML)
        let plan = SitePlan(pages: pages, assets: assets)
        let renderer = PageRenderer(plan: plan, loader: loader, fixEncoding: options.fixEncoding,
                                    mermaidConfig: config.mermaid)
        return (LoadedSite(config: config, plan: plan, renderer: renderer, diagnostics: diagnostics,
                           context: context, templates: templates, theme: theme), sources)
    }

    /// Renders one page to its complete HTML document (templates applied).
    public func renderPage(_ page: PageSummary, in site: LoadedSite) throws -> (html: String, rendered: RenderedPage) {
        try renderPage(page, in: site, sourceText: nil)
    }

    func renderPage(_ page: PageSummary, in site: LoadedSite, sourceText: String?) throws -> (html: String, rendered: RenderedPage) {
        let rendered = try sourceText.map { try site.renderer.render(page, sourceText: $0) } ?? site.renderer.render(page)
        let html = site.templates.renderPage("page", context: site.context.page(page, rendered: rendered))
        return (html, rendered)
    }

    /// `my-notes` → `My notes`: the site title when folio.yml names none.
    static func defaultTitle(_ folder: String) -> String {
        let words = folder.replacingAll("-", with: " ").replacingAll("_", with: " ")
        guard let first = words.first else { return "Notes" }
        return first.uppercased() + words.dropFirst()
    }

    // MARK: Whole build

    public func build() throws -> BuildReport {
        let start = DispatchTime.now().uptimeNanoseconds
        let (site, sourcesByPath) = try loadSite(keepingSources: true)
        var sources = site.plan.pages.map { sourcesByPath[$0.sourcePath] }
        let output = try OutputDirectory(path: outputURL.path)
        output.failAfterWrites = failAfterWrites
        do {
            let report = try write(site, sources: &sources, to: output, start: start)
            try output.commit()
            return report
        } catch {
            output.abandon()
            throw error
        }
    }

    private struct PageOutcome {
        var rendered: RenderedPage?
        var error: Error?
    }

    private func write(_ site: LoadedSite, sources: inout [String?], to output: OutputDirectory,
                       start: UInt64) throws -> BuildReport {
        let pages = site.plan.pages
        let assets = site.plan.assets.sorted()
        let pageOutputs = Set(pages.map { $0.outputPath.lowercased() })
        var diagnostics = site.diagnostics
        let total = pages.count + assets.count
        var outcomes = [PageOutcome?](repeating: nil, count: pages.count)
        var assetErrors = [Error?](repeating: nil, count: assets.count)
        let counter = WorkCounter()
        let workers = max(1, min(options.concurrency ?? ProcessInfo.processInfo.activeProcessorCount, max(total, 1)))
        let progress = options.quiet ? nil : options.progress
        let content = contentURL
        sources.withUnsafeMutableBufferPointer { sourceBuffer in
        outcomes.withUnsafeMutableBufferPointer { pageBuffer in
            assetErrors.withUnsafeMutableBufferPointer { assetBuffer in
                let pageSlots = UnsafeSendableBuffer(pageBuffer)
                let assetSlots = UnsafeSendableBuffer(assetBuffer)
                let sourceSlots = UnsafeSendableBuffer(sourceBuffer)
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    while let task = counter.next(limit: total) {
                        if task < pages.count {
                            do {
                                // Each text is dropped once rendered, so memory falls as pages are written.
                                let text = task < sourceSlots.buffer.count ? sourceSlots.buffer[task] : nil
                                if task < sourceSlots.buffer.count { sourceSlots.buffer[task] = nil }
                                let rendered = try text.map { try site.renderer.render(pages[task], body: $0) }
                                    ?? site.renderer.render(pages[task], sourceText: site.renderer.loader.readText(pages[task].sourcePath))
                                let html = site.templates.renderPageBytes("page", context: site.context.page(pages[task], rendered: rendered))
                                try output.write(pages[task].outputPath, bytes: html)
                                var slim = rendered
                                slim.bodyHTML = ""
                                pageSlots.buffer[task] = PageOutcome(rendered: slim, error: nil)
                            } catch {
                                pageSlots.buffer[task] = PageOutcome(rendered: nil, error: error)
                            }
                        } else {
                            let index = task - pages.count
                            let path = assets[index]
                            if pageOutputs.contains(path.lowercased()) { continue }
                            do {
                                try output.copy(from: content.appendingPathComponent(path), to: path)
                            } catch {
                                assetSlots.buffer[index] = error
                            }
                        }
                        if let progress = progress { progress(counter.finished(), total) }
                    }
                }
            }
        }
        }
        if let error = outcomes.compactMap({ $0?.error }).first ?? assetErrors.compactMap({ $0 }).first {
            throw error
        }

        // Cross-page anchors.
        var anchorsByOutput: [String: Set<String>] = [:]
        for (index, outcome) in outcomes.enumerated() { anchorsByOutput[pages[index].outputPath] = outcome?.rendered?.anchors }
        var diagrams = 0
        var renderedDiagrams = 0
        for (index, outcome) in outcomes.enumerated() {
            guard let rendered = outcome?.rendered else { continue }
            diagnostics += rendered.diagnostics
            diagrams += rendered.diagrams
            renderedDiagrams += rendered.renderedDiagrams
            let file = site.renderer.loader.displayPath(pages[index].sourcePath)
            for reference in rendered.anchorReferences {
                guard let anchors = anchorsByOutput[reference.targetOutputPath], !anchors.contains(reference.fragment) else { continue }
                diagnostics.append(Diagnostic(
                    file: file, line: reference.line, column: reference.column, severity: .warning,
                    message: "broken link '#\(reference.fragment)' (no such anchor in \(reference.targetOutputPath))",
                    sourceLine: reference.sourceLine))
            }
        }

        // Generated pages and theme files.
        let jobs = GeneratedPages(plan: site.plan, context: site.context, templates: site.templates).jobs()
            .filter { !pageOutputs.contains($0.path.lowercased()) }
        var jobErrors = [Error?](repeating: nil, count: jobs.count)
        jobErrors.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
                do { try output.write(jobs[index].path, bytes: jobs[index].render()) } catch { slots.buffer[index] = error }
            }
        }
        if let error = jobErrors.compactMap({ $0 }).first { throw error }
        for file in site.theme.files { try output.write(file.outputPath, data: file.data) }

        if options.strict {
            for index in diagnostics.indices where diagnostics[index].severity == .warning {
                diagnostics[index].severity = .error
            }
        }
        diagnostics.sort()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return BuildReport(pages: pages.count, diagrams: diagrams, renderedDiagrams: renderedDiagrams,
                           assets: assets.count, diagnostics: diagnostics, duration: seconds,
                           outputDirectory: outputURL.path)
    }
}

/// Hands out task numbers to worker threads.
final class WorkCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var nextTask = 0
    private var done = 0

    func next(limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextTask < limit else { return nil }
        nextTask += 1
        return nextTask - 1
    }

    func finished() -> Int {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        return done
    }
}

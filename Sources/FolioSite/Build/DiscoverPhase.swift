import Foundation

/// Phase 1, discover: what the site is made of, before any note is read. The configuration
/// (`folio.yml`, command line), the theme and templates, and the content folder's pages and assets.
///
/// Why a phase of its own: everything here is shared by every page, and any change to it
/// (``SiteFolders/fullBuildRoots``) makes the next build a full one.
struct DiscoverPhase {
    /// The site's setup and its files.
    struct Discovery {
        var config: SiteConfig
        /// folio.yml and base URL problems (no page's own).
        var diagnostics: [Diagnostic]
        var loader: PageLoader
        var context: PageContext
        var templates: TemplateSet
        var theme: ThemeAssets
        /// Content-relative paths of the notes, in scan order.
        var pageFiles: [String]
        /// Each note's file stamp as the scan saw it (``LoadPhase/all(_:observations:known:)``).
        var pageObservations: [SourceStamp.Observation?] = []
        var assets: Set<String>
        /// The pixel size of each image of ``assets`` whose header could be read (``ImageSize``).
        var imageSizes: [String: ImageSize] = [:]
        /// Markdown files notes may include but the site does not publish (``PartialNotes``).
        var partials: Set<String> = []
        /// What the folders' `_category_` files say (read here; they are not published).
        var categories = FolderCategories()
        /// Content-relative paths of the notes left out as drafts (``DraftFilter``), for link warnings.
        var drafts: Set<String> = []
        /// Each note's last commit date, with `updated: git`.
        var gitDates: GitDates?
    }

    let folders: SiteFolders

    /// Whether `text`'s bytes hold `part` (Foundation's `contains` went through `NSString`, per file).
    static func contains(_ text: String, _ part: [UInt8]) -> Bool {
        // `memchr` for the first byte (``String/utf8FirstOffset(of:from:)``): a generic `firstIndex(of:)`
        // on the UTF-8 view cost 450 instructions a file.
        text.utf8Contains(String(decoding: part, as: UTF8.self))
    }

    /// The folder holding `path` as the command line spelled it ("" for a name alone). Not NSString's
    /// `deletingLastPathComponent`, which traps on a one-character relative path (`--content c`) here.
    static func parentDisplayPath(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    func run() throws -> Discovery {
        let options = folders.options
        let content = folders.content
        let output = folders.output
        guard output.path != content.path, !(content.path + "/").hasPrefix(output.path + "/") else {
            throw SiteBuildError.unsafeOutput("output folder '\(options.outputDirectory)' must not contain the content folder")
        }
        guard let resources = ResourceLocator.resourcesDirectory(explicit: options.resourcesDirectory) else {
            throw SiteBuildError.missingResources
        }
        let root = folders.siteRoot
        let displayContent = folders.displayContent
        let displayRoot = root == content.path ? displayContent : Self.parentDisplayPath(of: displayContent)
        var config = SiteConfig.load(from: root, displayDirectory: displayRoot.isEmpty ? "." : displayRoot)
        var diagnostics = config.diagnostics

        var excludedRoot: Set<String> = root == content.path ? Set(SettingsFile.names + ["Templates"]) : []
        // A Jekyll site's folder (`_config.yml`): what Jekyll never publishes is not copied either.
        let jekyll = JekyllSiteFiles.read(contentRoot: content.path)
        if let jekyll { excludedRoot.formUnion(jekyll.rootNamesLeftOut) }
        let scanner = ContentScanner(contentDirectory: content.path, excludedDirectories: [output.path],
                                     excludedRootNames: excludedRoot)
        let scan = try scanner.scanReportingSkipped()
        let staging = Array(".folio-staging-".utf8)
        let files = scan.files.filter { !Self.contains($0.relativePath, staging) }
        let folder = displayContent.isEmpty || displayContent == "." ? "" : displayContent + "/"
        for entry in scan.skipped {
            diagnostics.append(Diagnostic(file: folder + entry.relativePath, line: 0, column: 0,
                                          severity: entry.isProblem ? .warning : .note, message: entry.reason,
                                          code: DiagnosticCode.skippedFile))
        }

        // Base URL: absolute http(s) only, always ending in "/".
        var baseURL = options.baseURL ?? config.baseURL
        if let base = baseURL {
            if !(base.hasPrefix("https://") || base.hasPrefix("http://")) {
                diagnostics.append(Diagnostic(file: config.path ?? "folio.yml", line: 0, column: 0, severity: .warning,
                                              message: "base URL '\(base)' is not an absolute http(s) URL; ignored",
                                              code: DiagnosticCode.config))
                baseURL = nil
            } else if !base.hasSuffix("/") {
                baseURL = base + "/"
            }
        }
        config.baseURL = baseURL
        config.warnsAboutRemoteImages = options.strict

        let themeName = SitePaths.safeComponent(options.themeName ?? config.theme ?? "default")
        var themeDirectory = (root as NSString).appendingPathComponent("Themes/\(themeName)")
        if !FileManager.default.fileExists(atPath: themeDirectory) {
            themeDirectory = (resources as NSString).appendingPathComponent("Themes/\(themeName)")
        }
        let theme = try ThemeAssets(themeDirectory: themeDirectory, words: config.uiText)
        let builtIn = (resources as NSString).appendingPathComponent("Templates")
        let overrides = (root as NSString).appendingPathComponent("Templates")
        let templates = try TemplateSet(builtInDirectory: builtIn, overrideDirectory: overrides == builtIn ? nil : overrides,
                                        words: config.uiText)
        var context = PageContext(
            siteTitle: config.title ?? SiteFolders.defaultTitle(content.lastPathComponent),
            siteDescription: config.description ?? "", language: config.language ?? "en", baseURL: baseURL,
            theme: theme, extraHead: options.extraHeadHTML, extraBody: options.extraBodyHTML)
        context.urls = config.urls
        context.searchBox = config.search
        context.readingTime = config.readingTime
        context.noIndex = config.noIndex
        context.words = config.uiText
        context.rightToLeft = config.rightToLeft
        context.announcement = config.announcement.flatMap { SiteMarkdownLine(markdown: $0, urls: config.urls) }
        context.copyright = config.copyright.flatMap { SiteMarkdownLine(markdown: $0, urls: config.urls) }
        let copied = files.filter { $0.kind == .asset }.map(\.relativePath)
        let partials = Set(copied.filter(PartialNotes.isPartial))
        let metaFiles = copied.filter(FolderMetaFiles.isMetaFile)
        let assets = Set(copied.filter {
            !FolderCategories.isCategoryFile($0) && !partials.contains($0) && jekyll?.publishes($0) != false
                && (metaFiles.isEmpty || !FolderMetaFiles.isMetaFile($0))
        })
        if let icon = config.favicon {
            let path = SitePaths.normalize(icon) ?? icon
            if assets.contains(path) {
                context.faviconPath = SitePaths.relativeURL(from: "index.html", to: path)
            } else {
                diagnostics.append(Diagnostic(file: config.displayPath ?? "folio.yml", line: 1, column: 1, severity: .warning,
                                              message: "favicon '\(icon)' is not a file of the content folder; no icon"))
            }
        }
        context.extraStylesheets = Self.extraAssets(config.extraCSS, key: "extra_css", line: config.extraCSSLine,
                                                    assets: assets, config: config, diagnostics: &diagnostics)
        context.extraScripts = Self.extraAssets(config.extraJavaScript, key: "extra_javascript", line: config.extraJavaScriptLine,
                                                assets: assets, config: config, diagnostics: &diagnostics)
        if config.llmsTxt, assets.contains(LLMsText.path) {
            diagnostics.append(Diagnostic(file: config.displayPath ?? "folio.yml", line: 1, column: 1, severity: .warning,
                                          message: "llms_txt: the content folder has an llms.txt of its own; it is published as written",
                                          code: DiagnosticCode.config))
        }
        if let repository = config.editRepository {
            let folder = config.editFolder.split(separator: "/").map { SitePaths.percentEncode(String($0)) + "/" }.joined()
            context.editBase = repository + "/edit/" + SitePaths.percentEncode(config.editBranch) + "/" + folder
        }
        var gitDates: GitDates?
        if config.updatedFromGit {
            let dates = GitDates.read(contentDirectory: content.path, settingFile: config.displayPath ?? "folio.yml",
                                      settingLine: config.updatedLine, authors: config.updatedByFromGit)
            diagnostics += dates.diagnostics
            gitDates = dates
            if config.updatedByFromGit { context.lastAuthors = dates }
        }
        var loader = PageLoader(contentDirectory: content.path, displayContentDirectory: displayContent,
                                defaultAuthor: config.author)
        loader.fixEncoding = options.fixEncoding
        loader.emoji = config.emoji
        loader.wikilinks = config.wikilinks
        loader.comments = config.comments
        loader.definitionLists = config.definitionLists
        loader.critic = config.critic
        loader.abbreviations = config.abbreviations
        loader.shortcodes = config.shortcodes
        loader.inlineTags = config.inlineTags
        loader.includes = config.includes
        loader.readsLinks = config.backlinks
        loader.frontMatterDefaults = config.frontMatterDefaults
        if !metaFiles.isEmpty {
            let (layers, problems) = FolderMetaFiles.read(paths: metaFiles, contentDirectory: content.path,
                                                          displayPath: loader.displayPath)
            loader.frontMatterDefaults.add(folderLayers: layers)
            diagnostics += problems
        }
        let pageFiles = files.filter { $0.kind == .page }.map(\.relativePath)
        let sectionPages = pageFiles.filter(SectionCascades.isSectionPage)
        if !sectionPages.isEmpty {
            let (layers, problems) = SectionCascades.read(pages: sectionPages, contentDirectory: content.path,
                                                          displayPath: loader.displayPath)
            loader.frontMatterDefaults.add(cascadeLayers: layers)
            diagnostics += problems
        }
        for path in GeneratedPages.rootFiles where assets.contains(path) {
            diagnostics.append(Diagnostic(file: loader.displayPath(path), line: 1, column: 1, severity: .note,
                                          message: "published as written: Folio writes no \(path) of its own while the content folder has one",
                                          code: DiagnosticCode.ownFile))
        }
        let categories = assets.count + partials.count + metaFiles.count == copied.count ? FolderCategories()
            : FolderCategories(paths: copied, contentDirectory: content.path, displayPath: loader.displayPath)
        diagnostics += categories.diagnostics
        return Discovery(config: config, diagnostics: diagnostics, loader: loader, context: context,
                         templates: templates, theme: theme,
                         pageFiles: pageFiles,
                         pageObservations: files.filter { $0.kind == .page }.map(\.observation),
                         assets: assets, imageSizes: ImageSize.of(assets: assets, contentDirectory: content.path),
                         partials: partials, categories: categories, gitDates: gitDates)
    }

    /// `extra_css` or `extra_javascript` as pages link them: an http(s) URL as written, a path as the file's
    /// percent-encoded path from the site root (each page puts its `root` before it). A path that is not a
    /// published file of the site, and any other scheme, is left out with a warning at the key's line.
    static func extraAssets(_ extras: [ExtraAsset], key: String, line: Int, assets: Set<String>, config: SiteConfig,
                            diagnostics: inout [Diagnostic]) -> [PageContext.ExtraLink] {
        extras.compactMap { extra in
            if extra.isURL { return PageContext.ExtraLink(extra, url: extra.source, isSiteFile: false) }
            func leftOut(_ why: String) -> PageContext.ExtraLink? {
                diagnostics.append(Diagnostic(file: config.displayPath ?? "folio.yml", line: line, column: 1, severity: .warning,
                                              message: "\(key): '\(extra.source)' \(why); left out", code: DiagnosticCode.config))
                return nil
            }
            if extra.hasOtherScheme { return leftOut("is neither an http(s) URL nor a file of the site") }
            var path = Substring(extra.source)
            while true {
                if path.hasPrefix("/") { path = path.dropFirst() } else if path.hasPrefix("./") { path = path.dropFirst(2) } else { break }
            }
            guard let normalized = SitePaths.normalize(String(path)), assets.contains(normalized) else {
                return leftOut("is not a file of the content folder that the site publishes")
            }
            return PageContext.ExtraLink(extra, url: SitePaths.relativeURL(from: "index.html", to: normalized), isSiteFile: true)
        }
    }
}

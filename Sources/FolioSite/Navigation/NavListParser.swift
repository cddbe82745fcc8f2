/// Reads the `nav:` list of `folio.yml` into tree entries.
///
/// Accepted entries (README "Navigation"), each an item of a YAML list:
/// - `guide/install.md`: that note, under its own title;
/// - `guide/` (a folder): that folder's section, as the folder tree builds it;
/// - `Title: guide/install.md` or `Title: guide/`: the same, under `Title`;
/// - `Title: [ …entries… ]`: a section without a page of its own, holding those entries;
/// - `Title: https://…`: a link to another site (MkDocs' external link).
///
/// Why its own type: every name in the list is checked against the site, and a name that is
/// neither a note nor a folder of notes is a warning in folio.yml (with a suggestion when a note
/// has that file name elsewhere), never a silent gap in the tree.
struct NavListParser {
    private let pageBySource: [String: PageSummary]
    private let folders: FolderTree
    private let pages: [PageSummary]
    private let file: String
    private let line: Int
    private(set) var diagnostics: [Diagnostic] = []
    /// Bounds the nesting of hand-written lists (YAML aliases can make deep trees).
    static let maximumDepth = 16

    init(pages: [PageSummary], config: SiteConfig, categories: FolderCategories = FolderCategories()) {
        var bySource: [String: PageSummary] = [:]
        for page in pages { bySource[page.sourcePath] = page }
        pageBySource = bySource
        folders = FolderTree(pages: pages, categories: categories)
        self.pages = pages
        file = config.displayPath ?? "folio.yml"
        line = config.navLine
    }

    mutating func parse(_ value: FrontMatterValue) -> [NavEntry] {
        guard case .list(let items) = value else {
            warn("nav must be a list of notes, folders and 'Title: …' entries; using the folder tree")
            return folders.entries
        }
        return entries(items, depth: 0)
    }

    private mutating func entries(_ items: [FrontMatterValue], depth: Int) -> [NavEntry] {
        guard depth < NavListParser.maximumDepth else {
            warn("nav is nested more than \(NavListParser.maximumDepth) levels deep; deeper entries are left out")
            return []
        }
        var result: [NavEntry] = []
        for item in items {
            switch item {
            case .string(let name):
                if let entry = resolve(name, title: nil) { result.append(entry) }
            case .map(let pairs):
                for (title, value) in pairs {
                    switch value {
                    case .string(let name):
                        if let entry = resolve(name, title: title) { result.append(entry) }
                    case .list(let children):
                        result.append(NavEntry(title: title, outputPath: nil, isSection: true,
                                               children: entries(children, depth: depth + 1)))
                    case .map, .null:
                        warn("nav entry '\(title)' needs a note, a folder or a list")
                    }
                }
            case .list, .null:
                warn("nav entries are notes, folders or 'Title: …' pairs; an empty or nested list was left out")
            }
        }
        return result
    }

    /// A note or folder named in the list.
    private mutating func resolve(_ rawName: String, title: String?) -> NavEntry? {
        var name = rawName.trimming(" ")
        if NavEntry.looksLikeURL(name) {
            if let link = NavEntry.external(name, title: title) { return link }
            warn("nav names '\(rawName)': a link to another site must be an http(s) URL; it is left out")
            return nil
        }
        while name.hasPrefix("./") { name.removeFirst(2) }
        while name.hasPrefix("/") { name.removeFirst() }
        if let page = pageBySource[name] {
            return NavEntry(title: title ?? FolderTree.navigationTitle(of: page), outputPath: page.outputPath, isSection: false)
        }
        let folder = name.hasSuffix("/") ? String(name.dropLast()) : name
        if var section = folders.section(folder: folder) {
            if let title { section.title = title }
            return section
        }
        let wanted = String(name.split(separator: "/").last ?? "").lowercased()
        let near = pages.first { String($0.sourcePath.split(separator: "/").last ?? "").lowercased() == wanted }
        let hint = near.map { " (did you mean '\($0.sourcePath)'?)" } ?? ""
        warn("nav names '\(rawName)', which is neither a note nor a folder of notes\(hint); it is left out")
        return nil
    }

    private mutating func warn(_ message: String) {
        diagnostics.append(Diagnostic(file: file, line: line, column: 1, severity: .warning, message: message,
                                      code: DiagnosticCode.navigation))
    }
}

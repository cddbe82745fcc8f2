import Mermaid

// Why: a folder of notes often shares facts (the guides' license and author, a version, `unlisted: true`
// for a folder of review copies, `toc_depth` for the reference pages), and writing them into every note
// is how they drift apart. Jekyll's `defaults:` (scopes by path, with values) says them once in the site's
// settings; Hugo's `cascade` and MkDocs' `.meta.yml` do the same from a folder. Folio reads Jekyll's form
// from folio.yml and applies it as a note is parsed, so every later step (the plan, the listings, the
// renderer, the build cache's summaries) sees the note's front matter with its defaults, as if written in
// it. The note's own keys always win (README "Front matter defaults").

/// Jekyll's `defaults:` list in folio.yml: front matter values for the notes under a path.
struct FrontMatterDefaults: Sendable {
    /// One `scope` with its `values`.
    struct Scope: Sendable {
        /// A folder or note of the content folder, without a leading or trailing `/`; empty for every note.
        var path: String
        /// Jekyll's `type`: nil for any note, true for posts only (a `_posts` folder), false for the others.
        var posts: Bool?
        var values: [(key: String, value: FrontMatterValue)]
        /// Its place in the list (later scopes of the same depth win).
        var order: Int

        /// How many folders deep the path reaches: a deeper scope wins over a shallower one.
        var depth: Int { path.isEmpty ? 0 : path.split(separator: "/").count }

        func holds(_ source: String) -> Bool {
            if let posts, source.split(separator: "/").dropLast().contains("_posts") != posts { return false }
            return source == path || FrontMatterDefaults.isNote(source, below: path)
        }
    }

    /// Whether the content-relative note `source` is in `folder` or a folder below it, by whole folder
    /// names (`guides` holds `guides/a.md`, not `guidesbook.md`); every note is below the empty folder.
    static func isNote(_ source: String, below folder: String) -> Bool {
        folder.isEmpty || (source.hasPrefix(folder) && source.utf8.dropFirst(folder.utf8.count).first == 47)
    }

    /// Most specific first: the deepest path, then the latest in the list.
    private(set) var scopes: [Scope] = []
    /// The folders' `.meta.yml` files (``FolderMetaFiles``), shallowest first: merged into a note before
    /// the scopes fill what it still lacks.
    private(set) var folderLayers: [FolderLayer] = []
    /// The section pages' `cascade`s (``SectionCascades``), nearest first: they fill what a note lacks
    /// after the meta files and before the scopes.
    private(set) var cascadeLayers: [CascadeLayer] = []

    init(scopes: [Scope] = []) {
        self.scopes = scopes.sorted { $0.depth != $1.depth ? $0.depth > $1.depth : $0.order > $1.order }
    }

    /// Adds the folders' meta files (any order: they are kept shallowest first).
    mutating func add(folderLayers layers: [FolderLayer]) {
        folderLayers = (folderLayers + layers).sorted { $0.depth != $1.depth ? $0.depth < $1.depth : $0.folder < $1.folder }
    }

    /// Adds the section pages' cascades (any order: they are kept deepest first, then later first).
    mutating func add(cascadeLayers layers: [CascadeLayer]) {
        cascadeLayers = (cascadeLayers + layers).sorted {
            $0.depth != $1.depth ? $0.depth > $1.depth : $0.folder != $1.folder ? $0.folder < $1.folder : $0.order > $1.order
        }
    }

    var isEmpty: Bool { scopes.isEmpty && folderLayers.isEmpty && cascadeLayers.isEmpty }

    /// `matter` merged with the meta files of its folders (``FolderLayer``), then with each key it still
    /// lacks (compared case-insensitively) taken from the most specific scope holding `source` that has it,
    /// after the note's own keys. A note without front matter gets them too.
    func applied(to matter: FrontMatter, source: String) -> FrontMatter {
        guard !isEmpty else { return matter }
        var result = matter
        if !folderLayers.isEmpty {
            var shared: [(key: String, value: FrontMatterValue)] = []
            for layer in folderLayers where layer.holds(source) { shared = Self.merged(shared, over: layer.values) }
            if !shared.isEmpty { result.entries = Self.merged(shared, over: result.entries) }
        }
        for layer in cascadeLayers where layer.reaches(source) { result.entries = Self.filled(result.entries, from: layer.values) }
        for scope in scopes where scope.holds(source) {
            for (key, value) in scope.values {
                let name = key.lowercased()
                if !result.entries.contains(where: { FrontMatter.key($0.key, lowercasedIs: name) }) { result.entries.append((key, value)) }
            }
        }
        return result
    }

    /// Whether the note's own front matter wrote `key` (a default has no line of the note).
    static func isWritten(_ key: String, in matter: FrontMatter) -> Bool {
        matter.entries.first { FrontMatter.key($0.key, lowercasedIs: key) }.map { matter.keyLines[$0.key] != nil } ?? false
    }

    /// Adds the scopes and folder layers to a build cache key (the rendered bodies' settings: a default
    /// can choose a page's table of contents).
    func addKey(to key: inout CacheKeyBuilder) {
        key.add(scopes.count)
        for scope in scopes {
            key.add(scope.path)
            key.add(scope.posts.map { $0 ? "posts" : "pages" } ?? "-")
            var writer = CacheByteWriter()
            writer.frontMatter(FrontMatter(entries: scope.values))
            key.add(writer.bytes)
        }
        guard !folderLayers.isEmpty || !cascadeLayers.isEmpty else { return }
        key.add("folder layers \(folderLayers.count)")
        for layer in folderLayers {
            key.add(layer.folder)
            var writer = CacheByteWriter()
            writer.frontMatter(FrontMatter(entries: layer.values))
            key.add(writer.bytes)
        }
        key.add("cascades \(cascadeLayers.count)")
        for layer in cascadeLayers {
            key.add(layer.folder)
            key.add(layer.order)
            key.add(layer.target.map { "\($0)" } ?? "-")
            var writer = CacheByteWriter()
            writer.frontMatter(FrontMatter(entries: layer.values))
            key.add(writer.bytes)
        }
    }

    /// The digest of the folder layers and cascades, nil without any: what every page's front matter may
    /// take from other files (a `.meta.yml`, a section page; the build cache's site keys take it, as they
    /// take `folio.yml`).
    var folderLayersDigest: CacheDigest? {
        guard !folderLayers.isEmpty || !cascadeLayers.isEmpty else { return nil }
        var key = CacheKeyBuilder()
        key.add("folio-folder-meta 1")
        var layersOnly = FrontMatterDefaults()
        layersOnly.folderLayers = folderLayers
        layersOnly.cascadeLayers = cascadeLayers
        layersOnly.addKey(to: &key)
        return key.digest
    }

    /// The folders of the section pages whose cascades are read (a preview builds everything again when
    /// one of those pages changes).
    var cascadingSections: Set<String> { Set(cascadeLayers.map(\.folder)) }

    /// The list as folio.yml writes it (`- scope: {path: guides, type: pages}` with `values: {…}`), and a
    /// warning at `line` of `file` for each entry that is not one (which is left out).
    static func read(_ list: FrontMatterValue, file: String, line: Int) -> (FrontMatterDefaults, [Diagnostic]) {
        var scopes: [Scope] = [], diagnostics: [Diagnostic] = []
        func warn(_ message: String) {
            diagnostics.append(Diagnostic(file: file, line: line, column: 1, severity: .warning, message: message, code: DiagnosticCode.config))
        }
        guard case .list(let items) = list else {
            warn("defaults must be a list of scopes with values (- scope: {path: guides} values: {author: Ann}); ignored")
            return (FrontMatterDefaults(), diagnostics)
        }
        for (number, item) in items.enumerated() {
            guard case .map(let values)? = item.member("values") else {
                warn("defaults entry \(number + 1) has no values map; left out")
                continue
            }
            var path = "", posts: Bool?
            if let scope = item.member("scope") {
                guard case .map = scope else {
                    warn("defaults entry \(number + 1): scope must be a map (path:, type:); left out")
                    continue
                }
                if let written = scope.member("path") {
                    guard let text = written.text, !text.contains("*"), !text.split(separator: "/").contains("..") else {
                        warn("defaults entry \(number + 1): scope path must be a folder or note of the content folder (no * or ..); left out")
                        continue
                    }
                    path = text.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
                }
                if let type = scope.member("type") {
                    switch type.text?.lowercased() {
                    case "posts": posts = true
                    case "pages": posts = false
                    default:
                        warn("defaults entry \(number + 1): scope type must be posts or pages (Folio has no other collections); left out")
                        continue
                    }
                }
            }
            // The notes do not warn about a license they did not write: said once here.
            let defaults = FrontMatter(entries: values)
            if let license = defaults.value("license(s)", "licenses", "license") {
                for name in LicenseExpression.parse(license.textList).unknown {
                    warn("defaults entry \(number + 1): unknown license '\(name)' (not an SPDX id); kept as written")
                }
            }
            scopes.append(Scope(path: path, posts: posts, values: values, order: number))
        }
        return (FrontMatterDefaults(scopes: scopes), diagnostics)
    }
}

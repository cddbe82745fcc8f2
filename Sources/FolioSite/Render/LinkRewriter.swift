import HTMLSanitizer
import Markup

/// Rewrites link and image destinations of one page so the site works from `file://` and
/// under any sub-path, and records what the link checker needs.
///
/// - `other.md#x` → `other.html#x` (relative to the page); `/assets/a.png` → `../assets/a.png`.
/// - Links to missing files warn with `file:line:col` and stay as written.
/// - `#fragment` links are checked against this page's ids after rendering; fragments on
///   other pages are checked once every page is rendered.
/// - Images of the site's own files whose pixel size is known (``SitePlan/imageSizes``) are written
///   with it and loaded lazily, once no other rewrite wants them (``writeSizedImages()``).
/// - Images on other hosts are shown as written, loaded lazily (`images.remote: show`, the
///   default), or become a link to the image showing its alt text (`images.remote: link`); with
///   `--strict` each one is a warning.
/// - Unless raw HTML is allowed, `javascript:`, `vbscript:` and `data:` URLs (but `data:image/…`
///   as an image) are emptied with a warning, however they were written: any case, entities,
///   control characters, autolinks or reference definitions (cmark has decoded all of those
///   by the time a node holds its destination).
struct LinkRewriter {
    struct LocalFragment {
        var fragment: String
        var line: Int
        var column: Int
        var sourceLine: String?
    }

    let plan: SitePlan
    let page: PageSummary
    let file: String
    let lines: LineIndex
    var diagnostics: [Diagnostic] = []
    var localFragments: [LocalFragment] = []
    /// The images of the site's own files whose pixel size is known (``SitePlan/imageSizes``), to be
    /// written with it (``writeSizedImages()``) once no other rewrite wants the node.
    var sizedImages: [(node: MarkupNode, size: ImageSize)] = []
    var anchorReferences: [RenderedPage.AnchorReference] = []

    let sourceDirectory: String
    /// Whether the page's output sits in its source folder, so its clean links take ``MirroredLink``'s shortcut.
    let outputMirrorsSource: Bool
    /// Whether unsafe URL schemes are dropped (every mode but `allow`).
    let filtersURLs: Bool
    var remoteImages: RemoteImageMode = .show
    var warnsAboutRemoteImages = false
    /// Plain relative links to pages are rewritten on bytes (``rewritePlainPageLink(_:)``); tests turn
    /// it off to compare with the general way.
    var takesPlainPageLinksOnBytes = true
    /// When set, every answer the plan gives this page's links is recorded there (`folio serve`'s kept
    /// bodies: ``SiteLookups``), by the byte-level shortcut and by the general way alike.
    var lookups: SiteLookupLog?
    /// Where links made from other syntax were written (wikilinks: ``WikiLinks/locations``); cmark gives
    /// such nodes no position of their own.
    var locations: [MarkupNode: SourceLocation] = [:]

    init(plan: SitePlan, page: PageSummary, file: String, lines: LineIndex, filtersURLs: Bool = true) {
        self.filtersURLs = filtersURLs
        self.plan = plan
        self.page = page
        self.sourceDirectory = SitePaths.directory(of: page.sourcePath)
        outputMirrorsSource = SitePaths.directory(of: page.outputPath) == sourceDirectory
            && MirroredLink.isPlainFolder(sourceDirectory)
        self.file = file
        self.lines = lines
    }

    mutating func rewrite(_ nodes: [MarkupNode]) {
        // Replacing an image frees its subtree, which may hold another image (image alt
        // text can contain images): those are remembered and skipped, never touched.
        var freed = Set<MarkupNode>()
        for node in nodes {
            if freed.contains(node) { continue }
            // The common link (a plain relative path to a page) on bytes; the rest the general way.
            if takesPlainPageLinksOnBytes && rewritePlainPageLink(node) { continue }
            guard let destination = node.destination, !destination.isEmpty else { continue }
            let isImage = node.kind == .image
            if filtersURLs && !URLSafety.isAllowedInMarkdown(destination, isImage: isImage) {
                let location = node.location
                let scheme = URLSafety.scheme(of: destination) ?? ""
                warn("removed \(isImage ? "image source" : "link") with a '\(scheme):' URL (it could run script)",
                     location, lines.line(location.line), code: DiagnosticCode.unsafeURL)
                node.destination = ""
                continue
            }
            if SitePaths.isExternal(destination) {
                if isImage && (destination.hasPrefix("http:") || destination.hasPrefix("https:") || destination.hasPrefix("//")) {
                    var collector = SubtreeCollector()
                    node.walk(&collector)
                    freed.formUnion(collector.nodes)
                    if warnsAboutRemoteImages {
                        let location = node.location
                        warn("image on another host '\(destination)': readers' browsers will load it"
                             + (remoteImages == .link ? " if they follow the link" : " (images.remote: link keeps it a link)"),
                             location, lines.line(location.line), code: DiagnosticCode.remoteImage)
                    }
                    if remoteImages == .show {
                        node.replace(withRawHTML: LinkRewriter.remoteImageHTML(node, url: destination))
                    } else {
                        replaceRemoteImage(node, url: destination)
                    }
                }
                continue
            }
            // The position is looked up only when a diagnostic or a cross-page check needs it.
            let written = locations.isEmpty ? nil : locations[node]
            if let rewritten = resolve(destination, isImage: isImage, node: node, location: { written ?? node.location }) {
                node.destination = rewritten
            }
        }
    }

    /// `<img>` for an image on another host: its URL, alt text and title escaped, loaded lazily.
    static func remoteImageHTML(_ node: MarkupNode, url: String) -> String {
        imageOpening(src: url.htmlEscaped, alt: node.plainText, title: node.title) + " loading=\"lazy\" decoding=\"async\">"
    }

    /// `<img src="…" alt="…"` and ` title="…"` when there is one, unclosed: every `<img>` the rewriters write
    /// begins so. `src` is escaped already (as cmark or the caller escapes it); `alt` and `title` are escaped here.
    static func imageOpening(src: String, alt: String, title: String?) -> String {
        var html = "<img src=\"" + src + "\" alt=\"" + alt.htmlEscaped + "\""
        if let title, !title.isEmpty { html += " title=\"" + title.htmlEscaped + "\"" }
        return html
    }

    /// Writes each image of ``sizedImages`` still in the tree (an attribute list or a wikilink's size
    /// wrote it already) as cmark would, with its `width` and `height`, loaded lazily.
    func writeSizedImages() {
        for (node, size) in sizedImages where node.parent != nil {
            let opening = Self.imageOpening(src: PageAnchors.escapedHref(node.destination ?? ""), alt: node.plainText, title: node.title)
            node.replace(withRawHTML: opening + Self.sizeAttributes(size) + " />")
        }
    }

    /// ` width="…" height="…" loading="lazy" decoding="async"`: room kept for the image before it arrives,
    /// and an image far below the window not fetched until the reader scrolls near it. `lazy` or `async`
    /// is left out where the note gave its own `loading` or `decoding`.
    static func sizeAttributes(_ size: ImageSize, loading: Bool = true, decoding: Bool = true) -> String {
        " width=\"\(size.width)\" height=\"\(size.height)\"" + (loading ? " loading=\"lazy\"" : "")
            + (decoding ? " decoding=\"async\"" : "")
    }

    private func replaceRemoteImage(_ node: MarkupNode, url: String) {
        let alt = node.plainText.isEmpty ? "image" : node.plainText
        var insideLink = false
        var ancestor = node.parent
        var steps = 0
        while let current = ancestor, steps < 1000 {
            if current.kind == .link { insideLink = true; break }
            ancestor = current.parent
            steps += 1
        }
        let label = "<span class=\"remote-image-label\">\(alt.htmlEscaped)</span>"
        if insideLink {
            node.replace(withRawHTML: "<span class=\"remote-image\" title=\"\(url.htmlEscaped)\">\(label)</span>")
        } else {
            node.replace(withRawHTML: "<a class=\"remote-image\" href=\"\(url.htmlEscaped)\" title=\"Image on another site, not loaded\">\(label)</a>")
        }
    }

    /// The new destination, or nil to keep it as written.
    private mutating func resolve(_ destination: String, isImage: Bool, node: MarkupNode,
                                  location locate: () -> SourceLocation) -> String? {
        // Split on bytes into path, `?query` and `#fragment` (substrings: nothing is copied
        // until a piece is needed), finding the `#`, the `?` and any `%` in one pass over the bytes.
        let pieces = DestinationPieces(destination)
        let utf8 = destination.utf8
        let hash = pieces.hash.map { utf8.index(utf8.startIndex, offsetBy: $0) }
        let beforeHash = destination[..<(hash ?? utf8.endIndex)]
        let fragment: Substring? = hash.map { destination[utf8.index(after: $0)...] }
        let mark = pieces.mark.map { utf8.index(utf8.startIndex, offsetBy: $0) }
        var path = beforeHash[..<(mark ?? beforeHash.endIndex)]
        // Zola's internal links (`@/blog/first.md`) name a file from the content folder, as `/blog/first.md` does.
        if path.utf8.first == 64, path.utf8.dropFirst().first == 47 { path = path.dropFirst() }
        let query = beforeHash[(mark ?? beforeHash.endIndex)...]
        var location: SourceLocation { locate() }
        var sourceLine: String? { lines.line(location.line) }
        if path.isEmpty {
            if let fragment = fragment, !fragment.isEmpty {
                localFragments.append(LocalFragment(fragment: SitePaths.percentDecode(String(fragment)), line: location.line,
                                                    column: location.column, sourceLine: sourceLine))
            }
            return nil
        }
        let decoded = pieces.pathHasPercent ? Substring(SitePaths.percentDecode(String(path))) : path
        guard let normalized = SitePaths.normalize(joining: sourceDirectory, decoded) else {
            warn("broken \(isImage ? "image" : "link") '\(destination)' (points outside the site)", location, sourceLine,
                 code: isImage ? DiagnosticCode.brokenImage : DiagnosticCode.brokenLink)
            return nil
        }
        let outputPath: String
        var isPage = false
        let found = plan.target(contentPath: normalized)
        lookups?.target(normalized, found)
        switch found {
        case .page(let target):
            outputPath = target
            isPage = true
            if let fragment = fragment, !fragment.isEmpty {
                anchorReferences.append(RenderedPage.AnchorReference(
                    targetOutputPath: target, fragment: SitePaths.percentDecode(String(fragment)),
                    line: location.line, column: location.column, sourceLine: sourceLine))
            }
        case .asset(let target):
            outputPath = target
            if isImage, let size = plan.imageSizes[normalized] { sizedImages.append((node, size)) }
        case .missing:
            let what = isImage ? "image" : "link"
            warn("broken \(what) '\(destination)' (no file '\(normalized)' in the content folder)", location, sourceLine,
                 code: isImage ? DiagnosticCode.brokenImage : DiagnosticCode.brokenLink)
            return nil
        case .draft:
            warn("broken \(isImage ? "image" : "link") '\(destination)' ('\(normalized)' is a draft, left out of this build; `--drafts` builds it)",
                 location, sourceLine, code: isImage ? DiagnosticCode.brokenImage : DiagnosticCode.brokenLink)
            return nil
        }
        var url = outputPath == page.outputPath && fragment != nil ? ""
            : isPage ? plan.pageURL(from: page.outputPath, to: outputPath)
            : SitePaths.relativeURL(from: page.outputPath, to: outputPath)
        if url.isEmpty && fragment == nil { url = "./" }
        url += query
        if let fragment = fragment { url += "#"; url += fragment }
        return url
    }

    private mutating func warn(_ message: String, _ location: SourceLocation, _ sourceLine: String?, code: String) {
        diagnostics.append(Diagnostic(file: file, line: location.line, column: location.column, severity: .warning,
                                      message: message, sourceLine: sourceLine, code: code))
    }
}

/// Where a link destination's `#` and `?` are (byte offsets) and whether its path has a `%`.
struct DestinationPieces: Equatable {
    /// The first `#`.
    var hash: Int?
    /// The first `?` before the `#`.
    var mark: Int?
    /// A `%` before both.
    var pathHasPercent = false

    init(_ destination: String) {
        var destination = destination
        (hash, mark, pathHasPercent) = destination.withUTF8 { bytes in
            var hash: Int?, mark: Int?, percent = false
            for index in bytes.indices {
                switch bytes[index] {
                case 35: return (index, mark, percent)
                case 63 where mark == nil: mark = index
                case 37 where mark == nil: percent = true
                default: break
                }
            }
            return (hash, mark, percent)
        }
    }
}

private struct SubtreeCollector: MarkupWalker {
    var nodes: [MarkupNode] = []

    mutating func visit(_ node: MarkupNode) -> WalkAction {
        nodes.append(node)
        return .descend
    }
}

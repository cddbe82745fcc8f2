import Dispatch

/// The site's map, known before any page renders: which content file becomes which
/// output file. Link rewriting, `post_url` and the link checker all read it.
public struct SitePlan: Sendable {
    /// Page summaries in content-path order.
    public var pages: [PageSummary]
    /// Content-relative paths of copied assets.
    public var assets: Set<String>
    /// The pixel size of the images of ``assets`` whose size is known (``ImageSize``): an `<img>` of one
    /// gets its `width` and `height`.
    var imageSizes: [String: ImageSize] = [:]
    /// Content-relative paths of the partials (``PartialNotes``): files notes may include, never published.
    public var partials: Set<String> = []
    /// Content path → output path of every page, and output path → itself: link rewriting
    /// asks once per link, so the answer is one lookup (never a copy of a ``PageSummary``).
    var outputBySource: PathTable
    var outputByOutput: PathTable
    /// Post name (file stem, and stem without a `YYYY-MM-DD-` prefix) → page index.
    var pageByPostName: [String: Int]
    /// How links to pages are spelt (`urls:` in folio.yml).
    public var urls: URLStyle
    /// The redirect pages of front matter `aliases:` (planned with the pages, see ``AliasRedirects``).
    var redirects: [AliasRedirects.Redirect] = []
    /// Content paths of the notes left out as drafts (``DraftFilter``): a link to one is ``Target/draft``.
    var drafts: Set<String> = []
    /// File names → content paths for wikilinks (`[[Note]]`), made when a page first asks; copies of
    /// the plan share it (their pages, assets and drafts are the same while pages render).
    let wikiLinkTargets = WikiLinkTargets()

    /// Output names the site generator writes itself, at the root.
    public static let reservedRootNames: Set<String> = [
        "index.html", "licenses.html", "404.html", "robots.txt", "sitemap.xml", "feed.xml", ".nojekyll",
        "tags", "categories", "_folio",
    ]

    public init(pages: [PageSummary], assets: Set<String>, urls: URLStyle = .plain) {
        self.pages = pages
        self.assets = assets
        self.urls = urls
        var bySource: [(key: String, value: String)] = []
        var byOutput: [(key: String, value: String)] = []
        var byPost: [String: Int] = [:]
        bySource.reserveCapacity(pages.count)
        byOutput.reserveCapacity(pages.count)
        byPost.reserveCapacity(pages.count)
        for index in pages.indices {
            // Fields read in place: a summary is large, and a copy of one retains each of its fields.
            let sourcePath = pages[index].sourcePath, outputPath = pages[index].outputPath
            bySource.append((sourcePath, outputPath))
            byOutput.append((outputPath, outputPath))
            let stem = TitleDisambiguator.fileStem(sourcePath)
            for name in SitePlan.postNames(stem) where byPost[name] == nil { byPost[name] = index }
            if let slug = pages[index].frontMatterValue("slug")?.text, byPost[slug] == nil { byPost[slug] = index }
        }
        outputBySource = PathTable(bySource)
        outputByOutput = PathTable(byOutput)
        pageByPostName = byPost
    }

    static func postNames(_ stem: String) -> [String] {
        // A stem starting with an ASCII byte that is neither a digit nor a dash has no date prefix.
        if let first = stem.utf8.first, first < 0x80, first != UInt8(ascii: "-"),
           !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) {
            return [stem]
        }
        var names = [stem]
        let parts = stem.split(separator: "-", maxSplits: 3)
        if parts.count == 4, parts[0].count == 4, parts[0].allSatisfy(\.isNumber), parts[1].allSatisfy(\.isNumber),
           parts[2].allSatisfy(\.isNumber) {
            names.append(String(parts[3]))
        }
        return names
    }

    /// Assigns output paths to page sources: `a/b.md` → `a/b.html`, components made safe,
    /// front matter `slug` replacing the file name, generated names and collisions avoided
    /// by suffixes; with `urls: pretty` each becomes `a/b/index.html`. Deterministic for a given set of inputs.
    public static func outputPaths(for sources: [(path: String, slug: String?)], assets: Set<String>,
                                   urls: URLStyle = .plain) -> [String] {
        // Each note's own path (folder prefix, safe stem) and first choice of output path (with the
        // lowercased form collisions are found by) are worked out on every core; only the collision
        // pass, which depends on the notes before, runs in order (making those strings there was half
        // of a one-note rebuild's planning of output paths at 10,000 notes).
        var planned = [Planned](repeating: Planned(), count: sources.count)
        let run = 1024
        planned.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: (sources.count + run - 1) / run) { number in
                // The notes of a folder share its output folder: worked out once per folder.
                var prefixes: [Substring: String] = [:]
                for index in (number * run)..<min(sources.count, (number + 1) * run) {
                    let (prefix, base) = plannedPath(sources[index].path, slug: sources[index].slug, urls: urls, prefixes: &prefixes)
                    let candidate = urls.outputPath(plain: prefix + base + ".html")
                    slots.buffer[index] = Planned(prefix: prefix, base: base, candidate: candidate, key: lowercasedASCII(candidate))
                }
            }
        }
        var taken = Set<String>()
        taken.reserveCapacity(assets.count + sources.count)
        for asset in assets { taken.insert(asset.lowercased()) }
        var result: [String] = []
        result.reserveCapacity(sources.count)
        for path in planned {
            var candidate = path.candidate
            var inserted = taken.insert(path.key).inserted
            var n = 2
            while !inserted {
                candidate = urls.outputPath(plain: path.prefix + path.base + "-\(n).html")
                inserted = taken.insert(lowercasedASCII(candidate)).inserted
                n += 1
            }
            result.append(candidate)
        }
        return result
    }

    /// A note's output folder and file stem, and the output path they make with no number added.
    private struct Planned {
        var prefix = "", base = "", candidate = "", key = ""
    }

    /// The output folder (`a/b/`, made safe, reserved root names avoided) and safe file stem of the note at `path`.
    private static func plannedPath(_ path: String, slug: String?, urls: URLStyle,
                                    prefixes: inout [Substring: String]) -> (prefix: String, base: String) {
        let slash = path.utf8LastIndex(of: 47)
        let folder = slash.map { path[..<$0] } ?? ""
        let fileName = slash.map { String(path[path.utf8.index(after: $0)...]) } ?? path
        var stem = TitleDisambiguator.fileStem(fileName)
        if let slug = slug, !slug.isEmpty { stem = slug }
        var base = SitePaths.safeComponent(stem)
        if lowercasedASCII(base).hasSuffix(".html") { base = String(base.dropLast(5)) }
        if folder.isEmpty && (reservedRootNames.contains(lowercasedASCII(base) + ".html")
            || urls == .pretty && reservedRootNames.contains(lowercasedASCII(base))) { base += "-page" }
        if let known = prefixes[folder] { return (known, base) }
        var dirs = folder.split(separator: "/").map { SitePaths.safeComponent(String($0)) }
        if let first = dirs.first, reservedRootNames.contains(first.lowercased())
            || urls == .pretty && first.lowercased() == "licenses" { dirs[0] = first + "-content" }
        let prefix = dirs.isEmpty ? "" : dirs.joined(separator: "/") + "/"
        prefixes[folder] = prefix
        return (prefix, base)
    }

    /// `text.lowercased()`, without a copy when it has no capital letter and is ASCII (the usual path).
    private static func lowercasedASCII(_ text: String) -> String {
        text.utf8.allSatisfy({ $0 < 128 && !($0 >= 65 && $0 <= 90) }) ? text : text.lowercased()
    }

    /// The link from the output file `from` to the page written at `to`, spelt as ``urls`` says.
    public func pageURL(from: String, to: String) -> String {
        urls.link(SitePaths.relativeURL(from: from, to: to))
    }

    /// The page a `post_url` name refers to.
    public func page(postName: String) -> PageSummary? {
        pageByPostName[postName].map { pages[$0] }
    }

    /// What a content-relative path (already normalised) is in the built site.
    public enum Target: Equatable, Sendable {
        case page(outputPath: String)
        case asset(outputPath: String)
        case missing
        /// A note left out of this build as a draft (built with `--drafts`).
        case draft
    }

    public func target(contentPath: String) -> Target {
        if let output = outputBySource[contentPath] { return .page(outputPath: output) }
        if assets.contains(contentPath) { return .asset(outputPath: contentPath) }
        if let output = outputByOutput[contentPath] { return .page(outputPath: output) }
        if let first = contentPath.split(separator: "/").first, SitePlan.reservedRootNames.contains(String(first)) {
            return .asset(outputPath: contentPath)
        }
        let folder = contentPath.isEmpty ? "" : contentPath + "/"
        for name in ["index.md", "README.md", "index.markdown", "readme.md", "_index.md", "index.mdx", "README.mdx"] {
            if let output = outputBySource[folder + name] { return .page(outputPath: output) }
        }
        if contentPath.isEmpty { return .page(outputPath: "index.html") }
        return drafts.contains(contentPath) ? .draft : .missing
    }

    /// Decodes what every kept summary holds as bytes (``PageSummary/decodeKept()``) on every core: before a
    /// pass that shows them for every page (the generated listings).
    mutating func decodeKept() {
        guard pages.contains(where: { $0.keptDetails != nil || $0.keptFrontMatter != nil }) else { return }
        pages.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            let run = 256
            DispatchQueue.concurrentPerform(iterations: (slots.buffer.count + run - 1) / run) { part in
                for index in (part * run)..<min(slots.buffer.count, (part + 1) * run) { slots.buffer[index].decodeKept() }
            }
        }
    }
}

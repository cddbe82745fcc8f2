import Dispatch
import Foundation
import Mermaid

/// What a page's HTML depends on, as one digest per page, and the one rule both rebuild paths use
/// to pick the pages to render again: those whose key changed (``stale(since:)``).
///
/// Why one rule: `folio serve` (a rebuild in memory after a file event) and `folio build` with its
/// page cache (a rebuild after the process started again) must agree on what "unchanged" means, or
/// one of them would serve a stale page. A page's key is the site key plus its own inputs:
/// - **site key** (a change re-renders every page): the Folio build (``BuildOptions/cacheIdentity``),
///   the build options, every file under `folio.yml`, `Templates/` and `Themes/` (site and built-in),
///   every page's source path, output path, shown title and `slug` (links, `post_url`, prev/next),
///   the assets (broken-link and broken-image checks) and their images' sizes, the alias redirects, the notes left out as
///   drafts (links to them warn) and the navigation tree;
/// - **page inputs**: its source and output paths, its title and the digest of its text (front matter
///   and body), plus the day when it holds a gantt chart (its today line).
///
/// What a page shows of other pages is only their paths and titles (listings of summaries, dates and
/// tags are generated pages, written on every build from the summaries), which is why an edit to a
/// note's body re-renders that page alone.
///
/// A page's **body key** (``bodies``, made when asked for) is the narrower digest of what its rendered
/// Markdown depends on (``RenderedPage``, before its template) besides the other pages: the Folio
/// build, the options and `folio.yml` (``bodyInputs(options:folders:)``, no templates or themes), the
/// assets, the alias redirects, the drafts left out, its own source path, output path and `slug`, and its own text digest
/// and gantt day. No titles and no navigation: ``PageRenderer`` reads neither. What it reads of the
/// other pages (where its links go, which page a `post_url` names) is not in the key: the rendering
/// records those answers (``SiteLookups``), and a kept body is used only while they still hold. A
/// retitled note or an edited template or theme changes every page key but no body key, and a note
/// added, deleted or renamed changes the body key of no other page, so `folio serve` puts the bodies
/// it kept (``RenderedBodyStore``) in their new templates instead of rendering them again, and
/// `folio build` the bodies its cache finds in the last build's pages (``keptBodies``, ``KeptBody``).
struct PageKeys: Sendable {
    /// The key of everything every page depends on.
    let site: CacheDigest
    /// Per source path: the page's key.
    let pages: [String: CacheDigest]
    /// The same keys in the order of the site's pages (`plan.pages`), for passes over every page.
    let inPageOrder: [CacheDigest]
    /// Each page's body key, in the order of the site's pages; empty unless `bodyInputs` was given.
    let bodies: [CacheDigest]
    /// Each page's body key joined with every page's place (``KeptBody/key``), in the order of the
    /// site's pages; empty unless asked for (`keepsBodies`). Where `folio serve` checks a kept body's
    /// lookups in the plan (``SiteLookups``), a build's kept body is taken only while no page was added,
    /// deleted, renamed or moved: then every lookup gives the answer it gave.
    let keptBodies: [CacheDigest]

    /// Keys for `site`'s pages; `inputs` is ``inputs(options:folders:)`` of the same build, and
    /// `bodyInputs`, when given, ``bodyInputs(options:folders:)`` (then ``bodies`` are made too).
    init(site loaded: LoadedSite, inputs: CacheDigest, bodyInputs: CacheDigest? = nil, keepsBodies: Bool = false) {
        var key = CacheKeyBuilder()
        key.add("folio-page-keys 3")
        key.add(inputs)
        let plan = loaded.plan
        key.add(String(plan.pages.count))
        // Each page's place in the site (source and output paths, shown title, `slug`) as one digest,
        // made on every core in runs of 512 pages; the runs' digests go into the site key in order,
        // and each page's own key is made from its digest (one pass over the pages' strings: two
        // passes over 10,000 summaries each missed the cache as often as the first).
        let chunk = 512
        let runCount = (plan.pages.count + chunk - 1) / chunk
        var places = [CacheDigest](repeating: .zero, count: plan.pages.count)
        var runs = [CacheDigest](repeating: .zero, count: runCount)
        // The page's own place without its title, for the body keys (only when asked for: a one-shot
        // build has no use for them).
        let makesBodies = bodyInputs != nil
        var bodyPlaces = [CacheDigest](repeating: .zero, count: makesBodies ? plan.pages.count : 0)
        places.withUnsafeMutableBufferPointer { placeBuffer in
            runs.withUnsafeMutableBufferPointer { runBuffer in
                bodyPlaces.withUnsafeMutableBufferPointer { bodyPlaceBuffer in
                    let placeSlots = UnsafeSendableBuffer(placeBuffer), runSlots = UnsafeSendableBuffer(runBuffer)
                    let bodyPlaceSlots = UnsafeSendableBuffer(bodyPlaceBuffer)
                    DispatchQueue.concurrentPerform(iterations: runCount) { run in
                        var place = CacheKeyBuilder(capacity: 256)
                        var part = CacheKeyBuilder(capacity: 16 * chunk + 16)
                        // Fields read in place (a copy of a summary retains each of its fields).
                        for index in (run * chunk)..<min(plan.pages.count, (run + 1) * chunk) {
                            let slug = plan.pages[index].frontMatterValue("slug")?.text ?? "\u{0}"
                            let digest = Self.place(source: plan.pages[index].sourcePath, output: plan.pages[index].outputPath,
                                                    title: plan.pages[index].title, slug: slug, using: &place)
                            placeSlots.buffer[index] = digest
                            part.add(digest)
                            guard makesBodies else { continue }
                            bodyPlaceSlots.buffer[index] = Self.place(source: plan.pages[index].sourcePath,
                                                                      output: plan.pages[index].outputPath,
                                                                      title: nil, slug: slug, using: &place)
                        }
                        runSlots.buffer[run] = part.digest
                    }
                }
            }
        }
        for run in runs { key.add(run) }
        // What the pages' Markdown reads of the site beyond its pages' places: the assets, the redirects and
        // the notes left out as drafts (a link to one warns so).
        var shared = CacheKeyBuilder()
        let assets = plan.assets.sorted()
        shared.add(String(assets.count))
        for asset in assets { shared.add(asset) }
        // An image's size is in every `<img>` of it.
        if !plan.imageSizes.isEmpty {
            shared.add("image sizes")
            shared.add(String(plan.imageSizes.count))
            for (path, size) in plan.imageSizes.sorted(by: { $0.key < $1.key }) {
                shared.add(path)
                shared.add(size.width)
                shared.add(size.height)
            }
        }
        shared.add(String(plan.redirects.count))
        for redirect in plan.redirects {
            shared.add(redirect.path)
            shared.add(redirect.target)
            shared.add(redirect.title)
        }
        if !plan.drafts.isEmpty {
            let drafts = plan.drafts.sorted()
            shared.add("drafts")
            shared.add(String(drafts.count))
            for draft in drafts { shared.add(draft) }
        }
        let assetsAndRedirects = shared.digest
        key.add(assetsAndRedirects)
        loaded.navigation.addSignature(to: &key)
        let site = key.digest
        self.site = site
        var bodySite = CacheDigest.zero
        if let bodyInputs {
            var bodyKey = CacheKeyBuilder()
            bodyKey.add("folio-body-keys 2")
            bodyKey.add(bodyInputs)
            bodyKey.add(assetsAndRedirects)
            bodySite = bodyKey.digest
        }
        var placesDigest = CacheDigest.zero
        let keepsBodies = keepsBodies && makesBodies
        if keepsBodies {
            var places = CacheKeyBuilder(capacity: 16 * bodyPlaces.count + 64)
            places.add("folio-kept-bodies 1")
            places.add(bodySite)
            places.add(bodyPlaces.count)
            for place in bodyPlaces { places.add(place) }
            placesDigest = places.digest
        }
        let day = plan.pages.indices.contains(where: { plan.pages[$0].mentionsGantt }) ? MermaidCache.ganttDay : nil
        // A page whose fenced blocks include files (`--8<--`) depends on their contents as on its own text.
        var includingTexts: [Int: CacheDigest] = [:]
        var fileDigests: [String: CacheDigest?] = [:]  // each included file read once, however many pages name it
        for index in plan.pages.indices where !plan.pages[index].includes.isEmpty {
            let source = plan.pages[index].sourcePath
            includingTexts[index] = Self.text(plan.pages[index].textDigest, including: plan.pages[index].includes,
                                              content: loaded.renderer.loader.contentDirectory, digests: &fileDigests) { name in
                plan.wikiLinkTargets.resolve(name, from: source, in: plan).flatMap { $0.kind == .page ? $0.contentPath : nil }
            }
        }
        // With `updated: git` a page shows a date its text does not hold: its last commit's.
        let gitDates = loaded.gitDates?.dates ?? [:]
        // With `updated_by: true`, and its last author's name.
        let gitAuthors = loaded.gitDates?.authors ?? [:]
        // Each page's key (and body key) on every core, then the map.
        var digests = [CacheDigest](repeating: .zero, count: plan.pages.count)
        var bodyDigests = [CacheDigest](repeating: .zero, count: makesBodies ? plan.pages.count : 0)
        var keptDigests = [CacheDigest](repeating: .zero, count: keepsBodies ? plan.pages.count : 0)
        digests.withUnsafeMutableBufferPointer { buffer in
            bodyDigests.withUnsafeMutableBufferPointer { bodyBuffer in
                keptDigests.withUnsafeMutableBufferPointer { keptBuffer in
                    let slots = UnsafeSendableBuffer(buffer), bodySlots = UnsafeSendableBuffer(bodyBuffer)
                    let keptSlots = UnsafeSendableBuffer(keptBuffer)
                    DispatchQueue.concurrentPerform(iterations: runCount) { part in
                        var pageKey = CacheKeyBuilder(capacity: 64)
                        for index in part * chunk..<min(plan.pages.count, (part + 1) * chunk) {
                            let text = includingTexts.isEmpty ? plan.pages[index].textDigest
                                : includingTexts[index] ?? plan.pages[index].textDigest
                            let pageDay = plan.pages[index].mentionsGantt ? day : nil
                            var updated = gitDates.isEmpty ? nil : gitDates[plan.pages[index].sourcePath]?.original
                            if !gitAuthors.isEmpty, let name = gitAuthors[plan.pages[index].sourcePath] { updated = (updated ?? "") + "\u{1}" + name }
                            slots.buffer[index] = Self.key(site, place: places[index], text: text, day: pageDay, updated: updated,
                                                           using: &pageKey)
                            guard makesBodies else { continue }
                            let body = Self.key(bodySite, place: bodyPlaces[index], text: text, day: pageDay, using: &pageKey)
                            bodySlots.buffer[index] = body
                            guard keepsBodies else { continue }
                            keptSlots.buffer[index] = Self.key(placesDigest, place: body, text: .zero, day: nil, using: &pageKey)
                        }
                    }
                }
            }
        }
        // A page shows the pages linking to it (`backlinks`) and those related to it (`related`): who they
        // are is part of its key.
        loaded.backlinks?.fold(into: &digests, label: "linked from", pages: plan.pages)
        loaded.related?.fold(into: &digests, label: "related", pages: plan.pages)
        // A page of Docusaurus' cards shows its section's pages' summaries (their titles are in the site key).
        for index in digests.indices where plan.pages[index].listsDocCards {
            let shown = Set(DocCardList.items(of: plan.pages[index].outputPath, in: loaded.navigation)
                .compactMap { loaded.navigation.items[$0].outputPath })
            var cards = CacheKeyBuilder()
            cards.add(digests[index])
            cards.add("doc cards")
            for page in plan.pages where shown.contains(page.outputPath) {
                cards.add(page.outputPath)
                cards.add(page.summary)
            }
            digests[index] = cards.digest
        }
        bodies = bodyDigests
        keptBodies = keptDigests
        var pages: [String: CacheDigest] = [:]
        pages.reserveCapacity(plan.pages.count)
        for index in digests.indices { pages[plan.pages[index].sourcePath] = digests[index] }
        self.pages = pages
        inPageOrder = digests
    }

    /// The digest of a note's text and of the files its include lines may name (each file's bytes, or
    /// its absence), read now: an included file changes without its note changing. A note embedded by name
    /// (``NoteEmbed/dependencyMark``) is the note `resolve` names now, or none.
    static func text(_ text: CacheDigest, including paths: [String], content: String,
                     digests: inout [String: CacheDigest?], resolve: (String) -> String? = { _ in nil }) -> CacheDigest {
        var key = CacheKeyBuilder()
        key.add("folio-includes 2")
        key.add(text)
        for written in paths {
            key.add(written)
            if written.first == MDXImport.dependencyMark { continue }
            var path = written
            if written.first == NoteEmbed.dependencyMark {
                guard let resolved = resolve(String(written.dropFirst())) else { key.add("\u{0}unresolved"); continue }
                key.add(resolved)
                path = resolved
            }
            if digests[path] == nil {
                digests[path] = .some(FileManager.default.contents(atPath: content + "/" + path).map { data in
                    data.withUnsafeBytes { CacheDigest($0) }
                })
            }
            if let digest = digests[path] ?? nil { key.add(digest) } else { key.add("\u{0}missing") }
        }
        return key.digest
    }

    /// A page's place in the site as one digest: its source and output paths, its shown title (left out,
    /// as `nil`, for the body key: the Markdown renderer reads no title) and its `slug`.
    @inline(__always)
    private static func place(source: String, output: String, title: String?, slug: String,
                              using builder: inout CacheKeyBuilder) -> CacheDigest {
        builder.removeAll()
        builder.add(source)
        builder.add(output)
        if let title { builder.add(title) }
        builder.add(slug)
        return builder.digest
    }

    /// A page's key (or body key) from the site's key (or body key), its place, the digest of its text,
    /// when it holds a gantt chart the day (its today line), and its date from git (`updated: git`; the
    /// page shows it, its text does not hold it).
    @inline(__always)
    private static func key(_ site: CacheDigest, place: CacheDigest, text: CacheDigest, day: String?, updated: String? = nil,
                            using builder: inout CacheKeyBuilder) -> CacheDigest {
        builder.removeAll()
        builder.add(site)
        builder.add(place)
        builder.add(text)
        if let day { builder.add(day) }
        if let updated {
            builder.add("git")
            builder.add(updated)
        }
        return builder.digest
    }

    /// Indices (in `pages` order) of the pages whose key is not the one in `previous`: the pages a
    /// rebuild renders again. Every other page's last rendering is still right.
    func stale(_ pages: [PageSummary], since previous: [String: CacheDigest]) -> [Int] {
        pages.indices.filter { previous[pages[$0].sourcePath] != self.pages[pages[$0].sourcePath] }
    }

    /// The digest of what a build reads besides the notes: the Folio build, the options, and every
    /// file under ``SiteFolders/fullBuildRoots`` (`folio.yml`, `Templates/`, `Themes/`), path and bytes.
    static func inputs(options: BuildOptions, folders: SiteFolders) -> CacheDigest {
        digest(options: options, folders: folders, roots: folders.fullBuildRoots, label: "folio-site-inputs 1")
    }

    /// The part of ``inputs(options:folders:)`` a page's Markdown rendering reads: the Folio build, the
    /// options and `folio.yml` (Markdown, diagram and highlighting settings, URL style), not the
    /// templates and themes, which only wrap the rendered body.
    static func bodyInputs(options: BuildOptions, folders: SiteFolders) -> CacheDigest {
        let configFiles = folders.fullBuildRoots.filter { root in SettingsFile.names.contains { root.hasSuffix("/" + $0) } }
        return digest(options: options, folders: folders, roots: configFiles, label: "folio-body-inputs 1")
    }

    /// The options and every file under `roots`, path and bytes.
    static func digest(options: BuildOptions, folders: SiteFolders, roots: [String], label: String) -> CacheDigest {
        var key = CacheKeyBuilder()
        key.add(label)
        key.add(options.cacheIdentity)
        for part in [options.contentDirectory, folders.content.path, folders.output.path, options.baseURL ?? "\u{0}",
                     options.themeName ?? "\u{0}", options.strict ? "strict" : "-", options.fixEncoding ? "fix" : "-",
                     options.includeDrafts ? "drafts" : "-",
                     options.extraHeadHTML, options.extraBodyHTML, options.siteRoot ?? "\u{0}",
                     options.resourcesDirectory ?? "\u{0}", options.ignoredWarnings.joined(separator: "\u{1}"),
                     options.warningsAsErrors.joined(separator: "\u{1}")] {
            key.add(part)
        }
        let fileManager = FileManager.default
        for root in roots {
            key.add(root)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: root, isDirectory: &isDirectory) else {
                key.add("absent")
                continue
            }
            guard isDirectory.boolValue else {
                key.add(fileManager.contents(atPath: root).map { [UInt8]($0) } ?? [])
                continue
            }
            let files = (fileManager.subpaths(atPath: root) ?? []).sorted()
            for file in files {
                let path = root + "/" + file
                guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                key.add(file)
                key.add(fileManager.contents(atPath: path).map { [UInt8]($0) } ?? [])
            }
        }
        return key.digest
    }
}

/// Everything the site needs to know about a page *before* rendering any page: enough for
/// the index, tags, licenses page, feeds, title disambiguation and cross-page links.
///
/// Built by ``PageLoader`` from a cheap scan of the file; the Markdown is only parsed
/// when the page itself is rendered, so summaries of 10,000 notes stay small.
///
/// Why a box: a summary is copied often (the plan, the build cache's maps, each rebuild), and a copy
/// of some twenty strings and arrays costs twenty reference counts. What the note itself says lives
/// in one shared ``Storage`` copied only when written to; the two fields the plan sets on every
/// page (its output path and its unique title) are stored inline, so planning a kept summary never
/// copies the box.
public struct PageSummary: Sendable {
    /// Path inside the output folder (`guides/setup.html`).
    public var outputPath: String
    /// The title shown everywhere (front matter `title`, else first H1, else file name),
    /// made unique across the site by ``TitleDisambiguator``.
    public var title: String
    private var storage: Storage

    /// Path inside the content folder (`guides/setup.md`).
    public var sourcePath: String {
        _read { yield storage.sourcePath }
        set { unique().sourcePath = newValue; storage.refreshListingDigest() }
    }
    public var frontMatter: FrontMatter {
        get { storage.frontMatter }
        set { storage = storage.copy(matter: .parsed(newValue)) }
    }
    /// The front matter's bytes in the build cache, when the summary came from there and its front
    /// matter was not set since (``KeptFrontMatter``).
    var keptFrontMatter: KeptFrontMatter? {
        if case .kept(let kept) = storage.matter { return kept }
        return nil
    }
    /// Which of the keys the plan asks every page for its front matter has.
    var planKeys: PlanKeys { storage.planKeys }
    /// The value of front matter key `first`, else `second` (``FrontMatter/value(_:_:)``), read in
    /// place: every page is asked while the site is planned.
    func frontMatterValue(_ first: String, _ second: String) -> FrontMatterValue? {
        if let one = PlanKeys(name: first), let other = PlanKeys(name: second), storage.planKeys.isDisjoint(with: one.union(other)) {
            return nil
        }
        return storage.frontMatter.value(first, second)
    }

    /// The value of front matter key `name` (``FrontMatter/value(_:)``), read in place.
    func frontMatterValue(_ name: String) -> FrontMatterValue? {
        if let wanted = PlanKeys(name: name), storage.planKeys.isDisjoint(with: wanted) { return nil }
        return storage.frontMatter.value(name)
    }
    /// The title before disambiguation.
    public var baseTitle: String {
        _read { yield storage.baseTitle }
        set { unique().baseTitle = newValue }
    }
    /// Text of the first H1 in the body, if any.
    public var firstH1: String? {
        _read { yield storage.firstH1 }
        set { unique().firstH1 = newValue }
    }
    /// Text of the first H2 in the body, if any.
    public var firstH2: String? {
        _read { yield storage.firstH2 }
        set { unique().firstH2 = newValue }
    }
    /// Front matter `summary`/`description`/`excerpt`, else the first paragraph.
    public var summary: String {
        _read { yield storage.summary }
        set { unique().summary = newValue; storage.refreshListingDigest() }
    }
    /// `date`, else `created`.
    public var date: PageDate? {
        _read { yield storage.date }
        set { unique().date = newValue; storage.refreshListingDigest() }
    }
    public var created: PageDate? {
        _read { yield storage.created }
        set { unique().created = newValue; storage.refreshListingDigest() }
    }
    public var updated: PageDate? {
        _read { yield storage.updated }
        set { unique().updated = newValue; storage.refreshListingDigest() }
    }
    public var authors: [String] {
        _read { yield storage.authors }
        set { unique().authors = newValue; storage.refreshListingDigest() }
    }
    public var version: String? {
        _read { yield storage.version }
        set { unique().version = newValue; storage.refreshListingDigest() }
    }
    public var copyright: String? {
        _read { yield storage.copyright }
        set { unique().copyright = newValue; storage.refreshListingDigest() }
    }
    public var licenses: [License] {
        _read { yield storage.licenses }
        set { unique().licenses = newValue; storage.refreshListingDigest() }
    }
    public var tags: [String] {
        _read { yield storage.tags }
        set { unique().tags = newValue; storage.refreshListingDigest() }
    }
    public var categories: [String] {
        _read { yield storage.categories }
        set { unique().categories = newValue; storage.refreshListingDigest() }
    }
    /// Number of ```mermaid blocks.
    public var diagramCount: Int {
        _read { yield storage.diagramCount }
        set { unique().diagramCount = newValue; storage.refreshListingDigest() }
    }
    /// Diagnostics found while loading (front matter, licenses).
    public var diagnostics: [Diagnostic] {
        _read { yield storage.diagnostics }
        set { unique().diagnostics = newValue }
    }
    /// Digest of the note's text as read: with the page's place in the site, what decides whether a
    /// kept rendering of it is still right (``PageKeys``).
    public var textDigest: CacheDigest {
        _read { yield storage.textDigest }
        set { unique().textDigest = newValue }
    }
    /// The note's text holds the word `gantt` (a chart whose today line changes daily).
    public var mentionsGantt: Bool {
        _read { yield storage.mentionsGantt }
        set { unique().mentionsGantt = newValue }
    }
    /// The note's file as it was when its text was read, when settled (``SourceStamp``): a rebuild
    /// that finds the same stamp takes this summary without reading the note.
    var sourceStamp: SourceStamp? {
        _read { yield storage.sourceStamp }
        set { unique().sourceStamp = newValue }
    }

    init(sourcePath: String,
         outputPath: String,
         frontMatter: FrontMatter,
         title: String,
         baseTitle: String,
         firstH1: String?,
         firstH2: String?,
         summary: String,
         date: PageDate?,
         created: PageDate?,
         updated: PageDate?,
         authors: [String],
         version: String?,
         copyright: String?,
         licenses: [License],
         tags: [String],
         categories: [String],
         diagramCount: Int,
         diagnostics: [Diagnostic],
         textDigest: CacheDigest = CacheDigest.zero,
         mentionsGantt: Bool = false,
         listingDigest: CacheDigest? = nil,
         keptFrontMatter: KeptFrontMatter? = nil) {
        self.outputPath = outputPath
        self.title = title
        storage = Storage(sourcePath: sourcePath, matter: keptFrontMatter.map { .kept($0) } ?? .parsed(frontMatter), baseTitle: baseTitle, firstH1: firstH1,
            firstH2: firstH2, summary: summary, date: date, created: created, updated: updated, authors: authors,
            version: version, copyright: copyright, licenses: licenses, tags: tags, categories: categories,
            diagramCount: diagramCount, diagnostics: diagnostics, textDigest: textDigest,
            mentionsGantt: mentionsGantt, listingDigest: listingDigest)
    }

    /// The digest of the fields listings show that the note itself sets (every one of
    /// ``ListingSignature``'s but the title and output path the plan gives it), made with the box and
    /// again whenever one of them is set: a rebuild keys the generated pages from every page's
    /// signature, and reading two strings and this per page touches a sixth of the memory of reading
    /// all fifteen fields.
    var listingDigest: CacheDigest { storage.listingDigest }

    /// The box, copied first when another summary shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// Every page's diagnostics in page order, each summary's read in place (most have none).
    static func diagnostics(of pages: [PageSummary]) -> [Diagnostic] {
        var all: [Diagnostic] = []
        for index in pages.indices where !pages[index].storage.diagnostics.isEmpty {
            all += pages[index].storage.diagnostics
        }
        return all
    }

    /// Sort order of the index: newest first, then title, then path.
    public static func newestFirst(_ a: PageSummary, _ b: PageSummary) -> Bool {
        switch (a.date, b.date) {
        case let (x?, y?) where x.sortKey != y.sortKey: return x.sortKey > y.sortKey
        case (.some, nil): return true
        case (nil, .some): return false
        default:
            if a.title != b.title { return a.title < b.title }
            return a.sourcePath < b.sourcePath
        }
    }

    /// What the note says, shared between copies of a summary. Written to only through
    /// ``unique()``, so a shared box is never changed under another summary.
    private final class Storage: @unchecked Sendable {
        var sourcePath: String
        /// The front matter as parsed, or its bytes in the build cache until asked for.
        enum Matter {
            case parsed(FrontMatter)
            case kept(KeptFrontMatter)
        }
        /// Immutable: read in place by every page's plan lookups (`weight`, `aliases`, `slug`…); a
        /// settable field would be copied out of the box at each read.
        let matter: Matter
        var frontMatter: FrontMatter {
            switch matter {
            case .parsed(let frontMatter): return frontMatter
            case .kept(let kept): return kept.decoded
            }
        }
        var baseTitle: String
        var firstH1: String?
        var firstH2: String?
        var summary: String
        var date: PageDate?
        var created: PageDate?
        var updated: PageDate?
        var authors: [String]
        var version: String?
        var copyright: String?
        var licenses: [License]
        var tags: [String]
        var categories: [String]
        var diagramCount: Int
        var diagnostics: [Diagnostic]
        var textDigest: CacheDigest
        var mentionsGantt: Bool
        var sourceStamp: SourceStamp?
        /// ``PageSummary/listingDigest``.
        private(set) var listingDigest = CacheDigest.zero
        /// Which of the keys the plan asks every page for the front matter has.
        let planKeys: PlanKeys

        init(sourcePath: String, matter: Matter, baseTitle: String, firstH1: String?, firstH2: String?,
            summary: String, date: PageDate?, created: PageDate?, updated: PageDate?, authors: [String],
            version: String?, copyright: String?, licenses: [License], tags: [String], categories: [String],
            diagramCount: Int, diagnostics: [Diagnostic], textDigest: CacheDigest, mentionsGantt: Bool,
            listingDigest: CacheDigest? = nil) {
            self.sourcePath = sourcePath
            self.matter = matter
            self.baseTitle = baseTitle
            self.firstH1 = firstH1
            self.firstH2 = firstH2
            self.summary = summary
            self.date = date
            self.created = created
            self.updated = updated
            self.authors = authors
            self.version = version
            self.copyright = copyright
            self.licenses = licenses
            self.tags = tags
            self.categories = categories
            self.diagramCount = diagramCount
            self.diagnostics = diagnostics
            self.textDigest = textDigest
            self.mentionsGantt = mentionsGantt
            sourceStamp = nil
            switch matter {
            case .parsed(let frontMatter): planKeys = PlanKeys(frontMatter)
            case .kept(let kept): planKeys = kept.planKeys
            }
            // A summary read back from the build cache brings the digest it was kept with.
            if let listingDigest {
                self.listingDigest = listingDigest
            } else {
                refreshListingDigest()
            }
        }

        /// Makes ``listingDigest`` from the fields (called after any of them is set).
        func refreshListingDigest() {
            var key = CacheKeyBuilder(capacity: 512 + summary.utf8.count)
            key.add(sourcePath)
            key.add(summary)
            key.add(date?.original ?? "\u{0}")
            key.add(created?.original ?? "\u{0}")
            key.add(updated?.original ?? "\u{0}")
            key.add(authors)
            key.add(version ?? "\u{0}")
            key.add(copyright ?? "\u{0}")
            key.add(licenses.count)
            for license in licenses {
                key.add(license.id)
                key.add(license.name)
                key.add(license.url ?? "\u{0}")
            }
            key.add(tags)
            key.add(categories)
            key.add(diagramCount)
            listingDigest = key.digest
        }

        func copy(matter: Matter? = nil) -> Storage {
            let copy = Storage(sourcePath: sourcePath, matter: matter ?? self.matter, baseTitle: baseTitle,
                firstH1: firstH1, firstH2: firstH2, summary: summary, date: date, created: created, updated: updated,
                authors: authors, version: version, copyright: copyright, licenses: licenses, tags: tags,
                categories: categories, diagramCount: diagramCount, diagnostics: diagnostics, textDigest: textDigest,
                mentionsGantt: mentionsGantt, listingDigest: listingDigest)
            copy.sourceStamp = sourceStamp
            return copy
        }
    }
}

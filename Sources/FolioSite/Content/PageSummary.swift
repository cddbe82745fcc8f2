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
        _read { if let kept = storage.keptDetails { yield kept.decoded.firstH1 } else { yield storage.details.firstH1 } }
        set { uniqueDetails().details.firstH1 = newValue }
    }
    /// Text of the first H2 in the body, if any.
    public var firstH2: String? {
        _read { if let kept = storage.keptDetails { yield kept.decoded.firstH2 } else { yield storage.details.firstH2 } }
        set { uniqueDetails().details.firstH2 = newValue }
    }
    /// Front matter `summary`/`description`/`excerpt`, else the first paragraph.
    public var summary: String {
        _read { if let kept = storage.keptDetails { yield kept.decoded.summary } else { yield storage.details.summary } }
        set { uniqueDetails().details.summary = newValue; storage.refreshListingDigest() }
    }
    /// `date`, else `created`.
    public var date: PageDate? {
        _read { if let kept = storage.keptDetails { yield kept.decoded.date } else { yield storage.details.date } }
        set { uniqueDetails().details.date = newValue; storage.refreshListingDigest() }
    }
    public var created: PageDate? {
        _read { if let kept = storage.keptDetails { yield kept.decoded.created } else { yield storage.details.created } }
        set { uniqueDetails().details.created = newValue; storage.refreshListingDigest() }
    }
    public var updated: PageDate? {
        _read { if let kept = storage.keptDetails { yield kept.decoded.updated } else { yield storage.details.updated } }
        set { uniqueDetails().details.updated = newValue; storage.refreshListingDigest() }
    }
    public var authors: [String] {
        _read { if let kept = storage.keptDetails { yield kept.decoded.authors } else { yield storage.details.authors } }
        set { uniqueDetails().details.authors = newValue; storage.refreshListingDigest() }
    }
    public var version: String? {
        _read { if let kept = storage.keptDetails { yield kept.decoded.version } else { yield storage.details.version } }
        set { uniqueDetails().details.version = newValue; storage.refreshListingDigest() }
    }
    public var copyright: String? {
        _read { if let kept = storage.keptDetails { yield kept.decoded.copyright } else { yield storage.details.copyright } }
        set { uniqueDetails().details.copyright = newValue; storage.refreshListingDigest() }
    }
    public var licenses: [License] {
        _read { if let kept = storage.keptDetails { yield kept.decoded.licenses } else { yield storage.details.licenses } }
        set { uniqueDetails().details.licenses = newValue; storage.refreshListingDigest() }
    }
    public var tags: [String] {
        _read { if let kept = storage.keptDetails { yield kept.decoded.tags } else { yield storage.details.tags } }
        set { uniqueDetails().details.tags = newValue; storage.refreshListingDigest() }
    }
    public var categories: [String] {
        _read { if let kept = storage.keptDetails { yield kept.decoded.categories } else { yield storage.details.categories } }
        set { uniqueDetails().details.categories = newValue; storage.refreshListingDigest() }
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
    /// Content-relative paths of the files the note's `--8<--` lines may include (``CodeInclude``): the
    /// page's key holds their contents, and a change to one of them renders the page again.
    var includes: [String] {
        _read { yield storage.includes }
        set { unique().includes = newValue }
    }
    /// The text holds Docusaurus' `<DocCardList />` (``DocCardList``): its cards are part of the page's key.
    var listsDocCards: Bool {
        _read { yield storage.listsDocCards }
        set { unique().listsDocCards = newValue }
    }
    /// The links its Markdown writes (``OutgoingLinks``), read only when the site shows backlinks.
    var outgoingLinks: [String] {
        _read { yield storage.outgoingLinks }
        set { unique().outgoingLinks = newValue }
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
         keptFrontMatter: KeptFrontMatter? = nil,
         keptDetails: KeptPageDetails? = nil) {
        self.outputPath = outputPath
        self.title = title
        let details = PageDetails(firstH1: firstH1, firstH2: firstH2, summary: summary, date: date, created: created,
                                  updated: updated, authors: authors, version: version, copyright: copyright,
                                  licenses: licenses, tags: tags, categories: categories)
        storage = Storage(sourcePath: sourcePath, matter: keptFrontMatter.map { .kept($0) } ?? .parsed(frontMatter), baseTitle: baseTitle,
                          details: details, keptDetails: keptDetails, diagramCount: diagramCount, diagnostics: diagnostics,
                          textDigest: textDigest, mentionsGantt: mentionsGantt, listingDigest: listingDigest)
    }

    /// The details' bytes in the build cache, when the summary came from there and no detail was set
    /// since (``KeptPageDetails``); the fields then decode them at each read.
    var keptDetails: KeptPageDetails? { storage.keptDetails }

    /// Decodes what the summary still keeps as the build cache's bytes (its details and its front
    /// matter) once, into its own box: done before a pass that reads them (rendering the page, making
    /// the generated pages) rather than decoding at every read.
    mutating func decodeKept() {
        guard storage.keptDetails != nil || keptFrontMatter != nil else { return }
        storage = storage.copy(decodingKept: true)
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

    /// The box as ``unique()`` gives it, with its details decoded (a detail is about to be set).
    private mutating func uniqueDetails() -> Storage {
        if !isKnownUniquelyReferenced(&storage) || storage.keptDetails != nil { storage = storage.copy(decodingDetails: true) }
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
        /// The details, unless ``keptDetails`` holds them (then these are empty and not read).
        var details: PageDetails
        /// Set while the details are still the build cache's bytes.
        let keptDetails: KeptPageDetails?
        var diagramCount: Int
        var diagnostics: [Diagnostic]
        var textDigest: CacheDigest
        var mentionsGantt: Bool
        var includes: [String] = []
        var outgoingLinks: [String] = []
        var listsDocCards = false
        var sourceStamp: SourceStamp?
        /// ``PageSummary/listingDigest``.
        private(set) var listingDigest = CacheDigest.zero
        /// Which of the keys the plan asks every page for the front matter has.
        let planKeys: PlanKeys

        init(sourcePath: String, matter: Matter, baseTitle: String, details: PageDetails, keptDetails: KeptPageDetails?,
            diagramCount: Int, diagnostics: [Diagnostic], textDigest: CacheDigest, mentionsGantt: Bool,
            listingDigest: CacheDigest? = nil) {
            self.sourcePath = sourcePath
            self.matter = matter
            self.baseTitle = baseTitle
            self.details = details
            self.keptDetails = keptDetails
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
            let details = keptDetails?.decoded ?? details
            let summary = details.summary, date = details.date, created = details.created, updated = details.updated
            let authors = details.authors, version = details.version, copyright = details.copyright
            let licenses = details.licenses, tags = details.tags, categories = details.categories
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

        /// A box of the same fields; `decodingDetails`: with kept details decoded into it; `decodingKept`:
        /// the kept front matter too.
        func copy(matter: Matter? = nil, decodingDetails: Bool = false, decodingKept: Bool = false) -> Storage {
            let decode = (decodingDetails || decodingKept) && keptDetails != nil
            var matter = matter ?? self.matter
            if decodingKept, case .kept(let kept) = matter { matter = .parsed(kept.decoded) }
            let copy = Storage(sourcePath: sourcePath, matter: matter, baseTitle: baseTitle,
                details: decode ? keptDetails!.decoded : details, keptDetails: decode ? nil : keptDetails,
                diagramCount: diagramCount, diagnostics: diagnostics, textDigest: textDigest,
                mentionsGantt: mentionsGantt, listingDigest: listingDigest)
            copy.sourceStamp = sourceStamp
            copy.includes = includes
            copy.outgoingLinks = outgoingLinks
            copy.listsDocCards = listsDocCards
            return copy
        }
    }
}

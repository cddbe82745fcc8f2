/// Which of the front matter keys the plan asks every page for (`slug`, `permalink`, `weight`,
/// `nav_order`, `sidebar_position`, `linkTitle`, `sidebar_label`, `aliases`, `alias`, `redirect_from`, `draft`/`published`
/// for the draft rule, `image`/`images` for the social card, asked by the renderer and the template
/// values, the `toc_` keys the renderer asks every page for, and `unlisted`/`sitemap`/`build`, which every
/// listing asks: ``PageListing``) a note's front matter has, found once, when its summary is made.
///
/// Why: planning a site asks each of its pages for these keys, in five passes (output paths, path
/// warnings, alias redirects, navigation, page keys); at 10,000 pages each pass over every summary's
/// front matter missed the cache again. A page without the key (most pages) now answers from this
/// one word of its summary.
struct PlanKeys: OptionSet, Sendable {
    let rawValue: UInt32

    init(rawValue: UInt32) { self.rawValue = rawValue }

    static let slug = PlanKeys(rawValue: 1 << 0)
    static let permalink = PlanKeys(rawValue: 1 << 1)
    static let weight = PlanKeys(rawValue: 1 << 2)
    static let navOrder = PlanKeys(rawValue: 1 << 3)
    static let aliases = PlanKeys(rawValue: 1 << 4)
    static let alias = PlanKeys(rawValue: 1 << 5)
    static let draft = PlanKeys(rawValue: 1 << 6)
    static let published = PlanKeys(rawValue: 1 << 7)
    static let sidebarPosition = PlanKeys(rawValue: 1 << 8)
    static let linkTitle = PlanKeys(rawValue: 1 << 9)
    static let sidebarLabel = PlanKeys(rawValue: 1 << 10)
    static let image = PlanKeys(rawValue: 1 << 11)
    static let images = PlanKeys(rawValue: 1 << 12)
    static let tocDepth = PlanKeys(rawValue: 1 << 13)
    static let tocMinHeadingLevel = PlanKeys(rawValue: 1 << 14)
    static let tocMaxHeadingLevel = PlanKeys(rawValue: 1 << 15)
    static let unlisted = PlanKeys(rawValue: 1 << 16)
    static let sitemap = PlanKeys(rawValue: 1 << 17)
    static let build = PlanKeys(rawValue: 1 << 18)
    static let redirectFrom = PlanKeys(rawValue: 1 << 19)
    static let canonicalURL = PlanKeys(rawValue: 1 << 20)
    static let noIndex = PlanKeys(rawValue: 1 << 21)
    /// `search` (a page left out of the index, or its rank boosted: ``SearchEntry``), asked of every page the index holds.
    static let search = PlanKeys(rawValue: 1 << 22)
    /// Any of the keys that choose a page's table of contents levels (``TOCLevels``).
    static let tocLevels: PlanKeys = [.tocDepth, .tocMinHeadingLevel, .tocMaxHeadingLevel]

    /// Each key's name as the plan asks for it (lowercase).
    static let named: [(name: String, key: PlanKeys)] = [
        ("slug", .slug), ("permalink", .permalink), ("weight", .weight), ("nav_order", .navOrder),
        ("aliases", .aliases), ("alias", .alias), ("draft", .draft), ("published", .published),
        ("sidebar_position", .sidebarPosition), ("linktitle", .linkTitle), ("sidebar_label", .sidebarLabel),
        ("image", .image), ("images", .images), ("toc_depth", .tocDepth), ("toc_min_heading_level", .tocMinHeadingLevel),
        ("toc_max_heading_level", .tocMaxHeadingLevel), ("unlisted", .unlisted), ("sitemap", .sitemap),
        ("build", .build), ("redirect_from", .redirectFrom), ("canonical_url", .canonicalURL), ("canonicalurl", .canonicalURL),
        ("noindex", .noIndex), ("search", .search),
    ]

    /// The first byte of each of ``named``, in its order.
    private static let firstBytes: [UInt8] = named.map { $0.name.utf8.first ?? 0 }

    /// The key called `name` (one of ``named``: `PageSummaryBoxTests` holds the two together); nil when
    /// the plan does not ask every page for it.
    init?(name: String) {
        // Compared only with the names of its length, written out: the plan asks 80,000 times at 10,000
        // pages; comparing a string with each of the 16 names (23 now) cost 300 instructions an ask, and reading
        // the table through its lazy global cost more than the comparisons it saved.
        let key: PlanKeys
        switch name.utf8.count {
        case 4 where name == "slug": key = .slug
        case 5 where name == "alias": key = .alias
        case 5 where name == "draft": key = .draft
        case 5 where name == "image": key = .image
        case 5 where name == "build": key = .build
        case 6 where name == "weight": key = .weight
        case 6 where name == "images": key = .images
        case 6 where name == "search": key = .search
        case 7 where name == "aliases": key = .aliases
        case 7 where name == "sitemap": key = .sitemap
        case 7 where name == "noindex": key = .noIndex
        case 8 where name == "unlisted": key = .unlisted
        case 9 where name == "permalink": key = .permalink
        case 9 where name == "nav_order": key = .navOrder
        case 9 where name == "published": key = .published
        case 9 where name == "linktitle": key = .linkTitle
        case 9 where name == "toc_depth": key = .tocDepth
        case 13 where name == "sidebar_label": key = .sidebarLabel
        case 13 where name == "redirect_from": key = .redirectFrom
        case 13 where name == "canonical_url": key = .canonicalURL
        case 12 where name == "canonicalurl": key = .canonicalURL
        case 16 where name == "sidebar_position": key = .sidebarPosition
        case 21 where name == "toc_min_heading_level": key = .tocMinHeadingLevel
        case 21 where name == "toc_max_heading_level": key = .tocMaxHeadingLevel
        default: return nil
        }
        self = key
    }

    /// The keys `matter` has, matched as ``FrontMatter/value(_:)`` matches them (case-insensitively).
    init(_ matter: FrontMatter) {
        var keys = PlanKeys()
        for entry in matter.entries {
            // A key starting with an ASCII letter is compared only with the names starting with it (made
            // with every summary: most keys are `title`, `date`, `author`…, and most match none).
            // Most keys are lowercase ASCII (`title`, `created`): such a key is a name exactly as written, found
            // by ``init(name:)``'s comparisons with the names of its length.
            if !entry.key.utf8.contains(where: { $0 >= 0x80 || ($0 >= 0x41 && $0 <= 0x5A) }) {
                if let key = PlanKeys(name: entry.key) { keys.insert(key) }
                continue
            }
            if let first = entry.key.utf8.first, first < 0x80 {
                let letter = first | 0x20
                for index in Self.firstBytes.indices where Self.firstBytes[index] == letter
                    && FrontMatter.key(entry.key, lowercasedIs: Self.named[index].name) {
                    keys.insert(Self.named[index].key)
                }
                continue
            }
            for named in Self.named where FrontMatter.key(entry.key, lowercasedIs: named.name) { keys.insert(named.key) }
        }
        self = keys
    }
}

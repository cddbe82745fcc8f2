// Why: a documentation site's home or landing page often wants the whole width: MkDocs-Material writers
// say `hide: [navigation, toc]` in its front matter, Docusaurus writers `hide_table_of_contents: true`
// or `pagination_next: null`. Read as ordinary keys those did nothing and were listed in the page's
// metadata; they are read here, where the page's template values are made.

/// The parts of the page layout a note's front matter turns off.
struct HiddenPageParts: OptionSet, Sendable {
    let rawValue: UInt8

    /// The navigation sidebar (MkDocs-Material `hide: navigation`).
    static let navigation = HiddenPageParts(rawValue: 1 << 0)
    /// The table of contents (`hide: toc`, Docusaurus `hide_table_of_contents: true`).
    static let toc = HiddenPageParts(rawValue: 1 << 1)
    /// The link to the previous page (`hide: footer`, Docusaurus `pagination_prev: null`).
    static let previous = HiddenPageParts(rawValue: 1 << 2)
    /// The link to the next page (`hide: footer`, Docusaurus `pagination_next: null`).
    static let next = HiddenPageParts(rawValue: 1 << 3)
    /// The breadcrumbs (`hide: path`, after MkDocs-Material's `navigation.path`).
    static let breadcrumbs = HiddenPageParts(rawValue: 1 << 4)
    /// The title Folio adds above a note without a heading of its own (Docusaurus `hide_title: true`).
    static let title = HiddenPageParts(rawValue: 1 << 5)
    /// The tags in the page's metadata (`hide: tags`).
    static let tags = HiddenPageParts(rawValue: 1 << 6)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The keys read here (lowercased): not facts about the note, so not listed in its metadata.
    static let keys: Set<String> = ["hide", "hide_table_of_contents", "hide_title", "pagination_prev", "pagination_next"]

    /// What one front matter entry turns off (nothing for any other key).
    init(key: String, value: FrontMatterValue) {
        self = []
        switch key.lowercased() {
        case "hide":
            for name in value.textList.flatMap({ $0.split(whereSeparator: { $0 == "," || $0 == " " }) }) {
                switch name.lowercased() {
                case "navigation": insert(.navigation)
                case "toc": insert(.toc)
                case "footer": formUnion([.previous, .next])
                case "path": insert(.breadcrumbs)
                case "tags": insert(.tags)
                default: break  // `feedback` and others: parts this theme does not have
                }
            }
        case "hide_table_of_contents": if Self.isTrue(value) { insert(.toc) }
        case "hide_title": if Self.isTrue(value) { insert(.title) }
        case "pagination_prev": if Self.isNull(value) { insert(.previous) }
        case "pagination_next": if Self.isNull(value) { insert(.next) }
        default: break
        }
    }

    private static func isTrue(_ value: FrontMatterValue) -> Bool { value.text?.lowercased() == "true" }

    /// `null`, `~` or nothing: Docusaurus' way to say "no link here" (a note's id instead is not read).
    private static func isNull(_ value: FrontMatterValue) -> Bool {
        if case .null = value { return true }
        guard let text = value.text?.lowercased() else { return false }
        return text == "null" || text == "~" || text.isEmpty || text == "false"
    }
}

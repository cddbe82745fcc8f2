// Why: writers mark an unfinished note the way Hugo, Docusaurus and Zola do (`draft: true`) or the
// way Jekyll does (`published: false`). Such a note must not reach the published site, yet
// `folio serve` shows it (as Docusaurus and MkDocs-Material's blog plugin do in their previews), so
// the rule is one place that the build and the preview both ask.

/// Whether a note's front matter marks it as a draft, and by which key.
enum DraftRule {
    /// `draft: true` or `published: false` as written in the front matter; nil when the note is not a draft.
    /// Booleans are YAML 1.1's (`true`/`yes`/`on`, `false`/`no`/`off`, any case); any other value (a
    /// list, a typo) leaves the note published, as the other generators do.
    static func marker(draft: FrontMatterValue?, published: FrontMatterValue?) -> String? {
        if case .string(let text)? = draft, truth(text) == true { return "draft: \(text)" }
        if case .string(let text)? = published, truth(text) == false { return "published: \(text)" }
        return nil
    }

    /// ``marker(draft:published:)`` of `frontMatter`, in one pass over its keys.
    static func marker(of frontMatter: FrontMatter) -> String? {
        var draft: FrontMatterValue?, published: FrontMatterValue?
        for entry in frontMatter.entries {
            // Most keys (`title`, `date`, `author`…) start with another letter.
            guard let first = entry.key.utf8.first, first | 0x20 == UInt8(ascii: "d") || first | 0x20 == UInt8(ascii: "p") else { continue }
            if draft == nil, FrontMatter.key(entry.key, lowercasedIs: "draft") { draft = entry.value }
            if published == nil, FrontMatter.key(entry.key, lowercasedIs: "published") { published = entry.value }
        }
        return marker(draft: draft, published: published)
    }

    /// ``marker(draft:published:)`` of a page's summary (a kept one included), told by its plan-keys word
    /// without a lookup when it has neither key (most pages).
    static func marker(of summary: PageSummary) -> String? {
        if summary.planKeys.isDisjoint(with: [.draft, .published]) { return nil }
        return marker(draft: summary.frontMatterValue("draft"), published: summary.frontMatterValue("published"))
    }

    /// A YAML 1.1 boolean's meaning; nil for other text.
    static func truth(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }
}

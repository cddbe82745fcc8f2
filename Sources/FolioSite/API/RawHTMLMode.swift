// Why: how much of an author's raw HTML reaches readers is a site-wide trust decision, so it
// is one named setting (`markdown.rawHTML` in folio.yml) rather than a flag buried in rendering.

/// What happens to raw HTML in notes (`markdown.rawHTML` in `folio.yml`).
public enum RawHTMLMode: String, Sendable, CaseIterable {
    /// The default: raw HTML is parsed with an HTML5 parser and only GitHub's README allowlist
    /// is kept (no script, event handlers, styles, forms, embeds or unsafe URLs); each removal
    /// is a warning. `javascript:`, `vbscript:` and `data:` Markdown links are dropped.
    case sanitize
    /// Raw HTML is written as the author wrote it (GFM's tagfilter aside): every author of the
    /// content folder is trusted to run script on the published site.
    case allow
    /// Raw HTML is left out (cmark's safe mode); unsafe Markdown links are dropped.
    case omit

    /// Whether Markdown link and image URLs are checked for unsafe schemes.
    var filtersURLs: Bool { self != .allow }
}

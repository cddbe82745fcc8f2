import Foundation
import HTMLSanitizer
import Markup

// Why: a site's announcement bar (Docusaurus' `announcementBar`, MkDocs-Material's `announce` block) and
// its footer's copyright line (MkDocs' `copyright`, Docusaurus' `footer.copyright`) are a line of text
// with a link or two, written once in folio.yml and shown on every page. They are Markdown, rendered by
// cmark and passed through the sanitiser raw HTML in notes gets (no script, no handler, no `javascript:`
// link), so folio.yml puts nothing on the pages a note could not; a link to a page of the site is written from the site's root,
// and given from each page with that page's way back to the root, as every link of the theme is.

/// One line of Markdown from folio.yml, as HTML for a page at any depth.
struct SiteMarkdownLine: Sendable, Equatable {
    /// The HTML in pieces: text as it is, and links from the site's root to prefix with a page's root.
    private enum Piece: Sendable, Equatable {
        case html(String)
        case sitePath(String)
    }
    private let pieces: [Piece]
    /// The Markdown as written, for an identity that changes with the text.
    let markdown: String

    /// The line `markdown` (several paragraphs are joined by line breaks); nil when it is blank.
    init?(markdown: String, urls: URLStyle) {
        guard !markdown.allSatisfy(\.isWhitespace) else { return nil }
        self.markdown = markdown
        let options = MarkdownDocument.Options(footnotes: false, allowRawHTML: false, math: false, admonitions: false,
                                               highlights: true, definitionLists: false, markdownInHTML: false)
        // The sanitiser notes get (GitHub's allowlist): no script, no handler, no `javascript:` link.
        var html = HTMLSanitizer().sanitize(block: MarkdownDocument(parsing: markdown, options: options).renderHTML()).html
        while html.hasSuffix("\n") { html.removeLast() }
        if html.hasPrefix("<p>"), html.hasSuffix("</p>") { html = String(html.dropFirst(3).dropLast(4)) }
        html = html.replacingOccurrences(of: "</p>\n<p>", with: "<br>")
        // Each `href="…"` or `src="…"` that names a place of the site (no scheme, no other host, not a fragment alone).
        var pieces: [Piece] = []
        var rest = Substring(html)
        while let start = [rest.range(of: " href=\""), rest.range(of: " src=\"")].compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound }) {
            pieces.append(.html(String(rest[..<start.upperBound])))
            rest = rest[start.upperBound...]
            let end = rest.firstIndex(of: "\"") ?? rest.endIndex
            let href = String(rest[..<end])
            if let path = Self.sitePath(href, urls: urls) { pieces.append(.sitePath(path)) } else { pieces.append(.html(href)) }
            rest = rest[end...]
        }
        pieces.append(.html(String(rest)))
        self.pieces = pieces
    }

    /// The HTML for a page whose way to the site's root is `root` (`../` per folder).
    func html(root: String) -> String {
        pieces.map { piece in
            switch piece {
            case .html(let text): text
            case .sitePath(let path): root + path
            }
        }.joined()
    }

    /// A short identity of the text (half its ``CacheDigest``, hexadecimal): a new announcement is shown
    /// again to readers who dismissed the last one.
    var identity: String { String(CacheDigest(markdown).description.prefix(16)) }

    /// The path from the site's root an escaped `href` names, as the site writes it (a note's `.md`
    /// becomes its page); nil for a URL with a scheme, one to another host, or a fragment alone.
    static func sitePath(_ href: String, urls: URLStyle) -> String? {
        guard !href.isEmpty, !href.hasPrefix("#"), !href.hasPrefix("//") else { return nil }
        let beforeSlash = href.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if beforeSlash.contains(":") { return nil }
        var path = href.hasPrefix("/") ? String(href.drop { $0 == "/" }) : href
        let cut = path.firstIndex { $0 == "?" || $0 == "#" } ?? path.endIndex
        let suffix = String(path[cut...])
        path = String(path[..<cut])
        for ext in [".md", ".mdx", ".markdown"] where path.lowercased().hasSuffix(ext) {
            path = urls.link(urls.outputPath(plain: String(path.dropLast(ext.count)) + ".html"))
            break
        }
        if path.isEmpty { path = urls.link("index.html") }
        return path + suffix
    }
}

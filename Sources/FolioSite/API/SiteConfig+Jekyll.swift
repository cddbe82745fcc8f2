// Why: a Jekyll site (GitHub Pages' default) keeps its settings in `_config.yml` at the site's root,
// which is also its content folder, and Folio already follows that file's rule of what is published and
// its `defaults:`. Reading its settings too, when the site has no folio.yml, makes `folio build --content .`
// publish a Jekyll site with its title, address, author, language and page size, and kramdown's
// typographic quotes and dashes, as ``readMkDocsSettings(_:)`` and ``readHugoSettings(_:)`` do for MkDocs
// and Hugo. Jekyll's address is two keys: `url` (the host) and `baseurl` (the sub-path).

import Foundation

extension SiteConfig {
    /// Jekyll's spellings, for its file: the address as `url` then `baseurl` (`https://example.org` and
    /// `/blog` are `https://example.org/blog/`; without `url` the site has no address) and `author` as a
    /// map's `name`.
    mutating func readJekyllNames(_ matter: FrontMatter) {
        guard settingsFile == .jekyll else { return }
        if let host = matter.value("url")?.text, host.hasPrefix("https://") || host.hasPrefix("http://") {
            let path = matter.value("baseurl")?.text?.trimming("/ ") ?? ""
            baseURL = (host.hasSuffix("/") ? String(host.dropLast()) : host) + (path.isEmpty ? "" : "/" + path) + "/"
        } else {
            baseURL = nil
        }
        if author == nil { author = matter.value("author")?.member("name")?.text }
    }

    /// Jekyll's settings, for its file: `permalink: pretty` as `urls: pretty` (its other styles end in
    /// `.html`, as Folio's plain URLs do), and kramdown's typographic quotes, dashes and ellipses (Jekyll's
    /// default Markdown) as smart punctuation. folio.yml's own `urls` and `markdown` win.
    mutating func readJekyllSettings(_ matter: FrontMatter) {
        guard settingsFile == .jekyll else { return }
        if matter.value("urls") == nil, matter.value("permalink")?.text?.lowercased() == "pretty" { urls = .pretty }
        let markdown = matter.value("markdown")?.text?.lowercased()
        smartPunctuation = markdown == nil || markdown == "kramdown"
    }
}

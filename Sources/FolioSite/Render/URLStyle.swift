/// How notes become URLs (`urls:` in folio.yml): `plain` writes `a/b.html` and links to it,
/// `pretty` writes `a/b/index.html` and links to `a/b/`.
///
/// Why: the one place that decides where a note's file goes and how a link to it is spelt,
/// so output paths, links, navigation, listings, sitemap and feed always agree.
public enum URLStyle: String, Sendable {
    case plain
    case pretty

    /// The output file of a note whose plain output path is `path` (`a/b.html`):
    /// unchanged for `plain` and for files already named `index.html`.
    public func outputPath(plain path: String) -> String {
        guard self == .pretty, path.hasSuffix(".html") else { return path }
        if path == "index.html" || path.hasSuffix("/index.html") { return path }
        return String(path.dropLast(5)) + "/index.html"
    }

    /// How a URL (relative or absolute) to an output file is written in a link: `pretty` drops
    /// a final `index.html` (`../a/index.html` → `../a/`, `index.html` → `./`).
    public func link(_ url: String) -> String {
        guard self == .pretty else { return url }
        if url == "index.html" { return "./" }
        if url.hasSuffix("/index.html") { return String(url.dropLast(10)) }
        return url
    }

    /// The absolute URL of the output file `path` under `base` (which ends in `/`).
    public func absolute(base: String, path: String) -> String {
        guard self == .pretty else { return base + path }
        return path == "index.html" ? base : base + link(path)
    }
}

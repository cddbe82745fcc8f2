import Mermaid

/// Every ``Diagnostic/code``: stable names for kinds of problem, `folio[…]` for what the site builder
/// finds and `mermaid[…]` for a diagram's warnings (``MermaidWarning/code``).
///
/// Why stable names: messages are sentences that get better over time; scripts, folio.yml
/// (`warnings.ignore`, `warnings.error`) and `--warn-error` need a name that does not change.
/// A pattern may be the full code (`mermaid[unknown-config-key]`) or its bare name
/// (`unknown-config-key`), matched without regard to case (see ``matches(_:_:)``).
public enum DiagnosticCode {
    /// Anything not given a more precise code.
    public static let general = "folio[general]"
    /// A link to a note or file that does not exist, or to a missing `#anchor`.
    public static let brokenLink = "folio[broken-link]"
    /// An image whose file is not in the content folder.
    public static let brokenImage = "folio[broken-image]"
    /// A `javascript:`-like URL removed from a link or image.
    public static let unsafeURL = "folio[unsafe-url]"
    /// Raw HTML the sanitizer removed (`markdown.rawHTML: sanitize` or `omit`).
    public static let rawHTML = "folio[raw-html]"
    /// A Jekyll `{% … %}` tag Folio does not know, or a `post_url` to no post.
    public static let jekyllTag = "folio[jekyll-tag]"
    /// Mojibake (`â€™`), found or repaired.
    public static let mojibake = "folio[mojibake]"
    /// A note that is UTF-16, holds NUL bytes or invalid UTF-8.
    public static let encoding = "folio[encoding]"
    /// Front matter that is not valid YAML, or has a key twice.
    public static let frontMatter = "folio[front-matter]"
    /// A license that is not an SPDX identifier.
    public static let unknownLicense = "folio[unknown-license]"
    /// A file of the content folder that was not read or copied (symlinks, FIFOs, bad names).
    public static let skippedFile = "folio[skipped-file]"
    /// A problem in folio.yml or with the base URL.
    public static let config = "folio[config]"
    /// A `slug` or `permalink` that would leave the page's folder.
    public static let unsafePath = "folio[unsafe-path]"
    /// A front matter `aliases:` entry refused (it would overwrite a file or leave the output folder).
    public static let alias = "folio[alias]"
    /// A rebuild of `folio serve` that failed as a whole.
    public static let buildFailed = "folio[build-failed]"
    /// An image on another host, reported under `--strict` (readers' browsers load it).
    public static let remoteImage = "folio[remote-image]"
    /// A `nav:` entry of folio.yml that names no note or folder.
    public static let navigation = "folio[navigation]"
    /// A note left out of the build because its front matter marks it as a draft (a note, not a warning).
    public static let draft = "folio[draft]"
    /// A `$…$`, `$$…$$` or ```` ```math ```` formula outside the TeX subset Folio writes as MathML (shown as its source).
    public static let math = "folio[math]"
    /// An Obsidian comment (`%%`) never closed: the rest of its note is left out.
    public static let comment = "folio[comment]"
    /// A `--8<-- "path"` line in a fenced block whose file could not be included (kept as written).
    public static let include = "folio[include]"
    /// A Hugo shortcode (`{{< … >}}`) Folio does not rewrite, or cannot read (left as written).
    public static let shortcode = "folio[shortcode]"
    /// A file of the content folder where Folio would write a page of its own (`robots.txt`, `404.html`…):
    /// published as written, the generated one left out (a note, not a warning).
    public static let ownFile = "folio[own-file]"
    /// A diagram that could not be drawn (its page shows an error box).
    public static let diagramNotDrawn = "mermaid[not-drawn]"

    /// `mermaid[code]` for a ``MermaidWarning/code``.
    public static func mermaid(_ code: String) -> String { "mermaid[\(code)]" }

    /// Every code, sorted: Folio's own, then Mermaid's.
    public static let all: [String] = [
        general, brokenLink, brokenImage, unsafeURL, rawHTML, jekyllTag, mojibake, encoding, frontMatter,
        unknownLicense, skippedFile, config, unsafePath, alias, buildFailed, remoteImage, navigation, draft,
        math, comment, include, shortcode, ownFile,
    ].sorted() + ([diagramNotDrawn] + MermaidWarning.knownCodes.map(mermaid)).sorted()

    /// True when `pattern` names `code`: the full code or its bare name, in any case.
    public static func matches(_ pattern: String, _ code: String) -> Bool {
        let pattern = pattern.lowercased(), code = code.lowercased()
        return pattern == code || "[\(pattern)]" == code.drop { $0 != "[" }
    }

    /// True when `pattern` names some code of ``all``.
    public static func isKnown(_ pattern: String) -> Bool { all.contains { matches(pattern, $0) } }
}

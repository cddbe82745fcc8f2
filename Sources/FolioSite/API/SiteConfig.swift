import Foundation
import Mermaid

/// Settings from `folio.yml`. Every key is optional:
///
/// ```yaml
/// title: Folio            # site title (default: the content folder's name)
/// description: Notes…     # used in <meta name="description"> and the feed
/// baseURL: https://example.org/docs/   # enables sitemap.xml and feed.xml
/// author: Jane Doe        # default author for notes that name none
/// theme: default          # folder under Themes/
/// language: en            # <html lang>, and the words Folio's pages say (UIText; strings: replaces any)
/// mermaid:                # site-wide mermaid config (lowest precedence)
///   theme: neutral
/// markdown:
///   rawHTML: sanitize     # sanitize (default), allow (trust every author) or omit
///   math: true            # false: `$…$`, `$$…$$` and ```math stay text and code (README "Math")
/// urls: plain            # plain (default: a/b.html) or pretty (a/b/index.html, linked as a/b/)
/// compress: false        # true: .gz and .br siblings of text files over 1 KB (Precompressor)
/// highlight: true         # false: code blocks stay monochrome (no syntax highlighting)
/// search: true            # false: no search index and no search box
/// reading_time: false     # true: "Reading time: 5 min" in every note's metadata (ReadingTime)
/// llms_txt: false         # true: llms.txt, the site's index for language models (LLMsText)
/// noindex: false          # true: every page asks search engines not to index it, no sitemap.xml (a staging copy)
/// defaults:               # front matter for the notes under a path (Jekyll's; FrontMatterDefaults)
///   - scope: {path: guides}
///     values: {license: CC-BY-4.0}
/// backlinks: false        # true: "Linked from" under each note, the notes linking to it (Backlinks)
/// announcement: "**2.0** is out: [what changed](changes.md)"   # a bar above every page, dismissible
/// copyright: "© 2026 The authors · [CC BY 4.0](https://creativecommons.org/licenses/by/4.0/)"   # in every footer
/// related: 5              # each note lists the 5 notes sharing most tags and categories (RelatedPages)
/// paginate: 100           # notes per page of the home, tag and category pages (ListPager; default: one page)
/// favicon: media/icon.svg  # a file of the content folder, linked as the site's icon
/// extra_css: [css/extra.css]          # stylesheets every page loads after the theme's (MkDocs' key)
/// extra_javascript: [js/extra.js]     # scripts every page loads after the theme's
/// edit:                   # "Edit this page" links (GitHub-style /edit/<branch>/ URLs)
///   repository: https://github.com/org/repo
///   branch: main
///   folder: docs          # the content folder's path inside the repository
/// images:
///   remote: show          # show (default) or link: images on other hosts (RemoteImageMode)
/// nav:                    # the navigation tree, replacing the folder tree (README "Navigation")
///   - index.md
///   - Guide: guide/
/// warnings:
///   ignore: [look-drawn-classic]    # codes (see DiagnosticCode) never reported
///   error: ["folio[broken-link]"]      # codes reported as errors
/// ```
public struct SiteConfig: Sendable {
    public var title: String?
    public var description: String?
    public var baseURL: String?
    public var author: String?
    public var theme: String?
    public var language: String?
    public var mermaid: ConfigValue?
    /// What happens to raw HTML in notes (`markdown.rawHTML`).
    public var rawHTML: RawHTMLMode = .sanitize
    /// Whether `$…$`, `$$…$$` and ```` ```math ```` formulas are written as MathML (`markdown.math`).
    public var math = true
    /// Whether `:::note` … `:::` and `!!! note` blocks are callouts (`markdown.admonitions`).
    public var admonitions = true
    /// Whether `:tada:` shortcodes become emoji (`markdown.emoji`).
    public var emoji = true
    /// Whether `*[HTML]: Hyper Text Markup Language` lines define abbreviations (`markdown.abbreviations`).
    public var abbreviations = true
    /// Abbreviations every page knows (`abbreviations:` in folio.yml), besides a page's own.
    public var siteAbbreviations: [String: String] = [:]
    /// The words Folio's own parts of a page say: `language`'s, then `strings:` (``readUIStrings(_:line:display:)``).
    var uiText = UIText.english
    /// Pages written from right to left (`dir="rtl"`): `direction:`, else the language's (``readDirection(_:line:display:)``).
    var rightToLeft = false
    /// Whether `==marked==` text is highlighted (`markdown.mark`).
    public var marks = true
    /// Whether Obsidian's `%%comments%%` are left out of pages (`markdown.comments`).
    public var comments = true
    /// Whether a paragraph of terms followed by `:   definition` lines is a definition list
    /// (`markdown.definitionLists`).
    public var definitionLists = true
    /// Whether `{ .class width="300" }` right after a link or image gives it attributes (`markdown.attributeLists`).
    public var attributeLists = true
    /// Whether `++ctrl+alt+del++` is written as keys (`markdown.keys`).
    public var keys = true
    /// Whether `^^inserted^^` and `H^2^` are written as `<ins>` and `<sup>` (`markdown.caret`, pymdownx.caret).
    public var caret = true
    /// Whether `H~2~O` is a subscript, strikethrough taking only `~~double~~` tildes (`markdown.tilde`,
    /// pymdownx.tilde; default false, GitHub's single-tilde strikethrough).
    public var tilde = false
    /// Whether CriticMarkup's `{++added++}`, `{--removed--}`, `{~~old~>new~~}`, `{==marked==}` and
    /// `{>>comment<<}` are written as the changes they mark (`markdown.critic`, pymdownx.critic).
    public var critic = true
    /// Whether a `--8<-- "file"` line in a fenced block is replaced by the file's lines (`markdown.includes`).
    public var includes = true
    /// Whether Hugo's shortcodes (`{{< ref >}}`, `figure`, `highlight`, `mermaid`) are rewritten (`markdown.shortcodes`).
    public var shortcodes = true
    /// Whether Obsidian's `#tags` in the text tag the note and link to their tag pages (`markdown.inlineTags`).
    public var inlineTags = true
    /// Whether straight quotes, `--`, `---` and `...` in the text become typographic ones
    /// (`markdown.smartPunctuation`, alias `typographer`, `smartypants`; off by default).
    public var smartPunctuation = false
    /// Whether an HTML element whose opening tag says `markdown` holds Markdown (`markdown.markdownInHTML`,
    /// alias `md_in_html`; MkDocs-Material's figures and card grids, kramdown).
    public var markdownInHTML = true
    /// Class names raw HTML keeps when it is sanitised, besides those the theme draws
    /// (``PageRenderer/themeClasses``): `markdown.htmlClasses`, for a theme of the site's own.
    public var htmlClasses: [String] = []
    /// Whether `[[Note]]` links notes by name and `![[image.png]]` embeds files (`markdown.wikilinks`).
    public var wikilinks = true
    /// How notes become URLs (`urls`: plain or pretty).
    public var urls: URLStyle = .plain
    /// Whether a note without an `updated` date of its own is dated by its last commit (`updated: git`).
    public var updatedFromGit = false
    /// Name each note's last author from git beside its date (`updated_by: true`, with `updated: git`).
    public var updatedByFromGit = false
    /// The folio.yml line of `updated` (for git's warnings).
    var updatedLine = 0
    /// Write precompressed `.gz` and `.br` siblings of text files (`compress`).
    public var compress = false
    /// Colour code blocks at build time (`highlight`, default true; README "Syntax highlighting").
    public var highlight = true
    /// Write the search index and show the search box (`search`, default true; README "Search").
    public var search = true
    /// A line of Markdown in a bar above every page's header, which a reader may dismiss (`announcement`).
    public var announcement: String?
    /// A line of Markdown in every page's footer (`copyright`, as MkDocs names it).
    public var copyright: String?
    /// How many related pages (sharing tags and categories) each note lists (`related`; nil: none).
    public var related: Int?
    /// Notes per page of the home page and the tag and category pages (`paginate`; nil: one page each).
    public var paginate: Int?
    /// Show under each note the notes that link to it (`backlinks`, off by default; ``Backlinks``).
    public var backlinks = false
    /// Write `llms.txt`, the site's index for language models (`llms_txt`, off by default; ``LLMsText``).
    public var llmsTxt = false
    /// Every page says `noindex, nofollow` to search engines and no sitemap is written (`noindex`,
    /// Docusaurus' `noIndex`; off by default): a staging or preview copy of a site.
    public var noIndex = false
    /// Front matter values for the notes under a path (`defaults`, Jekyll's list of scopes and values).
    var frontMatterDefaults = FrontMatterDefaults()
    /// The heading levels every page's table of contents lists unless its front matter says otherwise
    /// (`toc_depth`, `toc_min_heading_level`, `toc_max_heading_level`; ``TOCLevels``).
    var tocLevels = TOCLevels.standard
    /// Show each note's reading time and word count in its metadata (`reading_time`, off by default).
    public var readingTime = false
    /// The site icon, a content-relative path (`favicon`).
    public var favicon: String?
    /// Stylesheets and scripts every page loads after the theme's (`extra_css`, `extra_javascript`).
    public var extraCSS: [ExtraAsset] = []
    public var extraJavaScript: [ExtraAsset] = []
    /// The lines of those keys, for their warnings.
    public var extraCSSLine = 1
    public var extraJavaScriptLine = 1
    /// "Edit this page": the repository's http(s) URL, the branch and the content folder in it (`edit`).
    public var editRepository: String?
    public var editBranch = "main"
    public var editFolder = ""
    /// Images on other hosts (`images.remote`).
    public var remoteImages: RemoteImageMode = .show
    /// Warn about every image on another host (set from `--strict`, not from the file).
    public var warnsAboutRemoteImages = false
    /// The `nav:` list, when folio.yml gives one (read by ``SiteNavigation``).
    public var nav: FrontMatterValue?
    /// The line of the `nav:` key, for its warnings.
    public var navLine: Int = 1
    /// folio.yml as shown in diagnostics.
    public var displayPath: String?
    /// `warnings.ignore`: codes or bare names (``DiagnosticCode``) of warnings never reported.
    public var ignoredWarnings: [String] = []
    /// `warnings.error`: codes or bare names of warnings reported as errors.
    public var errorWarnings: [String] = []
    /// Where folio.yml was found (nil: none).
    public var path: String?
    /// Which tool's file that was: folio.yml, or in a site without one MkDocs', Hugo's, Zola's or Jekyll's.
    var settingsFile = SettingsFile.folio
    /// Problems reading folio.yml (positioned in that file).
    public var diagnostics: [Diagnostic]

    public init() {
        diagnostics = []
    }

    /// Reads `folio.yml` (or `folio.yaml`) from `directory` when present, else MkDocs' `mkdocs.yml`, Hugo's
    /// `hugo.toml` or Jekyll's `_config.yml` (``SettingsFile/names``; ``readMkDocsSettings(_:)``,
    /// ``readHugoSettings(_:)``, ``readJekyllSettings(_:)``).
    public static func load(from directory: String, displayDirectory: String) -> SiteConfig {
        var config = SiteConfig()
        for name in SettingsFile.names {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            config.path = path
            let display = (displayDirectory as NSString).appendingPathComponent(name)
            config.displayPath = display
            let matter = name.hasSuffix(".toml") ? FrontMatterParser.parseTOML(text, firstLine: 1)
                : FrontMatterParser.parseYAML(text, firstLine: 1)
            config.settingsFile = SettingsFile(name: name, matter: matter)
            if let error = matter.error {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let source = error.line >= 1 && error.line <= lines.count ? String(lines[error.line - 1]) : nil
                config.diagnostics.append(Diagnostic(file: display, line: error.line, column: error.column,
                                                     severity: .error, message: error.message, sourceLine: source,
                                                     code: DiagnosticCode.config))
            }
            config.title = matter.value("title")?.text
            config.description = matter.value("description")?.text
            config.baseURL = matter.value("baseurl", "base_url", "url")?.text
            config.author = matter.value("author")?.text
            config.theme = matter.value("theme")?.text
            config.language = matter.value("language", "lang")?.text
            config.readMkDocsNames(matter)
            config.readHugoNames(matter)
            config.readJekyllNames(matter)
            // Another tool's `theme` (`minima`, `ananke`, `material`) names that tool's theme, not Folio's.
            if config.settingsFile != .folio { config.theme = nil }
            config.readUIStrings(matter.value("strings"), line: matter.line("strings"), display: display)
            config.readDirection(matter.value("direction", "dir") ?? Self.themeValue(matter, "direction"),
                                 line: matter.line("direction", "dir", "theme"), display: display)
            if let mermaid = matter.value("mermaid") { config.mermaid = mermaid.configValue }
            config.favicon = matter.value("favicon")?.text ?? Self.themeValue(matter, "favicon")?.text
            if let list = matter.value("defaults") {
                let (defaults, problems) = FrontMatterDefaults.read(list, file: display, line: matter.line("defaults"))
                config.frontMatterDefaults = defaults
                config.diagnostics += problems
            }
            if let css = matter.value("extra_css", "extracss") {
                config.extraCSSLine = matter.line("extra_css", "extracss")
                config.extraCSS = config.readExtraAssets(css, key: "extra_css", display: display, line: config.extraCSSLine)
            }
            if let scripts = matter.value("extra_javascript", "extrajavascript") {
                config.extraJavaScriptLine = matter.line("extra_javascript", "extrajavascript")
                config.extraJavaScript = config.readExtraAssets(scripts, key: "extra_javascript", display: display,
                                                                line: config.extraJavaScriptLine)
            }
            if let glossary = matter.value("abbreviations") {
                if case .map(let pairs) = glossary {
                    for (name, meaning) in pairs { if let text = meaning.text, !name.isEmpty, !text.isEmpty { config.siteAbbreviations[name] = text } }
                } else {
                    config.diagnostics.append(Diagnostic(
                        file: "folio.yml", line: matter.line("abbreviations"), column: 1, severity: .warning,
                        message: "abbreviations must be a map of abbreviations to what they stand for (HTML: Hyper Text Markup Language); ignored",
                        code: DiagnosticCode.config))
                }
            }
            /// A true/false switch: a value that is neither keeps the default, with a warning saying so.
            func flag(_ key: String, _ value: Bool, otherwise: String) -> Bool {
                guard let setting = matter.value(key) else { return value }
                return flag(setting, named: key, line: matter.line(key), value, otherwise: otherwise)
            }
            func flag(_ setting: FrontMatterValue, named key: String, line: Int, _ value: Bool, otherwise: String) -> Bool {
                switch setting.text?.lowercased() {
                case "true", "yes", "on": return true
                case "false", "no", "off": return false
                default:
                    config.diagnostics.append(Diagnostic(
                        file: display, line: line, column: 1, severity: .warning,
                        message: "\(key) must be true or false; \(otherwise)", code: DiagnosticCode.config))
                    return value
                }
            }
            config.compress = flag("compress", config.compress, otherwise: "not compressing")
            config.highlight = flag("highlight", config.highlight, otherwise: "highlighting")
            config.search = flag("search", config.search, otherwise: "writing the search index")
            config.readingTime = flag("reading_time", config.readingTime, otherwise: "no reading times")
            config.llmsTxt = flag("llms_txt", config.llmsTxt, otherwise: "no llms.txt")
            config.noIndex = flag("noindex", config.noIndex, otherwise: "search engines may index the site")
            config.backlinks = flag("backlinks", config.backlinks, otherwise: "no backlinks")
            for (key, keyPath) in [("announcement", \SiteConfig.announcement), ("copyright", \SiteConfig.copyright)] {
                guard let setting = matter.value(key) else { continue }
                if case .string(let text) = setting {
                    config[keyPath: keyPath] = text
                } else {
                    config.diagnostics.append(Diagnostic(
                        file: display, line: matter.line(key), column: 1, severity: .warning,
                        message: "\(key) must be a line of text (Markdown); left out", code: DiagnosticCode.config))
                }
            }
            config.readTOCLevels(matter, display: display)
            if let setting = matter.value("related") {
                let text = setting.text?.lowercased() ?? ""
                if let count = Int(text), count >= 0, count <= 100 {
                    config.related = count == 0 ? nil : count
                } else if ["true", "yes", "on", "false", "no", "off"].contains(text) {
                    config.related = ["true", "yes", "on"].contains(text) ? 5 : nil
                } else {
                    config.diagnostics.append(Diagnostic(
                        file: display, line: matter.line("related"), column: 1, severity: .warning,
                        message: "related must be a number of pages (up to 100) or true; no related pages", code: DiagnosticCode.config))
                }
            }
            if let setting = matter.value("paginate") {
                let text = setting.text?.lowercased() ?? ""
                if let size = Int(text), size >= 0, size <= 100_000 {
                    config.paginate = size == 0 ? nil : size
                } else if ["false", "no", "off"].contains(text) {
                    config.paginate = nil
                } else {
                    config.diagnostics.append(Diagnostic(
                        file: display, line: matter.line("paginate"), column: 1, severity: .warning,
                        message: "paginate must be a number of notes per page (or false); every list stays one page",
                        code: DiagnosticCode.config))
                }
            }
            if let urls = matter.value("urls") {
                if let text = urls.text, let style = URLStyle(rawValue: text.lowercased()) {
                    config.urls = style
                } else {
                    config.diagnostics.append(Diagnostic(
                        file: display, line: matter.line("urls"), column: 1, severity: .warning,
                        message: "urls must be plain or pretty; using plain", code: DiagnosticCode.config))
                }
            }
            config.updatedByFromGit = flag("updated_by", config.updatedByFromGit, otherwise: "no authors from git")
            if let updated = matter.value("updated") {
                config.updatedLine = matter.line("updated")
                switch updated.text?.lowercased() {
                case "git": config.updatedFromGit = true
                case "front-matter", "frontmatter", "false": config.updatedFromGit = false
                default:
                    config.diagnostics.append(Diagnostic(
                        file: display, line: config.updatedLine, column: 1, severity: .warning,
                        message: "updated must be git or front-matter; using front-matter", code: DiagnosticCode.config))
                }
            }
            if config.updatedByFromGit && !config.updatedFromGit {
                config.updatedByFromGit = false
                config.diagnostics.append(Diagnostic(
                    file: display, line: matter.line("updated_by"), column: 1, severity: .warning,
                    message: "updated_by: true names the authors of the commits updated: git dates notes by; without it, no authors",
                    code: DiagnosticCode.config))
            }
            if case .map(let pairs)? = matter.value("edit") {
                func text(_ key: String) -> String? { pairs.first { $0.key.lowercased() == key }?.value.text }
                if let repository = text("repository"), repository.hasPrefix("https://") || repository.hasPrefix("http://") {
                    config.editRepository = repository.hasSuffix("/") ? String(repository.dropLast()) : repository
                } else {
                    config.diagnostics.append(Diagnostic(
                        file: display, line: matter.line("edit"), column: 1, severity: .warning,
                        message: "edit.repository must be an http(s) URL; no \"Edit this page\" links"))
                }
                if let branch = text("branch"), !branch.isEmpty { config.editBranch = branch }
                if let folder = text("folder") { config.editFolder = folder.trimming("/ ") }
            }
            if case .map(let pairs)? = matter.value("images"),
               let remote = pairs.first(where: { $0.key.lowercased() == "remote" })?.value {
                if let text = remote.text, let mode = RemoteImageMode(rawValue: text.lowercased()) {
                    config.remoteImages = mode
                } else {
                    config.diagnostics.append(Diagnostic(
                        file: display, line: matter.line("images"), column: 1, severity: .warning,
                        message: "images.remote must be show or link; using show"))
                }
            }
            if let nav = matter.value("nav") {
                config.nav = nav
                config.navLine = matter.line("nav")
            }
            config.readMkDocsSettings(matter)
            config.readHugoSettings(matter)
            config.readJekyllSettings(matter)
            if case .map(let pairs)? = matter.value("markdown") {
                let line = matter.line("markdown")
                if let math = pairs.first(where: { $0.key.lowercased() == "math" })?.value {
                    config.math = flag(math, named: "markdown.math", line: line, config.math, otherwise: "drawing formulas")
                }
                if let admonitions = pairs.first(where: { $0.key.lowercased() == "admonitions" })?.value {
                    config.admonitions = flag(admonitions, named: "markdown.admonitions", line: line, config.admonitions,
                                              otherwise: "reading admonitions")
                }
                if let emoji = pairs.first(where: { $0.key.lowercased() == "emoji" })?.value {
                    config.emoji = flag(emoji, named: "markdown.emoji", line: line, config.emoji, otherwise: "writing emoji")
                }
                if let abbreviations = pairs.first(where: { ["abbreviations", "abbr"].contains($0.key.lowercased()) })?.value {
                    config.abbreviations = flag(abbreviations, named: "markdown.abbreviations", line: line, config.abbreviations,
                                                otherwise: "reading *[ABBR]: lines")
                }
                if let marks = pairs.first(where: { ["mark", "marks"].contains($0.key.lowercased()) })?.value {
                    config.marks = flag(marks, named: "markdown.mark", line: line, config.marks, otherwise: "highlighting ==marked== text")
                }
                if let definitions = pairs.first(where: { ["definitionlists", "definition_lists", "definition-lists", "def_list", "deflist"]
                    .contains($0.key.lowercased()) })?.value {
                    config.definitionLists = flag(definitions, named: "markdown.definitionLists", line: line, config.definitionLists,
                                                  otherwise: "reading definition lists")
                }
                if let lists = pairs.first(where: { ["attributelists", "attribute_lists", "attribute-lists", "attr_list", "attributes"]
                    .contains($0.key.lowercased()) })?.value {
                    config.attributeLists = flag(lists, named: "markdown.attributeLists", line: line, config.attributeLists,
                                                 otherwise: "reading { .class } after links and images")
                }
                if let keys = pairs.first(where: { ["keys", "kbd"].contains($0.key.lowercased()) })?.value {
                    config.keys = flag(keys, named: "markdown.keys", line: line, config.keys, otherwise: "writing ++ctrl+c++ as keys")
                }
                if let caret = pairs.first(where: { ["caret", "superscript"].contains($0.key.lowercased()) })?.value {
                    config.caret = flag(caret, named: "markdown.caret", line: line, config.caret,
                                        otherwise: "writing ^^inserted^^ and ^superscript^ text")
                }
                if let tilde = pairs.first(where: { ["tilde", "subscript"].contains($0.key.lowercased()) })?.value {
                    config.tilde = flag(tilde, named: "markdown.tilde", line: line, config.tilde,
                                        otherwise: "keeping GitHub's single-tilde strikethrough")
                }
                if let critic = pairs.first(where: { ["critic", "criticmarkup", "critic_markup", "critic-markup"].contains($0.key.lowercased()) })?.value {
                    config.critic = flag(critic, named: "markdown.critic", line: line, config.critic,
                                         otherwise: "writing {++added++} and {--removed--} as changes")
                }
                if let shortcodes = pairs.first(where: { ["shortcodes", "hugo"].contains($0.key.lowercased()) })?.value {
                    config.shortcodes = flag(shortcodes, named: "markdown.shortcodes", line: line, config.shortcodes,
                                             otherwise: "rewriting Hugo's {{< shortcodes >}}")
                }
                if let smart = pairs.first(where: { ["smartpunctuation", "smart_punctuation", "smart-punctuation", "smart", "smartypants",
                                                     "smarty", "typographer"].contains($0.key.lowercased()) })?.value {
                    config.smartPunctuation = flag(smart, named: "markdown.smartPunctuation", line: line, config.smartPunctuation,
                                                   otherwise: "writing typographic quotes and dashes")
                }
                if let inHTML = pairs.first(where: { ["markdowninhtml", "markdown_in_html", "markdown-in-html", "md_in_html"]
                    .contains($0.key.lowercased()) })?.value {
                    config.markdownInHTML = flag(inHTML, named: "markdown.markdownInHTML", line: line, config.markdownInHTML,
                                                 otherwise: "reading Markdown inside <div markdown> elements")
                }
                if let tags = pairs.first(where: { ["inlinetags", "hashtags"].contains($0.key.lowercased()) })?.value {
                    config.inlineTags = flag(tags, named: "markdown.inlineTags", line: line, config.inlineTags,
                                             otherwise: "reading #tags in the text")
                }
                if let includes = pairs.first(where: { ["includes", "include", "snippets"].contains($0.key.lowercased()) })?.value {
                    config.includes = flag(includes, named: "markdown.includes", line: line, config.includes,
                                           otherwise: "including files with --8<-- lines")
                }
                if let comments = pairs.first(where: { $0.key.lowercased() == "comments" })?.value {
                    config.comments = flag(comments, named: "markdown.comments", line: line, config.comments,
                                           otherwise: "leaving %%comments%% out")
                }
                if let wikilinks = pairs.first(where: { ["wikilinks", "wiki_links", "wiki-links"].contains($0.key.lowercased()) })?.value {
                    config.wikilinks = flag(wikilinks, named: "markdown.wikilinks", line: line, config.wikilinks,
                                            otherwise: "linking [[wikilinks]]")
                }
                if let classes = pairs.first(where: { ["htmlclasses", "html_classes", "html-classes"].contains($0.key.lowercased()) })?.value {
                    config.readHTMLClasses(classes, display: display, line: line)
                }
                if let raw = pairs.first(where: { ["rawhtml", "raw_html", "raw-html"].contains($0.key.lowercased()) })?.value {
                    if let text = raw.text, let mode = RawHTMLMode(rawValue: text.lowercased()) {
                        config.rawHTML = mode
                    } else {
                        config.diagnostics.append(Diagnostic(
                            file: display, line: line, column: 1, severity: .warning,
                            message: "markdown.rawHTML must be sanitize, allow or omit; using sanitize",
                            code: DiagnosticCode.config))
                    }
                }
            }
            config.readWarnings(matter, display: display)
            break
        }
        return config
    }

    /// `warnings: { ignore: [...], error: [...] }`; an unknown code is a warning with a suggestion.
    private mutating func readWarnings(_ matter: FrontMatter, display: String) {
        guard let section = matter.value("warnings") else { return }
        let line = matter.line("warnings")
        guard case .map(let pairs) = section else {
            diagnostics.append(Diagnostic(file: display, line: line, column: 1, severity: .warning,
                                          message: "warnings must be a map with ignore: and error: lists; ignored",
                                          code: DiagnosticCode.config))
            return
        }
        for (key, value) in pairs {
            let codes = value.textList.flatMap { $0.split(separator: ",") }
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            switch key.lowercased() {
            case "ignore": ignoredWarnings += codes
            case "error", "errors": errorWarnings += codes
            default:
                diagnostics.append(Diagnostic(file: display, line: line, column: 1, severity: .warning,
                                              message: "unknown key 'warnings.\(key)'; expected ignore or error",
                                              code: DiagnosticCode.config))
                continue
            }
            for code in codes where !DiagnosticCode.isKnown(code) {
                let hint = WarningPolicy.suggestion(for: code).map { ", did you mean '\($0)'?" } ?? ""
                diagnostics.append(Diagnostic(file: display, line: line, column: 1, severity: .warning,
                                              message: "unknown warning code '\(code)' in warnings.\(key)\(hint)",
                                              code: DiagnosticCode.config))
            }
        }
    }
}

extension FrontMatterValue {
    /// The value as a mermaid configuration tree (numbers and booleans recognised).
    var configValue: ConfigValue {
        switch self {
        case .string(let s):
            if s == "true" { return .bool(true) }
            if s == "false" { return .bool(false) }
            if let number = Double(s) { return .number(number) }
            return .string(s)
        case .list(let items): return .array(items.map(\.configValue))
        case .map(let pairs):
            var dict: [String: ConfigValue] = [:]
            for (key, value) in pairs { dict[key] = value.configValue }
            return .object(dict)
        case .null: return .null
        }
    }
}

// Why: a Hugo site keeps its settings in `hugo.toml` (`config.toml` before Hugo 0.110; YAML spellings too)
// beside its `content/` folder, and Folio already reads its notes as they are (TOML front matter, section
// pages, shortcodes). Reading the settings file too, when the site has no folio.yml, makes
// `folio build --content content` publish a Hugo site with its title, address, language, author and
// description, the addresses Hugo gave its pages, the dates git gives them and Hugo's typographer, as
// ``readMkDocsSettings(_:)`` does for MkDocs. Keys folio.yml shares with Hugo (`title`, `baseURL`,
// `copyright`, `paginate`) are read the same way in both.

import Foundation

extension SiteConfig {
    /// Hugo's names for folio.yml's keys, where folio.yml's own left them unset: `languageCode` (or
    /// `defaultContentLanguage`) as the language, `params.description` and `params.author` (or `author.name`).
    mutating func readHugoNames(_ matter: FrontMatter) {
        if language == nil { language = matter.value("languagecode", "defaultcontentlanguage")?.text }
        // Zola's `config.toml` (its `base_url` is the tell): `default_language`.
        if language == nil, settingsFile == .zola { language = matter.value("default_language")?.text }
        let params = matter.value("params")
        if description == nil { description = params?.member("description")?.text }
        if author == nil {
            let named = params?.member("author") ?? matter.value("author")
            author = named?.text ?? named?.member("name")?.text
        }
    }

    /// Hugo's settings with no folio.yml name, for a Hugo file: `uglyURLs` as the URL style (Hugo's
    /// default, false, gives `guide/setup/`, as `urls: pretty`), `enableGitInfo` as `updated: git`, the
    /// typographer (on unless `markup.goldmark.extensions.typographer` turns it off) as smart punctuation,
    /// and `pagination.pagerSize` as `paginate`. folio.yml's own `urls`, `updated`, `markdown` and
    /// `paginate` win.
    mutating func readHugoSettings(_ matter: FrontMatter) {
        guard settingsFile == .hugo || settingsFile == .zola else { return }
        if settingsFile == .zola {
            // Zola writes every page as a folder (`blog/first/`); its `[markdown]` table's `smart_punctuation`
            // (off by default) is read where folio.yml's is.
            if matter.value("urls") == nil { urls = .pretty }
            return
        }
        if matter.value("urls") == nil {
            urls = matter.value("uglyurls")?.text?.lowercased() == "true" ? .plain : .pretty
        }
        if matter.value("updated") == nil, matter.value("enablegitinfo")?.text?.lowercased() == "true" {
            updatedFromGit = true
        }
        let typographer = matter.value("markup")?.member("goldmark")?.member("extensions")?.member("typographer")
        let typographerOff = typographer?.text?.lowercased() == "false" || typographer?.member("disable")?.text?.lowercased() == "true"
        smartPunctuation = !typographerOff
        if matter.value("paginate") == nil, let size = matter.value("pagination")?.member("pagersize")?.text.flatMap({ Int($0) }),
           size > 0, size <= 100_000 {
            paginate = size
        }
    }
}

// Why: Folio reads its own folio.yml, or, in a site that has none, the settings file of the tool the site
// comes from (MkDocs, Hugo, Zola, Jekyll), each with that tool's defaults. Which file it was is decided
// once, when the file is found, instead of each reader asking the path (and Zola's keys) again.

/// The file a site's settings were read from (``SiteConfig/settingsFile``).
enum SettingsFile: Sendable, Equatable {
    case folio, mkdocs, hugo, zola, jekyll

    /// The settings files Folio looks for, in order of preference: the first found is read.
    static let names = ["folio.yml", "folio.yaml", "mkdocs.yml", "mkdocs.yaml", "hugo.toml", "hugo.yaml", "hugo.yml",
                        "config.toml", "_config.yml"]

    /// The tool whose file `name` (one of ``names``) is; a `config.toml` is Zola's when it spells the
    /// address `base_url` (Hugo spells it `baseURL`).
    init(name: String, matter: FrontMatter) {
        if name.hasPrefix("folio.") {
            self = .folio
        } else if name.hasPrefix("mkdocs.") {
            self = .mkdocs
        } else if name.hasPrefix("_config.") {
            self = .jekyll
        } else if name == "config.toml", matter.entries.contains(where: { $0.key == "base_url" }) {
            self = .zola
        } else {
            self = .hugo
        }
    }
}

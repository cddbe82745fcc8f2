// Why: a site written for MkDocs (and MkDocs-Material) keeps its settings in `mkdocs.yml` beside its
// `docs/` folder. Folio reads that file when the site has no folio.yml, so `folio build --content docs`
// builds such a site as it is: its name, address, author, description, language, icon, "Edit this page"
// links, URL style and the opt-in Markdown it enabled come over without a line copied. The keys folio.yml
// shares with MkDocs (`nav`, `copyright`, `extra_css`, `extra_javascript`) are read the same way in both;
// MkDocs' own spellings (`site_name`, `theme.language`…) are read in folio.yml too, so lines move over.

import Foundation

extension SiteConfig {
    /// MkDocs' names for folio.yml's keys, where folio.yml's own spelling left them unset: `site_name`,
    /// `site_description`, `site_url`, `site_author`, and `theme:`'s `language` (Material's; its `favicon` and
    /// `direction` are read where folio.yml's are).
    mutating func readMkDocsNames(_ matter: FrontMatter) {
        if title == nil { title = matter.value("site_name")?.text }
        if description == nil { description = matter.value("site_description")?.text }
        if baseURL == nil { baseURL = matter.value("site_url")?.text }
        if author == nil { author = matter.value("site_author")?.text }
        if language == nil { language = Self.themeValue(matter, "language")?.text }
    }

    /// `theme:`'s `key` when the theme is MkDocs' map (`theme: {name: material, language: de}`).
    static func themeValue(_ matter: FrontMatter, _ key: String) -> FrontMatterValue? {
        guard case .map(let pairs)? = matter.value("theme") else { return nil }
        return pairs.first { $0.key.lowercased() == key }?.value
    }

    /// MkDocs' settings with no folio.yml name: `repo_url` and `edit_uri` as the "Edit this page" links,
    /// `use_directory_urls` as the URL style (MkDocs' default, true, in its own file: the addresses the site
    /// had stay), and the opt-in syntax its `markdown_extensions` turn on (`pymdownx.tilde`, `smarty`).
    /// folio.yml's own `edit:`, `urls:` and `markdown:` win.
    mutating func readMkDocsSettings(_ matter: FrontMatter) {
        if editRepository == nil, matter.value("edit") == nil, let repository = matter.value("repo_url")?.text,
           repository.hasPrefix("https://") || repository.hasPrefix("http://") {
            readMkDocsEditLink(repository: repository, editURI: matter.value("edit_uri")?.text,
                               docsFolder: matter.value("docs_dir")?.text ?? "docs")
        }
        if matter.value("urls") == nil {
            let directories = matter.value("use_directory_urls")?.text?.lowercased()
            if directories == "true" || (directories == nil && settingsFile == .mkdocs) { urls = .pretty }
        }
        guard case .list(let items)? = matter.value("markdown_extensions") else { return }
        let extensions = items.compactMap { item -> String? in
            if let name = item.text { return name }
            if case .map(let pairs) = item, pairs.count == 1 { return pairs[0].key }
            return nil
        }
        if extensions.contains("pymdownx.tilde") { tilde = true }
        if extensions.contains("smarty") { smartPunctuation = true }
    }

    /// The edit links MkDocs writes: `edit_uri` (`edit/main/docs/`, GitLab's `-/edit/…`, or `blob/…`) after
    /// the repository names the branch and the folder; an empty one turns them off; without one, a
    /// GitHub or GitLab repository gets MkDocs' default, `edit/master/<docs_dir>/`.
    private mutating func readMkDocsEditLink(repository: String, editURI: String?, docsFolder: String) {
        let host = repository.split(separator: "/").dropFirst().first.map { $0.lowercased() } ?? ""
        var parts: [Substring]
        if let editURI {
            parts = editURI.split(separator: "/")
            if parts.first == "-" { parts.removeFirst() }
            guard let first = parts.first, first == "edit" || first == "blob", parts.count >= 2 else { return }
            parts.removeFirst()
        } else {
            guard host == "github.com" || host == "gitlab.com" else { return }
            parts = ["master"] + docsFolder.split(separator: "/")
        }
        editRepository = repository.hasSuffix("/") ? String(repository.dropLast()) : repository
        editBranch = String(parts[0])
        editFolder = parts.dropFirst().joined(separator: "/")
    }
}

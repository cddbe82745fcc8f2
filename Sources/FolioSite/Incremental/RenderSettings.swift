import Mermaid

// Why: a kept body (``KeptBody``) stands for rendering its note again only while everything the
// rendering reads is the same. Keying it by the bytes of `folio.yml` made any edit there (the site's
// title, its navigation, search on or off) render every note again, though the renderer reads only a
// few settings. So the kept bodies' key holds exactly the settings ``PageRenderer`` holds, listed here
// beside the renderer's own fields; `RenderSettingsTests` fails when the renderer or its loader gains a
// field this list does not name, as taken or as left out on purpose.

extension PageRenderer {
    /// Adds every setting the renderer and its loader hold that shapes a rendering, besides the note's
    /// own text and place and what it looks up in the plan (``SiteLookups``): the encoding repair, the
    /// Mermaid configuration, the raw HTML and remote image modes, whether code is coloured and formulas drawn, the URL
    /// style links are written in, the table of contents' levels, and the folders diagnostics name.
    func addSettings(to key: inout CacheKeyBuilder) {
        key.add("folio-render-settings 1")
        key.add(fixEncoding ? "fix" : "-")
        key.add(mermaidConfig.map(Self.canonical) ?? "\u{0}")
        key.add(rawHTML.rawValue)
        key.add(remoteImages.rawValue)
        key.add(warnsAboutRemoteImages ? "warn" : "-")
        key.add(highlighter == nil ? "plain" : "highlight")
        key.add(math ? "math" : "-")
        key.add(admonitions ? "admonitions" : "-")
        key.add(emoji ? "emoji" : "-")
        key.add(wikilinks ? "wikilinks" : "-")
        key.add(comments ? "comments" : "-")
        key.add(marks ? "marks" : "-")
        key.add(definitionLists ? "definition-lists" : "-")
        key.add(attributeLists ? "attribute-lists" : "-")
        key.add(keys ? "keys" : "-")
        key.add(caret ? "caret" : "-")
        key.add(tilde ? "tilde" : "-")
        key.add(critic ? "critic" : "-")
        key.add(includes ? "includes" : "-")
        key.add(shortcodes ? "shortcodes" : "-")
        key.add(inlineTags ? "inline-tags" : "-")
        key.add(smartPunctuation ? "smart" : "-")
        key.add(markdownInHTML ? "markdown-in-html" : "-")
        key.add("classes " + htmlClasses.sorted().joined(separator: " "))
        if let abbreviations {
            key.add("abbreviations \(abbreviations.count)")
            for name in abbreviations.keys.sorted() { key.add(name); key.add(abbreviations[name] ?? "") }
        } else {
            key.add("-")
        }
        words.addWords(to: &key)
        key.add("toc \(tocLevels.minimum)-\(tocLevels.maximum)")
        key.add(plan.urls.rawValue)
        key.add(loader.displayContentDirectory)
        loader.frontMatterDefaults.addKey(to: &key)
        key.add(loader.contentDirectory)
        key.add(loader.fixEncoding ? "fix" : "-")
        key.add(loader.emoji ? "emoji" : "-")
        key.add(loader.wikilinks ? "wikilinks" : "-")
        key.add(loader.comments ? "comments" : "-")
        key.add(loader.abbreviations ? "abbreviations" : "-")
        key.add(loader.definitionLists ? "definition-lists" : "-")
        key.add(loader.critic ? "critic" : "-")
        key.add(loader.shortcodes ? "shortcodes" : "-")
        key.add(loader.inlineTags ? "inline-tags" : "-")
        key.add(loader.includes ? "includes" : "-")
    }

    /// The renderer's fields ``addSettings(to:)`` takes, and those it leaves out because the key has them
    /// otherwise (the plan's places and lookups, the assets and redirects) or they never change a
    /// rendering (caches, the recording of lookups).
    static let settingFields: Set<String> = ["fixEncoding", "mermaidConfig", "rawHTML", "remoteImages", "warnsAboutRemoteImages",
                                             "highlighter", "math", "admonitions", "emoji", "wikilinks", "comments", "marks", "definitionLists", "attributeLists", "keys", "caret", "tilde", "critic", "includes", "shortcodes", "inlineTags", "smartPunctuation", "markdownInHTML", "htmlClasses", "abbreviations", "words", "tocLevels", "plan", "loader"]
    static let fieldsLeftOut: Set<String> = ["diagramCache", "recordsSiteLookups", "sanitizer"]
    /// The loader's fields ``addSettings(to:)`` takes, and those left out (`defaultAuthor` and the links
    /// go into the pages' summaries, which the renderer does not read; the fence languages are told to a cache).
    static let loaderSettingFields: Set<String> = ["frontMatterDefaults", "displayContentDirectory", "contentDirectory", "fixEncoding", "emoji", "wikilinks", "comments", "abbreviations", "definitionLists", "critic", "shortcodes", "inlineTags", "includes"]
    static let loaderFieldsLeftOut: Set<String> = ["defaultAuthor", "seesFenceLanguages", "readsLinks"]

    /// A configuration value written out with its objects' keys in order (a dictionary's own order
    /// changes from run to run).
    static func canonical(_ value: ConfigValue) -> String {
        switch value {
        case .string(let text): return "s" + String(text.utf8.count) + ":" + text
        case .number(let number): return "n" + String(number.bitPattern)
        case .bool(let flag): return flag ? "t" : "f"
        case .null: return "0"
        case .array(let items): return "[" + items.map(canonical).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.keys.sorted().map { "s\($0.utf8.count):\($0)=" + canonical(members[$0]!) }.joined(separator: ",") + "}"
        }
    }
}

extension PageKeys {
    /// What a rendered body depends on besides its note and the other pages, for kept bodies
    /// (``keptBodies``): the Folio build, the options, and the renderer's settings
    /// (``PageRenderer/addSettings(to:)``) rather than the bytes of `folio.yml`.
    static func renderInputs(options: BuildOptions, folders: SiteFolders, renderer: PageRenderer) -> CacheDigest {
        var key = CacheKeyBuilder()
        key.add(digest(options: options, folders: folders, roots: [], label: "folio-render-inputs 1"))
        renderer.addSettings(to: &key)
        return key.digest
    }
}

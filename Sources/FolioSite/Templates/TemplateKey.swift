/// Every key Folio itself puts in a template context (README "Templates and themes"), as an
/// enum so a compiled tag finds its value by comparing one byte instead of hashing a string.
/// The raw value is the name templates write. Names not listed here (front matter keys,
/// anything a user template invents) still work through ``TemplateName/custom(_:)``.
enum TemplateKey: String, CaseIterable, Sendable, Hashable {
    // Every page.
    case site, title, description, hasDescription, language, baseURL, root, stylesheets, href, scripts, src
    case headScript, extraHead, extraBody, homeURL, licensesURL, pageTitle, documentTitle, canonicalURL, feedURL
    case metaDescription, page, body
    // Licenses, tags, TOC entries, front matter extras.
    case id, name, url, known, text, level, isSub, key, value
    // `page.*` and cards.
    case hasOwnH1, titleHTML, hasTitleHTML, needsTitle, hasCreated, hasUpdated, hasVersion, hasCopyright
    case hasTags, hasCategories, hasFrontMatterError, content, toc, tocHTML, hasTOC, author, authors, hasAuthor
    case created, createdISO, date, dateISO, showDate, hasDate, updated, updatedISO, version, copyright
    case licenses, knownLicenses, hasLicenses, multipleLicenses, tags, categories, hasTaxonomy, diagramCount
    case hasDiagrams, diagramLabel, frontMatter, extra, hasExtra, sourcePath, summary, jsonLD, hasMetadata
    case frontMatterError
    // Generated pages.
    case cardsHTML, pageCount, isIndex, anchor, count, unlicensedCardsHTML, hasUnlicensed, heading

    /// Position in declaration order (0, 1, …), for per-key tables. A raw-value enum with
    /// no payloads is stored as its case number, which is what this reads.
    var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

    /// Name → key, for compiling tags and for front matter keys that happen to be Folio's names.
    static let byName: [String: TemplateKey] = {
        var table: [String: TemplateKey] = [:]
        for key in allCases { table[key.rawValue] = key }
        return table
    }()
}

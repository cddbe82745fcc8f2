import CompiledMustache

/// Every key Folio itself puts in a template context (README "Templates and themes"): Folio's
/// vocabulary for the compiled templates, so a tag finds its value by comparing a small
/// integer instead of hashing a string. The raw value is the name templates write. Names
/// not listed here (front matter keys, anything a user template invents) still work through
/// ``TemplateName/custom(_:)``.
enum SiteKey: String, CaseIterable, Sendable, Hashable {
    // Every page.
    case site, title, description, hasDescription, language, baseURL, root, stylesheets, href, scripts, src
    case headScript, extraHead, extraBody, homeURL, licensesURL, pageTitle, documentTitle, canonicalURL, feedURL
    case metaDescription, page, body, socialImage, socialImageWidth, socialImageHeight
    // Licenses, tags, TOC entries, front matter extras.
    case id, name, url, known, text, level, isSub, key, value
    // `page.*` and cards.
    case hasOwnH1, titleHTML, hasTitleHTML, needsTitle, hasCreated, hasUpdated, hasVersion, hasCopyright, isUnlisted, noIndex, robotsNoIndex
    case hasTags, hasCategories, hasFrontMatterError, content, toc, tocHTML, hasTOC, author, authors, hasAuthor
    case created, createdISO, date, dateISO, showDate, hasDate, updated, updatedISO, updatedBy, hasUpdatedBy, version, copyright
    case licenses, knownLicenses, hasLicenses, multipleLicenses, tags, categories, hasTaxonomy, diagramCount
    case hasDiagrams, diagramLabel, frontMatter, extra, hasExtra, sourcePath, summary, jsonLD, hasMetadata
    case frontMatterError
    // Generated pages.
    case cardsHTML, pageCount, isIndex, anchor, count, unlicensedCardsHTML, hasUnlicensed, heading
    // Navigation (`page.*`).
    case navHTML, hasNav, breadcrumbsHTML, hasBreadcrumbs, previous, next, hasPagination
    // Page polish.
    case editURL, hasEditURL, faviconURL
    // Search box.
    case search
    // `scripts[].attributes` (` type="module" async defer` of `extra_javascript`'s object form).
    case attributes
    // Obsidian's `cssclasses` (`page.*`).
    case cssClasses, hasCSSClasses
    // A draft built with `--drafts` or shown by `folio serve` (``DraftRule``).
    case isDraft, draftMarker
    // `reading_time` in folio.yml (``ReadingTime``, `page.*`).
    case hasReadingTime, readingTime, readingMinutes, wordCount
    // `backlinks` in folio.yml (``Backlinks``, `page.*`).
    case hasBacklinks, backlinks
    // `related` in folio.yml (``RelatedPages``, `page.*`).
    case hasRelated, related
    // `paginate` in folio.yml: the pager of a split listing (``ListPager``).
    case pagerHTML, hasPager
    // `announcement` and `copyright` in folio.yml (``SiteMarkdownLine``).
    case hasAnnouncement, announcementHTML, announcementID, hasSiteCopyright, siteCopyrightHTML
    // The index of every tag or category (`terms` template), and the link to it from each tag page.
    case termsHTML, termsURL, termsLabel
    // The home page's "13 notes · 4 diagrams", in the site's words (``UIText``).
    case listingCount
    // `site.rightToLeft`: the pages are written from right to left (`language: ar`, `direction: rtl`).
    case rightToLeft

    /// The engine's key: the position in declaration order (0, 1, …), which is also the
    /// position in ``vocabulary``. A raw-value enum with no payloads is stored as its case
    /// number, which is what this reads.
    var key: TemplateKey { TemplateKey(ordinal: Int(unsafeBitCast(self, to: UInt8.self))) }

    /// Every name, in declaration order: used to compile Folio's templates and to set values
    /// by name (front matter keys that happen to be Folio's names land on the same key).
    static let vocabulary = TemplateVocabulary(allCases.map(\.rawValue))
}

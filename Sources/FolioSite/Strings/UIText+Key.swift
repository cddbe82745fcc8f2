// Why: every word Folio itself puts on a page (labels, buttons, the headings of the pages it makes,
// the search box's messages) has one name here, so a site in another language can have all of them
// in its own words (`language:` picks a built-in set, `strings:` in folio.yml replaces any one), and a
// test can check that no language lacks one. The English text is the one Folio always wrote.

extension UIText {
    /// One piece of Folio's own text. The raw value is the name templates (`{{ui.onThisPage}}`), the
    /// theme's scripts and `strings:` in folio.yml use. `{n}`, `{total}` and `{name}` are filled in.
    enum Key: String, CaseIterable, Sendable {
        // The page's frame (templates).
        case skipToContent, announcement, dismissAnnouncement, menu, siteLinks, notes, licenses
        case searchLabel, searchPlaceholder, searchResults
        case colourSchemeAuto, colourSchemeLight, colourSchemeDark, schemeAuto, schemeLight, schemeDark
        case atomFeed, builtWith, pageNotFound, pageNotFoundText, goHome, listingCount
        case categories, tags, licensesIntro, notSPDX, notSPDXTitle, noLicense
        case aboutNote, author, created, published, updated, updatedBy, readingTime, version, license, copyright
        case onThisPage, editPage, linkedFrom, relatedPages, previousAndNext, previous, next, documentation
        // Made by Folio's code (counts, headings of generated pages, navigation).
        case diagramCountOne, diagramCount, itemCountOne, itemCount, minutes, tagHeading, categoryHeading
        case allTags, allCategories, pagerLabel, pageNumber, pagedTitle, pagesIn, breadcrumbs, morePagesOne, morePages
        // Inside a note's body.
        case linkToSection, diagramNumber, expand, openDiagram, diagramSource, backToCode, backToText, annotationNumber
        // The theme's scripts.
        case copy, copyLabel, copied, copiedStatus, copyFallback, copyFailed
        case searchChecking, searchNone, searchTopOne, searchTop, searchTopOf, searchOne, searchCount, searchUnavailable
        case diagramViewer, imageViewer, zoomOut, zoomIn, naturalSize, fitToWindow, fit, close, openFullSize, image, backToTop, downloadSVG
        // A callout's title when none is written (`!!! warning`, `:::tip`, `> [!NOTE]`): the common types.
        case calloutNote, calloutTip, calloutInfo, calloutWarning, calloutDanger, calloutCaution, calloutImportant
        case calloutAbstract, calloutSuccess, calloutQuestion, calloutFailure, calloutBug, calloutExample, calloutQuote

        /// The position in declaration order: a raw-value enum with no payloads is stored as its case
        /// number (fewer than 256 cases), so this is a load, where a dictionary lookup hashed the key.
        var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

        /// Whether its `` `spans` `` are code: only for a word templates write as text, never into an attribute.
        var allowsCode: Bool { self == .licensesIntro }

        /// Whether the theme's scripts read it (``UIText/scriptAsset``).
        var isForScripts: Bool {
            switch self {
            case .copy, .copyLabel, .copied, .copiedStatus, .copyFallback, .copyFailed, .searchChecking, .searchNone,
                 .searchTopOne, .searchTop, .searchTopOf, .searchOne, .searchCount, .searchUnavailable, .diagramViewer,
                 .imageViewer, .zoomOut, .zoomIn, .naturalSize, .fitToWindow, .fit, .close, .openFullSize, .image, .backToTop, .downloadSVG,
                 .diagramNumber, .colourSchemeAuto, .colourSchemeLight, .colourSchemeDark, .schemeAuto, .schemeLight,
                 .schemeDark:
                return true
            default:
                return false
            }
        }

        /// Folio's English.
        var english: String {
            switch self {
            case .skipToContent: "Skip to content"
            case .announcement: "Announcement"
            case .dismissAnnouncement: "Dismiss this announcement"
            case .menu: "Menu"
            case .siteLinks: "Site"
            case .notes: "Notes"
            case .licenses: "Licenses"
            case .searchLabel: "Search the site"
            case .searchPlaceholder: "Search"
            case .searchResults: "Search results"
            case .colourSchemeAuto: "Colour scheme: follows the system"
            case .colourSchemeLight: "Colour scheme: light"
            case .colourSchemeDark: "Colour scheme: dark"
            case .schemeAuto: "Auto"
            case .schemeLight: "Light"
            case .schemeDark: "Dark"
            case .atomFeed: "Atom feed"
            case .builtWith: "Built with Folio. Diagrams are drawn at build time; the theme loads nothing from other sites."
            case .pageNotFound: "Page not found"
            case .pageNotFoundText: "There is no page at this address. It may have moved or been renamed."
            case .goHome: "Go to the list of notes"
            case .listingCount: "{n} notes · {total} diagrams"
            case .categories: "Categories"
            case .tags: "Tags"
            case .licensesIntro: "Every license declared by a note, with the notes under it. Licenses come from each note's `license`, `licenses` or `license(s)` front matter key."
            case .notSPDX: "not an SPDX license"
            case .notSPDXTitle: "Not an SPDX license id"
            case .noLicense: "No license declared"
            case .aboutNote: "About this note"
            case .author: "Author"
            case .created: "Created"
            case .published: "Published"
            case .updated: "Updated"
            case .updatedBy: "Updated by"
            case .readingTime: "Reading time"
            case .version: "Version"
            case .license: "License"
            case .copyright: "Copyright"
            case .onThisPage: "On this page"
            case .editPage: "Edit this page"
            case .linkedFrom: "Linked from"
            case .relatedPages: "Related pages"
            case .previousAndNext: "Previous and next pages"
            case .previous: "Previous"
            case .next: "Next"
            case .documentation: "Documentation"
            case .diagramCountOne: "1 diagram"
            case .diagramCount: "{n} diagrams"
            case .itemCountOne: "1 item"
            case .itemCount: "{n} items"
            case .minutes: "{n} min"
            case .tagHeading: "Tag: {name}"
            case .categoryHeading: "Category: {name}"
            case .allTags: "All tags"
            case .allCategories: "All categories"
            case .pagerLabel: "Pages of this list"
            case .pageNumber: "Page {n}"
            case .pagedTitle: "{name}, page {n}"
            case .pagesIn: "Pages in {name}"
            case .breadcrumbs: "Breadcrumbs"
            case .morePagesOne: "1 more page"
            case .morePages: "{n} more pages"
            case .linkToSection: "Link to this section"
            case .diagramNumber: "Diagram {n}"
            case .expand: "Expand"
            case .openDiagram: "Open diagram {n} full window"
            case .diagramSource: "Diagram source"
            case .backToCode: "Back to the code"
            case .backToText: "Back to the text"
            case .annotationNumber: "Annotation {n}"
            case .copy: "Copy"
            case .copyLabel: "Copy code to clipboard"
            case .copied: "Copied"
            case .copiedStatus: "Copied to clipboard"
            case .copyFallback: "Select and copy"
            case .copyFailed: "The browser refused to copy; select the text instead"
            case .searchChecking: "Checking more pages…"
            case .searchNone: "No results"
            case .searchTopOne: "Top 1 result"
            case .searchTop: "Top {n} results"
            case .searchTopOf: "Top {n} of {total} results"
            case .searchOne: "1 result"
            case .searchCount: "{n} results"
            case .searchUnavailable: "Search is unavailable"
            case .diagramViewer: "Diagram viewer"
            case .imageViewer: "Image viewer"
            case .zoomOut: "Zoom out"
            case .zoomIn: "Zoom in"
            case .naturalSize: "Natural size"
            case .fitToWindow: "Fit to window"
            case .fit: "Fit"
            case .close: "Close"
            case .openFullSize: "Open full size: {name}"
            case .image: "image"
            case .backToTop: "Back to top"
            case .downloadSVG: "Download SVG"
            case .calloutNote: "Note"
            case .calloutTip: "Tip"
            case .calloutInfo: "Info"
            case .calloutWarning: "Warning"
            case .calloutDanger: "Danger"
            case .calloutCaution: "Caution"
            case .calloutImportant: "Important"
            case .calloutAbstract: "Abstract"
            case .calloutSuccess: "Success"
            case .calloutQuestion: "Question"
            case .calloutFailure: "Failure"
            case .calloutBug: "Bug"
            case .calloutExample: "Example"
            case .calloutQuote: "Quote"
            }
        }
    }
}

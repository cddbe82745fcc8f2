// Why: a page can be meant for the readers given its address only (a draft shared for review, a
// landing page for one campaign, a note behind a link in an email): Docusaurus calls it `unlisted`,
// Hugo `build: {list: never}`, and jekyll-sitemap's `sitemap: false` keeps a page out of the sitemap
// alone, and a page first published elsewhere names that address as its canonical one (jekyll-seo-tag's
// `canonical_url`), so it is no page of this site's sitemap either. Such a page is still built at its
// address; every place that lists pages for a reader or a
// crawler asks here, so the rule lives in one place (README "Unlisted pages"). The keys are in
// ``PlanKeys``: a page without them (most pages) answers from its summary's key word, never from a
// lookup in its front matter, which a kept summary would decode.

import Foundation
import HTMLSanitizer

extension PageSummary {
    /// Front matter `unlisted: true` (or `yes`/`on`), or Hugo's `build: {list: never}`: the page is
    /// built, but left out of the navigation, the home page, the tag and category pages, the licenses
    /// page, the feed, the sitemap, the search index, `llms.txt`, related pages and backlinks, and it
    /// tells search engines not to index it.
    var isUnlisted: Bool {
        if planKeys.contains(.unlisted), let text = frontMatterValue("unlisted")?.text, DraftRule.truth(text) == true {
            return true
        }
        guard planKeys.contains(.build) else { return false }
        return frontMatterValue("build")?.member("list")?.text?.lowercased() == "never"
    }

    /// Whether `sitemap.xml` lists the page: not when it is unlisted, not for `sitemap: false`
    /// (jekyll-sitemap) or `sitemap: {disable: true}` (Hugo), not when its canonical address is elsewhere or
    /// it asks not to be indexed (a sitemap lists what a site wants found).
    var isInSitemap: Bool {
        if isUnlisted || asksNoIndex || canonicalOverride != nil { return false }
        guard planKeys.contains(.sitemap), let value = frontMatterValue("sitemap") else { return true }
        if let text = value.text, DraftRule.truth(text) == false { return false }
        if let disable = value.member("disable")?.text, DraftRule.truth(disable) == true { return false }
        return true
    }

    /// What the generated pages' key needs of these rules (``ListingSignature``): 0 for a listed page
    /// in the sitemap, 1 unlisted, 2 listed but out of the sitemap.
    var listingState: Int {
        if planKeys.isDisjoint(with: [.unlisted, .sitemap, .build, .canonicalURL, .noIndex]) { return 0 }
        return isUnlisted ? 1 : (isInSitemap ? 0 : 2)
    }

    /// Front matter `noindex: true`: the page stays in every listing, but asks search engines not to index
    /// it (`<meta name="robots" content="noindex, nofollow">`) and leaves the sitemap. An unlisted page asks it too.
    var asksNoIndex: Bool {
        guard planKeys.contains(.noIndex), let text = frontMatterValue("noindex")?.text else { return false }
        return DraftRule.truth(text) == true
    }

    /// Front matter `canonical_url` (jekyll-seo-tag; `canonicalURL` in Hugo's themes): the address search
    /// engines should credit for the page (an article first published elsewhere), written as the page's
    /// canonical link and `og:url`; nil unless it is an http(s) address (``canonicalURL(_:)``).
    var canonicalOverride: String? {
        guard planKeys.contains(.canonicalURL) else { return nil }
        return PageSummary.canonicalURL(frontMatterValue("canonical_url", "canonicalurl"))
    }

    /// `value` when it is an absolute http(s) URL on one line without spaces, else nil.
    static func canonicalURL(_ value: FrontMatterValue?) -> String? {
        guard let text = value?.text?.trimmingCharacters(in: .whitespaces), text.count > 8, text.contains("://"),
              let scheme = URLSafety.scheme(of: text), scheme == "http" || scheme == "https",
              !text.unicodeScalars.contains(where: { $0.value <= 32 || $0.value == 127 }) else { return nil }
        return text
    }
}

extension Array where Element == PageSummary {
    /// The pages a reader can find by browsing (``PageSummary/isUnlisted`` left out), in order.
    var listed: [PageSummary] {
        // Most sites have no unlisted page: the array itself, not a copy of it.
        guard contains(where: { !$0.planKeys.isDisjoint(with: [.unlisted, .build]) && $0.isUnlisted }) else { return self }
        return filter { !$0.isUnlisted }
    }
}

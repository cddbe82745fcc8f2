import Testing
@testable import FolioSite

/// What a summary's box works out once (``PlanKeys``, ``PageSummary/listingDigest``) must always
/// answer as the fields it stands for would.
@Suite("Page summary box")
struct PageSummaryBoxTests {
    private func summary(_ yaml: String, summary text: String = "First paragraph.") -> PageSummary {
        let (matter, _) = FrontMatterParser.split("---\n" + yaml + "\n---\nbody\n")
        return PageSummary(sourcePath: "a/b.md", outputPath: "a/b.html", frontMatter: matter, title: "B", baseTitle: "B",
                           firstH1: nil, firstH2: nil, summary: text, date: PageDate("2024-01-02"), created: nil,
                           updated: nil, authors: ["Ann"], version: nil, copyright: nil, licenses: [], tags: ["x"],
                           categories: [], diagramCount: 0, diagnostics: [])
    }

    /// The plan's lookups through the key set answer exactly as the front matter does, whatever the
    /// keys' case, for keys present, absent and not in the set.
    @Test func planKeyLookupsAgreeWithTheFrontMatter() {
        let yamls = ["title: T", "Slug: custom\npermalink: /x/", "WEIGHT: 3\nnav_order: 1", "nav_order: 2",
                     "Sidebar_Position: 1\nlinkTitle: L", "sidebar_label: S", "Image: a.png\nimages: [b.png]", "aliases: [old.html]", "Alias: old.html", "slugs: no\nweights: no", "search: false\nslug: s",
                     "\u{212A}ey: kelvin\nslug: k", "Unlisted: true\nsitemap: false", "sitemap:\n  disable: true", "Build:\n  list: never",
                     "Lin\u{212A}Title: a Kelvin sign, longer than the name it lowercases to", "created: c\ncopyright: c\nnoindex: yes"]
        let names = ["slug", "permalink", "weight", "nav_order", "sidebar_position", "linktitle", "sidebar_label",
                     "image", "images", "aliases", "alias", "search", "title", "key", "unlisted", "sitemap", "build"]
        for yaml in yamls {
            let page = summary(yaml)
            for name in names {
                #expect(page.frontMatterValue(name)?.text == page.frontMatter.value(name)?.text, "\(yaml) / \(name)")
                for other in names {
                    #expect(page.frontMatterValue(name, other)?.text == page.frontMatter.value(name, other)?.text,
                            "\(yaml) / \(name), \(other)")
                }
            }
        }
    }

    /// A key's name finds its key, and only its own name does (the same first byte and length are not enough).
    @Test func planKeyNamesFindTheirKeys() {
        let named: [(String, PlanKeys)] = [
            ("slug", .slug), ("permalink", .permalink), ("weight", .weight), ("nav_order", .navOrder), ("aliases", .aliases),
            ("alias", .alias), ("draft", .draft), ("published", .published), ("sidebar_position", .sidebarPosition),
            ("linktitle", .linkTitle), ("sidebar_label", .sidebarLabel), ("image", .image), ("images", .images),
            ("toc_depth", .tocDepth), ("toc_min_heading_level", .tocMinHeadingLevel), ("toc_max_heading_level", .tocMaxHeadingLevel),
            ("unlisted", .unlisted), ("sitemap", .sitemap), ("build", .build),
            ("redirect_from", .redirectFrom), ("canonical_url", .canonicalURL), ("canonicalurl", .canonicalURL),
            ("noindex", .noIndex), ("search", .search),
        ]
        for (name, key) in named { #expect(PlanKeys(name: name) == key, "\(name)") }
        #expect(PlanKeys.named.count == named.count)
        for (name, key) in PlanKeys.named { #expect(PlanKeys(name: name) == key, "the table's \(name)") }
        for name in ["", "s", "slog", "Slug", "slugs", "alia", "imagex", "toc_mid_heading_level", "sidebar_labeL", "title", "\u{17F}lug", "unliste", "sitemaps", "sitemaP", "searches", "serach"] {
            #expect(PlanKeys(name: name) == nil, "\(name)")
        }
    }

    /// The listing digest changes with every field listings show, follows each setter, and is the
    /// same for two summaries of the same note.
    @Test func listingDigestFollowsTheFields() {
        let base = summary("title: T")
        #expect(base.listingDigest == summary("title: T").listingDigest)
        var changed = base
        changed.summary = "Another paragraph."
        #expect(changed.listingDigest != base.listingDigest)
        #expect(base.listingDigest == summary("title: T").listingDigest, "the shared box was not changed")
        changed.summary = base.summary
        #expect(changed.listingDigest == base.listingDigest)
        var tagged = base
        tagged.tags = ["y"]
        #expect(tagged.listingDigest != base.listingDigest)
        var dated = base
        dated.date = PageDate("2024-01-03")
        #expect(dated.listingDigest != base.listingDigest)
        var moved = base
        moved.sourcePath = "a/c.md"
        #expect(moved.listingDigest != base.listingDigest)
        // The body's digest and the title the plan sets are not the note's listed fields.
        var edited = base
        edited.textDigest = CacheDigest(high: 1, low: 2)
        edited.title = "Other"
        #expect(edited.listingDigest == base.listingDigest)
        #expect(ListingSignature(edited) != ListingSignature(base), "the title is in the signature itself")
    }
}

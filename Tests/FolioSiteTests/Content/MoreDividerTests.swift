import Foundation
import Testing
@testable import FolioSite

/// The summary a `<!--more-->` line marks (``MoreDivider``), as Hugo, Jekyll and MkDocs-Material's blog read it.
@Suite("More divider")
struct MoreDividerTests {
    @Test func theTextBeforeTheDivider() {
        let body = "# Title\n\n![cover](c.png)\n\nFirst **bold** paragraph.\n\n> Quoted [link](x.md).\n\n- a list item\n\n<!-- more -->\n\nAfter.\n"
        #expect(MoreDivider.summary(ofBody: body) == "First bold paragraph. Quoted link. a list item")
        #expect(MoreDivider.summary(ofBody: "Intro.\n<!--more-->\nRest.") == "Intro.")
        #expect(MoreDivider.summary(ofBody: "Intro.\n  <!--  MORE  -->\r\nRest.") == "Intro.")
    }

    @Test func noDividerOrNothingBeforeIt() {
        #expect(MoreDivider.summary(ofBody: "Just text.\n\nMore text.\n") == nil)
        #expect(MoreDivider.summary(ofBody: "# Heading\n\n<!--more-->\nText.") == nil, "nothing before it: the first paragraph then")
        #expect(MoreDivider.summary(ofBody: "Text <!--more--> inline.\n") == nil, "a line of its own")
        #expect(MoreDivider.summary(ofBody: "Intro.\n```html\n<!--more-->\n```\nRest.\n") == nil, "in code it is code")
        #expect(MoreDivider.summary(ofBody: "Intro.\n<!-- more than this -->\n") == nil)
    }

    @Test func aPostsCardAndDescriptionEndAtTheDivider() throws {
        let content = try NavigationSiteTests.site([
            "post.md": "---\ntitle: Post\n---\nThe first paragraph.\n\nThe second, still the summary.\n\n<!--more-->\n\nThe body only.\n",
            "chosen.md": "---\ntitle: Chosen\nsummary: Written in front matter.\n---\nFirst.\n\n<!--more-->\n",
        ])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(content.path, into: out)
        let post = SiteFixture.read(out, "post.html")
        #expect(post.contains("<meta name=\"description\" content=\"The first paragraph. The second, still the summary.\">"))
        #expect(post.contains("The body only."))
        let index = SiteFixture.read(out, "index.html")
        #expect(index.contains("The first paragraph. The second, still the summary.") && !index.contains("The body only."))
        #expect(SiteFixture.read(out, "chosen.html").contains("content=\"Written in front matter.\""), "front matter wins")
    }
}

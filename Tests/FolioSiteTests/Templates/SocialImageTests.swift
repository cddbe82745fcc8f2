import Foundation
import Testing
@testable import FolioSite

/// Front matter `image` (Docusaurus, Jekyll) or `images` (Hugo) as the page's social card picture
/// (``SocialImage``): absolute URLs, files of the site, and warnings for what is neither.
@Suite("Social image")
struct SocialImageTests {
    @Test func cardPicturesFromFrontMatter() throws {
        let content = try NavigationSiteTests.site([
            "guide/local.md": "---\ntitle: Local\nimage: ../media/card image.png\n---\nText.\n",
            "guide/hugo.md": "---\ntitle: Hugo\nimages: [/media/card image.png, other.png]\n---\nText.\n",
            "remote.md": "---\ntitle: Remote\nimage: https://cdn.example.org/c.png?size=2\n---\nText.\n",
            "missing.md": "---\ntitle: Missing\nimage: nowhere.png\n---\nText.\n",
            "hostile.md": "---\ntitle: Hostile\nimage: javascript:alert(1)\n---\nText.\n",
            "plain.md": "# Plain\n",
            "media/card image.png": "png",
            "folio.yml": "title: Cards\nbaseURL: https://docs.example.org/\n",
        ])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        let card = "<meta property=\"og:image\" content=\"https://docs.example.org/media/card%20image.png\">"
        #expect(SiteFixture.read(out, "guide/local.html").contains(card))
        #expect(SiteFixture.read(out, "guide/local.html").contains("<meta name=\"twitter:card\" content=\"summary_large_image\">"))
        #expect(SiteFixture.read(out, "guide/hugo.html").contains(card), "Hugo's first image, from the content folder")
        #expect(SiteFixture.read(out, "remote.html").contains("<meta property=\"og:image\" content=\"https://cdn.example.org/c.png?size=2\">"))
        for page in ["missing.html", "hostile.html", "plain.html"] {
            #expect(!SiteFixture.read(out, page).contains("og:image"), "\(page)")
        }
        #expect(!SiteFixture.read(out, "guide/local.html").contains(">image<"), "not listed in the metadata")
        let missing = try #require(report.diagnostics.first { $0.file.hasSuffix("missing.md") })
        #expect(missing.line == 3 && missing.code == DiagnosticCode.brokenLink && missing.message.contains("'nowhere.png' is not a file of the site"))
        let hostile = try #require(report.diagnostics.first { $0.file.hasSuffix("hostile.md") })
        #expect(hostile.message.contains("neither a file of the site nor an http(s) URL"))
        #expect(report.diagnostics.count == 2, "\(report.diagnostics)")
    }

    /// A picture of the site whose size is read gives the card its width and height; a remote one gives none.
    @Test func aSitePictureGivesItsSize() throws {
        let content = try NavigationSiteTests.site([
            "local.md": "---\ntitle: Local\nimage: card.png\n---\nText.\n",
            "remote.md": "---\ntitle: Remote\nimage: https://cdn.example.org/c.png\n---\nText.\n",
            "folio.yml": "title: Cards\nbaseURL: https://docs.example.org/\n",
        ])
        try Data(ImageSizeTests.png(1200, 630)).write(to: content.appendingPathComponent("card.png"))
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(content.path, into: out)
        #expect(SiteFixture.read(out, "local.html").contains("<meta property=\"og:image\" content=\"https://docs.example.org/card.png\">\n"
            + "<meta property=\"og:image:width\" content=\"1200\">\n<meta property=\"og:image:height\" content=\"630\">"))
        #expect(!SiteFixture.read(out, "remote.html").contains("og:image:width"))
    }

    @Test func withoutABaseURLOnlyAbsoluteURLsAreCards() throws {
        let content = try NavigationSiteTests.site([
            "local.md": "---\ntitle: Local\nimage: card.png\n---\nText.\n",
            "remote.md": "---\ntitle: Remote\nimage: https://cdn.example.org/c.png\n---\nText.\n",
            "card.png": "png",
        ])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        #expect(report.diagnostics.isEmpty)
        #expect(!SiteFixture.read(out, "local.html").contains("og:image"), "a card needs an absolute URL")
        #expect(SiteFixture.read(out, "remote.html").contains("content=\"https://cdn.example.org/c.png\""))
    }
}

import Foundation
import Testing
@testable import FolioSite

/// An image of the site's own files is written with its pixel size (room kept before it loads) and
/// loaded lazily, however the note wrote it; a warm build follows a change of the image's size.
@Suite("Sized images")
struct SizedImagesTests {
    static let note = """
        # Pictures

        ![A chart](img/chart.png "The chart")

        ![Wide](img/chart.png){.wide}

        ![Set](img/chart.png){width=100}

        ![Eager](img/chart.png){loading=eager}

        [![Linked](img/photo.jpg)](other.md)

        ![[chart.png]] and ![[chart.png|50]]

        ![Not a PNG](img/broken.png) ![Drawing](img/plan.svg) ![Remote](https://example.org/a.png)

        ## Sized ![logo](img/chart.png)

        ## Unsized ![logo](img/broken.png)

        """

    static func content(chartWidth: Int = 640) throws -> URL {
        let root = try NavigationSiteTests.site(["page.md": note, "other.md": "# Other\n", "img/broken.png": "PNG",
                                                 "img/plan.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"150\"></svg>"])
        try writeChart(width: chartWidth, in: root)
        try Data(ImageSizeTests.jpeg(1200, 800, orientation: 6)).write(to: root.appendingPathComponent("img/photo.jpg"))
        return root
    }

    static func writeChart(width: Int, in root: URL) throws {
        try Data(ImageSizeTests.png(width, 480)).write(to: root.appendingPathComponent("img/chart.png"))
    }

    @Test func imagesGetTheirSize() throws {
        let content = try Self.content()
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(content.path, into: out)
        let page = SiteFixture.read(out, "page.html")
        let sized = " width=\"640\" height=\"480\" loading=\"lazy\" decoding=\"async\" />"
        #expect(page.contains("<img src=\"img/chart.png\" alt=\"A chart\" title=\"The chart\"" + sized))
        #expect(page.contains("<img src=\"img/chart.png\" alt=\"Wide\" class=\"wide\"" + sized), "an attribute list without a size")
        #expect(page.contains("<img src=\"img/chart.png\" alt=\"Set\" width=\"100\" />"), "the note's own width wins")
        #expect(page.contains("<img src=\"img/chart.png\" alt=\"Eager\" loading=\"eager\" width=\"640\" height=\"480\" decoding=\"async\" />"),
                "the note's own loading wins, the size is added")
        #expect(page.contains("<a href=\"other.html\"><img src=\"img/photo.jpg\" alt=\"Linked\" width=\"800\" height=\"1200\" loading=\"lazy\""),
                "a JPEG turned a quarter by its EXIF orientation, inside a link")
        #expect(page.contains("<img src=\"img/chart.png\" alt=\"chart.png\"" + sized), "a wikilink embed")
        #expect(page.contains("<img src=\"img/chart.png\" alt=\"chart.png\" width=\"50\">"), "a wikilink's own size")
        #expect(page.contains("<img src=\"img/broken.png\" alt=\"Not a PNG\" />"), "no size read: as cmark writes it")
        #expect(page.contains("<img src=\"img/plan.svg\" alt=\"Drawing\" width=\"300\" height=\"150\" loading=\"lazy\""))
        #expect(page.contains("<img src=\"https://example.org/a.png\" alt=\"Remote\" loading=\"lazy\" decoding=\"async\">"))
        // A heading's id and its table of contents entry read the image's alt text, sized or not.
        #expect(page.contains("id=\"sized-logo\"") && page.contains("id=\"unsized-logo\""), "\(page)")
        #expect(page.contains("href=\"#sized-logo\">Sized logo<") == page.contains("href=\"#unsized-logo\">Unsized logo<"))
    }

    /// With the build cache, an image that changes size re-renders the pages showing it, as a cold build
    /// writes them; an image that changes without changing size leaves them.
    @Test func warmBuildFollowsTheImagesSize() throws {
        let content = try Self.content()
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: root) }
        let builds = WarmAndColdBuilds(content: content, root: root)
        try builds.build()
        try Self.writeChart(width: 700, in: content)
        try builds.build()
        #expect(SiteFixture.read(builds.warm, "page.html").contains("width=\"700\" height=\"480\""))
        #expect(try builds.warmIsCold())
        // Same size, other bytes (the chunk after the header): nothing to render again, still the cold build's pages.
        var bytes = ImageSizeTests.png(700, 480)
        bytes[bytes.count - 1] ^= 1
        try Data(bytes).write(to: content.appendingPathComponent("img/chart.png"))
        let report = try builds.build()
        #expect(report.reusedPages == report.pages, "reused \(report.reusedPages) of \(report.pages)")
        #expect(try builds.warmIsCold())
    }
}

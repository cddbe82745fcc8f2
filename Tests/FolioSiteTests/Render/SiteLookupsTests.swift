import Foundation
import Testing
@testable import FolioSite

/// What a rendering records of the site plan (``SiteLookups``): every kind of answer, and when it holds.
@Suite struct SiteLookupsTests {
    @Test func pagesAssetsAndMissingTargetsAreRecordedInOrder() throws {
        let site = try PageKeysTests.KeyedSite()
        try site.write("PNG", to: "content/pic.png")
        try site.write("---\ntitle: Gamma\n---\n![p](pic.png) [a](alpha.md#x) [n](nowhere.md) [e](https://example.com/)\n",
                       to: "content/gamma.md")
        let lookups = try site.lookups(of: "gamma.md")
        // The external link asks the plan nothing; the fragment is not part of the path asked for.
        #expect(lookups.targets.map(\.contentPath) == ["pic.png", "alpha.md", "nowhere.md"])
        #expect(lookups.targets.map(\.target) == [.asset(outputPath: "pic.png"), .page(outputPath: "alpha.html"), .missing])
        #expect(lookups.hold(in: try site.loaded().plan))
        #expect(lookups == (try site.lookups(of: "gamma.md")), "the same page renders the same lookups")
        #expect(lookups.byteCount > 0)
        // The image removed: its answer changes.
        try FileManager.default.removeItem(at: site.content.appendingPathComponent("pic.png"))
        #expect(!lookups.hold(in: try site.loaded().plan))
    }

    @Test func nothingIsRecordedUnlessAsked() throws {
        let site = try PageKeysTests.KeyedSite()
        let loaded = try site.loaded()
        let page = try #require(loaded.plan.pages.first { $0.sourcePath == "alpha.md" })
        #expect(try loaded.renderer.render(page).siteLookups == nil)
        #expect(SiteLookups() == SiteLookups() && SiteLookups().byteCount == 0)
    }
}

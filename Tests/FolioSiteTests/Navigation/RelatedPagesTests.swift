import Foundation
import Testing
@testable import FolioSite

/// `related: N`: under each note, the notes sharing the most tags and categories with it.
@Suite("Related pages")
struct RelatedPagesTests {
    static let files = [
        "a.md": "---\ntags: [swift, ios, ui]\ncategories: [apps]\ndate: 2024-01-01\n---\n# A\n",
        "b.md": "---\ntags: [swift, ios]\ndate: 2024-02-01\n---\n# B\n",
        "c.md": "---\ntags: [swift]\ncategories: [apps]\ndate: 2024-03-01\n---\n# C\n",
        "d.md": "---\ntags: [Swift]\ndate: 2024-04-01\n---\n# D\n",
        "e.md": "---\ntags: [rust]\n---\n# E\n",
    ]

    @Test func theNotesSharingMostComeFirstThenTheNewer() throws {
        var files = Self.files
        files["folio.yml"] = "related: 3\n"
        let content = try NavigationSiteTests.site(files)
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        #expect(!report.diagnostics.contains { $0.severity == .warning })
        // a shares swift+ios with b (4), swift+apps with c (3), swift with d (2).
        #expect(Self.related(SiteFixture.read(out, "a.html")) == ["B", "C", "D"])
        // c: a (swift+apps, 3), then d and b (swift, 2 each), d newer.
        #expect(Self.related(SiteFixture.read(out, "c.html")) == ["A", "D", "B"])
        #expect(Self.related(SiteFixture.read(out, "e.html")).isEmpty)
        #expect(!SiteFixture.read(out, "e.html").contains("folio-related"))
        #expect(SiteFixture.read(out, "a.html").contains("<h2 class=\"backlinks-title\" id=\"folio-related\">Related pages</h2>"))
    }

    @Test func offByDefaultTrueIsFiveAndABadValueWarns() throws {
        let plain = try NavigationSiteTests.site(Self.files)
        var files = Self.files
        files["folio.yml"] = "related: lots\n"
        let bad = try NavigationSiteTests.site(files)
        let out = SiteFixture.temporaryDirectory(), badOut = SiteFixture.temporaryDirectory()
        defer { for url in [plain, bad, out, badOut] { try? FileManager.default.removeItem(at: url) } }
        _ = try SiteFixture.build(plain.path, into: out)
        #expect(!SiteFixture.read(out, "a.html").contains("folio-related"))
        let report = try SiteFixture.build(bad.path, into: badOut)
        #expect(report.diagnostics.contains { $0.message.hasPrefix("related must be a number of pages") })
        let folder = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try SiteFixture.write(["folio.yml": "related: true\n"], under: folder)
        #expect(SiteConfig.load(from: folder.path, displayDirectory: "").related == 5)
    }

    @Test func aTermOnTooManyPagesRelatesNothing() {
        #expect(RelatedPages.commonTermLimit(pages: 10) == 50)
        #expect(RelatedPages.commonTermLimit(pages: 10_000) == 1_000)
    }

    /// The titles of a page's related section, in order.
    static func related(_ html: String) -> [String] {
        guard let start = html.range(of: "id=\"folio-related\""), let end = html[start.upperBound...].range(of: "</section>") else { return [] }
        return html[start.upperBound..<end.lowerBound].components(separatedBy: "\">").dropFirst()
            .compactMap { $0.components(separatedBy: "</a>").first }
    }
}

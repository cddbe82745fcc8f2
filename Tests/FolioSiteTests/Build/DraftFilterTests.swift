import Foundation
import Testing
@testable import FolioSite

/// Drafts (README "Front matter", `draft: true` / `published: false`): left out of a build with
/// everything that would show them, built with `--drafts`, and handled by the preview's rebuilds.
@Suite struct DraftFilterTests {
    static let files = [
        "content/home.md": "---\ntitle: Home page\ntags: [guide]\n---\n# Home\n\nSee [the plan](plan.md) and [the post](post.md).\n",
        "content/plan.md": "---\ntitle: Secret plan\ndraft: true\ntags: [guide, secret]\n---\n# Plan\n\nUnfinished zebraword.\n",
        "content/post.md": "---\ntitle: Old post\npublished: false\n---\n# Old post\n\nHidden quagga.\n",
    ]

    static func build(drafts: Bool) throws -> (root: URL, output: URL, report: BuildReport) {
        let root = SiteFixture.temporaryDirectory()
        try SiteFixture.write(Self.files.merging(["folio.yml": "title: Drafts\nbaseURL: https://example.org/\n"]) { $1 }, under: root)
        let output = root.appendingPathComponent("site")
        let report = try SiteFixture.build(root.appendingPathComponent("content").path, into: output) { $0.includeDrafts = drafts }
        return (root, output, report)
    }

    @Test func aDraftReachesNoPartOfThePublishedSite() throws {
        let (root, output, report) = try Self.build(drafts: false)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(report.pages == 1)
        let site = SiteFixture.snapshot(output)
        #expect(site["plan.html"] == nil && site["post.html"] == nil)
        #expect(site["tags/secret.html"] == nil, "a tag only a draft has gets no page")
        for (path, bytes) in site {
            let text = String(decoding: bytes, as: UTF8.self)
            for word in ["zebraword", "quagga", "Secret plan", "Old post", "plan.html", "post.html"] {
                #expect(!text.contains(word), "\(path) mentions \(word)")
            }
        }
        #expect(site["sitemap.xml"] != nil, "the sitemap is written (a base URL is set) and lists no draft")
    }

    @Test func eachDraftIsANoteAndALinkToOneSaysWhy() throws {
        let (root, _, report) = try Self.build(drafts: false)
        defer { try? FileManager.default.removeItem(at: root) }
        let notes = report.diagnostics.filter { $0.code == DiagnosticCode.draft }
        #expect(notes.map(\.severity) == [.note, .note])
        #expect(notes.map(\.message) == ["left out of the site: a draft (`draft: true`); `--drafts` builds it",
                                         "left out of the site: a draft (`published: false`); `--drafts` builds it"])
        #expect(notes.map { ($0.file as NSString).lastPathComponent } == ["plan.md", "post.md"])
        let links = report.diagnostics.filter { $0.code == DiagnosticCode.brokenLink }
        #expect(links.count == 2)
        #expect(links.first?.message == "broken link 'plan.md' ('plan.md' is a draft, left out of this build; `--drafts` builds it)")
        #expect(links.allSatisfy { $0.severity == .warning && $0.line == 7 })
        #expect(report.errorCount == 0, "a draft is not an error, even with its links")
    }

    @Test func draftsAreBuiltWhenAsked() throws {
        let (root, output, report) = try Self.build(drafts: true)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(report.pages == 3)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(SiteFixture.read(output, "plan.html").contains("zebraword"))
        #expect(SiteFixture.read(output, "tags/secret.html").contains("Secret plan"))
        #expect(SiteFixture.read(output, "home.html").contains("href=\"plan.html\""))
    }

    /// A draft that is built says so at its top (as Docusaurus does in its preview); its `draft` key is
    /// not listed among the page's facts, and a published page has no banner.
    @Test func aBuiltDraftCarriesABanner() throws {
        let (root, output, _) = try Self.build(drafts: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = SiteFixture.read(output, "plan.html"), post = SiteFixture.read(output, "post.html")
        #expect(plan.contains("<div class=\"draft-banner\" role=\"note\"><strong>Draft.</strong> This page says <code>draft: true</code>"))
        #expect(post.contains("This page says <code>published: false</code>"))
        #expect(!SiteFixture.read(output, "home.html").contains("draft-banner"))
        for page in [plan, post] {
            #expect(!page.contains(">Draft</") && !page.contains(">draft</") && !page.contains(">published</"),
                    "the key is not shown as a fact of the note")
        }
    }

    /// The preview rebuilds a changed note in place; one that became a draft leaves the site, which
    /// takes a full build, and the result is the cold build's.
    @Test func aNoteThatBecomesADraftLeavesThePreview() throws {
        let (report, served, built) = try ServeRebuildDifferentialTests.rebuildingB(
            a: "---\ntitle: Alpha\n---\nSee [b](b.md).\n",
            b: "---\ntitle: Beta\n---\nBeta text.\n",
            newB: "---\ntitle: Beta\ndraft: true\n---\nBeta text.\n", seed: 11)
        #expect(served == built, "\(built.keys.sorted().filter { served[$0] != built[$0] })")
        #expect(served["b.html"] == nil)
        #expect(report.diagnostics.contains { $0.code == DiagnosticCode.draft })
    }
}

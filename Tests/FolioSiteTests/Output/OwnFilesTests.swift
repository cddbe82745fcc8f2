import Foundation
import Testing
@testable import FolioSite

/// A file of the content folder where Folio would write a page of its own (`robots.txt`, `404.html`, a tag
/// page) is the author's: published as written, with a note, never replaced by the generated one.
@Suite("The content folder's own files")
struct OwnFilesTests {
    static let robots = "User-agent: *\nDisallow: /private/\n"
    static let notFound = "<!doctype html><title>Lost</title><p>Our own 404.</p>\n"
    static let files: [String: String] = [
        "a.md": "---\ntitle: A\ntags: [swift]\n---\n# A\n\nText.\n",
        "robots.txt": robots,
        "404.html": notFound,
        "tags/swift.html": "<p>A hand-made tag page.</p>\n",
        "folio.yml": "title: Site\nbaseURL: https://docs.example.org/\n",
    ]

    @Test func theAuthorsFileIsPublishedWithANote() throws {
        let builds = try WarmAndColdBuilds(files: Self.files)
        defer { builds.remove() }
        let report = try builds.build(into: builds.root.appendingPathComponent("out"))
        let out = builds.root.appendingPathComponent("out")
        #expect(SiteFixture.read(out, "robots.txt") == Self.robots)
        #expect(SiteFixture.read(out, "404.html") == Self.notFound)
        #expect(SiteFixture.read(out, "tags/swift.html") == "<p>A hand-made tag page.</p>\n")
        // What has no file of the author's is generated as before.
        #expect(SiteFixture.read(out, "sitemap.xml").contains("https://docs.example.org/a.html"))
        #expect(SiteFixture.read(out, "tags/index.html").contains("swift"))
        let notes = report.diagnostics.filter { $0.code == DiagnosticCode.ownFile }
        #expect(notes.count == 2, "\(notes.map(\.description))")
        #expect(notes.allSatisfy { $0.severity == .note })
        #expect(notes.contains { $0.file.hasSuffix("robots.txt") && $0.message.contains("Folio writes no robots.txt of its own") })
        #expect(!report.diagnostics.contains { $0.severity == .warning || $0.severity == .error }, "\(report.diagnostics)")
    }

    /// With the build cache, a file of the author's added where a generated one was (and removed again)
    /// gives the cold build's site.
    @Test func warmBuildsFollowTheAuthorsFiles() throws {
        var files = Self.files
        files["robots.txt"] = nil
        files["404.html"] = nil
        let builds = try WarmAndColdBuilds(files: files)
        defer { builds.remove() }
        try builds.build()
        #expect(SiteFixture.read(builds.warm, "robots.txt").hasPrefix("User-agent: *\nAllow: /"))
        let robots = builds.content.appendingPathComponent("robots.txt")
        try Data(Self.robots.utf8).write(to: robots)
        try builds.build()
        #expect(SiteFixture.read(builds.warm, "robots.txt") == Self.robots)
        #expect(try builds.warmIsCold())
        try FileManager.default.removeItem(at: robots)
        try builds.build()
        #expect(SiteFixture.read(builds.warm, "robots.txt").hasPrefix("User-agent: *\nAllow: /"))
        #expect(try builds.warmIsCold())
    }
}

import Foundation
import Testing
@testable import FolioSite

@Suite("Atomic and deterministic output")
struct AtomicBuildTests {
    @Test func twoBuildsAreByteIdentical() throws {
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let a = out.appendingPathComponent("a")
        let b = out.appendingPathComponent("b")
        _ = try SiteFixture.build(into: a) { $0.baseURL = "https://example.org/" }
        _ = try SiteFixture.build(into: b) { $0.baseURL = "https://example.org/"; $0.concurrency = 1 }
        let first = SiteFixture.snapshot(a)
        let second = SiteFixture.snapshot(b)
        #expect(first.count > 10)
        #expect(first.keys.sorted() == second.keys.sorted())
        for (path, data) in first { #expect(second[path] == data, "\(path) differs") }
    }

    @Test func aFailedBuildLeavesThePreviousSiteUntouched() throws {
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let site = out.appendingPathComponent("site")
        _ = try SiteFixture.build(into: site)
        let before = SiteFixture.snapshot(site)
        let builder = SiteBuilder(options: BuildOptions(contentDirectory: SiteFixture.basic, outputDirectory: site.path,
                                                        baseURL: "https://changed.example/"))
        builder.failAfterWrites = 4
        #expect(throws: SiteBuildError.injectedFailure) { _ = try builder.build() }
        #expect(SiteFixture.snapshot(site) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0 != "site" && $0 != ".site.folio-lock" }
        #expect(leftovers.isEmpty, "staging folder removed: \(leftovers)")
        // And a later build replaces it.
        _ = try SiteFixture.build(into: site) { $0.baseURL = "https://changed.example/" }
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("sitemap.xml").path))
    }

    @Test func outputMayNotContainTheContent() throws {
        let parent = URL(fileURLWithPath: SiteFixture.basic).deletingLastPathComponent()
        #expect(throws: SiteBuildError.self) {
            _ = try SiteBuilder(options: BuildOptions(contentDirectory: SiteFixture.basic, outputDirectory: parent.path)).build()
        }
        #expect(throws: SiteBuildError.self) {
            _ = try SiteBuilder(options: BuildOptions(contentDirectory: SiteFixture.basic, outputDirectory: SiteFixture.basic)).build()
        }
    }

    @Test func siteTemplatesOverrideBuiltIns() throws {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("notes"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("Templates"), withIntermediateDirectories: true)
        try Data("title: Overridden\n".utf8).write(to: root.appendingPathComponent("folio.yml"))
        try Data("<main id=\"content\">custom not found for {{site.title}}</main>\n".utf8)
            .write(to: root.appendingPathComponent("Templates/404.mustache"))
        try Data("# Hello\n".utf8).write(to: root.appendingPathComponent("notes/hello.md"))
        let out = root.appendingPathComponent("_site")
        let report = try SiteFixture.build(root.appendingPathComponent("notes").path, into: out)
        #expect(report.pages == 1)
        #expect(SiteFixture.read(out, "404.html").contains("custom not found for Overridden"))
        #expect(SiteFixture.read(out, "hello.html").contains("<h1 id=\"hello\">"))
    }
}

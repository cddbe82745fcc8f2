import Foundation
import Testing
@testable import FolioSite

/// Builds the real seed notes from ../shared/seeds when that folder exists.
@Suite("Seed notes", .enabled(if: SiteFixture.seedsExist, "../shared/seeds not found: seed site tests skipped"))
struct SeedSiteTests {
    @Test func seedSiteBuildsWithEveryQuirk() throws {
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(SiteFixture.seeds, into: out)
        #expect(report.succeeded, "\(report.diagnostics.filter { $0.severity == .error })")
        #expect(report.pages == 5)
        #expect(report.diagrams == 24)
        let names = try FileManager.default.contentsOfDirectory(atPath: SiteFixture.seeds).filter { $0.hasSuffix(".txt") }.sorted()
        #expect(names.count == 5)
        var titles = Set<String>()
        for name in names {
            let page = SiteFixture.read(out, String(name.dropLast(4)) + ".html")
            let source = try String(contentsOfFile: SiteFixture.seeds + "/" + name, encoding: .utf8)
            let mermaidBlocks = source.components(separatedBy: "```mermaid").count - 1
            #expect(page.components(separatedBy: "<figure class=\"diagram").count - 1 == mermaidBlocks, "\(name)")
            #expect(page.contains("application/ld+json"))
            if let title = page.slice(from: "<title>", to: "</title>") { titles.insert(title) }
            if source.contains("license(s): MIT, CC BY 4.0") {
                #expect(page.contains("<meta name=\"author\" content=\"Cong Le\">"))
                #expect(page.contains("data-spdx=\"MIT\"") && page.contains("data-spdx=\"CC-BY-4.0\""))
                #expect(page.contains("\"license\":[\"https://opensource.org/licenses/MIT\",\"https://creativecommons.org/licenses/by/4.0/\"]"))
                #expect(page.contains("<dt>Version</dt><dd>1.0</dd>"))
                #expect(page.contains("\"copyrightNotice\":\"Copyright (c) 2025 Cong Le. All Rights Reserved.\""))
            }
            #expect(!String.withoutAuthorRemoteImages(page).contains("src=\"http"),
                    "\(name) loads from another host (other than the images its author wrote)")
            let ids = page.components(separatedBy: " id=\"").dropFirst().compactMap { $0.split(separator: "\"").first }
            #expect(Set(ids).count == ids.count, "\(name) has duplicate ids")
        }
        #expect(titles.count == 5, "every page title is distinct: \(titles)")
        let messages = report.diagnostics.map(\.description)
        #expect(messages.contains { $0.contains("broken link 'LICENSE'") })
        #expect(messages.contains { $0.contains("broken image './Media/") })
        #expect(messages.contains { $0.contains("mojibake") && $0.contains("004_") })
        #expect(messages.contains { $0.contains("post_url") })
        #expect(SiteFixture.read(out, "004_a249a054d779160a.html").contains("https://gist.github.com/e34b4cf5182224e594a8db368b176961"))
    }

    @Test func strictSeedBuildFails() throws {
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(SiteFixture.seeds, into: out) { $0.strict = true }
        #expect(!report.succeeded)
        #expect(report.diagnostics.contains { $0.severity == .error && $0.message.contains("Media/") })
    }
}

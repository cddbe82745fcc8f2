import Foundation
import Testing
@testable import FolioSite

/// `toc_depth` and Docusaurus' `toc_min_heading_level`/`toc_max_heading_level`, in `folio.yml` and in
/// a page's front matter, choose the heading levels its table of contents lists.
@Suite("Table of contents levels")
struct TOCLevelsTests {
    static func levels(_ values: [String: String], over base: TOCLevels = .standard) -> (TOCLevels, [TOCLevels.Problem]) {
        TOCLevels.reading({ values[$0].map { FrontMatterValue.string($0) } }, over: base)
    }

    @Test func depthIsALastLevelOrARange() {
        #expect(Self.levels([:]).0 == TOCLevels(minimum: 2, maximum: 3))
        #expect(Self.levels(["toc_depth": "4"]).0 == TOCLevels(minimum: 2, maximum: 4))
        #expect(Self.levels(["toc_depth": "2"]).0 == TOCLevels(minimum: 2, maximum: 2))
        // A last level above the first: that level alone.
        #expect(Self.levels(["toc_depth": "1"]).0 == TOCLevels(minimum: 1, maximum: 1))
        #expect(Self.levels(["toc_depth": " 3-5 "]).0 == TOCLevels(minimum: 3, maximum: 5))
        #expect(Self.levels(["toc_depth": "h4"]).0 == TOCLevels(minimum: 2, maximum: 4))
        // A page's depth starts from the site's first level.
        #expect(Self.levels(["toc_depth": "5"], over: TOCLevels(minimum: 3, maximum: 3)).0 == TOCLevels(minimum: 3, maximum: 5))
    }

    @Test func docusaurusKeysSetEachEnd() {
        #expect(Self.levels(["toc_max_heading_level": "5"]).0 == TOCLevels(minimum: 2, maximum: 5))
        #expect(Self.levels(["toc_min_heading_level": "3", "toc_max_heading_level": "4"]).0 == TOCLevels(minimum: 3, maximum: 4))
        #expect(Self.levels(["toc_depth": "2-6", "toc_min_heading_level": "4"]).0 == TOCLevels(minimum: 4, maximum: 6))
    }

    @Test func unreadableValuesKeepTheLevelsAndSaySo() {
        for bad in ["7", "0", "deep", "4-2", "2-", "-3", "2-4-6", ""] {
            let (levels, problems) = Self.levels(["toc_depth": bad])
            #expect(levels == .standard, "\(bad)")
            #expect(problems.map(\.key) == ["toc_depth"], "\(bad)")
            #expect(problems.first?.message.hasSuffix("; listing levels 2 to 3") == true, "\(problems)")
        }
        let (levels, problems) = Self.levels(["toc_min_heading_level": "5", "toc_max_heading_level": "3"])
        #expect(levels == .standard)
        #expect(problems.count == 1 && problems[0].key == "toc_min_heading_level")
        #expect(problems[0].message == "the table of contents' first level (5) is after its last (3); listing levels 2 to 3")
    }

    static let note = "# Reference\n\n## Types\n\n### Point\n\n#### x\n\n#### y\n\n##### Note\n\nText.\n"

    static func entries(_ page: String) -> [String] {
        guard let start = page.range(of: "<nav class=\"toc\""), let end = page.range(of: "</nav>", range: start.upperBound..<page.endIndex) else { return [] }
        return page[start.upperBound..<end.lowerBound].components(separatedBy: "<li class=\"toc-level-").dropFirst()
            .map { String($0.prefix { $0 != "\"" }) + ":" + String($0.split(separator: ">")[2].prefix { $0 != "<" }) }
    }

    @Test func theSiteAndEachPageChooseTheirLevels() throws {
        let content = try NavigationSiteTests.site([
            "folio.yml": "title: Docs\ntoc_depth: 4\n",
            "site.md": Self.note,
            "own.md": "---\ntoc_max_heading_level: 2\n---\n" + Self.note,
            "deep.md": "---\ntoc_depth: 3-5\n---\n" + Self.note,
            "bad.md": "---\ntitle: Bad\ntoc_depth: six\n---\n" + Self.note,
        ])
        let out = SiteFixture.temporaryDirectory()
        defer { for url in [content, out] { try? FileManager.default.removeItem(at: url) } }
        let report = try SiteFixture.build(content.path, into: out)
        #expect(Self.entries(SiteFixture.read(out, "site.html")) == ["2:Types", "3:Point", "4:x", "4:y"])
        // One entry is no table of contents.
        #expect(Self.entries(SiteFixture.read(out, "own.html")).isEmpty)
        #expect(Self.entries(SiteFixture.read(out, "deep.html")) == ["3:Point", "4:x", "4:y", "5:Note"])
        #expect(Self.entries(SiteFixture.read(out, "bad.html")) == ["2:Types", "3:Point", "4:x", "4:y"])
        // Instructions to Folio, not facts about the note: not in its metadata block.
        #expect(!SiteFixture.read(out, "deep.html").contains("toc_depth") && !SiteFixture.read(out, "own.html").contains("toc_max"))
        let warning = try #require(report.diagnostics.first { $0.file.hasSuffix("bad.md") })
        #expect(warning.line == 3 && warning.code == DiagnosticCode.frontMatter)
        #expect(warning.message == "toc_depth must be a heading level from 1 to 6 or a range such as 2-4; listing levels 2 to 4")
        #expect(report.diagnostics.filter { $0.message.contains("toc_") }.count == 1)
    }

    @Test func aSiteValueThatCannotBeReadIsAWarningAtItsLine() throws {
        let content = try NavigationSiteTests.site(["folio.yml": "title: Docs\ntoc_max_heading_level: 9\n", "site.md": Self.note])
        let out = SiteFixture.temporaryDirectory()
        defer { for url in [content, out] { try? FileManager.default.removeItem(at: url) } }
        let report = try SiteFixture.build(content.path, into: out)
        let warning = try #require(report.diagnostics.first { $0.message.contains("toc_max_heading_level") })
        #expect(warning.file.hasSuffix("folio.yml") && warning.line == 2 && warning.code == DiagnosticCode.config)
        #expect(Self.entries(SiteFixture.read(out, "site.html")) == ["2:Types", "3:Point"])
    }
}

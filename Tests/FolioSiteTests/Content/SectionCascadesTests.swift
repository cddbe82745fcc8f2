import Foundation
import Testing
@testable import FolioSite

/// Hugo's `cascade` in a section page: front matter for the section page and every page below it, which a
/// page's own keys and a nearer section's cascade win over; targets narrow it to kinds and paths.
@Suite("Section cascades")
struct SectionCascadesTests {
    static let files: [String: String] = [
        "_index.md": "---\ntitle: Home\ncascade:\n  author: Site Team\n  version: \"1.0\"\n---\n# Home\n\nWelcome.\n",
        "guides/_index.md": """
            ---
            title: Guides
            cascade:
              - author: Guide Team
                license: CC-BY-4.0
              - _target: {kind: page, path: "/guides/deep/**"}
                tags: [deepword]
              - target: {environment: development}
                author: Development Team
            ---
            # Guides

            The guides.

            """,
        "guides/setup.md": "# Setup\n\nText.\n",
        "guides/own.md": "---\nauthor: Ann Writer\n---\n# Own\n\nText.\n",
        "guides/deep/inner.md": "# Inner\n\nText.\n",
        "guidesbook.md": "# Guidesbook\n\nNot under guides/.\n",
    ]

    @Test func pagesTakeWhatTheNearestSectionCascades() throws {
        let site = try BuiltSite(files: Self.files)
        defer { site.remove() }
        #expect(site.problems.isEmpty, "\(site.problems.map(\.description))")
        let page = site.page
        // The nearer section's value wins; the home page's reaches what the section does not say.
        let setup = page("guides/setup.html")
        #expect(setup.contains("Guide Team") && setup.contains("CC-BY-4.0") && setup.contains("1.0"))
        #expect(!setup.contains("Site Team") && !setup.contains("Development Team"), "an environment that is not production")
        // The page's own key wins.
        #expect(page("guides/own.html").contains("Ann Writer") && !page("guides/own.html").contains("Guide Team"))
        // The section page itself takes its cascade; the target reaches pages below guides/deep only.
        let section = page("guides/_index.html")
        #expect(section.contains("Guide Team") && !section.contains("tags/deepword.html"))
        #expect(page("guides/deep/inner.html").contains("tags/deepword.html") && !setup.contains("tags/deepword.html"))
        #expect(page("guidesbook.html").contains("Site Team"))
    }

    @Test func aCascadeFolioCannotFollowWarnsAtItsLineAndIsLeftOut() throws {
        let site = try BuiltSite(files: [
            "a/_index.md": "---\ntitle: A\ncascade: just text\n---\n# A\n",
            "a/page.md": "# Page\n\nText.\n",
            "b/_index.md": "---\ntitle: B\ncascade:\n  - _target: {lang: fr}\n    author: French Team\n  - author: B Team\n---\n# B\n",
            "b/page.md": "# Page\n\nText.\n",
        ])
        defer { site.remove() }
        let warnings = site.warnings, out = site.output
        #expect(warnings.contains { $0.file.hasSuffix("a/_index.md") && $0.line == 3 && $0.message.contains("must be a map") },
                "\(warnings.map(\.description))")
        #expect(warnings.contains { $0.file.hasSuffix("b/_index.md") && $0.line == 3 && $0.message.contains("cascade entry 1")
                    && $0.message.contains("lang") })
        #expect(!SiteFixture.read(out, "b/page.html").contains("French Team") && SiteFixture.read(out, "b/page.html").contains("B Team"))
    }

    /// With the build cache, editing and removing a cascade gives the cold build's site.
    @Test func warmBuildsFollowTheCascades() throws {
        let builds = try WarmAndColdBuilds(files: Self.files)
        defer { builds.remove() }
        let section = builds.content.appendingPathComponent("guides/_index.md")
        try builds.build()
        let original = Self.files["guides/_index.md"]!
        for text in [original.replacingOccurrences(of: "Guide Team", with: "Other Team"),
                     original.replacingOccurrences(of: "The guides.", with: "The guides, edited."),
                     "---\ntitle: Guides\n---\n# Guides\n", original] {
            try Data(text.utf8).write(to: section)
            try builds.build()
            #expect(try builds.warmIsCold(), "\(text)")
        }
        #expect(SiteFixture.read(builds.warm, "guides/setup.html").contains("Guide Team"))
    }

    /// `folio serve`'s rebuild after a section page's cascade changed (or went) is the cold build's site.
    @Test func previewRebuildsFollowTheCascades() throws {
        let builds = try WarmAndColdBuilds(files: Self.files)
        defer { builds.remove() }
        let pipeline = SitePipeline(options: BuildOptions(contentDirectory: builds.content.path,
                                                          outputDirectory: builds.warm.path, quiet: true))
        var generation = builds.root.appendingPathComponent("gen-0")
        _ = try pipeline.fullBuild(into: generation)
        let section = builds.content.appendingPathComponent("guides/_index.md")
        let original = Self.files["guides/_index.md"]!
        for (step, text) in [original.replacingOccurrences(of: "Guide Team", with: "Other Team"),
                             "---\ntitle: Guides\n---\n# Guides\n", original].enumerated() {
            try Data(text.utf8).write(to: section)
            let next = builds.root.appendingPathComponent("gen-\(step + 1)")
            try ServeRebuildDifferentialTests.linkedCopy(of: generation, to: next)
            _ = try pipeline.rebuild(changed: [section.standardizedFileURL.path], into: next)
            generation = next
            #expect(SiteFixture.snapshot(generation) == (try builds.cold()), "step \(step)")
        }
    }

    /// A preview builds everything again when a section page that cascades (or did) changes.
    @Test func aChangedCascadeAsksForAFullPreviewBuild() throws {
        let content = try NavigationSiteTests.site([
            "guides/_index.md": "---\ncascade: {author: A}\n---\n# Guides\n",
            "plain/_index.md": "# Plain\n",
            "guides/setup.md": "# Setup\n",
        ])
        defer { try? FileManager.default.removeItem(at: content) }
        let path = content.path
        #expect(SectionCascades.changedCascade(in: ["guides/_index.md"], content: path, cascading: []) == "guides/_index.md")
        #expect(SectionCascades.changedCascade(in: ["plain/_index.md"], content: path, cascading: []) == nil)
        #expect(SectionCascades.changedCascade(in: ["plain/_index.md"], content: path, cascading: ["plain"]) == "plain/_index.md",
                "a cascade removed")
        #expect(SectionCascades.changedCascade(in: ["guides/setup.md"], content: path, cascading: ["guides"]) == nil)
    }

    @Test func sectionPagesAreFoundByTheirName() {
        #expect(SectionCascades.isSectionPage("_index.md") && SectionCascades.isSectionPage("a/b/_index.markdown"))
        #expect(!SectionCascades.isSectionPage("a/my_index.md") && !SectionCascades.isSectionPage("index.md"))
        #expect(!SectionCascades.isSectionPage("a/_index.md/x.md"))
    }

    @Test func fillingKeepsThePagesKeysAndFillsItsMaps() {
        let page: [(key: String, value: FrontMatterValue)] = [("Params", .map([("color", .string("blue"))])), ("tags", .list([.string("own")]))]
        let cascade: [(key: String, value: FrontMatterValue)] = [
            ("params", .map([("color", .string("red")), ("size", .string("big"))])),
            ("tags", .list([.string("shared")])), ("author", .string("A")),
        ]
        let filled = FrontMatterDefaults.filled(page, from: cascade)
        #expect(filled.map(\.key) == ["Params", "tags", "author"])
        #expect(filled[0].value == .map([("color", .string("blue")), ("size", .string("big"))]))
        #expect(filled[1].value == .list([.string("own")]))
    }
}

/// Hugo's target globs: `*` and `?` within a part, `**` across parts, `{a,b}` and `[…]` sets, without case.
@Suite struct PathGlobTests {
    @Test func matchesHugosTargetPatterns() throws {
        let articles = try #require(PathGlob("{/articles,/articles/**}"))
        #expect(articles.matches("/articles") && articles.matches("/Articles/a/b") && articles.matches("/articles/x"))
        #expect(!articles.matches("/articlesx") && !articles.matches("/blog/articles"))
        let one = try #require(PathGlob("/docs/*"))
        #expect(one.matches("/docs/a") && !one.matches("/docs/a/b") && one.matches("/docs/"))
        #expect(try #require(PathGlob("/p?ge")).matches("/page") && !(try #require(PathGlob("/p?ge")).matches("/p/ge")))
        let set = try #require(PathGlob("/v[0-9]/[!x]*"))
        #expect(set.matches("/v1/abc") && !set.matches("/va/abc") && !set.matches("/v1/xbc"))
        #expect(try #require(PathGlob("{page,section}")).matches("section"))
        #expect(try #require(PathGlob("/a/{b,{c,d}}/e")).matches("/a/d/e"))
        #expect(PathGlob("/a/{b,c") == nil && PathGlob("/a/[bc") == nil)
        #expect(try #require(PathGlob("**")).matches("/any/thing"))
        #expect(try #require(PathGlob("/a/[z-a]")).matches("/a/z") && !(try #require(PathGlob("/a/[z-a]")).matches("/a/m")), "a reversed range is its characters")
    }

    /// A hostile pattern (stars between letters that never match) costs its length times the text's.
    @Test func manyStarsDoNotSearchForever() throws {
        let hostile = try #require(PathGlob(String(repeating: "*a", count: 40) + "b"))
        #expect(!hostile.matches("/" + String(repeating: "a", count: 400)))
        let crossing = try #require(PathGlob(String(repeating: "**a", count: 40) + "b"))
        #expect(!crossing.matches(String(repeating: "a/", count: 200)))
    }

    /// Random patterns and paths against the same pattern as a regular expression.
    @Test func agreesWithARegularExpressionOnRandomPatterns() throws {
        var numbers = SeededNumbers(seed: 109)
        let pieces = ["a", "b", "/", "*", "**", "?", "[ab]", "[!a]", "[a-c]", "."]
        for _ in 0..<2_000 {
            // Two star pieces side by side would read as one `**` (or `***`): never generated.
            var tokens: [String] = []
            for _ in 0..<(1 + numbers.next(6)) {
                let piece = pieces[numbers.next(pieces.count)]
                if !(piece.hasPrefix("*") && tokens.last?.hasSuffix("*") == true) { tokens.append(piece) }
            }
            let pattern = tokens.joined()
            var regex = "^"
            for token in tokens {
                switch token {
                case "*": regex += "[^/]*"
                case "**": regex += ".*"
                case "?": regex += "[^/]"
                case "[ab]": regex += "[ab]"
                case "[!a]": regex += "[^a/]"
                case "[a-c]": regex += "[a-c]"
                case ".": regex += "\\."
                default: regex += token
                }
            }
            let expression = try NSRegularExpression(pattern: regex + "$")
            let glob = try #require(PathGlob(pattern))
            for _ in 0..<5 {
                let text = String((0..<numbers.next(8)).map { _ in Array("ab/c.")[numbers.next(5)] })
                let expected = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
                #expect(glob.matches(text) == expected, "\(pattern) against \(text)")
            }
        }
    }
}

import Foundation
import Testing
@testable import FolioSite

/// Obsidian's wikilinks: the syntax (`[[target#heading|alias]]`, `![[embed]]`), which file a name
/// resolves to, the links, images, audio and warnings a built page gets, what stays text (code, escapes,
/// link text), titles and summaries, `markdown.wikilinks: false`, and the lookups the caches check.
@Suite("Wikilinks")
struct WikiLinksTests {
    @Test func syntax() {
        let links = WikiLinkSyntax.links(in: "a [[Note]] b ![[pic.png|300]] [[Guide#Step Two|the step]] [[#Local]] [[x#^blk]]")
        #expect(links.map(\.target) == ["Note", "pic.png", "Guide", "", "x"])
        #expect(links.map(\.isEmbed) == [false, true, false, false, false])
        #expect(links.map(\.heading) == [nil, nil, "Step Two", "Local", "^blk"])
        #expect(links.map(\.alias) == [nil, "300", "the step", nil, nil])
        #expect(links.map(\.shownText) == ["Note", "300", "the step", "Local", "x"])
        #expect(links[0].range == 2..<10 && links[1].range == 13..<29, "an embed's range holds its `!`")
        #expect(WikiLinkSyntax.links(in: "[[A#B#C]]").first?.heading == "C", "the last heading of a chain")
        #expect(WikiLinkSyntax.links(in: "[[  spaced  |  alias ]]").first.map { ($0.target, $0.alias) } ?? ("", nil) == ("spaced", "alias"))
        #expect(WikiLinkSyntax.links(in: "[[a [[b]]").map(\.target) == ["b"], "a `[` inside starts over")
        for text in ["[[]]", "[[ ]]", "[[|x]]", "[[a\nb]]", "[[a]", "[a]]", "[[a]b]]", "no links", "[[#]]", ""] {
            #expect(WikiLinkSyntax.links(in: text).isEmpty, "\(text.debugDescription)")
        }
        #expect(WikiLinkSyntax.shownText(of: "See [[Note|the note]] and [[A#B]].") == "See the note and A > B.")
        #expect(WikiLinkSyntax.shownText(of: "Nothing [here]") == nil)
        #expect(WikiLinks.size("300")! == (300, nil) && WikiLinks.size("300x200")! == (300, 200))
        #expect(WikiLinks.size("a picture") == nil && WikiLinks.size("0") == nil && WikiLinks.size("3x") == nil)
    }

    /// The shown text is never longer than the link (titles are reduced in a buffer of the text's length).
    @Test func shownTextIsNeverLonger() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["[[", "]]", "#", "|", "^", "a", " ", "!", "x y", "[", "]"]
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...10, using: &generator) { text += pieces.randomElement(using: &generator)! }
            for link in WikiLinkSyntax.links(in: text) { #expect(link.shownText.utf8.count <= link.range.count, "\(text)") }
            #expect(InlinePlainText.reduce(text).utf8.count <= text.utf8.count)
        }
    }

    @Test func resolutionFollowsObsidian() throws {
        let plan = SitePlan(pages: ["index.md", "a/Dup.md", "b/Dup.md", "b/c/Deep.md", "x/Deep.md", "Guide Book.md", "b/Here.md",
                                    "a/Here.md", "top/Here.md"].map(Self.summary),
                            assets: ["img/pic.png", "img/Notes.md.bak"])
        let targets = plan.wikiLinkTargets
        func resolve(_ target: String, from source: String = "index.md") -> String? {
            targets.resolve(target, from: source, in: plan)?.contentPath
        }
        #expect(resolve("guide book") == "Guide Book.md", "case is ignored")
        #expect(resolve("Guide Book.md") == "Guide Book.md")
        #expect(resolve("pic.png") == "img/pic.png", "assets by file name")
        #expect(resolve("Pic") == nil, "an asset needs its extension")
        #expect(resolve("Deep") == "x/Deep.md", "nearest the content folder")
        #expect(resolve("c/Deep") == "b/c/Deep.md" && resolve("b/c/deep.md") == "b/c/Deep.md", "a path's ending")
        #expect(resolve("/x/Deep") == "x/Deep.md")
        #expect(resolve("../x/Deep", from: "b/Here.md") == "x/Deep.md", "`../` from the note's folder")
        #expect(resolve("./c/Deep", from: "b/Here.md") == "b/c/Deep.md")
        #expect(resolve("../../../x", from: "b/Here.md") == nil)
        #expect(resolve("Here", from: "a/Dup.md") == "a/Here.md", "the note's own folder first")
        #expect(resolve("Here", from: "b/c/Deep.md") == "a/Here.md", "then the shallowest, then path order")
        #expect(targets.resolve("Dup", from: "index.md", in: plan)?.others == ["b/Dup.md"])
        #expect(resolve("e/Deep") == nil && resolve("Nothing") == nil)
    }

    /// Obsidian's `aliases` are other names of a note: a wikilink that names no file finds the note
    /// whose alias it is (a file of that name wins); path-like aliases (Hugo's old URLs) are no names.
    @Test func aliasesAreOtherNamesOfANote() throws {
        func page(_ path: String, _ yaml: String) -> PageSummary {
            let (matter, _) = FrontMatterParser.split("---\n" + yaml + "\n---\nbody\n")
            var summary = Self.summary(path)
            summary.frontMatter = matter
            return summary
        }
        let plan = SitePlan(pages: [page("ai.md", "aliases: [AI, Artificial Intelligence, /old/ai/]"),
                                    page("notes/ml.md", "alias: Machine learning"), page("b/twice.md", "aliases: [Both]"),
                                    page("a/twice.md", "aliases: [both]"), page("Setup.md", "title: Setup"),
                                    page("other.md", "aliases: [Setup]")],
                            assets: [])
        func resolve(_ target: String) -> WikiLinkTargets.Resolution? {
            plan.wikiLinkTargets.resolve(target, from: "index.md", in: plan)
        }
        #expect(resolve("artificial intelligence")?.contentPath == "ai.md", "case is ignored")
        #expect(resolve("Machine Learning")?.contentPath == "notes/ml.md", "`alias:` too")
        #expect(resolve("Setup")?.contentPath == "Setup.md", "a file of that name wins over an alias")
        #expect(resolve("old") == nil && resolve("/old/ai/") == nil, "a path is no name")
        #expect(resolve("Both")?.contentPath == "a/twice.md" && resolve("Both")?.others == ["b/twice.md"], "path order, the others warned")
        #expect(resolve("nobody") == nil)
    }

    @Test func aBuiltPageLinksEmbedsAndWarns() throws {
        let (pages, report) = try Self.build([
            "home.md": """
            # Home

            See [[Setup]], [[Install Guide#Step Two|the second step]], [[guides/deep/Notes]] and [[#Local Part]].
            Not [[Missing]], \\[\\[Escaped]], `[[code]]` or [text [[Setup]]](https://example.org).
            ![[pic.png|200]] ![[pic.png|A picture]] ![[song.mp3]] ![[clip.mp4]] ![[Setup]] [[Setup#^abc]] [[Dup]]

            | Cell | Other |
            |---|---|
            | [[Setup\\|table alias]] | x |

            ## Local Part

            Done [[Setup]]:tada:

            ```
            [[Setup]]
            ```
            """,
            "guides/Setup.md": "# Setup\n\nBack [[home]]. ^abc\n",
            "guides/Install Guide.md": "# Install Guide\n\n## Step Two\n",
            "guides/deep/Notes.md": "# Notes\n",
            "a/Dup.md": "# A\n", "b/Dup.md": "# B\n",
            "img/pic.png": "PNG", "media/song.mp3": "ID3", "media/clip.mp4": "MP4",
        ])
        let home = pages("home.html")
        #expect(home.contains("<p>See <a href=\"guides/Setup.html\">Setup</a>, <a href=\"guides/Install-Guide.html#step-two\">the second step</a>, <a href=\"guides/deep/Notes.html\">guides/deep/Notes</a> and <a href=\"#local-part\">Local Part</a>."))
        #expect(home.contains("Not Missing, [[Escaped]], <code>[[code]]</code> or <a href=\"https://example.org\">text [[Setup]]</a>."))
        #expect(home.contains("<img src=\"img/pic.png\" alt=\"pic.png\" width=\"200\">"))
        #expect(home.contains("<img src=\"img/pic.png\" alt=\"A picture\" />"))
        #expect(home.contains("<audio controls preload=\"metadata\" src=\"media/song.mp3\" title=\"song.mp3\"><a href=\"media/song.mp3\">song.mp3</a></audio>"))
        #expect(home.contains("<video controls preload=\"metadata\" src=\"media/clip.mp4\""))
        #expect(home.contains("<a href=\"guides/Setup.html\">Setup</a> <a href=\"guides/Setup.html#%5Eabc\">Setup</a> <a href=\"a/Dup.html\">Dup</a>"))
        #expect(home.contains("<td><a href=\"guides/Setup.html\">table alias</a></td>"))
        #expect(home.contains("Done <a href=\"guides/Setup.html\">Setup</a>🎉"), "shortcodes after a link still become emoji")
        #expect(home.contains("<code>[[Setup]]\n</code>"))
        #expect(pages("guides/Setup.html").contains("<p id=\"^abc\">Back <a href=\"../home.html\">home</a>.</p>"))
        let warnings = report.diagnostics.filter { $0.file.hasSuffix("home.md") }.map { "\($0.line):\($0.column) \($0.message)" }
        #expect(warnings == [
            "4:5 broken wikilink '[[Missing]]' (no note or file named 'Missing' in the content folder)",
            "5:69 '![[Setup]]' embeds a note where Folio links to it (a note embedded alone on its line, not in a note that is itself embedded, is replaced by its text)",
            "5:95 wikilink '[[Dup]]' matches 2 files (a/Dup.md, b/Dup.md); it links to a/Dup.md: write its folder (`[[folder/Dup]]`) to choose",
        ])
        #expect(report.diagnostics.allSatisfy { $0.code == DiagnosticCode.brokenLink })
    }

    /// `![[manual.pdf]]` is the browser's PDF viewer with its link inside; `#page=3` and `#height=400`
    /// (Obsidian's forms) open a page and size it; an alias names it.
    @Test func aPDFIsEmbedded() throws {
        let (pages, report) = try Self.build([
            "home.md": "# Home\n\n![[manual.pdf]]\n\n![[manual.pdf#page=3&height=400|The manual]]\n\n![[manual.pdf#page=x&height=-2]]\n",
            "docs/manual.pdf": "%PDF-1.4",
        ])
        let home = pages("home.html")
        #expect(home.contains("<p><object class=\"embedded-pdf\" data=\"docs/manual.pdf\" type=\"application/pdf\" title=\"manual.pdf\"><a href=\"docs/manual.pdf\">manual.pdf</a></object></p>"))
        #expect(home.contains("<object class=\"embedded-pdf\" data=\"docs/manual.pdf#page=3\" type=\"application/pdf\" title=\"The manual\" style=\"height: 400px\"><a href=\"docs/manual.pdf\">The manual</a></object>"))
        #expect(home.components(separatedBy: "data=\"docs/manual.pdf\" type").count == 3, "options that are not numbers are ignored")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(WikiLinks.pdfOptions("height=300 & page=2") == (2, 300) && WikiLinks.pdfOptions(nil) == (nil, nil))
    }

    @Test func aMissingHeadingIsCheckedOnTheOtherPage() throws {
        let (_, report) = try Self.build(["home.md": "# Home\n\nSee [[Other#Nowhere]].\n", "Other.md": "# Other\n"])
        let broken = try #require(report.diagnostics.first { $0.file.hasSuffix("home.md") })
        #expect(broken.line == 3 && broken.column == 5, "the wikilink's own place: \(broken)")
        #expect(broken.message.contains("#nowhere"), "\(broken.message)")
    }

    @Test func titlesSummariesAndTheSwitch() throws {
        let files = ["home.md": "# About [[Other|the other]]\n\nSee [[Other]] and [[Other#Part]].\n", "Other.md": "# Other\n"]
        let (pages, _) = try Self.build(files)
        #expect(pages("home.html").contains("<title>About the other"))
        #expect(pages("index.html").contains("See Other and Other &gt; Part."), "the listing's summary")
        let (plain, report) = try Self.build(files.merging(["folio.yml": "markdown:\n  wikilinks: false\n"]) { $1 })
        #expect(plain("home.html").contains("<p>See [[Other]] and [[Other#Part]].</p>"))
        #expect(report.diagnostics.isEmpty)
    }

    @Test func lookupsHoldUntilTheNameMeansAnotherFile() throws {
        let site = try PageKeysTests.KeyedSite()
        try site.write("---\ntitle: Gamma\n---\nSee [[Target]] and [[Later]].\n", to: "content/gamma.md")
        try site.write("# Target\n", to: "content/a/Target.md")
        let lookups = try site.lookups(of: "gamma.md")
        #expect(lookups.wikiLinks.map(\.answer) == [["a/Target.md"], nil])
        #expect(lookups.hold(in: try site.loaded().plan))
        try site.write("# Later\n", to: "content/Later.md")
        #expect(!lookups.hold(in: try site.loaded().plan), "the broken link's name now names a note")
        let later = try site.lookups(of: "gamma.md")
        try site.write("# Nearer\n", to: "content/Target.md")
        #expect(!later.hold(in: try site.loaded().plan), "a nearer file of the same name wins")
    }

    /// The build cache takes a kept body only while its wikilinks name the same files: a note added
    /// under a broken link's name, and a nearer file of a linked name, render the linking page again.
    @Test func aWarmBuildFollowsWhatTheNamesMean() throws {
        let site = try BuildCacheSite(seed: 7, notes: 2)
        try site.write("# Linker\n\nSee [[Target]] and [[Later|later]].\n", to: "content/linker.md")
        try site.write("# Target\n", to: "content/deep/Target.md")
        _ = try SiteBuilder(options: site.options(output: site.warmOutput, cached: true)).build()
        for (step, file) in [(1, "content/Later.md"), (2, "content/Target.md")] {
            try site.write("# New \(step)\n", to: file)
            let warm = try SiteBuilder(options: site.options(output: site.warmOutput, cached: true)).build()
            let cold = site.root.appendingPathComponent("cold-\(step)")
            _ = try SiteBuilder(options: site.options(output: cold, cached: false)).build()
            let warmPage = SiteFixture.read(site.warmOutput, "linker.html"), coldPage = SiteFixture.read(cold, "linker.html")
            #expect(warmPage == coldPage, "step \(step): the warm page is the cold one")
            #expect(warm.reusedBodies > 0, "step \(step): the cache still takes the bodies whose names hold")
        }
        let page = SiteFixture.read(site.warmOutput, "linker.html")
        #expect(page.contains("<a href=\"Target.html\">Target</a> and <a href=\"Later.html\">later</a>"))
    }

    // MARK: Helpers

    static func summary(_ path: String) -> PageSummary {
        PageSummary(sourcePath: path, outputPath: String(path.dropLast(3)) + ".html", frontMatter: FrontMatter(), title: path,
                    baseTitle: path, firstH1: nil, firstH2: nil, summary: "", date: nil, created: nil, updated: nil, authors: [],
                    version: nil, copyright: nil, licenses: [], tags: [], categories: [], diagramCount: 0, diagnostics: [])
    }

    /// Builds `files` and returns a reader of the built pages' `<article>` (or whole file for listings).
    static func build(_ files: [String: String]) throws -> (pages: (String) -> String, report: BuildReport) {
        let content = try NavigationSiteTests.site(files)
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        var pages: [String: String] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: out.path)?.allObjects ?? [] where path.hasSuffix(".html") {
            pages[path] = SiteFixture.read(out, path)
        }
        return ({ pages[$0] ?? "" }, report)
    }
}

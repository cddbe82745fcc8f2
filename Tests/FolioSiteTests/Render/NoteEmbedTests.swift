import Foundation
import Testing
@testable import FolioSite

/// Obsidian's `![[Note]]` and `![[Note#Heading]]` alone on a line put the note's text, or its section's,
/// into the page; an embed inside a sentence, of a file, of a draft or of a missing heading still links.
@Suite struct NoteEmbedTests {
    @Test func anEmbedAloneOnItsLine() {
        #expect(NoteEmbed.alone(in: "![[Setup]]") == NoteEmbed(target: "Setup", heading: nil, indent: "", column: 1))
        #expect(NoteEmbed.alone(in: "  ![[guides/Setup#Step Two|alias]]  ")
                == NoteEmbed(target: "guides/Setup", heading: "Step Two", indent: "  ", column: 3))
        #expect(NoteEmbed.alone(in: "![[Setup#^block]]") == NoteEmbed(target: "Setup", heading: "^block", indent: "", column: 1),
                "a block (BlockReferencesTests)")
        for line in ["See ![[Setup]]", "![[Setup]] and more", "[[Setup]]", "![[#Local]]", "![[a]]![[b]]"] {
            #expect(NoteEmbed.alone(in: Substring(line)) == nil, "\(line)")
        }
    }

    @Test func aSectionRunsToTheNextHeadingOfItsLevelOrHigher() {
        let text = "# Title\n\nIntro.\n\n## Step Two ##\n\nDo it.\n\n### Detail\n\nMore.\n\n```\n## not a heading\n```\n\n## Next\n\nLater.\n"
        #expect(NoteEmbed.section("Step Two", in: text).map { [$0.from, $0.to] } == [5, 16])
        #expect(NoteEmbed.section("step two", in: text).map { [$0.from, $0.to] } == [5, 16], "matched by id, as links are")
        #expect(NoteEmbed.section("Next", in: text).map { [$0.from, $0.to] } == [17, 19], "to the last line with text")
        #expect(NoteEmbed.section("Missing", in: text) == nil)
        #expect(NoteEmbed.section("not a heading", in: text) == nil, "a fenced block holds no heading")
    }

    @Test func aNoteIsEmbeddedWholeOrBySection() throws {
        let home = """
            # Home

            ![[Setup]]

            ![[Install Guide#Step Two]]

            Inline ![[Setup]] links.

            ![[pic.png]]

            ![[Install Guide#Nowhere]]

            ![[Secret]]
            """
        let (pages, report) = try WikiLinksTests.build([
            "home.md": home,
            "guides/Setup.md": "---\ntags: [x]\n---\n# Setup\n\nRun [[Install Guide]] first.\n\n![[Secret]]\n",
            "guides/Install Guide.md": "# Install Guide\n\n## Step One\n\nFirst.\n\n## Step Two\n\nSecond, [broken](missing.md).\n\n## Step Three\n\nThird.\n",
            "Secret.md": "---\ndraft: true\n---\nHidden text.\n",
            "pic.png": "PNG",
        ])
        let html = pages("home.html")
        #expect(html.contains("<h1 id=\"setup\">Setup"), "the whole note, its heading too: \(html)")
        #expect(html.contains("Run <a href=\"guides/Install-Guide.html\">Install Guide</a> first."), "its wikilinks resolve from this page")
        #expect(!html.contains("tags: [x]"), "its front matter is left out")
        #expect(html.contains("<h2 id=\"step-two\">Step Two") && html.contains("Second,"), "the section")
        #expect(!html.contains("First.") && !html.contains("Third."), "and nothing else of that note")
        #expect(html.contains("Inline <a href=\"guides/Setup.html\">Setup</a> links."), "an embed in a sentence links")
        #expect(html.contains("<img src=\"pic.png\""), "a file's embed is still the file")
        #expect(html.contains("href=\"guides/Install-Guide.html#nowhere\""), "a missing section links to the note")
        #expect(!html.contains("Hidden text."), "a draft is never embedded")
        let problems = report.diagnostics.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column) \($0.message)" }
        #expect(problems.contains { $0.hasPrefix("Install Guide.md:9:9 broken link 'missing.md'") }, "\(problems)")
        #expect(problems.contains { $0.hasPrefix("Setup.md:8:1 broken wikilink '![[Secret]]'") || $0.hasPrefix("Setup.md:8:1") },
                "an embed inside an embedded note is reported at its own line: \(problems)")
    }
}

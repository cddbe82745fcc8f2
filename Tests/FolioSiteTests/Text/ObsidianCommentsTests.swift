import Foundation
import Testing
@testable import FolioSite

/// Obsidian's `%%comments%%`: left out of the page, its summary and search, on one line or over many,
/// kept in code; line numbers unchanged; an unclosed one hides the rest and warns; `markdown.comments: false`.
@Suite("Obsidian comments")
struct ObsidianCommentsTests {
    @Test func removedOutsideCodeWithLinesKept() {
        func strip(_ text: String) -> String { ObsidianComments.strip(text).text }
        #expect(strip("Ship it %%ask legal%% today.") == "Ship it  today.")
        #expect(strip("a %%one%% b %%two%% c") == "a  b  c")
        #expect(strip("before\n%%\nhidden\n\nstill hidden\n%%\nafter") == "before\n\n\n\n\n\nafter", "every line break stays")
        #expect(strip("Use `%%d` in printf %%not this%%.") == "Use `%%d` in printf .")
        #expect(strip("``a %% ` b`` %%x%%") == "``a %% ` b`` ")
        #expect(strip("```mermaid\n%% a Mermaid comment\nflowchart LR\n```\n%%gone%%") == "```mermaid\n%% a Mermaid comment\nflowchart LR\n```\n")
        #expect(strip("> ```\n> %%code%%\n> ```\n") == "> ```\n> %%code%%\n> ```\n", "a fence in a quote")
        #expect(strip("%%\n```\ncode in a comment\n```\n%% shown") == "\n\n\n\n shown", "a fence inside a comment is hidden with it")
        #expect(strip("100% sure, 50 % off") == "100% sure, 50 % off")
        let same = "No comments here."
        #expect(strip(same) == same)
    }

    @Test func mdxCommentsGoTheSameWay() {
        func strip(_ text: String) -> String { ObsidianComments.strip(text).text }
        #expect(strip("Hi {/* a remark */} there.") == "Hi  there.")
        #expect(strip("a\n{/*\nhidden %% too\n*/}\nb") == "a\n\n\n\nb", "every line break stays")
        #expect(strip("Keep `{/* code */}` {/*x*/}.") == "Keep `{/* code */}` .")
        #expect(strip("```jsx\n{/* JSX */}\n```\n") == "```jsx\n{/* JSX */}\n```\n")
        #expect(strip("%% hides {/* and */} %% shown") == " shown", "a mark inside the other kind is part of it")
        #expect(strip("{/* hides %% */} shown %%x%%") == " shown ")
        #expect(strip("A set {a, b} and /* C */ stay.") == "A set {a, b} and /* C */ stay.")
        let (text, unclosed) = ObsidianComments.strip("Shown.\nEnd {/* open\nmore\n")
        #expect(text == "Shown.\nEnd \n\n")
        #expect(unclosed.map { "\($0.line):\($0.column) \($0.mark)" } == "2:5 {/*")
    }

    @Test func anUnclosedCommentHidesTheRestAndSaysWhere() {
        let (text, unclosed) = ObsidianComments.strip("Shown.\nAlso %%private\nnotes\n")
        #expect(text == "Shown.\nAlso \n\n")
        #expect(unclosed.map { [$0.line, $0.column] } == [2, 6])
        #expect(ObsidianComments.strip("a %%b%% c").unclosed == nil)
    }

    /// Random texts: the line count never changes, and what is kept is a subsequence of the text.
    @Test func linesNeverMove() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["%%", "%", "`", "```", "\n", "a", " ", ">", "~~~", "x y"]
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...14, using: &generator) { text += pieces.randomElement(using: &generator)! }
            let stripped = ObsidianComments.strip(text).text
            #expect(stripped.filter { $0 == "\n" }.count == text.filter { $0 == "\n" }.count, "\(text.debugDescription)")
            var rest = Substring(text)
            for character in stripped {
                guard let found = rest.firstIndex(of: character) else { Issue.record("\(text.debugDescription)"); break }
                rest = rest[rest.index(after: found)...]
            }
        }
    }

    @Test func aBuiltSiteShowsNoComment() throws {
        let files = ["home.md": """
            # Home %%draft title%%

            Intro for readers. %%Ask legal before publishing.%%

            %%
            A whole block of notes to self.

            - even a list
            %%

            ```
            printf("%%d")
            ```

            Last line [broken](nowhere.md).
            """]
        let (pages, report) = try WikiLinksTests.build(files)
        let home = pages("home.html"), index = pages("index.html")
        for secret in ["legal", "draft title", "notes to self", "even a list"] {
            #expect(!home.contains(secret) && !index.contains(secret), "\(secret)")
        }
        #expect(home.contains("<p>Intro for readers.</p>"))
        #expect(home.contains("printf(&quot;%%d&quot;)"))
        #expect(index.contains("Intro for readers."), "the summary without the comment")
        let broken = try #require(report.diagnostics.first { $0.code == DiagnosticCode.brokenLink })
        #expect(broken.line == 15 && broken.column == 11, "positions after a comment are the file's: \(broken)")
        let (shown, _) = try WikiLinksTests.build(files.merging(["folio.yml": "markdown:\n  comments: false\n"]) { $1 })
        #expect(shown("home.html").contains("Ask legal before publishing."))
    }

    @Test func anUnclosedCommentIsAWarningAtItsPlace() throws {
        let (pages, report) = try WikiLinksTests.build(["home.md": "# Home\n\nShown. %%private\n\nhidden too\n"])
        #expect(!pages("home.html").contains("private") && !pages("home.html").contains("hidden too"))
        let warning = try #require(report.diagnostics.first { $0.code == DiagnosticCode.comment })
        #expect(warning.line == 3 && warning.column == 8 && warning.sourceLine == "Shown. %%private")
    }

    /// `==marked==` (Obsidian's highlight, MkDocs' pymdownx.mark) in a built page, its title and summary.
    @Test func highlightsInABuiltSite() throws {
        let files = ["home.md": "# Release ==notes==\n\nRead ==this *first*== and keep a == b.\n"]
        let (pages, report) = try WikiLinksTests.build(files)
        #expect(report.diagnostics.isEmpty)
        #expect(pages("home.html").contains("<p>Read <mark>this <em>first</em></mark> and keep a == b.</p>"))
        #expect(pages("home.html").contains("<title>Release notes"))
        #expect(pages("index.html").contains("Read this first and keep a == b."))
        let (plain, _) = try WikiLinksTests.build(files.merging(["folio.yml": "markdown:\n  mark: false\n"]) { $1 })
        #expect(plain("home.html").contains("<p>Read ==this <em>first</em>== and keep a == b.</p>"))
    }
}

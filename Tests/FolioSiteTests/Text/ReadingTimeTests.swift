import Foundation
import Testing
@testable import FolioSite

/// Word counts and reading times of rendered bodies (`reading_time` in folio.yml).
@Suite("Reading time")
struct ReadingTimeTests {
    @Test func wordsAreRunsBetweenSpacesAcrossInlineTagsAndEntities() {
        let count = ReadingTime(bodyHTML: "<p>One <em>two</em> well-known e.g. don&#39;t <a href=\"x y z\">link</a>text — 42.</p>\n<ul>\n<li>a</li>\n</ul>")
        // One, two, well-known, e.g., don't, linktext, 42., a (the dash alone is no word).
        #expect(count.words == 8)
        #expect(count.ideographs == 0)
        #expect(count.minutes == 1)
    }

    @Test func codeDiagramsFormulasScriptsAndCommentsAreNotRead() {
        let html = """
        <p>Before</p>
        <pre><code class="language-swift">let a = b + c // many words here</code></pre>
        <figure class="diagram"><svg viewBox="0 0 1 1"><svg><text>Inner</text></svg><text>Node label</text></svg>
        <details><summary>Diagram source</summary><pre><code>flowchart LR\nA --> B</code></pre></details></figure>
        <p><math><mi>x</mi><mo>=</mo><mn>2</mn></math> after <!-- a comment of words --> <script>var x = 'words'</script>end</p>
        <svg/> <p>last</p>
        """
        // Before, Diagram, source, after, end, last.
        #expect(ReadingTime(bodyHTML: html).words == 6)
    }

    @Test func chineseAndJapaneseCountEachCharacter() {
        let count = ReadingTime(bodyHTML: "<p>漢字とかな、カタカナ。Swift 语言</p>")
        #expect(count.ideographs == 11)
        #expect(count.words == 1)
        #expect(count.wordCount == 12)
    }

    @Test func minutesRoundUpAtTwoHundredWordsAMinute() {
        #expect(ReadingTime(words: 0, ideographs: 0).minutes == 1)
        #expect(ReadingTime(words: 200, ideographs: 0).minutes == 1)
        #expect(ReadingTime(words: 201, ideographs: 0).minutes == 2)
        #expect(ReadingTime(words: 1000, ideographs: 0).minutes == 5)
        #expect(ReadingTime(words: 100, ideographs: 250).minutes == 1)
        #expect(ReadingTime(words: 0, ideographs: 1001).minutes == 3)
    }

    @Test func aNoteMayHideItsTimeOrGiveItsOwn() {
        #expect(ReadingTime.Override(written: .string("false")) == .hidden)
        #expect(ReadingTime.Override(written: .string("15")) == .minutes(15))
        #expect(ReadingTime.Override(written: .string("true")) == .counted)
        #expect(ReadingTime.Override(written: .string("-3")) == .counted)
    }

    @Test func unfinishedMarkupEndsTheCount() {
        #expect(ReadingTime(bodyHTML: "<p>one two <pre>never closed").words == 2)
        #expect(ReadingTime(bodyHTML: "word <a href=\"unterminated").words == 1)
        #expect(ReadingTime(bodyHTML: "a &amp b &").words == 3)
        #expect(ReadingTime(bodyHTML: "\u{FFFD}\u{1F600} end").words == 2)
    }

    @Test func aSiteShowsReadingTimesWhenAsked() throws {
        let words = Array(repeating: "word", count: 450).joined(separator: " ")
        let content = try NavigationSiteTests.site([
            "long.md": "# Long\n\n\(words)\n\n```swift\n\(words)\n```\n",
            "own.md": "---\nreadtime: 12\n---\n# Own\n\nShort.\n",
            "hidden.md": "---\nreading_time: false\n---\n# Hidden\n\nShort.\n",
            "folio.yml": "title: Times\nreading_time: true\n",
        ])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        let long = SiteFixture.read(out, "long.html")
        #expect(long.contains("<div class=\"meta-reading-time\"><dt>Reading time</dt><dd>3 min</dd></div>"))
        #expect(long.contains("\"wordCount\":451,\"timeRequired\":\"PT3M\""))
        #expect(SiteFixture.read(out, "own.html").contains("<dd>12 min</dd>"))
        #expect(SiteFixture.read(out, "own.html").contains("\"timeRequired\":\"PT12M\""))
        let hidden = SiteFixture.read(out, "hidden.html")
        #expect(!hidden.contains("meta-reading-time") && !hidden.contains("timeRequired"))
        #expect(!SiteFixture.read(out, "own.html").contains("<dt>readtime</dt>"))
        #expect(!report.diagnostics.contains { $0.severity == .warning })
    }

    @Test func readingTimesAreOffByDefaultAndABadSwitchWarns() throws {
        let content = try NavigationSiteTests.site([
            "note.md": "# Note\n\nText.\n",
            "folio.yml": "reading_time: sometimes\n",
        ])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        #expect(!SiteFixture.read(out, "note.html").contains("meta-reading-time"))
        #expect(report.diagnostics.contains { $0.message == "reading_time must be true or false; no reading times" && $0.line == 1 })
    }
}

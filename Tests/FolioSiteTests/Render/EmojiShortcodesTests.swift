import Foundation
import Testing
@testable import FolioSite

/// GitHub's emoji shortcodes: which `:name:` become emoji, where (prose, headings, tables, link text,
/// titles) and where not (code, URLs, raw HTML), and `markdown.emoji: false` (end to end and unit).
@Suite("Emoji shortcodes")
struct EmojiShortcodesTests {
    @Test func namesAndBoundaries() {
        #expect(EmojiShortcodes.replacing(in: "Ship :rocket: now :+1: :-1:") == "Ship 🚀 now 👍 👎")
        #expect(EmojiShortcodes.replacing(in: ":tada::tada:") == nil, "two glued together are text (GitHub's rule of ours)")
        #expect(EmojiShortcodes.replacing(in: "(:tada:)") == "(🎉)")
        #expect(EmojiShortcodes.replacing(in: ":party_popper: :warning:") == "🎉 ⚠️", "Unicode's short names too")
        for text in ["10:30:00", "a:b:c", "std::x::y", ":nope:", "word:tada:", ":tada:word", ":Tada:", "::", ": tada:", ""] {
            #expect(EmojiShortcodes.replacing(in: text) == nil, "\(text)")
        }
        #expect(EmojiShortcodes.byName.count > 2_000)
        #expect(EmojiShortcodes.byName.keys.allSatisfy { $0.utf8.allSatisfy(EmojiShortcodes.isNameByte) })
    }

    /// `mayOccur` never says no where a shortcode is (random texts of colons, names and glue).
    @Test func candidateCheckIsASuperset() {
        var generator = SystemRandomNumberGenerator()
        let pieces = [":", "::", "tada", "x", "+1", "10", " ", "a", "_", "\n", "-", "nope", ":rocket:"]
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...12, using: &generator) { text += pieces.randomElement(using: &generator)! }
            var copy = text
            let may = copy.withUTF8 { EmojiShortcodes.mayOccur(in: $0) }
            if EmojiShortcodes.replacing(in: text) != nil { #expect(may, "\(text.debugDescription)") }
        }
    }

    @Test func shortcodesInTheNoteButNotInItsCode() throws {
        let (html, report) = try MathFormulaTests.build(["note.md": """
        ---
        title: "Launch :rocket:"
        ---
        # Launch :rocket:

        ## Done :white_check_mark:

        Ship it :tada: but not `:tada:`, 10:30:00, :nope: or [a link :bulb:](https://example.org/:tada:).

        | State | Mark |
        |---|---|
        | ok | :heavy_check_mark: |

        ```
        :tada:
        ```

        <span title=":tada:">raw</span>
        """])
        #expect(report.diagnostics.isEmpty)
        #expect(html.contains("<p>Ship it 🎉 but not <code>:tada:</code>, 10:30:00, :nope: or <a href=\"https://example.org/:tada:\">a link 💡</a>.</p>"))
        #expect(html.contains("<h2 id=\"done-\">Done ✅<a class=\"heading-anchor\""), "GitHub's id for an emoji heading")
        #expect(html.contains("<td>✔️</td>"))
        #expect(html.contains("<code>:tada:\n</code>"))
        #expect(html.contains("title=\":tada:\""), "raw HTML is left as written")
    }

    @Test func titlesAndSwitchingOff() throws {
        let content = try NavigationSiteTests.site(["note.md": "# Launch :rocket:\n\nGo :tada:\n"])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(content.path, into: out)
        #expect(SiteFixture.read(out, "note.html").contains("<title>Launch 🚀"))
        #expect(SiteFixture.read(out, "index.html").contains("Launch 🚀"), "listings show the title's emoji")
        try SiteFixture.write(["folio.yml": "markdown:\n  emoji: false\n"], under: content)
        _ = try SiteFixture.build(content.path, into: out)
        let page = SiteFixture.read(out, "note.html")
        #expect(page.contains("<title>Launch :rocket:") && page.contains("<p>Go :tada:</p>"))
    }
}

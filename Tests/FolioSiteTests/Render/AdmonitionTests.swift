import Foundation
import Testing
@testable import FolioSite

/// Admonitions in Docusaurus/VitePress (`:::note`) and MkDocs (`!!! note`) syntax, and GitHub alerts
/// with Obsidian's and MkDocs-Material's other type names, become the same callouts (end to end, on
/// built pages); titles stay escaped; `markdown.admonitions: false` leaves the text alone.
@Suite("Admonitions")
struct AdmonitionTests {
    @Test func colonAndMkDocsSyntaxBecomeCallouts() throws {
        let (html, report) = try MathFormulaTests.build(["note.md": """
        # Note

        :::tip[Faster builds]
        Use *this*.
        :::

        :::caution
        Docusaurus' caution.
        :::

        !!! danger "Stop"
            Red.

        ??? question
            Folded.

        !!! note ""
            Untitled.

        ::: details
        VitePress.
        :::
        """])
        #expect(report.diagnostics.isEmpty)
        #expect(html.contains("<div class=\"admonition admonition-tip\" role=\"note\"><p class=\"admonition-title\"><svg"))
        #expect(html.contains("</svg>Faster builds</p>\n<p>Use <em>this</em>.</p>\n</div>"))
        #expect(html.contains("<div class=\"admonition admonition-warning\" data-admonition=\"caution\" role=\"note\">"))
        #expect(html.contains("</svg>Caution</p>"))
        #expect(html.contains("<div class=\"admonition admonition-caution\" data-admonition=\"danger\" role=\"note\">"))
        #expect(html.contains("</svg>Stop</p>\n<p>Red.</p>"))
        #expect(html.contains("<details class=\"admonition admonition-tip\" data-admonition=\"question\"><summary class=\"admonition-title\">"))
        #expect(html.contains("</svg>Question</summary>\n<p>Folded.</p>\n</details>"))
        #expect(html.contains("<div class=\"admonition admonition-note\" role=\"note\">\n<p>Untitled.</p>"), "an empty title shows none")
        #expect(html.contains("</svg>Details</summary>\n<p>VitePress.</p>"))
        #expect(!html.contains(":::") && !html.contains("!!!") && !html.contains("<blockquote"))
    }

    @Test func titlesAreEscapedWithCodeSpans() throws {
        let (html, _) = try MathFormulaTests.build(["note.md": """
        # Note

        :::warning[Mind `--clean` & <script>alert(1)</script>]
        x
        :::

        !!! note "Say \\"hi\\" <img src=x onerror=alert(1)>"
            y
        """])
        #expect(html.contains("</svg>Mind <code>--clean</code> &amp; &lt;script&gt;alert(1)&lt;/script&gt;</p>"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;</p>"))
        #expect(!html.contains("<script>") && !html.contains("<img src=x"))
        #expect(Admonition.titleHTML("odd ` tick") == "odd ` tick")
        #expect(Admonition.titleHTML("`a` and `b`") == "<code>a</code> and <code>b</code>")
    }

    /// `inline` and `inline end` become classes the theme floats beside the text.
    @Test func inlinePlacementIsAClass() throws {
        let (html, _) = try MathFormulaTests.build(["note.md": "# Note\n\n!!! info inline end \"Side\"\n    Beside.\n\n??? tip inline\n    Start.\n\nText.\n"])
        #expect(html.contains("<div class=\"admonition admonition-note inline end\" data-admonition=\"info\" role=\"note\">"))
        #expect(html.contains("<details class=\"admonition admonition-tip inline\">"))
    }

    @Test func obsidianNamesInGitHubAlerts() throws {
        let (html, _) = try MathFormulaTests.build(["note.md": "# Note\n\n> [!INFO]\n> i\n\n> [!Bug]- Crash\n> b\n"])
        #expect(html.contains("<div class=\"admonition admonition-note\" data-admonition=\"info\" role=\"note\">"))
        #expect(html.contains("</svg>Info</p>"))
        #expect(html.contains("<details class=\"admonition admonition-caution\" data-admonition=\"bug\">"))
        #expect(html.contains("</svg>Crash</summary>"))
    }

    @Test func inATightListTheListLoosens() throws {
        let (html, _) = try MathFormulaTests.build(["note.md": "# Note\n\n- a\n  :::tip\n  b\n  :::\n- c\n"])
        #expect(html.contains("<li>\n<p>a</p>\n<div class=\"admonition admonition-tip\""))
        #expect(html.contains("<p>b</p>\n</div>\n</li>\n<li>\n<p>c</p>"), "the body keeps its paragraph")
    }

    @Test func switchedOffInFolioYml() throws {
        let (html, report) = try MathFormulaTests.build(["note.md": "# Note\n\n:::note\nx\n:::\n\n> [!NOTE]\n> y\n",
                                                         "folio.yml": "markdown:\n  admonitions: false\n"])
        #expect(html.contains("<p>:::note\nx\n:::</p>"))
        #expect(html.contains("admonition-note"), "GitHub alerts are block quotes and stay callouts")
        #expect(report.diagnostics.isEmpty)
        let (_, bad) = try MathFormulaTests.build(["note.md": "# Note\n", "folio.yml": "markdown:\n  admonitions: 2\n"])
        #expect(bad.diagnostics.contains { $0.message == "markdown.admonitions must be true or false; reading admonitions" })
    }

    @Test func neighbouringTabsFormOneSet() throws {
        let (html, report) = try MathFormulaTests.build(["note.md": """
        # Note

        === "Swift"

            ```swift
            let x = 1
            ```

        ===+ "Python `3` <b>"
            x = *1*

        Between.

        === "Alone"
            a
        ===! "Next set"
            b
        """])
        #expect(report.diagnostics.isEmpty)
        #expect(html.contains("<div class=\"tabbed-set\" data-tabs=\"1:2\"><input type=\"radio\" name=\"__tabbed_1\" id=\"__tabbed_1_1\">"
            + "<input type=\"radio\" name=\"__tabbed_1\" id=\"__tabbed_1_2\" checked><div class=\"tabbed-labels\">"
            + "<label for=\"__tabbed_1_1\">Swift</label><label for=\"__tabbed_1_2\">Python <code>3</code> &lt;b&gt;</label></div>"
            + "<div class=\"tabbed-content\"><div class=\"tabbed-block\">\n<div class=\"code-block\">"))
        #expect(html.contains("<div class=\"tabbed-block\">\n<p>x = <em>1</em></p>\n</div></div></div>\n<p>Between.</p>"))
        #expect(html.contains("data-tabs=\"2:1\"") && html.contains("data-tabs=\"3:1\""), "`===!` starts a new set")
        #expect(html.contains("<input type=\"radio\" name=\"__tabbed_2\" id=\"__tabbed_2_1\" checked>"), "the first tab shows by default")
        #expect(!html.contains("===") && !html.contains("<blockquote"))
    }

    @Test func shortcodesInWrittenTitlesButNotInTheirCode() throws {
        let (html, _) = try MathFormulaTests.build(["note.md": """
        # Note

        :::tip[Ship it :rocket: with `:tada:`]
        x
        :::

        === "Done :white_check_mark:"
            y

        > [!NOTE] Alert :bulb: `:tada:`
        > z
        """])
        #expect(html.contains("</svg>Ship it 🚀 with <code>:tada:</code></p>"))
        #expect(html.contains(">Done ✅</label>"))
        #expect(html.contains("</svg>Alert 💡 :tada:</p>"), "an alert's title is its text; its code stays as written")
    }
}

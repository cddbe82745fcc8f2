import FolioSearch
import Foundation
import Testing
@testable import FolioSite

/// GitHub alerts become callouts and fenced code gets its header, highlighted lines and line
/// numbers; everything from the note stays escaped (end to end, on built pages).
@Suite("Callouts and code blocks")
struct CalloutsAndCodeBlocksTests {
    static func page(_ markdown: String) throws -> String {
        let content = try NavigationSiteTests.site(["note.md": markdown])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(content.path, into: out)
        let html = SiteFixture.read(out, "note.html")
        return html.slice(from: "<div class=\"note-body\">", to: "</article>") ?? ""
    }

    @Test(arguments: Admonition.Kind.allCases)
    func everyAlertTypeIsACallout(kind: Admonition.Kind) throws {
        let name = Admonition.name(of: kind)
        let html = try Self.page("# T\n\n> [!\(name.uppercased())]\n> Body *text* with [a link](https://example.org).\n")
        #expect(html.contains("<div class=\"admonition admonition-\(name)\" role=\"note\"><p class=\"admonition-title\"><svg class=\"admonition-icon\""))
        #expect(html.contains("</svg>\(Admonition.defaultTitle(of: name))</p>"))
        #expect(html.contains("<p>Body <em>text</em> with <a href=\"https://example.org\">a link</a>.</p>\n</div>"))
        #expect(!html.contains("<blockquote>") && !html.contains("[!"))
    }

    @Test func titlesFoldingAndEscaping() throws {
        let html = try Self.page("""
        # T

        > [!warning] Mind "this" & <that <script>alert(1)</script>
        > Careful.

        > [!TIP]- Folded
        > Hidden.

        > [!NOTE]+
        > Open.

        > [!NOTE]

        > [!UNKNOWN]
        > Stays a quote.

        > Text before [!NOTE] is no marker.
        """)
        #expect(html.contains("</svg>Mind &quot;this&quot; &amp; &lt;that alert(1)</p>"), "escaped; the raw <script> was sanitised away")
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("<details class=\"admonition admonition-tip\"><summary class=\"admonition-title\">"))
        #expect(html.contains("</svg>Folded</summary>"))
        #expect(html.contains("<details class=\"admonition admonition-note\" open><summary class=\"admonition-title\">"))
        #expect(html.contains("</svg>Note</p>\n</div>"), "a marker alone makes an empty callout")
        #expect(html.contains("<blockquote>\n<p>[!UNKNOWN]"))
        #expect(html.contains("<blockquote>\n<p>Text before [!NOTE] is no marker.</p>"))
    }

    @Test func markerParsing() {
        #expect(Admonition(markerLine: "[!NOTE]")?.kind == .note)
        #expect(Admonition(markerLine: "[!caution] Own title")?.title == "Own title")
        #expect(Admonition(markerLine: "[!TIP]-")?.fold == .closed)
        #expect(Admonition(markerLine: "[!TIP]+ x")?.fold == .open)
        #expect(Admonition(markerLine: "[!NOTEX]") == nil)
        #expect(Admonition(markerLine: "[!NOTE]text") == nil)
        #expect(Admonition(markerLine: "[NOTE]") == nil)
    }

    @Test func codeBlockHeaderTitleHighlightsAndLineNumbers() throws {
        let html = try Self.page("""
        # T

        ```swift title="Sources/<App>.swift" {1,3-4} linenums
        let a = "<b>"
        let b = 2
        let c = 3
        let d = 4
        let e = 5
        ```

        ```"><img src=x onerror=alert(1)>
        plain
        ```

        ```
        no info string
        ```
        """)
        #expect(html.contains("<div class=\"code-block has-highlights has-line-numbers\"><div class=\"code-header\"><span class=\"code-title\">Sources/&lt;App&gt;.swift</span> <span class=\"code-lang\">swift</span></div><pre tabindex=\"0\"><code class=\"language-swift\">"))
        // Syntax colouring sits inside the line spans (README "Syntax highlighting").
        #expect(html.contains("<span class=\"code-line is-highlighted\"><span class=\"hl-kw\">let</span> a"))
        let plain = html.replacingOccurrences(of: #"<span class="hl-[a-z]+">([^<]*)</span>"#, with: "$1", options: .regularExpression)
        #expect(plain.contains("<span class=\"code-line is-highlighted\">let a = &quot;&lt;b&gt;&quot;</span>\n<span class=\"code-line\">let b = 2</span>\n<span class=\"code-line is-highlighted\">let c = 3</span>\n<span class=\"code-line is-highlighted\">let d = 4</span>\n<span class=\"code-line\">let e = 5</span>\n</code>"))
        #expect(!html.contains("<img src=x"), "an info string never reaches the page unescaped")
        #expect(html.contains("<span class=\"code-lang\">&quot;&gt;&lt;img</span>"))
        #expect(html.contains("<pre><code>no info string\n</code></pre>"), "blocks without an info string stay cmark's")
    }

    /// `highlight: false` in folio.yml: code stays monochrome (escaped, no spans); on by default.
    @Test func highlightingCanBeTurnedOff() throws {
        let markdown = "# T\n\n```swift\nlet x = \"<b>\"\n```\n"
        let content = try NavigationSiteTests.site(["note.md": markdown, "folio.yml": "highlight: false\n"])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        _ = try SiteFixture.build(content.path, into: out)
        let off = SiteFixture.read(out, "note.html")
        #expect(off.contains("<code class=\"language-swift\">let x = &quot;&lt;b&gt;&quot;\n</code>"))
        #expect(!off.contains("hl-kw"))
        #expect(try Self.page(markdown).contains("<span class=\"hl-kw\">let</span>"))
    }

    /// The header's title and language are two words in the page's text (what search indexes and
    /// shows as a snippet), not one.
    @Test func titleAndLanguageStayApartInThePagesText() {
        let html = CodeBlockChrome(info: "swift title=\"Package.swift\"").html(code: "let x = 1\n")
        #expect(SearchTextExtractor.sections(fromHTML: html).first?.text == "Package.swift swift let x = 1")
        let untitled = CodeBlockChrome(info: "swift").html(code: "let x = 1\n")
        #expect(untitled.contains("<div class=\"code-header\"><span class=\"code-lang\">swift</span></div>"))
    }

    @Test func infoStringParsing() {
        let chrome = CodeBlockChrome(info: "js title='a b.js' {2, 5-6} showLineNumbers")
        #expect(chrome.language == "js" && chrome.title == "a b.js" && chrome.lineNumbers)
        #expect(chrome.highlighted == [2, 5, 6])
        #expect(CodeBlockChrome.lines("9-3,x,0,4") == [4])
        #expect(CodeBlockChrome.lines("1-99999999").count == CodeBlockChrome.maximumHighlightedLines)
        #expect(CodeBlockChrome(info: "c++").languageClass == "c++")
        #expect(CodeBlockChrome(info: "\"><x").languageClass == "x")
    }

    /// The other tools' ways of asking for highlighted lines and numbers: MkDocs' (pymdownx.highlight)
    /// `hl_lines` and `linenums="N"`, Docusaurus' `showLineNumbers=N`, Hugo's attributes in braces.
    @Test func otherToolsLineOptions() {
        let mkdocs = CodeBlockChrome(info: "python hl_lines=\"2 4-5\" linenums=\"10\" title=\"a.py\"")
        #expect(mkdocs.language == "python" && mkdocs.title == "a.py" && mkdocs.highlighted == [2, 4, 5])
        #expect(mkdocs.lineNumbers && mkdocs.firstLine == 10)
        let docusaurus = CodeBlockChrome(info: "js {1} showLineNumbers=5")
        #expect(docusaurus.highlighted == [1] && docusaurus.lineNumbers && docusaurus.firstLine == 5)
        let hugo = CodeBlockChrome(info: "go {linenos=table,hl_lines=[8,\"15-17\"],linenostart=199}")
        #expect(hugo.language == "go" && hugo.highlighted == [8, 15, 16, 17] && hugo.lineNumbers && hugo.firstLine == 199)
        #expect(CodeBlockChrome(info: "go {hl_lines=\"2 3\", linenos=false}").lineNumbers == false)
        #expect(CodeBlockChrome(info: "go {hl_lines=\"2 3\", linenos=false}").highlighted == [2, 3])
        #expect(CodeBlockChrome(info: "sh linenums").firstLine == 1 && CodeBlockChrome(info: "sh hl_lines=3").highlighted == [3])
        // Numbers from 10: the counter starts one before; from 1 the block is written as before.
        let html = mkdocs.html(code: "a\nb\n")
        #expect(html.contains("<pre tabindex=\"0\"><code style=\"counter-reset: code-line 9\" class=\"language-python\">"))
        #expect(!CodeBlockChrome(info: "sh linenums").html(code: "a\n").contains("counter-reset"))
        #expect(!CodeBlockChrome(info: "sh linenums=\"x\"").html(code: "a\n").contains("counter-reset"))
    }

    @Test func diagramsKeepTheirNaturalWidthAndGetAViewerButton() throws {
        let html = try Self.page("# T\n\n```mermaid\nflowchart LR\n  A --> B\n```\n")
        let width = try #require(html.slice(from: "style=\"--diagram-width: ", to: "px\""))
        #expect(Double(width).map { $0 > 50 } == true)
        #expect(html.contains("<button class=\"diagram-expand\" type=\"button\" data-diagram-expand hidden aria-label=\"Open diagram 1 full window\">Expand</button>"))
        #expect(DiagramFigure.naturalWidth(of: "<svg viewBox=\"0 0 2368.5 90\">") == "2368.5")
        #expect(DiagramFigure.naturalWidth(of: "<svg viewBox=\"0 0 1e9 90\">") == nil)
        #expect(DiagramFigure.naturalWidth(of: "<svg width=\"100%\">") == nil)
    }
}

/// `images.remote` and `--strict` on images from other hosts (end to end).
@Suite("Remote images")
struct RemoteImagesTests {
    static let note = "# T\n\n![Build \"status\"](https://img.example.org/badge.svg?a=1&b=<2> \"CI\")\n"

    @Test func shownAsWrittenByDefault() throws {
        let content = try NavigationSiteTests.site(["note.md": Self.note])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        let html = SiteFixture.read(out, "note.html")
        #expect(html.contains("<img src=\"https://img.example.org/badge.svg?a=1&amp;b=&lt;2&gt;\" alt=\"Build &quot;status&quot;\" title=\"CI\" loading=\"lazy\" decoding=\"async\">"))
        #expect(!report.diagnostics.contains { $0.message.contains("another host") })
    }

    @Test func keptAsALinkWhenTheSiteSaysSoAndFlaggedWhenStrict() throws {
        let content = try NavigationSiteTests.site(["note.md": Self.note, "folio.yml": "images:\n  remote: link\n"])
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out) { $0.strict = true }
        let html = SiteFixture.read(out, "note.html")
        #expect(!html.contains("<img src=\"https://img.example.org"))
        #expect(html.contains("<a class=\"remote-image\" href=\"https://img.example.org/badge.svg?a=1&amp;b=&lt;2&gt;\""))
        let flagged = try #require(report.diagnostics.first { $0.message.contains("image on another host") })
        #expect(flagged.line == 3 && flagged.severity == .error, "--strict makes the warning an error")
    }
}

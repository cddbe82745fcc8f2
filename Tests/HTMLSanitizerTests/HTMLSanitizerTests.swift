// Why: the allowlist and every classic vector, checked on the sanitiser alone (no cmark), so a
// regression names the exact input that got through.
import Testing
@testable import HTMLSanitizer

struct HTMLSanitizerTests {
    let sanitizer = HTMLSanitizer()

    @Test func keepsGitHubReadmeHTML() {
        let html = """
        <details open><summary>More</summary>
        <p align="center"><img src="logo.png" alt="Logo" width="120" height="40"></p>
        <kbd>Ctrl</kbd> x<sup>2</sup> H<sub>2</sub>O <a href="https://example.org/">site</a> <br>
        <table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>
        <picture><source srcset="dark.png" media="(prefers-color-scheme: dark)"><img src="light.png" alt=""></picture>
        <div align="right"><dl><dt>t</dt><dd>d</dd></dl><ul><li><em>e</em> <strong>s</strong> <del>d</del> <ins>i</ins> <s>s</s> <b>b</b> <i>i</i></li></ul></div>
        <blockquote><pre><code>x &lt; y</code></pre></blockquote><hr><abbr title="HyperText">HTML</abbr> <span>s</span><h3>h</h3><ol start="3"><li>x</li></ol>
        </details>
        """
        let result = sanitizer.sanitize(block: html)
        #expect(result.findings.isEmpty, "\(result.findings)")
        #expect(result.html == html)
    }

    @Test func leavesUnclosedBlocksOpenAndKeepsLeadingEndTags() {
        let open = sanitizer.sanitize(block: "<details>\n<summary>Hi</summary>\n")
        #expect(open.html == "<details>\n<summary>Hi</summary>\n")
        let close = sanitizer.sanitize(block: "</div>\n</details>\n")
        #expect(close.html == "</div>\n</details>\n")
        let closeDropped = sanitizer.sanitize(block: "</script>\n<p>x</p>\n")
        #expect(closeDropped.html == "\n<p>x</p>\n")
    }

    @Test func reportsEachRemovalWithItsPosition() {
        let result = sanitizer.sanitize(block: "<p>ok</p>\n<img src=x onerror=alert(1)>\n<script>alert(1)</script>\n")
        #expect(result.html == "<p>ok</p>\n<img src=\"x\">\n\n")
        #expect(result.findings.map(\.line) == [2, 3])
        #expect(result.findings[0].column == 12)
        #expect(result.findings[0].message.contains("onerror"))
        #expect(result.findings[1].message.contains("<script>"))
    }

    @Test func escapesTextAndAttributesByConstruction() {
        let result = sanitizer.sanitize(block: "<p title='a\"b&lt;'>1 &lt; 2 &amp;&nbsp;3 &gt;</p>")
        #expect(result.html == "<p title=\"a&quot;b&lt;\">1 &lt; 2 &amp;&nbsp;3 &gt;</p>")
    }

    @Test func inlineTokensAreSanitisedOneByOne() {
        #expect(sanitizer.sanitize(inline: "<b>").html == "<b>")
        #expect(sanitizer.sanitize(inline: "</b>").html == "</b>")
        #expect(sanitizer.sanitize(inline: "<kbd class=\"x\" onclick=\"y()\">").html == "<kbd>")
        #expect(sanitizer.sanitize(inline: "<td colspan=2>").html == "<td colspan=\"2\">")
        #expect(sanitizer.sanitize(inline: "<a href=\"javascript:alert(1)\">").html == "<a>")
        #expect(sanitizer.sanitize(inline: "</script>").html == "")
        #expect(sanitizer.sanitize(inline: "<script>").html == "")
        #expect(sanitizer.sanitize(inline: "<!-- x -->").html == "")
        #expect(sanitizer.sanitize(inline: "<?php x ?>").html == "")
        #expect(sanitizer.sanitize(inline: "<img src=x onerror=alert(1) />").html == "<img src=\"x\">")
        #expect(sanitizer.sanitize(inline: "<img src=x onerror=alert(1)>").findings.count == 1)
    }

    @Test func deepNestingDoesNotOverflowTheStack() {
        let html = String(repeating: "<div>", count: 50_000) + "x"
        let result = sanitizer.sanitize(block: html)
        #expect(result.html.hasSuffix("x"))
    }

    @Test func readsSchemesAsBrowsersDo() {
        #expect(URLSafety.scheme(of: " \u{1}JaVa\tScRipt:alert(1)") == "javascript")
        #expect(URLSafety.scheme(of: "java\nscript:x") == "javascript")
        #expect(URLSafety.scheme(of: "page.html#a:b") == nil)
        #expect(URLSafety.scheme(of: "/a:b") == nil)
        #expect(URLSafety.scheme(of: "//host/x") == nil)
        #expect(URLSafety.isAllowedInHTML("MAILTO:a@b.c"))
        #expect(!URLSafety.isAllowedInHTML("tel:123"))
        #expect(URLSafety.isAllowedInMarkdown("tel:123", isImage: false))
        #expect(URLSafety.isAllowedInMarkdown("DATA:Image/png;base64,AAAA", isImage: true))
        #expect(!URLSafety.isAllowedInMarkdown("data:image/png;base64,AAAA", isImage: false))
        #expect(!URLSafety.isAllowedInMarkdown("data:text/html,x", isImage: true))
        #expect(!URLSafety.isAllowedInMarkdown("\u{7F}vbscript:x", isImage: false) || URLSafety.scheme(of: "\u{7F}vbscript:x") == nil)
    }

    /// Each vector must come out with no script-capable markup at all.
    @Test(arguments: XSSVectors.rawHTML)
    func disarmsVector(_ vector: String) {
        for result in [sanitizer.sanitize(block: vector), sanitizer.sanitize(inline: vector)] {
            let lower = result.html.lowercased()
            for banned in ["<script", "<svg", "<math", "<iframe", "<object", "<embed", "<form", "<style", "<noscript",
                           "<textarea", "<template", "<base", "<meta", "<link", " on", "javascript:", "vbscript:", "data:",
                           "style=", "<!--", "<input", "<button", "formaction", "srcdoc", "xlink"] {
                #expect(!lower.contains(banned), "\(banned) survived in \(result.html) from \(vector)")
            }
        }
    }

    @Test func aClassKeepsOnlyTheNamesThePolicyLists() {
        let cards = HTMLSanitizer(policy: .github.keepingClasses(["grid", "cards"]))
        let block = cards.sanitize(block: "<div class=\"grid  cards\tgrid evil\" onclick=\"x()\">t</div>")
        #expect(block.html == "<div class=\"grid cards\">t</div>")
        #expect(block.findings.map(\.message) == ["removed attribute 'onclick' from <div> (event handler)",
                                                  "removed class 'evil' from <div> (not allowed)"]
                || block.findings.map(\.message) == ["removed class 'evil' from <div> (not allowed)",
                                                     "removed attribute 'onclick' from <div> (event handler)"])
        let column = block.findings.first { $0.message.contains("class") }?.column
        #expect(column == 6)
        // None of its names kept: no attribute at all, one finding naming each once.
        let inline = cards.sanitize(inline: "<span class=\"a b a\">")
        #expect(inline.html == "<span>")
        #expect(inline.findings.map(\.message) == ["removed classes 'a', 'b' from <span> (not allowed)"])
        // Names are compared as CSS compares them (case matters); an empty class is left out quietly.
        #expect(cards.sanitize(inline: "<div class=\"Grid\">").html == "<div>")
        #expect(cards.sanitize(inline: "<div class=\"\">").html == "<div>")
        #expect(cards.sanitize(inline: "<div class=\"\">").findings.isEmpty)
        // The GitHub policy keeps no class, and a kept name does not let an element through.
        #expect(sanitizer.sanitize(inline: "<div class=\"grid\">").html == "<div>")
        #expect(cards.sanitize(block: "<script class=\"grid\">x</script>").html == "")
        #expect(cards.sanitize(inline: "<svg class=\"grid\">").html == "")
    }
}

/// `hasScheme` answers without collecting the scheme: it must agree with `scheme(of:)` everywhere.
@Suite("URL scheme fast path")
struct URLSchemeFastPathTests {
    @Test("hasScheme is true exactly when scheme(of:) finds one")
    func agrees() {
        let pieces = ["a", "Z", "1", "+", "-", ".", ":", "/", "#", "?", " ", "\t", "\n", "\r", "\u{1}", "é", "java", "script", "data"]
        var state: UInt64 = 7
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var urls = ["", ":", "a:", "1:", " a:", "\ta:", "a\tb:", "../a.md", "#x", "?q", "//h", "JaVa\nScript:x", "+a:"]
        for _ in 0..<20_000 { urls.append((0..<(next() % 8)).map { _ in pieces[next() % pieces.count] }.joined()) }
        for url in urls {
            #expect(URLSafety.hasScheme(url) == (URLSafety.scheme(of: url) != nil), "\(url.debugDescription)")
        }
    }
}

import Foundation
import Testing
@testable import FolioSite

/// Formulas on pages (README "Math"): `$…$`, `$$…$$` and ```` ```math ```` become MathML at build time,
/// a formula outside the subset shows its source with a warning at its `file:line:col`, headings
/// keep the TeX as their text, and `markdown.math: false` leaves the dollars alone (end to end).
@Suite("Math formulas")
struct MathFormulaTests {
    static func build(_ files: [String: String]) throws -> (body: String, report: BuildReport) {
        let content = try NavigationSiteTests.site(files)
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        let report = try SiteFixture.build(content.path, into: out)
        let html = SiteFixture.read(out, "note.html")
        return (html.slice(from: "<article", to: "</article>") ?? "", report)
    }

    @Test func inlineDisplayAndFencedFormulas() throws {
        let (html, report) = try Self.build(["note.md": """
        # Note

        Energy $E = mc^2$ and a price of $5 or $10.

        $$
        \\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}
        $$

        ```math
        \\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}
        ```
        """])
        #expect(html.contains("<p>Energy <math><semantics><mrow><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow>"))
        #expect(html.contains("<annotation encoding=\"application/x-tex\">E = mc^2</annotation></semantics></math> and a price of $5 or $10.</p>"))
        #expect(html.contains("<p><span class=\"math-display\"><math display=\"block\"><semantics><mrow><munderover>"))
        #expect(html.contains("<div class=\"math-display\"><math display=\"block\"><semantics><mrow><mo fence=\"true\""))
        #expect(html.contains("<mtable><mtr><mtd><mi>a</mi></mtd><mtd><mi>b</mi></mtd></mtr>"))
        #expect(!html.contains("language-math"))
        #expect(!report.diagnostics.contains { $0.code == DiagnosticCode.math })
    }

    @Test func formulasOutsideTheSubsetShowTheirSourceWithAWarning() throws {
        let (html, report) = try Self.build(["note.md": "# Note\n\nSee $\\boxed{a<b}$ here.\n\n```math\n\\unknown{x}\n```\n"])
        #expect(html.contains("See <code class=\"math-source\">$\\boxed{a&lt;b}$</code> here."))
        #expect(html.contains("<div class=\"math-display\"><code class=\"math-source\">$$\\unknown{x}$$</code></div>"))
        let warnings = report.diagnostics.filter { $0.code == DiagnosticCode.math }
        #expect(warnings.count == 2)
        #expect(warnings.first.map { ($0.line, $0.column, $0.severity) } ?? (0, 0, .note) == (3, 5, .warning))
        #expect(warnings.first?.message == "formula shown as its TeX source: \\boxed is not in the supported KaTeX subset")
        #expect(warnings.first?.sourceLine == "See $\\boxed{a<b}$ here.")
        #expect(warnings.last?.line == 5)
    }

    @Test func headingsTakeTheTeXAsTextAndShowTheFormula() throws {
        let (html, _) = try Self.build(["note.md": "# Note\n\n## Sorting in $O(n \\log n)$ time\n\nText.\n"])
        #expect(html.contains("<h2 id=\"sorting-in-on-log-n-time\">Sorting in <math><semantics>"))
        #expect(html.contains("<mi>log</mi>"))
    }

    @Test func formulasInLinksCalloutsTablesAndFootnotesButNotInAltText() throws {
        let (html, _) = try Self.build(["note.md": """
        # Note

        See [the $O(n)$ bound](#note)[^1] and ![$x$ alt](pic.png).

        > [!NOTE]
        > A callout with $a^2$.

        | a |
        |---|
        | $x_1$ |

        [^1]: Footnote with $f(x)$.
        """])
        #expect(html.contains("<a href=\"#note\">the <math><semantics>"))
        #expect(html.contains("alt=\"x alt\""), "an image's description is plain text")
        #expect(!html.contains("folio-raw"))
        #expect(html.contains("<p>A callout with <math><semantics><msup>"))
        #expect(html.contains("<td><math><semantics><msub>"))
        #expect(html.contains("<p>Footnote with <math><semantics>"))
    }

    @Test func switchedOffInFolioYml() throws {
        let (html, report) = try Self.build(["note.md": "# Note\n\nEnergy $E = mc^2$.\n\n```math\nx\n```\n",
                                             "folio.yml": "markdown:\n  math: false\n"])
        #expect(html.contains("<p>Energy $E = mc^2$.</p>"))
        #expect(!html.contains("<math"))
        #expect(html.contains("language-math"))
        #expect(report.diagnostics.isEmpty)
        let (_, bad) = try Self.build(["note.md": "# Note\n", "folio.yml": "markdown:\n  math: maybe\n"])
        #expect(bad.diagnostics.contains { $0.message == "markdown.math must be true or false; drawing formulas" })
    }

    @Test func formulaHTMLEscapesEverythingFromTheNote() {
        let drawn = MathFormula(tex: "a<b \\text{<script>}", display: false).html()
        #expect(drawn.problem == nil)
        #expect(!drawn.html.contains("<script>") && drawn.html.contains("&lt;script&gt;"))
        let source = MathFormula(tex: "\\bad{<img src=x onerror=alert(1)>}", display: true).html(asBlock: true)
        #expect(source.problem != nil)
        #expect(source.html == "<div class=\"math-display\"><code class=\"math-source\">$$\\bad{&lt;img src=x onerror=alert(1)&gt;}$$</code></div>")
    }
}

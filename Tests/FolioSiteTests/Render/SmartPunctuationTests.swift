import Foundation
import Testing
@testable import FolioSite

/// `markdown.smartPunctuation` (Hugo's typographer, Jekyll's smart quotes): off by default, so the text is
/// published as written; on, quotes, dashes and ellipses become typographic in prose and never in code, and
/// a heading keeps the anchor it had, so links into the page still land.
@Suite struct SmartPunctuationTests {
    static let note = """
        # Smart

        She said "it's done" -- twice --- and left...

        ## Don't panic

        `"code" -- stays` and:

        ```
        "fenced" -- stays...
        ```

        [Jump](#dont-panic)
        """

    func build(config: String?) throws -> (page: String, diagnostics: [Diagnostic]) {
        let content = SiteFixture.temporaryDirectory()
        let out = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: content); try? FileManager.default.removeItem(at: out) }
        var files = ["smart.md": Self.note]
        if let config { files["folio.yml"] = config }
        try SiteFixture.write(files, under: content)
        let report = try SiteFixture.build(content.path, into: out)
        return (SiteFixture.read(out, "smart.html"), report.diagnostics)
    }

    @Test func offByDefaultTheTextIsAsWritten() throws {
        let (page, diagnostics) = try build(config: nil)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(page.contains("She said &quot;it's done&quot; -- twice --- and left..."))
        #expect(page.contains("id=\"dont-panic\""))
    }

    @Test(arguments: ["smartPunctuation", "typographer", "smartypants"])
    func onQuotesDashesAndEllipsesAreTypographicOutsideCode(key: String) throws {
        let (page, diagnostics) = try build(config: "markdown:\n  \(key): true\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(page.contains("She said \u{201C}it\u{2019}s done\u{201D} \u{2013} twice \u{2014} and left\u{2026}"))
        #expect(page.contains("<code>&quot;code&quot; -- stays</code>"))
        #expect(page.contains("&quot;fenced&quot; -- stays..."))
        #expect(page.contains("Don\u{2019}t panic"))
        #expect(page.contains("id=\"dont-panic\""), "the heading keeps the anchor it has without smart punctuation")
    }

    @Test func aValueThatIsNotAFlagIsAWarningAndLeavesItOff() throws {
        let (page, diagnostics) = try build(config: "markdown:\n  typographer: sometimes\n")
        #expect(diagnostics.contains { $0.message.contains("markdown.smartPunctuation") })
        #expect(page.contains("She said &quot;it's done&quot;"))
    }
}

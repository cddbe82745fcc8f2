import Foundation
import Testing
@testable import FolioSite

/// Jekyll's `{% include part.md %}` (from `_includes/`) and `{% include_relative part.md %}` alone on a
/// line include the file; with parameters, a variable or an HTML file they stay Liquid tags, with a warning.
@Suite struct JekyllIncludeTests {
    @Test func anIncludeTagAloneOnItsLine() {
        #expect(JekyllInclude.alone(in: "{% include note.md %}") == JekyllInclude(path: "/_includes/note.md", indent: "", column: 1))
        #expect(JekyllInclude.alone(in: "  {%- include_relative ../shared/part.markdown -%} ")
                == JekyllInclude(path: "../shared/part.markdown", indent: "  ", column: 3))
        for line in ["{% include note.html %}", "{% include note.md title=\"x\" %}", "{% include {{ page.part }} %}",
                     "Text {% include note.md %}", "{% post_url 2020-01-01-a %}", "{% include %}"] {
            #expect(JekyllInclude.alone(in: Substring(line)) == nil, "\(line)")
        }
        func may(_ text: String) -> Bool { var text = text; return text.withUTF8 { JekyllInclude.mayOccur(in: $0) } }
        #expect(may("a {% b") && !may("100% sure {") && !may("{"))
    }

    @Test func aJekyllSiteIncludesItsMarkdownParts() throws {
        let post = "# Post\n\n{% include warning.md %}\n\n{% include_relative parts/steps.md %}\n\n{% include card.html %}\n"
        let (pages, report) = try WikiLinksTests.build([
            "_posts/2020-01-02-news.md": post,
            "_includes/warning.md": "**Careful**: back up first.\n",
            "_posts/parts/steps.md": "1. Install.\n",
        ])
        let html = pages("_posts/2020-01-02-news.html")
        #expect(html.contains("<strong>Careful</strong>: back up first."), "\(html)")
        #expect(html.contains("<li>Install.</li>"))
        #expect(pages("_includes/warning.html").isEmpty, "_includes is a partials folder")
        let liquid = report.diagnostics.filter { $0.code == DiagnosticCode.jekyllTag }
        #expect(liquid.count == 1 && liquid[0].line == 7, "only the HTML include stays a tag: \(liquid)")
    }
}

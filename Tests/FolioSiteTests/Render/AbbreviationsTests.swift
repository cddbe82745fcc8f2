import Foundation
import Testing
@testable import FolioSite

/// `*[HTML]: Hyper Text Markup Language`: the definitions read and blanked (lines kept), whole words
/// marked as `<abbr>` in prose, tables and link text, never in code, URLs or alt text; site-wide ones
/// from folio.yml; `markdown.abbreviations: false`.
@Suite("Abbreviations")
struct AbbreviationsTests {
    @Test func definitionsAreReadAndTheirLinesBlanked() {
        let (body, found) = Abbreviations.extract(from: "Text\n*[HTML]: Hyper Text\n  *[W3C]:  Web consortium \n*[]: none\n*[X] : no\n```\n*[CSS]: code\n```\n*[HTML]: Last wins\n")
        #expect(found == ["HTML": "Last wins", "W3C": "Web consortium"])
        #expect(body == "Text\n\n\n*[]: none\n*[X] : no\n```\n*[CSS]: code\n```\n\n", "every line break kept")
        for text in ["*[A]: b", "x\n*[A]: b", "x\n   *[A]: b", "  *[A]"] {
            var copy = text
            #expect(copy.withUTF8 { Abbreviations.mayOccur(in: $0) }, "\(text.debugDescription)")
        }
        for text in ["", "[", "**[link](x)**", "x *[A]: b", "x\n    *[A]: b", "*", "a*[b"] {
            var copy = text
            #expect(!copy.withUTF8 { Abbreviations.mayOccur(in: $0) }, "\(text.debugDescription)")
        }
        let plain = "No definitions [here]"
        #expect(Abbreviations.extract(from: plain).body == plain && Abbreviations.extract(from: plain).found.isEmpty)
    }

    @Test func wholeWordsInProseTablesAndLinksOnly() throws {
        let files = ["note.md": """
            # About the format

            *[HTML]: Hyper Text Markup Language
            *[HTML5]: HTML, version 5
            *[R&D]: Research <and> development

            HTML and HTML5, not XHTML or HTMLish; `HTML` code, [HTML link](https://example.org/HTML), ![HTML](p.png), R&D.

            | HTML |
            |---|
            | CSS |

            See <https://example.org/HTML> and www.example.org/HTML.
            """, "p.png": "PNG", "folio.yml": "abbreviations:\n  CSS: Cascading Style Sheets\n"]
        let (pages, report) = try WikiLinksTests.build(files)
        let html = pages("note.html")
        let abbr = "<abbr title=\"Hyper Text Markup Language\">HTML</abbr>"
        #expect(html.contains("<p>\(abbr) and <abbr title=\"HTML, version 5\">HTML5</abbr>, not XHTML or HTMLish; <code>HTML</code> code, <a href=\"https://example.org/HTML\">\(abbr) link</a>, <img src=\"p.png\" alt=\"HTML\" />, <abbr title=\"Research &lt;and&gt; development\">R&amp;D</abbr>.</p>"))
        #expect(html.contains("<th>\(abbr)</th>") && html.contains("<td><abbr title=\"Cascading Style Sheets\">CSS</abbr></td>"), "site-wide ones too")
        #expect(!html.contains("*["), "no definition line is shown")
        #expect(html.contains(">https://example.org/HTML</a>") && html.contains(">www.example.org/HTML</a>"), "an autolink's URL keeps the word")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let (plain, _) = try WikiLinksTests.build(files.merging(["folio.yml": "markdown:\n  abbreviations: false\n"]) { $1 })
        #expect(!plain("note.html").contains("<abbr") && plain("note.html").contains("*[HTML]: Hyper Text Markup Language"))
    }

    @Test func aSummaryLeavesTheDefinitionsOut() throws {
        let (pages, _) = try WikiLinksTests.build(["note.md": "*[API]: Application programming interface\n\nThe API guide.\n"])
        #expect(pages("index.html").contains("The API guide."))
        #expect(!pages("index.html").contains("Application programming"))
    }
}

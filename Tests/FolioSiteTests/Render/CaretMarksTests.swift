import Foundation
import Testing
@testable import FolioSite

/// `^^inserted^^` and `H^2^` (MkDocs-Material's pymdownx.caret): the rules, what stays text, code and
/// escapes untouched, and `markdown.caret: false`.
@Suite struct CaretMarksTests {
    static func marks(_ text: String) -> [String] {
        var copy = text
        return copy.withUTF8 { CaretMarks.marks(in: $0) }.map(\.html)
    }

    @Test func insertionsSuperscriptsAndWhatStaysText() {
        #expect(Self.marks("^^new words^^") == ["<ins>new words</ins>"])
        #expect(Self.marks("H^2^O and E = mc^2^, x^<i>^") == ["<sup>2</sup>", "<sup>2</sup>", "<sup>&lt;i&gt;</sup>"])
        #expect(Self.marks("^^a^b^^ then ^c^") == ["<ins>a^b</ins>", "<sup>c</sup>"])
        for text in ["2^10 and 3^5", "a ^^ b ^^", "^^ spaced^^", "^^spaced ^^", "^^^x^^^", "x^^", "^^", "^ ^", "a ^blockid",
                     "^two words^", "^x^^", "^^x^^^"] {
            #expect(Self.marks(text).isEmpty, "\(text)")
        }
    }

    @Test func quickCheckNeedsAPairOrADoubleCaret() {
        for (text, may) in [("a^b", false), ("", false), ("^x^", true), ("a ^^ b", true), ("a ^ b ^ c", false), ("x^2 + y^2", false)] {
            var copy = text
            #expect(copy.withUTF8 { CaretMarks.mayOccur(in: $0) } == may, "\(text)")
        }
    }

    @Test func marksInProseNotInCode() throws {
        let site = try BuiltSite(files: [
            "page.md": "# Page\n\nWater is H^2^O, ^^newly added^^ text.\n\n`x^2^` in code, [^1] a footnote, 2^10 and 3^5 stay.\n\n"
                + "```\ny = x^2^\n```\n\n| A |\n|---|\n| m^3^ |\n\n[^1]: The note ^^inside^^.\n",
        ])
        defer { site.remove() }
        let page = site.page("page.html")
        #expect(page.contains("Water is H<sup>2</sup>O, <ins>newly added</ins> text."))
        #expect(page.contains("<code>x^2^</code>") && page.contains("y = x^2^") && page.contains("2^10 and 3^5 stay"))
        #expect(page.contains("<td>m<sup>3</sup></td>") && page.contains("The note <ins>inside</ins>."))
        #expect(page.contains("class=\"footnote-ref\"") || page.contains("fnref"), "the footnote reference still works")
        #expect(site.warnings.isEmpty, "\(site.warnings)")
    }

    @Test func switchedOffTheCaretsStay() throws {
        let site = try BuiltSite(files: ["folio.yml": "markdown:\n  caret: false\n", "page.md": "# Page\n\nH^2^O\n"])
        defer { site.remove() }
        #expect(site.page("page.html").contains("H^2^O"))
    }
}

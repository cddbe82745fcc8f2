import Foundation
import Testing
@testable import FolioSite

/// Obsidian's `cssclasses` (and the older `cssclass`): the names a page's layout gets, the ones left out
/// with a warning (not a class name, or one of the theme's own parts), and that the key is not listed
/// among the page's metadata.
@Suite("Page classes")
struct PageClassesTests {
    @Test func namesKeptAndLeftOut() {
        let classes = PageClasses(.list([.string("wide"), .string("cards, wide"), .string("9lives"), .string("note-body"), .string("a_b-C")]))
        #expect(classes.names == ["wide", "cards", "a_b-C"])
        #expect(classes.problems == ["'9lives' is not a class name (ASCII letters, digits, '-' and '_', not starting with a digit)",
                                     "'note-body' is a class of the theme's own page parts"])
        #expect(PageClasses(.string("one two")).names == ["one", "two"])
    }

    @Test func aPageLayoutTakesTheClasses() throws {
        let (pages, report) = try WikiLinksTests.build([
            "wide.md": "---\ncssclasses:\n  - wide-page\n  - diagram\ncssclass: cornell\n---\n# Wide\n",
            "plain.md": "# Plain\n",
        ])
        let wide = pages("wide.html")
        #expect(wide.contains("<div class=\"page-layout has-nav wide-page cornell\">"), "\(wide.components(separatedBy: "\n").filter { $0.contains("page-layout") })")
        #expect(!wide.contains("cssclass"), "not listed among the page's metadata")
        #expect(pages("plain.html").contains("<div class=\"page-layout has-nav\">"))
        let warnings = report.diagnostics.map { "\($0.line):\($0.column) \($0.message)" }
        #expect(warnings == ["2:1 cssclasses: 'diagram' is a class of the theme's own page parts; left out"], "\(warnings)")
    }
}

import Foundation
import Testing
@testable import FolioSite

/// A sanitised page keeps the class names its theme draws (MkDocs-Material's card grids and buttons) and
/// those `markdown.htmlClasses` names, on raw HTML blocks, inline tags and the elements around Markdown;
/// any other name is removed with a warning at its place.
@Suite struct RawHTMLClassesTests {
    @Test func theThemesCardGridAndButtonsKeepTheirClasses() throws {
        let (page, diagnostics) = try SiteFixture.buildNote("""
            # Page

            <div class="grid cards" markdown>

            -   __Set up__

                ---

                Install it. [Start](other.md){ .md-button }

            -   __Write__

            </div>

            <p><a class="md-button md-button--primary" href="other.html">Go</a></p>

            Inline <span class="card">text</span>.
            """)
        #expect(page.contains("<div class=\"grid cards\">\n<ul>\n<li>\n<p><strong>Set up</strong></p>\n<hr />"), "\(page)")
        #expect(page.contains("<a href=\"other.html\" class=\"md-button\">Start</a>"))
        #expect(page.contains("<a class=\"md-button md-button--primary\" href=\"other.html\">Go</a>"))
        #expect(page.contains("<span class=\"card\">text</span>"))
        #expect(!diagnostics.contains { $0.code == DiagnosticCode.rawHTML }, "\(diagnostics)")
    }

    @Test func otherNamesAreRemovedWithAWarningWhereTheyAre() throws {
        let (page, diagnostics) = try SiteFixture.buildNote("""
            # Page

            <div class="grid site-header" markdown>
            Text
            </div>

            A <span class="nav-tree card">word</span>.
            """)
        #expect(page.contains("<div class=\"grid\">"), "\(page)")
        #expect(page.contains("<span class=\"card\">word</span>"))
        #expect(!page.contains("site-header") && !page.contains("nav-tree"), "the theme's own chrome is not a note's to borrow")
        let element = try #require(diagnostics.first { $0.message.contains("'site-header'") })
        #expect((element.line, element.column) == (3, 6))
        #expect(element.message == "raw HTML: removed class 'site-header' from <div> (not allowed)")
        let inline = try #require(diagnostics.first { $0.message.contains("'nav-tree'") })
        #expect((inline.line, inline.column) == (7, 9))
    }

    @Test func theSiteNamesClassesOfItsOwnTheme() throws {
        let config = """
            markdown:
              htmlClasses: [wide, "note-aside lead", 2col, bad!name]
            """
        let (page, diagnostics) = try SiteFixture.buildNote("<div class=\"wide lead grid other\">x</div>\n\n<p class=\"note-aside\">y</p>\n", config: config)
        #expect(page.contains("<div class=\"wide lead grid\">x</div>"), "\(page)")
        #expect(page.contains("<p class=\"note-aside\">y</p>"))
        let refused = diagnostics.filter { $0.code == DiagnosticCode.config }.map(\.message)
        #expect(refused.count == 2, "\(refused)")
        #expect(refused.contains { $0.contains("'2col' is not a class name") })
        #expect(refused.contains { $0.contains("'bad!name' is not a class name") })
        #expect(diagnostics.contains { $0.message == "raw HTML: removed class 'other' from <div> (not allowed)" })
    }
}

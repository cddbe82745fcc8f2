import Testing
@testable import FolioSite

/// A heading's HTML is written into one buffer (``PageRenderer/headingHTML(level:id:inner:)``): it
/// must be exactly the markup the page always had, whatever the level, id and inner HTML.
@Suite("Heading HTML")
struct HeadingHTMLTests {
    @Test(arguments: 1...6)
    func headingHTMLIsTheAnchoredHeading(level: Int) {
        for (id, inner) in [("intro", "Intro"), ("", ""), ("caf\u{E9}-2", "Caf\u{E9} <code>x</code> &amp; \u{1F600}"),
                            (String(repeating: "long-", count: 40), String(repeating: "<em>w</em> ", count: 30))] {
            let expected = "<h\(level) id=\"\(id)\">\(inner)<a class=\"heading-anchor\" href=\"#\(id)\" "
                + "aria-label=\"Link to this section\">#</a></h\(level)>\n"
            #expect(PageRenderer.headingHTML(level: level, id: id, inner: inner) == expected)
        }
    }
}

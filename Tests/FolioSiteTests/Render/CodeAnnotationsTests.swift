import Foundation
import Testing
@testable import FolioSite

/// MkDocs-Material's code annotations: `(n)` and `(n)!` at the end of a coloured comment become numbered
/// links to the ordered list right after the block, whose items get ids and a way back; what is not a
/// marker, a list that does not start at 1, and a block with no list stay as they were.
@Suite("Code annotations")
struct CodeAnnotationsTests {
    @Test func markersInComments() throws {
        let html = ##"<span class="hl-com"># (1)!</span>x<span class="hl-com"># note (2)</span><span class="hl-com"># (3)</span><span class="hl-com"># (x)</span><span class="hl-com">#(2)</span><span class="hl-com">// see (1)!</span>"##
        let (out, used) = try #require(CodeAnnotations.markers(in: html, count: 2, block: 4))
        #expect(used == [1, 2])
        #expect(out == ##"<a class="code-annotation" href="#annotation-4-1" id="annotation-4-1-ref" aria-label="Annotation 1">1</a>x"##
                + ##"<span class="hl-com"># note</span> <a class="code-annotation" href="#annotation-4-2" id="annotation-4-2-ref" aria-label="Annotation 2">2</a>"##
                + ##"<span class="hl-com"># (3)</span><span class="hl-com"># (x)</span><span class="hl-com">#(2)</span>"##
                + ##"<span class="hl-com">// see</span> <a class="code-annotation" href="#annotation-4-1" aria-label="Annotation 1">1</a>"##,
                "(3) has no note, `#(2)` is glued to the comment mark, and `!` keeps words")
    }

    @Test func aBlockAndItsNotes() throws {
        let (pages, report) = try WikiLinksTests.build(["page.md": """
            # Page

            ```yaml
            theme:
              features: # (1)!
                - search # the box (2)
            ```

            1. The features list, with `code`.
            2. Search.

            ```yaml
            other: 1 # (1)
            ```

            3. Starts at three: not its notes.

            ```yaml
            last: 2 # (1)!
            ```
            """])
        let page = pages("page.html")
        #expect(page.contains(##"<span class="hl-pun">:</span> <a class="code-annotation" href="#annotation-1-1" id="annotation-1-1-ref" aria-label="Annotation 1">1</a>"##), "\(page)")
        #expect(page.contains(##"<span class="hl-com"># the box</span> <a class="code-annotation" href="#annotation-1-2""##))
        #expect(page.contains("<ol class=\"code-annotations\">\n<li id=\"annotation-1-1\">The features list, with <code>code</code>. <a class=\"code-annotation-back\" href=\"#annotation-1-1-ref\" aria-label=\"Back to the code\">↩</a></li>"))
        #expect(page.contains(##"<span class="hl-com"># (1)</span>"##), "a list starting at 3 annotates nothing")
        #expect(page.contains("<ol start=\"3\">"))
        #expect(page.contains(##"<span class="hl-com"># (1)!</span>"##), "a block with no list after it keeps its comment")
        #expect(page.components(separatedBy: "class=\"code-annotations\"").count == 2)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    }
}

import Testing
@testable import FolioSite

@Suite("Markdown outline")
struct MarkdownOutlineTests {
    @Test func findsHeadingsParagraphAndDiagrams() {
        let outline = MarkdownOutline(body: """

        # A *Diagrammatic* Guide
        > **Disclaimer:** quoted
        ---

        ```swift
        # not a heading
        ```

        Let's break down the `code` and [links](x.md).
        Second line.

        ## 1. First Section

        ```mermaid
        graph TD
        ```
        ~~~ mermaid
        x
        ~~~
        """)
        #expect(outline.firstH1 == "A Diagrammatic Guide")
        #expect(outline.firstH2 == "1. First Section")
        #expect(outline.firstParagraph == "Let's break down the code and links. Second line.")
        #expect(outline.mermaidBlocks == 2)
    }

    @Test func setextHeadings() {
        let outline = MarkdownOutline(body: "Title\n=====\n\nSub\n---\n\nPara.\n")
        #expect(outline.firstH1 == "Title")
        #expect(outline.firstH2 == "Sub")
        #expect(outline.firstParagraph == "Para.")
    }

    /// The languages of the code fences, once each, as written: what the build starts compiling
    /// highlight queries for; a fence inside another fence is text, not a fence.
    @Test func fenceLanguagesAreListedOnceEach() {
        let outline = MarkdownOutline(body: """
        ```swift
        let a = 1
        ```

        ~~~ JS {.numbered}
        ````swift
        ~~~

        ```swift title="again"
        ```

        ```
        plain
        ```

        ```mermaid
        flowchart LR
        ```
        """)
        #expect(outline.fenceLanguages == ["swift", "JS", "mermaid"])
        #expect(outline.mermaidBlocks == 1)
    }
}

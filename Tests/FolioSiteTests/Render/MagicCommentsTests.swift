import Testing
@testable import FolioSite

/// Docusaurus' magic comments: `highlight-next-line` and `highlight-start` … `highlight-end` in the comment
/// forms of the languages, taken out of the code, their lines highlighted; anything else stays code.
@Suite("Magic comments")
struct MagicCommentsTests {
    @Test func directivesLeaveTheCodeAndMarkLines() throws {
        let code = "a\n  // highlight-next-line\nb\n# highlight-start\nc\nd\n<!-- highlight-end -->\ne\n{/* highlight-next-line */}\nf\n"
        let result = try #require(MagicComments.apply(code))
        #expect(result.code == "a\nb\nc\nd\ne\nf\n")
        #expect(result.lines == [2, 3, 4, 6])
        let open = try #require(MagicComments.apply("-- highlight-start\nx\ny\n"))
        #expect(open.code == "x\ny\n" && open.lines == [1, 2], "an unclosed start runs to the end, not past the last line")
        #expect(MagicComments.apply("no directives here\n") == nil)
        #expect(MagicComments.apply("say(\"highlight-next-line\")\n") == nil, "a directive must be a line's whole comment")
        for line in ["// highlight-next-line", "#highlight-start", "/* highlight-end */", "% highlight-next-line", "; highlight-start"] {
            #expect(MagicComments.directive(Substring(line)) != nil, "\(line)")
        }
        for line in ["// highlight-next-lines", "x // highlight-next-line", "highlight-start"] {
            #expect(MagicComments.directive(Substring(line)) == nil, "\(line)")
        }
    }

    @Test func aBlockHighlightsTheLinesNamed() throws {
        let (pages, _) = try WikiLinksTests.build(["page.md": "# Page\n\n```js {1}\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n```\n"])
        let page = pages("page.html")
        #expect(page.contains("<div class=\"code-block has-highlights\">"))
        #expect(page.components(separatedBy: "code-line is-highlighted").count == 3, "line 1 from the braces, line 2 from the comment")
        #expect(!page.contains("highlight-next-line"))
    }
}

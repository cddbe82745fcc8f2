import Testing
@testable import FolioSite

/// The text pass that marks the lines of elements holding Markdown: it pairs lines like brackets, outside
/// code, changes one byte a line and nothing else.
@Suite struct MarkdownInHTMLMarksTests {
    @Test func pairsAnOpeningLineWithItsClosingLineAndChangesOnlyTheirFirstBracket() throws {
        let text = "a\n  <div class=\"x > y\" markdown>\nb\n  </div>\nc\n"
        let marked = try #require(MarkdownInHTMLMarks.marked(text))
        #expect(marked == "a\n  \u{1}div class=\"x > y\" markdown>\nb\n  \u{1}/div>\nc\n")
        #expect(marked.utf8.count == text.utf8.count)
    }

    @Test func anElementOnOneLineIsMarkedAndItsClosingTagBlanked() {
        #expect(MarkdownInHTMLMarks.marked("<p markdown=\"1\">One *line*</P>\n") == "\u{1}p markdown=\"1\">One *line*    \n")
        #expect(MarkdownInHTMLMarks.marked("<div markdown>a <div>b</div></div>\n") == "\u{1}div markdown>a <div>b</div>      \n")
        #expect(MarkdownInHTMLMarks.marked("<p markdown>a <p>b</p>\n") == nil, "an element of its name left open inside")
        #expect(MarkdownInHTMLMarks.marked("<p markdown>  </p>\n") == nil, "no text inside")
        #expect(MarkdownInHTMLMarks.marked("<p markdown=\"0\">x</p>\n") == nil)
    }

    @Test func rawHTMLEndsAtABlankLine() {
        #expect(MarkdownInHTMLMarks.marked("<div>\n\n<div markdown>\n</div>\n") == "<div>\n\n\u{1}div markdown>\n\u{1}/div>\n")
    }

    @Test func countsRawElementsOfTheSameNameAndSkipsFences() {
        let text = "<div markdown>\n<div>\n</div>\n```\n</div>\n```\n</div>\n"
        let marked = MarkdownInHTMLMarks.marked(text)
        #expect(marked == "\u{1}div markdown>\n<div>\n</div>\n```\n</div>\n```\n\u{1}/div>\n")
    }

    @Test(arguments: ["<div>\n</div>\n", "<div markdown=\"0\">\n</div>\n", "<pre markdown>\n</pre>\n", "<div markdown>\nnever closed\n",
                      "<div markdown> text\n</div>\n", "<div markdown>\ntext</div>\n", "    <div markdown>\n    </div>\n",
                      "\t<div markdown>\n\t</div>\n", "<div>\n<div markdown>\n</div>\n</div>\n", "<div markdown>\n  </div>\n"])
    func leavesAnythingElseAlone(text: String) {
        #expect(MarkdownInHTMLMarks.marked(text) == nil)
    }

    @Test func readsWhatTheAttributeAsksFor() {
        #expect(MarkdownInHTMLMarks.opening("<div markdown>")?.content == .block)
        #expect(MarkdownInHTMLMarks.opening("<p markdown=\"1\">")?.content == .span)
        #expect(MarkdownInHTMLMarks.opening("<div markdown='span'>")?.content == .span)
        #expect(MarkdownInHTMLMarks.opening("<li MARKDOWN=block>")?.content == .block)
        #expect(MarkdownInHTMLMarks.opening("<div data-markdown>") == nil)
        #expect(MarkdownInHTMLMarks.mayOccur(in: "x <div markdown>") && MarkdownInHTMLMarks.mayOccur(in: "<p>\n<div id=a markdown=1>"))
        #expect(!MarkdownInHTMLMarks.mayOccur(in: "markdown, kind of") && !MarkdownInHTMLMarks.mayOccur(in: "<b>x</b> markdown"))
        #expect(!MarkdownInHTMLMarks.mayOccur(in: "<div\nmarkdown>") && !MarkdownInHTMLMarks.mayOccur(in: "a <markdow"))
    }

    @Test func anOpeningTagIsWrittenAgainWithoutItsMarkdownAttribute() throws {
        let tag = try #require(HTMLOpeningTag("<figure class=\"wide\" markdown=\"span\" id=f>"))
        #expect(tag.name == "figure")
        #expect(tag.withoutMarkdown == "<figure class=\"wide\" id=f>")
        #expect(HTMLOpeningTag("<div class=\"open>") == nil)
        #expect(HTMLOpeningTag("<div>tail") == nil)
    }
}

import Foundation
import Testing
@testable import FolioSite

/// CriticMarkup (pymdownx.critic's view): the five marks in text, the two an extension parses first, Markdown
/// inside a mark, block marks, what stays text, code untouched, and `markdown.critic: false`.
@Suite struct CriticMarksTests {
    @Test func quickCheckNeedsABraceAndAnOpening() {
        for (text, may) in [("{++a++}", true), ("{--", true), ("x {== y", true), ("{>>c<<}", true), ("{~~a~>b~~}", true),
                            ("{+a+}", false), ("{\"a\": 1}", false), ("", false), ("{", false), ("{<<", false), ("a ++} b", false)] {
            var copy = text
            #expect(copy.withUTF8 { CriticMarks.mayOccur(in: $0) } == may, "\(text)")
        }
    }

    @Test func marksInProse() throws {
        let site = try BuiltSite(files: [
            "page.md": "# Page\n\nText can be {--deleted--} and {++added++}, or {~~one~>a single~~} change. "
                + "{==Highlighting==} too {>>and comments<<}.\n\n"
                + "Inside: {++**bold** and [a link](other.md)++}, across\nlines {--first\nsecond--}.\n",
            "other.md": "# Other\n",
        ])
        defer { site.remove() }
        let page = site.page("page.html")
        #expect(page.contains("Text can be <del class=\"critic\">deleted</del> and <ins class=\"critic\">added</ins>, or "
            + "<del class=\"critic\">one</del><ins class=\"critic\">a single</ins> change. "
            + "<mark class=\"critic\">Highlighting</mark> too <span class=\"critic comment\">and comments</span>."))
        #expect(page.contains("Inside: <ins class=\"critic\"><strong>bold</strong> and <a href=\"other.html\">a link</a></ins>, across"))
        #expect(page.contains("lines <del class=\"critic\">first\nsecond</del>."))
        for token in ["{++", "++}", "{--", "--}", "{==", "==}", "{~~", "~~}", "{>>", "<<}", "<kbd>"] {
            #expect(!page.contains(token), "\(token): no mark left as text, and {++…++} is no key")
        }
        // The summary (the page's description) reads the edits accepted.
        #expect(page.contains("content=\"Text can be and added, or a single change. Highlighting too .\""))
        #expect(site.warnings.isEmpty, "\(site.warnings)")
    }

    @Test func marksTheExtensionsDidNotParse() throws {
        // Spaces inside keep `==` and `~~` from flanking: the marks are then found in the text itself.
        let site = try BuiltSite(files: [
            "page.md": "# Page\n\n{== spaced highlight ==} and {~~ old ~> new ~~} and ~~struck~~ and {~~no arrow~~}.\n",
        ])
        defer { site.remove() }
        let page = site.page("page.html")
        #expect(page.contains("<mark class=\"critic\"> spaced highlight </mark> and <del class=\"critic\"> old </del>"
            + "<ins class=\"critic\"> new </ins> and <del>struck</del> and {<del>no arrow</del>}."))
    }

    @Test func blockMarksWrapWholeBlocks() throws {
        let site = try BuiltSite(files: [
            "page.md": "# Page\n\n{--\n\n* gone\n* also gone\n\n--}\n\n{++\n\nA new paragraph.\n\n++}\n\n{==\n\nMarked.\n\n==}\n\n"
                + "{++\n\nNever closed.\n",
        ])
        defer { site.remove() }
        let page = site.page("page.html")
        #expect(page.contains("<del class=\"critic block\">\n<ul>\n<li>gone</li>\n<li>also gone</li>\n</ul>\n</del>"))
        #expect(page.contains("<ins class=\"critic block\">\n<p>A new paragraph.</p>\n</ins>"))
        #expect(page.contains("<div class=\"critic block mark\">\n<p>Marked.</p>\n</div>"))
        #expect(page.contains("<p>{++</p>\n<p>Never closed.</p>"))
    }

    @Test func whatStaysText() throws {
        let site = try BuiltSite(files: [
            "page.md": "# Page\n\n`{++code++}` and {++unclosed, ++} alone, {--a++} mixed, {~~no middle~~ here~~}.\n\n"
                + "```\n{++in a block++}\n```\n\n{++one\n\nparagraph apart++}\n",
        ])
        defer { site.remove() }
        let page = site.page("page.html")
        #expect(page.contains("<code>{++code++}</code>") && page.contains("{++in a block++}"))
        #expect(page.contains("and <ins class=\"critic\">unclosed, </ins> alone, {--a++} mixed,"))
        #expect(page.contains("<p>{++one</p>\n<p>paragraph apart++}</p>"))
        #expect(!page.contains("class=\"critic\">no middle"))
    }

    @Test func switchedOffTheMarksStay() throws {
        let site = try BuiltSite(files: ["folio.yml": "markdown:\n  critic: false\n", "page.md": "# Page\n\n{--gone--} {++new++}\n"])
        defer { site.remove() }
        let page = site.page("page.html")
        #expect(page.contains("{--gone--} {") && !page.contains("critic"))
    }
}

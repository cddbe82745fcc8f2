import Foundation
import Testing
@testable import FolioSite

/// `{ .md-button }`, `{ width="300" }`, `{:target="_blank"}` after a link or an image (Python-Markdown's
/// attr_list, kramdown): read, applied once the URL is final, unsafe names left out with a warning, what
/// stays text, summaries without them, and `markdown.attributeLists: false`.
@Suite("Inline attribute lists")
struct InlineAttributesTests {
    static func read(_ text: String) -> (InlineAttributes, Int)? {
        var copy = text
        return copy.withUTF8 { InlineAttributes.read($0, from: 0) }
    }

    @Test func readsIdsClassesAndValues() throws {
        let (list, end) = try #require(Self.read("{ #top .a .b width=\"300\" loading=lazy title='It' } rest"))
        #expect(end == 50)
        #expect(list.id == "top" && list.classes == ["a", "b"])
        #expect(list.attributes.map(\.name) == ["width", "loading", "title"] && list.attributes.map(\.value) == ["300", "lazy", "It"])
        let (kramdown, _) = try #require(Self.read("{:target=\"_blank\" .x}"))
        #expect(kramdown.attributes == [.init(name: "target", value: "_blank")] && kramdown.classes == ["x"])
        #expect(kramdown.html() == " class=\"x\" target=\"_blank\" rel=\"noopener noreferrer\"")
        let (refusing, _) = try #require(Self.read("{ onclick=\"x\" STYLE=y href=z data-search=1 #diagram-1 title=\"<b>\" }"))
        #expect(refusing.refused == ["onclick", "style", "href", "data-search", "#diagram-1"])
        #expect(refusing.html() == " title=\"&lt;b&gt;\"", "values are escaped")
        for text in ["{}", "{: }", "{ bad }", "{ .a", "{ .a\n}", "{ title=\"a}b\" }", "{ # }", "{ =x }", "x{ .a }", "{ title=\"open }"] {
            #expect(Self.read(text) == nil, "\(text.debugDescription)")
        }
    }

    @Test func theQuickCheckFindsEveryListStart() {
        for text in ["[a](b){ .c }", "x ![i](p.png){: .c}", "[a][ref]{ .c }", "{\n[a](b){"] {
            var copy = text
            #expect(copy.withUTF8 { InlineAttributeRewriter.mayOccur(in: $0) }, "\(text)")
        }
        for text in ["", "{", "{ .c }", "a {b}", "[a](b) {.c}", "x{y}"] {
            var copy = text
            #expect(!copy.withUTF8 { InlineAttributeRewriter.mayOccur(in: $0) }, "\(text)")
        }
    }

    @Test func linksAndImagesTakeTheirLists() throws {
        let note = """
            # Attributes

            [Start](other.md){ .md-button .md-button--primary } [Spec](https://example.org/s.pdf){:target="_blank"} [[other]]{ .md-button }

            ![Flow](pic.png){ width="300" loading=lazy #flow } ![x](pic.png){ onclick="alert(1)" .ok }

            [a](other.md) {.x} [c](other.md){ bad } `[e](f){ .g }` [Up](#flow){ title="Top" }
            """
        let (pages, report) = try WikiLinksTests.build(["note.md": note, "other.md": "# Other\n", "pic.png": "PNG"])
        let html = pages("note.html")
        #expect(html.contains("<a href=\"other.html\" class=\"md-button md-button--primary\">Start</a>"), "\(html)")
        #expect(html.contains("<a href=\"https://example.org/s.pdf\" target=\"_blank\" rel=\"noopener noreferrer\">Spec</a>"))
        #expect(html.contains("<a href=\"other.html\" class=\"md-button\">other</a>"), "a wikilink takes one too")
        #expect(html.contains("<img src=\"pic.png\" alt=\"Flow\" id=\"flow\" width=\"300\" loading=\"lazy\" />"))
        #expect(html.contains("<img src=\"pic.png\" alt=\"x\" class=\"ok\" />") && !html.contains("onclick"))
        #expect(html.contains("<a href=\"other.html\">a</a> {.x} <a href=\"other.html\">c</a>{ bad } <code>[e](f){ .g }</code>"))
        #expect(html.contains("<a href=\"#flow\" title=\"Top\">Up</a>"))
        let warnings = report.diagnostics.map(\.message)
        #expect(warnings.count == 1 && warnings[0].contains("'onclick'"), "\(warnings)")
        #expect(!warnings.contains { $0.contains("#flow") }, "the list's id is a link target")

        let (plain, _) = try WikiLinksTests.build(["note.md": note, "other.md": "# Other\n", "pic.png": "PNG",
                                                   "folio.yml": "markdown:\n  attributeLists: false\n"])
        #expect(plain("note.html").contains("<a href=\"other.html\">Start</a>{ .md-button .md-button--primary }"))
    }

    @Test func summariesLeaveListsOut() throws {
        #expect(InlinePlainText.reduce("Read [the guide](g.md){ .md-button } first, {not} this") == "Read the guide first, {not} this")
        let (pages, _) = try WikiLinksTests.build(["note.md": "[Start here](other.md){ .md-button } today.\n", "other.md": "# O\n"])
        #expect(pages("index.html").contains("Start here today."))
    }
}

import Foundation
import Testing
@testable import FolioSite

/// `#fragment` links are checked against ids collected while the page's tree is walked: each kind
/// of id a page can define resolves, and the ids the checker believes in are the ones the page has.
@Suite("Page anchors")
struct PageAnchorsTests {
    /// Builds one page and returns its HTML and the broken-link warnings.
    static func build(_ text: String) throws -> (html: String, broken: [String]) {
        let root = SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try text.write(to: content.appendingPathComponent("page.md"), atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("site")
        let report = try SiteFixture.build(content.path, into: output)
        let broken = report.diagnostics.filter { $0.message.hasPrefix("broken link '#") }.map(\.message)
        return (SiteFixture.read(output, "page.html"), broken)
    }

    @Test func footnotesRawHTMLUniqueHeadingsAndFiguresResolve() throws {
        let targets = ["fn-abc", "fnref-abc", "fnref-abc-2", "fnref-abc-3", "fn-note", "fnref-note",
                       "raw-anchor", "inline-anchor", "setup", "setup-1", "diagram-1", "diagram-1-svg", "diagram-2"]
        var text = "# Anchors\n\n## Setup\n\n## Setup\n\n"
        text += "Text[^abc], again[^abc] and[^ABC], another[^Note].\n\n"
        text += "<div id=\"raw-anchor\">raw</div>\n\nInline <a id=\"inline-anchor\"></a> anchor.\n\n"
        text += "```mermaid\ngraph TD\n  A --> B\n```\n\n```mermaid\nnot a diagram\n```\n\n"
        text += targets.map { "[to \($0)](#\($0))" }.joined(separator: " ") + "\n\n"
        text += "[^abc]: First.\n[^note]: Second.\n"
        let (html, broken) = try Self.build(text)
        #expect(broken.isEmpty, "\(broken)")
        for id in targets { #expect(html.contains(" id=\"\(id)\""), "the page really has \(id)") }
    }

    @Test func aMissingIDWarnsAndDiagramInternalsAreNotTargets() throws {
        let text = "# Page\n\nA[^a].\n\n```mermaid\ngraph TD\n  A --> B\n```\n\n"
            + "[gone](#no-such-id) [third](#fnref-a-2) [inner](#diagram-1-svg-title)\n\n[^a]: Note.\n"
        let (html, broken) = try Self.build(text)
        #expect(broken.count == 3)
        #expect(broken.contains("broken link '#no-such-id' (no such anchor on this page)"))
        #expect(broken.contains("broken link '#fnref-a-2' (no such anchor on this page)"))
        #expect(!html.contains("id=\"fnref-a-2\""))
    }

    @Test func unreferencedFootnotesAndCodeDefineNothing() throws {
        let text = "# Page\n\nNo reference.\n\n`<a id=\"code\">`\n\n[x](#fn-unused) [y](#code)\n\n[^unused]: Never used.\n"
        let (_, broken) = try Self.build(text)
        #expect(broken.count == 2)
    }

    @Test func footnoteLabelsAreReadFromTheDefinitionLine() {
        #expect(PageAnchors.footnoteLabel(line: "[^abc]: First.", column: 9) == "abc")
        #expect(PageAnchors.footnoteLabel(line: "[^abc]:", column: 8) == "abc")
        #expect(PageAnchors.footnoteLabel(line: "> [^q]:   quoted", column: 11) == "q")
        #expect(PageAnchors.footnoteLabel(line: "[^t]:\ttab", column: 7) == "t")
        #expect(PageAnchors.footnoteLabel(line: "plain text", column: 3) == nil)
        #expect(PageAnchors.footnoteLabel(line: nil, column: 1) == nil)
    }

    /// cmark-gfm's `houdini_escape_href`, as libcmark-gfm 0.29.0.gfm.6 writes footnote ids.
    @Test func labelsAreEscapedLikeCmarkEscapesAnHref() {
        #expect(PageAnchors.escapedHref("!\"#$%&()*+,-./:;<=>?@_`{|}~")
                == "!%22#$%&amp;()*+,-./:;%3C=%3E?@_%60%7B%7C%7D~")
        #expect(PageAnchors.escapedHref("b&c'd") == "b&amp;c&#x27;d")
        #expect(PageAnchors.escapedHref("é") == "%C3%A9")
    }

    @Test func rawHTMLIDsAreReadVerbatim() {
        var anchors = PageAnchors()
        anchors.insertRawHTML("<div id=\"a\"><span id=\"b\" class=\"x\"></span><p data-id=\"no\" id='single'></div>")
        anchors.insertRawHTML("<a id=\"unterminated")
        #expect(anchors.ids == ["a", "b"])
    }

    @Test func footnoteIDsFollowReferenceCounts() {
        var anchors = PageAnchors()
        anchors.insertFootnotes(labels: ["a", "b c"], references: [1: 3, 2: 1])
        #expect(anchors.ids == ["fn-a", "fnref-a", "fnref-a-2", "fnref-a-3", "fn-b%20c", "fnref-b%20c"])
    }
}

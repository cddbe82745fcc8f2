import Testing
@testable import FolioSearch

@Suite struct SearchTextExtractorTests {
    @Test func cutsSectionsAtHeadingsWithIDs() {
        let html = """
        <p>Intro <em>text</em>.</p>
        <h2 id="setup">Set&nbsp;up <a class="heading-anchor" href="#setup">#</a></h2>
        <p>Install &amp; run.</p><ul><li>one</li><li>two</li></ul>
        <h3 id="more">More</h3><p>Tail</p>
        """
        let sections = SearchTextExtractor.sections(fromHTML: html)
        #expect(sections.map(\.id) == ["", "setup", "more"])
        #expect(sections.map(\.heading) == ["", "Set up", "More"])
        #expect(sections[0].text == "Intro text.")
        #expect(sections[1].text == "Install & run. one two")
        #expect(sections[2].text == "Tail")
    }

    @Test func keepsDiagramLabelsButNotStylesSourcesOrButtons() {
        let html = """
        <figure class="diagram"><div><svg><style>#x{fill:red}</style><g><text>URLSession</text><text><tspan>Data</tspan><tspan>Task</tspan></text></g></svg></div>
        <button>Expand</button><details class="diagram-source"><summary>Diagram source</summary><pre><code>graph TD; A--&gt;B</code></pre></details></figure>
        <script>alert(1)</script><p>after</p>
        """
        let text = SearchTextExtractor.sections(fromHTML: html).map(\.text).joined(separator: "|")
        #expect(text == "URLSession Data Task after")
    }

    @Test func decodesCharacterReferencesAndKeepsLiteralAmpersands() {
        let text = SearchTextExtractor.sections(fromHTML: "<p>a &lt;b&gt; &#x263A; &#65; & c &bogus; d</p>").first?.text
        #expect(text == "a <b> ☺ A & c &bogus; d")
    }

    @Test func packedNamesAreThePackedStrings() {
        typealias N = SearchTextExtractor.Names
        #expect(N.style == SearchTextExtractor.pack("style"))
        #expect(N.details == SearchTextExtractor.pack("details"))
        #expect(N.span == SearchTextExtractor.pack("span"))
        #expect(N.`var` == SearchTextExtractor.pack("var"))
        #expect(N.source == SearchTextExtractor.pack("source"))
        #expect(SearchTextExtractor.isInline(SearchTextExtractor.pack("STRONG".lowercased())))
        #expect(!SearchTextExtractor.isInline(SearchTextExtractor.pack("figcaption")))
    }

    @Test func emptyOrTagOnlyHTMLHasNoSections() {
        #expect(SearchTextExtractor.sections(fromHTML: "").isEmpty)
        #expect(SearchTextExtractor.sections(fromHTML: "<div><br/></div>").isEmpty)
    }
}

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

    /// A heading flagged `data-search-exclude` (MkDocs-Material) is no section: it and its text up to the
    /// next heading are dropped, at the end of the page too; a longer attribute name is no flag.
    @Test func dropsSectionsOfFlaggedHeadings() {
        let html = """
        <p>Intro.</p><h2 id="a" data-search-exclude>Hidden <em>head</em></h2><p>Gone <b>text</b>.</p>
        <h2 id="b">Kept</h2><p>Stays.</p><h3 id="c" data-search-excluded="no">Near</h3><p>Also stays.</p>
        <h2 id="d" data-search-exclude>Last</h2><p>Gone too.</p>
        """
        let sections = SearchTextExtractor.sections(fromHTML: html)
        #expect(sections.map(\.id) == ["", "b", "c"])
        #expect(sections.map(\.text) == ["Intro.", "Stays.", "Also stays."])
        #expect(sections.map(\.heading) == ["", "Kept", "Near"])
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

    /// The reference bodies the bytes are read for give what reading them as a string gives (the
    /// way every other body is read): names, decimal and hex numbers, and the ones that fall back.
    @Test func commonReferencesReadAsTheirStrings() {
        func asString(_ body: String) -> Unicode.Scalar? {
            if body.hasPrefix("#x") || body.hasPrefix("#X") { return UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
            if body.hasPrefix("#") { return UInt32(body.dropFirst()).flatMap(Unicode.Scalar.init) }
            return SearchTextExtractor.namedEntities[body]
        }
        let odd: [String] = ["#39", "#x27", "#X27", "#xfF", "#0", "#00000065", "#99999999", "#xFFFFFFFF", "#x10FFFF",
                             "#x110000", "#xD800", "#55296", "#", "#x", "#X", "#+12", "#-0", "#1a", "#x1g", "AMP", "Amp",
                             "am", "ampp", "\0amp", "nbsp\0", "é", "hellipx", "quot", "#x0000263A"]
        var bodies: [String] = Array(SearchTextExtractor.namedEntities.keys)
        bodies.append(contentsOf: odd)
        for step in 0..<200 {
            bodies.append("#" + String(step * 997))
            bodies.append("#x" + String(step * 4_099, radix: 16))
        }
        for body in bodies {
            let fast = Array(body.utf8).withUnsafeBufferPointer { SearchTextExtractor.commonReference($0) }
            if let fast { #expect(fast == asString(body), "\(body)") }
        }
        #expect(Array("amp".utf8).withUnsafeBufferPointer { SearchTextExtractor.commonReference($0) } == "&")
        #expect(Array("#39".utf8).withUnsafeBufferPointer { SearchTextExtractor.commonReference($0) } == "'")
        #expect(Array("#x2F".utf8).withUnsafeBufferPointer { SearchTextExtractor.commonReference($0) } == "/")
        let text = SearchTextExtractor.sections(fromHTML: "<p>&#+65; &#x110000; &#xD800; &hellip; &Amp; &#00000065; &#X2f;</p>").first?.text
        #expect(text == "A &#x110000; &#xD800; \u{2026} &Amp; A /")
    }

    /// Attributes are searched for ` class="` and ` id="` past long values and near their end.
    @Test func findsClassesAndIDsPastLongAttributes() {
        let long = String(repeating: "a b", count: 400)
        let html = "<p>x<a href=\"" + long + "\" class=\"heading-anchor\">#</a></p><h2 title=\"" + long + "\" id=\"t\">T</h2><p>y</p>"
            + "<a class=\"heading-anchorx\">kept</a> <a class=\"\">too</a> <a class>also</a>"
        let sections = SearchTextExtractor.sections(fromHTML: html)
        #expect(sections.map(\.id) == ["", "t"])
        #expect(sections.map(\.text) == ["x", "y kept too also"])
    }

    @Test func packedNamesAreThePackedStrings() {
        typealias N = SearchTextExtractor.Names
        #expect(N.style == SearchTextExtractor.pack("style"))
        #expect(N.details == SearchTextExtractor.pack("details"))
        #expect(N.span == SearchTextExtractor.pack("span"))
        #expect(N.`var` == SearchTextExtractor.pack("var"))
        #expect(N.source == SearchTextExtractor.pack("source"))
        func kind(_ name: String) -> HTMLElementKind { HTMLElementKind.of(SearchTextExtractor.pack(name)) }
        #expect(kind("STRONG".lowercased()) == .inline)
        #expect(kind("figcaption") == [] && kind("figcaption").isPlain)
        #expect(kind("a") == [.inline, .anchor] && !kind("a").isPlain)
        #expect(kind("br") == .void && kind("style") == .skipped && kind("details") == .details)
        #expect((1...6).allSatisfy { kind("h\($0)").headingLevel == $0 } && kind("h7").headingLevel == 0 && kind("h0") == [])
    }

    @Test func emptyOrTagOnlyHTMLHasNoSections() {
        #expect(SearchTextExtractor.sections(fromHTML: "").isEmpty)
        #expect(SearchTextExtractor.sections(fromHTML: "<div><br/></div>").isEmpty)
    }
}

/// The extractor writes into memory sized by the page (`ByteRun`): its densest inputs must fit and
/// read back as before.
@Suite struct SearchTextExtractorDenseTests {
    @Test func denseTagsReferencesAndLiteralBracketsFit() {
        let tags = String(repeating: "<p>", count: 500) + "x"
        #expect(SearchTextExtractor.sections(fromHTML: tags).first?.text == "x")
        let references = String(repeating: "&#1;&lt;", count: 300)
        #expect(SearchTextExtractor.sections(fromHTML: references).first?.text == String(repeating: "\u{1}<", count: 300))
        let spaces = String(repeating: "&#9;&gt;", count: 300)
        #expect(SearchTextExtractor.sections(fromHTML: spaces).first?.text == Array(repeating: ">", count: 300).joined(separator: " "))
        #expect(SearchTextExtractor.sections(fromHTML: "< < <b").first?.text == "< <")
        let heading = "<h2 id=\"h\">" + String(repeating: "<br>&amp;", count: 200) + "</h2>"
        #expect(SearchTextExtractor.sections(fromHTML: heading).first?.heading == String(repeating: "&", count: 200).map(String.init).joined(separator: " "))
    }

    @Test func spacesCollapseInsideAndAcrossRuns() {
        let html = "<p>one two  three \n four\t\tfive <b>six</b> seven\u{0B}eight &amp; nine</p>"
        #expect(SearchTextExtractor.sections(fromHTML: html).first?.text == "one two three four five six seven\u{0B}eight & nine")
        #expect(SearchTextExtractor.sections(fromHTML: "<h2 id=\"x\">a b  c <em>d</em></h2>").first?.heading == "a b c d")
    }

    @Test func quotedGreaterThanStaysInsideTheTag() {
        let html = "<p title=\"a>b\" data-x='c>d'>text</p><a href=\"unterminated>tail"
        #expect(SearchTextExtractor.sections(fromHTML: html).map(\.text) == ["text"])
    }

    @Test func skippedContentIgnoresReferencesAndText() {
        let html = "<p>a</p><script>if (x < 1 && y) { z = '&amp;' }</script><style>p>b{}</style><p>b &amp; c</p>"
        #expect(SearchTextExtractor.sections(fromHTML: html).first?.text == "a b & c")
    }

    /// A formula's MathML (a glyph an element) and its TeX annotation are not searchable words.
    @Test func formulasAreSkipped() {
        let html = "<p>Energy <math><semantics><mi>E</mi><mo>=</mo><annotation encoding=\"application/x-tex\">E=mc^2</annotation></semantics></math> is mass</p>"
        #expect(SearchTextExtractor.sections(fromHTML: html).first?.text == "Energy is mass")
    }

    /// Tag names are read eight bytes at a time when eight bytes are left, byte by byte near the end:
    /// either way a name's case never matters, and long names stay apart from short ones.
    @Test func tagNamesReadTheSameInAnyCaseAndAtAnyPosition() {
        let pieces = ["<p>", "</p>", "<span>", "</span>", "<script>", "</script>", "<h2 id=\"s\">", "</h2>", "<b>", "</b>",
                      "<custom-element>", "</custom-element>", "<svg:text>", "</svg:text>", "<br>", "word", "more text", " ", "&amp;"]
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33) % bound
        }
        for _ in 0..<400 {
            let html = (0..<(1 + next(12))).map { _ in pieces[next(pieces.count)] }.joined()
            // The same document with every tag name's letters in random case.
            var mixed = ""
            var inName = false
            for character in html {
                if character == "<" { inName = true; mixed.append(character); continue }
                if inName && (character == " " || character == ">") { inName = false }
                mixed += inName && character.isLetter && next(2) == 0 ? character.uppercased() : String(character)
            }
            #expect(SearchTextExtractor.sections(fromHTML: mixed) == SearchTextExtractor.sections(fromHTML: html), "\(mixed)")
        }
        let sections = SearchTextExtractor.sections(fromHTML: "<P>One</P><SCRIPT>x</SCRIPT><Span>two</Span><H2 id=\"a\">Head</H2>"
            + "<p>x</p><CustomElement>long</CustomElement><B>z</B>")
        #expect(sections.map(\.text) == ["One two", "x long z"])
        #expect(sections.map(\.heading) == ["", "Head"])
    }
}

extension SearchTextExtractorTests {
    /// A bare tag (`<td>`, `</li>`) is read from one load, apart from tags with attributes: the two
    /// ways must agree, so every document reads the same with an attribute that changes nothing
    /// added to each of its start tags and a space to each end tag, at any position (near the end,
    /// the bare way is not taken).
    @Test func bareTagsReadAsTagsWithAttributes() {
        let pieces = ["<p>", "</p>", "<td>", "</td>", "<span>", "</span>", "<style>", "</style>", "<h2>", "</h2>",
                      "<details>", "</details>", "<a>", "</a>", "<br>", "<custom-element>", "</custom-element>",
                      "<Code>", "</CODE>", "word", "x", " ", "&amp;", "<", "<h3 id=\"t\">", "</h3>"]
        var state: UInt64 = 11
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33) % bound
        }
        var bareTags = 0
        for _ in 0..<600 {
            let parts = (0..<(1 + next(14))).map { _ in pieces[next(pieces.count)] }
            let bare = parts.joined()
            let withAttributes = parts.map { piece -> String in
                guard piece.count > 2, piece.hasPrefix("<"), piece.hasSuffix(">"), !piece.contains(" ") else { return piece }
                bareTags += 1
                return String(piece.dropLast()) + (piece.hasPrefix("</") ? " >" : " data-x=\"1\">")
            }.joined()
            #expect(SearchTextExtractor.sections(fromHTML: withAttributes) == SearchTextExtractor.sections(fromHTML: bare),
                    "\(bare)")
        }
        #expect(bareTags > 1_000)
    }
}

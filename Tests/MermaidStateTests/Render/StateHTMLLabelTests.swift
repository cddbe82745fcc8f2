import Testing

/// Issue 12, raw HTML in labels: state descriptions and transition labels go through the core's
/// label parser, so mermaid's strict-mode tags become styled SVG text and safe links here too.
@Suite struct StateHTMLLabelTests {
    private func svg(_ body: String) throws -> String {
        try DiagramHarness.render("stateDiagram-v2\n" + body).body.output
    }

    @Test func descriptionsAndTransitionsAreStyled() throws {
        let out = try svg("A : <b>bold</b> <a href='https://x.org'>go</a>\nA --> B : <i>it</i> <span style='color:red'>r</span>")
        #expect(out.contains("<tspan font-weight=\"bold\">bold</tspan>"))
        #expect(out.contains("<a href=\"https://x.org\">go</a>"))
        #expect(out.contains("<tspan font-style=\"italic\">it</tspan>"))
        #expect(out.contains("<tspan fill=\"red\">r</tspan>"))
    }

    @Test func unsafeLinksAndStylesAreDropped() throws {
        let out = try svg("A : <a href='javascript:alert(1)' onclick='x()'>no</a> <span style='position:fixed'>p</span>")
        #expect(!out.contains("javascript"))
        #expect(!out.contains("onclick"))
        #expect(!out.contains("position"))
        #expect(out.contains(">no") && out.contains("p"))
    }
}

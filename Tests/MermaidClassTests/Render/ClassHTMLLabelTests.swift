import Testing

/// Issue 12, raw HTML in labels: class notes and relation labels read markdown and the core's
/// inline tags; names and members stay literal (`List<b>` from a generic is no tag).
@Suite struct ClassHTMLLabelTests {
    private func svg(_ body: String) throws -> String { try DiagramHarness.render("classDiagram\n" + body).body.output }

    @Test func notesAndRelationLabelsAreStyled() throws {
        let out = try svg("class A\nnote for A \"<b>bold</b> <a href='https://x.org'>go</a>\"\nA --> B : <u>u</u>")
        #expect(out.contains("<tspan font-weight=\"bold\">bold</tspan>"))
        #expect(out.contains("<a href=\"https://x.org\">go</a>"))
        #expect(out.contains("<tspan text-decoration=\"underline\">u</tspan>"))
    }

    @Test func memberTextStaysLiteral() throws {
        let out = try svg("class A {\n  +List<b> items\n}")
        #expect(out.contains("List&lt;b&gt;"))
    }
}

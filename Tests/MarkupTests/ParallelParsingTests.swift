import Testing
@testable import Markup

/// Markup alone (as the library products link it, without `CCmarkPinnedCharacters`) still
/// parses the extensions' syntax; the parallel cases are in `CCmarkPinnedCharactersTests`.
@Suite("Parsing without pinned characters")
struct ParallelParsingTests {
    @Test func extensionsParseWithoutPinning() {
        let html = MarkdownDocument(parsing: "~~a~~ www.example.org\n\n| t |\n|---|\n| ~~c~~ |\n").renderHTML()
        #expect(html.contains("<del>a</del>"))
        #expect(html.contains("<a href=\"http://www.example.org\">"))
        #expect(html.contains("<td><del>c</del></td>"))
    }

    @Test func nodesOfSeveralKindsKeepsDocumentOrder() {
        let doc = MarkdownDocument(parsing: "# A\n\n[x](y) ![i](j)\n\n```swift\nlet a = 1\n```\n\n## B\n")
        let kinds = doc.nodes(of: [.heading, .link, .image, .codeBlock]).map(\.kind)
        #expect(kinds == [.heading, .link, .image, .codeBlock, .heading])
    }
}

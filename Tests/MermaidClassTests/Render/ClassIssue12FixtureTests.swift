import MermaidTestSupport
import Testing

/// End-to-end: each `Fixtures/<name>.mmd` uses one piece of issue 12's class syntax; it is
/// rendered and compared with `<name>.svg`, mermaid.js 11's own drawing (made with
/// `shared/tools/mermaid-reference`; `Fixtures/README.md` says how), as the corpus tests
/// compare: node, relation and cluster counts and every word mermaid shows.
@Suite struct ClassIssue12FixtureTests {
    static let names = ["multiline-notes", "multiline-names", "backtick-names", "markdown", "cssclass-list",
                        "generics", "title-line", "namespace-spaces", "backtick-spans", "generic-with-label"]

    @Test(arguments: names)
    func matchesMermaid(name: String) throws {
        let comparison = try #require(try CorpusComparison(fixture: name, besides: #filePath))
        #expect(comparison.ours == comparison.reference, "\(name)")
        #expect(comparison.missingWords.isEmpty, "\(name): missing \(comparison.missingWords)")
    }
}

import MermaidTestSupport
import Testing

/// End-to-end: each `Fixtures/<name>.mmd` uses one piece of issue 12's state syntax; it is
/// rendered and compared with `<name>.svg`, mermaid.js 11's own drawing (made with
/// `shared/tools/mermaid-reference`; `Fixtures/README.md` says how), as the corpus tests
/// compare: node, transition and cluster counts and every word mermaid shows.
@Suite struct StateIssue12FixtureTests {
    static let names = ["fork-markers", "brace-next-line", "br-descriptions"]

    @Test(arguments: names)
    func matchesMermaid(name: String) throws {
        let comparison = try #require(try CorpusComparison(fixture: name, besides: #filePath))
        #expect(comparison.ours == comparison.reference, "\(name)")
        #expect(comparison.missingWords.isEmpty, "\(name): missing \(comparison.missingWords)")
    }
}

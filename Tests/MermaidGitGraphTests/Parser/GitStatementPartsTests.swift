// Why: gitGraph lines of plain ASCII are cut on their bytes, the others on their characters; both must
// give the same body, column and keyword, or a statement would be read differently.
import Testing
@testable import MermaidGitGraph

@Suite struct GitStatementPartsTests {
    static let lines = [
        "", " ", "\t;", ";;", "commit", "  commit id: \"A\";", "\tbranch develop order: 2 ; ;", "checkout main",
        "merge develop tag: \"v1\"", "cherry-pick id:\"x\"", "commit:", "  :", "title Tea time  ", "commit \u{301}",
        "  \u{301}commit", "café latte", "commit id: \"é\";", "x\r\ny", "commit\r", "\u{0600} ", " \u{0600} commit ;",
        "branch  日本", "a;b", "; commit", "commit;\t ", "\u{00A0}commit",
    ]

    @Test func bytePathAgreesWithCharacters() {
        for line in Self.lines {
            let fast = GitStatementParts.split(line)
            let general = GitStatementParts.splitByCharacters(line)
            #expect(fast.body == general.body, "\(line.debugDescription)")
            #expect(fast.column == general.column, "\(line.debugDescription)")
            #expect(fast.keyword == general.keyword, "\(line.debugDescription)")
            #expect(fast.keywordLength == general.keywordLength, "\(line.debugDescription)")
            #expect(fast.body.endIndex == general.body.endIndex || fast.body.isEmpty, "\(line.debugDescription)")
        }
    }
}

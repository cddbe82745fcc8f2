import Foundation
import Mermaid
import MermaidTestSupport
import Testing
@testable import MermaidGitGraph

/// Renders the corpus's gitGraphs and compares them with mermaid.js's reference SVGs: role
/// counts equal and every word mermaid shows present, except generated commit ids (mermaid's
/// are random, ours deterministic). Skips when `../shared/corpus` is absent.
@Suite struct GitGraphCorpusTests {
    static func cases() -> [(String, String)] {
        MermaidCorpus.referencePairs(keyword: "gitGraph", docsFolder: "gitgraph")
    }

    @Test func corpusIsPresentOrSkipped() {
        if MermaidCorpus.directory == nil { print("skipping gitGraph corpus tests: ../shared/corpus not found") }
    }

    /// `12-a1b2c3d`: a generated commit id.
    static func isGeneratedId(_ word: String) -> Bool {
        let parts = word.split(separator: "-")
        return parts.count == 2 && parts[0].allSatisfy(\.isNumber) && parts[1].count == 7
            && parts[1].allSatisfy(\.isHexDigit)
    }

    @Test(arguments: cases())
    func matchesMermaid(mmd: String, reference: String) throws {
        let differences = try CorpusComparison.differences(mmd: mmd, reference: reference, ignoring: Self.isGeneratedId)
        #expect(differences.isEmpty, "\(mmd): \(differences)")
    }
}

import Foundation
import Mermaid
import MermaidTestSupport
import Testing
@testable import MermaidER

/// Renders the corpus's ER diagrams (mermaid's docs page and any seeds) and compares node, line
/// and label counts and words with mermaid.js's reference SVGs. Skips when `../shared/corpus`
/// is absent.
@Suite struct ERSeedTests {
    static func cases() -> [(String, String)] {
        MermaidCorpus.referencePairs(keyword: "erDiagram", docsFolder: "entityRelationshipDiagram")
    }

    @Test func corpusIsPresentOrSkipped() {
        if MermaidCorpus.directory == nil { print("skipping ER seed tests: ../shared/corpus not found") }
    }

    @Test(arguments: cases())
    func countsMatchMermaid(mmd: String, reference: String) throws {
        guard let comparison = try CorpusComparison(mmd: mmd, reference: reference) else { return }
        #expect(comparison.ours == comparison.reference, "\(mmd)")
        #expect(comparison.missingWords.isEmpty, "\(mmd): missing \(comparison.missingWords)")
    }
}

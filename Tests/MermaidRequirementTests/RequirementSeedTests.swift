import Foundation
import Mermaid
import MermaidTestSupport
import Testing
@testable import MermaidRequirement

/// Renders the corpus's requirement diagrams and compares box, line and label counts and words
/// with mermaid.js's reference SVGs. Skips when `../shared/corpus` is absent.
@Suite struct RequirementSeedTests {
    static func cases() -> [(String, String)] {
        MermaidCorpus.referencePairs(keyword: "requirementDiagram", docsFolder: "requirementDiagram")
    }

    @Test func corpusIsPresentOrSkipped() {
        if MermaidCorpus.directory == nil { print("skipping requirement seed tests: ../shared/corpus not found") }
    }

    @Test(arguments: cases())
    func countsMatchMermaid(mmd: String, reference: String) throws {
        guard let comparison = try CorpusComparison(mmd: mmd, reference: reference) else { return }
        #expect(comparison.ours == comparison.reference, "\(mmd)")
        #expect(comparison.missingWords.isEmpty, "\(mmd): missing \(comparison.missingWords)")
    }
}

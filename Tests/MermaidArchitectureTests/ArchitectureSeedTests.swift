import Foundation
import Mermaid
import MermaidTestSupport
import Testing
@testable import MermaidArchitecture

/// Renders the corpus's architecture diagrams and compares service, edge and group counts and
/// words with mermaid.js's reference SVGs. Skips when `../shared/corpus` is absent.
@Suite struct ArchitectureSeedTests {
    static func cases() -> [(String, String)] {
        MermaidCorpus.referencePairs(keyword: "architecture-beta", docsFolder: "architecture")
    }

    @Test func corpusIsPresentOrSkipped() {
        if MermaidCorpus.directory == nil { print("skipping architecture seed tests: ../shared/corpus not found") }
    }

    @Test(arguments: cases())
    func countsMatchMermaid(mmd: String, reference: String) throws {
        // mermaid draws a "?" for an icon-pack icon; ours adds the icon's name under it.
        guard let comparison = try CorpusComparison(mmd: mmd, reference: reference) else { return }
        #expect(comparison.ours == comparison.reference, "\(mmd)")
        #expect(comparison.missingWords.isEmpty, "\(mmd): missing \(comparison.missingWords)")
    }
}

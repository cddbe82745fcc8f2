import Foundation
import Mermaid
import MermaidTestSupport
import Testing
@testable import MermaidMindmap

/// Renders the corpus's mindmaps and compares node counts and words with mermaid.js's
/// reference SVGs. Skips when `../shared/corpus` is absent.
@Suite struct MindmapCorpusTests {
    static func cases() -> [(String, String)] {
        MermaidCorpus.referencePairs(keyword: "mindmap", docsFolder: "mindmap")
    }

    @Test func corpusIsPresentOrSkipped() {
        if MermaidCorpus.directory == nil { print("skipping mindmap corpus tests: ../shared/corpus not found") }
    }

    @Test(arguments: cases())
    func matchesMermaid(mmd: String, reference: String) throws {
        guard let comparison = try CorpusComparison(mmd: mmd, reference: reference) else { return }
        #expect(comparison.ours == comparison.reference, "\(mmd)")
        #expect(comparison.missingWords.isEmpty, "\(mmd): missing \(comparison.missingWords)")
    }
}

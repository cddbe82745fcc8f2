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
        let differences = try CorpusComparison.differences(mmd: mmd, reference: reference)
        #expect(differences.isEmpty, "\(mmd): \(differences)")
    }
}

import Foundation
import Mermaid
import MermaidTestSupport
import Testing
@testable import MermaidC4

/// Renders the corpus's C4 diagrams and compares element and relationship counts and words with
/// mermaid.js's reference SVGs. Skips when `../shared/corpus` is absent.
@Suite struct C4SeedTests {
    static func cases() -> [(String, String)] {
        C4DiagramRenderer.keywords.flatMap { MermaidCorpus.referencePairs(keyword: $0, docsFolder: "c4") }
            .reduce(into: [(String, String)]()) { list, pair in if !list.contains(where: { $0.0 == pair.0 }) { list.append(pair) } }
    }

    @Test func corpusIsPresentOrSkipped() {
        if MermaidCorpus.directory == nil { print("skipping C4 seed tests: ../shared/corpus not found") }
    }

    @Test(arguments: cases())
    func countsMatchMermaid(mmd: String, reference: String) throws {
        guard let referenceSVG = try? String(contentsOfFile: reference, encoding: .utf8) else { return }
        let svg = try MermaidRenderer.render(try String(contentsOfFile: mmd, encoding: .utf8)).svg
        #expect(C4Counts(svg) == C4Counts(referenceSVG), "\(mmd)")
        let missing = SVGWords.missing(reference: referenceSVG, ours: svg)
        #expect(missing.isEmpty, "\(mmd): missing \(missing)")
    }
}

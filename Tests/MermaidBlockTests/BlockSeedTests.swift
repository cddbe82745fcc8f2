import Foundation
import Mermaid
import MermaidTestSupport
import Testing
@testable import MermaidBlock

/// Renders the corpus's block diagrams and compares block and edge counts and words with
/// mermaid.js's reference SVGs. Skips when `../shared/corpus` is absent.
@Suite struct BlockSeedTests {
    static func cases() -> [(String, String)] {
        MermaidCorpus.referencePairs(keyword: "block", docsFolder: "block")
            .filter { (try? String(contentsOfFile: $0.0, encoding: .utf8))?.split(separator: "\n")
                .first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
                .trimmingCharacters(in: .whitespaces).hasPrefix("block") ?? false
            }
    }

    static func links(_ svg: String) -> Int {
        svg.components(separatedBy: "<path ").dropFirst().filter { $0.prefix { $0 != ">" }.contains("flowchart-link") }.count
    }

    @Test func corpusIsPresentOrSkipped() {
        if MermaidCorpus.directory == nil { print("skipping block seed tests: ../shared/corpus not found") }
    }

    @Test(arguments: cases())
    func countsMatchMermaid(mmd: String, reference: String) throws {
        guard let comparison = try CorpusComparison(mmd: mmd, reference: reference) else { return }
        #expect(comparison.ours.nodes == comparison.reference.nodes, "\(mmd)")
        // Block edges are flowchart links, which the role counter leaves to flowcharts: count them here.
        let ours = try MermaidRenderer.render(String(contentsOfFile: mmd, encoding: .utf8)).svg
        let theirs = try String(contentsOfFile: reference, encoding: .utf8)
        #expect(Self.links(ours) == Self.links(theirs), "\(mmd)")
        #expect(comparison.missingWords.isEmpty, "\(mmd): missing \(comparison.missingWords)")
    }
}

import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidTreeView

@Suite struct TreeViewFuzzAndCorpusTests {
    private func check(_ text: String) {
        let violation = FuzzProperty.violation(for: text) { try TreeViewHarness.render($0) }
        #expect(violation == nil, "\(violation ?? "")")
    }

    @Test func mutations() {
        let base = "treeView-beta\ntitle T\n  \"app\"\n    'src'\n      \"main.swift\"\n    \"tests\"\n  \"README.md\""
        for mutated in FuzzInputs.mutations(of: base, seed: 31, count: 300) { check(mutated) }
        for prefix in 0...base.count { check(String(base.prefix(prefix))) }
        for (index, text) in FuzzInputs.corpusTexts(keywords: ["treeView-beta"]).enumerated() {
            for mutated in FuzzInputs.mutations(of: text, seed: UInt64(index + 31), count: 40) { check(mutated) }
        }
        var rng = SeededRandom(seed: 31)
        for _ in 0..<200 {
            let bytes = (0..<Int(rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            check("treeView-beta\n" + String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test(arguments: MermaidCorpus.referencePairs(keyword: "treeView-beta", docsFolder: "treeView"))
    func matchesMermaid(mmd: String, reference: String) throws {
        let differences = try CorpusComparison.differences(mmd: mmd, reference: reference)
        #expect(differences.isEmpty, "\(mmd): \(differences)")
    }

    @Test func corpusIsPresentOrSkipped() {
        if MermaidCorpus.directory == nil { print("skipping treeView corpus tests: ../shared/corpus not found") }
    }
}

import Foundation
import Mermaid
import MermaidCore
import MermaidTestSupport
import Testing
@testable import MermaidIshikawa

@Suite struct IshikawaRendererTests {
    @Test func fishboneUsesMermaidDOM() throws {
        let result = try MermaidRenderer.render(IshikawaHarness.sample, options: RenderOptions(idPrefix: "ik"))
        let out = result.svg
        #expect(out.contains("aria-roledescription=\"ishikawa\""))
        #expect(DiagramFront.count("class=\"ishikawa-spine\"", in: out) == 1)
        #expect(DiagramFront.count("class=\"ishikawa-branch\"", in: out) == 4)
        #expect(DiagramFront.count("class=\"ishikawa-sub-branch\"", in: out) == 3)
        #expect(DiagramFront.count("class=\"ishikawa-pair\"", in: out) == 2)
        #expect(out.contains("class=\"ishikawa-head\"") && out.contains(">Late") && out.contains("delivery</"))
        #expect(out.contains("marker-start=\"url(#ik-ishikawa-arrow)\"") && out.contains("id=\"ik-ishikawa-arrow\""))
        #expect(!out.contains("foreignObject"))
        #expect(out.contains("var(--ik-lineColor,"))
    }

    @Test func bonesAlternateAboveAndBelow() throws {
        let out = try IshikawaHarness.render("ishikawa-beta\nP\n  A\n  B").body.output
        let branches = out.components(separatedBy: "class=\"ishikawa-branch\"").dropFirst().map { piece in
            piece.components(separatedBy: "y2=\"")[1].prefix { $0 != "\"" }
        }
        #expect(branches.count == 2)
        #expect(Double(String(branches[0]))! < 0 && Double(String(branches[1]))! > 0)
    }

    @Test func twoThousandCausesRenderQuickly() throws {
        var text = "ishikawa-beta\nProblem\n"
        for i in 0..<100 {
            text += "  cause \(i)\n"
            for j in 0..<19 { text += "    sub \(i) \(j)\n" }
        }
        let start = Date()
        let drawing = try IshikawaHarness.render(text)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(DiagramFront.count("ishikawa-sub-branch", in: drawing.body.output) == 1900)
    }

    @Test func fuzzProperty() {
        func check(_ text: String) {
            let violation = FuzzProperty.violation(for: text) { try IshikawaHarness.render($0) }
            #expect(violation == nil, "\(violation ?? "")")
        }
        let base = IshikawaHarness.sample
        for mutated in FuzzInputs.mutations(of: base, seed: 41, count: 300) { check(mutated) }
        for prefix in 0...base.count { check(String(base.prefix(prefix))) }
        var deep = "ishikawa-beta\nP\n"
        for i in 0..<1500 { deep += String(repeating: " ", count: i + 1) + "c\(i)\n" }
        check(deep)
        var rng = SeededRandom(seed: 41)
        for _ in 0..<200 {
            let bytes = (0..<Int(rng.next() % 200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            check("ishikawa-beta\n" + String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test(arguments: MermaidCorpus.referencePairs(keyword: "ishikawa-beta", docsFolder: "ishikawa"))
    func matchesMermaid(mmd: String, reference: String) throws {
        let differences = try CorpusComparison.differences(mmd: mmd, reference: reference)
        #expect(differences.isEmpty, "\(mmd): \(differences)")
    }

    @Test func corpusIsPresentOrSkipped() {
        if MermaidCorpus.directory == nil { print("skipping ishikawa corpus tests: ../shared/corpus not found") }
    }
}

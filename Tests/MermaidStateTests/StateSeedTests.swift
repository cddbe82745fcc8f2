import Foundation
import Mermaid
import MermaidTestSupport
import Testing
@testable import MermaidState

/// Renders the corpus's state diagrams and compares node, transition and cluster counts with
/// mermaid.js's reference SVGs. Skips when `../shared/corpus` is absent.
@Suite struct StateSeedTests {
    static func cases() -> [(String, String)] {
        MermaidCorpus.referencePairs(keyword: "stateDiagram", docsFolder: "stateDiagram")
    }

    @Test func wordCheckNoticesMissingWords() {
        #expect(SVGWords.missing(reference: "<svg><style>a{}</style><text>a &amp;lt;b c</text></svg>",
                                 ours: "<svg><text>a</text><text>c</text></svg>") == ["<b"])
    }

    @Test func corpusIsPresentOrSkipped() {
        if DiagramHarness.corpus == nil { print("skipping state seed tests: ../shared/corpus not found") }
    }

    @Test(arguments: cases())
    func countsMatchMermaid(mmd: String, reference: String) throws {
        let text = try String(contentsOfFile: mmd, encoding: .utf8)
        let svg = try MermaidRenderer.render(text).svg
        guard let ref = try? String(contentsOfFile: reference, encoding: .utf8) else { return }
        #expect(SVGRoleCounter(svg) == SVGRoleCounter(ref), "\(mmd)")
        // Every word mermaid shows is there (mermaid's sanitiser turns `<<binds>>` into `<>`,
        // which we show literally, as issue 4 asks).
        let missing = SVGWords.missing(reference: ref, ours: svg).filter { ![].contains($0) }
        #expect(missing.isEmpty, "\(mmd): missing \(missing)")
    }
}

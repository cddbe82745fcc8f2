import Foundation
import Testing
@testable import Mermaid
import MermaidCore

/// Renders the shared seed corpus (`../shared/corpus/seeds`), when present.
@Suite struct CorpusTests {
    @Test func seedsRenderOrFailCleanly() throws {
        let seeds = CorpusFiles.diagrams(in: "seeds")
        guard !seeds.isEmpty else {
            print("CorpusTests: ../shared/corpus/seeds not found; skipping")
            return
        }
        var rendered = 0
        for (name, text) in seeds {
            let isFlowchart = text.contains("\ngraph ") || text.contains("\nflowchart ")
            do {
                let result = try MermaidRenderer.render(text, options: RenderOptions(idPrefix: "seed"))
                #expect(result.svg.hasPrefix("<svg id=\"seed\""), "\(name)")
                #expect(!result.svg.contains("<foreignObject"), "\(name)")
                #expect(result.title != nil, "\(name) has a front matter title")
                // Seeds asking for look: handDrawn get it, without a warning; mermaid draws sequence
                // diagrams classic whatever the look, and so do we.
                #expect(!result.warnings.contains { $0.message.contains("handDrawn") }, "\(name)")
                if text.contains("\n  look: handDrawn"), result.diagramType != "sequence" {
                    #expect(result.svg.contains("rough-line"), "\(name) is drawn hand-drawn")
                }
                let again = try MermaidRenderer.render(text, options: RenderOptions(idPrefix: "seed"))
                #expect(again.svg == result.svg, "\(name) renders deterministically")
                rendered += 1
            } catch let error as MermaidError {
                #expect(!isFlowchart, "seed flowchart \(name) failed: \(error)")
                #expect(error.message.hasPrefix("unsupported diagram type") || error.line > 0, "\(name): \(error)")
            }
        }
        #expect(rendered >= 16)
    }

    @Test func seedWarningsNameTheSeedsMistakes() throws {
        let seeds = CorpusFiles.diagrams(in: "seeds")
        guard let seed = seeds.first(where: { $0.text.contains("'curve': 'natual'") }) else { return }
        let front = try FrontEnd.process(seed.text)
        let messages = front.context.warnings.map(\.message)
        #expect(messages.contains("unknown curve 'natual', did you mean 'natural'?"))
        #expect(messages.contains { $0.contains("'graph' is not a mermaid config section") })
    }
}

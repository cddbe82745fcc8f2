import Foundation
import MermaidCore
import Testing
@testable import MermaidFlowchart

/// Renders every flowchart of the shared seed corpus and checks the counts of nodes, edges,
/// labelled edges and clusters against mermaid.js's reference SVGs.
@Suite struct SeedFlowchartTests {
    @Test func seedFlowchartsMatchReferenceCounts() throws {
        let files = SeedCorpusSupport.files("seeds")
        guard let corpus = SeedCorpusSupport.corpusURL, !files.isEmpty else {
            print("skipped: ../shared/corpus/seeds not found")
            return
        }
        var rendered = 0
        let dump = ProcessInfo.processInfo.environment["FLOWCHART_DUMP_DIR"]
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            guard let source = SeedCorpusSupport.body(of: text) else { continue }
            let name = file.deletingPathExtension().lastPathComponent
            let ctx = FlowchartTestSupport.context(prefix: "s\(rendered)")
            let drawing = try FlowchartRenderer.render(source, in: ctx)
            rendered += 1
            #expect(!drawing.body.contains("foreignObject"))
            let refURL = corpus.appendingPathComponent("seeds-ref/\(name).svg")
            if let ref = try? String(contentsOf: refURL, encoding: .utf8) {
                let ours = SeedCorpusSupport.roles(drawing.body)
                let theirs = SeedCorpusSupport.roles(ref)
                #expect(ours == theirs, "\(name): ours \(ours) vs mermaid \(theirs)")
            }
            if let dump {
                let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"\(ctx.idPrefix)\" class=\"flowchart\" viewBox=\"\(drawing.minX) \(drawing.minY) \(drawing.width) \(drawing.height)\" width=\"100%\" style=\"max-width:\(drawing.width)px\" aria-roledescription=\"flowchart-v2\"><style>#\(ctx.idPrefix){font-family:\(ctx.fontFamily);font-size:16px}\(drawing.css)</style>\(drawing.body)</svg>"
                try? FileManager.default.createDirectory(atPath: dump, withIntermediateDirectories: true)
                try svg.write(toFile: "\(dump)/\(name).svg", atomically: true, encoding: .utf8)
            }
        }
        #expect(rendered == 16)
    }
}

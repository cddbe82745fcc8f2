import Foundation
import Mermaid
import Testing

/// Renders every flowchart of the shared seed corpus through the whole engine and checks
/// the counts of nodes, edges, labelled edges and clusters against mermaid.js's SVGs.
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
            let name = file.deletingPathExtension().lastPathComponent
            let result: RenderResult
            do {
                result = try SeedCorpusSupport.render(text, prefix: "seed\(rendered)")
            } catch let error as MermaidError where error.message.contains("unsupported diagram type") {
                continue
            }
            guard result.diagramType == "flowchart-v2" else { continue }
            rendered += 1
            #expect(!result.svg.contains("foreignObject"))
            let refURL = corpus.appendingPathComponent("seeds-ref/\(name).svg")
            if let ref = try? String(contentsOf: refURL, encoding: .utf8) {
                let ours = SeedCorpusSupport.roles(result.svg)
                let theirs = SeedCorpusSupport.roles(ref)
                #expect(ours == theirs, "\(name): ours \(ours) vs mermaid \(theirs)")
            }
            if let dump {
                try? FileManager.default.createDirectory(atPath: dump, withIntermediateDirectories: true)
                try result.svg.write(toFile: "\(dump)/\(name).svg", atomically: true, encoding: .utf8)
            }
        }
        #expect(rendered == 16)
    }
}

import Foundation
import MermaidCore
import Testing
@testable import MermaidFlowchart

/// Renders every example of mermaid's flowchart syntax page (shared corpus) that mermaid.js
/// itself renders, and checks role counts against mermaid's SVG.
@Suite struct DocsFlowchartTests {
    @Test func docsExamplesRenderWithMermaidsCounts() throws {
        let files = SeedCorpusSupport.files("docs/flowchart")
        guard let corpus = SeedCorpusSupport.corpusURL, !files.isEmpty else {
            print("skipped: ../shared/corpus/docs/flowchart not found")
            return
        }
        let dump = ProcessInfo.processInfo.environment["FLOWCHART_DUMP_DIR"]
        var withReference = 0, rendered = 0, countsEqual = 0
        var failures: [String] = []
        for file in files {
            let name = file.deletingPathExtension().lastPathComponent
            guard let ref = try? String(contentsOf: corpus.appendingPathComponent("docs-ref/flowchart/\(name).svg"), encoding: .utf8),
                  let source = SeedCorpusSupport.body(of: try String(contentsOf: file, encoding: .utf8)) else { continue }
            withReference += 1
            let ctx = FlowchartTestSupport.context(prefix: "doc\(name)")
            do {
                let drawing = try FlowchartRenderer.render(source, in: ctx)
                rendered += 1
                if SeedCorpusSupport.roles(drawing.body) == SeedCorpusSupport.roles(ref) { countsEqual += 1 } else {
                    failures.append("\(name): \(SeedCorpusSupport.roles(drawing.body)) vs \(SeedCorpusSupport.roles(ref))")
                }
                if let dump {
                    let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"\(ctx.idPrefix)\" class=\"flowchart\" viewBox=\"\(drawing.minX) \(drawing.minY) \(drawing.width) \(drawing.height)\" width=\"100%\" aria-roledescription=\"flowchart-v2\"><style>\(drawing.css)</style>\(drawing.body)</svg>"
                    try? FileManager.default.createDirectory(atPath: dump + "/docs", withIntermediateDirectories: true)
                    try svg.write(toFile: "\(dump)/docs/\(name).svg", atomically: true, encoding: .utf8)
                }
            } catch {
                failures.append("\(name): \(error)")
            }
        }
        print("docs/flowchart: \(rendered)/\(withReference) rendered, \(countsEqual) with mermaid's role counts")
        for f in failures { print("  " + f) }
        #expect(Double(rendered) >= 0.95 * Double(withReference))
        #expect(Double(countsEqual) >= 0.9 * Double(withReference))
    }
}

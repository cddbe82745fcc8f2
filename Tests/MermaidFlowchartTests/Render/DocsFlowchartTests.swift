import Foundation
import Mermaid
import Testing

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
                  let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            withReference += 1
            do {
                let result = try SeedCorpusSupport.render(text, prefix: "doc\(name)")
                let svg = result.svg
                rendered += 1
                if SeedCorpusSupport.roles(svg) == SeedCorpusSupport.roles(ref) { countsEqual += 1 } else {
                    failures.append("\(name): \(SeedCorpusSupport.roles(svg)) vs \(SeedCorpusSupport.roles(ref))")
                }
                if let dump {
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

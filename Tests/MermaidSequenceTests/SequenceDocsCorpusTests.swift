import Foundation
import Testing
@testable import MermaidSequence
import MermaidCore

/// Every example of mermaid's sequence diagram documentation (when `../shared/corpus`
/// exists) must render, with as many messages and notes as mermaid drew.
@Suite struct SequenceDocsCorpusTests {
    @Test func docsExamplesRender() throws {
        guard let corpus = SequenceTestSupport.corpus else {
            print("skipped: ../shared/corpus not found")
            return
        }
        let dir = corpus.appendingPathComponent("docs/sequenceDiagram")
        let refDir = corpus.appendingPathComponent("docs-ref/sequenceDiagram")
        let files = ((try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "mmd" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        let dump = ProcessInfo.processInfo.environment["SEQ_DUMP_DIR"]
        var rendered = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let name = file.deletingPathExtension().lastPathComponent
            do {
                let svg = try SequenceTestSupport.render(text).svg
                rendered += 1
                if let ref = try? String(contentsOf: refDir.appendingPathComponent(name + ".svg"), encoding: .utf8) {
                    for cls in ["messageLine0", "messageLine1", "class=\"note\""] {
                        #expect(SequenceTestSupport.count(cls, in: svg) == SequenceTestSupport.count(cls, in: ref),
                                "\(name): count of \(cls)")
                    }
                }
                if let dump {
                    try FileManager.default.createDirectory(atPath: dump + "/docs", withIntermediateDirectories: true)
                    try svg.write(toFile: dump + "/docs/" + name + ".svg", atomically: true, encoding: .utf8)
                }
            } catch {
                Issue.record("\(name) failed: \(error)")
            }
        }
        #expect(rendered == files.count)
    }
}

import Foundation
import Testing
@testable import MermaidSequence
import MermaidCore

/// Renders the seed sequence diagrams (when `../shared/corpus` exists) and compares
/// participant, message and note counts with mermaid's reference SVGs.
@Suite struct SequenceSeedTests {
    static func seedFiles() -> [URL] {
        guard let corpus = SequenceTestSupport.corpus else { return [] }
        let dir = corpus.appendingPathComponent("seeds")
        let files = (try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "mmd" }
            .filter { ((try? String(contentsOf: $0, encoding: .utf8)) ?? "").contains("sequenceDiagram") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func seedCountsMatchMermaid() throws {
        let files = Self.seedFiles()
        guard !files.isEmpty else {
            print("skipped: ../shared/corpus/seeds not found")
            return
        }
        let dump = ProcessInfo.processInfo.environment["SEQ_DUMP_DIR"]
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let svg = try SequenceTestSupport.render(text).svg
            let ref = try String(contentsOf: file.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("seeds-ref").appendingPathComponent(
                    file.deletingPathExtension().lastPathComponent + ".svg"), encoding: .utf8)
            let name = file.lastPathComponent
            for cls in ["messageLine0", "messageLine1", "class=\"note\"", "actor-top", "actor-bottom", "sequenceNumber\""] {
                #expect(SequenceTestSupport.count(cls, in: svg) == SequenceTestSupport.count(cls, in: ref),
                        "\(name): count of \(cls)")
            }
            if let dump {
                try svg.write(toFile: dump + "/" + file.deletingPathExtension().lastPathComponent + ".svg",
                              atomically: true, encoding: .utf8)
            }
        }
    }
}

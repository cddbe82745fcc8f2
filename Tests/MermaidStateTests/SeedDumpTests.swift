import Foundation
import Testing
@testable import MermaidState

/// Writes every state diagram of the corpus as SVG to `$FOLIO_CS_DUMP` (when set), for the
/// fidelity tools. Skipped otherwise.
@Test func dumpCorpusStateDiagrams() throws {
    guard let out = ProcessInfo.processInfo.environment["FOLIO_CS_DUMP"], let corpus = DiagramHarness.corpus else { return }
    let fm = FileManager.default
    for folder in ["seeds", "docs/stateDiagram"] {
        let dir = corpus.appendingPathComponent(folder)
        for file in try fm.contentsOfDirectory(atPath: dir.path).sorted() where file.hasSuffix(".mmd") {
            let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
            guard text.split(separator: "\n").contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("stateDiagram") }) else { continue }
            let target = URL(fileURLWithPath: out).appendingPathComponent(folder.replacingOccurrences(of: "docs/", with: "docs-"))
            try fm.createDirectory(at: target, withIntermediateDirectories: true)
            do {
                let svg = DiagramHarness.document(try DiagramHarness.render(text))
                try svg.write(to: target.appendingPathComponent(file.replacingOccurrences(of: ".mmd", with: ".svg")), atomically: true, encoding: .utf8)
            } catch {
                print("FAIL \(folder)/\(file): \(error)")
            }
        }
    }
}

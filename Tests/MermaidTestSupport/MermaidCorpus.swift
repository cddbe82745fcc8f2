import Foundation

/// Where the shared Mermaid corpus (`../shared/corpus`, beside the repository) is, when it is
/// there. Tests that read it skip with a message on a clone that lacks it.
package enum MermaidCorpus {
    package static var directory: URL? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let url = root.appendingPathComponent("../shared/corpus").standardized
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}

extension MermaidCorpus {
    /// `(diagram.mmd, reference.svg)` path pairs for every seed and every `docs/<docsFolder>` example
    /// whose text has a line starting with `keyword`, sorted by name. Empty when the corpus is absent.
    package static func referencePairs(keyword: String, docsFolder: String) -> [(String, String)] {
        guard let corpus = directory else { return [] }
        var result: [(String, String)] = []
        for (folder, refs) in [("seeds", "seeds-ref"), ("docs/\(docsFolder)", "docs-ref/\(docsFolder)")] {
            let dir = corpus.appendingPathComponent(folder)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            for file in files.sorted() where file.hasSuffix(".mmd") {
                guard let text = try? String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8),
                      text.split(separator: "\n").contains(where: {
                          $0.trimmingCharacters(in: .whitespaces).hasPrefix(keyword)
                      }) else { continue }
                let reference = corpus.appendingPathComponent(refs)
                    .appendingPathComponent(file.replacingOccurrences(of: ".mmd", with: ".svg"))
                result.append((dir.appendingPathComponent(file).path, reference.path))
            }
        }
        return result
    }
}

import Foundation
import MermaidCore

/// Locates `../shared/corpus` relative to the package root, when it exists.
enum CorpusFiles {
    static var root: URL? {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let corpus = packageRoot.appendingPathComponent("../shared/corpus").standardizedFileURL
        return FileManager.default.fileExists(atPath: corpus.path) ? corpus : nil
    }

    /// Sorted `.mmd` files under `root/sub`, with their contents.
    static func diagrams(in sub: String) -> [(name: String, text: String)] {
        guard let root else { return [] }
        let dir = root.appendingPathComponent(sub)
        guard let walker = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil) else { return [] }
        var found: [(String, String)] = []
        for case let url as URL in walker where url.pathExtension == "mmd" {
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            found.append((String(url.path.dropFirst(dir.path.count + 1)), text))
        }
        return found.sorted { $0.0 < $1.0 }
    }
}

/// Fuzz cases use MermaidCore's seeded generator, so they are the same on every run.
typealias SeededGenerator = SeededRandom

import Foundation

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

/// A small deterministic PRNG (SplitMix64) so fuzz cases are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

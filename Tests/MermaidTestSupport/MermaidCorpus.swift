import Foundation

/// Where the shared Mermaid corpus (`../shared/corpus`, beside the repository) is, when it is
/// there. Tests that read it skip with a message on a clone that lacks it.
public enum MermaidCorpus {
    public static var directory: URL? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let url = root.appendingPathComponent("../shared/corpus").standardized
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}

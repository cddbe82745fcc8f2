import Foundation

/// The sink of `folio serve`: a generation folder the preview owns and publishes itself.
///
/// Why: the folder holds hard links to the generation still being served, so files are replaced,
/// never written in place, and publishing is the preview's atomic pointer swap (see FolioServe's
/// `GenerationStore`), not a folder rename.
public struct GenerationSink: OutputSink {
    public let folder: String
    public var replacesFiles: Bool { true }

    /// - Parameter startEmpty: remove whatever the folder holds first (a full build into a clone).
    public init(folder: URL, startEmpty: Bool) throws {
        let root = folder.standardizedFileURL
        let fileManager = FileManager.default
        if startEmpty, let entries = try? fileManager.contentsOfDirectory(atPath: root.path) {
            for entry in entries { try fileManager.removeItem(at: root.appendingPathComponent(entry)) }
        }
        do {
            try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw SiteBuildError.io("cannot create \(root.path): \(error.localizedDescription)")
        }
        self.folder = root.path
    }

    /// Nothing to do: the preview swaps its pointer to the folder.
    public func publish() throws {}

    /// Nothing to do: the preview discards the folder.
    public func abandon() {}
}

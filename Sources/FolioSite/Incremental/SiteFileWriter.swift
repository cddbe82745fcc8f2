import Foundation

/// Writes the files of one build into its folder: always by replacing (temporary file + rename), never
/// in place, and never outside the folder, whatever a path says.
final class SiteFileWriter: @unchecked Sendable {
    let root: URL
    private let lock = NSLock()
    private var paths: [String] = []

    /// - Parameter startEmpty: remove whatever the folder holds first (a full build into a copy).
    init(root: URL, startEmpty: Bool) throws {
        self.root = root.standardizedFileURL
        let fileManager = FileManager.default
        if startEmpty, let entries = try? fileManager.contentsOfDirectory(atPath: self.root.path) {
            for entry in entries { try fileManager.removeItem(at: self.root.appendingPathComponent(entry)) }
        }
        try fileManager.createDirectory(at: self.root, withIntermediateDirectories: true)
    }

    /// Output paths written or removed so far.
    var written: [String] { lock.withLock { paths } }

    func write(_ relativePath: String, contents: String) throws {
        try write(relativePath, data: Data(contents.utf8))
    }

    func write(_ relativePath: String, data: Data) throws {
        let url = try destination(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw SiteBuildError.io("cannot write \(url.path): \(error.localizedDescription)")
        }
        lock.withLock { paths.append(relativePath) }
    }

    func copy(from source: URL, to relativePath: String) throws {
        let data: Data
        do {
            data = try Data(contentsOf: source.resolvingSymlinksInPath())
        } catch {
            throw SiteBuildError.io("cannot copy \(source.path): \(error.localizedDescription)")
        }
        try write(relativePath, data: data)
    }

    func remove(_ relativePath: String) throws {
        let url = try destination(relativePath)
        try? FileManager.default.removeItem(at: url)
        lock.withLock { paths.append(relativePath) }
    }

    private func destination(_ relativePath: String) throws -> URL {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard !relativePath.hasPrefix("/"), !parts.isEmpty,
              !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." || $0.contains("\\") || $0.contains("\0") })
        else {
            throw SiteBuildError.unsafeOutput("refusing to write '\(relativePath)': outside the output folder")
        }
        return root.appendingPathComponent(relativePath)
    }
}

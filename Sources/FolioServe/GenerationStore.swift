import FolioSite
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps every build of a preview in its own folder (`gen-1`, `gen-2`, …) and an in-memory pointer to
/// the newest complete one, so a request never sees a half-written site.
///
/// A rebuild starts from a hard-link clone of the current generation (cheap: no file data is copied), the
/// builder replaces the files that changed, and ``publish(_:diagnostics:)`` swaps the pointer (and the
/// `current` symlink next to the folders) in one step. The generation before the current one is kept a
/// little longer for requests that are still reading it; older ones are deleted.
public final class GenerationStore: @unchecked Sendable {
    /// Where the generations live.
    public let root: URL
    /// True when `root` is a temporary folder that ``removeAll()`` deletes at shutdown.
    public let isTemporary: Bool

    private let lock = NSLock()
    /// Old generations are deleted here, off the path between a save and the browser's reload.
    private let cleanup = DispatchQueue(label: "folio.serve.cleanup", qos: .utility)
    /// The next generation's clone is prepared here, apart from deletions, so a save waits for neither.
    private let preparation = DispatchQueue(label: "folio.serve.prepare", qos: .userInitiated)
    private var published: SiteSnapshot?
    /// A clone of the published folder made ahead of the next rebuild, and the folder it copies.
    private var spare: (folder: URL, source: URL)?
    private var isClosed = false
    private var nextNumber = 1
    private let sessionToken: String

    static let markerName = ".folio-serve"

    /// Opens a store in `output`, or in a new temporary folder when `output` is nil.
    ///
    /// An existing `output` folder must be empty or a previous preview's (it holds the marker file), so a
    /// mistyped `--output` never deletes someone's files.
    public init(output: URL?) throws {
        let fileManager = FileManager.default
        if let output {
            let root = output.standardizedFileURL
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else { throw PreviewError.outputNotUsable(root.path) }
                let entries = (try? fileManager.contentsOfDirectory(atPath: root.path)) ?? []
                if !entries.isEmpty && !entries.contains(Self.markerName) {
                    throw PreviewError.outputNotUsable(root.path)
                }
                for entry in entries where entry.hasPrefix("gen-") || entry == "current" {
                    try? fileManager.removeItem(at: root.appendingPathComponent(entry))
                }
            }
            try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
            self.root = root
            self.isTemporary = false
        } else {
            // mkdtemp(3) template: it creates the folder, replacing the trailing six X's by a unique suffix.
            let base = fileManager.temporaryDirectory.appendingPathComponent("folio-serve-XXXXXX")
            var template = Array(base.path.utf8CString)
            let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
                guard let start = buffer.baseAddress else { return false }
                return mkdtemp(start) != nil
            }
            guard made else { throw PreviewError.outputNotUsable(base.path) }
            let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            self.root = URL(fileURLWithPath: path, isDirectory: true)
            self.isTemporary = true
        }
        _ = FileManager.default.createFile(atPath: root.appendingPathComponent(Self.markerName).path,
                                       contents: Data("folio serve output\n".utf8))
        sessionToken = String(getpid())
    }

    /// The newest complete site, or nil before the first build finished.
    public var current: SiteSnapshot? {
        lock.lock()
        defer { lock.unlock() }
        return published
    }

    /// A new, empty folder for a full build.
    public func makeEmptyGeneration() throws -> URL {
        let folder = reserveFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        return folder
    }

    /// A new folder holding hard links to every file of the current generation (empty if none).
    ///
    /// Usually it is already there: after each publish the next clone is prepared in the background
    /// (a thousand-page site is a thousand `link` calls), so a save does not wait for it.
    public func makeClonedGeneration() throws -> URL {
        preparation.sync {}
        let source = current?.folder
        let ready = lock.withLock { () -> (folder: URL, source: URL)? in
            defer { spare = nil }
            return spare
        }
        if let ready {
            if ready.source == source { return ready.folder }
            discard(ready.folder)
        }
        return try clone(source)
    }

    private func clone(_ source: URL?) throws -> URL {
        let folder = reserveFolder()
        if let source {
            try HardLinkCloner.clone(source, to: folder)
        } else {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        }
        return folder
    }

    /// Clones `source` into the spare slot, off the path between a save and the reload.
    private func prepareSpare(of source: URL) {
        preparation.async { [self] in
            guard !lock.withLock({ isClosed }), let folder = try? clone(source) else { return }
            let stale = lock.withLock { () -> URL? in
                defer { spare = (folder, source) }
                return spare?.folder
            }
            if let stale { discard(stale) }
        }
    }

    /// Makes `folder` the served site, atomically, and deletes generations older than the previous one.
    @discardableResult
    public func publish(_ folder: URL, diagnostics: [Diagnostic]) -> SiteSnapshot {
        lock.lock()
        let number = (published?.generation ?? 0) + 1
        let snapshot = SiteSnapshot(folder: folder, generation: number,
                                    token: "\(sessionToken)-\(number)", diagnostics: diagnostics)
        let previous = published
        published = snapshot
        lock.unlock()
        pointSymlink(at: folder)
        if previous?.folder != folder { prepareSpare(of: folder) }
        let kept = [folder, previous?.folder].compactMap { $0 }
        cleanup.async { [self] in pruneGenerations(keeping: kept) }
        return snapshot
    }

    /// Keeps the site that is served but records new diagnostics (a rebuild that failed as a whole).
    @discardableResult
    public func republish(diagnostics: [Diagnostic]) -> SiteSnapshot? {
        guard let folder = current?.folder else { return nil }
        return publish(folder, diagnostics: diagnostics)
    }

    /// Deletes a generation that was never published (its build failed).
    public func discard(_ folder: URL) {
        guard folder.deletingLastPathComponent().standardizedFileURL.path == root.standardizedFileURL.path,
              folder.lastPathComponent.hasPrefix("gen-") else { return }
        try? FileManager.default.removeItem(at: folder)
    }

    /// At shutdown: a temporary root is deleted; a user's `--output` keeps only the current generation.
    public func removeAll() {
        lock.withLock { isClosed = true }
        finishCleanup()
        if let spare = lock.withLock({ spare?.folder }) { discard(spare) }
        if isTemporary {
            try? FileManager.default.removeItem(at: root)
        } else if let folder = current?.folder {
            pruneGenerations(keeping: [folder])
        }
    }

    /// Waits until old generations scheduled for deletion are gone and the next clone is ready.
    func finishCleanup() {
        preparation.sync {}
        cleanup.sync {}
    }

    private func reserveFolder() -> URL {
        lock.lock()
        defer { lock.unlock() }
        let folder = root.appendingPathComponent("gen-\(nextNumber)", isDirectory: true)
        nextNumber += 1
        return folder
    }

    private func pointSymlink(at folder: URL) {
        let link = root.appendingPathComponent("current").path
        let staging = root.appendingPathComponent(".current-next").path
        unlink(staging)
        guard symlink(folder.lastPathComponent, staging) == 0 else { return }
        if rename(staging, link) != 0 { unlink(staging) }
    }

    /// Deletes generations older than the oldest kept one; newer folders may be builds in progress.
    private func pruneGenerations(keeping kept: [URL]) {
        guard let oldestKept = kept.compactMap({ Self.number(of: $0.lastPathComponent) }).min() else { return }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for entry in entries {
            guard let number = Self.number(of: entry), number < oldestKept else { continue }
            try? FileManager.default.removeItem(at: root.appendingPathComponent(entry))
        }
    }

    private static func number(of name: String) -> Int? {
        name.hasPrefix("gen-") ? Int(name.dropFirst(4)) : nil
    }
}

/// One complete, published version of the site.
public struct SiteSnapshot: Sendable, Equatable {
    /// The folder requests are answered from.
    public var folder: URL
    /// 1 for the first build, then one more for each rebuild.
    public var generation: Int
    /// Identifies this generation across server restarts; the live-reload script compares it.
    public var token: String
    /// Diagnostics of the build that made this snapshot (or of the failed rebuild after it).
    public var diagnostics: [Diagnostic]

    /// What the overlay lists (see ``Diagnostic/showsInOverlay``).
    public var errors: [Diagnostic] { diagnostics.filter(\.showsInOverlay) }
}

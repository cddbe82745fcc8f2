import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one place a build writes files: pages, assets, generated pages and theme files all go
/// through it, whatever the ``OutputSink``.
///
/// Why one writer: the safety rules (nothing outside the folder, whatever a path says) and the
/// I/O (plain `open`/`write`, no `Data` or `URL` per page) must be the same for `folio build`
/// and `folio serve`. Into a fresh folder a file is written in place; into a folder of hard
/// links (``OutputSink/replacesFiles``) it is written to a temporary file and renamed over the
/// old name, so the generation still being served never changes. Safe from many threads.
final class SiteWriter: @unchecked Sendable {
    let sink: any OutputSink
    private let root: String
    private let lock = NSLock()
    private var createdDirectories = Set<String>()
    private var paths: [String] = []
    private var writes = 0
    private var temporaries = 0
    /// Test hook: throw after this many writes.
    var failAfterWrites: Int?

    init(sink: any OutputSink) {
        self.sink = sink
        root = sink.folder
    }

    /// Output paths written or removed so far, in no particular order.
    var written: [String] { lock.withLock { paths } }

    /// The file-system path for `relativePath` inside the folder, or nil when unsafe.
    /// Checked component by component on bytes: no empty, `.`, `..` or hidden parts (other
    /// than `.nojekyll`), no NUL, not absolute. With those rules the joined path cannot
    /// leave the folder, so no URL standardisation is needed.
    func path(for relativePath: String) -> String? {
        let bytes = relativePath.utf8
        guard let first = bytes.first, first != 47, !bytes.contains(0) else { return nil }
        for part in relativePath.split(separator: "/", omittingEmptySubsequences: false) {
            guard let head = part.utf8.first else { return nil }
            if head == 46 && part != ".nojekyll" { return nil }
        }
        return root + "/" + relativePath
    }

    func write(_ relativePath: String, contents: String) throws {
        var text = contents
        try text.withUTF8 { try write(relativePath, bytes: UnsafeRawBufferPointer($0)) }
    }

    func write(_ relativePath: String, bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write(relativePath, bytes: $0) }
    }

    func write(_ relativePath: String, data: Data) throws {
        try data.withUnsafeBytes { try write(relativePath, bytes: $0) }
    }

    /// Plain open/write/close: no fsync per page (a build becomes visible only when its sink
    /// publishes it, which is what makes it atomic).
    func write(_ relativePath: String, bytes: UnsafeRawBufferPointer) throws {
        let target = try prepare(relativePath)
        let path = sink.replacesFiles ? temporaryPath(for: target) : target
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SiteBuildError.io("cannot write \(target): errno \(errno)") }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(fd)
                throw SiteBuildError.io("cannot write \(target): errno \(code)")
            }
            offset += written
        }
        close(fd)
        try finish(path, as: target, relativePath)
    }

    /// Copies a content file (an asset) to `relativePath`.
    func copy(from source: URL, to relativePath: String) throws {
        let target = try prepare(relativePath)
        let path = sink.replacesFiles ? temporaryPath(for: target) : target
        do {
            try FileManager.default.copyItem(at: source.resolvingSymlinksInPath(), to: URL(fileURLWithPath: path))
        } catch {
            throw SiteBuildError.io("cannot copy \(source.path): \(error.localizedDescription)")
        }
        try finish(path, as: target, relativePath)
    }

    /// Deletes `relativePath` (a list page whose tag is gone).
    func remove(_ relativePath: String) throws {
        guard let path = path(for: relativePath) else {
            throw SiteBuildError.unsafeOutput("refusing to remove '\(relativePath)': outside the output folder")
        }
        unlink(path)
        lock.withLock { paths.append(relativePath) }
    }

    /// Checks the path, counts the write, and makes its folder.
    private func prepare(_ relativePath: String) throws -> String {
        guard let path = path(for: relativePath) else {
            throw SiteBuildError.unsafeOutput("refusing to write '\(relativePath)': outside the output folder")
        }
        if let limit = failAfterWrites {
            let count = lock.withLock { () -> Int in
                writes += 1
                return writes
            }
            if count > limit { throw SiteBuildError.injectedFailure }
        }
        if let slash = relativePath.utf8.lastIndex(of: 47) {
            ensureDirectory(root + "/" + relativePath[..<slash])
        }
        return path
    }

    /// Renames a temporary file over its target (replacing sinks) and records the path.
    private func finish(_ path: String, as target: String, _ relativePath: String) throws {
        if path != target, rename(path, target) != 0 {
            let code = errno
            unlink(path)
            throw SiteBuildError.io("cannot replace \(target): errno \(code)")
        }
        lock.withLock { paths.append(relativePath) }
    }

    /// A name next to `target` no other thread uses (the scanner never reads it back: it is hidden).
    private func temporaryPath(for target: String) -> String {
        let slash = target.utf8.lastIndex(of: 47) ?? target.utf8.startIndex
        let number = lock.withLock { () -> Int in
            temporaries += 1
            return temporaries
        }
        return String(target[..<slash]) + "/.folio-tmp-\(getpid())-\(number)"
    }

    private func ensureDirectory(_ path: String) {
        if lock.withLock({ createdDirectories.contains(path) }) { return }
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        lock.withLock { _ = createdDirectories.insert(path) }
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes the site into a staging folder next to the output folder and swaps it in at the
/// end, so a failed or killed build leaves the previous site exactly as it was.
///
/// - Staging: `<parent>/.<name>.folio-staging-<pid>`; leftovers of killed builds are
///   removed by the next build.
/// - Swap: one atomic `renameat2(RENAME_EXCHANGE)` on Linux when available, else two renames.
/// - Safety: every write is checked to land inside the staging folder (no `..`, no absolute
///   paths); an existing output folder is only replaced when it is empty or was written by
///   Folio (it holds `.nojekyll`).
final class OutputDirectory: @unchecked Sendable {
    let finalURL: URL
    let stagingURL: URL
    let stagingPath: String
    private let stagingPrefix: String
    /// Test hook: throw after this many writes.
    var failAfterWrites: Int?
    private var writes = 0
    private let lock = NSLock()

    init(path: String) throws {
        let fm = FileManager.default
        finalURL = URL(fileURLWithPath: path).standardizedFileURL
        let parent = finalURL.deletingLastPathComponent()
        let name = finalURL.lastPathComponent
        guard !name.isEmpty, name != "/", finalURL.path != "/" else {
            throw SiteBuildError.unsafeOutput("refusing to use '\(path)' as the output folder")
        }
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: finalURL.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw SiteBuildError.unsafeOutput("output '\(path)' exists and is not a folder")
            }
            let contents = (try? fm.contentsOfDirectory(atPath: finalURL.path)) ?? []
            if !contents.isEmpty && !contents.contains(".nojekyll") {
                throw SiteBuildError.unsafeOutput(
                    "refusing to replace '\(path)': it is not empty and was not written by Folio (no .nojekyll)")
            }
        }
        try? fm.createDirectory(at: parent, withIntermediateDirectories: true)
        stagingPrefix = ".\(name).folio-staging-"
        // Remove leftovers of builds that were killed.
        for entry in (try? fm.contentsOfDirectory(atPath: parent.path)) ?? [] where entry.hasPrefix(stagingPrefix) {
            try? fm.removeItem(at: parent.appendingPathComponent(entry))
        }
        stagingURL = parent.appendingPathComponent(stagingPrefix + String(ProcessInfo.processInfo.processIdentifier))
        stagingPath = stagingURL.path
        do {
            try fm.createDirectory(at: stagingURL, withIntermediateDirectories: true)
        } catch {
            throw SiteBuildError.io("cannot create \(stagingURL.path): \(error.localizedDescription)")
        }
    }

    /// The absolute URL for `relativePath` inside the staging folder, or nil when the path
    /// is unsafe (absolute, `..`, empty or hidden components other than `.nojekyll`).
    func url(for relativePath: String) -> URL? {
        path(for: relativePath).map { URL(fileURLWithPath: $0) }
    }

    /// The file-system path for `relativePath` inside the staging folder, or nil when unsafe.
    /// Checked component by component on bytes: no empty, `.`, `..` or hidden parts (other
    /// than `.nojekyll`), no NUL, not absolute. With those rules the joined path cannot
    /// leave the staging folder, so no URL standardisation is needed.
    func path(for relativePath: String) -> String? {
        let bytes = relativePath.utf8
        guard let first = bytes.first, first != 47, !bytes.contains(0) else { return nil }
        for part in relativePath.split(separator: "/", omittingEmptySubsequences: false) {
            guard let head = part.utf8.first else { return nil }
            if head == 46 && part != ".nojekyll" { return nil }
        }
        return stagingPath + "/" + relativePath
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

    /// Plain open/write/close: no temporary file and no fsync per page (the whole folder is
    /// swapped in at the end, which is what makes the build atomic).
    private func write(_ relativePath: String, bytes: UnsafeRawBufferPointer) throws {
        guard let path = path(for: relativePath) else {
            throw SiteBuildError.unsafeOutput("refusing to write '\(relativePath)': outside the output folder")
        }
        try countWrite()
        if let slash = relativePath.utf8.lastIndex(of: 47) {
            ensureDirectory(stagingPath + "/" + relativePath[..<slash])
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SiteBuildError.io("cannot write \(path): errno \(errno)") }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw SiteBuildError.io("cannot write \(path): errno \(errno)")
            }
            offset += written
        }
    }

    private var createdDirectories = Set<String>()

    private func ensureDirectory(_ path: String) {
        lock.lock()
        let known = createdDirectories.contains(path)
        lock.unlock()
        if known { return }
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        lock.lock()
        createdDirectories.insert(path)
        lock.unlock()
    }

    func copy(from source: URL, to relativePath: String) throws {
        guard let url = url(for: relativePath) else {
            throw SiteBuildError.unsafeOutput("refusing to copy to '\(relativePath)': outside the output folder")
        }
        try countWrite()
        let fm = FileManager.default
        ensureDirectory(url.deletingLastPathComponent().path)
        do {
            try fm.copyItem(at: source.resolvingSymlinksInPath(), to: url)
        } catch {
            throw SiteBuildError.io("cannot copy \(source.path): \(error.localizedDescription)")
        }
    }

    private func countWrite() throws {
        guard let limit = failAfterWrites else { return }
        lock.lock()
        writes += 1
        let count = writes
        lock.unlock()
        if count > limit { throw SiteBuildError.injectedFailure }
    }

    /// Puts the staged site in place of the output folder.
    func commit() throws {
        let fm = FileManager.default
        if fm.fileExists(atPath: finalURL.path) {
            if OutputDirectory.exchange(stagingURL.path, finalURL.path) {
                try? fm.removeItem(at: stagingURL)  // now holds the previous site
                return
            }
            let old = finalURL.deletingLastPathComponent()
                .appendingPathComponent(stagingPrefix + "old-" + String(ProcessInfo.processInfo.processIdentifier))
            try? fm.removeItem(at: old)
            do {
                try fm.moveItem(at: finalURL, to: old)
                try fm.moveItem(at: stagingURL, to: finalURL)
            } catch {
                throw SiteBuildError.io("cannot move the new site into place: \(error.localizedDescription)")
            }
            try? fm.removeItem(at: old)
        } else {
            do {
                try fm.moveItem(at: stagingURL, to: finalURL)
            } catch {
                throw SiteBuildError.io("cannot move the new site into place: \(error.localizedDescription)")
            }
        }
    }

    /// Drops the staged site (the previous output is untouched).
    func abandon() {
        try? FileManager.default.removeItem(at: stagingURL)
    }

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// Atomically swaps two paths with Linux's renameat2(RENAME_EXCHANGE), looked up at run
    /// time so older C libraries simply fall back to two renames.
    private static func exchange(_ a: String, _ b: String) -> Bool {
        #if os(Linux)
        guard let symbol = dlsym(nil, "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let atFDCWD: Int32 = -100
        let renameExchange: UInt32 = 1 << 1
        return renameat2(atFDCWD, a, atFDCWD, b, renameExchange) == 0
        #else
        return false
        #endif
    }
}

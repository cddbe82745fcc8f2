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
    /// Write `.gz` and `.br` siblings of text files (`compress: true`, see ``Precompressor``).
    /// Set before the first write.
    var compresses = false
    /// Keep each written file's ``FileStamp`` (the page cache records them). Set before the first write.
    var recordsStamps = false
    private var stamps: [String: (stamp: FileStamp, digest: CacheDigest)] = [:]
    /// Paths hard-linked to the previous site's files: one written again is unlinked first, so the
    /// previous site (still live until the swap) never changes.
    private var linked = Set<String>()

    /// On a sink that holds an earlier site: the previous files, and the mode a new file gets.
    private let keptFiles: KeptOutputFiles?

    init(sink: any OutputSink) {
        self.sink = sink
        root = sink.folder
        keptFiles = sink.holdsPreviousFiles ? KeptOutputFiles() : nil
    }

    /// Output paths written or removed so far, in no particular order.
    var written: [String] { lock.withLock { paths } }

    /// The file-system path for `relativePath` inside the folder, or nil when unsafe.
    /// Checked component by component on bytes: no empty, `.`, `..` or hidden parts (other
    /// than `.nojekyll` and a leading `.well-known`), no NUL, not absolute. With those rules the joined path cannot
    /// leave the folder, so no URL standardisation is needed.
    func path(for relativePath: String) -> String? {
        Self.isSafe(relativePath) ? root + "/" + relativePath : nil
    }

    /// Whether ``path(for:)`` accepts `relativePath`.
    static func isSafe(_ relativePath: String) -> Bool {
        // On bytes, without splitting the path into strings: it runs for every file of every build.
        var relative = relativePath
        return relative.withUTF8 { bytes -> Bool in
            guard let first = bytes.first, first != 47 else { return false }
            var start = 0
            for end in 0..<bytes.count {
                let byte = bytes[end]
                if byte == 0 { return false }
                if byte == 47 {
                    guard Self.isSafePart(UnsafeBufferPointer(rebasing: bytes[start..<end]), first: start == 0) else { return false }
                    start = end + 1
                }
            }
            return Self.isSafePart(UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]), first: start == 0)
        }
    }

    /// A path component ``path(for:)`` accepts: not empty, and not hidden but for `.nojekyll`, and `.well-known` first.
    private static func isSafePart(_ part: UnsafeBufferPointer<UInt8>, first: Bool) -> Bool {
        guard let head = part.first else { return false }
        guard head == 46 else { return true }
        return part.elementsEqual(".nojekyll".utf8) || (first && part.elementsEqual(".well-known".utf8))
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
        try writeFile(relativePath, bytes: bytes)
        try writeSiblings(of: relativePath, bytes: bytes)
    }

    /// The file alone, without precompressed siblings.
    private func writeFile(_ relativePath: String, bytes: UnsafeRawBufferPointer) throws {
        let target = try prepare(relativePath)
        if let keptFiles, let stamp = keptFiles.holds(target, bytes: bytes) {
            if recordsStamps {
                let digest = CacheDigest(bytes)
                lock.withLock { stamps[relativePath] = (stamp, digest) }
            }
            lock.withLock { paths.append(relativePath) }
            return
        }
        if recordsStamps, lock.withLock({ linked.remove(relativePath) }) != nil { unlink(target) }
        let path = sink.replacesFiles ? temporaryPath(for: target) : target
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(errno, writing: relativePath) }
        if let code = Self.writeAll(fd, bytes) {
            close(fd)
            throw failure(code, writing: relativePath)
        }
        if recordsStamps, let stamp = FileStamp.of(descriptor: fd) {
            let digest = CacheDigest(bytes)
            lock.withLock { stamps[relativePath] = (stamp, digest) }
        }
        close(fd)
        try finish(path, as: target, relativePath)
    }

    /// Puts the previous build's file `existing` (verified by the page cache to be `kept`) at
    /// `relativePath`: a hard link (no bytes written), or with `copy`, or when the link is refused,
    /// a new file with its bytes. Its siblings are the caller's business (they are reused alike).
    func reuse(_ existing: String, kept: KeptFile, as relativePath: String, copy: Bool) throws {
        if !copy && (!sink.replacesFiles || keptFiles != nil) {
            let target = try prepare(relativePath)
            if let keptFiles, keptFiles.isFile(target, stamp: kept.stamp) {
                lock.withLock {
                    stamps[relativePath] = (kept.stamp, kept.digest)
                    paths.append(relativePath)
                }
                return
            }
            let path = keptFiles != nil ? temporaryPath(for: target) : target
            if link(existing, path) == 0 {
                lock.withLock {
                    stamps[relativePath] = (kept.stamp, kept.digest)
                    if keptFiles == nil { linked.insert(relativePath) }
                }
                try finish(path, as: target, relativePath)
                return
            }
        }
        guard let data = FileManager.default.contents(atPath: existing) else {
            throw SiteBuildError.io("cannot reuse \(FileProblem.escaped(relativePath)) from the previous site: \(FileProblem.whyUnreadable(existing))")
        }
        try data.withUnsafeBytes { try writeFile(relativePath, bytes: $0) }
    }

    /// Of `files` (each reused as ``reuse(_:kept:as:copy:)`` would, from the previous site's file of the same
    /// path), those the kept previous site already holds as that very file (device and inode): recorded
    /// as reused, the others left to the caller (false). Each is checked by name in its open folder, no
    /// path walk, and all are recorded under one lock: the search index reuses thousands of files in three
    /// folders on every build. Nothing is done into a fresh folder or with the write-failure test hook.
    /// With `wholeStamps` a file must also still have the recorded size, time and mode (a page's
    /// permission bits those of a fresh write): the kept previous site's own file is then the recorded
    /// file, unchanged, and the live one need not be examined. `checked`: per file, true when the
    /// `wholeStamps` check already passed in this folder (``KeptPagesCheck``, made while the site was
    /// planned; ``SearchBlockReuse/stagingFolder``); such a file is recorded without looking again.
    func reuseInPlace(_ files: [KeptFile], wholeStamps: Bool = false, checked: [Bool]? = nil) -> [Bool] {
        var done = [Bool](repeating: false, count: files.count)
        guard keptFiles != nil, failAfterWrites == nil else { return done }
        precondition(checked == nil || checked!.count == files.count, "checks of other files")
        // By folder; each file's name is the end of its path, from `name` (a UTF-8 offset) on.
        var byFolder: [Substring: [(index: Int, name: Int)]] = [:]
        for (index, file) in files.enumerated() {
            if checked?[index] == true {
                done[index] = true
                continue
            }
            guard Self.isSafe(file.path), let slash = file.path.utf8LastIndex(of: 47) else { continue }
            byFolder[file.path[..<slash], default: []].append((index, file.path.utf8.distance(from: file.path.startIndex, to: slash) + 1))
        }
        // Checked on every core, in runs of at most 512 names.
        var runs: [(folder: Int32, members: ArraySlice<(index: Int, name: Int)>)] = []
        var folders: [Int32] = []
        for (folder, members) in byFolder {
            let directory = root + "/" + folder
            ensureDirectory(directory)
            let fd = open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard fd >= 0 else { continue }
            folders.append(fd)
            for start in stride(from: 0, to: members.count, by: 512) {
                runs.append((fd, members[start..<min(start + 512, members.count)]))
            }
        }
        let checks = runs
        done.withUnsafeMutableBufferPointer { buffer in
            let slots = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: checks.count) { run in
                for (index, name) in checks[run].members {
                    var info = stat()
                    let stamp = files[index].stamp
                    guard files[index].path.withCString({ fstatat(checks[run].folder, $0 + name, &info, AT_SYMLINK_NOFOLLOW) }) == 0,
                          info.st_mode & S_IFMT == S_IFREG,
                          UInt64(info.st_dev) == stamp.device, UInt64(info.st_ino) == stamp.inode else { continue }
                    if wholeStamps, !KeptOutputFiles.isRecordedFile(FileStamp(info), stamp) { continue }
                    slots.buffer[index] = true
                }
            }
        }
        for fd in folders { close(fd) }
        let count = done.count { $0 }
        lock.withLock {
            // Grown geometrically: an exact reserve on each of many small calls rehashed every stamp each time.
            // A half more on the first call: the pages' stamps come first, then the search index's
            // files (a third as many again at 10,000 notes), which would otherwise rehash them all.
            if stamps.capacity < stamps.count + count {
                stamps.reserveCapacity(max(stamps.isEmpty ? count + count / 2 : stamps.count + count, stamps.capacity * 2))
            }
            if paths.capacity < paths.count + count { paths.reserveCapacity(max(paths.count + count, paths.capacity * 2)) }
            for (index, file) in files.enumerated() where done[index] {
                stamps[file.path] = (file.stamp, file.digest)
                paths.append(file.path)
            }
        }
        return done
    }

    /// The file written (or reused) at `relativePath`, when ``recordsStamps``.
    func kept(_ relativePath: String) -> KeptFile? {
        lock.withLock { stamps[relativePath].map { KeptFile(path: relativePath, stamp: $0.stamp, digest: $0.digest) } }
    }

    /// The precompressed siblings of the file just written at `relativePath` (when compressing),
    /// or, in a folder of the previous build, the removal of siblings it no longer has.
    private func writeSiblings(of relativePath: String, bytes: UnsafeRawBufferPointer) throws {
        guard compresses else { return }
        if Precompressor.compresses(relativePath, size: bytes.count) {
            for sibling in Precompressor.siblings(of: bytes) {
                try write(relativePath + sibling.suffix, bytes: sibling.bytes)
            }
        } else if sink.replacesFiles && keptFiles == nil {  // a spare's stale siblings are pruned at publish
            for suffix in [".gz", ".br"] {
                if let path = path(for: relativePath + suffix), access(path, F_OK) == 0 { try remove(relativePath + suffix) }
            }
        }
    }

    /// Writes every byte; nil, or the `errno` that stopped it. (The cache files use it too.)
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// `disk full while writing note00968.html; the previous site is untouched`.
    private func failure(_ code: Int32, writing relativePath: String) -> SiteBuildError {
        .io("\(FileProblem.reason(code)) while writing \(FileProblem.escaped(relativePath)); the previous site is untouched")
    }

    /// Copies a content file (an asset) to `relativePath`: its bytes only, as a new file with
    /// normal permissions (0644, or 0755 when the source is executable), never a link and never
    /// the source's own mode (a 0666 asset must not become a world-writable page). Only a
    /// regular file is read (opened non-blocking: a FIFO put in its place must not hang a build).
    func copy(from source: URL, to relativePath: String) throws {
        let display = FileProblem.escaped(relativePath)
        let input = open(source.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard input >= 0 else {
            throw SiteBuildError.io("cannot copy \(display): \(FileProblem.whyUnreadable(source.path))")
        }
        defer { close(input) }
        var info = stat()
        guard fstat(input, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw SiteBuildError.io("cannot copy \(display): it is \(FileProblem.typeName(info.st_mode & S_IFMT)), not a regular file")
        }
        let mode: mode_t = info.st_mode & 0o111 != 0 ? 0o755 : 0o644
        let target = try prepare(relativePath)
        if let keptFiles, keptFiles.holds(target, sameAs: input, size: Int(info.st_size), mode: mode) {
            lock.withLock { paths.append(relativePath) }
            if compresses, Precompressor.compresses(relativePath, size: Int(info.st_size)),
               let data = FileManager.default.contents(atPath: target) {
                try data.withUnsafeBytes { try writeSiblings(of: relativePath, bytes: $0) }
            }
            return
        }
        let path = sink.replacesFiles ? temporaryPath(for: target) : target
        let output = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard output >= 0 else { throw failure(errno, writing: relativePath) }
        fchmod(output, mode)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 17, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let got = read(input, buffer.baseAddress!, buffer.count)
            if got < 0 && errno == EINTR { continue }
            if got < 0 {
                let code = errno
                close(output)
                unlink(path)
                throw SiteBuildError.io("cannot copy \(display): \(FileProblem.reason(code))")
            }
            if got == 0 { break }
            if let code = Self.writeAll(output, UnsafeRawBufferPointer(rebasing: buffer[..<got])) {
                close(output)
                throw failure(code, writing: relativePath)
            }
        }
        close(output)
        try finish(path, as: target, relativePath)
        if compresses, Precompressor.compresses(relativePath, size: Int(info.st_size)),
           let data = FileManager.default.contents(atPath: target) {
            try data.withUnsafeBytes { try writeSiblings(of: relativePath, bytes: $0) }
        }
    }

    /// Deletes `relativePath` (a list page whose tag is gone).
    func remove(_ relativePath: String) throws {
        guard let path = path(for: relativePath) else {
            throw SiteBuildError.unsafeOutput("refusing to remove '\(relativePath)': outside the output folder")
        }
        unlink(path)
        lock.withLock { paths.append(relativePath) }
        if compresses, Precompressor.compresses(relativePath, size: Int.max) {
            for suffix in [".gz", ".br"] where access(path + suffix, F_OK) == 0 {
                unlink(path + suffix)
                lock.withLock { paths.append(relativePath + suffix) }
            }
        }
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
        if let slash = relativePath.utf8LastIndex(of: 47) {
            ensureDirectory(root + "/" + relativePath[..<slash])
        }
        return path
    }

    /// Renames a temporary file over its target (replacing sinks) and records the path.
    private func finish(_ path: String, as target: String, _ relativePath: String) throws {
        if path != target, rename(path, target) != 0 {
            let code = errno
            unlink(path)
            throw SiteBuildError.io("\(FileProblem.reason(code)) while replacing \(FileProblem.escaped(relativePath))")
        }
        lock.withLock { paths.append(relativePath) }
    }

    /// A name next to `target` no other thread uses (the scanner never reads it back: it is hidden).
    private func temporaryPath(for target: String) -> String {
        let slash = target.utf8LastIndex(of: 47) ?? target.utf8.startIndex
        let number = lock.withLock { () -> Int in
            temporaries += 1
            return temporaries
        }
        return String(target[..<slash]) + "/.folio-tmp-\(getpid())-\(number)"
    }

    private func ensureDirectory(_ path: String) {
        if lock.withLock({ createdDirectories.contains(path) }) { return }
        keptFiles?.clearNonFolders(root: root, path: path)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        lock.withLock { _ = createdDirectories.insert(path) }
    }
}

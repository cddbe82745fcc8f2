import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What ``SiteWriter`` asks of a staging folder that starts out holding an earlier site (the
/// build cache's ``SpareSite``): is the file already there the one it would write?
///
/// Why apart: the answer must be exact — a kept file becomes part of the published site, so it is
/// kept only when it is a regular file (never a link to elsewhere) with the very bytes and the mode
/// a fresh write would give it. Anything else in the way (a folder where a file goes, a file where a
/// folder goes) is removed, and the writer writes the file anew (a temporary file renamed into place:
/// the old one may be a hard link shared with the live site).
struct KeptOutputFiles: Sendable {
    /// The mode `open(…, 0o644)` gives a new file under this process's umask. Read once (umask has
    /// no read-only call), before the writers start: ``PageCache/open`` and ``SiteWriter`` touch it first.
    static let pageMode: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return 0o644 & ~mask
    }()

    var pageMode: mode_t { Self.pageMode }

    init() { _ = Self.pageMode }

    /// The stamp of the file at `path` when it is a regular file of mode ``pageMode`` holding exactly `bytes`.
    func holds(_ path: String, bytes: UnsafeRawBufferPointer) -> FileStamp? {
        guard let info = entry(at: path), info.st_mode & S_IFMT == S_IFREG, info.st_mode & 0o7777 == pageMode,
              Int(info.st_size) == bytes.count else { return nil }
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard Self.read(fd, matches: bytes) else { return nil }
        return FileStamp(info)
    }

    /// True when the file at `path` is a regular file of `mode` with the bytes of the open file `source` (`size` bytes).
    /// Leaves `source`'s offset at the start.
    func holds(_ path: String, sameAs source: Int32, size: Int, mode: mode_t) -> Bool {
        guard let info = entry(at: path), info.st_mode & S_IFMT == S_IFREG, info.st_mode & 0o7777 == mode,
              Int(info.st_size) == size else { return false }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(size, 1), alignment: 16)
        defer {
            buffer.deallocate()
            lseek(source, 0, SEEK_SET)
        }
        var offset = 0
        while offset < size {
            let got = Glibc.read(source, buffer.baseAddress! + offset, size - offset)
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return false }
            offset += got
        }
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return Self.read(fd, matches: UnsafeRawBufferPointer(rebasing: buffer[..<size]))
    }

    /// True when `path` is the file `stamp` names (same device and inode): a page the cache reuses
    /// whose name in the spare is already a link to the live page.
    func isFile(_ path: String, stamp: FileStamp) -> Bool {
        guard let info = entry(at: path) else { return false }
        return info.st_mode & S_IFMT == S_IFREG && UInt64(info.st_dev) == stamp.device && UInt64(info.st_ino) == stamp.inode
    }

    /// Whether a file stamped `current` (nil: not a regular file) is the file the build cache recorded as
    /// `recorded`, unchanged, with the mode a fresh write gives it: it may then be reused where it stands.
    static func isRecordedFile(_ current: FileStamp?, _ recorded: FileStamp) -> Bool {
        current == recorded && recorded.mode == UInt32(pageMode)
    }

    /// The folder `relative` (`a/b`) inside the open folder `root`, opened part by part and never through
    /// a symbolic link; nil when a part is missing or not a folder. The caller closes it.
    static func openFolder(_ relative: Substring, in root: Int32) -> Int32? {
        var fd = root
        for part in relative.split(separator: "/") {
            let next = openat(fd, String(part), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if fd != root { close(fd) }
            guard next >= 0 else { return nil }
            fd = next
        }
        return fd == root ? dup(root) : fd
    }

    /// What stands at `path` where a file is to be written, nil for nothing. A folder there is removed
    /// (with what it holds) and reported as nothing, so the file can be renamed into its place. Every
    /// question above asks this first: one `lstat` per file.
    private func entry(at path: String) -> stat? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        if info.st_mode & S_IFMT == S_IFDIR {
            try? FileManager.default.removeItem(atPath: path)
            return nil
        }
        return info
    }

    /// Unlinks whatever is not a folder on the way from `root` (excluded) to `path` (included).
    func clearNonFolders(root: String, path: String) {
        var current = root
        for part in path.dropFirst(root.count + 1).split(separator: "/") {
            current += "/" + part
            var info = stat()
            guard lstat(current, &info) == 0 else { return }
            if info.st_mode & S_IFMT != S_IFDIR { unlink(current) }
        }
    }

    /// Reads `fd` to its end and compares with `expected` (the size is known to match).
    private static func read(_ fd: Int32, matches expected: UnsafeRawBufferPointer) -> Bool {
        let chunk = 1 << 16
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 16)
        defer { buffer.deallocate() }
        var offset = 0
        while true {
            let got = Glibc.read(fd, buffer.baseAddress!, chunk)
            if got < 0 && errno == EINTR { continue }
            if got < 0 { return false }
            if got == 0 { return offset == expected.count }
            guard offset + got <= expected.count,
                  memcmp(buffer.baseAddress!, expected.baseAddress! + offset, got) == 0 else { return false }
            offset += got
        }
    }
}

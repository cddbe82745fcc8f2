import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Who a file is and when it last changed: device, inode, size, modification time (to the
/// nanosecond) and permission bits. The page cache records it for every file it may reuse.
///
/// Why a stamp and not the bytes: reading back ten thousand pages to compare them would cost what
/// writing them does. A file edited, replaced or truncated since the build that wrote it gets a new
/// time or inode, so its stamp no longer matches and the page is rendered again (never reused).
struct FileStamp: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var seconds: Int64
    var nanoseconds: Int64
    /// The permission bits: a `chmod` changes neither the time nor the inode, and a page whose mode
    /// is not a fresh write's must not be reused (it would differ from a cold build).
    var mode: UInt32

    init(device: UInt64, inode: UInt64, size: Int64, seconds: Int64, nanoseconds: Int64, mode: UInt32) {
        self.device = device
        self.inode = inode
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.mode = mode
    }

    init(_ info: stat) {
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                  seconds: Int64(info.st_mtim.tv_sec), nanoseconds: Int64(info.st_mtim.tv_nsec),
                  mode: UInt32(info.st_mode & 0o7777))
    }

    /// The stamp of the regular file at `path` (not following a symbolic link), nil for anything else.
    static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStamp(info)
    }

    /// The stamp of the open file `fd`.
    /// The stamp of the regular file `name` in the open folder `directory` (no path walk from the
    /// root: the search index checks thousands of files in two folders), nil for anything else.
    static func of(_ name: String, in directory: Int32) -> FileStamp? {
        var info = stat()
        guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStamp(info)
    }

    static func of(descriptor fd: Int32) -> FileStamp? {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        return FileStamp(info)
    }
}

/// A file a page wrote, as the page cache keeps it: where, its stamp, and the digest of its bytes.
///
/// Why both: the stamp is the cheap check (one `lstat`); the digest is the fallback when the stamp
/// differs but the bytes may not (an output folder restored by CI's cache gets new inodes and
/// times): the file is then read and reused only if its bytes are the ones written.
struct KeptFile: Sendable, Equatable {
    var path: String
    var stamp: FileStamp
    var digest: CacheDigest
}

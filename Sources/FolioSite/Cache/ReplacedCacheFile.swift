#if canImport(Glibc)
import Glibc
#endif

// Why: the cache's index and its part files must each be whole or absent after a crash, so each is
// written beside itself under a temporary name and renamed over the old one (no fsync: a lost cache
// costs one cold build, never a wrong page).
/// A cache file written whole or not at all: a temporary file beside it, renamed over it.
enum ReplacedCacheFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        let temporary = path + ".tmp-\(getpid())"
        let fd = Glibc.open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SiteBuildError.io("cannot write \(temporary): \(FileProblem.reason(errno))") }
        let failed = bytes.withUnsafeBytes { SiteWriter.writeAll(fd, $0) }
        close(fd)
        if let failed {
            unlink(temporary)
            throw SiteBuildError.io("cannot write \(temporary): \(FileProblem.reason(failed))")
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw SiteBuildError.io("cannot write \(path): \(FileProblem.reason(code))")
        }
    }
}

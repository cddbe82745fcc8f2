import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a command's output file whole or not at all: the bytes go to a hidden temporary file beside
/// it, which is then renamed over the name, so a reader never sees half a file and a failed write
/// leaves the old one.
///
/// Why not `Data.write(to:options: .atomic)`: Foundation's atomic write also calls `fsync`, which made
/// a one-diagram `folio mermaid` wait on the disk (about a tenth of its time). Like `folio build` (which
/// writes its pages without `fsync` and swaps the folder in at the end), this trades durability across a
/// power cut, which mermaid-cli and most compilers do not offer either, for speed.
enum ReplacedFile {
    /// Puts `data` at `url`, replacing any file there.
    static func replace(_ url: URL, with data: Data) throws {
        try replace(path: url.path, with: data)
    }

    /// Puts `data` at `path`, replacing any file there. A path, not a `URL`: making a file URL was a
    /// tenth of a one-diagram `folio mermaid` run (the runtime's first type lookups in Foundation's URL code).
    static func replace(path: String, with data: Data) throws {
        let (folder, name) = split(path)
        let temporary = folder + "." + name + ".folio-tmp-" + String(getpid())
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CommandFailure("cannot write '\(path)': \(String(cString: strerror(errno)))") }
        var failure: Int32?
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let done = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if done < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += done
            }
        }
        if close(fd) != 0 && failure == nil { failure = errno }
        if failure == nil && rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw CommandFailure("cannot write '\(path)': \(String(cString: strerror(failure)))")
        }
    }

    /// `path` as its folder (with its final `/`, or empty for the working folder) and the name in it.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", path) }
        let afterSlash = path.utf8.index(after: slash)
        return (String(path[..<afterSlash]), String(path[afterSlash...]))
    }
}

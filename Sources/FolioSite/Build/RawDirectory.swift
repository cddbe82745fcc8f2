import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Mermaid

/// Lists a folder's entries as the bytes the file system holds.
///
/// Why not `FileManager.contentsOfDirectory`: it decodes names as UTF-8 and has no answer for a
/// name that is not (a Latin-1 `café.md`), so such a file was reported as missing or stopped the
/// build. Reading the raw names lets the scanner name it, escaped, and go on; and `opendir` is
/// cheaper than Foundation's listing.
enum RawDirectory {
    /// One entry: its name's bytes, and the name as text when those bytes are valid UTF-8.
    struct Entry {
        var bytes: [UInt8]
        var name: String?
        /// What the listing says the entry is (`d_type`: `DT_REG`, `DT_DIR`, `DT_LNK`…), or
        /// `DT_UNKNOWN` on a file system that does not say: then only `lstat` tells.
        var type: UInt8 = 0
        /// The entry's `lstat` information, taken through the open folder (one name to look up, not
        /// the whole path) when the listing was asked for it; nil when not asked or when it failed.
        var info: stat? = nil
    }

    /// `entries` in the byte order of their names (the order paths are reported in). Positions are
    /// sorted, not the entries (each holds a `stat`), and names compared with `memcmp`.
    static func inNameOrder(_ entries: [Entry]) -> [Entry] {
        let order = entries.indices.sorted { a, b in
            entries[a].bytes.withUnsafeBufferPointer { x in
                entries[b].bytes.withUnsafeBufferPointer { y in
                    let length = min(x.count, y.count)
                    let common = length == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, length)
                    return common != 0 ? common < 0 : x.count < y.count
                }
            }
        }
        return order.map { entries[$0] }
    }

    /// The entries of `path` (without `.` and `..`), or the `errno` that stopped the listing.
    /// - Parameter statting: also take each entry's `lstat` information (``Entry/info``) through the
    ///   open folder: the content scan of ten thousand notes looked each full path up again.
    static func entries(_ path: String, statting: Bool = false) -> Result<[Entry], Errno> {
        guard let directory = opendir(path) else { return .failure(Errno(errno)) }
        defer { closedir(directory) }
        let folder = dirfd(directory)
        var result: [Entry] = []
        while let entry = readdir(directory) {
            var info: stat?
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw -> [UInt8] in
                let name = raw.prefix { $0 != 0 }
                if statting, !name.isEmpty, !(name.count <= 2 && name.allSatisfy { $0 == 46 }) {
                    var taken = stat()
                    if fstatat(folder, raw.baseAddress!.assumingMemoryBound(to: CChar.self), &taken, AT_SYMLINK_NOFOLLOW) == 0 {
                        info = taken
                    }
                }
                return Array(name)
            }
            if bytes == [46] || bytes == [46, 46] { continue }
            result.append(Entry(bytes: bytes, name: String(validUTF8: bytes[...]), type: entry.pointee.d_type, info: info))
        }
        return .success(result)
    }

    /// The `S_IFMT` kind of `entry` inside `folder`: from the listing when it says, else from `lstat`
    /// (not following a link); nil when it cannot be read.
    static func kind(of entry: Entry, in folder: String) -> mode_t? {
        switch Int32(entry.type) {
        case Int32(DT_REG): return S_IFREG
        case Int32(DT_DIR): return S_IFDIR
        case Int32(DT_LNK): return S_IFLNK
        default:
            var info = stat()
            guard lstat(folder + "/" + (entry.name ?? String(decoding: entry.bytes, as: UTF8.self)), &info) == 0 else { return nil }
            return info.st_mode & S_IFMT
        }
    }

    /// An `errno` value with the sentence Folio shows for it.
    struct Errno: Error, Equatable {
        var code: Int32
        init(_ code: Int32) { self.code = code }
        var sentence: String { FileProblem.reason(code) }
    }
}

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

    /// Calls `body` with each entry of `path` (without `.` and `..`): its name's bytes, valid only
    /// during the call, and its ``Entry/type``; stops early when `body` returns false.
    /// Returns whether every entry was visited, or the `errno` that stopped the listing.
    ///
    /// Why beside ``entries(_:statting:)``: the ownership walks of an output folder and of the kept
    /// previous site look at each of its ten thousand names once; copying every name into an array
    /// and a string first cost more than the rest of the walk.
    static func visit(_ path: String, _ body: (UnsafeBufferPointer<UInt8>, UInt8) -> Bool) -> Result<Bool, Errno> {
        guard let directory = opendir(path) else { return .failure(Errno(errno)) }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            let goOn = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> Bool in
                let name = UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                               count: strlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self)))
                if name.count <= 2, name.allSatisfy({ $0 == 46 }) { return true }  // `.` and `..`
                return body(name, type)
            }
            if !goOn { return .success(false) }
        }
        return .success(true)
    }

    /// `prefix/name` (or `name` when `prefix` is empty) as text, built in one allocation; nil when
    /// `name`'s bytes are not valid UTF-8.
    static func relativePath(_ prefix: String, _ name: UnsafeBufferPointer<UInt8>) -> String? {
        guard !String.containsNonASCII(name) || String(validating: name, as: UTF8.self) != nil else { return nil }
        var prefix = prefix
        let head = prefix.utf8.count
        return prefix.withUTF8 { prefixBytes in
            String(unsafeUninitializedCapacity: head + (head == 0 ? 0 : 1) + name.count) { out in
                var at = 0
                if head > 0 {
                    _ = UnsafeMutableBufferPointer(rebasing: out[0..<head]).initialize(from: prefixBytes)
                    out[head] = 47
                    at = head + 1
                }
                _ = UnsafeMutableBufferPointer(rebasing: out[at...]).initialize(from: name)
                return at + name.count
            }
        }
    }

    /// The `S_IFMT` kind of the entry of `folder` whose name's bytes are `name` and whose listing
    /// said `type`: from the listing when it says, else from `lstat` (not following a link); nil when
    /// it cannot be read.
    static func kind(type: UInt8, name: UnsafeBufferPointer<UInt8>, in folder: String) -> mode_t? {
        switch Int32(type) {
        case Int32(DT_REG): return S_IFREG
        case Int32(DT_DIR): return S_IFDIR
        case Int32(DT_LNK): return S_IFLNK
        default:
            var info = stat()
            guard lstat(folder + "/" + String(decoding: name, as: UTF8.self), &info) == 0 else { return nil }
            return info.st_mode & S_IFMT
        }
    }

    /// The `S_IFMT` kind of `entry` inside `folder` (``kind(type:name:in:)``).
    static func kind(of entry: Entry, in folder: String) -> mode_t? {
        entry.bytes.withUnsafeBufferPointer { kind(type: entry.type, name: $0, in: folder) }
    }

    /// An `errno` value with the sentence Folio shows for it.
    struct Errno: Error, Equatable {
        var code: Int32
        init(_ code: Int32) { self.code = code }
        var sentence: String { FileProblem.reason(code) }
    }
}

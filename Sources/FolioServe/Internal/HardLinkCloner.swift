import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Copies a folder tree as hard links: a new directory tree whose files share the old files' data.
///
/// This is what makes a per-rebuild generation cheap (about a system call per file, no data copied).
/// Files that cannot be linked (another file system) are copied instead.
enum HardLinkCloner {
    static let maximumDepth = 64

    static func clone(_ source: URL, to destination: URL) throws {
        try cloneDirectory(source.path, destination.path, depth: 0)
    }

    private static func cloneDirectory(_ source: String, _ destination: String, depth: Int) throws {
        guard depth < maximumDepth else { throw PreviewError.cloneFailed(source, "folders nested too deeply") }
        guard mkdir(destination, 0o755) == 0 || errno == EEXIST else {
            throw PreviewError.cloneFailed(destination, String(cString: strerror(errno)))
        }
        guard let directory = opendir(source) else {
            throw PreviewError.cloneFailed(source, String(cString: strerror(errno)))
        }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let from = source + "/" + name
            let to = destination + "/" + name
            var kind = Int32(entry.pointee.d_type)
            if kind == Int32(DT_UNKNOWN) {
                var info = stat()
                guard lstat(from, &info) == 0 else { continue }
                kind = (info.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR)
                    : (info.st_mode & S_IFMT) == S_IFLNK ? Int32(DT_LNK) : Int32(DT_REG)
            }
            switch kind {
            case Int32(DT_DIR):
                try cloneDirectory(from, to, depth: depth + 1)
            case Int32(DT_LNK):
                var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let count = readlink(from, &buffer, buffer.count - 1)
                if count >= 0 { buffer[count] = 0; symlink(buffer, to) }
            default:
                if link(from, to) != 0 {
                    do {
                        try FileManager.default.copyItem(atPath: from, toPath: to)
                    } catch {
                        throw PreviewError.cloneFailed(from, "\(error)")
                    }
                }
            }
        }
    }
}

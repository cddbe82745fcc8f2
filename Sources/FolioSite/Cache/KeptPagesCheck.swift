import Dispatch
#if canImport(Glibc)
import Glibc
#endif

// Why: a rebuild with the cache reuses a page only when the kept previous site (the staging folder)
// still holds the very file the cache recorded: a `stat` per page, 10,000 of them in a one-note
// rebuild of a 10,000-note site, which took most of its "reuse cached pages" phase on both cores.
// None of that needs the plan: the thread that makes the sink does it right after, while the main
// thread loads and plans the site, and the reuse phase only looks the answers up.

/// The kept pages whose file in a staging folder is, stamp and all, the one the build cache
/// recorded (``SiteWriter/reuseInPlace(_:wholeStamps:checked:)``'s rule), checked ahead of the reuse.
struct KeptPagesCheck: Sendable {
    /// The staging folder checked.
    let folder: String
    /// The source paths of the entries whose one file passed.
    let inPlace: Set<String>

    /// Checks every entry of one file in `entries` (the cache's, by source path) against `folder`.
    init(folder: String, entries: [String: PageCache.Entry]) {
        self.folder = folder
        inPlace = Self.filesInPlace(entries, folder: folder)
    }

    /// The sources of the entries of one file whose file under `folder` has the recorded stamp and a
    /// fresh page's mode. The entries are read where they are (a list of them copied first cost a
    /// retain and a release of each path and file).
    private static func filesInPlace(_ entries: [String: PageCache.Entry], folder: String) -> Set<String> {
        var result = Set<String>()
        result.reserveCapacity(entries.count)
        // Each folder opened once, part by part from the root, never through a link; each file is then
        // looked up by name in its folder (no path walk from the root).
        let root = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard root >= 0 else { return result }
        var folders: [Substring: Int32?] = [:]
        defer {
            for case let fd? in folders.values { close(fd) }
            close(root)
        }
        for (source, entry) in entries where entry.files.count == 1 {
            let file = entry.files[0]
            // As the writer's own check: a page in a folder (one at the root is checked when reused).
            guard SiteWriter.isSafe(file.path), let slash = file.path.utf8LastIndex(of: 47) else { continue }
            let parent = file.path[..<slash]
            let opened: Int32?
            if let known = folders[parent] {
                opened = known
            } else {
                opened = KeptOutputFiles.openFolder(parent, in: root)
                folders[parent] = .some(opened)
            }
            guard let folderDescriptor = opened else { continue }
            let name = file.path.utf8.distance(from: file.path.startIndex, to: slash) + 1
            var info = stat()
            guard file.path.withCString({ fstatat(folderDescriptor, $0 + name, &info, AT_SYMLINK_NOFOLLOW) }) == 0,
                  info.st_mode & S_IFMT == S_IFREG, KeptOutputFiles.isRecordedFile(FileStamp(info), file.stamp) else { continue }
            result.insert(source)
        }
        return result
    }

    /// Where the check made while the sink was made is left for the build (written before the sink
    /// is handed over, read after: ``PendingSink`` orders the two).
    final class Slot: @unchecked Sendable {
        var check: KeptPagesCheck?
    }
}

#if os(Linux)
import Foundation
import Glibc

/// Watches with Linux inotify: one watch per folder, added recursively, and added again for folders that
/// appear later (their files are reported too, since they may have been written before the watch existed).
///
/// inotify watches inodes, not paths, so two cases need care (issue 11, finding 15):
/// - a folder renamed inside the tree keeps its watches under the old path; on the move-out the watches
///   of that subtree are removed, and the move-in adds them again under the new path;
/// - a watched tree's root that is deleted (or moved away) takes its watches with it; its parent folder is
///   watched for the root's name only, so a root created again is watched again, with all it holds.
///
/// A dedicated thread waits on the inotify descriptor with `poll`, so events cost nothing while nobody
/// types and arrive within a millisecond when someone saves.
public final class InotifyWatcher: FileWatching, @unchecked Sendable {
    static let eventMask: UInt32 = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM
        | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)
    static let maximumDepth = 64

    private struct WatchedFolder {
        var path: String
        var recursive: Bool
        /// Only these names count (a single watched file); nil means every name.
        var names: Set<String>?
    }

    private let targets: [WatchTarget]
    private let quietPeriod: TimeInterval
    private let descriptor: Int32
    private var folders: [Int32: WatchedFolder] = [:]
    /// Paths of the `.tree` targets, to see one being created again in its parent.
    private let treeRoots: Set<String>
    private let thread = WatcherThread()

    /// Nil when inotify is not available (the caller falls back to polling).
    public init?(targets: [WatchTarget], quietPeriod: TimeInterval = ChangeBatcher.defaultQuietPeriod) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        self.targets = targets
        self.quietPeriod = quietPeriod
        self.treeRoots = Set(targets.compactMap { if case .tree = $0 { return $0.path } else { return nil } })
    }

    deinit { close(descriptor) }

    public func start(onChange: @escaping @Sendable (Set<String>) -> Void) throws {
        for target in targets {
            switch target {
            case .tree(let url):
                let root = url.standardizedFileURL.path
                _ = addTree(root, depth: 0)
                addFolder((root as NSString).deletingLastPathComponent, recursive: false,
                          name: (root as NSString).lastPathComponent)
            case .file(let url):
                let path = url.standardizedFileURL.path
                addFolder((path as NSString).deletingLastPathComponent, recursive: false,
                          name: (path as NSString).lastPathComponent)
            }
        }
        thread.start(name: "folio.inotify") { [self] in run(onChange: onChange) }
    }

    public func stop() { thread.stop() }

    /// Watches `path` and every folder below it; returns the files found (for folders that appear late).
    private func addTree(_ path: String, depth: Int) -> [String] {
        guard depth < Self.maximumDepth else { return [] }
        addFolder(path, recursive: true, name: nil)
        var files: [String] = []
        for entry in DirectoryScanner.entries(of: path) where !entry.name.hasPrefix(".") {
            if entry.isDirectory {
                files += addTree(entry.path, depth: depth + 1)
            } else {
                files.append(entry.path)
            }
        }
        return files
    }

    private func addFolder(_ path: String, recursive: Bool, name: String?) {
        let wd = inotify_add_watch(descriptor, path, Self.eventMask)
        guard wd >= 0 else { return }
        if var existing = folders[wd] {
            existing.path = path  // the same inode seen under a new name
            existing.recursive = existing.recursive || recursive
            if let name, existing.names != nil { existing.names?.insert(name) } else { existing.names = nil }
            folders[wd] = existing
        } else {
            folders[wd] = WatchedFolder(path: path, recursive: recursive, names: name.map { [$0] })
        }
    }

    private func run(onChange: @Sendable (Set<String>) -> Void) {
        var batcher = ChangeBatcher(quietPeriod: quietPeriod)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !thread.isStopped {
            var waitMilliseconds: Int32 = 100
            if let deadline = batcher.deadline {
                let remaining = (deadline - ChangeBatcher.now()) * 1000
                waitMilliseconds = Int32(max(0, min(100, remaining.rounded(.up))))
            }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&request, 1, waitMilliseconds) > 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    let (paths, settled) = parse(buffer, count: count)
                    batcher.add(paths, at: ChangeBatcher.now(), settled: settled)
                }
            }
            if let batch = batcher.takeIfDue(at: ChangeBatcher.now()), !thread.isStopped {
                onChange(batch)
            }
        }
    }

    /// Decodes `struct inotify_event` records: wd, mask, cookie, len, then `len` bytes of NUL-padded name.
    /// `settled` is true when the last relevant event completes a save (close after write, rename in).
    private func parse(_ buffer: [UInt8], count: Int) -> (paths: [String], settled: Bool) {
        var changed: [String] = []
        var settled = false
        var offset = 0
        let header = 16
        while offset + header <= count {
            let wd = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int32.self) }
            let mask = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self) }
            let length = Int(buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self) })
            let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)]
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            offset += header + length
            let paths = handle(wd: wd, mask: mask, name: name)
            if !paths.isEmpty {
                changed += paths
                settled = mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0 && mask & UInt32(IN_ISDIR) == 0
            }
        }
        return (changed, settled)
    }

    private func handle(wd: Int32, mask: UInt32, name: String) -> [String] {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Events were lost: report every watched folder, which makes the site rebuild fully.
            return targets.map(\.path)
        }
        guard let folder = folders[wd] else { return [] }
        if mask & UInt32(IN_IGNORED) != 0 {
            folders[wd] = nil
            return []
        }
        if name.isEmpty { return mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 ? [folder.path] : [] }
        if let names = folder.names, !names.contains(name) { return [] }
        if FileWatcherFactory.isEditorNoise(name) { return [] }
        let path = folder.path + "/" + name
        if mask & UInt32(IN_ISDIR) != 0 {
            let arrived = mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0
            if arrived, treeRoots.contains(path) {
                return [path] + addTree(path, depth: 0)  // the content folder, deleted and made again
            }
            if mask & UInt32(IN_MOVED_FROM) != 0, treeRoots.contains(path) {
                removeWatches(under: path)  // the content folder moved away: its watches would report old paths
                return [path]
            }
            guard folder.recursive, !name.hasPrefix(".") else { return [] }
            if arrived {
                return [path] + addTree(path, depth: 1)
            }
            if mask & UInt32(IN_MOVED_FROM) != 0 {
                removeWatches(under: path)
            }
            return [path]
        }
        return [path]
    }

    /// Stops watching `path` and every folder below it (a folder moved away, or to a new name inside the
    /// tree: the move-in adds it again under that name).
    private func removeWatches(under path: String) {
        let prefix = path + "/"
        for (wd, folder) in folders where folder.path == path || folder.path.hasPrefix(prefix) {
            inotify_rm_watch(descriptor, wd)
            folders[wd] = nil
        }
    }
}
#endif

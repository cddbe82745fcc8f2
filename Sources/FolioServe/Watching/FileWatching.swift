import Foundation

/// Something that reports changed files under a set of folders and files.
///
/// Reports arrive on a background thread, already debounced (see ``ChangeBatcher``): one call per burst
/// of saves, with every path touched in it.
public protocol FileWatching: AnyObject, Sendable {
    /// Starts watching; `onChange` receives absolute, standardized paths.
    func start(onChange: @escaping @Sendable (Set<String>) -> Void) throws
    /// Stops watching; no call to `onChange` starts after it returns.
    func stop()
}

/// What to watch: a folder with everything below it, or a single file (watched through its folder, so
/// editors that save by writing a new file and renaming it are still seen).
public enum WatchTarget: Hashable, Sendable {
    case tree(URL)
    case file(URL)

    var path: String {
        switch self {
        case .tree(let url), .file(let url): return url.standardizedFileURL.path
        }
    }

    /// The last path component, for the terminal ("Watching Content, Templates, folio.yml").
    public var displayName: String { (path as NSString).lastPathComponent }
}

/// Picks the best watcher for the platform: inotify on Linux, polling elsewhere or when inotify cannot
/// start (no more instances, a file system without it).
public enum FileWatcherFactory {
    public static func make(targets: [WatchTarget], quietPeriod: TimeInterval = ChangeBatcher.defaultQuietPeriod)
        -> any FileWatching
    {
        #if os(Linux)
        if let watcher = InotifyWatcher(targets: targets, quietPeriod: quietPeriod) { return watcher }
        #endif
        return PollingWatcher(targets: targets, quietPeriod: quietPeriod)
    }

    /// Temporary and backup files of common editors; a save that only touches these is not a change.
    public static func isEditorNoise(_ name: String) -> Bool {
        name.hasPrefix(".#") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx")
            || name == "4913" || name == ".DS_Store" || name.hasSuffix(".tmp") || name.hasPrefix(".goutputstream")
    }
}

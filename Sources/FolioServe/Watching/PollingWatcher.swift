import Foundation

/// Watches by rescanning every ``interval`` and comparing each file's modification time and size.
///
/// The fallback for platforms without inotify and for file systems where it does not work (some network
/// and container mounts). Slower to notice (up to one interval) but never misses a change that alters
/// the time or size.
public final class PollingWatcher: FileWatching, @unchecked Sendable {
    public static let defaultInterval: TimeInterval = 0.1
    static let maximumDepth = 64
    /// The hidden files a site reads (MkDocs-Material's folder front matter); `.pages` is named where it is used.
    static let metaNames: Set<String> = [".meta.yml", ".meta.yaml"]

    struct Stamp: Equatable {
        var modified: Int64
        var size: Int64
    }

    private let targets: [WatchTarget]
    private let interval: TimeInterval
    private let quietPeriod: TimeInterval
    private let thread = WatcherThread()

    public init(targets: [WatchTarget], quietPeriod: TimeInterval = ChangeBatcher.defaultQuietPeriod,
                interval: TimeInterval = PollingWatcher.defaultInterval) {
        self.targets = targets
        self.quietPeriod = quietPeriod
        self.interval = interval
    }

    public func start(onChange: @escaping @Sendable (Set<String>) -> Void) throws {
        let initial = snapshot()
        thread.start(name: "folio.poll") { [self] in run(previous: initial, onChange: onChange) }
    }

    public func stop() { thread.stop() }

    private func run(previous: [String: Stamp], onChange: @Sendable (Set<String>) -> Void) {
        var previous = previous
        var batcher = ChangeBatcher(quietPeriod: quietPeriod)
        while !thread.isStopped {
            Thread.sleep(forTimeInterval: interval)
            let current = snapshot()
            if current != previous {
                let changed = Set(current.keys.filter { current[$0] != previous[$0] })
                    .union(previous.keys.filter { current[$0] == nil })
                batcher.add(changed, at: ChangeBatcher.now())
                previous = current
            }
            if let batch = batcher.takeIfDue(at: ChangeBatcher.now()), !thread.isStopped {
                onChange(batch)
            }
        }
    }

    /// Every watched file with its stamp.
    func snapshot() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for target in targets {
            switch target {
            case .tree(let url):
                scan(url.standardizedFileURL.path, depth: 0, into: &stamps)
            case .file(let url):
                let path = url.standardizedFileURL.path
                let folder = (path as NSString).deletingLastPathComponent
                if let entry = DirectoryScanner.entries(of: folder).first(where: { $0.path == path }) {
                    stamps[path] = Stamp(modified: entry.modified, size: entry.size)
                }
            }
        }
        return stamps
    }

    private func scan(_ path: String, depth: Int, into stamps: inout [String: Stamp]) {
        guard depth < Self.maximumDepth else { return }
        for entry in DirectoryScanner.entries(of: path) where !entry.name.hasPrefix(".") || entry.name == ".pages" || Self.metaNames.contains(entry.name) {
            if entry.isDirectory {
                scan(entry.path, depth: depth + 1, into: &stamps)
            } else if !FileWatcherFactory.isEditorNoise(entry.name) {
                stamps[entry.path] = Stamp(modified: entry.modified, size: entry.size)
            }
        }
    }
}

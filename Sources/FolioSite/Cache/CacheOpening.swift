import Dispatch

/// The build cache being opened (``PageCache/open(options:folders:warnings:)``) on another thread.
///
/// Why: reading the cache (an index and its parts, 50 MB at 10,000 notes) and discovering the site
/// (the config, templates, theme, and a walk of the content folder) need nothing from each other;
/// a rebuild runs them side by side and waits for the cache only when the notes are loaded.
final class CacheOpening: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var cache: PageCache?
    private var warnings: [String] = []

    /// Starts opening the cache of `options` (none without a cache folder: then nothing runs).
    init(options: BuildOptions, folders: SiteFolders) {
        guard options.cacheDirectory != nil else {
            done.signal()
            return
        }
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            var warnings: [String] = []
            cache = PageCache.open(options: options, folders: folders, warnings: &warnings)
            self.warnings = warnings
            done.signal()
        }
    }

    /// The cache and the warnings about it, once it is read.
    func wait() -> (cache: PageCache?, warnings: [String]) {
        done.wait()
        done.signal()  // a second wait returns at once
        return (cache, warnings)
    }
}

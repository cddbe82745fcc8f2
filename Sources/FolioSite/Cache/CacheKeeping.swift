import Dispatch

/// Keeps the build cache of a full build on another core while the search index is built and the
/// site published: the pages' entries (``PageCache/saveEntries(_:notes:)``) and the coloured code
/// blocks first, then, after the publish, the index naming the entries' parts.
///
/// Why: keeping the cache came after everything else, a tenth of a one-note rebuild at 10,000 notes
/// with the second core idle. The entries only wait for the pages (rendered or reused), but saving
/// them appends to the search entries' text store, or rewrites it, so they start once the search
/// phase has read from that store what it needs. The index still goes last, after the publish: a
/// build stopped halfway leaves the old index naming its own parts, all still there.
final class CacheKeeping: @unchecked Sendable {
    private let group = DispatchGroup()
    private var started = false
    private var parts: Result<[PageCacheParts.Part], Error>?
    private var warnings: [String] = []

    /// Starts `entries` then `highlights` (the warnings it has) on another thread; later calls do
    /// nothing. Called from the build's own thread only.
    func start(entries: @escaping @Sendable () throws -> [PageCacheParts.Part], highlights: @escaping @Sendable () -> [String]) {
        guard !started else { return }
        started = true
        group.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            // Written before `leave`, read after `wait`: the group orders the two threads.
            self.parts = Result { try entries() }
            self.warnings = highlights()
            self.group.leave()
        }
    }

    /// Waits for what ``start(entries:highlights:)`` began: the parts written (nil when never
    /// started) and the warnings about the code blocks.
    func wait() -> (parts: Result<[PageCacheParts.Part], Error>?, warnings: [String]) {
        group.wait()
        return (parts, warnings)
    }
}

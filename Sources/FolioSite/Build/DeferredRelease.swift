import Dispatch

/// Hands a finished build's large values to a background queue that drops them a moment later.
///
/// Why: freeing what a rebuild of 10,000 pages held (summaries, page records, the cache's entries:
/// hundreds of thousands of objects) took about 100 ms after the site was already published, and the
/// command line waited for it before printing its summary and exiting. Like clang's `-disable-free`,
/// the one-shot build does not wait: the values are kept alive by this queue's task for
/// ``delay`` seconds, past the return of the build (whose own references die then, cheaply, since
/// they are not the last), and freed there. A process that exits first never pays for it; a
/// long-lived caller (tests, a library user) still gets the memory back. Large collections a build
/// is done with halfway (the output folder's manifest, the kept site's) go the same way: freeing
/// ten thousand names there was work on the way to the published site.
enum DeferredRelease {
    /// Long enough for the build to have returned and dropped its own references.
    static let delay = 0.5

    private final class Holder: @unchecked Sendable {
        var values: [Any]
        init(_ values: [Any]) { self.values = values }
    }

    /// Keeps `values` alive until ``delay`` from now, then frees them on a background queue.
    static func release(_ values: Any...) {
        let holder = Holder(values)
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + delay) {
            holder.values.removeAll()
        }
    }
}

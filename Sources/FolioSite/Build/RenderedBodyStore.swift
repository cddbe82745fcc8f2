import Foundation

/// The pages' rendered Markdown (``RenderedPage`` with its body HTML, before any template), kept in
/// memory by `folio serve` between rebuilds, by body key (``PageKeys/bodies``).
///
/// Why: retitling a note, or editing a template, the theme or the navigation, changes every page's
/// key, so every page is written again; but none of those changes what a page's Markdown renders to.
/// Adding, deleting or renaming a note changes only what the pages that link to it render to (their
/// kept ``SiteLookups`` no longer hold).
/// Parsing, highlighting and drawing is about three quarters of a page's cost, so a rebuild puts the
/// kept bodies in their new templates and renders only the notes whose body key changed. A one-shot
/// `folio build` keeps none (it would only cost memory); its build cache reuses whole pages instead.
///
/// The store holds at most ``budget`` bytes of HTML and search text (the 10,000-note bench site would
/// need an estimated 330 MB); past it, further pages are not kept and render as before. Thread-safe: the render
/// workers ask and keep at once.
final class RenderedBodyStore: @unchecked Sendable {
    /// The most bytes kept (bodies' HTML, leading titles and search entries' text).
    let budget: Int
    private let lock = NSLock()
    private var entries: [String: (key: CacheDigest, page: RenderedPage, bytes: Int)] = [:]
    private var bytes = 0
    private var hits = 0

    init(budget: Int = 512 << 20) {
        self.budget = budget
    }

    /// The kept rendering of the note at `source`, when it was kept under `key` and, given a `plan`, what
    /// it looked up in the plan it was rendered against gives the same answers in `plan` (``SiteLookups``;
    /// a rendering that recorded none is then not taken).
    func page(_ source: String, key: CacheDigest, plan: SitePlan? = nil) -> RenderedPage? {
        let kept: RenderedPage? = lock.withLock {
            guard let entry = entries[source], entry.key == key else { return nil }
            return entry.page
        }
        guard let kept else { return nil }
        if let plan, kept.siteLookups?.hold(in: plan) != true { return nil }
        lock.withLock { hits += 1 }
        return kept
    }

    /// Keeps `page` (with its body HTML, as ``PageRenderer`` made it) as the rendering of `source` under
    /// `key`, in place of any earlier one; not kept when it would take the store over its budget.
    func keep(_ page: RenderedPage, source: String, key: CacheDigest) {
        let size = page.bodyHTML.utf8.count + (page.titleHTML?.utf8.count ?? 0) + (page.siteLookups?.byteCount ?? 0)
        lock.withLock {
            let previous = entries[source]?.bytes ?? 0
            guard bytes - previous + size <= budget else {
                // Never an older rendering left behind under a key that may match again.
                if let old = entries.removeValue(forKey: source) { bytes -= old.bytes }
                return
            }
            entries[source] = (key, page, size)
            bytes += size - previous
        }
    }

    /// Puts `search`, the search entry made from the rendering kept for `source` under `key`, beside it
    /// (the render phase uses it again while the page's URL, title and tags stay the same).
    func keepSearch(_ search: SearchEntry?, source: String, key: CacheDigest) {
        lock.withLock {
            guard let old = entries[source], old.key == key else { return }
            let size = old.bytes - (old.page.search?.document.textBytes ?? 0) + (search?.document.textBytes ?? 0)
            entries[source]?.page.search = search
            entries[source]?.bytes = size
            bytes += size - old.bytes
        }
    }

    /// Drops the renderings of notes that are no longer pages (deleted or renamed).
    func keepOnly(_ sources: Set<String>) {
        lock.withLock {
            for source in entries.keys where !sources.contains(source) {
                bytes -= entries.removeValue(forKey: source)?.bytes ?? 0
            }
        }
    }

    /// How many renderings were handed out since the last call (the build report's reused bodies).
    func takeHitCount() -> Int {
        lock.withLock {
            defer { hits = 0 }
            return hits
        }
    }

    /// Bytes of HTML kept now.
    var keptBytes: Int { lock.withLock { bytes } }
    /// Notes whose rendering is kept now.
    var count: Int { lock.withLock { entries.count } }
}

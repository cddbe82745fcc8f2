// Why: every page's anchors are kept for the link check (a `#fragment` link to another page is
// checked against that page's ids), and a rebuild read them back from the build cache for all
// 10,000 pages into sets: a hundred thousand strings hashed to answer the few lookups the check
// makes. Kept sorted instead, a page's anchors are read as they were written (the cache stores
// them sorted) and looked up by binary search.

/// The ids a page's HTML defines (headings, figures, footnotes, raw HTML), sorted, without repeats.
struct PageAnchorList: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// The ids in ascending order.
    let sorted: [String]

    init(_ ids: Set<String>) { sorted = ids.sorted() }

    init(arrayLiteral ids: String...) { self.init(Set(ids)) }

    /// `ids` as read back from the build cache: taken as they are when ascending and distinct (as
    /// written), otherwise sorted again (a list out of order must not make lookups miss).
    init(kept ids: [String]) {
        sorted = zip(ids, ids.dropFirst()).allSatisfy({ $0 < $1 }) ? ids : Set(ids).sorted()
    }

    func contains(_ id: String) -> Bool {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == id
    }
}

// Why: Hugo's `.Site.RegularPages.Related`, Jekyll's `related_posts` and the "related" blocks of
// Docusaurus and MkDocs blogs point a reader from a note to the others on the same subjects. The notes
// already say their subjects (`tags`, `categories`), so the pages that share the most of them are
// related, settled once per build before any page renders, like the navigation and backlinks, and part
// of each page's key (``PageKeys``): a tag added to one note reaches every page whose list it changes.

/// For each page, the pages sharing the most tags and categories with it (`related: N` in folio.yml).
enum RelatedPages {
    /// A term on more pages than this relates nothing: it says little about any one of them (`guide` on
    /// every page), and pairing its pages would cost the square of their number.
    static func commonTermLimit(pages: Int) -> Int { max(50, pages / 10) }

    /// The `count` pages most related to each page of `plan`: a shared tag counts two, a shared category
    /// one; ties go to the newer page, then by title and path. Pages sharing nothing are not related, and
    /// an unlisted page is related to none (``PageSummary/isUnlisted``), though it has related pages itself.
    static func of(_ plan: SitePlan, count: Int) -> PageLists {
        let pages = plan.pages
        let unlisted = pages.map(\.isUnlisted)
        // Each term (tags and categories apart, by the name its page's address is made from) and its pages.
        var members: [String: [Int]] = [:]
        for index in pages.indices {
            for tag in Set(pages[index].tags.map { SitePaths.safeComponent($0.lowercased()) }) { members["t" + tag, default: []].append(index) }
            for category in Set(pages[index].categories.map { SitePaths.safeComponent($0.lowercased()) }) {
                members["c" + category, default: []].append(index)
            }
        }
        let limit = Self.commonTermLimit(pages: pages.count)
        var scores = [[Int: Int]](repeating: [:], count: pages.count)
        for (term, indices) in members where indices.count > 1 && indices.count <= limit {
            let weight = term.first == "t" ? 2 : 1
            for a in indices {
                for b in indices where a != b && !unlisted[b] { scores[a][b, default: 0] += weight }
            }
        }
        func before(_ x: (key: Int, value: Int), _ y: (key: Int, value: Int)) -> Bool {
            if x.value != y.value { return x.value > y.value }
            let dateX = pages[x.key].date?.sortKey ?? Int.min, dateY = pages[y.key].date?.sortKey ?? Int.min
            if dateX != dateY { return dateX > dateY }
            if pages[x.key].title != pages[y.key].title { return pages[x.key].title < pages[y.key].title }
            return pages[x.key].sourcePath < pages[y.key].sourcePath
        }
        return PageLists(lists: scores.map { scored in scored.sorted(by: before).prefix(count).map(\.key) }, pages: pages)
    }
}

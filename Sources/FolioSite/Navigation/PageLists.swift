// Why: backlinks and related pages are both a list of other pages for each page, settled before any
// page renders, read by the page's template and folded into its key; one type holds that shape.

/// For each page of a plan (by index, the plan's order), a list of other pages' indices.
struct PageLists: Sendable {
    /// By page index: the indices of the pages listed for it, in the order shown.
    let lists: [[Int]]
    private let indexByOutput: [String: Int]

    init(lists: [[Int]], pages: [PageSummary]) {
        self.lists = lists
        indexByOutput = Self.indexByOutput(pages)
    }

    /// The page index of each output path of `pages`.
    static func indexByOutput(_ pages: [PageSummary]) -> [String: Int] {
        var result: [String: Int] = [:]
        result.reserveCapacity(pages.count)
        for index in pages.indices { result[pages[index].outputPath] = index }
        return result
    }

    /// The pages of `plan` (the plan these lists were made from) listed for the page written at `outputPath`.
    func pages(for outputPath: String, in plan: SitePlan) -> [PageSummary] {
        guard let index = indexByOutput[outputPath], index < lists.count else { return [] }
        return lists[index].compactMap { $0 < plan.pages.count ? plan.pages[$0] : nil }
    }

    /// Each page's key in `digests` joined with its list, under `label`: the listed pages' source paths in
    /// order (their titles and places are in the site key already). Pages with an empty list keep theirs.
    func fold(into digests: inout [CacheDigest], label: String, pages: [PageSummary]) {
        for index in digests.indices where index < lists.count && !lists[index].isEmpty {
            var key = CacheKeyBuilder()
            key.add(digests[index])
            key.add(label)
            key.add(lists[index].count)
            for listed in lists[index] { key.add(pages[listed].sourcePath) }
            digests[index] = key.digest
        }
    }
}

// Why: with `paginate: N` the home page and each tag or category page become pages of N notes
// (``ListPager``). The first page is the list's own address and takes the cards every listing shares;
// a later page lives in a folder of its own, so its cards, whose links are relative, are drawn for it.

/// One page of a split listing: its number, where it is written, its cards and its pager.
struct ListPage: Sendable {
    let number: Int
    let path: String
    let cardsHTML: [UInt8]
    let pagerHTML: [UInt8]
}

extension GeneratedPages {
    /// The home page: one job, or one per page of ``pager``'s size.
    func indexJobs(_ sorted: [PageSummary], cards: Cards) -> [Job] {
        let me = self
        guard let pager, sorted.count > pager.size else { return [Job(path: "index.html") { me.index(sorted, cards: cards) }] }
        let count = pager.pageCount(of: sorted.count)
        return (1...count).map { number in
            let path = pager.path(of: number, first: "index.html", folder: "")
            return Job(path: path, list: "index.html") {
                let listed = Array(pager.slice(sorted, page: number))
                let listing = ListPage(
                    number: number, path: path,
                    cardsHTML: number == 1 ? cards.html(listed, nested: false) : me.cardsHTML(listed, at: path),
                    pagerHTML: pager.html(current: number, count: count, at: path) { pager.path(of: $0, first: "index.html", folder: "") })
                return me.index(sorted, cards: cards, listing: listing)
            }
        }
    }

    /// The pages of a tag's or category's list of `members` (source paths of `pages`), written at `first`
    /// and in `folder`'s `page/` folder; `unlisted`: a term only unlisted pages have (its pages unlisted too).
    func pagedListJobs(_ members: [String], of pages: [PageSummary], title: String, first: String, folder: String,
                       pager: ListPager, cards: Cards, unlisted: Bool = false) -> [Job] {
        let me = self
        let count = pager.pageCount(of: members.count)
        return (1...count).map { number in
            let path = pager.path(of: number, first: first, folder: folder)
            return Job(path: path, list: first) {
                let listed = Array(pager.slice(members, page: number))
                var values = me.context.common(outputPath: path, pageTitle: number == 1 ? title : me.context.words.format(.pagedTitle, n: number, name: title))
                values[.isUnlisted] = .bool(unlisted)
                if unlisted { values[.robotsNoIndex] = .bool(true) }
                values[.heading] = .string(title)
                me.linkTerms(from: path, folder: String(folder.prefix { $0 != "/" }), in: &values)
                if number == 1 {
                    values[.cardsHTML] = .bytes(cards.html(sourcePaths: listed, nested: true))
                } else {
                    let wanted = Set(listed)
                    let summaries = Dictionary(pages.lazy.filter { wanted.contains($0.sourcePath) }.map { ($0.sourcePath, $0) },
                                               uniquingKeysWith: { first, _ in first })
                    values[.cardsHTML] = .bytes(me.cardsHTML(listed.compactMap { summaries[$0] }, at: path))
                }
                values[.pagerHTML] = .bytes(pager.html(current: number, count: count, at: path) {
                    pager.path(of: $0, first: first, folder: folder)
                })
                values[.hasPager] = .bool(true)
                return me.templates.renderPageBytes("list", context: values)
            }
        }
    }

    /// The listing cards of `pages` as a page written at `path` shows them.
    func cardsHTML(_ pages: [PageSummary], at path: String) -> [UInt8] {
        var html: [UInt8] = []
        for page in pages { html += templates.renderBytes("page-card", context: context.card(page, fromPath: path)) }
        return html
    }
}

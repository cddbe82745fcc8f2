// Why: the home page lists every note, and a tag page every note with the tag: at 10,000 notes the home
// page alone is 7 MB of cards. Hugo (`paginate`), Jekyll (`paginate`), MkDocs-Material's blog and
// Docusaurus' blog split such lists into pages with a pager; `paginate: N` does the same here. The first
// page keeps the list's own address (every link to it stays right), the others follow Hugo's layout under
// it: `page/2.html` (`page/2/` with pretty URLs), `tags/swift/page/2.html`.

/// How a listing is split into pages of ``size`` notes, where each page is written, and its pager.
struct ListPager: Sendable {
    /// Notes per page (`paginate` in folio.yml), at least 1.
    let size: Int
    let urls: URLStyle
    /// The site's words ("Previous", "Next", "Page 2").
    var words = UIText.english

    /// How many pages `count` notes fill (at least one: an empty list is still a page).
    func pageCount(of count: Int) -> Int { max(1, (count + size - 1) / size) }

    /// The notes of page `number` (from 1) of `items`.
    func slice<T>(_ items: [T], page number: Int) -> ArraySlice<T> {
        let start = min(items.count, (number - 1) * size)
        return items[start..<min(items.count, start + size)]
    }

    /// The output path of page `number` of the list written at `first`, whose other pages are under
    /// `folder` (`""` for the site's root, `tags/swift/` for a tag's).
    func path(of number: Int, first: String, folder: String) -> String {
        number == 1 ? first : urls.outputPath(plain: folder + "page/\(number).html")
    }

    /// The folder the later pages of the list at `first` are written in (``path(of:first:folder:)``):
    /// what a rebuild looks under for pages a shorter list no longer has.
    func laterPagesFolder(_ folder: String) -> String { folder + "page/" }

    /// The pager of page `current` of `count`, written at `currentPath`: previous and next links
    /// (`rel="prev"`, `rel="next"`) and the page numbers, the first, the last and two on each side of the
    /// current one (those two away marked `pager-far`), with `…` between. Empty for a list of one page.
    func html(current: Int, count: Int, at currentPath: String, pathOf: (Int) -> String) -> [UInt8] {
        guard count > 1 else { return [] }
        func href(_ number: Int) -> String {
            urls.link(SitePaths.relativeURL(from: currentPath, to: pathOf(number))).htmlEscaped
        }
        var html = "<nav class=\"pager\" aria-label=\"\(words.html(.pagerLabel))\">\n"
        if current > 1 {
            html += "<a class=\"pager-prev\" rel=\"prev\" href=\"\(href(current - 1))\">\(words.html(.previous))</a>\n"
        }
        html += "<ol class=\"pager-pages\">"
        var last = 0
        for number in 1...count where number == 1 || number == count || abs(number - current) <= 2 {
            if number > last + 1 { html += "<li class=\"pager-gap\" aria-hidden=\"true\">…</li>" }
            // Two away from the current page: left out on a phone (the theme hides `pager-far`).
            let item = abs(number - current) == 2 && number != 1 && number != count ? "<li class=\"pager-far\">" : "<li>"
            if number == current {
                html += item + "<span aria-current=\"page\">\(number)</span></li>"
            } else {
                html += item + "<a href=\"\(href(number))\" aria-label=\"\(UIText.html(words.format(.pageNumber, n: number)))\">\(number)</a></li>"
            }
            last = number
        }
        html += "</ol>\n"
        if current < count {
            html += "<a class=\"pager-next\" rel=\"next\" href=\"\(href(current + 1))\">\(words.html(.next))</a>\n"
        }
        return Array((html + "</nav>").utf8)
    }
}

// Why: Obsidian, Quartz, Foam and Obsidian Publish show under each note the notes that link to it,
// and in a web of guides that is how a reader finds the related pages nobody linked forward. It is a
// cross-page fact, like the navigation: settled once per build from every note's links (read with its
// outline, ``OutgoingLinks``) before any page renders, and part of each page's key (``PageKeys``), so a
// link added in one note renders the page it now links to again, in `folio build` and `folio serve`.

/// For each page, the pages that link to it (`backlinks: true` in folio.yml), in title order.
enum Backlinks {
    /// The backlinks of `plan`'s pages from their ``PageSummary/outgoingLinks``: each link resolved as
    /// the renderer resolves it (a wikilink by ``WikiLinkTargets``, a path from the note's folder), a
    /// page's links to itself, links to files that are not pages and links from unlisted pages (which
    /// no page points readers to: ``PageSummary/isUnlisted``) left out.
    static func of(_ plan: SitePlan) -> PageLists {
        let indexByOutput = PageLists.indexByOutput(plan.pages)
        var linkers = [[Int]](repeating: [], count: plan.pages.count)
        for source in plan.pages.indices where !plan.pages[source].outgoingLinks.isEmpty && !plan.pages[source].isUnlisted {
            let page = plan.pages[source]
            let folder = SitePaths.directory(of: page.sourcePath)
            var targets = Set<Int>()
            for link in page.outgoingLinks {
                let written = link.dropFirst()
                var contentPath: String?
                if link.first == OutgoingLinks.wikiLinkMark {
                    contentPath = plan.wikiLinkTargets.resolve(String(written), from: page.sourcePath, in: plan)
                        .flatMap { $0.kind == .page ? $0.contentPath : nil }
                } else {
                    let decoded = written.utf8.contains(37) ? Substring(SitePaths.percentDecode(String(written))) : written
                    contentPath = SitePaths.normalize(joining: folder, decoded)
                }
                guard let contentPath, case .page(let output) = plan.target(contentPath: contentPath),
                      let target = indexByOutput[output], target != source else { continue }
                targets.insert(target)
            }
            for target in targets { linkers[target].append(source) }
        }
        for index in linkers.indices where linkers[index].count > 1 {
            linkers[index].sort { a, b in
                plan.pages[a].title != plan.pages[b].title ? plan.pages[a].title < plan.pages[b].title
                    : plan.pages[a].sourcePath < plan.pages[b].sourcePath
            }
        }
        return PageLists(lists: linkers, pages: plan.pages)
    }
}

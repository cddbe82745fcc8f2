// Why: a page's rendered Markdown depends on the rest of the site only through what it looks up in
// the plan: where each of its links and images goes (``SitePlan/target(contentPath:)``) and which
// page each `post_url` names (``SitePlan/page(postName:)``). `folio serve` keeps rendered bodies
// (``RenderedBodyStore``); when a note is added, deleted or renamed, the places of the site's pages
// change, but a kept body is still right as long as every lookup it made gives the same answer.
// Recording those answers lets such an edit re-render the pages that link to what changed, not all.

/// The answers a page's rendering got from the site plan, in the order it asked.
package struct SiteLookups: Sendable, Equatable {
    /// Each link or image destination resolved in the plan (content path, normalised) and its target.
    package var targets: [(contentPath: String, target: SitePlan.Target)] = []
    /// Each `post_url` name and the output path of the page it named (nil: none).
    package var posts: [(name: String, outputPath: String?)] = []

    package init() {}

    /// About the bytes the lookups hold (their paths and names), for a store's budget.
    package var byteCount: Int {
        targets.reduce(0) { total, lookup in
            switch lookup.target {
            case .page(let output), .asset(let output): total + lookup.contentPath.utf8.count + output.utf8.count + 32
            case .missing: total + lookup.contentPath.utf8.count + 32
            }
        } + posts.reduce(0) { $0 + $1.name.utf8.count + ($1.outputPath?.utf8.count ?? 0) + 32 }
    }

    /// True when `plan` gives every recorded lookup the answer it gave then: a body rendered with
    /// these lookups is then the body a rendering against `plan` would make (its own inputs equal).
    package func hold(in plan: SitePlan) -> Bool {
        for (path, target) in targets where plan.target(contentPath: path) != target { return false }
        for (name, outputPath) in posts where plan.page(postName: name)?.outputPath != outputPath { return false }
        return true
    }

    package static func == (left: SiteLookups, right: SiteLookups) -> Bool {
        left.targets.count == right.targets.count && left.posts.count == right.posts.count
            && zip(left.targets, right.targets).allSatisfy { $0.contentPath == $1.contentPath && $0.target == $1.target }
            && zip(left.posts, right.posts).allSatisfy { $0.name == $1.name && $0.outputPath == $1.outputPath }
    }
}

/// Collects one rendering's ``SiteLookups``: the link rewriter and the Jekyll tag expander both add
/// to it, so it is shared by reference. It lives within one page's rendering, on one thread.
final class SiteLookupLog {
    private(set) var recorded = SiteLookups()

    func target(_ contentPath: String, _ target: SitePlan.Target) {
        recorded.targets.append((contentPath, target))
    }

    func post(_ name: String, _ outputPath: String?) {
        recorded.posts.append((name, outputPath))
    }
}

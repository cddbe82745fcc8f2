// Why: a page's rendered Markdown depends on the rest of the site only through what it looks up in
// the plan: where each of its links and images goes (``SitePlan/target(contentPath:)``) and which
// page each `post_url` names (``SitePlan/page(postName:)``) and which file each wikilink names. `folio serve` keeps rendered bodies
// (``RenderedBodyStore``); when a note is added, deleted or renamed, the places of the site's pages
// change, but a kept body is still right as long as every lookup it made gives the same answer.
// Recording those answers lets such an edit re-render the pages that link to what changed, not all.

/// The answers a page's rendering got from the site plan, in the order it asked.
package struct SiteLookups: Sendable, Equatable {
    /// A link or image destination resolved in the plan (content path, normalised) and its target.
    package struct TargetLookup: Sendable, Equatable {
        package var contentPath: String
        package var target: SitePlan.Target
    }

    /// A `post_url` name and the output path of the page it named (nil: none).
    package struct PostLookup: Sendable, Equatable {
        package var name: String
        package var outputPath: String?
    }

    /// A wikilink's target as written, the note it was seen from, and what it named (``WikiLinkTargets``).
    package struct WikiLinkLookup: Sendable, Equatable {
        package var target: String
        package var sourcePath: String
        /// The content path named, then the other candidates (nil: none).
        package var answer: [String]?

        /// The question as one string (the note's folder, a NUL, the target): how the build cache keeps it.
        package var question: String { SitePaths.directory(of: sourcePath) + "/\u{0}" + target }
    }

    package var targets: [TargetLookup] = []
    package var posts: [PostLookup] = []
    package var wikiLinks: [WikiLinkLookup] = []

    package init() {}

    /// About the bytes the lookups hold (their paths and names), for a store's budget.
    package var byteCount: Int {
        targets.reduce(0) { total, lookup in
            switch lookup.target {
            case .page(let output), .asset(let output): total + lookup.contentPath.utf8.count + output.utf8.count + 32
            case .missing, .draft: total + lookup.contentPath.utf8.count + 32
            }
        } + posts.reduce(0) { $0 + $1.name.utf8.count + ($1.outputPath?.utf8.count ?? 0) + 32 }
            + wikiLinks.reduce(0) { $0 + $1.question.utf8.count + ($1.answer ?? []).reduce(0) { $0 + $1.utf8.count + 16 } + 32 }
    }

    /// True when `plan` gives every recorded lookup the answer it gave then: a body rendered with
    /// these lookups is then the body a rendering against `plan` would make (its own inputs equal).
    package func hold(in plan: SitePlan) -> Bool {
        for lookup in targets where plan.target(contentPath: lookup.contentPath) != lookup.target { return false }
        for lookup in posts where plan.page(postName: lookup.name)?.outputPath != lookup.outputPath { return false }
        for lookup in wikiLinks where Self.answer(plan.wikiLinkTargets.resolve(lookup.target, from: lookup.sourcePath, in: plan))
            != lookup.answer { return false }
        return true
    }

    /// A wikilink's resolution as recorded: the path named, then the other candidates.
    static func answer(_ resolution: WikiLinkTargets.Resolution?) -> [String]? {
        resolution.map { [$0.contentPath] + $0.others }
    }
}

/// Collects one rendering's ``SiteLookups``: the link rewriter and the Jekyll tag expander both add
/// to it, so it is shared by reference. It lives within one page's rendering, on one thread.
final class SiteLookupLog {
    private(set) var recorded = SiteLookups()

    func target(_ contentPath: String, _ target: SitePlan.Target) {
        recorded.targets.append(SiteLookups.TargetLookup(contentPath: contentPath, target: target))
    }

    func post(_ name: String, _ outputPath: String?) {
        recorded.posts.append(SiteLookups.PostLookup(name: name, outputPath: outputPath))
    }

    func wikiLink(_ target: String, from sourcePath: String, _ resolution: WikiLinkTargets.Resolution?) {
        recorded.wikiLinks.append(SiteLookups.WikiLinkLookup(target: target, sourcePath: sourcePath,
                                                             answer: SiteLookups.answer(resolution)))
    }
}

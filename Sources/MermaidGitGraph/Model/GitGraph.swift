// Why: the parser replays the git commands (commit, branch, checkout, merge, cherry-pick) into
// this history; the layout and the SVG writer only read it. Keeping it a plain value makes the
// parser testable without drawing anything.

/// How a commit is drawn: mermaid's `type:` values plus the kinds the commands create.
package enum GitCommitType: String, Sendable, Equatable {
    case normal = "NORMAL", reverse = "REVERSE", highlight = "HIGHLIGHT", merge = "MERGE", cherryPick = "CHERRY_PICK"

    /// Mermaid's class for the bullet (`commit-normal`, `commit-merge`, …).
    var cssClass: String {
        switch self {
        case .normal: return "commit-normal"
        case .reverse: return "commit-reverse"
        case .highlight: return "commit-highlight"
        case .merge: return "commit-merge"
        case .cherryPick: return "commit-cherry-pick"
        }
    }
}

/// Direction of the time axis: `LR` (default), `TB` or `BT`.
package enum GitOrientation: String, Sendable, Equatable {
    case leftToRight = "LR", topToBottom = "TB", bottomToTop = "BT"

    /// True when branches are columns and time runs vertically.
    var isVertical: Bool { self != .leftToRight }
}

/// One commit of the history.
package struct GitCommit: Sendable, Equatable {
    /// The id shown as its label: the author's `id:` or a generated `<seq>-<7 hex digits>`.
    package var id: String
    /// Order of creation, from 0.
    package var seq: Int
    /// How it was made (a merge, a cherry-pick) or the author's `type:`.
    package var type: GitCommitType
    /// A merge's `type:` override: the bullet drawn, while `type` stays `.merge`.
    package var customType: GitCommitType?
    /// True when the author gave the id (merge commits show their label only then).
    package var hasCustomId: Bool
    package var message: String
    package var tags: [String]
    /// Parent ids: none for a root, one for a commit, two for a merge or cherry-pick.
    package var parents: [String]
    /// The branch it was made on.
    package var branch: String
    /// 1-based source line that created it.
    package var line: Int

    /// The symbol drawn: the override of a merge, else its own type.
    var symbol: GitCommitType { customType ?? type }
}

/// A branch: its name and its `order:` (nil when not given).
package struct GitBranch: Sendable, Equatable {
    package var name: String
    package var order: Double?
}

/// The whole diagram after the commands have run.
package struct GitGraph: Sendable {
    /// Commits by creation order (a commit re-using an id replaces the earlier one in place, as mermaid does).
    package var commits: [GitCommit] = []
    /// Branches in creation order, the main branch first.
    package var branches: [GitBranch] = []
    package var orientation: GitOrientation = .leftToRight
    /// A `title` line in the body (front matter titles live in the context).
    package var title: String?

    /// Index of each commit id in `commits`.
    package var indexById: [String: Int] = [:]

    package func commit(_ id: String) -> GitCommit? { indexById[id].map { commits[$0] } }

    /// Branches in drawing order: by `order:`, those without one after in creation order as
    /// mermaid sorts them (`0.<index>`, so unordered branches interleave with small orders).
    package var sortedBranches: [GitBranch] {
        branches.enumerated().map { index, branch in
            (branch, branch.order ?? Double("0.\(index)") ?? 0, index)
        }
        .sorted { ($0.1, $0.2) < ($1.1, $1.2) }
        .map(\.0)
    }
}

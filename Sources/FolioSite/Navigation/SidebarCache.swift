import Foundation

/// The sidebar trees of one build, each written once and shared by every page that shows it.
///
/// Why: every page carries the tree, and on a large site thousands of pages show the same one but
/// for which link is marked current (see ``NavigationHTML``). Pages render in parallel, so the
/// table is behind a lock; a tree is written outside it (two threads may both write the first copy
/// of a tree; both are equal and one is kept).
final class SidebarCache: @unchecked Sendable {
    /// What decides a tree's bytes (see `NavigationHTML.key`).
    struct Key: Hashable {
        var parent: Int
        var block: Int
        var openSection: Int
        var root: String
    }

    /// A tree without any mark, and where each linked entry's mark would go.
    struct Tree {
        var html: [UInt8]
        /// Item index → offset just after the closing quote of its `href`.
        var marks: [Int: Int]
    }

    private let lock = NSLock()
    private var trees: [Key: Tree] = [:]

    /// The tree for `key`, written by `make` the first time it is asked for.
    func tree(for key: Key, make: () -> Tree) -> Tree {
        lock.lock()
        if let cached = trees[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let raced = trees[key] { return raced }
        trees[key] = made
        return made
    }
}

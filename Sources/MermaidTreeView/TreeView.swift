// Why: a treeView is a directory listing given by indentation. Nodes are kept in source order,
// which is the order the rows are drawn in (a pre-order walk), so drawing needs no recursion.

/// One row of the tree.
package struct TreeViewNode: Sendable, Equatable {
    package var name: String
    /// Indentation in characters; -1 for the implicit root `/`.
    package var level: Int
    /// Depth below the root (the root is 0).
    package var depth: Int
    package var parent: Int?
    /// Index of the last child, nil for a leaf.
    package var lastChild: Int?
}

/// The parsed tree: the implicit root `/` first, then every named node in source order.
package struct TreeView: Sendable {
    package var nodes: [TreeViewNode] = [TreeViewNode(name: "/", level: -1, depth: 0, parent: nil, lastChild: nil)]
    package var title: String?
}

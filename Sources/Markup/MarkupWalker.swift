/// What to do after visiting a node.
public enum WalkAction: Sendable {
    /// Visit this node's children next.
    case descend
    /// Skip this node's children and continue with its next sibling.
    case skipChildren
    /// Stop the walk.
    case stop
}

/// A visitor that descends the tree in document order.
///
/// This is the "resolver per node type" idea: implement `visit` and switch on
/// `node.kind`. Walkers read; to rewrite, collect the nodes you need and change them
/// after the walk (see ``MarkdownDocument/nodes(of:)-swift.method``).
///
/// ```swift
/// struct HeadingCounter: MarkupWalker {
///     var count = 0
///     mutating func visit(_ node: MarkupNode) -> WalkAction {
///         if node.kind == .heading { count += 1; return .skipChildren }
///         return .descend
///     }
/// }
/// ```
public protocol MarkupWalker {
    mutating func visit(_ node: MarkupNode) -> WalkAction
}
